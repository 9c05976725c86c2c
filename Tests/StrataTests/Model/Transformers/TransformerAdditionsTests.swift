import Foundation
import Testing

@testable import Strata

/// The transformers users otherwise write by hand: several tried in order, several paths
/// into one property, locale-aware numbers, time zones.
@Suite("More transformers")
struct TransformerAdditionsTests {
    static let anyDate = FirstMatchTransformer<Date>(
        ISO8601DateTransformer(), DateFormatTransformer(format: "yyyy-MM-dd"), SecondsSince1970Transformer())

    @Test(
        "the first transformer that converts the value wins",
        arguments: [
            (JSONValue.string("2011-04-22T13:33:48Z"), 1_303_479_228.0), (.string("2011-04-22"), 1_303_430_400),
            (.number(1_303_479_228), 1_303_479_228),
        ])
    func firstMatch(json: JSONValue, seconds: Double) throws {
        #expect(try Self.anyDate.transform(json).timeIntervalSince1970 == seconds)
        #expect(try Self.anyDate.reverseTransform(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    }

    @Test("a list made at run time, and a first-match transformer as a candidate of another")
    func listsAndNesting() throws {
        let formats = ["yyyy-MM-dd", "dd/MM/yyyy", "MM.dd.yyyy"]
        let anyFormat = FirstMatchTransformer(formats.map { DateFormatTransformer(format: $0) })
        #expect(try anyFormat.transform("22/04/2011").timeIntervalSince1970 == 1_303_430_400)
        #expect(try anyFormat.transform("04.22.2011").timeIntervalSince1970 == 1_303_430_400)
        #expect(try anyFormat.reverseTransform(Date(timeIntervalSince1970: 1_303_430_400)) == "2011-04-22")
        let nested = FirstMatchTransformer(anyFormat, SecondsSince1970Transformer())
        #expect(try nested.transform(1_303_430_400).timeIntervalSince1970 == 1_303_430_400)
        #expect(try nested.transform("22/04/2011").timeIntervalSince1970 == 1_303_430_400)
        #expect(throws: TransformerError.self) { try FirstMatchTransformer([DateFormatTransformer]()).reverseTransform(Date()) }
    }

    @Test("a value no transformer converts is rejected with what each said")
    func firstMatchRejects() throws {
        #expect {
            try Self.anyDate.transform("yesterday")
        } throws: { error in
            let text = "\(error)"
            return text.contains(#"the string "yesterday""#) && text.contains("ISO8601DateTransformer") && text.contains("yyyy-MM-dd")
        }
        #expect(throws: TransformerError.self) { try Self.anyDate.transform(true) }
    }

    struct FlexibleCount: ConfiguredTransformer {
        static let configured = FirstMatchTransformer(IdentityInt(), NumberStringTransformer<Int>())
        struct IdentityInt: Transformer {
            func transform(_ json: Int) throws -> Int { json }
            func reverseTransform(_ value: Int) throws -> Int { value }
        }
    }

    struct Counter: Codable, Equatable {
        @Transform<FlexibleCount> var count: Int
    }

    @Test("a number or a numeric string, through @Transform under both decoders", arguments: [false, true])
    func numberOrString(foundation: Bool) throws {
        let json = #"[{"count": 3}, {"count": "4"}]"#
        let counters =
            foundation ? try JSONDecoder().decode([Counter].self, from: Data(json.utf8)) : try StrataJSONDecoder().decode([Counter].self, from: json)
        #expect(counters.map(\.count) == [3, 4])
        #expect(try JSONValue(parsing: JSONEncoder().encode(counters)) == [["count": 3], ["count": 4]])
    }

    struct Span: Codable {
        var start: Int
        var length: Int
    }

    struct SpanTransformer: Transformer {
        func transform(_ json: Span) throws -> Range<Int> { json.start..<(json.start + json.length) }
        func reverseTransform(_ value: Range<Int>) throws -> Span { Span(start: value.lowerBound, length: value.count) }
    }

    struct Highlight: JSONSerializing, Equatable {
        var text: String
        var span: Range<Int>
        var bounds: Bounds?
        struct Bounds: Codable, Equatable {
            var low: Int
            var high: Int
            enum CodingKeys: String, CodingKey {
                case low = #"range\.low"#
                case high = "limits.high"
            }
        }

        static func jsonKeyPaths(forKey key: String) -> [JSONKeyPath]? {
            switch key {
            case "span": return ["start", "length"]
            case "bounds": return [JSONKeyPath(components: ["range.low"]), "limits.high"]
            default: return nil
            }
        }

        static func transformer(forKey key: String) -> (any Transformer)? { key == "span" ? SpanTransformer() : nil }
    }

    @Test("several key paths feed one property, and encoding writes each back", arguments: [false, true])
    func multiPath(throughTree: Bool) throws {
        let json = #"{"text": "hi", "start": 3, "length": 4}"#
        let highlight = try JSONAdapter().model(Highlight.self, from: Data(json.utf8))
        #expect(highlight == Highlight(text: "hi", span: 3..<7, bounds: nil))
        let encoder = StrataJSONEncoder()
        let written: JSONValue = throughTree ? try encoder.tree(highlight) : try JSONValue(parsing: encoder.encode(highlight) as Data)
        #expect(written == ["text": "hi", "start": 3, "length": 4])
        // A nested path and a key with a dot, without a transformer: the type decodes the
        // object keyed by the paths.
        let bounded = try JSONAdapter().model(
            Highlight.self, from: Data(#"{"text": "t", "start": 0, "length": 1, "range.low": 2, "limits": {"high": 5}}"#.utf8))
        #expect(bounded.bounds == Highlight.Bounds(low: 2, high: 5))
        #expect(try JSONAdapter().jsonValue(from: bounded)[path: "limits.high"] == 5)
        // A missing part of a required property is the type's own error.
        #expect(throws: DecodingError.self) { try JSONAdapter().model(Highlight.self, from: Data(#"{"text": "t", "start": 0}"#.utf8)) }
    }

    @Test(
        "locale-aware numbers, both ways",
        arguments: [("en_US", "9,876,543.21", 9_876_543.21), ("de_DE", "9.876.543,21", 9_876_543.21), ("fr_FR", "12,5", 12.5)])
    func localizedNumbers(locale: String, text: String, value: Double) throws {
        let transformer = LocalizedNumberTransformer<Double>(locale: Locale(identifier: locale))
        #expect(try transformer.transform(text) == value)
        #expect(try transformer.transform(try transformer.reverseTransform(value)) == value)
        #expect(throws: TransformerError.self) { try transformer.transform("12 apples") }
        #expect(try LocalizedNumberTransformer<Int>(locale: Locale(identifier: "en_US")).transform("1,234") == 1234)
        #expect(throws: TransformerError.self) { try LocalizedNumberTransformer<Int>(locale: Locale(identifier: "en_US")).transform("1.5") }
    }

    @Test("time zones from identifiers, and unknown identifiers rejected")
    func timeZones() throws {
        #expect(try TimeZoneTransformer().transform("Europe/Paris").identifier == "Europe/Paris")
        #expect(try TimeZoneTransformer().reverseTransform(TimeZone(identifier: "America/New_York") ?? .gmt) == "America/New_York")
        for bad in ["Mars/Olympus_Mons", "", "CET-ish"] {
            #expect(throws: TransformerError.self) { try TimeZoneTransformer().transform(bad) }
        }
    }
}
