import Foundation
import Testing

@testable import Strata

/// Numbers keep their text in the index; these tests check the conversions to Swift
/// types: exact for integers, correctly rounded for `Double` and `Float`.
@Suite("Number conversion")
struct NumberConversionTests {
    private func node(_ text: String) throws -> JSONDocument.Node {
        try JSONDocument(parsing: text).root
    }

    @Test(
        "integers convert exactly at the bounds of Int64 and UInt64",
        arguments: [
            ("0", Int64(0), UInt64(0)),
            ("-0", 0, 0),
            ("9223372036854775807", Int64.max, UInt64(Int64.max)),
            ("-9223372036854775808", Int64.min, nil),
            ("18446744073709551615", nil, UInt64.max),
            ("18446744073709551616", nil, nil),
            ("-9223372036854775809", nil, nil),
            ("1e2", 100, 100),
            ("1.0", 1, 1),
            ("100e-2", 1, 1),
            ("12.30e1", 123, 123),
            ("1.8446744073709551615e19", nil, UInt64.max),
            ("1.5", nil, nil),
            ("1e-2", nil, nil),
            ("1e30", nil, nil),
            ("-1", -1, nil),
        ] as [(String, Int64?, UInt64?)])
    func integers(text: String, int64: Int64?, uint64: UInt64?) throws {
        let number = try node(text)
        #expect(number.int64 == int64)
        #expect(number.uint64 == uint64)
        #expect(JSONNumber(text)?.int64 == int64)
        #expect(JSONNumber(text)?.uint64 == uint64)
    }

    @Test(
        "doubles are correctly rounded at the edges",
        arguments: [
            "0", "-0", "1", "0.1", "0.3", "1e23", "8.98846567431158e307", "1.7976931348623157e308",
            "2.2250738585072014e-308", "2.2250738585072011e-308", "4.9406564584124654e-324", "5e-324",
            "2.4703282292062327e-324", "2.4703282292062328e-324", "9007199254740993", "9007199254740992.5",
            "0.1000000000000000055511151231257827021181583404541015625",
            "123456789012345678901234567890", "-65.613616999999977", "1e400", "-1e400", "1e-400",
            "3.0000000000000004", "0.30000000000000004", "7.2057594037927933e16", "1.00000000000000011102230246251565404236316680908203125",
        ])
    func doubleEdges(text: String) throws {
        let expected = try #require(Double(text))
        let actual = try #require(try node(text).double)
        #expect(actual.bitPattern == expected.bitPattern, "\(text): \(actual) != \(expected)")
    }

    @Test("random doubles read back bit for bit from their shortest and 17-digit spellings")
    func randomDoubles() throws {
        var generator = SeededGenerator(seed: 0x5EED_D0B1)
        for _ in 0..<20_000 {
            let bits = UInt64.random(in: 0...UInt64.max, using: &generator) & ~(UInt64(1) << 63)
            let value = Double(bitPattern: bits)
            guard value.isFinite else { continue }
            for text in [value.description, String(format: "%.17g", value), String(format: "%.25e", value)] {
                let parsed = try #require(try node(text).double)
                let reference = try #require(Double(text))
                #expect(parsed.bitPattern == reference.bitPattern, "\(text)")
            }
        }
    }

    @Test("the fast algorithm decides nearly every 17-digit input itself")
    func eiselLemireDecides() throws {
        var generator = SeededGenerator(seed: 99)
        var undecided = 0
        for _ in 0..<10_000 {
            let value = Double(bitPattern: UInt64.random(in: 0..<0x7FF0_0000_0000_0000, using: &generator))
            var text = String(format: "%.16e", value)
            let components = try #require(text.withUTF8 { DecimalComponents(text: $0) })
            if let fast = EiselLemire.double(significand: components.significand, exponent: components.exponent, isNegative: false) {
                #expect(fast.bitPattern == Double(text)?.bitPattern, "\(text)")
            } else {
                undecided += 1
            }
        }
        #expect(undecided < 10)
    }

