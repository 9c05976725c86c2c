import Foundation
import Strata
import Testing

// The deliberate differences from Foundation: for each, Foundation's behaviour as observed
// and Strata's documented behaviour, so that neither changes unnoticed.

/// Decodes only the first element of an array.
struct FirstElement: Decodable, Equatable, Sendable {
    var first: Int

    init(first: Int) { self.first = first }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        first = try container.decode(Int.self)
    }
}

/// Encodes `first`, then `second`, into one single-value container.
struct SingleValueTwice: Encodable, Sendable {
    var first: Int
    var second: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(first)
        try container.encode(second)
    }
}

/// Properties declared in an order that is neither sorted nor reversed.
struct DeclarationOrder: Codable, Equatable, Sendable {
    var z = 1
    var a = 2
    var m = 3
    var b = [4]
    var y = ["q": 5]
}

/// Each deliberate difference: Foundation's observed behaviour and Strata's documented one.
@Suite("Known differences from Foundation", .comparedWithSwiftFoundation)
struct KnownDifferenceTests {
    static func decode<T: Decodable>(
        _ type: T.Type, _ input: Data, _ setup: DecodingSetup = .standard
    ) -> (foundation: Outcome<T>, strata: Outcome<T>) {
        Differential.decode(type, from: input, setup: setup)
    }

    static func expectLocated(_ error: ErrorShape?, sourceLocation: SourceLocation = #_sourceLocation) {
        let message = error?.message ?? ""
        #expect(message.contains("line ") && message.contains("column "), "\(message)", sourceLocation: sourceLocation)
    }

