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

    @Test("the decoder is released when the decode ends: the reuse table's references do not keep it")
    func decoderReleased() throws {
        let json = Data(#"[{"rank": 1}, {"rank": 2}, {"rank": 3}]"#.utf8)
        let before = DecoderWitness.lock.withLock { DecoderWitness.decoders.count }
        let values = try StrataJSONDecoder().decode([DecoderWitness].self, from: json)
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
