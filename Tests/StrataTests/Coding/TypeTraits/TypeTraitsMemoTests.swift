import Foundation
import Testing

@testable import Strata

/// A `StrataJSONDecoder` or `StrataJSONEncoder` hands each call the type traits its
/// earlier calls looked up (`TypeTraitsMemo`). Types whose traits differ, coded by one
/// coder in turn and from many tasks at once, must each still be coded by their own:
/// a model's key paths, a plain struct's default keys, the direct paths of `[Double]`
/// and `[String: Int]`.
@Suite("Coders remember the types their calls met")
struct TypeTraitsMemoTests {
    struct Tagged: JSONSerializing, Equatable {
        @JSONKey("meta.tag") var tag = ""
        var count = 0

        static let prototype: Tagged? = Tagged()
    }

    /// The same shape as `Tagged` without its key path.
    struct Flat: Codable, Equatable {
        var tag: String
        var count: Int
    }

    /// One value of each type, with its JSON and a check that the decoded value is it.
    static let cases: [(json: String, check: @Sendable (StrataJSONDecoder) throws -> Bool, encode: @Sendable (StrataJSONEncoder) throws -> Data)] = [
        (
            #"{"meta":{"tag":"v1"},"count":2}"#,
            { try $0.decode(Tagged.self, from: Data(#"{"meta":{"tag":"v1"},"count":2}"#.utf8)) == Tagged(tag: "v1", count: 2) },
            { try $0.encode(Tagged(tag: "v1", count: 2)) }
        ),
        (
            #"{"tag":"v2","count":3}"#,
            { try $0.decode(Flat.self, from: Data(#"{"tag":"v2","count":3}"#.utf8)) == Flat(tag: "v2", count: 3) },
            { try $0.encode(Flat(tag: "v2", count: 3)) }
        ),
        (
            "[1.5,2,-0.25]",
            { try $0.decode([Double].self, from: Data("[1.5,2,-0.25]".utf8)) == [1.5, 2, -0.25] },
            { try $0.encode([1.5, 2, -0.25]) }
        ),
        (
            #"{"a":1,"b":2}"#,
            { try $0.decode([String: Int].self, from: Data(#"{"a":1,"b":2}"#.utf8)) == ["a": 1, "b": 2] },
            { try $0.encode(["a": 1, "b": 2]) }
        ),
    ]

    /// What a fresh encoder (no memory) writes for each case, sorted keys for a stable
    /// comparison.
    static func freshOutputs() throws -> [Data] {
        try cases.map { try $0.encode(sortedEncoder()) }
    }

    static func sortedEncoder() -> StrataJSONEncoder {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    @Test("one decoder and one encoder code each type as their own, in turn, round after round")
    func inTurn() throws {
        let decoder = StrataJSONDecoder()
        let encoder = Self.sortedEncoder()
        let expected = try Self.freshOutputs()
        for round in 0..<4 {
            // A different order each round, so that each type comes first once.
            for step in 0..<Self.cases.count {
                let index = (step + round) % Self.cases.count
                let decoded = try Self.cases[index].check(decoder)
                let encoded = try Self.cases[index].encode(encoder)
                #expect(decoded, "round \(round), case \(index)")
                #expect(encoded == expected[index], "round \(round), case \(index)")
            }
        }
    }

    @Test("one decoder and one encoder shared by tasks that meet the types in different orders")
    func fromManyTasks() async throws {
        let decoder = StrataJSONDecoder()
        let encoder = Self.sortedEncoder()
        let expected = try Self.freshOutputs()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<25 {
                        let index = (task + round) % Self.cases.count
                        let decoded = try Self.cases[index].check(decoder)
                        let encoded = try Self.cases[index].encode(encoder)
                        #expect(decoded, "task \(task), round \(round)")
                        #expect(encoded == expected[index], "task \(task), round \(round)")
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    /// Wraps `value` in `levels` more arrays, each a type of its own, then encodes and
    /// decodes the result with the given coders and checks both ways.
    static func checkNested<Value: Codable & Equatable>(
        _ value: Value, levels: Int, text: String, decoder: StrataJSONDecoder, encoder: StrataJSONEncoder
    ) throws {
        guard levels == 0 else {
            try checkNested([value], levels: levels - 1, text: "[" + text + "]", decoder: decoder, encoder: encoder)
            return
        }
        #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == text)
        #expect(try decoder.decode(Value.self, from: Data(text.utf8)) == value)
    }

    @Test("a coder that meets more types than its first table holds grows it and codes each as its own", arguments: [10, 70, 200])
    func manyTypes(levels: Int) throws {
        let decoder = StrataJSONDecoder()
        let encoder = Self.sortedEncoder()
        // Twice: the second time from the grown table the first left in the memo.
        for _ in 0..<2 {
            try Self.checkNested(
                Tagged(tag: "x", count: 1), levels: levels, text: #"{"count":1,"meta":{"tag":"x"}}"#, decoder: decoder, encoder: encoder)
        }
    }
}