    @Test("Strata rejects a trailing comma that Foundation accepts", arguments: ["[1,]", #"{"value":1,}"#, "[[1,],[2]]", #"{"value":[{},]}"#])
    func trailingComma(json: String) {
        let (foundation, strata) = Self.decode(Tree.self, Data(json.utf8))
        #expect(foundation.value != nil, "\(foundation)")
        #expect(strata.error?.kind == .dataCorrupted, "\(strata)")
        #expect(strata.error?.paths == [])
        Self.expectLocated(strata.error)
    }

    @Test("Strata rejects a trailing comma after a top-level dictionary without braces")
    func trailingCommaWithoutBraces() {
        let setup = DecodingSetup("assumesTopLevelDictionary") { $0.topLevelDictionary = true }
        let (foundation, strata) = Self.decode([String: Int].self, Data(#""a":1,"#.utf8), setup)
        #expect(foundation.value == ["a": 1], "\(foundation)")
        #expect(strata.error?.kind == .dataCorrupted, "\(strata)")
    }

    @Test(
        "Strata validates values Foundation is not asked to decode",
        arguments: [
            #"{"value":1,"b":01}"#, #"{"value":1,"b":1.2.3}"#, #"{"value":1,"b":1-2}"#, #"{"value":1,"b":-}"#, #"{"value":1,"b":1e}"#,
            #"{"value":1,"b":"\x"}"#, #"{"value":1,"b":"\uZZZZ"}"#, #"{"value":1,"b":"\ud800"}"#, "{\"value\":1,\"b\":\"\u{1}\"}",
        ])
    func wholeDocumentValidation(json: String) {
        let (foundation, strata) = Self.decode(Box<Int>.self, Data(json.utf8))
        #expect(foundation.value == Box(1), "\(foundation)")
        #expect(strata.error?.kind == .dataCorrupted, "\(strata)")
        #expect(strata.error?.paths == [])
        Self.expectLocated(strata.error)
    }

    @Test("Strata validates the UTF-8 of values Foundation does not decode, and the elements it skips")
    func wholeDocumentValidationBytes() {
        let invalidUTF8 = Data(#"{"value":1,"b":""#.utf8) + Data([0xFF]) + Data(#""}"#.utf8)
        let (foundation, strata) = Self.decode(Box<Int>.self, invalidUTF8)
        #expect(foundation.value == Box(1), "\(foundation)")
        #expect(strata.error?.kind == .dataCorrupted, "\(strata)")
        let (firstFoundation, firstStrata) = Self.decode(FirstElement.self, Data(#"[1, 01, "\x"]"#.utf8))
        #expect(firstFoundation.value == FirstElement(first: 1), "\(firstFoundation)")
        #expect(firstStrata.error?.kind == .dataCorrupted, "\(firstStrata)")
    }

    @Test(
        "Strata accepts zeros with an exponent that Foundation rejects",
        arguments: ["[0e1]", "[0e5]", "[0E1]", "[0e9]", "[1,0e1]", "[0.00e1]", "[-0.0e1]", "[-0.00e1]", "[0.000e1]", "[0.00e+1]"])
    func zeroWithExponent(json: String) {
        let (foundation, strata) = Self.decode([Double].self, Data(json.utf8))
        #expect(foundation.error?.kind == .dataCorrupted, "\(foundation)")
        #expect(strata.value?.last == 0, "\(strata)")
    }

    /// A number the type cannot hold, and the path of that number.
    struct NumberRow: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var path: [String]
        var errors: @Sendable () -> (foundation: ErrorShape?, strata: ErrorShape?)

        init<T: Decodable & Sendable>(_ json: String, _ type: T.Type, _ path: [String]) {
            testDescription = "\(T.self) ← \(json)"
            self.path = path
            errors = {
                let (foundation, strata) = Differential.decode(T.self, from: Data(json.utf8), setup: .standard)
                return (foundation.error, strata.error)
            }
        }
    }

    static let numberRows: [NumberRow] = [
        NumberRow(#"{"value":128}"#, Box<Int8>.self, ["value"]),
        NumberRow("[1,2,1.5]", [Int].self, ["Index 2"]),
        NumberRow(#"{"value":1e400}"#, Box<Double>.self, ["value"]),
        NumberRow("[256]", [UInt8].self, ["Index 0"]),
        NumberRow(#"{"a":{"b":[-1]}}"#, [String: [String: [UInt]]].self, ["a", "b", "Index 0"]),
        NumberRow(#"{"value":[3.5e38]}"#, Box<[Float]>.self, ["value", "Index 0"]),
        NumberRow(#"{"value":{"value":1e-2}}"#, Box<Box<Int64>>.self, ["value", "value"]),
        NumberRow(#"{"name":"O","age":4.5}"#, Person.self, ["age"]),
        NumberRow(#"{"value":1e128}"#, Box<Decimal>.self, ["value"]),
        NumberRow(#"{"value":[1,2,340282366920938463463374607431768211456]}"#, Box<[UInt128]>.self, ["value", "Index 2"]),
        NumberRow("[1e-400, 1, 2]", [Double].self, ["Index 0"]),
        NumberRow("[1, 2, 1e-400, 3]", [Double].self, ["Index 2"]),
        NumberRow("[1, 0, 2, 1e400]", [Double].self, ["Index 3"]),
        NumberRow("[[1.5], [2, 1e400]]", [[Double]].self, ["Index 1", "Index 1"]),
        NumberRow("[[[1.5]], [[2], [3, -1e999]]]", [[[Double]]].self, ["Index 1", "Index 1", "Index 1"]),
    ]

    @Test("Number range and format errors: Foundation's path is [], Strata's is the value's", arguments: numberRows)
    func numberErrorPaths(_ row: NumberRow) {
        let (foundation, strata) = row.errors()
        #expect(foundation?.kind == .dataCorrupted && foundation?.paths == [], "\(String(describing: foundation))")
        #expect(strata?.kind == .dataCorrupted, "\(String(describing: strata))")
        #expect(strata?.paths == row.path, "\(String(describing: strata))")
        Self.expectLocated(strata)
    }

    /// An order whose date does not parse, as the issue that changed this reported it.
    struct Order: Codable, Sendable {
        var id: Int
        var placedAt: Date
    }

    /// An ISO 8601 date that does not parse, Foundation's path for it and Strata's.
    struct DateRow: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var foundationPath: [String]
        var strataPath: [String]
        var location: String
        var errors: @Sendable () -> (foundation: ErrorShape?, strata: ErrorShape?)

        init<T: Decodable & Sendable>(_ json: String, _ type: T.Type, foundation: [String], strata: [String], at location: String) {
            testDescription = "\(T.self) ← \(json)"
            foundationPath = foundation
            strataPath = strata
            self.location = location
            errors = {
                let setup = DecodingSetup("iso8601") { $0.dates = .iso8601 }
                let (foundation, strata) = Differential.decode(T.self, from: Data(json.utf8), setup: setup)
                return (foundation.error, strata.error)
            }
        }
    }

    static let dateRows: [DateRow] = [
        DateRow(#"{"id": 1, "placedAt": "yesterday"}"#, Order.self, foundation: [], strata: ["placedAt"], at: #"at "placedAt" (line 1, column 23)"#),
        DateRow(
            #"[{"id": 1, "placedAt": "2024-05-01T10:00:00Z"}, {"id": 2, "placedAt": "soon"}]"#, [Order].self, foundation: ["Index 1"],
            strata: ["Index 1", "placedAt"], at: #"at "1.placedAt" (line 1, column 71)"#),
        DateRow(#"["bad"]"#, [Date].self, foundation: [], strata: ["Index 0"], at: #"at "0" (line 1, column 2)"#),
        DateRow(#"{"a": {"b": "bad"}}"#, [String: [String: Date]].self, foundation: ["a"], strata: ["a", "b"], at: #"at "a.b" (line 1, column 13)"#),
        DateRow(#""bad""#, Date.self, foundation: [], strata: [], at: "at the top level (line 1, column 1)"),
    ]

    @Test("An ISO 8601 date that does not parse: Foundation's path is its container's, Strata's the date's", arguments: dateRows)
    func iso8601DateErrorPaths(_ row: DateRow) throws {
        let (foundation, strata) = row.errors()
        #expect(foundation?.kind == .dataCorrupted && foundation?.paths == row.foundationPath, "\(String(describing: foundation))")
        #expect(strata?.kind == .dataCorrupted && strata?.paths == row.strataPath, "\(String(describing: strata))")
        let message = try #require(strata?.message)
        #expect(message.hasPrefix("Expected date string to be ISO8601-formatted: found the string "), "\(message)")
        #expect(message.hasSuffix(row.location + "."), "\(message)")
    }

    @Test("Number errors under other strategies also carry the value's path in Strata")
    func numberErrorPathsUnderStrategies() {
        let bytes = DecodingSetup("deferredToData") { $0.data = .deferredToData }
        let (foundation, strata) = Self.decode(Box<Data>.self, Data(#"{"value":[1,256]}"#.utf8), bytes)
        #expect(foundation.error?.kind == .dataCorrupted && foundation.error?.paths == [], "\(foundation)")
        #expect(strata.error?.kind == .dataCorrupted && strata.error?.paths == ["value", "Index 1"], "\(strata)")
        let (foundation5, strata5) = Self.decode([Int].self, Data("[1, Infinity]".utf8), .json5)
        #expect(foundation5.error?.kind == .dataCorrupted && foundation5.error?.paths == [], "\(foundation5)")
        #expect(strata5.error?.kind == .dataCorrupted && strata5.error?.paths == ["Index 1"], "\(strata5)")
    }

    @Test(
        "Strata rejects integers Foundation reads lossily from non-integral text",
        arguments: [
            ("1.000000000000000000001", Int64(1)), ("0.99999999999999999", 1), ("9007199254740993.9", 9_007_199_254_740_993),
            ("-9007199254740993.7", -9_007_199_254_740_993),
        ])
    func lossyIntegers(json: String, foundationValue: Int64) {
        let (foundation, strata) = Self.decode(Int64.self, Data(json.utf8))
        #expect(foundation.value == foundationValue, "\(foundation)")
        #expect(strata.error?.kind == .dataCorrupted && strata.error?.paths == [], "\(strata)")
        Self.expectLocated(strata.error)
    }

    @Test("Strata writes keys in encoding order without .sortedKeys")
    func encodingOrder() throws {
        let value = DeclarationOrder()
        let strata = try StrataJSONEncoder().encode(value)
        #expect(String(decoding: strata, as: UTF8.self) == #"{"z":1,"a":2,"m":3,"b":[4],"y":{"q":5}}"#)
        let foundation = try JSONEncoder().encode(value)
        #expect(try JSONValue(parsing: foundation) == JSONValue(parsing: strata))
        let pretty = StrataJSONEncoder()
        pretty.outputFormatting = .prettyPrinted
        #expect(String(decoding: try pretty.encode(KeyWriter("b", "a", "c")), as: UTF8.self) == "{\n  \"b\" : 1,\n  \"a\" : 2,\n  \"c\" : 3\n}")
    }

    @Test("Strata's allKeys follows the document's order")
    func allKeysOrder() throws {
        struct OrderedKeys: Decodable {
            var keys: [String]
            init(from decoder: any Decoder) throws {
                keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
            }
        }
        let json = Data(#"{"k2":1,"k3":2,"k1":3,"k5":4,"k4":5,"k6":6,"k2":7}"#.utf8)
        #expect(try StrataJSONDecoder().decode(OrderedKeys.self, from: json).keys == ["k2", "k3", "k1", "k5", "k4", "k6"])
        #expect(try Set(JSONDecoder().decode(OrderedKeys.self, from: json).keys) == ["k1", "k2", "k3", "k4", "k5", "k6"])
    }

    @Test("Strata throws for Decimal.nan, which Foundation writes as the invalid JSON NaN")
    func decimalNaN() {
        for (value, path) in [(Box(Decimal.nan), ["value"])] {
            let (foundation, strata) = Differential.encode(value, setup: .standard)
            #expect(foundation.value == Data(#"{"value":NaN}"#.utf8), "\(foundation)")
            #expect(strata.error?.kind == .invalidValue && strata.error?.paths == path, "\(strata)")
        }
        let (foundation, strata) = Differential.encode(Decimal.nan, setup: .standard)
        #expect(foundation.value == Data("NaN".utf8), "\(foundation)")
        #expect(strata.error?.kind == .invalidValue && strata.error?.paths == [], "\(strata)")
    }

    @Test("Strata keeps the last value encoded into a single-value container (Foundation traps)")
    func singleValueTwice() throws {
        // Foundation's JSONEncoder stops the process here, so only Strata runs.
        #expect(String(decoding: try StrataJSONEncoder().encode(SingleValueTwice(first: 1, second: 2)), as: UTF8.self) == "2")
        #expect(String(decoding: try StrataJSONEncoder().encode(["value": SingleValueTwice(first: 1, second: 2)]), as: UTF8.self) == #"{"value":2}"#)
    }

    @Test("Strata rejects JSON5 Infinity into Decimal, which Foundation reads as NaN", arguments: ["Infinity", "-Infinity", "+Infinity"])
    func json5InfinityIntoDecimal(json: String) {
        let (foundation, strata) = Self.decode(Decimal.self, Data(json.utf8), .json5)
        #expect(foundation.value?.isNaN == true, "\(foundation)")
        #expect(strata.error?.kind == .dataCorrupted && strata.error?.paths == [], "\(strata)")
    }

    @Test("Strata accepts the JSON5 escapes \\v and \\0, which Foundation rejects", arguments: [(#""a\vb""#, "a\u{0B}b"), (#""a\0b""#, "a\u{0}b")])
    func json5Escapes(json: String, expected: String) {
        let (foundation, strata) = Self.decode(String.self, Data(json.utf8), .json5)
        #expect(foundation.error?.kind == .dataCorrupted, "\(foundation)")
        #expect(strata.value == expected, "\(strata)")
    }

    @Test("Strata's JSON5 line continuation adds no line break; Foundation keeps it", arguments: [("\"a\\\nb\"", "ab"), ("'a\\\r\nb'", "ab")])
    func json5LineContinuation(json: String, expected: String) {
        let (foundation, strata) = Self.decode(String.self, Data(json.utf8), .json5)
        #expect(foundation.value != nil && foundation.value != expected, "\(foundation)")
        #expect(strata.value == expected, "\(strata)")
    }

    @Test("Strata decodes \\u escapes in JSON5 unquoted keys; Foundation keeps them as text")
    func json5UnquotedKeyEscapes() {
        let (foundation, strata) = Self.decode([String: Int].self, Data(#"{\u0061bc:7}"#.utf8), .json5)
        #expect(foundation.value == [#"\u0061bc"#: 7], "\(foundation)")
        #expect(strata.value == ["abc": 7], "\(strata)")
    }

    @Test(
        "Strata's JSON5 whitespace is Unicode's space separators; Foundation's is a lone 0xA0 byte",
        arguments: [
            "\u{A0}", "\u{3000}", "\u{2003}", "\u{1680}",
        ])
    func json5Whitespace(space: String) {
        let (foundation, strata) = Self.decode([Int].self, Data("[1,\(space)2]".utf8), .json5)
        #expect(foundation.error?.kind == .dataCorrupted, "\(foundation)")
        #expect(strata.value == [1, 2], "\(strata)")
        let (loneFoundation, loneStrata) = Self.decode([Int].self, Data([0x5B, 0x31, 0xA0, 0x5D]), .json5)
        #expect(loneFoundation.value == [1], "\(loneFoundation)")
        #expect(loneStrata.error?.kind == .dataCorrupted, "\(loneStrata)")
    }

    @Test("Strata reads a UTF-32LE byte order mark, which Foundation takes for UTF-16LE")
    func utf32LittleEndianBOM() {
        var bytes: [UInt8] = [0xFF, 0xFE, 0, 0]
        for scalar in #"["é😀"]"#.unicodeScalars {
            let v = scalar.value
            bytes += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
        }
        let (foundation, strata) = Self.decode([String].self, Data(bytes))
        #expect(foundation.error?.kind == .dataCorrupted, "\(foundation)")
        #expect(strata.value == ["é😀"], "\(strata)")
    }

    @Test(
        "Strata reads whole numbers at the 64-bit bounds exactly; Foundation rounds them through Double",
        arguments: [
            ("9223372036854775807.0", Int64.max), ("9.223372036854775807e18", Int64.max), ("-9.223372036854775808e18", Int64.min),
        ])
    func spelledBoundsSigned(json: String, expected: Int64) {
        let (foundation, strata) = Self.decode(Int64.self, Data(json.utf8))
        #expect(foundation.error?.kind == .dataCorrupted, "\(foundation)")
        #expect(strata.value == expected, "\(strata)")
    }

    @Test("Strata reads UInt64.max written with an exponent exactly; Foundation rounds it through Double")
    func spelledBoundsUnsigned() {
        let (foundation, strata) = Self.decode(UInt64.self, Data("1.8446744073709551615e19".utf8))
        #expect(foundation.error?.kind == .dataCorrupted, "\(foundation)")
        #expect(strata.value == UInt64.max, "\(strata)")
    }

    @Test(
        "An encoding error inside a synthesized enum case: Strata's path names the case, Foundation's drops it",
        arguments: [
            (Shape.circle(radius: .infinity), ["circle", "radius"], ["radius"]),
            (Shape.rect(width: 1, height: -.infinity), ["rect", "height"], ["height"]),
            (
                Shape.group(shapes: [.point, .circle(radius: .nan)], name: nil), ["group", "shapes", "Index 1", "circle", "radius"],
                ["shapes", "Index 1", "radius"]
            ),
        ])
    func enumCasePath(value: Shape, strataPath: [String], foundationPath: [String]) {
        let (foundation, strata) = Differential.encode(value, setup: .standard)
        #expect(foundation.error?.kind == .invalidValue && foundation.error?.paths == foundationPath, "\(foundation)")
        #expect(strata.error?.kind == .invalidValue && strata.error?.paths == strataPath, "\(strata)")
    }

    @Test("A custom key strategy sees the enum case's key in the coding path in Strata, not in Foundation")
    func enumCasePathInKeyStrategy() throws {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.keyEncodingStrategy = .custom { path in AnyKey(stringValue: path.map(\.stringValue).joined(separator: "/")) }
        let foundationEncoder = JSONEncoder()
        foundationEncoder.outputFormatting = .sortedKeys
        foundationEncoder.keyEncodingStrategy = encoder.keyEncodingStrategy
        let value = Shape.group(shapes: [.circle(radius: 2)], name: nil)
        let strata = try JSONValue(parsing: encoder.encode(value))
        let foundation = try JSONValue(parsing: foundationEncoder.encode(value))
        #expect(strata == ["group": ["group/shapes": [["group/shapes/Index 0/circle": ["group/shapes/Index 0/circle/radius": 2]]]]])
        #expect(foundation == ["group": ["group/shapes": [["shapes/Index 0/circle": ["shapes/Index 0/circle/radius": 2]]]]])
    }

    @Test(
        "Strata accepts JSON5 identity escapes such as \\a and \\%, which Foundation rejects",
        arguments: [(#""\a""#, "a"), (#""\%""#, "%"), (#""x\qy""#, "xqy")])
    func json5IdentityEscapes(json: String, expected: String) {
        let (foundation, strata) = Self.decode(String.self, Data(json.utf8), .json5)
        #expect(foundation.error?.kind == .dataCorrupted, "\(foundation)")
        #expect(strata.value == expected, "\(strata)")
    }

    @Test(
        "Strata reads a top-level JSON5 number only up to the end of the Data (Foundation reads on and traps)",
        arguments: [
            ("12345678901234567890", "28 "), ("1.5", "25"), ("0x1F", "FF"),
        ])
    func json5NumberAtTheEndOfASlice(number: String, followingBytes: String) throws {
        // Foundation passes the number to strtod without a terminator; digits after the
        // slice extend it and its reader stops the process, so only Strata runs here.
        let slice = Data((number + followingBytes).utf8).prefix(number.utf8.count)
        let decoder = StrataJSONDecoder()
        decoder.allowsJSON5 = true
        let expected = try decoder.decode(Double.self, from: Data(number.utf8))
        #expect(try decoder.decode(Double.self, from: slice) == expected)
        #expect(try decoder.decode([Double].self, from: Data("[\(number)]".utf8)) == [expected])
    }
}
