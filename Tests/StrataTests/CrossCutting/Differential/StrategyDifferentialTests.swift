import Foundation
import Strata
import Testing

// Under every key, date, data and non-conforming-float strategy, with userInfo, JSON5 and
// assumesTopLevelDictionary, Strata's coders and Foundation's agree in both directions.

// MARK: - Helper types

/// The keys a keyed container lists (as a set: Foundation's order is random), whether it
/// `contains` each, and each value as a `Tree`.
struct KeysSeen: Decodable, Equatable, Sendable {
    var keys: Set<String>
    var values: [String: Tree]

    init(keys: Set<String>, values: [String: Tree]) {
        self.keys = keys
        self.values = values
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        keys = Set(container.allKeys.map(\.stringValue))
        values = [:]
        for key in container.allKeys where container.contains(key) {
            values[key.stringValue] = try container.decode(Tree.self, forKey: key)
        }
    }
}

/// Encodes `1`, `2`, … under its keys, in order, into one keyed container; decodes the
/// keys back in the order of their values.
struct KeyWriter: Codable, Equatable, Sendable {
    var keys: [String]
    init(_ keys: String...) { self.keys = keys }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        keys = try container.allKeys.map { ($0.stringValue, try container.decode(Int.self, forKey: $0)) }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for (index, key) in keys.enumerated() { try container.encode(index + 1, forKey: AnyKey(key)) }
    }
}

struct CollidingKeys: Codable, Equatable, Sendable {
    var aB: Int
}

/// Reads and writes a number scaled by the `factor` in `userInfo`, and lists the userInfo
/// keys it sees.
struct UserInfoReader: Codable, Equatable, Sendable {
    static let factor = CodingUserInfoKey(rawValue: "factor")!
    var value: Int
    var keysSeen: [String] = []

    init(value: Int) { self.value = value }

    init(from decoder: any Decoder) throws {
        let factor = decoder.userInfo[Self.factor] as? Int ?? -1
        value = try decoder.singleValueContainer().decode(Int.self) * factor
        keysSeen = decoder.userInfo.keys.map(\.rawValue).sorted()
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let factor = encoder.userInfo[Self.factor] as? Int ?? -1
        try container.encode(encoder.userInfo.keys.map(\.rawValue).sorted().joined(separator: ",") + ":\(value * factor)")
    }
}

/// A Decimal comparison under which NaN equals NaN.
func sameDecimal(_ lhs: Decimal, _ rhs: Decimal) -> Bool {
    lhs.isNaN ? rhs.isNaN : lhs == rhs
}

// MARK: - Keys

/// Key strategies (snake case both ways, custom) convert the same keys at every depth.
@Suite("Differential strategies: keys", .comparedWithSwiftFoundation)
struct KeyStrategyDifferentialTests {
    static let snake = DecodingSetup("convertFromSnakeCase") { $0.keys = .convertFromSnakeCase }

    static let fromSnakeCase: [(String, String)] = [
        ("one_two_three", "oneTwoThree"), ("_one_two_three_", "_oneTwoThree_"), ("__a__b__", "__aB__"), ("a__b", "aB"),
        ("URL_value", "urlValue"), ("myURL_value", "myurlValue"), ("alreadyCamel", "alreadyCamel"), ("AlreadyUpper", "AlreadyUpper"),
        ("ALL_CAPS_KEY", "allCapsKey"), ("snake_CASE_Key", "snakeCaseKey"), ("hello_wORLD", "helloWorld"), ("a_iOS", "aIos"),
        ("a1_b2", "a1B2"), ("one_2_three", "one2Three"), ("a_1st", "a1St"), ("a_ßb", "aSsb"), ("ñandú_über_straße", "ñandúÜberStraße"),
        ("ǆ_x", "ǆX"), ("_", "_"), ("__", "__"), ("", ""), ("___x", "___x"), ("x___", "x___"), ("_foo", "_foo"),
        ("foo_bar_", "fooBar_"), ("one-two", "one-two"), ("x_😀y", "x😀Y"), ("a b_c d", "a bC D"), ("my_url_value", "myUrlValue"),
        ("e\u{301}_x", "e\u{301}X"), ("a_b_c_d_e_f", "aBCDEF"), ("_a_", "_a_"), ("İ_i", "i̇I"),
    ]

    @Test("convertFromSnakeCase converts each JSON key", arguments: fromSnakeCase)
    func fromSnakeCaseKeys(json: String, converted: String) throws {
        let document = "{\(try String(decoding: JSONEncoder().encode(json), as: UTF8.self)):[1]}"
        DecodeCase.value(document, as: KeysSeen(keys: [converted], values: [converted: .array([.int(1)])])).check(Self.snake)
    }

