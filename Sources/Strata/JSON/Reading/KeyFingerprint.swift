/// A 64-bit hash of all of a key's raw bytes, for finding repeated keys
/// (``RepeatedKeyFinder``): equal keys have equal fingerprints, and unequal ones rarely
/// do (they are then compared in full).
///
/// Defined over the key's bytes as whole little-endian words from its start, then the
/// last partial word (its remaining bytes, zeros above them), then the length, so that
/// the string scanner can fold it from the words it loads anyway (a key of up to 8 bytes
/// costs no extra load). The key's spelling does not matter: `"a"`, and in JSON5 `'a'`
/// and `a`, have one fingerprint.
///
/// Not seeded: an attacker can make keys share a fingerprint. The finder's worst case is
/// bounded without relying on it.
enum KeyFingerprint {
    /// The state after one more whole word.
    @_transparent
    static func fold(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        return mixed &<< 29 | mixed &>> 35
    }

    /// The first `count` bytes (0 to 7) of a little-endian word, zeros above them.
    @_transparent
    static func prefix(of word: UInt64, count: Int) -> UInt64 {
        word & ((1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1)
    }

    /// The fingerprint, from the folded whole words, the last partial word and the length.
    @_transparent
    static func finish(_ state: UInt64, tail: UInt64, length: Int) -> UInt64 {
        var hash = (state ^ tail ^ UInt64(truncatingIfNeeded: length) &* 0xFF51_AFD7_ED55_8CCD) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 32
        return hash
    }
}
