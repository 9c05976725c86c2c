import Foundation
import Testing

@testable import Strata

/// A property mapped to a key path has one key in the coding path, whose string is the
/// path, whether it is mapped by a dotted coding key or by `@JSONKey`: errors, and the
/// decoders that values inside it see, agree (see "Mapping Key Paths").
@Suite("Key paths in coding paths")
struct KeyPathCodingPathTests {
    /// Records the coding path its decoder stands at.
    struct Probe: Codable, Equatable {
        var path: [String] = []
        init() {}
        init(from decoder: any Decoder) throws {
            path = decoder.codingPath.map(\.stringValue)
            _ = try decoder.singleValueContainer().decode(Int.self)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(0)
        }
    }

    struct ByCodingKey: Codable {
        var count: Probe
        enum CodingKeys: String, CodingKey { case count = "stats.count" }
    }

    struct ByJSONKey: JSONSerializing {
        @JSONKey("stats.count") var count = Probe()
        static let prototype: ByJSONKey? = ByJSONKey()
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var json: String
        var kind: String
        /// The error's coding path, and the key of a `keyNotFound` last.
        var path: [String]
    }

    static let rows: [Row] = [
        Row(testDescription: "a value of the wrong type", json: #"{"stats": {"count": "many"}}"#, kind: "typeMismatch", path: ["stats.count"]),
        Row(testDescription: "null", json: #"{"stats": {"count": null}}"#, kind: "valueNotFound", path: ["stats.count"]),
        Row(testDescription: "a missing key", json: #"{"stats": {}}"#, kind: "keyNotFound", path: ["stats.count"]),
        Row(testDescription: "a missing object on the way", json: #"{}"#, kind: "keyNotFound", path: ["stats.count"]),
        Row(testDescription: "a string on the way", json: #"{"stats": "none"}"#, kind: "typeMismatch", path: ["stats.count"]),
    ]

    static func shape(_ error: any Error) -> (kind: String, path: [String])? {
        switch error {
        case DecodingError.typeMismatch(_, let context): return ("typeMismatch", context.codingPath.map(\.stringValue))
        case DecodingError.valueNotFound(_, let context): return ("valueNotFound", context.codingPath.map(\.stringValue))
        case DecodingError.keyNotFound(let key, let context): return ("keyNotFound", context.codingPath.map(\.stringValue) + [key.stringValue])
        case DecodingError.dataCorrupted(let context): return ("dataCorrupted", context.codingPath.map(\.stringValue))
        default: return nil
        }
    }

    @Test("a dotted coding key and @JSONKey fail with the same case and coding path", arguments: rows)
    func sameErrors(_ row: Row) throws {
        let byCodingKey = try #require(throws: DecodingError.self) { try StrataJSONDecoder().decode(ByCodingKey.self, from: row.json) }
        let byJSONKey = try #require(throws: DecodingError.self) { try StrataJSONDecoder().decode(ByJSONKey.self, from: row.json) }
        #expect(Self.shape(byCodingKey)?.kind == row.kind && Self.shape(byCodingKey)?.path == row.path, "\(byCodingKey)")
        #expect(Self.shape(byJSONKey)?.kind == row.kind && Self.shape(byJSONKey)?.path == row.path, "\(byJSONKey)")
    }

    @Test("the value at the path decodes with the same coding path either way, and a report names the same JSON path")
    func sameDecoderPaths() throws {
        let json = #"{"stats": {"count": 3}}"#
        #expect(try StrataJSONDecoder().decode(ByCodingKey.self, from: json).count.path == ["stats.count"])
        #expect(try StrataJSONDecoder().decode(ByJSONKey.self, from: json).count.path == ["stats.count"])
        var reports = [DecodingReport(), DecodingReport()]
        _ = try? StrataJSONDecoder().decode(ByCodingKey.self, from: #"{"stats": {"count": "x"}}"#, report: &reports[0])
        _ = try? StrataJSONDecoder().decode(ByJSONKey.self, from: #"{"stats": {"count": "x"}}"#, report: &reports[1])
        #expect(reports.map { $0.problems.map(\.path) } == [["stats.count"], ["stats.count"]])
    }

    @Test("an encoding error has the same coding path either way")
    func sameEncodingPaths() throws {
        struct Score: JSONSerializing {
            @JSONKey("stats.score") var score = 0.0
            static let prototype: Score? = Score()
        }
        struct DottedScore: Codable {
            var score: Double
            enum CodingKeys: String, CodingKey { case score = "stats.score" }
        }
        for encode in [
            { _ = try StrataJSONEncoder().encode(Score(score: .nan)) as Data },
            { _ = try StrataJSONEncoder().encode(DottedScore(score: .nan)) as Data },
        ] {
            let error = try #require(throws: EncodingError.self) { try encode() }
            guard case .invalidValue(_, let context) = error else { continue }
            #expect(context.codingPath.map(\.stringValue) == ["stats.score"])
        }
    }
}
