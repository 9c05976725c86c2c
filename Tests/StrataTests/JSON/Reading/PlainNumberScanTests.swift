import Foundation
import Testing

@testable import Strata

/// The reader scans a number of the plain shape (up to fifteen integer and fifteen
/// fraction digits, no exponent) without a loop, with unchecked reads where 40 bytes of
/// input follow it and with each read checked nearer the end; every other number, or
/// one whose words would reach past the end, the general way (`JSONParser.scanNumber()`).
/// These tests read each number far from the end and at it, and expect the same node,
/// or the same error, each way.
@Suite("Plain number scan")
struct PlainNumberScanTests {
    /// Numbers at the edges of the plain shape, and the shapes next to it, valid or not.
    static let numbers = [
        // Integer digits: 1, 7, 8, 9, 15 and 16 (one word, two words, past two).
        "0", "7", "-7", "1234567", "12345678", "123456789", "123456789012345", "1234567890123456",
        "-123456789012345", "-1234567890123456", "505874924095815700", "18446744073709551616",
        // Fraction digits: 1, 7, 8, 9, 15 and 16.
        "0.5", "-0.5", "1.2345678", "1.23456789", "1.234567891", "-65.613616999999977", "1.123456789012345",
        "1.1234567890123456", "123456789012345.123456789012345", "0.000000000000001",
        // Exponents, after integers and fractions, in both cases and with signs.
        "1e5", "1E5", "1e+5", "1e-5", "1.5e3", "-2.25E-308", "12345678e2", "1.23456789e1",
        // Malformed: a lone minus, leading zeros, empty parts.
        "-", "-x", "01", "-01", "00", "0123456789", "1.", "1.x", "-.5", ".5", "1e", "1e+", "1.5e", "1.e5",
        // A second point or a letter after the digits end the number where they stand.
        "1.2.3", "12a", "1.5x",
    ]

    @Test("a number far from the end reads as it does at the end", arguments: numbers)
    func farFromTheEndMatchesTheEnd(number: String) throws {
        // Far: 48 bytes follow the number. Near: `,0]`. Last: `]`, the text's last byte.
        let far = "[\(number)," + String(repeating: " ", count: 48) + "0]"
        let near = "[\(number),0]"
        let last = "[\(number)]"
        switch (Self.read(far), Self.read(near), Self.read(last)) {
        case (.success(var farNode), .success(var nearNode), .success(var lastNode)):
            // Only the plain scan marks what it read, and only plain shapes; far from the
            // end it reads every one.
            #expect((farNode.flags & NodeFlags.numberIsPlainDecimal != 0) == Self.hasPlainShape(number))
            for node in [nearNode, lastNode] where node.flags & NodeFlags.numberIsPlainDecimal != 0 {
                #expect(Self.hasPlainShape(number))
            }
            farNode.flags &= ~NodeFlags.numberIsPlainDecimal
            nearNode.flags &= ~NodeFlags.numberIsPlainDecimal
            lastNode.flags &= ~NodeFlags.numberIsPlainDecimal
            #expect(farNode == nearNode && nearNode == lastNode)
            #expect(farNode.text == number)
        case (.failure(let farError), .failure(let nearError), .failure(let lastError)):
            #expect(farError.reason == nearError.reason)
            #expect(farError.byteOffset == nearError.byteOffset)
            #expect(farError.byteOffset == lastError.byteOffset)
        case (let farResult, let nearResult, let lastResult):
            Issue.record("far from the end: \(farResult); near: \(nearResult); last: \(lastResult)")
        }
    }

    @Test(
        "a plain number near the end is read by the plain scan when its words fit",
        arguments: [
            ("[1.5,0]", false, 1.5), ("[-65.613617,        0]", true, -65.613617), ("[1234567]", true, 1_234_567),
            ("[12345678]", false, 12_345_678), ("{\"id\": 138052\n    }", true, 138_052), ("[1.123456789012345]", true, 1.123456789012345),
        ])
    func plainNearTheEnd(text: String, isPlain: Bool, value: Double) throws {
        let document = try JSONDocument(parsing: Array(text.utf8))
        let isObject = text.hasPrefix("{")
        // The number is the array's first element, or the object's first value.
        let node = isObject ? 2 * JSONTape.nodeWidth : JSONTape.nodeWidth
        #expect((document.storage.nodeFlags(node) & NodeFlags.numberIsPlainDecimal != 0) == isPlain)
        #expect((isObject ? document.root["id"]?.double : document.root[0]?.double) == value)
        if !isObject {
            // The bulk [Double] conversion reads the same words again.
            #expect(try StrataJSONDecoder().decode([Double].self, from: Data(text.utf8)).first == value)
        }
    }