    static let toSnakeCase: [(String, String)] = [
        ("myURLValue", "my_url_value"), ("oneTwo3", "one_two3"), ("_leading", "_leading"), ("AlreadyUpper", "already_upper"),
        ("oneTwoThree", "one_two_three"), ("URL", "u_rl"), ("URLs", "u_r_ls"), ("myURL", "my_url"), ("aURLb", "a_ur_lb"),
        ("a1B2", "a1_b2"), ("one2Three", "one2_three"), ("ABC", "a_bc"), ("aBC", "a_bc"), ("already_snake", "already_snake"),
        ("_oneTwo_", "_one_two_"), ("__private", "__private"), ("trailing_", "trailing_"), ("iOSVersion", "i_os_version"),
        ("HTTPSRequest", "h_ttps_request"), ("myID", "my_id"), ("camelCase1Word", "camel_case1_word"), ("ÜberStraße", "über_straße"),
        ("éA", "é_a"), ("a_B", "a__b"), ("a-B", "a-_b"), ("aB C", "a_b c"), ("A", "a"), ("AB", "a_b"), ("Ab", "ab"),
        ("aBCdE", "a_b_cd_e"), ("x", "x"), ("", ""), ("a/B", "a/_b"), ("ǅungla", "ǆungla"), ("😀Smile", "😀_smile"),
    ]

    @Test("convertToSnakeCase converts each coding key", arguments: toSnakeCase)
    func toSnakeCaseKeys(key: String, converted: String) throws {
        let setup = EncodingSetup("convertToSnakeCase") { $0.keys = .convertToSnakeCase }
        let outcome = Differential.expectSameEncoding(KeyWriter(key), setup: setup)
        let expected = try JSONEncoder().encode([converted: 1])
        #expect(outcome.value == expected, "\(outcome)")
    }

