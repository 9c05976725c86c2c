import Foundation
import Testing

@testable import Strata

/// A `StrataJSONDecoder` passes its decoding state from one call to the next
/// (``KeptDecoderState``). Nothing of one call may show in the next: not its lookup hints,
/// coding path, report or model, and a decoder that a value kept keeps its own state.
@Suite("Decoding state kept between a decoder's calls")
struct KeptDecoderStateTests {
    struct Inner: Decodable, Equatable {
        var x: Int
        var y: Int?
    }

    struct Outer: Decodable, Equatable {
        var a: Inner
    }

    /// Pairs of documents whose objects at depth 1 differ in shape: a lookup hint left at
    /// the first one's keys would land inside the second one's object, on a node that is
    /// not a key, if the next call started from it.
    static let documentPairs: [(String, String, Inner)] = [
        (#"{"a": {"y": 2, "z": 3, "w": 4, "x": 1}}"#, #"{"a": {"p": [1, 2, 3], "x": 9}}"#, Inner(x: 9, y: nil)),
        (#"{"a": {"y": 2, "z": 3, "w": 4, "x": 1}}"#, #"{"a": {"p": [1, 2, 3, 4, 5], "x": 9}}"#, Inner(x: 9, y: nil)),
        (#"{"a": {"x": 1, "y": 2}}"#, #"{"a": {"q": {"x": 5, "y": 6}, "y": 7, "x": 8}}"#, Inner(x: 8, y: 7)),
        (#"{"a": {"w": "....", "v": "....", "y": 0, "x": 1}}"#, #"{"a": {"v": ["x"], "x": 3}}"#, Inner(x: 3, y: nil)),
    ]

    @Test("a document read after another finds its keys wherever the first one's were", arguments: documentPairs)
    func lookupHintsStartOver(first: String, second: String, expected: Inner) throws {
        let decoder = StrataJSONDecoder()
        for _ in 0..<3 {
            _ = try decoder.decode(Outer.self, from: Data(first.utf8))
            #expect(try decoder.decode(Outer.self, from: Data(second.utf8)) == Outer(a: expected))
        }
    }

    @Test("an error's coding path is its own call's, after a call that failed deeper")
    func pathsStartOver() throws {
        let decoder = StrataJSONDecoder()
        struct Deep: Decodable {
            var one: [Outer]
        }
        let deepFailure = Data(#"{"one": [{"a": {"x": 1}}, {"a": {"x": "two"}}]}"#.utf8)
        let shallowFailure = Data(#"{"a": {"y": 1}}"#.utf8)
        for _ in 0..<2 {
            #expect(Self.codingPath(of: { _ = try decoder.decode(Deep.self, from: deepFailure) }) == ["one", "Index 1", "a", "x"])
            #expect(Self.codingPath(of: { _ = try decoder.decode(Outer.self, from: shallowFailure) }) == ["a"])
            #expect(try decoder.decode(Outer.self, from: Data(#"{"a": {"x": 4}}"#.utf8)) == Outer(a: Inner(x: 4)))
        }
    }

    @Test("a decode with a report, then one without, then with again: each report has its own call's problems")
    func reportsStartOver() throws {
        let decoder = StrataJSONDecoder()
        struct Lenient: Decodable, Equatable {
            var a: Inner?
            var b: Int?
        }
        var first = DecodingReport()
        _ = try? decoder.decode(Outer.self, from: Data(#"{"a": {"x": "no"}}"#.utf8), report: &first)
        #expect(first.problems.map(\.path) == ["a.x"])
        #expect(try decoder.decode(Lenient.self, from: Data(#"{"b": 2}"#.utf8)) == Lenient(a: nil, b: 2))
        var second = DecodingReport()
        _ = try? decoder.decode(Outer.self, from: Data(#"{"b": 1}"#.utf8), report: &second)
        #expect(second.problems.map(\.path) == ["a"])
    }

    /// Keeps the `Decoder` it was given, and reads from it later.
    final class DecoderKeeper: Decodable, @unchecked Sendable {
        let decoder: any Decoder
        init(from decoder: any Decoder) throws {
            self.decoder = decoder
        }
        func value() throws -> Inner {
            try Inner(from: decoder)
        }
    }

    @Test("a decoder a value kept keeps reading its own document while later calls read others")
    func keptDecoderKeepsItsState() throws {
        let decoder = StrataJSONDecoder()
        let keeper = try decoder.decode(DecoderKeeper.self, from: Data(#"{"y": 20, "x": 10}"#.utf8))
        for round in 0..<4 {
            let other = Data(#"{"a": {"x": \#(round), "q": [1, 2, 3], "y": 5}}"#.utf8)
            #expect(try decoder.decode(Outer.self, from: other) == Outer(a: Inner(x: round, y: 5)))
            #expect(try keeper.value() == Inner(x: 10, y: 20))
        }
    }

    @Test("calls that nest another call of the same decoder each get whole state", arguments: [1, 8])
    func nestedAndConcurrentCalls(tasks: Int) async throws {
        let decoder = StrataJSONDecoder()
        // A value that decodes a document of its own with the same decoder, in the middle
        // of the outer call.
        struct Nesting: Decodable, Equatable, Sendable {
            var inner: Outer
            var rank: Int
            static let shared = StrataJSONDecoder()
            init(inner: Outer, rank: Int) {
                self.inner = inner
                self.rank = rank
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                let text = try container.decode(String.self, forKey: AnyKey("text"))
                inner = try Nesting.shared.decode(Outer.self, from: Data(text.utf8))
                rank = try container.decode(Int.self, forKey: AnyKey("rank"))
            }
        }
        let json = Data(#"[{"text": "{\"a\": {\"x\": 1, \"y\": 2}}", "rank": 3}, {"rank": 4, "text": "{\"a\": {\"y\": 5, \"x\": 6}}"}]"#.utf8)
        let expected = [Nesting(inner: Outer(a: Inner(x: 1, y: 2)), rank: 3), Nesting(inner: Outer(a: Inner(x: 6, y: 5)), rank: 4)]
        try await ContainerMemoTests.everyTaskAgrees(tasks: tasks) {
            try decoder.decode([Nesting].self, from: json) == expected
                && Nesting.shared.decode([Nesting].self, from: json) == expected
        }
    }

    static func codingPath(of body: () throws -> Void) -> [String]? {
        do {
            try body()
            return nil
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.keyNotFound(_, context),
            let DecodingError.valueNotFound(_, context), let DecodingError.dataCorrupted(context)
        {
            return context.codingPath.map(\.stringValue)
        } catch {
            return nil
        }
    }
}
