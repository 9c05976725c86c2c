import Foundation
import Strata
import Testing

/// Inputs at the edges of the grammar and of the encodings, where Strata gives
/// Foundation's answer or a documented one of its own.
@Suite("Hostile inputs: Foundation's answers, or documented ones", .comparedWithSwiftFoundation)
struct HostileAnswerTests {
    /// Numbers whose digits and exponent are each a million characters long, though
    /// the value is small: the exponent and the position of the digits cancel out.
    static let hugeSpellings: [(text: String, value: Double)] = [
        ("0." + String(repeating: "0", count: 999_999) + "1e1000000", 1),
        ("0." + String(repeating: "0", count: 999_999) + "1e1000001", 10),
        ("-0." + String(repeating: "0", count: 999_999) + "25e999999", -0.25),
        ("1" + String(repeating: "0", count: 999_999) + "e-999999", 1),
        ("1" + String(repeating: "0", count: 999_999) + "e-1000000", 0.1),
    ]

    @Test("a small value spelled with a huge digit offset and exponent, as in Foundation", arguments: 0..<hugeSpellings.count)
    func hugeSpelling(index: Int) throws {
        let (text, value) = Self.hugeSpellings[index]
        let input = Data("[\(text)]".utf8)
        let (foundation, strata) = Differential.decode([Double].self, from: input, setup: .standard)
        #expect(foundation.value == [value], "\(foundation)")
        #expect(strata.value == [value], "\(strata)")
        let number = try JSONValue(parsing: input)[0]?.number
        #expect(number?.double == value)
        if value == value.rounded() {
            let integers = Differential.decode([Int].self, from: input, setup: .standard)
            #expect(integers.foundation.value == [Int(value)], "\(integers.foundation)")
            #expect(integers.strata.value == [Int(value)], "\(integers.strata)")
            #expect(number == JSONNumber(Int(value)))
        }
    }

    @Test("an exponent past every range saturates after the digit offset is applied")
    func saturatingExponent() throws {
        let tiny = try JSONValue(parsing: "0." + String(repeating: "0", count: 199_999) + "1e-9999999999999999999999")
        #expect(tiny.double == 0)
        #expect(tiny.int == nil)
        let huge = try JSONValue(parsing: "1" + String(repeating: "0", count: 199_999) + "e99999999999999999999999")
        #expect(huge.double == .infinity)
        #expect(huge.int == nil)
        let zero = try JSONValue(parsing: "0." + String(repeating: "0", count: 199_999) + "e99999999999999999999999")
        #expect(zero.double == 0)
        #expect(zero.int == 0)
    }

    @Test(
        "a key repeated in another JSON5 spelling is the same key: the first wins",
        arguments: [
            #"{"key":1,'key':2}"#, #"{key:1,"key":2}"#, #"{'key':1,key:2}"#,
            #"{"a_long_key_of_many_words":1,a_long_key_of_many_words:2}"#,
        ])
    func repeatedAcrossSpellings(json: String) throws {
        let options = JSONReadingOptions(allowsJSON5: true)
        let key = json.contains("long") ? "a_long_key_of_many_words" : "key"
        #expect(try JSONValue(parsing: json, options: options)[key] == 1)
        #expect(try JSONDocument(parsing: json, options: options).root[key]?.int64 == 1)
        let decoder = StrataJSONDecoder()
        decoder.allowsJSON5 = true
        #expect(try decoder.decode(RunTimeKeys.self, from: Data(json.utf8)).values == [key: 1])
    }

    /// UTF-16 input and what both readers make of it.
    struct Encoded: Sendable, CustomTestStringConvertible {
        enum Reading: Equatable, Sendable {
            case string(String)
            case number(Int)
            case rejected
        }

        var name: String
        var bytes: [UInt8]
        var reading: Reading

        var testDescription: String { name }
    }

