import Foundation
import Testing

@testable import Strata

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `StrataJSONDecoder` keeps its last document's storage, with the memory of its index,
/// for its next one (``KeptDocumentStorage``). The storage must never be shared: a
/// document something still holds keeps its own until it is freed, whatever later calls
/// read, and a reused storage keeps nothing of the document before.
@Suite("Kept document storage: a decoder's next document reuses its last one's")
struct KeptDocumentStorageTests {
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

    @Test("a document kept past its call is not given back; the next call's storage is")
    func heldStorageIsNotKept() throws {
        // A keeper of the test's own: every `StrataJSONDecoder` shares one, which other
        // tests use at the same time.
        let keeper = KeptDocumentStorage()
        let options = DecodingOptions(DecodingValues(keptStorage: keeper))
        func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
            try Data(text.utf8).withUnsafeBytes { try StrataJSONDecoder.decode(type, from: $0, options: options) }
        }
        let held = try decode(Keeper.self, #"{"name": "held"}"#)
        #expect(keeper.take(atLeast: 1) == nil)
        #expect(try decode([Int].self, "[1, 2]") == [1, 2])
        #expect(keeper.take(atLeast: 1) != nil)
        #expect(try held.container.decode(String.self, forKey: AnyKey("name")) == "held")
    }

    /// A model whose second member is read as the wrong type, to make a located error.
    struct Pair: Decodable {
        var first: Int
        var second: Int
    }

    static func message(_ body: () throws -> Pair) -> String {
        do {
            _ = try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    static let blankLines = String(repeating: "\n", count: 300)
    static let spaces = String(repeating: " ", count: 300)

    /// The error messages' locations come from a table of where each 256-byte block of
    /// the document starts, made the first time a message needs one: a reused storage
    /// must make its own. The pairs put the errors past the first block.
    @Test(
        "errors after errors cite their own document's lines and columns",
        arguments: [
            (blankLines + #"{"first": 1, "second": "two"}"#, spaces + #"{"first": 1, "second": "x"}"#),
            (spaces + #"{"first": 1, "second": true}"#, blankLines + "{\n\"first\": 1,\n\"second\": []}"),
            (blankLines + "[1, 2, 3", spaces + #"{"first": 1, "second": null}"#),
        ])
    func errorsLocateInTheirOwnDocument(first: String, second: String) {
        let decoder = StrataJSONDecoder()
        for text in [first, second, first, second] {
            let reused = Self.message { try decoder.decode(Pair.self, from: Data(text.utf8)) }
            let fresh = Self.message { try StrataJSONDecoder().decode(Pair.self, from: Data(text.utf8)) }
            #expect(reused == fresh)
            #expect(reused != "no error")
        }
    }

    @Test("invalid text leaves the storage to the next document, which reads as new")
    func readingErrorGivesStorageBack() throws {
        // A keeper of the test's own: every `StrataJSONDecoder` shares one, which other
        // tests use at the same time.
        let keeper = KeptDocumentStorage()
        let options = DecodingOptions(DecodingValues(keptStorage: keeper))
        func decode(_ text: String) throws -> [Int] {
            try Data(text.utf8).withUnsafeBytes { try StrataJSONDecoder.decode([Int].self, from: $0, options: options) }
        }
        #expect(throws: DecodingError.self) { try decode("[1, 2,") }
        // Only an identifier outlives the scope: a storage the test held would not be
        // unique, and would not be given back.
        let kept: ObjectIdentifier
        do {
            let taken = try #require(keeper.take(atLeast: 1))
            kept = ObjectIdentifier(taken)
            keeper.give(taken)
        }
        #expect(try decode("[3]") == [3])
        #expect(keeper.take(atLeast: 1).map { ObjectIdentifier($0) } == kept)
    }

    static func storage(capacity: Int) throws -> JSONDocumentStorage {
        try JSONDocumentStorage(UnsafeRawBufferPointer(start: nil, count: 0), borrowing: false, tapeCapacity: capacity)
    }

    @Test("the keeper hands out storage only when its index is large enough, once, and keeps the larger of two")
    func keeperRules() throws {
        let keeper = KeptDocumentStorage()
        #expect(keeper.take(atLeast: 10) == nil)
        let small = try Self.storage(capacity: 100)
        keeper.give(small)
        #expect(keeper.take(atLeast: 101) == nil)
        let taken = try #require(keeper.take(atLeast: 100))
        #expect(taken === small)
        #expect(keeper.take(atLeast: 1) == nil)

        let large = try Self.storage(capacity: 1000)
        keeper.give(taken)
        keeper.give(large)
        let kept = try #require(keeper.take(atLeast: 1))
        #expect(kept === large)
        keeper.give(kept)
        keeper.give(small)
        #expect(keeper.take(atLeast: 1) === large)

        // Storage over the limit is let go, not kept.
        let huge = try Self.storage(capacity: KeptDocumentStorage.largestCapacity + 1)
        keeper.give(huge)
        #expect(keeper.take(atLeast: 1) == nil)
    }
}
