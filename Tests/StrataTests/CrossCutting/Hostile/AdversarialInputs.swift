import Foundation

@testable import Strata

/// Inputs an attacker would send: each one built to hit the worst case of a structure
/// that is fast on ordinary input. See `AdversarialComplexityTests`.
enum AdversarialInputs {
    /// Whether the adversarial form of the complexity tests runs: `.ci/run` sets
    /// `STRATA_ADVERSARIAL_TESTS=1`. A plain `swift test` runs the quick form, which
    /// checks the results on small inputs and measures no time.
    static var isAdversarial: Bool {
        ProcessInfo.processInfo.environment["STRATA_ADVERSARIAL_TESTS"] == "1"
    }

    /// Keys per adversarial object: a quadratic structure takes about a minute on
    /// 100,000 keys, a linear one a fraction of a second.
    static let keyCount = isAdversarial ? 100_000 : 2_000

    /// Levels of the deep merge-patch inputs: 10,000 took `mergePatch(from:to:)` 40
    /// seconds when it compared whole subtrees at every level.
    static let nestingLevels = isAdversarial ? 10_000 : 1_000

    /// `{"key000000":null,…}`: a merge patch that removes every key of `object(rawKeys:
    /// plainKeys())`.
    static func nullPatch(count: Int = keyCount) -> Data {
        var text = "{"
        text.reserveCapacity(count * 18)
        for (position, key) in plainKeys(count: count).enumerated() {
            if position > 0 { text += "," }
            text += "\"\(key)\":null"
        }
        text += "}"
        return Data(text.utf8)
    }

    /// Two values `levels` deep that differ only at the bottom:
    /// `{"child":{"child":…{"leaf":1}…},"same":"x"}` and the same with `"leaf":2`.
    static func deepPair(levels: Int = nestingLevels) -> (old: JSONValue, new: JSONValue) {
        var old: JSONValue = ["leaf": 1]
        var new: JSONValue = ["leaf": 2]
        for _ in 0..<levels {
            old = ["child": old, "same": "x"]
            new = ["child": new, "same": "x"]
        }
        return (old, new)
    }

    /// Keys of one length that share their first and last 8 bytes, such as
    /// `/api/v1/items/00042/details`: equal under a fingerprint of a key's length and
    /// its first and last 8 bytes.
    static func sharedAffixKeys(count: Int = keyCount) -> [String] {
        (0..<count).map { "/api/v1/items/\(padded($0))/details" }
    }

    /// Plain distinct keys: `key000000`, `key000001`, …
    static func plainKeys(count: Int = keyCount) -> [String] {
        (0..<count).map { "key\(padded($0))" }
    }

    /// The number as six digits.
    static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// An object whose members are the keys (written as JSON strings, so `\u0078`
    /// stays escaped) with their positions as values: `{"k0":0,"k1":1,…}`.
    static func object(rawKeys: [String]) -> Data {
        var text = "{"
        text.reserveCapacity(rawKeys.count * 32)
        for (position, key) in rawKeys.enumerated() {
            if position > 0 { text += "," }
            text += "\"\(key)\":\(position)"
        }
        text += "}"
        return Data(text.utf8)
    }

    /// The one key that makes an otherwise plain object need exact lookups.
    enum OddKey: String, CaseIterable, CustomStringConvertible, Sendable {
        /// `"\u0078"`, the key `x` escaped.
        case escaped
        /// A repeat of the first key.
        case repeated
        /// `é`.
        case nonASCII

        var description: String { rawValue }

        /// The key as written in the document.
        var raw: String {
            switch self {
            case .escaped: return "\\u0078"
            case .repeated: return "key000000"
            case .nonASCII: return "\u{E9}"
            }
        }

        /// The key as a decoded string.
        var decoded: String {
            switch self {
            case .escaped: return "x"
            case .repeated: return "key000000"
            case .nonASCII: return "\u{E9}"
            }
        }
    }

    /// `keyCount` plain keys and, last, the odd one.
    static func objectWithOneOddKey(_ odd: OddKey) -> Data {
        object(rawKeys: plainKeys() + [odd.raw])
    }

    /// 16-byte ASCII keys that all share one value of the hash Strata's byte encoder
    /// gave keys before its repeated-key check became linear for every input: the first
    /// word chosen freely, the second equal to the hash state after the first, so that
    /// the state after both is the hash of zero for every key; kept when that second word
    /// is ASCII (one try in 256).
    static func encoderCollidingKeys(count: Int = keyCount) -> [String] {
        var keys: [String] = []
        keys.reserveCapacity(count)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var counter: UInt64 = 0
        while keys.count < count {
            var first: UInt64 = 0
            var rest = counter
            for index in 0..<8 {
                first |= UInt64(alphabet[Int(rest & 63)]) << (8 * UInt64(index))
                rest >>= 6
            }
            counter &+= 1
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ 16
            state = (state ^ first) &* 0xFF51_AFD7_ED55_8CCD
            state ^= state >> 29
            // The second word that brings the state to `(0 ^ …)`: the state itself.
            guard state & 0x8080_8080_8080_8080 == 0 else { continue }
            var bytes: [UInt8] = []
            for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: first >> (8 * UInt64(index)))) }
            for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: state >> (8 * UInt64(index)))) }
            keys.append(String(decoding: bytes, as: UTF8.self))
        }
        return keys
    }

    /// The old encoder key hash, to check that `encoderCollidingKeys` collide.
    static func oldEncoderKeyHash(_ key: String) -> UInt64 {
        let bytes = Array(key.utf8)
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            var word: UInt64 = 0
            for index in 0..<8 { word |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset += 8
        }
        return hash
    }
}