    static let sameAnswers: [Encoded] = [
        Encoded(name: "UTF-16LE without a BOM, second character not ASCII", bytes: [0x22, 0x00, 0x31, 0x61, 0x22, 0x00], reading: .rejected),
        Encoded(name: "UTF-16BE without a BOM, second character not ASCII", bytes: [0x00, 0x22, 0x61, 0x31, 0x00, 0x22], reading: .rejected),
        Encoded(name: "UTF-16LE without a BOM", bytes: [0x22, 0x00, 0x31, 0x00, 0x22, 0x00], reading: .string("1")),
        Encoded(name: "UTF-16BE without a BOM", bytes: [0x00, 0x22, 0x00, 0x31, 0x00, 0x22], reading: .string("1")),
        Encoded(
            name: "UTF-16LE with a BOM, second character not ASCII", bytes: [0xFF, 0xFE, 0x22, 0x00, 0x31, 0x61, 0x22, 0x00],
            reading: .string("\u{6131}")),
        Encoded(name: "UTF-16LE without a BOM, an unpaired surrogate", bytes: [0x22, 0x00, 0x00, 0xD8, 0x22, 0x00], reading: .rejected),
        Encoded(name: "a number in two bytes of UTF-16LE", bytes: [0x37, 0x00], reading: .number(7)),
        Encoded(name: "a number in two bytes of UTF-16BE", bytes: [0x00, 0x37], reading: .number(7)),
        Encoded(name: "three bytes that look like UTF-16LE", bytes: [0x37, 0x00, 0x38], reading: .rejected),
    ]

    @Test("UTF-16 input read as Foundation reads it", arguments: sameAnswers)
    func utf16(input: Encoded) {
        let data = Data(input.bytes)
        switch input.reading {
        case .number(let number):
            let (foundation, strata) = Differential.decode(Int.self, from: data, setup: .standard)
            #expect(foundation.value == number, "\(foundation)")
            #expect(strata.value == number, "\(strata)")
        case .string(let text):
            let (foundation, strata) = Differential.decode(String.self, from: data, setup: .standard)
            #expect(foundation.value == text, "\(foundation)")
            #expect(strata.value == text, "\(strata)")
        case .rejected:
            let (foundation, strata) = Differential.decode(String.self, from: data, setup: .standard)
            #expect(foundation.error?.kind == .dataCorrupted, "\(foundation)")
            #expect(strata.error?.kind == .dataCorrupted, "\(strata)")
        }
    }

    /// UTF-16 or UTF-32 input that ends inside a code unit.
    struct PartialUnit: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        /// What Foundation reads, dropping the bytes left over.
        var foundationReads: JSONValue
        /// Where the bytes left over start.
        var offset: Int

        var testDescription: String { name }
    }

    static let partialUnits: [PartialUnit] = [
        PartialUnit(name: "UTF-16LE with a BOM", bytes: [0xFF, 0xFE, 0x22, 0x00, 0x61, 0x00, 0x22, 0x00, 0x00], foundationReads: "a", offset: 8),
        PartialUnit(name: "UTF-16BE with a BOM", bytes: [0xFE, 0xFF, 0x00, 0x22, 0x00, 0x61, 0x00, 0x22, 0x00], foundationReads: "a", offset: 8),
        PartialUnit(name: "UTF-16LE without a BOM", bytes: [0x22, 0x00, 0x61, 0x00, 0x22, 0x00, 0x20], foundationReads: "a", offset: 6),
        PartialUnit(name: "UTF-32LE without a BOM", bytes: [0x37, 0x00, 0x00, 0x00, 0x20, 0x64], foundationReads: 7, offset: 4),
    ]

    @Test("UTF-16 or UTF-32 ending inside a code unit: Foundation drops the bytes left over, Strata rejects the input", arguments: partialUnits)
    func partialCodeUnit(input: PartialUnit) throws {
        let (foundation, strata) = Differential.decode(JSONValue.self, from: Data(input.bytes), setup: .standard)
        #expect(foundation.value == input.foundationReads, "\(foundation)")
        #expect(strata.error?.kind == .dataCorrupted, "\(strata)")
        #expect {
            try JSONValue(parsing: input.bytes)
        } throws: { error in
            guard let error = error as? JSONReadingError, case .invalidUnicode(let detail) = error.reason else { return false }
            let partial = detail.contains("odd number of bytes") || detail.contains("not a whole number of 4-byte units")
            return partial && error.byteOffset == input.offset && error.line == 1
        }
    }
}
