import Foundation
import Testing

@testable import Strata

/// The byte encoder writes most values straight into bytes and hands the rest to
/// the tree encoder. Each case here forces a path; all must match Foundation (with
/// sorted keys, so that Foundation's bytes are deterministic).
@Suite("Encoder streaming and fallback")
struct ByteEncoderFallbackTests {
    private func expectSameAsFoundation<T: Encodable>(
        _ value: T, formatting: JSONEncoder.OutputFormatting = .sortedKeys, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let strata = StrataJSONEncoder()
        strata.outputFormatting = formatting
        let foundation = JSONEncoder()
        foundation.outputFormatting = formatting
        let ours = String(decoding: try strata.encode(value), as: UTF8.self)
        let theirs = String(decoding: try foundation.encode(value), as: UTF8.self)
        #expect(ours == theirs, sourceLocation: sourceLocation)
        let tree = try strata.tree(value)
        #expect(try tree.jsonString(options: JSONWritingOptions(rawValue: formatting.rawValue)) == theirs, sourceLocation: sourceLocation)
    }

    enum Key: String, CodingKey { case a, b, c, d, nested, list, `super` }

    /// Writes into a nested container after its parent moved on.
    struct OutOfOrder: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try nested.encode(1, forKey: .a)
            try container.encode(2, forKey: .b)
            try nested.encode(3, forKey: .c)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode("x")
            try container.encode(4, forKey: .d)
            try list.encode("y")
        }
    }

    /// The same key twice: the last value wins.
    struct RepeatedKey: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: .a)
            try container.encode(2, forKey: .b)
            try container.encode([3, 4], forKey: .a)
        }
    }

    /// Asks for the same nested container twice: one merged object.
    struct MergedNested: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var first = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try first.encode(1, forKey: .a)
            var second = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try second.encode(2, forKey: .b)
        }
    }

    class Animal: Encodable {
        var name = "generic"
        enum CodingKeys: String, CodingKey { case name }
    }

    final class Dog: Animal {
        var breed = "corgi"
        enum DogKeys: String, CodingKey { case breed }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DogKeys.self)
            try container.encode(breed, forKey: .breed)
            try super.encode(to: container.superEncoder())
        }
    }

    /// Shares its encoder with `super` and repeats a key doing so.
    final class Puppy: Animal {
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("puppy", forKey: .name)
            try super.encode(to: encoder)
        }
    }

    /// Asks for its keyed container twice.
    struct TwoRequests: Encodable {
        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: Key.self)
            try first.encode(1, forKey: .a)
            var second = encoder.container(keyedBy: Key.self)
            try second.encode(2, forKey: .b)
        }
    }

    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test("writing into a closed nested container falls back to the tree")
    func outOfOrder() throws {
        try expectSameAsFoundation(OutOfOrder())
        try expectSameAsFoundation(OutOfOrder(), formatting: [.sortedKeys, .prettyPrinted])
    }

    @Test("a repeated key keeps the last value")
    func repeatedKey() throws {
        try expectSameAsFoundation(RepeatedKey())
    }

    @Test("nested containers for one key merge")
    func mergedNested() throws {
        try expectSameAsFoundation(MergedNested())
    }

    @Test("superEncoder writes the superclass under \"super\"")
    func superEncoder() throws {
        try expectSameAsFoundation(Dog())
        try expectSameAsFoundation([Dog(), Dog()], formatting: [.sortedKeys, .prettyPrinted])
    }

    @Test("a subclass sharing its encoder with super keeps the last value of a repeated key")
    func sharedEncoder() throws {
        try expectSameAsFoundation(Puppy())
    }

    @Test("asking twice for the keyed container of one value gives one object")
    func twoRequests() throws {
        try expectSameAsFoundation(TwoRequests())
        try expectSameAsFoundation(["x": TwoRequests()])
    }

    @Test("a value that encodes nothing is {} when nested and an error at the top")
    func nothing() throws {
        try expectSameAsFoundation(["empty": Nothing()])
        try expectSameAsFoundation([Nothing(), Nothing()], formatting: [.sortedKeys, .prettyPrinted])
        #expect(throws: EncodingError.self) { try StrataJSONEncoder().encode(Nothing()) }
    }

    @Test("large objects find repeated keys through their hash index")
    func largeObjects() throws {
        struct Wide: Encodable {
            var count: Int
            var repeatAt: Int?
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: StringCodingKey.self)
                for index in 0..<count { try container.encode(index, forKey: StringCodingKey("key\(index)")) }
                if let repeatAt { try container.encode(-1, forKey: StringCodingKey("key\(repeatAt)")) }
            }
        }
        try expectSameAsFoundation(Wide(count: 200, repeatAt: nil))
        try expectSameAsFoundation(Wide(count: 200, repeatAt: 150))
        try expectSameAsFoundation(Wide(count: 40, repeatAt: 3))
    }

    @Test("sorted keys reorder streamed members at every level, pretty or compact")
    func sortedKeys() throws {
        struct Record: Encodable {
            var zeta = 1
            var alpha = ["z": 1, "a": 2, "m": 3]
            var mid = [["b": [1], "a": [2]]]
            var empty: [String: Int] = [:]
        }
        try expectSameAsFoundation(Record())
        try expectSameAsFoundation(Record(), formatting: [.sortedKeys, .prettyPrinted])
        try expectSameAsFoundation(Record(), formatting: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    }

    @Test("nesting deeper than Foundation's limit fails as it does")
    func depthLimit() throws {
        indirect enum Nest: Encodable {
            case leaf
            case node(Nest)
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                if case .node(let inner) = self { try container.encode(inner) }
            }
        }
        var deep = Nest.leaf
        for _ in 0..<510 { deep = .node(deep) }
        #expect(throws: Never.self) { try StrataJSONEncoder().encode(deep) as Data }
        for _ in 0..<2 { deep = .node(deep) }
        #expect(throws: EncodingError.self) { try StrataJSONEncoder().encode(deep) as Data }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(deep) }
    }
}

/// An encoder sizes its output buffer by its last output. Outputs of any size, in any
/// order, must come out whole and as Foundation writes them, and `[UInt8]` and `Data`
/// outputs alike.
@Suite("Encoder output buffer sized by the last output")
struct OutputSizingTests {
    static func value(length: Int) -> [String: [Int]] {
        ["numbers": (0..<length).map { $0 &* 7919 % 100_003 }]
    }

    @Test("outputs of 1 byte to 1 MB from one encoder, in an order that grows and shrinks")
    func growingAndShrinking() throws {
        let strata = StrataJSONEncoder()
        let foundation = JSONEncoder()
        let lengths = [0, 150_000, 1, 3, 150_000, 150_001, 10, 40_000, 0, 1, 149_999]
        for length in lengths {
            let value = Self.value(length: length)
            let expected = try foundation.encode(value)
            #expect(try strata.encode(value) == expected, "length \(length)")
            let bytes = try strata.bytes(value)
            #expect(bytes == Array(expected), "length \(length)")
        }
        #expect(try strata.encode(7) == Data("7".utf8))
    }
}
