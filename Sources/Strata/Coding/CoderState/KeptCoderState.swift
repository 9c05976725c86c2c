/// A `StrataJSONDecoder`'s state, kept between its calls: the decoder itself
/// (`JSONIndexDecoder`), with the types its calls met, the keyed containers they made,
/// the memory they wrote into, and the coder's options snapshot.
///
/// A call that finds a decoder here takes it with one atomic exchange (see
/// ``AtomicSlot``), and sets on it only the document, and the options if a setting
/// changed since (see `JSONIndexDecoder.beginCall`). Before, each call allocated, seeded
/// and tore down a decoder and its state, taking the type memo and the container table
/// under locks of their own: keeping the state cut a 350-byte object's decode by 4% of
/// its instructions, and keeping the decoder, its options and its document storage
/// without locks cut it by 8.8% more (11,187 to 10,200).
///
/// Only what its coder no longer needs comes back: the call gives the decoder back when
/// nothing but the call holds it (an `init(from:)` may keep it), after dropping
/// everything that refers to the call's document or values. The options refer back to
/// the keeper, a cycle that `StrataJSONDecoder`'s `deinit` breaks by emptying it: the
/// decoder goes, without the coder's options, to the process's pool (see ``CoderPool``),
/// where the next coder's first call finds it.
///
/// Calls on several threads at once: one takes the decoder, the others make their own,
/// and the first to give one back keeps it.
typealias KeptDecoderState = AtomicSlot<JSONIndexDecoder>

/// A `StrataJSONEncoder`'s state, kept between its calls as ``KeptDecoderState`` keeps a
/// decoder's: the encoder itself (`JSONByteEncoder`), with the types met, the
/// container table, the prepared keys, its output buffer (up to 64 KiB) and the last
/// output's length, which sizes the next buffer.
typealias KeptEncoderState = AtomicSlot<JSONByteEncoder>

extension AtomicSlot where Object == JSONIndexDecoder {
    /// The decoder the coder's last call left, or else one a coder that went left (see
    /// ``CoderPool``): what a coder's first call starts from.
    @inline(__always)
    func takeOrShared() -> JSONIndexDecoder? {
        take() ?? SharedCoders.decoders.take()
    }
}

extension AtomicSlot where Object == JSONByteEncoder {
    /// The encoder the coder's last call left, or else one a coder that went left (see
    /// ``CoderPool``).
    @inline(__always)
    func takeOrShared() -> JSONByteEncoder? {
        take() ?? SharedCoders.encoders.take()
    }
}
