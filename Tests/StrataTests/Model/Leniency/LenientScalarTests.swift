import Foundation
import Testing

@testable import Strata

/// JSONModel's automatic conversions: for a whole decode, and for one property under any
/// decoder.
@Suite("Lenient scalars")
struct LenientScalarTests {
    struct Conversion: Sendable, CustomTestStringConvertible {
        var json: String
        var check: @Sendable (StrataJSONDecoder) throws -> Bool
        var testDescription: String { json }
    }

    static func converts<T: Decodable & Equatable & Sendable>(_ json: String, to expected: T) -> Conversion {
        Conversion(json: "\(json) → \(T.self) \(expected)") { decoder in try decoder.decode([T].self, from: "[\(json)]") == [expected] }
    }

    static let conversions: [Conversion] = [
        converts(#""42""#, to: 42), converts(#"" 42 ""#, to: 42), converts(#""-7""#, to: Int8(-7)), converts(#""1e2""#, to: UInt16(100)),
        converts(#""3.5""#, to: 3.5), converts(#""-0.25""#, to: Float(-0.25)),
        converts(#""0.1""#, to: Decimal(string: "0.1") ?? 0),
        converts(#""12345678901234567890.5""#, to: Decimal(string: "12345678901234567890.5") ?? 0),
        converts("42", to: "42"), converts("1.50", to: "1.50"), converts("1e3", to: "1e3"), converts("true", to: "true"),
        converts(#""true""#, to: true), converts(#""YES""#, to: true), converts(#""no""#, to: false), converts("1", to: true),
        converts("0", to: false), converts(#""1""#, to: true), converts(#""0""#, to: false),
        // Values of the right kind are untouched.
        converts("42", to: 42), converts(#""s""#, to: "s"), converts("false", to: false),
    ]

    static func lenient() -> StrataJSONDecoder {
        let decoder = StrataJSONDecoder()
        decoder.scalarDecodingStrategy = .lenient
        return decoder
    }

    @Test("each conversion, for a whole decode", arguments: conversions)
    func conversion(_ conversion: Conversion) throws {
        #expect(try conversion.check(Self.lenient()))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var json: String
        var decode: @Sendable (StrataJSONDecoder) throws -> Void
        var testDescription: String { json }
    }

    static func refuses<T: Decodable & Sendable>(_ json: String, as type: T.Type) -> Refusal {
        Refusal(json: "\(json) as \(T.self)") { decoder in _ = try decoder.decode([T].self, from: "[\(json)]") }
    }

    static let refusals: [Refusal] = [
        refuses(#""4x""#, as: Int.self), refuses(#""4.5""#, as: Int.self), refuses(#""300""#, as: UInt8.self), refuses(#""-1""#, as: UInt.self),
        refuses(#""""#, as: Double.self), refuses(#""NaN""#, as: Double.self), refuses(#""0x1F""#, as: Int.self), refuses("2", as: Bool.self),
        refuses(#""maybe""#, as: Bool.self), refuses("null", as: Int.self), refuses("[1]", as: String.self), refuses(#"{"a": 1}"#, as: Int.self),
    ]

    @Test("values that do not convert exactly are still errors", arguments: refusals)
    func refusal(_ refusal: Refusal) throws {
        #expect(throws: DecodingError.self) { try refusal.decode(Self.lenient()) }
    }

    @Test("strict by default: the same inputs fail, as with Foundation")
    func strictByDefault() throws {
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode([Int].self, from: #"["42"]"#) }
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode([String].self, from: "[42]") }
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode([Bool].self, from: "[1]") }
    }

    struct Listing: Codable, Equatable {
        @Lenient var price: Double
        @Lenient var available: Bool
        @Lenient var reference: String
        @Lenient var stock: Int?
        var strict: Int
    }

    @Test("@Lenient converts one property, under Strata's and Foundation's decoders", arguments: [false, true])
    func wrapper(foundation: Bool) throws {
        let json = #"{"price": "3.50", "available": "yes", "reference": 1012, "stock": "7", "strict": 1}"#
        let decode = { (text: String) throws -> Listing in
            foundation ? try JSONDecoder().decode(Listing.self, from: Data(text.utf8)) : try StrataJSONDecoder().decode(Listing.self, from: text)
        }
        let listing = try decode(json)
        #expect(listing.price == 3.5 && listing.available && listing.reference == "1012" && listing.stock == 7)
        #expect(try decode(#"{"price": 1, "available": false, "reference": "r", "strict": 1}"#).stock == nil)
        #expect(try decode(#"{"price": 1, "available": false, "reference": "r", "stock": null, "strict": 1}"#).stock == nil)
        // The others stay strict, and refusals stay errors.
        #expect(throws: DecodingError.self) { try decode(#"{"price": 1, "available": true, "reference": "r", "strict": "1"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"price": "4x", "available": true, "reference": "r", "strict": 1}"#) }
        // Encoding writes each property's own type.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(listing), as: UTF8.self)
                == #"{"available":true,"price":3.5,"reference":"1012","stock":7,"strict":1}"#)
    }

    @Test("a number converted to a String keeps its exact text under Strata's decoder")
    func exactText() throws {
        struct Code: Codable { @Lenient var value: String }
        #expect(
            try StrataJSONDecoder().decode(Code.self, from: #"{"value": 00.10e+1}"#.replacingOccurrences(of: "00.", with: "0.")).value == "0.10e+1")
    }
}