    @Test(
        "plain numbers keep their text, integer flag and value",
        arguments: [
            ("-65.613616999999977", false, -65.613616999999977),
            ("123456789012345", true, 123456789012345),
            ("123456789012345.123456789012345", false, 123456789012345.123456789012345),
            ("7", true, 7),
            ("0.5", false, 0.5),
        ])
    func plainNumbersKeepTheirMeaning(number: String, isInteger: Bool, value: Double) throws {
        let text = "[\(number)," + String(repeating: " ", count: 48) + "0]"
        let document = try JSONDocument(parsing: Array(text.utf8))
        let node = try #require(document.root[0])
        #expect(node.numberText == number)
        #expect(node.double == value)
        #expect((document.storage.nodeFlags(JSONTape.nodeWidth) & NodeFlags.numberIsInteger != 0) == isInteger)
    }

    /// A `[Int]` converts the integers the plain scan read a word at a time
    /// (`PlainDecimal.integer`), the others digit by digit. Every digit count from 1 to
    /// 19, signed or not, far from the end of the text and at it, must decode to its
    /// value.
    @Test("integers of every length decode in an [Int] as Int(_:) reads them", arguments: 1...19)
    func integerArrays(digits: Int) throws {
        let magnitudes = ["1234567890123456789", "9000000000000000001", "1000000000000000000", "9999999999999999999"].map {
            String($0.prefix(digits))
        }
        let integers = magnitudes.flatMap { [$0, "-" + $0] }.filter { Int($0) != nil } + ["0", "-0"]
        let expected = integers.compactMap { Int($0) }
        for separator in [",", ", "] {
            let text = "[" + integers.joined(separator: separator) + "]"
            #expect(try StrataJSONDecoder().decode([Int].self, from: Data(text.utf8)) == expected, "\(text)")
            // The same integers far from the end, where every one is read by the plain scan.
            let padded = "[" + text + "," + "[" + String(repeating: "0,", count: 24) + "0]]"
            let decoded = try StrataJSONDecoder().decode(PaddedIntegers.self, from: Data(padded.utf8))
            #expect(decoded.integers == expected, "\(padded)")
        }
    }

    /// An `[Int]` followed by padding, so that each of its elements lies far from the end.
    struct PaddedIntegers: Decodable {
        var integers: [Int]

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            integers = try container.decode([Int].self)
            _ = try container.decode([Int].self)
        }
    }

    /// Whether `number` has the plain scan's shape: an optional minus, 1 to 15 integer
    /// digits, and optionally a point and 1 to 15 fraction digits.
    static func hasPlainShape(_ number: String) -> Bool {
        let unsigned = number.hasPrefix("-") ? number.dropFirst() : Substring(number)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count <= 2 && parts.allSatisfy { (1...15).contains($0.count) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// The first element's kind, flags and text, or the reading error.
    struct NumberNode: Equatable {
        var kind: JSONKind
        var flags: UInt8
        var text: String?
    }

    static func read(_ text: String) -> Result<NumberNode, JSONReadingError> {
        do {
            let document = try JSONDocument(parsing: Array(text.utf8))
            guard let node = document.root[0] else {
                return .failure(JSONReadingError(reason: .emptyInput, byteOffset: 0, line: 0, column: 0))
            }
            return .success(NumberNode(kind: node.kind, flags: document.storage.nodeFlags(JSONTape.nodeWidth), text: node.numberText))
        } catch let error as JSONReadingError {
            return .failure(error)
        } catch {
            Issue.record("unexpected error \(error)")
            return .failure(JSONReadingError(reason: .emptyInput, byteOffset: -1, line: 0, column: 0))
        }
    }
}
