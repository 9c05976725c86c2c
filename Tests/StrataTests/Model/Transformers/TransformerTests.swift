import Foundation
import Testing

@testable import Strata

/// Each built-in transformer both ways and on bad input, and the ways of combining them.
@Suite("Transformers")
struct TransformerTests {
    private func expectRejects<T: Transformer>(
        _ transformer: T, _ input: T.JSONType, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try transformer.transform(input)
            Issue.record("\(T.self) accepted \(input)", sourceLocation: sourceLocation)
        } catch let error as TransformerError {
            #expect(error.description.contains(text), "\(error)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test("URLs")
    func urls() throws {
        let transformer = URLTransformer()
        let url = try transformer.transform("https://api.github.com/repos/octocat/Hello-World")
        #expect(url.host == "api.github.com")
        #expect(try transformer.reverseTransform(url) == "https://api.github.com/repos/octocat/Hello-World")
        expectRejects(transformer, "", mentioning: "expected a URL")
    }

    @Test("ISO 8601 dates with and without fractional seconds")
    func iso8601() throws {
        let transformer = ISO8601DateTransformer()
        #expect(try transformer.transform("2011-04-22T13:33:48Z") == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(try transformer.transform("2011-04-22T13:33:48.250Z").timeIntervalSince1970 == 1_303_479_228.25)
        #expect(try transformer.transform("2011-04-22T15:33:48+02:00") == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(try transformer.reverseTransform(Date(timeIntervalSince1970: 1_303_479_228.25)) == "2011-04-22T13:33:48.250Z")
        #expect(
            try ISO8601DateTransformer(precision: .milliseconds).reverseTransform(Date(timeIntervalSince1970: 1_303_479_228.25))
                == "2011-04-22T13:33:48.250Z")
        expectRejects(transformer, "2011-04-22", mentioning: "\"2011-04-22\"")
        expectRejects(transformer, "yesterday", mentioning: "ISO 8601")
    }