    @Test("a collision after conversion: the first JSON key wins when decoding, the last written when encoding")
    func collisions() {
        DecodeCase.value(#"{"a_b":1,"aB":2}"#, as: CollidingKeys(aB: 1)).check(Self.snake)
        DecodeCase.value(#"{"aB":2,"a_b":1}"#, as: CollidingKeys(aB: 2)).check(Self.snake)
        DecodeCase.value(#"{"a_b":1,"a__b":2,"aB":3}"#, as: KeysSeen(keys: ["aB"], values: ["aB": .int(1)])).check(Self.snake)
        let setup = EncodingSetup("convertToSnakeCase") { $0.keys = .convertToSnakeCase }
        #expect(Differential.expectSameEncoding(KeyWriter("aB", "a_b"), setup: setup).value == Data(#"{"a_b":2}"#.utf8))
        #expect(Differential.expectSameEncoding(KeyWriter("a_b", "aB"), setup: setup).value == Data(#"{"a_b":2}"#.utf8))
    }

    static let keyedDocuments: [String] = [
        #"{"one_two":{"three_four":[{"five_six":1}]},"a":null}"#,
        #"{"some_dict":{"a_b":{"c_d":1}},"int_dict":{"1":2},"enum_dict":{"a_b":1,"plain":2}}"#,
        #"{"x":[{"y_z":{"": 1, "_":2}}],"X_Y":true}"#,
    ]

    static let decodingKeyStrategies: [DecodingSetup] = [
        .standard,
        snake,
        DecodingSetup("custom: whole path") { $0.keys = .custom { path in AnyKey(stringValue: path.joined) } },
        DecodingSetup("custom: uppercased") { $0.keys = .custom { path in AnyKey(stringValue: path.last!.stringValue.uppercased()) } },
        DecodingSetup("custom: integer keys") { $0.keys = .custom { path in AnyKey(intValue: path.last!.stringValue.count) } },
    ]

    @Test(
        "every object key of a document, at any depth, through each key decoding strategy",
        arguments: keyedDocuments, decodingKeyStrategies)
    func documentKeys(json: String, setup: DecodingSetup) {
        Differential.expectSameDecoding(Tree.self, from: json, setup: setup)
        Differential.expectSameDecoding(KeysSeen.self, from: json, setup: setup)
    }

    static let snakeModel = #"""
        {"one_two_three":1,"my_url_value":2,"already_snake":3,"_leading":4,"i_os_version":5,
         "some_dict":{"a_b":1,"cD":2},"int_dict":{"1":1,"-2":2},"enum_dict":{"a_b":1,"plain":2}}
        """#

    @Test("models and dictionaries under convertFromSnakeCase")
    func snakeModels() {
        // my_url_value becomes myUrlValue, which is not myURLValue.
        DecodeCase.failure(Self.snakeModel, CamelKeys.self, .keyNotFound, path: []).check(Self.snake)
        let matching = Self.snakeModel.replacingOccurrences(of: "my_url_value", with: "myURLValue")
            .replacingOccurrences(of: "already_snake", with: "already__snake").replacingOccurrences(of: "i_os_version", with: "iOSVersion")
        Differential.expectSameDecoding(CamelKeys.self, from: matching, setup: Self.snake)
        DecodeCase.value(#"{"a_b":{"c_d":1}}"#, as: ["a_b": ["c_d": 1]]).check(Self.snake)
        DecodeCase.value(#"{"a_b":1,"plain":2}"#, as: [DictionaryKey.aB: 1, .plain: 2]).check(Self.snake)
        DecodeCase.value(#"{"1":1}"#, as: [1: 1]).check(Self.snake)
        DecodeCase.value(#"{"value":{"a_b":1}}"#, as: Box(["a_b": 1])).check(Self.snake)
    }

    static let encodingKeyStrategies: [EncodingSetup] = [
        EncodingSetup("convertToSnakeCase") { $0.keys = .convertToSnakeCase },
        EncodingSetup("convertToSnakeCase, sorted") {
            $0.keys = .convertToSnakeCase
            $0.formatting = [.sortedKeys]
        },
        EncodingSetup("custom: whole path, sorted") {
            $0.keys = .custom { path in AnyKey(stringValue: path.joined) }
            $0.formatting = [.sortedKeys, .prettyPrinted]
        },
        EncodingSetup("custom: integer key") {
            $0.keys = .custom { path in AnyKey(intValue: path.count) }
        },
    ]

    /// The reading side keeps the default keys, so only agreement is checked on the way back.
    static let keyedValues: [EncodeCase] = [
        .value(KeyWriter("a.b", "c"), roundTrips: false),
        .value(CamelKeys.sample, roundTrips: false),
        .value(Tree.object(["oneTwo": .object(["threeFour": .array([.object(["fiveSix": .int(1)])])])]), roundTrips: false),
        .value(["someKey": ["innerKey": 1]], roundTrips: false),
        .value([DictionaryKey.aB: 1], roundTrips: false),
        .value([1: [2: "x"]] as [Int: [Int: String]], roundTrips: false),
        .value(Library.sample, roundTrips: false),
        .value(Dog(name: "n", legs: 1, breed: "b"), roundTrips: false),
        .value(Fish(name: "n", fins: [1]), roundTrips: false),
    ]

    @Test("keys of models and dictionaries through each key encoding strategy", arguments: keyedValues, encodingKeyStrategies)
    func encodedKeys(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }

    /// Strategies that do not read the coding path, which Foundation reports without the
    /// enum case's key inside a synthesized enum (see `KnownDifferenceTests`).
    static let pathFreeKeyStrategies = encodingKeyStrategies.filter { $0.name != "custom: whole path, sorted" }

    @Test(
        "keys inside synthesized enum cases through each key encoding strategy",
        arguments: [
            EncodeCase.value(Shape.group(shapes: [.labeled("a", 1), .circle(radius: 2)], name: "g"), roundTrips: false),
            EncodeCase.value(Shape.rect(width: 1, height: 2), roundTrips: false),
        ], pathFreeKeyStrategies)
    func encodedEnumKeys(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }

    static let invertibleStrategies: [EncodingSetup] = [
        EncodingSetup("convertToSnakeCase ↔ convertFromSnakeCase") {
            $0.keys = .convertToSnakeCase
            $0.formatting = .sortedKeys
            $0.reading = KeyStrategyDifferentialTests.snake
        },
        EncodingSetup("custom prefix ↔ custom prefix removal") {
            $0.keys = .custom { path in AnyKey(stringValue: "k." + path.last!.stringValue) }
            $0.reading = DecodingSetup("custom: drop prefix") {
                $0.keys = .custom { path in AnyKey(stringValue: String(path.last!.stringValue.dropFirst(2))) }
            }
        },
    ]

    @Test(
        "the model table round-trips through inverse key strategies",
        arguments: ValueEncodingDifferentialTests.structures, invertibleStrategies)
    func roundTripsThroughKeyStrategies(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }
}

// MARK: - Dates

/// Every date strategy encodes and decodes dates, and rejects bad ones, alike.
@Suite("Differential strategies: dates", .comparedWithSwiftFoundation)
struct DateStrategyDifferentialTests {
    static let dates: [Date] = [
        Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1.5), Date(timeIntervalSince1970: 1_700_000_000.123456),
        Date(timeIntervalSince1970: -1.25), Date(timeIntervalSinceReferenceDate: 0.1), Date(timeIntervalSince1970: 1e-4),
        Date(timeIntervalSince1970: 1_234_567_890.0009), .distantFuture, .distantPast, Date(timeIntervalSince1970: 0.1),
    ]

    struct Dated: Codable, Equatable, Sendable {
        var at: Date
        var maybe: Date?
        var list: [Date]
        var byName: [String: Date]
    }

    static let encodingStrategies: [EncodingSetup] = [
        EncodingSetup("deferredToDate") { $0.dates = .deferredToDate },
        EncodingSetup("secondsSince1970") {
            $0.dates = .secondsSince1970
            $0.reading.dates = .secondsSince1970
        },
        EncodingSetup("millisecondsSince1970") {
            $0.dates = .millisecondsSince1970
            $0.reading.dates = .millisecondsSince1970
        },
        EncodingSetup("iso8601") {
            $0.dates = .iso8601
            $0.reading.dates = .iso8601
        },
        EncodingSetup("custom: path and seconds as a string") {
            $0.dates = .custom { date, encoder in
                var container = encoder.singleValueContainer()
                try container.encode("\(encoder.codingPath.joined)@\(date.timeIntervalSince1970)")
            }
            $0.reading.dates = .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                return Date(timeIntervalSince1970: Double(text.split(separator: "@").last!)!)
            }
        },
        EncodingSetup("custom: encodes nothing") {
            $0.dates = .custom { _, _ in }
            $0.reading.dates = .custom { _ in Date(timeIntervalSince1970: 0) }
        },
        EncodingSetup("custom: two values in an unkeyed container") {
            $0.dates = .custom { date, encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(1)
                try container.encode(date.timeIntervalSince1970)
            }
            $0.reading.dates = .custom { decoder in
                var container = try decoder.unkeyedContainer()
                _ = try container.decode(Int.self)
                return Date(timeIntervalSince1970: try container.decode(Double.self))
            }
        },
        EncodingSetup("custom: keyed container") {
            $0.dates = .custom { date, encoder in
                var container = encoder.container(keyedBy: AnyKey.self)
                try container.encode(date.timeIntervalSinceReferenceDate, forKey: AnyKey("t"))
            }
            $0.formatting = .sortedKeys
        },
    ]

    static let values: [EncodeCase] =
        dates.map { EncodeCase.value($0, roundTrips: false) } + [
            .value(dates, roundTrips: false),
            .value(Box(dates[2]), roundTrips: false),
            .value(Dated(at: dates[1], maybe: nil, list: [dates[0]], byName: ["x": dates[3]]), roundTrips: false),
            .value(Dated(at: dates[1], maybe: dates[2], list: [], byName: [:]), roundTrips: false),
            .value(["a": [dates[4]]], roundTrips: false),
            .value(Optional<Date>.none, roundTrips: false),
        ]

    @Test("dates encode alike and decode back alike under each strategy", arguments: values, encodingStrategies)
    func encodedDates(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }

    @Test("non-finite dates: deferredToDate writes convertToString's string, the seconds strategies throw")
    func nonFiniteDates() {
        for strategy in [JSONEncoder.DateEncodingStrategy.deferredToDate, .secondsSince1970, .millisecondsSince1970] {
            let setup = EncodingSetup("non-finite") {
                $0.dates = strategy
                $0.floats = .convertToString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
            }
            let value = Box(Date(timeIntervalSinceReferenceDate: .infinity))
            let outcome = Differential.expectSameEncoding(value, setup: setup)
            if case .deferredToDate = strategy {
                #expect(outcome.value == Data(#"{"value":"+Inf"}"#.utf8), "\(outcome)")
            } else {
                #expect(outcome.error?.kind == .invalidValue, "\(outcome)")
            }
        }
    }

    static let decodingStrategies: [DecodingSetup] = [
        DecodingSetup("deferredToDate"),
        DecodingSetup("secondsSince1970") { $0.dates = .secondsSince1970 },
        DecodingSetup("millisecondsSince1970") { $0.dates = .millisecondsSince1970 },
        DecodingSetup("iso8601") { $0.dates = .iso8601 },
        DecodingSetup("custom: path depth plus a number") {
            $0.dates = .custom { decoder in
                let seconds = try decoder.singleValueContainer().decode(Double.self)
                return Date(timeIntervalSince1970: seconds + Double(decoder.codingPath.count) * 1000)
            }
        },
        DecodingSetup("custom: throws its own error") {
            $0.dates = .custom { decoder in
                let container = try decoder.singleValueContainer()
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "no dates here")
            }
        },
    ]

    static let inputs: [String] = [
        "0", "1.5", "-1.25", "1e10", "[0, 1700000000123.456]", #"{"value":86400}"#, "null", "[null]", #"{"value":null}"#, "{}",
        #""1970-01-01T00:00:00Z""#, #"["1970-01-01T00:00:01.5Z","2023-11-14T22:13:20.123456789Z"]"#, #""1970-01-01T00:00:00z""#,
        #""1970-01-01T01:00:00+01:00""#, #""1970-01-01T01:00:00+0100""#, #""1970-01-01T00:00:00-00:00""#,
        #""1970-01-01T00:00:00GMT""#, #""1970-01-01T00:00:60Z""#, #""1970-01-01T00:00:00""#, #""1970-01-01""#,
        #""1970-01-01 00:00:00Z""#, #""1970-01-01t00:00:00Z""#, #""19700101T000000Z""#, #""1970-01-01T00:00Z""#,
        #""1970-01-01T00:00:00.Z""#, #""1970-13-01T00:00:00Z""#, #"" 1970-01-01T00:00:00Z""#, #"["bad"]"#,
        #"{"value":"bad"}"#, #"{"x":{"value":"bad"}}"#, #"{"x":["bad"]}"#, #"{"x":{"y":[["2001-01-01T00:00:00Z","bad"]]}}"#,
        #"{"value":[]}"#, #"{"value":true}"#, #""1.5""#, "[1, \"2001-01-01T00:00:00Z\"]",
    ]

    /// Decodes `input` as each shape of document it can be, with dates inside.
    static func check(_ input: String, _ setup: DecodingSetup) {
        Differential.expectSameDecoding(Date.self, from: input, setup: setup)
        Differential.expectSameDecoding(Date?.self, from: input, setup: setup)
        Differential.expectSameDecoding([Date].self, from: input, setup: setup)
        Differential.expectSameDecoding(Box<Date>.self, from: input, setup: setup)
        Differential.expectSameDecoding(OptionalBox<Date>.self, from: input, setup: setup)
        Differential.expectSameDecoding([String: Box<Date>].self, from: input, setup: setup)
        Differential.expectSameDecoding([String: [Date]].self, from: input, setup: setup)
        Differential.expectSameDecoding([String: [String: [[Date]]]].self, from: input, setup: setup)
    }

    @Test("dates decode alike under each strategy", arguments: inputs, decodingStrategies)
    func decodedDates(input: String, setup: DecodingSetup) {
        Self.check(input, setup)
    }
}

// MARK: - Data

/// Every data strategy encodes and decodes bytes, and rejects bad input, alike.
@Suite("Differential strategies: data", .comparedWithSwiftFoundation)
struct DataStrategyDifferentialTests {
    static let blobs: [Data] = [Data(), Data([0]), Data([0, 1, 2, 250, 255]), Data([0xFB, 0xFF]), Data("hello/world?".utf8), Data(0..<255)]

    static let encodingStrategies: [EncodingSetup] = [
        EncodingSetup("base64") { $0.data = .base64 },
        EncodingSetup("deferredToData") {
            $0.data = .deferredToData
            $0.reading.data = .deferredToData
        },
        EncodingSetup("custom: hex string with the path") {
            $0.data = .custom { data, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(encoder.codingPath.joined + "=" + data.map { String(format: "%02x", $0) }.joined())
            }
            $0.reading.data = .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self).split(separator: "=", omittingEmptySubsequences: false).last!
                var bytes: [UInt8] = []
                var index = text.startIndex
                while index < text.endIndex {
                    let next = text.index(index, offsetBy: 2)
                    bytes.append(UInt8(text[index..<next], radix: 16)!)
                    index = next
                }
                return Data(bytes)
            }
        },
        EncodingSetup("custom: encodes nothing") {
            $0.data = .custom { _, _ in }
            $0.reading.data = .custom { _ in Data() }
        },
    ]

    static let values: [EncodeCase] =
        blobs.map { EncodeCase.value($0, roundTrips: false) } + [
            .value(blobs, roundTrips: false),
            .value(Box(blobs[2]), roundTrips: false),
            .value(["k": [blobs[3]]], roundTrips: false),
            .value(OptionalBox<Data>(nil), roundTrips: false),
            .value(Specials.sample, roundTrips: false),
        ]

    @Test("data encodes alike and decodes back alike under each strategy", arguments: values, encodingStrategies)
    func encodedData(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }

    static let decodingStrategies: [DecodingSetup] = [
        DecodingSetup("base64"),
        DecodingSetup("deferredToData") { $0.data = .deferredToData },
        DecodingSetup("custom: byte count of a string") {
            $0.data = .custom { decoder in Data(count: try decoder.singleValueContainer().decode(String.self).utf8.count) }
        },
    ]

    static let inputs: [String] = [
        #""AAEC+v8=""#, #"["AA==","AB==",""]"#, #""AAEC\/v8=""#, #""AA\u003d\u003d""#, #""AAEC+v8""#, #""AA=""#, #""-_8=""#,
        #""AA AA""#, #""AA\nAA""#, #""=""#, #""A===""#, #""YQ==YQ==""#, "[0,1,2,250,255]", "[]", #"{"value":[1]}"#,
        #"{"value":"AQ=="}"#, "null", #"{"value":null}"#, "[[0],[1,2]]", #"[[0],["x"]]"#, "true", #"{"value":{}}"#,
    ]

    @Test("data decodes alike under each strategy", arguments: inputs, decodingStrategies)
    func decodedData(input: String, setup: DecodingSetup) {
        Differential.expectSameDecoding(Data.self, from: input, setup: setup)
        Differential.expectSameDecoding(Data?.self, from: input, setup: setup)
        Differential.expectSameDecoding([Data].self, from: input, setup: setup)
        Differential.expectSameDecoding(Box<Data>.self, from: input, setup: setup)
        Differential.expectSameDecoding(OptionalBox<Data>.self, from: input, setup: setup)
    }
}

// MARK: - Non-conforming floats

/// Infinities and NaN are thrown, or written and read as the given strings, alike.
@Suite("Differential strategies: non-conforming floats", .comparedWithSwiftFoundation)
struct NonConformingFloatDifferentialTests {
    static let toString = EncodingSetup("convertToString") {
        $0.floats = .convertToString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        $0.reading.floats = .convertFromString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
    }

    static let escapingStrings = EncodingSetup("convertToString with characters to escape") {
        $0.floats = .convertToString(positiveInfinity: "a\"b/", negativeInfinity: "\u{1}é😀", nan: "")
        $0.reading.floats = .convertFromString(positiveInfinity: "a\"b/", negativeInfinity: "\u{1}é😀", nan: "")
    }

    static let values: [EncodeCase] = [
        .value([Double.nan, .infinity, -.infinity, 1.5], equal: sameFloats),
        .value([Float.nan, .infinity, -.infinity, 1.5], equal: sameFloats),
        .value(Double.nan, equal: sameFloat),
        .value(Float.infinity, equal: sameFloat),
        .value(Box(-Double.infinity), equal: { sameFloat($0.value, $1.value) }),
        .value(["k": Double.nan], equal: { sameFloat($0["k"]!, $1["k"]!) }),
        .value([1.0, 2.5], equal: sameFloats),
        .value([[1.0, .nan], [], [-.infinity]] as [[Double]], equal: { zip($0, $1).allSatisfy(sameFloats) && $0.count == $1.count }),
        .value(
            Box([[[0.5]], [[.infinity, 2], [.nan]]] as [[[Double]]]),
            equal: { zip($0.value.joined(), $1.value.joined()).allSatisfy(sameFloats) && $0.value.count == $1.value.count }),
        // Finite numbers are written in blocks of 128: non-finite ones at and around a
        // block's edges, and as the first and last element.
        .value(longRun(nonFiniteAt: [0, 127, 128, 129, 299]), equal: sameFloats),
        .value(longRun(nonFiniteAt: [255, 256]), equal: sameFloats),
        .value([longRun(nonFiniteAt: [200]), [.nan], []] as [[Double]], equal: { zip($0, $1).allSatisfy(sameFloats) && $0.count == $1.count }),
    ]

    /// 300 doubles of varied spellings, with NaN or an infinity at `positions`.
    static func longRun(nonFiniteAt positions: Set<Int>) -> [Double] {
        (0..<300).map { index in
            guard !positions.contains(index) else { return [Double.nan, .infinity, -.infinity][index % 3] }
            return index.isMultiple(of: 2) ? Double(index) * -1.25e-3 : Double(index) * 1e17 + 0.5
        }
    }

    @Test("infinities and NaN become the given strings", arguments: values)
    func convertToString(_ row: EncodeCase) {
        row.check(Self.toString)
    }

    /// Strings that need escapes are written escaped, so that reading them back compares
    /// escaped text with the strategy's strings: both decoders then fail alike.
    static let escapedValues: [EncodeCase] = [
        .value([Double.nan, .infinity, -.infinity, 1.5], roundTrips: false, equal: sameFloats),
        .value([Float.nan, .infinity, -.infinity, 1.5], roundTrips: false, equal: sameFloats),
        .value(Float.infinity, roundTrips: false, equal: sameFloat),
        .value(Box(-Double.infinity), roundTrips: false, equal: { sameFloat($0.value, $1.value) }),
        .value(Double.nan, roundTrips: false, equal: sameFloat),
    ]

    @Test("the given strings are escaped like any string", arguments: escapedValues)
    func convertToEscapedString(_ row: EncodeCase) {
        row.check(Self.escapingStrings)
    }

    static let fromString = DecodingSetup("convertFromString") {
        $0.floats = .convertFromString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
    }

    static let rows: [DecodeCase] = [
        .value(#"["NaN","+Inf","-Inf",1.5]"#, as: [Double.nan, .infinity, -.infinity, 1.5], equal: sameFloats),
        .value(#"["NaN","+Inf","-Inf",1.5]"#, as: [Float.nan, .infinity, -.infinity, 1.5], equal: sameFloats),
        .value(#""+Inf""#, as: Double.infinity, equal: sameFloat),
        .value(#"{"value":"-Inf"}"#, as: Box(-Float.infinity), equal: { sameFloat($0.value, $1.value) }),
        .value("[1e2, -0]", as: [100, -0.0], equal: sameFloats),
        .failure(#"["NaN","+Inf","-Inf",1.5,"1.5"]"#, [Double].self, .typeMismatch, path: ["Index 4"]),
        .value(
            #"[["NaN",1],[],["-Inf"]]"#, as: [[Double.nan, 1], [], [-.infinity]],
            equal: { zip($0, $1).allSatisfy(sameFloats) && $0.count == $1.count }),
        .failure(#"[[["NaN"]],[[1],[2,"nan"]]]"#, [[[Double]]].self, .typeMismatch, path: ["Index 1", "Index 1", "Index 1"]),
        .failure(#""nan""#, Double.self, .typeMismatch, path: []),
        .failure(#""\u004eaN""#, Double.self, .typeMismatch, path: []),
        .failure(#""+inf""#, Float.self, .typeMismatch, path: []),
        .failure(#""NaN""#, Int.self, .typeMismatch, path: []),
        .failure(#""NaN""#, Decimal.self, .typeMismatch, path: []),
        .failure(#"{"value":"Infinity"}"#, Box<Double>.self, .typeMismatch, path: ["value"]),
        .failure("NaN", Double.self, .dataCorrupted, path: []),
    ]

    @Test("the given strings become infinities and NaN", arguments: rows)
    func convertFromString(_ row: DecodeCase) {
        row.check(Self.fromString)
    }

    @Test(
        "without a strategy, the strings are strings",
        arguments: [
            DecodeCase.failure(#""NaN""#, Double.self, .typeMismatch, path: []),
            .failure(#"["+Inf"]"#, [Float].self, .typeMismatch, path: ["Index 0"]),
        ])
    func throwStrategy(_ row: DecodeCase) {
        row.check(.standard)
    }
}

// MARK: - userInfo

/// Types see the same userInfo at every depth and in custom strategies.
@Suite("Differential strategies: userInfo", .comparedWithSwiftFoundation)
struct UserInfoDifferentialTests {
    static let info: [CodingUserInfoKey: any Sendable] = [UserInfoReader.factor: 3, CodingUserInfoKey(rawValue: "other")!: "x"]

    @Test("types read decoder.userInfo at every depth")
    func decoding() {
        let setup = DecodingSetup("userInfo") { $0.userInfo = Self.info }
        var expected = UserInfoReader(value: 6)
        expected.keysSeen = ["factor", "other"]
        DecodeCase.value("2", as: expected).check(setup)
        DecodeCase.value("[2]", as: [expected]).check(setup)
        DecodeCase.value(#"{"value":{"k":[2]}}"#, as: Box(["k": [expected]])).check(setup)
        var bare = UserInfoReader(value: -2)
        bare.keysSeen = []
        DecodeCase.value("2", as: bare).check(.standard)
    }

    @Test("types read encoder.userInfo at every depth", arguments: [EncodingSetup.standard, EncodingSetup("userInfo") { $0.userInfo = Self.info }])
    func encoding(setup: EncodingSetup) {
        Differential.expectSameEncoding(UserInfoReader(value: 2), setup: setup)
        Differential.expectSameEncoding([UserInfoReader(value: 2)], setup: setup)
        Differential.expectSameEncoding(Box(["k": [UserInfoReader(value: 2)]]), setup: setup)
    }

    @Test("userInfo reaches custom date and data strategies")
    func strategies() {
        let setup = DecodingSetup("userInfo and custom dates") {
            $0.userInfo = Self.info
            $0.dates = .custom { decoder in Date(timeIntervalSince1970: Double(decoder.userInfo[UserInfoReader.factor] as? Int ?? 0)) }
        }
        DecodeCase.value("[0]", as: [Date(timeIntervalSince1970: 3)]).check(setup)
    }

    @Test("assumesTopLevelDictionary is visible in userInfo as in Foundation")
    func topLevelDictionaryKey() {
        let setup = DecodingSetup("assumesTopLevelDictionary") {
            $0.userInfo = Self.info
            $0.topLevelDictionary = true
        }
        Differential.expectSameDecoding([String: UserInfoReader].self, from: #""a":2"#, setup: setup)
    }
}

// MARK: - JSON5 and assumesTopLevelDictionary

/// JSON5 and brace-less top-level objects that both readers accept read alike.
@Suite("Differential strategies: JSON5 and top-level dictionaries", .comparedWithSwiftFoundation)
struct JSON5DifferentialTests {
    static let accepted: [DecodeCase] = [
        .value("// c\n[1, /* x */ 2,]", as: [1, 2]),
        .value("/* a */ 1 // b", as: 1),
        .value("[1,\r\n// x\r\n2]", as: [1, 2]),
        .value("{a: 1, _b: 2, $c: 3, d1: 4, A: 5,}", as: ["a": 1, "_b": 2, "$c": 3, "d1": 4, "A": 5]),
        .value("{a :1}", as: ["a": 1]),
        .value("{ñ: 1, αβγ: 2, 中文: 3, Ǆ: 4, ⅷ: 5}", as: ["ñ": 1, "αβγ": 2, "中文": 3, "Ǆ": 4, "ⅷ": 5]),
        .value("{true: 1, null: 2, Infinity: 3, NaN: 4}", as: ["true": 1, "null": 2, "Infinity": 3, "NaN": 4]),
        .value(#"{'a': 'it\'s', "b": "\'", 'c': 'say "hi"'}"#, as: ["a": "it's", "b": "'", "c": "say \"hi\""]),
        .value(#"["\x41\xe9\x4b"]"#, as: ["AéK"]),
        .value("[0x10, 0XfF, -0x1, +0x2]", as: [16, 255, -1, 2]),
        .value("0xFFFFFFFFFFFFFFFF", as: UInt64.max),
        .value("-0x80", as: Int8.min),
        .value("0x10", as: Decimal(16)),
        .value("0x1000001", as: 16_777_217.0),
        .value("[.5, -.5, +.5, 5., -5., .5e1, 5.e1]", as: [0.5, -0.5, 0.5, 5, -5, 5, 50]),
        .value("5.", as: 5),
        .value("[+1, +1.5, +1e2]", as: [1, 1.5, 100.0]),
        .value("12345678901234567890", as: 12_345_678_901_234_567_168.0),
        .value(
            "[Infinity, -Infinity, +Infinity, NaN, -NaN, +NaN]", as: [Double.infinity, -.infinity, .infinity, .nan, -.nan, .nan], equal: sameFloats),
        .value("[Infinity, -Infinity, NaN]", as: [Float.infinity, -.infinity, .nan], equal: sameFloats),
        .value("NaN", as: Decimal.nan, equal: sameDecimal),
        .value("\u{0B}[1]\u{0C}", as: [1]),
        .value("'\u{2028}'", as: "\u{2028}"),
        .value(#"{"a":{b:[{'c':null,}],},}"#, as: Tree.object(["a": .object(["b": .array([.object(["c": .null])])])])),
        .value(#"{"a_b":1, c_d: 2}"#, as: KeysSeen(keys: ["aB", "cD"], values: ["aB": .int(1), "cD": .int(2)])).snakeCase(),
        .failure("0x80", Int8.self, .dataCorrupted, path: []),
        .failure("0x1000001", Float.self, .dataCorrupted, path: []),
        .failure(".5", Int.self, .dataCorrupted, path: []),
        .failure("Infinity", Int.self, .dataCorrupted, path: []),
        .failure("NaN", UInt8.self, .dataCorrupted, path: []),
        .failure("Infinity", String.self, .typeMismatch, path: []),
        .failure("[1 /* a /* b */ */]", [Int].self, .dataCorrupted, path: []),
        .failure("/* unterminated", Int.self, .dataCorrupted, path: []),
        .failure("// only a comment", Int.self, .dataCorrupted, path: []),
        .failure("[1/**/2]", [Int].self, .dataCorrupted, path: []),
        .failure("{1a: 1}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{a-b: 1}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{a.b: 1}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{😀: 1}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{a b: 1}", [String: Int].self, .dataCorrupted, path: []),
        .failure("# c\n1", Int.self, .dataCorrupted, path: []),
        .failure("abc", String.self, .dataCorrupted, path: []),
        .failure("[1,,]", [Int].self, .dataCorrupted, path: []),
        .failure("{a:1,,}", [String: Int].self, .dataCorrupted, path: []),
        .failure("0x", Int.self, .dataCorrupted, path: []),
        .failure("0x1.8", Double.self, .dataCorrupted, path: []),
        .failure("01", Int.self, .dataCorrupted, path: []),
        .failure("1e", Double.self, .dataCorrupted, path: []),
        .failure("1e400", Double.self, .dataCorrupted, path: []),
        .failure(".", Double.self, .dataCorrupted, path: []),
        .failure("-.e1", Double.self, .dataCorrupted, path: []),
        .failure("infinity", Double.self, .dataCorrupted, path: []),
        .failure("Infinityx", Double.self, .dataCorrupted, path: []),
        .failure(#""\1""#, String.self, .dataCorrupted, path: []),
        .failure(#""\xZZ""#, String.self, .dataCorrupted, path: []),
        .failure(#""\x4""#, String.self, .dataCorrupted, path: []),
        .failure(#""\ud800""#, String.self, .dataCorrupted, path: []),
        .failure("'a\nb'", String.self, .dataCorrupted, path: []),
        .failure("''", Int.self, .typeMismatch, path: []),
        .failure("{a:1}", [Int].self, .typeMismatch, path: []),
        .failure("", Int.self, .dataCorrupted, path: []),
    ]

    @Test("JSON5 documents both decoders read alike", arguments: accepted)
    func json5(_ row: DecodeCase) {
        row.check(.json5)
    }

    static let topLevel = DecodingSetup("assumesTopLevelDictionary") { $0.topLevelDictionary = true }
    static let topLevel5 = DecodingSetup("assumesTopLevelDictionary, JSON5") {
        $0.topLevelDictionary = true
        $0.json5 = true
    }

    static let strictTopLevel: [DecodeCase] = [
        .value(#""a":1, "b":2"#, as: ["a": 1, "b": 2]),
        .value(#"  "a" : [1, {"b": null}]  "#, as: Tree.object(["a": .array([.int(1), .object(["b": .null])])])),
        .value("", as: [String: Int]()),
        .value("  \n", as: [String: Int]()),
        .value(#"{"a":1}"#, as: ["a": 1]),
        .value(#""value": 3"#, as: Box(3)),
        .value(#""a":1,"a":2"#, as: ["a": 1]),
        .failure("[1]", [String: Int].self, .dataCorrupted, path: []),
        .failure("1", [String: Int].self, .dataCorrupted, path: []),
        .failure(#""a":1}"#, [String: Int].self, .dataCorrupted, path: []),
        // Text that ends in a bracket is read by the reader's unchecked machine first.
        .failure(#""a":{"b":1}}"#, [String: [String: Int]].self, .dataCorrupted, path: []),
        .failure(#""a":[1]]"#, [String: [Int]].self, .dataCorrupted, path: []),
        .failure(#""a" 1"#, [String: Int].self, .dataCorrupted, path: []),
        .failure(#""a":1 "b":2"#, [String: Int].self, .dataCorrupted, path: []),
        .failure(#"a:1"#, [String: Int].self, .dataCorrupted, path: []),
        .failure(#""value": "x""#, Box<Int>.self, .typeMismatch, path: ["value"]),
        .failure(#""other": 1"#, Box<Int>.self, .keyNotFound, path: []),
    ]

    @Test("assumesTopLevelDictionary in strict mode", arguments: strictTopLevel)
    func strictTopLevelDictionary(_ row: DecodeCase) {
        row.check(Self.topLevel)
    }

    static let json5TopLevel: [DecodeCase] = [
        .value("a:1, b:2,", as: ["a": 1, "b": 2]),
        .value("{a:1}", as: ["a": 1]),
        .value("", as: [String: Int]()),
        .value("// hi\na:1", as: ["a": 1]),
        .value("'a':0x10, \"b\":+.5e1", as: ["a": 16.0, "b": 5]),
        .value("value: Infinity", as: Box(Double.infinity)),
        .failure("a:1\nb:2", [String: Int].self, .dataCorrupted, path: []),
        .failure("a:1,,", [String: Int].self, .dataCorrupted, path: []),
        .failure("[1]", [String: Int].self, .dataCorrupted, path: []),
    ]

    @Test("assumesTopLevelDictionary with JSON5", arguments: json5TopLevel)
    func json5TopLevelDictionary(_ row: DecodeCase) {
        row.check(Self.topLevel5)
    }
}

extension DecodeCase {
    /// This row under JSON5 with convertFromSnakeCase, whatever configuration the test passes.
    func snakeCase() -> DecodeCase {
        DecodeCase(testDescription: testDescription + " (convertFromSnakeCase)") { _ in
            self.check(
                DecodingSetup("JSON5, convertFromSnakeCase") {
                    $0.json5 = true
                    $0.keys = .convertFromSnakeCase
                })
        }
    }
}