    @Test("random short decimals agree with strtod")
    func randomDecimals() throws {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...22, using: &generator)
            var text = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            text = text.drop { $0 == "0" }.isEmpty ? "0" : String(text.drop { $0 == "0" })
            let point = Int.random(in: 0...text.count, using: &generator)
            if point > 0 && point < text.count {
                text.insert(".", at: text.index(text.startIndex, offsetBy: point))
                if text.hasPrefix(".") { text = "0" + text }
            }
            let exponent = Int.random(in: -330...310, using: &generator)
            text += "e\(exponent)"
            let parsed = try #require(try node(text).double)
            let reference = try #require(Double(text))
            #expect(parsed.bitPattern == reference.bitPattern, "\(text)")
        }
    }

    @Test("floats are rounded once from the text, never through Double")
    func floats() throws {
        // 1.00000005960464477539062500001 is just above the halfway point between two
        // Floats; rounding through Double first lands exactly on it and rounds to even.
        for text in ["0.1", "3.4028235e38", "1e-45", "16777217", "1.00000005960464477539062500001", "7.038531e-26"] {
            let parsed = try #require(try node(text).float)
            let reference = try #require(Float(text))
            #expect(parsed.bitPattern == reference.bitPattern, "\(text)")
        }
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<5_000 {
            let value = Float(bitPattern: UInt32.random(in: 0..<0x7F80_0000, using: &generator))
            let text = value.description
            #expect(try node(text).float?.bitPattern == value.bitPattern, "\(text)")
        }
    }

    @Test("decimals keep every digit Decimal can hold")
    func decimals() throws {
        #expect(try node("3.14159265358979323846264338327950288419").decimal == Decimal(string: "3.14159265358979323846264338327950288419"))
        #expect(try node("-0.000001").decimal == Decimal(string: "-0.000001"))
    }

    @Test("the index keeps a number's exact text")
    func exactText() throws {
        let document = try JSONDocument(parsing: "[1.50, -0, 1E+2, 123456789012345678901234567890.5]")
        #expect(document.root.elements.map { $0.numberText } == ["1.50", "-0", "1E+2", "123456789012345678901234567890.5"])
    }
}

/// The digit runs of a number, read eight bytes at a time, against a digit-by-digit
/// reading of the same text.
@Suite("Decimal components")
struct DecimalComponentsTests {
    /// Digit by digit: the first 19 significant digits, the power of ten, and whether a
    /// nonzero digit was dropped.
    static func reference(_ text: String) -> (significand: UInt64, exponent: Int, isTruncated: Bool, isNegative: Bool) {
        var characters = Substring(text)
        let isNegative = characters.first == "-"
        if isNegative { characters = characters.dropFirst() }
        var significand: UInt64 = 0
        var exponent = 0
        var digits = 0
        var isTruncated = false
        var inFraction = false
        var rest = characters
        while let character = rest.first, character.isASCII, character.isNumber || character == "." {
            rest = rest.dropFirst()
            if character == "." {
                inFraction = true
                continue
            }
            let digit = UInt64(character.asciiValue! - 48)
            if digits < 19 {
                if digits > 0 || digit != 0 {
                    significand = significand * 10 + digit
                    digits += 1
                }
                if inFraction { exponent -= 1 }
            } else {
                if !inFraction { exponent += 1 }
                if digit != 0 { isTruncated = true }
            }
        }
        if let marker = rest.first, marker == "e" || marker == "E" {
            exponent += Int(rest.dropFirst()) ?? 0
        }
        if significand == 0 { exponent = 0 }
        return (significand, exponent, isTruncated, isNegative)
    }

    static func randomTexts(count: Int) -> [String] {
        var generator = SeededGenerator(seed: 19)
        func digits(_ length: Int) -> String {
            String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(48 + generator.next() % 10))) })
        }
        return (0..<count).map { _ in
            let zeros = String(repeating: "0", count: Int(generator.next() % 4))
            var text = generator.next() % 2 == 0 ? "-" : ""
            let integer = digits(1 + Int(generator.next() % 25))
            text += integer.first == "0" ? "0" : integer
            if generator.next() % 3 != 0 { text += "." + zeros + digits(1 + Int(generator.next() % 30)) }
            if generator.next() % 3 == 0 { text += "e" + (generator.next() % 2 == 0 ? "-" : "+") + String(generator.next() % 400) }
            return text
        }
    }

    @Test("significand, exponent and truncation match a digit-by-digit reading")
    func matchesReference() {
        var mismatches: [String] = []
        for text in Self.randomTexts(count: 20_000) + [
            "0", "-0", "0.0", "0.00000000000000000000001", "1" + String(repeating: "0", count: 40), "12345678.12345678",
        ] {
            let expected = Self.reference(text)
            var copy = text
            let actual = copy.withUTF8 { DecimalComponents(text: $0) }
            if actual?.significand != expected.significand || actual?.exponent != expected.exponent
                || actual?.isTruncated != expected.isTruncated || actual?.isNegative != expected.isNegative
            {
                mismatches.append(text)
            }
        }
        #expect(mismatches.prefix(5) == [])
    }

    @Test("text that is not a number is refused", arguments: ["", "-", "1.", ".5", "1e", "1e+", "1x", "1.5.5", "--1", "1e5e5"])
    func refusesNonNumbers(text: String) {
        var copy = text
        #expect(copy.withUTF8 { DecimalComponents(text: $0) } == nil)
    }
}