    @Test("dates in a format string, locale and time zone")
    func dateFormat() throws {
        let github = DateFormatTransformer(format: "yyyy-MM-dd'T'HH:mm:ss'Z'")
        #expect(try github.transform("2011-04-22T13:33:48Z") == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(try github.reverseTransform(Date(timeIntervalSince1970: 1_303_479_228)) == "2011-04-22T13:33:48Z")
        let paris = DateFormatTransformer(
            format: "dd MMMM yyyy HH:mm", locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "Europe/Paris")!)
        #expect(try paris.transform("22 avril 2011 15:33") == Date(timeIntervalSince1970: 1_303_479_180))
        #expect(try paris.reverseTransform(Date(timeIntervalSince1970: 1_303_479_180)) == "22 avril 2011 15:33")
        expectRejects(github, "2011-13-45T99:00:00Z", mentioning: "yyyy-MM-dd'T'HH:mm:ss'Z'")
    }

    struct GitHubDate: ConfiguredTransformer {
        static let configured = DateFormatTransformer(format: "yyyy-MM-dd'T'HH:mm:ss'Z'")
    }

    @Test("a date format named by a type")
    func dateFormatByType() throws {
        #expect(try GitHubDate().transform("2011-04-22T13:33:48Z") == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(try GitHubDate().reverseTransform(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        expectRejects(GitHubDate(), "nope", mentioning: "nope")
    }

    @Test("seconds and milliseconds since 1970")
    func epoch() throws {
        #expect(try SecondsSince1970Transformer().transform(1_303_479_228) == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(try MillisecondsSince1970Transformer().transform(1_303_479_228_500) == Date(timeIntervalSince1970: 1_303_479_228.5))
        #expect(try MillisecondsSince1970Transformer().reverseTransform(Date(timeIntervalSince1970: 2)) == 2000)
        #expect(try SecondsSince1970Transformer().reverseTransform(Date(timeIntervalSince1970: 7)) == 7)
        #expect(try MillisecondsSince1970Transformer().transform(1500) == Date(timeIntervalSince1970: 1.5))
        expectRejects(SecondsSince1970Transformer(), .infinity, mentioning: "finite number of seconds")
        expectRejects(MillisecondsSince1970Transformer(), .nan, mentioning: "finite number of milliseconds")
    }

    enum Priority: Equatable, Sendable { case low, high, unknown }

    @Test("value mapping with defaults both ways")
    func valueMapping() throws {
        let strict = ValueMappingTransformer(["low": Priority.low, "high": .high])
        #expect(try strict.transform("high") == .high)
        #expect(try strict.reverseTransform(.low) == "low")
        #expect {
            try strict.transform("urgent")
        } throws: { ($0 as? TransformerError)?.reason == .unmapped(input: #"the string "urgent""#) }
        #expect(throws: TransformerError.self) { try strict.reverseTransform(.unknown) }
        let lenient = ValueMappingTransformer(["low": Priority.low, "high": .high], defaultValue: .unknown, reverseDefaultValue: "low")
        #expect(try lenient.transform("urgent") == .unknown)
        #expect(try lenient.reverseTransform(.unknown) == "low")
        // Several keys for one value: the reverse is the same every time.
        let synonyms = ValueMappingTransformer(["yes": true, "y": true, "no": false])
        #expect(try synonyms.reverseTransform(true) == "y")
    }

    @Test(
        "booleans from true/false, strings and numbers",
        arguments: [
            (JSONValue.bool(true), true), (false, false), ("true", true), ("YES", true), ("no", false), ("1", true), ("0", false), (1, true),
            (0, false),
        ] as [(JSONValue, Bool)])
    func booleans(input: JSONValue, expected: Bool) throws {
        #expect(try BoolTransformer().transform(input) == expected)
        #expect(try BoolTransformer().reverseTransform(expected) == .bool(expected))
    }

    @Test("booleans reject everything else", arguments: ["maybe", 2, .null, [true]] as [JSONValue])
    func booleanRejections(input: JSONValue) {
        expectRejects(BoolTransformer(), input, mentioning: "true, false")
    }

    @Test("numbers from strings and back")
    func numberStrings() throws {
        #expect(try NumberStringTransformer<Int>().transform("42") == 42)
        #expect(try NumberStringTransformer<Int>().transform(" 7 ") == 7)
        #expect(try NumberStringTransformer<Double>().transform("3.5") == 3.5)
        #expect(try NumberStringTransformer<Int>().reverseTransform(-3) == "-3")
        expectRejects(NumberStringTransformer<Int>(), "4.5", mentioning: "Int")
        expectRejects(NumberStringTransformer<Int>(), "forty", mentioning: "\"forty\"")
    }

    @Test("base64 data and UUIDs")
    func base64AndUUID() throws {
        #expect(try Base64DataTransformer().transform("SGVsbG8=") == Data("Hello".utf8))
        #expect(try Base64DataTransformer().reverseTransform(Data([0, 1, 2, 250, 255])) == "AAEC+v8=")
        expectRejects(Base64DataTransformer(), "not base64!", mentioning: "base64")
        let uuid = try UUIDTransformer().transform("e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        #expect(try UUIDTransformer().reverseTransform(uuid) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        expectRejects(UUIDTransformer(), "1234", mentioning: "UUID")
    }

    @Test("inverting a transformer swaps its directions")
    func reversed() throws {
        let dateToString = ISO8601DateTransformer().reversed
        #expect(try dateToString.transform(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(try dateToString.reverseTransform("1970-01-01T00:00:00Z") == Date(timeIntervalSince1970: 0))
    }

    @Test("chaining two transformers")
    func chained() throws {
        // "1303479228" → 1303479228.0 → a Date.
        let chain = NumberStringTransformer<Double>().then(SecondsSince1970Transformer())
        #expect(try chain.transform("1303479228") == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(try chain.reverseTransform(Date(timeIntervalSince1970: 1.5)) == "1.5")
        #expect(throws: TransformerError.self) { try chain.transform("soon") }
    }

    @Test("a transformer over every array element and dictionary value")
    func collections() throws {
        let urls = URLTransformer().forEachElement
        #expect(try urls.transform(["https://a.example", "https://b.example"]).map(\.host) == ["a.example", "b.example"])
        #expect(throws: TransformerError.self) { try urls.transform(["https://a.example", ""]) }
        let dates = ISO8601DateTransformer().forEachValue
        #expect(try dates.transform(["created": "1970-01-01T00:00:00Z"]) == ["created": Date(timeIntervalSince1970: 0)])
        #expect(try dates.reverseTransform(["created": Date(timeIntervalSince1970: 0)]) == ["created": "1970-01-01T00:00:00Z"])
    }

    struct ReadOnly: Transformer {
        func transform(_ json: String) throws -> Int { json.count }
    }

    @Test("a one-way transformer fails clearly when asked to encode")
    func oneWay() throws {
        #expect(try ReadOnly().transform("four") == 4)
        #expect {
            try ReadOnly().reverseTransform(4)
        } throws: { error in
            guard let error = error as? TransformerError else { return false }
            return error.reason == .notReversible && error.description.contains("cannot encode")
        }
    }

    @Test("an optional transformer passes nil through")
    func optional() throws {
        let transformer: URLTransformer? = URLTransformer()
        #expect(try transformer.transform(nil) == nil)
        #expect(try transformer.transform("https://example.com")?.host == "example.com")
        #expect(try transformer.reverseTransform(nil) == nil)
    }
}
