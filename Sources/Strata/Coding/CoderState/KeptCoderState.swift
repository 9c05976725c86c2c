/// A `StrataJSONDecoder`'s state, kept between its calls: its configuration, and the
/// decoder itself (`JSONIndexDecoder`), with the types its calls met, the keyed
/// containers they made, the memory they wrote into, and the coder's options snapshot
/// (see ``VersionedConfiguration``).
///
/// A call that finds a decoder here takes it with one atomic exchange, and sets on it
/// only the document, and the options if a setting changed since (see
/// `JSONIndexDecoder.beginCall`). Before, each call allocated, seeded and tore down a
/// decoder and its state, taking the type memo and the container table under locks of
/// their own: keeping the state cut a 350-byte object's decode by 4% of its
/// instructions, and keeping the decoder, its options and its document storage without
/// locks cut it by 8.8% more (11,187 to 10,200).
///
/// Only what its coder no longer needs comes back: the call gives the decoder back to its
/// keeper (`JSONIndexDecoder.keeper`, this object) when nothing but the call holds it (an
/// `init(from:)` may keep it), after dropping everything that refers to the call's
/// document or values. The decoder refers back to its keeper, a cycle that
/// `StrataJSONDecoder`'s `deinit` breaks by taking it out: the decoder goes, without the
/// coder's options and keeper, to the process's pool (see ``CoderPool``), where the next
/// coder's first call finds it.
///
/// Calls on several threads at once: one takes the decoder, the others make their own,
/// and the first to give one back keeps it.
typealias KeptDecoderState = VersionedConfiguration<DecodingValues, JSONIndexDecoder>

/// A `StrataJSONEncoder`'s state, kept between its calls as ``KeptDecoderState`` keeps a
/// decoder's: its configuration, and the encoder itself (`JSONByteEncoder`), with the
/// types met, the container table, the prepared keys, its output buffer (up to 64 KiB)
/// and the last output's length, which sizes the next buffer.
typealias KeptEncoderState = VersionedConfiguration<EncodingValues, JSONByteEncoder>

/// A decoder or encoder that a coder keeps between its calls (`JSONIndexDecoder`,
/// `JSONByteEncoder`).
protocol KeptCoder: AnyObject {
    associatedtype Values: Sendable
    /// The state of the coder that keeps it (see ``KeptDecoderState``).
    var keeper: VersionedConfiguration<Values, Self>? { get set }
    /// Those that coders which no longer exist left (see ``SharedCoders``).
    static var pool: CoderPool<Self> { get }
}

extension JSONIndexDecoder: KeptCoder {
    static var pool: CoderPool<JSONIndexDecoder> { SharedCoders.decoders }
}

extension JSONByteEncoder: KeptCoder {
    static var pool: CoderPool<JSONByteEncoder> { SharedCoders.encoders }
}

extension VersionedConfiguration where Kept: KeptCoder, Kept.Values == Values {
    /// The decoder or encoder the coder's last call left, or else one a coder that went
    /// left (see ``CoderPool``), now kept by this coder: what a call starts from.
    @inline(__always)
    func takeOrShared() -> Kept? {
        if let kept = takeKept() { return kept }
        return takeShared()
    }

    @inline(never)
    private func takeShared() -> Kept? {
        guard let shared = Kept.pool.take() else { return nil }
        shared.keeper = self
        return shared
    }
}