/// The fixed-shape reader of the bulk `[Double]` path against `strtod`, on every shape it
/// takes and the ones it hands back.
@Suite("Plain decimals")
struct PlainDecimalTests {
    /// Numbers of every length the reader handles and just past it, both signs.
    static func texts(count: Int) -> [String] {
        var generator = SeededGenerator(seed: 23)
        func digits(_ length: Int) -> String {
            String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(48 + generator.next() % 10))) })
        }
        var texts: [String] = ["0", "-0", "0.0", "-0.0", "1", "9999999", "12345678", "0.0000000000000001", "1.7976931348623157"]
        for integerDigits in 1...9 {
            for fractionDigits in 0...18 {
                for _ in 0..<(count / 171 + 1) {
                    var integer = digits(integerDigits)
                    if integer.first == "0" && integerDigits > 1 { integer = "1" + integer.dropFirst() }
                    var text = (generator.next() % 2 == 0 ? "-" : "") + integer
                    if fractionDigits > 0 { text += "." + digits(fractionDigits) }
                    texts.append(text)
                }
            }
        }
        return texts + ["1e5", "1.5e-3", "-2.5E+10", "123456789.5"]
    }

    @Test("each number reads as strtod reads it, or is handed back when not of the plain shape")
    func matchesStrtod() throws {
        let texts = Self.texts(count: 4_000)
        // Padding so that every number but the last has 16 bytes of input after it.
        let input = Array((texts.joined(separator: ",") + ",                ").utf8)
        var mismatches: [String] = []
        var handedBack = 0
        var offset = 0
        input.withUnsafeBufferPointer { buffer in
            for text in texts {
                let length = text.utf8.count
                if let value = PlainDecimal.double(
                    buffer.baseAddress!, start: offset, length: length, inputCount: buffer.count, isPlainScanned: false)
                {
                    let expected = Double(text)!
                    if value.bitPattern != expected.bitPattern { mismatches.append(text) }
                } else {
                    handedBack += 1
                    let shape =
                        text.contains("e") || text.contains("E") || text.split(separator: ".")[0].filter(\.isNumber).count > 7
                        || text.filter(\.isNumber).count > 19 || (text.split(separator: ".").count == 2 && text.split(separator: ".")[1].count > 16)
                    if !shape { mismatches.append("handed back: \(text)") }
                }
                offset += length + 1
            }
        }
        #expect(mismatches.prefix(5) == [])
        #expect(handedBack < texts.count / 2, "most texts are of the plain shape")
    }

    @Test("near the end of the input the reader hands the number back")
    func nearTheEnd() {
        let input = Array("[1.5]".utf8)
        input.withUnsafeBufferPointer { buffer in
            #expect(PlainDecimal.double(buffer.baseAddress!, start: 1, length: 3, inputCount: buffer.count, isPlainScanned: false) == nil)
        }
        let padded = Array("[1.5]              ".utf8)
        padded.withUnsafeBufferPointer { buffer in
            #expect(PlainDecimal.double(buffer.baseAddress!, start: 1, length: 3, inputCount: buffer.count, isPlainScanned: false) == 1.5)
        }
    }

    @Test("arrays of every shape decode through the bulk path as strtod reads them")
    func throughTheDecoder() throws {
        let texts = Self.texts(count: 2_000)
        let decoded = try StrataJSONDecoder().decode([Double].self, from: Data(("[" + texts.joined(separator: ",") + "]").utf8))
        let expected = texts.map { Double($0)! }
        #expect(decoded.count == expected.count)
        #expect(zip(decoded, expected).filter { $0.bitPattern != $1.bitPattern }.count == 0)
    }
}
