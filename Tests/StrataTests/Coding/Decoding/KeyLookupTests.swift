import Foundation
import Testing

@testable import Strata

/// Reads the keys named in `userInfo[KeyProbe.names]` from an object, each as an
/// optional `Int`, through the generic container API.
struct KeyProbe: Decodable, Equatable {
    static let names = CodingUserInfoKey(rawValue: "KeyProbe.names")!
    var values: [Int?]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let names = decoder.userInfo[Self.names] as? [String] ?? []
        values = try names.map { try container.decodeIfPresent(Int.self, forKey: AnyKey($0)) }
    }
}

/// Keys are found by comparing bytes a word at a time, then the last few one by one:
/// keys of every length that differ from one another in a single byte, at every
/// position, must each find their own member.
@Suite("Key lookup: keys that differ in one byte")
struct KeyLookupTests {
    @Test("each key finds its own member, and a near miss finds none", arguments: 1...24)
    func nearMisses(length: Int) throws {
        for position in 0..<length {
            let base = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            func differing(_ replacement: Character) -> String {
                var characters = Array(base)
                characters[position] = replacement
                return String(characters)
            }
            let json = #"{"\#(base)": 1, "\#(differing("Z"))": 2, "\#(differing("Y"))": 3}"#
            let names = [differing("Y"), base, differing("X"), differing("Z")]
            let strata = StrataJSONDecoder()
            strata.userInfo[KeyProbe.names] = names
            let foundation = JSONDecoder()
            foundation.userInfo[KeyProbe.names] = names
            let decoded = try strata.decode(KeyProbe.self, from: Data(json.utf8))
            #expect(decoded.values == [3, 1, nil, 2], "length \(length), byte \(position)")
            #expect(decoded == (try foundation.decode(KeyProbe.self, from: Data(json.utf8))))
        }
    }

    /// The byte comparison of the lookup, a word at a time and then byte by byte: each
    /// length from 0 to 40, equal and differing in each byte in turn.
    @Test("the key comparison tells equal bytes from bytes that differ anywhere", arguments: 0...40)
    func bytesEqual(length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: 0x41 &+ $0 &* 7) }
        func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    JSONKeyedDecodingContainer<StringCodingKey>.bytesEqual(
                        a.baseAddress ?? UnsafePointer(bitPattern: 1)!, b.baseAddress ?? UnsafePointer(bitPattern: 1)!, length)
                }
            }
        }
        #expect(equal(bytes, bytes))
        for position in 0..<length {
            var other = bytes
            other[position] ^= 0x20
            #expect(!equal(bytes, other), "length \(length), byte \(position)")
        }
    }
}

/// Every container depth keeps its own lookup hint, in a table that grows with the
/// deepest container met. Objects nested past its first size must each find their own
/// members, in any key order, on the way down and on the way back up, and a key an
/// object lacks must not be found in the objects around it. (A hint shared between
/// depths points into a nested object once that object has been decoded; this model
/// reads `label` after `inner` to catch that.)
@Suite("Key lookup: deeply nested objects")
struct DeepKeyLookupTests {
    final class Level: Codable, Equatable {
        var depth: Int
        var label: String
        var inner: Level?
        /// Absent from every third level.
        var after: Int?

        enum CodingKeys: String, CodingKey { case depth, label, inner, after }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            depth = try container.decode(Int.self, forKey: .depth)
            inner = try container.decodeIfPresent(Level.self, forKey: .inner)
            label = try container.decode(String.self, forKey: .label)
            after = try container.decodeIfPresent(Int.self, forKey: .after)
        }

        static func after(at depth: Int) -> Int? {
            depth % 3 == 0 ? nil : depth * 7
        }

        static func == (left: Level, right: Level) -> Bool {
            left.depth == right.depth && left.label == right.label && left.after == right.after && left.inner == right.inner
        }
    }

    /// Each level's keys in one of four orders, so that hints are stale on most lookups.
    static func text(depth: Int, levels: Int) -> String {
        let label = "\"label\": \"level \(depth)\""
        let number = "\"depth\": \(depth)"
        let after = Level.after(at: depth).map { "\"after\": \($0)" }
        let inner = "\"inner\": " + (depth + 1 < levels ? text(depth: depth + 1, levels: levels) : "null")
        let orders = [
            [number, label, inner, after], [after, inner, label, number], [inner, number, after, label], [label, after, number, inner],
        ]
        return "{" + orders[depth % 4].compactMap { $0 }.joined(separator: ", ") + "}"
    }

    @Test("every level decodes as Foundation decodes it", arguments: [1, 63, 64, 65, 66, 130, 300])
    func deepLevels(levels: Int) throws {
        let data = Data(Self.text(depth: 0, levels: levels).utf8)
        let decoded = try StrataJSONDecoder().decode(Level.self, from: data)
        #expect(decoded == (try JSONDecoder().decode(Level.self, from: data)))
        var level: Level? = decoded
        var count = 0
        while let current = level {
            #expect(current.depth == count && current.after == Level.after(at: count) && current.label == "level \(count)")
            level = current.inner
            count += 1
        }
        #expect(count == levels)
    }
}
