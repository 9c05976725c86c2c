import Foundation
import StrataModelInference
import Testing

/// The type of a scalar property, from every value the samples hold for it.
@Suite struct ScalarTypeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var samples: [String]
        var property: String
        var declaration: String
        var options = GenerationOptions()
    }

    static let cases: [Case] = [
        Case(testDescription: "integers are Int", samples: [#"{"n": 1}"#, #"{"n": -20}"#], property: "n", declaration: "var n: Int"),
        Case(
            testDescription: "a fraction in any sample makes Double", samples: [#"{"n": 1}"#, #"{"n": 2.5}"#], property: "n",
            declaration: "var n: Double"),
        Case(testDescription: "1.0 is written as a Double", samples: [#"{"n": 1.0}"#], property: "n", declaration: "var n: Double"),
        Case(testDescription: "an exponent is written as a Double", samples: [#"{"n": 1e3}"#], property: "n", declaration: "var n: Double"),
        Case(
            testDescription: "integers beyond Int are UInt64", samples: [#"{"n": 18446744073709551615}"#], property: "n", declaration: "var n: UInt64"
        ),
        Case(
            testDescription: "integers beyond UInt64 are kept exactly", samples: [#"{"n": 123456789012345678901234}"#], property: "n",
            declaration: "var n: JSONNumber"),
        Case(
            testDescription: "negative integers beyond Int are kept exactly", samples: [#"{"n": -9223372036854775809}"#], property: "n",
            declaration: "var n: JSONNumber"),
        Case(
            testDescription: "an integer a Double would round, among fractions, is kept exactly",
            samples: [#"{"n": 0.5}"#, #"{"n": 12345678901234567890}"#], property: "n", declaration: "var n: JSONNumber"),
        Case(testDescription: "booleans are Bool", samples: [#"{"b": true}"#, #"{"b": false}"#], property: "b", declaration: "var b: Bool"),
        Case(testDescription: "text is String", samples: [#"{"s": "hello"}"#], property: "s", declaration: "var s: String"),
        Case(
            testDescription: "ISO 8601 dates in whole seconds use the library's transformer", samples: [#"{"d": "2013-01-10T07:58:30Z"}"#],
            property: "d", declaration: "@Transform<ISO8601DateTransformer> var d: Date"),
        Case(
            testDescription: "dates with milliseconds use the library's transformer, which writes them back as read",
            samples: [#"{"d": "2019-12-08T03:48:33.901Z"}"#], property: "d", declaration: "@Transform<ISO8601DateTransformer> var d: Date"),
        Case(
            testDescription: "dates with a +00:00 offset use a convention that writes it back",
            samples: [#"{"d": "2013-01-10T07:58:30+00:00"}"#], property: "d", declaration: "@Transform<ISO8601OffsetDate> var d: Date"),
        Case(
            testDescription: "a date in another zone would come back in UTC, so it stays a String",
            samples: [#"{"d": "2013-01-10T07:58:30+02:00"}"#], property: "d", declaration: "var d: String"),
        Case(
            testDescription: "one value that is not a date keeps them all Strings",
            samples: [#"{"d": "2013-01-10T07:58:30Z"}"#, #"{"d": "soon"}"#], property: "d", declaration: "var d: String"),
        Case(
            testDescription: "a day is a date under a key that names a time", samples: [#"{"published_on": "2024-02-29"}"#],
            property: "publishedOn", declaration: "@Transform<CalendarDay> var publishedOn: Date"),
        Case(
            testDescription: "a day under another key stays a String (Stripe's api_version)", samples: [#"{"api_version": "2023-08-16"}"#],
            property: "apiVersion", declaration: "var apiVersion: String"),
        Case(
            testDescription: "absolute URLs are URL", samples: [#"{"u": "https://example.com/a?b=1"}"#, #"{"u": "http://t.co/x"}"#], property: "u",
            declaration: "var u: URL"),
        Case(testDescription: "a relative URL keeps them Strings", samples: [#"{"u": "/a/b"}"#], property: "u", declaration: "var u: String"),
        Case(
            testDescription: "a URL template URL would percent-encode stays a String",
            samples: [#"{"u": "https://api.github.com/users/octocat/following{/other_user}"}"#], property: "u", declaration: "var u: String"),
        Case(
            testDescription: "an empty string is not a URL", samples: [#"{"u": "https://a.example"}"#, #"{"u": ""}"#], property: "u",
            declaration: "var u: String"),
        Case(
            testDescription: "upper-case UUIDs are UUID", samples: [#"{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#], property: "id",
            declaration: "var id: UUID"),
        Case(
            testDescription: "lower-case UUIDs are UUID written back in lower case",
            samples: [#"{"id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"}"#], property: "id", declaration: "@Transform<LowercaseUUID> var id: UUID"),
        Case(
            testDescription: "UUIDs in mixed case stay Strings",
            samples: [#"{"id": "e621e1f8-c36c-495a-93fc-0C247A3E6E5F"}"#], property: "id", declaration: "var id: String"),
        Case(
            testDescription: "epoch seconds under a time key, with --epoch-dates", samples: [#"{"created": 1692290000}"#], property: "created",
            declaration: "@Transform<SecondsSince1970Transformer> var created: Date", options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "epoch milliseconds under a time key, with --epoch-dates", samples: [#"{"time": 1700002891230}"#], property: "time",
            declaration: "@Transform<MillisecondsSince1970Transformer> var time: Date", options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "epoch numbers stay Int without --epoch-dates", samples: [#"{"created": 1692290000}"#], property: "created",
            declaration: "var created: Int"),
        Case(
            testDescription: "numbers in the epoch range under another key stay Int", samples: [#"{"count": 1692290000}"#], property: "count",
            declaration: "var count: Int", options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "a time key with numbers outside 1990–2100 stays Int", samples: [#"{"time": 42}"#], property: "time",
            declaration: "var time: Int", options: GenerationOptions(readsEpochDates: true)),
    ]

    @Test(arguments: cases)
    func scalarType(_ example: Case) throws {
        let generated = try generate(samples: example.samples, options: example.options)
        let root = try #require(GeneratedSource(generated).structure(generated.rootTypeName))
        #expect(root.property(example.property) == example.declaration)
    }

    @Test func dateConventionsAreDeclaredOnceEachAndOnlyWhenUsed() throws {
        let generated = try generate(samples: [#"{"a": "2019-12-08T03:48:33.901Z", "b": "2019-12-09T03:48:33.000Z", "c": "2013-01-10T07:58:30Z"}"#])
        #expect(generated.source.components(separatedBy: "struct ISO8601MillisecondsDate: ConfiguredTransformer {").count == 2)
        #expect(generated.source.contains(#"static let configured = DateFormatTransformer(format: "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")"#))
        #expect(!generated.source.contains("ISO8601OffsetDate"))
        #expect(!generated.source.contains("LowercaseUUID"))
    }

    @Test func arraysOfDatesAndLowerCaseUUIDsKeepTheirJSONType() throws {
        // A transformer is a property wrapper: it cannot reach into an array.
        let generated = try generate(samples: [#"{"days": ["2013-01-10T07:58:30Z"], "ids": ["e621e1f8-c36c-495a-93fc-0c247a3e6e5f"]}"#])
        let root = try #require(GeneratedSource(generated).structure(generated.rootTypeName))
        #expect(root.property("days") == "var days: [String]")
        #expect(root.property("ids") == "var ids: [String]")
    }
}

/// Generates models from samples written in a test.
func generate(samples: [String], options: GenerationOptions = GenerationOptions()) throws -> GeneratedModels {
    let files = samples.enumerated().map { SampleFile(name: "sample\($0.offset + 1).json", contents: Data($0.element.utf8)) }
    return try ModelGenerator(options: options).generate(from: files)
}
