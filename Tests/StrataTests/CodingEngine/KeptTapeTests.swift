import Foundation
import Testing

@testable import Strata

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `StrataJSONDecoder` keeps the memory of its last document's index for its next one
/// (``KeptTape``). The memory must never be shared: a document something still holds
/// keeps its own index until it is freed, whatever later calls read.
@Suite("Kept index memory: a decoder's next document reuses its last one's")
struct KeptTapeTests {
    struct Item: Codable, Equatable {
        var id: Int
        var name: String
        var tags: [String]
    }

    static func items(_ count: Int, salt: Int) -> [Item] {
        (0..<count).map { Item(id: $0 * 7 + salt, name: "item \($0) of document \(salt)", tags: Array(repeating: "t\(salt)", count: $0 % 4)) }
    }

    @Test("documents that grow and shrink, read by one decoder, decode as by a new decoder each")
    func sizesInTurn() throws {
        let decoder = StrataJSONDecoder()
        for (salt, count) in [1, 60, 2, 400, 0, 3, 3000, 5, 25, 1].enumerated() {
            let items = Self.items(count, salt: salt)
            let data = try JSONEncoder().encode(items)
            #expect(try decoder.decode([Item].self, from: data) == items, "\(count) items")
            #expect(try StrataJSONDecoder().decode([Item].self, from: data) == items)
        }
    }

    /// Holds its document's container past the call that decoded it.
    final class Keeper: Decodable, @unchecked Sendable {
        let container: KeyedDecodingContainer<AnyKey>
        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: AnyKey.self)
        }
    }

    @Test("a document kept past its call keeps its index while the decoder reads others")
    func keptDocumentKeepsItsIndex() throws {
        let decoder = StrataJSONDecoder()
        // A first, longer document leaves memory for the kept document to take.
        let numbers = Array(0..<200)
        #expect(try decoder.decode([Int].self, from: try JSONEncoder().encode(numbers)) == numbers)
        let first = #"{"name": "the first document, kept", "count": 1, "list": [1, 2, 3]}"#
        var keeper: Keeper? = try decoder.decode(Keeper.self, from: Data(first.utf8))
        // Later documents of the same size and smaller, which would overwrite the kept
        // document's index if they were given its memory.
        for round in 0..<5 {
            let other = #"{"name": "document number \#(round) that is not kept", "count": \#(round + 100), "list": [9, 9, 9, 9]}"#
            let reread = try decoder.decode(Keeper.self, from: Data(other.utf8))
            #expect(try reread.container.decode(Int.self, forKey: AnyKey("count")) == round + 100)
        }
        let container = try #require(keeper?.container)
        #expect(try container.decode(String.self, forKey: AnyKey("name")) == "the first document, kept")
        #expect(try container.decode(Int.self, forKey: AnyKey("count")) == 1)
        #expect(try container.decode([Int].self, forKey: AnyKey("list")) == [1, 2, 3])
        // Freed, the kept document gives its memory back; the decoder goes on.
        keeper = nil
        for count in [3, 40] {
            let items = Self.items(count, salt: count)
            #expect(try decoder.decode([Item].self, from: try JSONEncoder().encode(items)) == items)
        }
    }

    static func allocate(_ words: Int) -> UnsafeMutablePointer<UInt64> {
        malloc(words * MemoryLayout<UInt64>.stride)!.bindMemory(to: UInt64.self, capacity: words)
    }

    @Test("the keeper hands out memory only when it is large enough, once, and keeps the larger of two")
    func keeperRules() throws {
        let keeper = KeptTape()
        #expect(keeper.take(atLeast: 10) == nil)
        let small = Self.allocate(100)
        keeper.give(small, capacity: 100)
        #expect(keeper.take(atLeast: 101) == nil)
        let taken = try #require(keeper.take(atLeast: 100))
        #expect(taken.words == small && taken.capacity == 100)
        #expect(keeper.take(atLeast: 1) == nil)

        let large = Self.allocate(1000)
        keeper.give(taken.words, capacity: taken.capacity)
        keeper.give(large, capacity: 1000)
        let kept = try #require(keeper.take(atLeast: 1))
        #expect(kept.words == large && kept.capacity == 1000)
        keeper.give(kept.words, capacity: kept.capacity)

        // Memory over the limit is freed, not kept.
        let huge = KeptTape.largestCapacity + 1
        keeper.give(Self.allocate(huge), capacity: huge)
        #expect(keeper.take(atLeast: 1001) == nil)
        #expect(keeper.take(atLeast: huge) == nil)
        let last = try #require(keeper.take(atLeast: 1))
        #expect(last.capacity == 1000)
        free(last.words)
    }
}
