import Foundation
import Testing

@testable import Strata

/// A number read into a `JSONValue` keeps its exact text, whichever route the reader
/// takes: the word-at-a-time one for plain decimals of up to 19 digits, or the general
/// one for longer numbers, exponents and JSON5.
@Suite("Numbers read into a JSONValue")
struct JSONNumberReadingTests {
    /// Plain decimals of every integer and fraction length the reader's plain scan
    /// takes (1 to 15 digits each), on both sides of the 19 digits an integer holds.
    static let plainTexts: [String] = {
        var texts = ["0", "-0", "0.0", "-0.0", "7", "-7", "0.5", "1.50", "10", "100.000"]
        for integerDigits in 1...15 {
            for fractionDigits in [0, 1, 3, 4, 5, 7, 8, 9, 15] {
                let integer = String("123456789123456".prefix(integerDigits))
                let fraction = String("987654321987654".prefix(fractionDigits))
                let text = fractionDigits == 0 ? integer : integer + "." + fraction
                texts.append(text)
                texts.append("-" + text)
            }
        }
        // Leading zeros after the point do not count against the 19 digits.
        texts += ["0.000000000000001", "-0.000000000000123", "0.100000000000000", "0.999999999999999"]
        return texts
    }()

    @Test("a plain decimal keeps its text and value, inside an array or alone", arguments: plainTexts)
    func plainDecimal(text: String) throws {
        for document in ["[\(text)]", text, "\(text)  ", "{\"n\":\(text)}"] {
            let value = try JSONValue(parsing: document)
            let number = try #require(value.number ?? value[0]?.number ?? value["n"]?.number, "\(document)")
            #expect(number.text == text, "\(document)")
            #expect(number.double == Double(text), "\(document)")
            #expect(number == JSONNumber(text), "\(document)")
        }
    }

    @Test(
        "numbers the plain route does not take keep their text",
        arguments: [
            "12345678901234567890", "-12345678901234567890.5", "1234567890123456.5", "0.1234567890123456789",
            "1e5", "-2.5E-3", "123456789012345678", "1234567890.1234567890",
        ])
    func otherNumber(text: String) throws {
        let number = try #require(try JSONValue(parsing: "[\(text)]")[0]?.number)
        #expect(number.text == text)
        #expect(number == JSONNumber(text))
    }

    @Test("random plain decimals read back exactly")
    func randomPlainDecimals() throws {
        var random = SeededGenerator(seed: 0x5EED_D1C1)
        var texts: [String] = []
        for _ in 0..<2_000 {
            let integerDigits = Int.random(in: 1...15, using: &random)
            let fractionDigits = Int.random(in: 0...15, using: &random)
            var text = Bool.random(using: &random) ? "-" : ""
            text += String(Int.random(in: 1...9, using: &random))
            for _ in 1..<integerDigits { text += String(Int.random(in: 0...9, using: &random)) }
            if fractionDigits > 0 {
                text += "."
                for _ in 0..<fractionDigits { text += String(Int.random(in: 0...9, using: &random)) }
            }
            texts.append(text)
        }
        let value = try JSONValue(parsing: "[" + texts.joined(separator: ",") + "]")
        let read = try #require(value.array)
        #expect(read.count == texts.count)
        for (number, text) in zip(read, texts) {
            #expect(number.number?.text == text)
            #expect(number.number?.double == Double(text))
        }
    }
}
