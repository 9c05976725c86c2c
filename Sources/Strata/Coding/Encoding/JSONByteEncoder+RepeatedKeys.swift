import Foundation

/// Finding a key written twice into one object, which a stream cannot express (the
/// encoder then falls back to the tree, where the last value wins, as in Foundation).
///
/// Keys are equal when they are equal as Swift strings, as in Foundation's dictionary of
/// members: two spellings that are canonically equivalent (`é` precomposed and
/// decomposed, and even `K` and the Kelvin sign) are one key. For ASCII keys that is
/// equality of bytes, decided here without making a `String`.
///
/// Hot path for every key the encoder writes. Objects up to ``bloomLimit`` members whose
/// keys are all ASCII rule out most repeats with a 256-bit filter over key hashes, and
/// check a possible repeat against those few members' hashes and bytes. Larger objects,
/// and objects with a non-ASCII key, keep a `Set` of their keys: Swift's string hashing
/// is seeded per process, so no choice of keys makes it slow (the unseeded key hash of
/// the filter only ever decides among 128 members).
extension JSONByteEncoder {
    /// Objects up to this many members with ASCII keys use the filter.
    static let bloomLimit = 128

    /// Whether the key just written (escaped, at `start`) is new to the innermost
    /// object.
    @_transparent
    func isNewKey(_ name: String, start: Int, length: Int, hash: UInt64, isASCII: Bool) -> Bool {
        let frameIndex = state.pointee.frames.count &- 1
        let memberCount = state.pointee.members.count &- state.pointee.frames[frameIndex].firstMember
        if !isASCII || memberCount >= Self.bloomLimit || state.pointee.frames[frameIndex].keySet != nil {
            return isNewKeyInSet(name, frameIndex: frameIndex)
        }
        let bit = UInt64(1) &<< (hash & 63)
        var bloom = state.pointee.frames[frameIndex].keyBloom
        let seen: Bool
        switch (hash >> 6) & 3 {
        case 0:
            seen = bloom.0 & bit != 0
            bloom.0 |= bit
        case 1:
            seen = bloom.1 & bit != 0
            bloom.1 |= bit
        case 2:
            seen = bloom.2 & bit != 0
            bloom.2 |= bit
        default:
            seen = bloom.3 & bit != 0
            bloom.3 |= bit
        }
        if seen && isRepeatedASCIIKey(start: start, length: length, hash: hash, frameIndex: frameIndex) {
            return false
        }
        state.pointee.frames[frameIndex].keyBloom = bloom
        return true
    }

    /// Large objects and objects with non-ASCII keys: a set of the keys as strings,
    /// made from the keys already written the first time it is needed.
    private func isNewKeyInSet(_ name: String, frameIndex: Int) -> Bool {
        if state.pointee.frames[frameIndex].keySet == nil {
            let first = state.pointee.frames[frameIndex].firstMember
            var keys = Set<String>(minimumCapacity: Self.bloomLimit * 2)
            for member in state.pointee.members.elements(from: first) {
                keys.insert(writtenKey(member))
            }
            state.pointee.frames[frameIndex].keySet = keys
        }
        return state.pointee.frames[frameIndex].keySet?.insert(name).inserted ?? true
    }

    /// A hash of a key's UTF-8, a word at a time (keys are short; a byte-wise hash would
    /// be a chain of multiplications as long as the key), and whether the key is ASCII.
    /// Read from the key's own storage, not from the output just written, which would
    /// stall on the stores.
    @_transparent
    static func keyHash(_ utf8: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
        let length = utf8.count
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: length)
        guard let base = utf8.baseAddress else { return (hash, true) }
        let bytes = UnsafeRawPointer(base)
        var highBits: UInt64 = 0
        var offset = 0
        while offset &+ 8 <= length {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            highBits |= word
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset &+= 8
        }
        if offset < length {
            var word: UInt64 = 0
            for index in offset..<length {
                word = word << 8 | UInt64(base[index])
            }
            highBits |= word
            hash = (hash ^ word) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 32
        }
        return (hash, highBits & 0x8080_8080_8080_8080 == 0)
    }

    /// Whether an earlier member of a small all-ASCII object has the key just written:
    /// equal hashes and equal escaped bytes.
    private func isRepeatedASCIIKey(start: Int, length: Int, hash: UInt64, frameIndex: Int) -> Bool {
        let base = output.pointee.base
        let first = state.pointee.frames[frameIndex].firstMember
        for member in state.pointee.members.elements(from: first) where member.keyHash == hash {
            if member.keyLength == length && memcmp(base + member.keyStart, base + start, length) == 0 {
                return true
            }
        }
        return false
    }

    /// A key already written, read back from the output (quoted and escaped there).
    private func writtenKey(_ member: MemberRecord) -> String {
        let raw = UnsafeBufferPointer(start: output.pointee.base + member.keyStart + 1, count: member.keyLength - 2)
        return StringUnescaping.string(raw, hasEscapes: raw.contains(UInt8(ascii: "\\")))
    }
}
