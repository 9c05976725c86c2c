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
            testDescription: "dates with a +00:00 offset use a transformer that writes it back",
            samples: [#"{"d": "2013-01-10T07:58:30+00:00"}"#], property: "d", declaration: "@Transform<ISO8601OffsetDate> var d: Date"),
        Case(
            testDescription: "dates at another offset use a transformer that writes them at it",
            samples: [#"{"d": "2018-09-07T18:34:15-07:00"}"#, #"{"d": "2018-09-08T01:02:03-07:00"}"#], property: "d",
            declaration: "@Transform<UTCMinus0700Date> var d: Date"),
        Case(
            testDescription: "dates at an offset with and without fractions",
            samples: [#"{"d": "2024-01-05T10:00:00+05:30"}"#, #"{"d": "2024-01-05T10:00:00.250+05:30"}"#], property: "d",
            declaration: "@Transform<UTCPlus0530Date> var d: Date"),
        Case(
            testDescription: "dates at an offset, always with milliseconds",
            samples: [#"{"d": "2024-01-05T10:00:00.000-03:00"}"#, #"{"d": "2024-01-05T10:00:00.250-03:00"}"#], property: "d",
            declaration: "@Transform<UTCMinus0300MillisecondsDate> var d: Date"),
        Case(
            testDescription: "dates in summer and winter time are written in the zone whose offsets they have",
            samples: [#"{"d": "2018-09-07T18:34:15-07:00"}"#, #"{"d": "2019-01-07T08:00:00-08:00"}"#, #"{"d": "2019-03-10T01:59:59.500-08:00"}"#],
            property: "d", declaration: "@Transform<LosAngelesDate> var d: Date"),
        Case(
            testDescription: "European dates in summer and winter time",
            samples: [#"{"d": "2021-07-01T12:00:00+02:00"}"#, #"{"d": "2021-12-01T12:00:00+01:00"}"#], property: "d",
            declaration: "@Transform<ParisDate> var d: Date"),
        Case(
            testDescription: "offsets no one zone has at those dates stay Strings, with a comment",
            samples: [#"{"d": "2021-07-01T12:00:00+02:00"}"#, #"{"d": "2021-07-02T12:00:00-09:00"}"#], property: "d",
            declaration: "var d: String"),
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
        Case(
            testDescription: "Unix seconds by their values, under a key that names no time, with --epoch-dates",
            samples: [#"{"dt": 1700000000}"#, #"{"dt": 1700003600}"#], property: "dt",
            declaration: "@Transform<SecondsSince1970Transformer> var dt: Date", options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "sunrise in Unix seconds, with --epoch-dates", samples: [#"{"sunrise": 1699942800}"#], property: "sunrise",
            declaration: "@Transform<SecondsSince1970Transformer> var sunrise: Date", options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "Unix milliseconds by their values, with --epoch-dates", samples: [#"{"observed": 1700000000123}"#],
            property: "observed", declaration: "@Transform<MillisecondsSince1970Transformer> var observed: Date",
            options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "an id in the range of Unix seconds stays Int", samples: [#"{"repository_id": 1700000000}"#],
            property: "repositoryID", declaration: "var repositoryID: Int", options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "an amount in the range of Unix seconds stays Int", samples: [#"{"amount": 1700000000}"#],
            property: "amount", declaration: "var amount: Int", options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "a subtotal in the range of Unix seconds stays Int", samples: [#"{"subtotal": 2060319484}"#],
            property: "subtotal", declaration: "var subtotal: Int", options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "a day of the month in the range of Unix seconds stays Int", samples: [#"{"day_of_month": 1700000000}"#],
            property: "dayOfMonth", declaration: "var dayOfMonth: Int", options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "values of 10 digits before 2001 under a key that names no time stay Int", samples: [#"{"dt": 900000000}"#],
            property: "dt", declaration: "var dt: Int", options: GenerationOptions(readsEpochDates: true)),
        Case(
            testDescription: "Unix seconds stay Int without --epoch-dates", samples: [#"{"dt": 1700000000}"#], property: "dt",
            declaration: "var dt: Int"),
    ]

    @Test(arguments: cases)
    func scalarType(_ example: Case) throws {
        let generated = try generate(samples: example.samples, options: example.options)
        let root = try #require(GeneratedSource(generated).structure(generated.rootTypeName))
        #expect(root.property(example.property) == example.declaration)
    }

    @Test func dateTransformersAreDeclaredOnceEachAndOnlyWhenUsed() throws {
        let generated = try generate(samples: [#"{"a": "2019-12-08T03:48:33.000Z", "b": "2019-12-09T03:48:33.000Z", "c": "2013-01-10T07:58:30Z"}"#])
        #expect(generated.source.components(separatedBy: "struct ISO8601MillisecondsDate: ConfiguredTransformer {").count == 2)
        #expect(generated.source.contains("    static let configured = ISO8601DateTransformer(precision: .milliseconds)\n"))
        #expect(!generated.source.contains("ISO8601OffsetDate"))
        #expect(!generated.source.contains("LowercaseUUID"))
    }

    /// The transformer the output declares for dates at an offset reads them with
    /// ISO8601DateTransformer and writes them at the offset, as the generator checked each
    /// sample would come back.
    @Test func theOffsetTransformerWritesAtTheOffset() throws {
        let generated = try generate(samples: [#"{"d": "2018-09-07T18:34:15-07:00"}"#])
        #expect(
            generated.source.contains(
                """
                struct UTCMinus0700Date: ParameterlessTransformer, JSONSchemaDescribingTransformer {
                    var jsonSchema: JSONSchema { JSONSchema(["type": "string", "format": "date-time"]) }

                    func transform(_ json: String) throws -> Date {
                        try ISO8601DateTransformer().transform(json)
                    }

                    func reverseTransform(_ value: Date) throws -> String {
                        let offset: TimeInterval = -25200
                        let local = try ISO8601DateTransformer().reverseTransform(value.addingTimeInterval(offset))
                        return local.dropLast() + "-07:00"
                    }
                }
                """))
        let zoned = try generate(samples: [#"{"d": "2018-09-07T18:34:15-07:00"}"#, #"{"d": "2019-01-07T08:00:00-08:00"}"#])
        #expect(zoned.source.contains(#"    private static let zone = TimeZone(identifier: "America/Los_Angeles")"#))
        #expect(zoned.source.contains("        let offset = zone.secondsFromGMT(for: value)\n"))
    }

    /// Strings that look like dates but are left alone say why, in a comment.
    @Test(
        arguments: [
            (
                "a day under a key that names no time", [#"{"api_version": "2023-08-16"}"#], "apiVersion",
                "days (`2023-08-16`); left a String, as the key names no time"
            ),
            (
                "dates without a zone", [#"{"at": "2013-01-10 07:58:30"}"#], "at",
                "looks like dates (`2013-01-10 07:58:30`), but not in ISO 8601 with a zone: left a String"
            ),
            (
                "some values that are not dates", [#"{"at": "2013-01-10T07:58:30Z"}"#, #"{"at": "2013-01-10T07:58:31Z"}"#, #"{"at": "soon"}"#], "at",
                "most values look like dates (`2013-01-10T07:58:30Z`), not all: left a String"
            ),
            (
                "dates in an array", [#"{"days": ["2013-01-10T07:58:30Z"]}"#], "days",
                "dates (`2013-01-10T07:58:30Z`), kept as written: a transformer cannot reach into a collection"
            ),
            (
                "offsets of no one zone", [#"{"d": "2021-07-01T12:00:00+02:00"}"#, #"{"d": "2021-07-02T12:00:00-09:00"}"#], "d",
                "ISO 8601 dates (`2021-07-01T12:00:00+02:00`) at offsets no one transformer writes back: left a String (ISO8601DateTransformer reads them, writing UTC)"
            ),
            (
                "a Tristate", [#"{"at": "2013-01-10T07:58:30Z"}"#, #"{"at": null}"#, #"{}"#], "at",
                "absent from some samples, null in others; kept as written: a Tristate takes no ISO8601DateTransformer"
            ),
        ] as [(String, [String], String, String)])
    func datesLeftAloneSayWhy(_ label: String, _ samples: [String], _ property: String, _ comment: String) throws {
        let generated = try generate(samples: samples)
        let root = try #require(GeneratedSource(generated).structure(generated.rootTypeName))
        let lines = root.lines
        let index = try #require(lines.firstIndex { $0.contains("var \(property): ") })
        // A comment too long to follow the declaration is the line before it.
        let written = lines[index].hasSuffix("  // \(comment)") || (index > 0 && lines[index - 1] == "    // \(comment)")
        #expect(written, "\(label): \(lines[max(0, index - 1)...index].joined(separator: "\n"))")
    }

    @Test func stringsThatAreNoDatesHaveNoComment() throws {
        let generated = try generate(samples: [#"{"s": "hello", "n": "2013"}"#])
        #expect(!generated.source.contains("//  "))
        #expect(try #require(GeneratedSource(generated).structure("Sample1")).text == "    var s: String\n    var n: String")
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
