import Foundation
import Testing

@testable import Strata

/// Messages that quote a value from the document quote a bounded prefix of it and say
/// how long it was: an unknown discriminator, a number or a key of megabytes makes a
/// message (and a report entry) of a few hundred bytes.
@Suite("Long values in messages")
struct LongValueMessageTests {
    static let megabyte = 1_000_000
    /// The longest message a quoted value may make.
    static let bound = 400

    @Test("short values are quoted whole; longer ones by 40 Unicode scalars and their length")
    func quoting() {
        #expect(MessageQuoting.quoted("circle") == #""circle""#)
        let forty = String(repeating: "a", count: 40)
        #expect(MessageQuoting.quoted(forty) == "\"\(forty)\"")
        #expect(MessageQuoting.quoted(forty + "b") == "\"\(forty)…\" (41 bytes)")
        #expect(MessageQuoting.quoted(String(repeating: "é", count: 50)) == "\"\(String(repeating: "é", count: 40))…\" (100 bytes)")
        #expect(MessageQuoting.number(Array("12345".utf8)) == "12345")
        #expect(MessageQuoting.number(Array(String(repeating: "9", count: 41).utf8)) == String(repeating: "9", count: 40) + "… (41 characters)")
        #expect(MessageQuoting.abridged(forty + "b") == "\(forty)… (41 bytes)")
    }

    @Test("one character of a hundred thousand combining marks is cut by scalars")
    func graphemeFlood() {
        let flood = "e" + String(repeating: "\u{301}", count: 100_000)
        #expect(flood.count == 1)
        #expect(MessageQuoting.quoted(flood).utf8.count < 100)
        #expect(MessageQuoting.quoted(flood).hasSuffix("…\" (200001 bytes)"))
    }

    static func message(of error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context), DecodingError.keyNotFound(_, let context),
            DecodingError.valueNotFound(_, let context):
            return context.debugDescription
        default:
            return "\(error)"
        }
    }

    @Test("an unknown discriminator of a megabyte, with Strata's decoder and with Foundation's")
    func unknownDiscriminator() throws {
        let tag = String(repeating: "x", count: Self.megabyte)
        let data = Data(#"{"type": "\#(tag)", "radius": 1}"#.utf8)
        let messages = [
            Self.message(of: try #require(throws: DecodingError.self) { try StrataJSONDecoder().decode(Figure.self, from: data) }),
            Self.message(of: try #require(throws: DecodingError.self) { try JSONDecoder().decode(Figure.self, from: data) }),
        ]
        for message in messages {
            #expect(message.utf8.count < Self.bound, "\(message.prefix(Self.bound))")
            #expect(message.contains("\"\(String(repeating: "x", count: 40))…\" (1000000 bytes)"))
            #expect(message.hasPrefix(#"Unknown "type""#))
        }
        // A report records the problems inside containers.
        var report = DecodingReport()
        _ = try? StrataJSONDecoder().decode([Figure].self, from: Data("[".utf8) + data + Data("]".utf8), report: &report)
        #expect(!report.problems.isEmpty)
        #expect(report.problems.allSatisfy { $0.message.utf8.count < Self.bound })
    }

    @Test("a number of a megabyte of digits, where an Int is expected")
    func longNumber() throws {
        let data = Data("[\(String(repeating: "9", count: Self.megabyte))]".utf8)
        let error = try #require(throws: DecodingError.self) { try StrataJSONDecoder().decode([Int].self, from: data) }
        let message = Self.message(of: error)
        #expect(message.utf8.count < Self.bound)
        #expect(message.contains("the number \(String(repeating: "9", count: 40))… (1000000 characters)"))
        let mismatch = try #require(throws: DecodingError.self) { try StrataJSONDecoder().decode([String].self, from: data) }
        #expect(Self.message(of: mismatch).utf8.count < Self.bound)
    }

    struct Strict: JSONSerializing {
        var name: String
        static var rejectsUnknownKeys: Bool { true }
    }

    @Test("unknown keys: each abridged, and ten of them named")
    func unknownKeys() throws {
        let longKey = String(repeating: "k", count: Self.megabyte)
        let one = try #require(throws: DecodingError.self) {
            try StrataJSONDecoder().decode(Strict.self, from: Data(#"{"name": "a", "\#(longKey)": 1}"#.utf8))
        }
        #expect(Self.message(of: one).utf8.count < Self.bound)
        #expect(Self.message(of: one).contains("(1000000 bytes)"))
        let keys = (0..<10_000).map { #""extra\#($0)": 1"# }.joined(separator: ", ")
        let many = try #require(throws: DecodingError.self) {
            try StrataJSONDecoder().decode(Strict.self, from: Data(#"{"name": "a", \#(keys)}"#.utf8))
        }
        let message = Self.message(of: many)
        #expect(message.contains(#""extra8", "extra9", and 9990 more for "#), "\(message)")
        #expect(message.utf8.count < 600)
        var report = DecodingReport()
        _ = try? StrataJSONDecoder().decode(Strict.self, from: Data(#"{"name": "a", "\#(longKey)": 1}"#.utf8), report: &report)
        #expect(report.problems.count == 1 && report.problems.allSatisfy { $0.message.utf8.count < Self.bound })
    }

    @Test("a transformer's input and an unknown raw value of a megabyte")
    func transformerInput() throws {
        let long = String(repeating: "z", count: Self.megabyte)
        let error = TransformerError.invalid(URLTransformer.self, input: long, expected: "a URL")
        #expect(error.description.utf8.count < Self.bound)
        #expect(error.description.contains("(1000000 bytes)"))
        let digits = try #require(JSONNumber(String(repeating: "1", count: Self.megabyte)))
        let number = TransformerError.invalid(URLTransformer.self, input: JSONValue.number(digits), expected: "a URL")
        #expect(number.description.utf8.count < Self.bound)
        #expect(number.description.contains("(1000000 characters)"))
    }
}
