import Foundation
import Testing

@testable import Strata

/// The writer's bytes must equal Foundation's `JSONEncoder` for the same value and
/// options. Foundation's unsorted key order varies from run to run, so byte
/// comparisons use `.sortedKeys` or values with at most one key per object.
@Suite("Writer")
struct WriterTests {
    static let optionSets: [JSONWritingOptions] = [
        [.sortedKeys], [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
        [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes],
    ]

    static let values: [JSONValue] = [
        .null, true, false, 0, -1, 42, .number(JSONNumber(Int64.min)), .number(JSONNumber(UInt64.max)),
        "", "plain", "a/b", "quote \" backslash \\ slash /",
        .string(String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) })),
        "\u{7f} é 中 😀 \u{2028}\u{2029} \u{feff}",
        [], [:], [[], [:], [[]]], ["k": [1, 2]], [[["x": 1]]],
        ["b": 1, "a": 2, "A": 3, "_": 4, "a10": 5, "a9": 6, "é": 7, "e\u{301}": 8, "": 9, "a/b": 10],
        ["nested": ["deeper": ["deepest": [1, "two", ["three": .null]]]]],
    ]

    static let doubles: [Double] = [
        .leastNonzeroMagnitude,
        0, -0.0, 1, 1.5, 0.1, 0.3, 1.0 / 3, 12_345_678.9, 0.0001, 9.999e-05, 1e-05, 1e-07, 1e15,
        9_007_199_254_740_992, 9_007_199_254_740_994, 9.5e15, 1e16, 123_456_789_012_345_680, 1e21, 1.5e300,
        .greatestFiniteMagnitude, -2.5e-10, 30_000_000_000, -65.613616999999977, 2.2250738585072014e-308,
    ]

    static let floats: [Float] = [0.1, 1e16, .greatestFiniteMagnitude, 16_777_216, 16_777_218, 3e7, 1e8, 11_000_000, 1e-05, -0.0, 1.5]

    private func foundation<Value: Encodable>(_ value: Value, _ options: JSONWritingOptions) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = JSONEncoder.OutputFormatting(rawValue: options.rawValue)
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("values are written byte for byte as JSONEncoder writes them", arguments: values, optionSets)
    func matchesFoundation(value: JSONValue, options: JSONWritingOptions) throws {
        #expect(try value.jsonString(options: options) == foundation(value, options))
    }

    @Test("doubles are spelled as JSONEncoder spells them", arguments: doubles)
    func doublesMatchFoundation(value: Double) throws {
        let array: JSONValue = [.number(JSONNumber(value))]
        #expect(try array.jsonString() == foundation([value], []))
    }

    @Test("floats are spelled as JSONEncoder spells them", arguments: floats)
    func floatsMatchFoundation(value: Float) throws {
        let array: JSONValue = [.number(JSONNumber(value))]
        #expect(try array.jsonString() == foundation([value], []))
    }

    /// Escapes are found eight bytes at a time and in the string's last word: a character
    /// to escape at every position of strings of every short length.
    static let escapeProbes: [String] = ["\"", "\\", "/", "\n", "\u{1}", "\u{1f}", "é", "\u{7f}"]

    @Test("a character to escape is found at every position", arguments: [JSONWritingOptions(), .withoutEscapingSlashes])
    func escapesAtEveryPosition(options: JSONWritingOptions) throws {
        var mismatches: [String] = []
        for length in 1...24 {
            for position in 0..<length {
                for probe in Self.escapeProbes {
                    var characters = Array(repeating: "a", count: length)
                    characters[position] = probe
                    let string = characters.joined()
                    let value = JSONValue.string(string)
                    if try value.jsonString(options: options) != foundation(string, options) { mismatches.append(string) }
                }
            }
        }
        #expect(mismatches.prefix(5) == [])
    }

    @Test("two characters to escape, in one word or in two, and the bytes between them", arguments: [JSONWritingOptions(), .withoutEscapingSlashes])
    func twoEscapes(options: JSONWritingOptions) throws {
        var mismatches: [String] = []
        for length in 2...20 {
            for first in 0..<length {
                for second in (first + 1)..<length {
                    var characters = Array(repeating: "a", count: length)
                    characters[first] = "/"
                    characters[second] = second.isMultiple(of: 2) ? "\u{1}" : "\""
                    let string = characters.joined()
                    if try JSONValue.string(string).jsonString(options: options) != foundation(string, options) { mismatches.append(string) }
                }
            }
        }
        #expect(mismatches.prefix(5) == [])
    }

    @Test("unsorted output keeps insertion order")
    func insertionOrder() throws {
        let value: JSONValue = ["zebra": 1, "apple": 2, "mango": ["y": 1, "x": 2]]
        #expect(try value.jsonString() == #"{"zebra":1,"apple":2,"mango":{"y":1,"x":2}}"#)
        #expect(try value.jsonString(options: .sortedKeys) == #"{"apple":2,"mango":{"x":2,"y":1},"zebra":1}"#)
    }

    @Test("pretty printing uses two spaces, ' : ' and Foundation's empty containers")
    func prettyPrinting() throws {
        let value: JSONValue = ["a": [], "b": [:], "c": [[], [1]]]
        let expected = "{\n  \"a\" : [\n\n  ],\n  \"b\" : {\n\n  },\n  \"c\" : [\n    [\n\n    ],\n    [\n      1\n    ]\n  ]\n}"
        #expect(try value.jsonString(options: .prettyPrinted) == expected)
    }

    @Test("numbers keep the text they were read with")
    func exactNumbers() throws {
        let text = "[1.50,-0,1E+2,123456789012345678901234567890.5,0.000001,1e-7]"
        #expect(try JSONValue(parsing: text).jsonString() == text)
    }

    /// Decimals written straight into the output (`appendDecimal`), around every place the
    /// point can fall: before the digits (with zeros between), inside them, after a long
    /// integer part, with trailing zeros, with up to 20 significant digits.
    static let decimalTexts = [
        "0.5", "-0.5", "0.0", "-0.0", "0.000", "1.0", "12.50", "-12.50", "0.007", "-0.007", "0.1234", "1.2345",
        "12345.6", "123456789.012345678", "9999999999999999.9", "0.00000000000000000001", "1844674407370955161.5",
        "18446744073709551615", "-18446744073709551615", "1.8446744073709551615", "0.18446744073709551615",
        "65.613616999999977", "-65.613616999999977", "0." + String(repeating: "0", count: 300) + "42",
    ]

    @Test("decimals read from text are written back as read, whatever their digits and point", arguments: decimalTexts)
    func decimalsWrittenAsRead(text: String) throws {
        let value = try JSONValue(parsing: "[\(text)]")
        #expect(try value.jsonString() == "[\(text)]")
        // The same digits as the number's own text, which makes a String.
        guard case .array(let elements) = value, case .number(let number) = elements.first else {
            Issue.record("\(text) did not read as one number")
            return
        }
        #expect(number.text == text)
    }

    @Test("infinite and NaN numbers cannot be written", arguments: [Double.infinity, -.infinity, .nan])
    func nonFinite(value: Double) {
        let array: JSONValue = ["x": [1, .number(JSONNumber(value))]]
        #expect(throws: JSONWritingError(path: ["x", "1"], value: value).self) { try array.jsonData() }
        #expect(array.description.contains(value.isNaN ? "NaN" : "Infinity"))
    }

    @Test(
        "a number that cannot be written stops the write at its path, in the order the keys are written",
        arguments: [([], ["x", "1"]), ([.sortedKeys], ["a", "y"]), ([.sortedKeys, .prettyPrinted], ["a", "y"])] as [(JSONWritingOptions, [String])])
    func nonFiniteInNestedObjects(options: JSONWritingOptions, path: [String]) {
        let value: JSONValue = [
            "b": 1, "x": [1, .number(JSONNumber(Double.nan))], "a": ["z": 1, "y": .number(JSONNumber(Double.infinity)), "w": 2],
        ]
        #expect(throws: JSONWritingError.self) { try value.jsonData(options: options) }
        do {
            _ = try value.jsonData(options: options)
        } catch let error as JSONWritingError {
            #expect(error.path == path)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("bytes, Data and String agree")
    func outputForms() throws {
        let value: JSONValue = ["a": [1, "b/c"]]
        let data = try value.jsonData()
        #expect(try value.jsonBytes() == Array(data))
        #expect(try value.jsonString() == String(decoding: data, as: UTF8.self))
        #expect(value.description == #"{"a":[1,"b\/c"]}"#)
    }
}
