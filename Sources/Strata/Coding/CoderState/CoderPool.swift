/// Decoders and encoders that coders which no longer exist left behind, shared by every
/// coder in the process.
///
/// Most app code makes a coder for each response it handles
/// (`let decoder = StrataJSONDecoder(); decoder.dateDecodingStrategy = …`) and drops it
/// when the function returns. A coder learns what it needs about the types it codes on its
/// first call: their traits, a keyed container per coding-key type, the bytes of those
/// keys, prepared key text for the encoder, memory for the index and the output. Kept
/// only per coder (see ``KeptDecoderState``), all of that was made and torn down again
/// for every new coder: 17,800 instructions for a decode of `{}`, 23,000 for an encode,
/// and 70,000 for a GitHub event's model, against 1,700 and 1,900 with a coder reused.
///
/// So when a coder goes, the decoder or encoder it kept comes here, with everything it
/// learned, and a new coder's first call takes it from here. What it learned is about
/// types, never about the coder: the kept decoder's or encoder's options are replaced by
/// neutral ones first (``JSONIndexDecoder/retire()``, ``JSONByteEncoder/retire()``), so
/// that nothing the coder was configured with (user info, strategy closures, its own
/// memos) outlives it, and the call that takes it adopts its own coder's options, which
/// are never mistaken for another's (see `VersionedConfiguration`). A setting that
/// changes what was learned (the encoder's key format) is handled on adoption, as when a
/// coder's own setting changes between its calls.
///
/// A few slots, not one: calls on several threads each find one, as far as the slots go.
/// Each slot is an ``AtomicSlot``, so taking and keeping never wait; a call that finds
/// every slot empty makes a new decoder or encoder, and one that finds every slot full
/// lets its own go.
final class CoderPool<Coder: AnyObject>: Sendable {
    // Four slots named one by one, rather than an array: reading a slot out of an array
    // retains and releases it.
    private let first = AtomicSlot<Coder>.make()
    private let second = AtomicSlot<Coder>.make()
    private let third = AtomicSlot<Coder>.make()
    private let fourth = AtomicSlot<Coder>.make()

    /// A decoder or encoder a coder left, now the caller's alone; nil when there is none.
    @inline(__always)
    func take() -> Coder? {
        if let coder = first.take() { return coder }
        return takeFromOtherSlots()
    }

    @inline(never)
    private func takeFromOtherSlots() -> Coder? {
        second.take() ?? third.take() ?? fourth.take()
    }

    /// Keeps `coder`, which nothing else refers to, for a later coder's call, if a slot is
    /// free.
    func keep(_ coder: Coder) {
        if first.keep(coder) || second.keep(coder) || third.keep(coder) { return }
        _ = fourth.keep(coder)
    }
}

/// The process's pools (see ``CoderPool``).
enum SharedCoders {
    /// The decoders that `StrataJSONDecoder`s left when they went.
    static let decoders = CoderPool<JSONIndexDecoder>()
    /// The encoders that `StrataJSONEncoder`s left when they went.
    static let encoders = CoderPool<JSONByteEncoder>()
}
