import Foundation
import Testing

@testable import Strata

/// The decoder hands a keyed container out again, pointed at the next object decoded
/// with the same coding keys, once nothing else holds it. A container that something
/// still holds must keep reading its own object, whatever is decoded meanwhile.
@Suite("Keyed containers: reused only when nothing holds them")
struct KeyedContainerReuseTests {
    /// Keeps its container and reads from it only when asked, after the decode.
    struct Deferred: Decodable {
        let container: KeyedDecodingContainer<CodingKeys>

        enum CodingKeys: String, CodingKey {
            case name, rank
        }

        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: CodingKeys.self)
        }

        func name() throws -> String { try container.decode(String.self, forKey: .name) }
        func rank() throws -> Int { try container.decode(Int.self, forKey: .rank) }
    }

    /// Decodes objects with the same keys as `Deferred` while a `Deferred` is alive.
    struct Eager: Decodable, Equatable {
        var name: String
        var rank: Int

        typealias CodingKeys = Deferred.CodingKeys
    }

    /// A lookup reads the box an entry holds as the entry's first word, without retaining
    /// it (`ReusableContainers.unretainedBox(of:)`).
    @Test("a reuse table's entry holds its box in its first word, for both coders")
    func entryLayout() {
        #expect(ReusableContainers<KeyedContainerFrame>.boxIsFirst)
        #expect(ReusableContainers<KeyedEncodingFrame>.boxIsFirst)
    }

    @Test("kept containers read their own object after the decode, and after others of the same keys")
    func keptContainers() throws {
        let json = Data(
            #"""
            {"kept": [{"name": "a", "rank": 1}, {"name": "b", "rank": 2}, {"rank": 3, "name": "c"}],
             "eager": [{"name": "x", "rank": 10}, {"name": "y", "rank": 11}]}
            """#.utf8)
        struct Document: Decodable {
            var kept: [Deferred]
            var eager: [Eager]
        }
        let document = try StrataJSONDecoder().decode(Document.self, from: json)
        #expect(try document.kept.map { try $0.name() } == ["a", "b", "c"])
        #expect(try document.kept.map { try $0.rank() } == [1, 2, 3])
        #expect(document.eager == [Eager(name: "x", rank: 10), Eager(name: "y", rank: 11)])
        // Reading again, in another order, changes nothing.
        #expect(try document.kept.reversed().map { try $0.name() } == ["c", "b", "a"])
    }

    /// A tree: each node's container is in use while its children, which have the same
    /// keys, are decoded.
    struct Node: Codable, Equatable {
        var name: String
        var children: [Node]
        var weight: Int?
    }

    static func tree(depth: Int, breadth: Int, generator: inout SeededGenerator) -> Node {
        let children =
            depth == 0
            ? [] : (0..<Int.random(in: 0...breadth, using: &generator)).map { _ in tree(depth: depth - 1, breadth: breadth, generator: &generator) }
        return Node(
            name: "n\(Int.random(in: 0..<1000, using: &generator))", children: children,
            weight: Bool.random(using: &generator) ? Int.random(in: -50...50, using: &generator) : nil)
    }

    @Test("recursive models, whose containers of one key type nest, decode as Foundation decodes them", arguments: 1...6)
    func recursiveModels(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let root = Self.tree(depth: 6, breadth: 4, generator: &generator)
        let json = try JSONEncoder().encode(root)
        let strata = try StrataJSONDecoder().decode(Node.self, from: json)
        #expect(strata == (try JSONDecoder().decode(Node.self, from: json)))
        #expect(strata == root)
    }

    /// Asks for the same keyed container twice, and decodes values with the same keys
    /// (its own type, nested) in between, while the first is still held.
    struct AskingTwice: Decodable, Equatable {
        var first: String
        var inner: [AskingTwice]
        var second: Int

        init(first: String, inner: [AskingTwice], second: Int) {
            self.first = first
            self.inner = inner
            self.second = second
        }

        enum Keys: String, CodingKey {
            case name, rank, inner
        }

        init(from decoder: any Decoder) throws {
            let one = try decoder.container(keyedBy: Keys.self)
            inner = try one.decodeIfPresent([AskingTwice].self, forKey: .inner) ?? []
            let two = try decoder.container(keyedBy: Keys.self)
            first = try one.decode(String.self, forKey: .name)
            second = try two.decode(Int.self, forKey: .rank)
            #expect(try two.decode(String.self, forKey: .name) == first)
        }
    }

    @Test("two containers with the same keys at once, and others with them nested inside")
    func twoAtOnce() throws {
        let json = Data(
            #"""
            [{"name": "outer", "rank": 1, "inner": [{"name": "in", "rank": 2}, {"rank": 3, "name": "in2", "inner": []}]},
             {"name": "plain", "rank": 4}]
            """#.utf8)
        let values = try StrataJSONDecoder().decode([AskingTwice].self, from: json)
        #expect(
            values == [
                AskingTwice(
                    first: "outer",
                    inner: [AskingTwice(first: "in", inner: [], second: 2), AskingTwice(first: "in2", inner: [], second: 3)],
                    second: 1),
                AskingTwice(first: "plain", inner: [], second: 4),
            ])
    }

    /// One object whose coding keys are a type of their own per `Tag`.
    struct Tagged<Tag>: Decodable {
        var value: Int
    }

    enum Wrapped<Inner> {}

    /// Decodes the array's elements as `Tagged<Wrapped<Wrapped<…>>>`, a new key type
    /// for each element, until `remaining` reaches zero.
    static func decodeDistinct<Tag>(
        _ tag: Tag.Type, remaining: Int, from container: inout any UnkeyedDecodingContainer, into values: inout [Int]
    ) throws {
        guard remaining > 0 else { return }
        values.append(try container.decode(Tagged<Tag>.self).value)
        try decodeDistinct(Wrapped<Tag>.self, remaining: remaining - 1, from: &container, into: &values)
    }

    /// A document of `count` objects, each decoded with its own key type, twice over.
    struct ManyKeyTypes: Decodable {
        var values: [Int] = []

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            let count = container.count.map { $0 / 2 } ?? 0
            try KeyedContainerReuseTests.decodeDistinct(Int.self, remaining: count, from: &container, into: &values)
            try KeyedContainerReuseTests.decodeDistinct(Int.self, remaining: count, from: &container, into: &values)
        }
    }

    @Test("more key types than the table holds: entries are taken over, and every value is its own", arguments: [10, 70, 300])
    func manyKeyTypes(count: Int) throws {
        let numbers = (0..<count * 2).map { $0 * 7 + 1 }
        let json = try JSONEncoder().encode(numbers.map { ["value": $0] })
        #expect(try StrataJSONDecoder().decode(ManyKeyTypes.self, from: json).values == numbers)
    }

    /// Remembers, weakly, the decoder that decoded it.
    final class DecoderWitness: Decodable {
        static let lock = NSLock()
        nonisolated(unsafe) static var decoders: [Weak] = []

        struct Weak {
            weak var object: AnyObject?
        }

        var rank: Int

        init(from decoder: any Decoder) throws {
            rank = try decoder.container(keyedBy: Deferred.CodingKeys.self).decode(Int.self, forKey: .rank)
            Self.lock.withLock { Self.decoders.append(Weak(object: decoder as AnyObject)) }
        }
    }

    /// Options without a keeper: the decoder is not kept for a later call (a
    /// `StrataJSONDecoder`'s goes to its coder and then to the process's pool, see
    /// `SharedCodersTests`), so only the cycle through the table could keep it.
    @Test("the decoder is released when the decode ends: the reuse table's references do not keep it")
    func decoderReleased() throws {
        let json = Data(#"[{"rank": 1}, {"rank": 2}, {"rank": 3}]"#.utf8)
        let before = DecoderWitness.lock.withLock { DecoderWitness.decoders.count }
        let values = try json.withUnsafeBytes { try StrataJSONDecoder.decode([DecoderWitness].self, from: $0, options: DecodingOptions()) }
        #expect(values.map(\.rank) == [1, 2, 3])
        let witnessed = DecoderWitness.lock.withLock { Array(DecoderWitness.decoders[before...]) }
        #expect(witnessed.count == 3)
        #expect(witnessed.allSatisfy { $0.object == nil })
    }

    @Test("the standard library's container is one reference to its box, so reuse is on")
    func layoutIsKnown() {
        #expect(KeyedContainerReuse.layoutIsKnown)
    }
}

/// The byte encoder reuses keyed containers the same way: a container something
/// still holds must keep writing to its own object.
@Suite("Keyed encoding containers: reused only when nothing holds them")
struct KeyedEncodingContainerReuseTests {
    /// Where a `Stashing` value leaves its container, for its parent to write to later.
    final class Stash {
        var containers: [KeyedEncodingContainer<Stashing.CodingKeys>] = []
    }

    struct Stashing: Encodable {
        var value: Int
        let stash: Stash

        enum CodingKeys: String, CodingKey {
            case value, late
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .value)
            stash.containers.append(container)
        }
    }

    /// Encodes two `Stashing` children, then writes into the first child's container,
    /// after the second child (with the same keys) has been written.
    struct Parent: Encodable {
        var first: Int
        var second: Int

        enum CodingKeys: String, CodingKey {
            case first, second
        }

        func encode(to encoder: any Encoder) throws {
            let stash = Stash()
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Stashing(value: first, stash: stash), forKey: .first)
            try container.encode(Stashing(value: second, stash: stash), forKey: .second)
            try stash.containers[0].encode("written late", forKey: .late)
        }
    }

    /// Foundation leaves such late writes out of its output; Strata's tree encoder (which
    /// a write to a closed object falls back to) keeps them, in the object they belong
    /// to (a documented difference).
    @Test("a kept container writes to its own object, after another object with the same keys")
    func keptContainer() throws {
        let strata = StrataJSONEncoder()
        strata.outputFormatting = .sortedKeys
        let value = [Parent(first: 1, second: 2), Parent(first: 3, second: 4)]
        let ours = String(decoding: try strata.encode(value), as: UTF8.self)
        #expect(
            ours
                == #"[{"first":{"late":"written late","value":1},"second":{"value":2}},"#
                + #"{"first":{"late":"written late","value":3},"second":{"value":4}}]"#)
    }

    /// Encodes a single value, then asks for a keyed container at the same level: the
    /// stream cannot write that, and the container it gets has no open object.
    struct ValueThenContainer: Encodable {
        func encode(to encoder: any Encoder) throws {
            var single = encoder.singleValueContainer()
            try single.encode(1)
            var keyed = encoder.container(keyedBy: KeyedContainerReuseTests.Deferred.CodingKeys.self)
            try keyed.encode(2, forKey: .rank)
        }
    }

    @Test("a keyed container asked for after a single value is an error or an output, never a crash")
    func containerAfterSingleValue() {
        let encoded = Result { try StrataJSONEncoder().encode(ValueThenContainer()) }
        if case .success(let data) = encoded {
            #expect(!data.isEmpty)
        }
    }

    final class Counter: @unchecked Sendable {
        var count = 0
    }

    /// A tree node that counts its `encode(to:)` calls: a stream that went wrong and
    /// fell back to the tree encoder would encode every node twice, with the same output.
    struct CountingNode: Encodable {
        var node: KeyedContainerReuseTests.Node
        let counter: Counter

        enum CodingKeys: String, CodingKey {
            case name, children, weight
        }

        func encode(to encoder: any Encoder) throws {
            counter.count += 1
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(node.name, forKey: .name)
            try container.encode(node.children.map { CountingNode(node: $0, counter: counter) }, forKey: .children)
            try container.encodeIfPresent(node.weight, forKey: .weight)
        }
    }

    static func count(_ node: KeyedContainerReuseTests.Node) -> Int {
        1 + node.children.map(count).reduce(0, +)
    }

    @Test(
        "recursive models, whose containers of one key type nest, encode as Foundation encodes them, in one pass",
        arguments: 1...6)
    func recursiveModels(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let root = KeyedContainerReuseTests.tree(depth: 6, breadth: 4, generator: &generator)
        let strata = StrataJSONEncoder()
        strata.outputFormatting = .sortedKeys
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        let counter = Counter()
        #expect(try strata.encode(CountingNode(node: root, counter: counter)) == (try foundation.encode(root)))
        #expect(counter.count == Self.count(root))
    }

    /// One object whose coding keys are a type of their own per `Tag`.
    struct Tagged<Tag>: Encodable {
        var value: Int
    }

    /// Encodes `values` as `Tagged<Wrapped<Wrapped<…>>>`, a new key type per element.
    struct ManyKeyTypes: Encodable {
        var values: [Int]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try Self.encodeDistinct(Int.self, values: values[...], into: &container)
        }

        static func encodeDistinct<Tag>(_ tag: Tag.Type, values: ArraySlice<Int>, into container: inout any UnkeyedEncodingContainer) throws {
            guard let first = values.first else { return }
            try container.encode(Tagged<Tag>(value: first))
            try encodeDistinct(KeyedContainerReuseTests.Wrapped<Tag>.self, values: values.dropFirst(), into: &container)
        }
    }

    @Test("more key types than the table holds", arguments: [10, 300])
    func manyKeyTypes(count: Int) throws {
        let values = (0..<count).map { $0 * 3 - 7 }
        let expected = try JSONEncoder().encode(values.map { ["value": $0] })
        #expect(try StrataJSONEncoder().encode(ManyKeyTypes(values: values)) == expected)
    }

    /// Keeps the encoder it was given, strongly or weakly.
    final class EncoderKeeper: Encodable, @unchecked Sendable {
        let keepsStrongly: Bool
        var kept: (any Encoder)?
        weak var weaklyKept: AnyObject?

        init(keepsStrongly: Bool) {
            self.keepsStrongly = keepsStrongly
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: KeyedContainerReuseTests.Deferred.CodingKeys.self)
            try container.encode(1, forKey: .rank)
            if keepsStrongly { kept = encoder }
            weaklyKept = encoder as AnyObject
        }
    }

    @Test("an encoder kept past its encode still makes containers")
    func keptEncoder() throws {
        let keeper = EncoderKeeper(keepsStrongly: true)
        #expect(try StrataJSONEncoder().encode(keeper) == Data(#"{"rank":1}"#.utf8))
        // Writing through it now writes nothing anyone reads, but must not fail.
        var late = try #require(keeper.kept).container(keyedBy: KeyedContainerReuseTests.Deferred.CodingKeys.self)
        try late.encode("x", forKey: .name)
    }

    /// Options without a keeper: the encoder is not kept for a later call (a
    /// `StrataJSONEncoder`'s goes to its coder and then to the process's pool, see
    /// `SharedCodersTests`), so only the cycle through the table could keep it.
    @Test("the encoder is released when the encode ends: the reuse table's references do not keep it")
    func encoderReleased() throws {
        let keeper = EncoderKeeper(keepsStrongly: false)
        let output = try JSONByteEncoder.encode([keeper, keeper], options: EncodingOptions()) { Data($0.bytes) }
        #expect(output == Data(#"[{"rank":1},{"rank":1}]"#.utf8))
        #expect(keeper.weaklyKept == nil)
    }
}

extension KeyedContainerReuseTests {
    /// Keeps the decoder it was given, and asks it for a container after the decode.
    final class DecoderKeeper: Decodable, @unchecked Sendable {
        var kept: (any Decoder)?
        var rank: Int

        init(from decoder: any Decoder) throws {
            rank = try decoder.container(keyedBy: Deferred.CodingKeys.self).decode(Int.self, forKey: .rank)
            kept = decoder
        }
    }

    @Test("a decoder kept past its decode still makes containers that read its document")
    func keptDecoder() throws {
        let keeper = try StrataJSONDecoder().decode(DecoderKeeper.self, from: Data(#"{"rank": 5, "name": "late"}"#.utf8))
        let decoder = try #require(keeper.kept)
        #expect(try decoder.container(keyedBy: Deferred.CodingKeys.self).decode(String.self, forKey: .name) == "late")
        #expect(try decoder.container(keyedBy: Deferred.CodingKeys.self).decode(Int.self, forKey: .rank) == 5)
    }

    @Test("the encoder's layout check passes, so its reuse is on")
    func encoderLayoutIsKnown() {
        #expect(KeyedEncodingContainerReuse.layoutIsKnown)
    }
}
