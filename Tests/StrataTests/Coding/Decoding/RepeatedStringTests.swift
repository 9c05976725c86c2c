import Foundation
import Testing

@testable import Strata

/// The decoder shares one `String` between values whose text the document repeats,
/// found by a hash of a few words and a comparison of the bytes. Whatever the table
/// holds, every value must decode to its own text. The table serves documents of 16 KiB
/// or more, so each document here is decoded inside one that long (`decodePadded`).
@Suite("Repeated strings: shared text, found by its bytes")
struct RepeatedStringTests {
    struct Pair: Codable, Equatable {
        var first: String
        var second: String
        var other: String?
    }

    /// A value under `values`, after a member no type reads that makes the document long
    /// enough for the table.
    struct Padded<Value: Decodable>: Decodable {
        var values: Value
    }

    static func decodePadded<Value: Decodable>(_ type: Value.Type, from json: Data) throws -> Value {
        let padding = String(repeating: "p", count: RepeatedStrings.minimumDocumentLength)
        let wrapped = Data(#"{"padding": "\#(padding)", "values": "#.utf8) + json + Data("}".utf8)
        return try StrataJSONDecoder().decode(Padded<Value>.self, from: wrapped).values
    }

    static let texts: [String] = [
        String(repeating: "a", count: 15),
        String(repeating: "b", count: 16),
        String(repeating: "c", count: 17),
        "https://abs.twimg.com/images/themes/theme1/bg.png",
        "RT @someone: 一に止まると書いて、正しいという意味だなんて",
        "line one\nline two\t\"quoted\" \\ back",
        "\u{1F600} emoji and accents: é ü ñ, then more text",
        "/slashes/in/a/path/and/a/url?query=1&other=2",
    ]

    @Test("a repeated text decodes to itself, in models and in arrays", arguments: texts)
    func repeatedText(text: String) throws {
        let pairs = (0..<6).map { Pair(first: text, second: text, other: $0.isMultiple(of: 2) ? "unique value number \($0)" : text) }
        let json = try JSONEncoder().encode(pairs)
        let decoded = try Self.decodePadded([Pair].self, from: json)
        #expect(decoded == pairs)
        let strings = Array(repeating: text, count: 5)
        #expect(try Self.decodePadded([String].self, from: try JSONEncoder().encode(strings)) == strings)
    }

    /// Texts of one length that share their first, middle and last eight bytes (what is
    /// hashed) but differ in one byte: each must come back as itself, whichever of them
    /// the table holds when it is met.
    @Test("texts that share the hashed words but differ in one byte stay apart", arguments: [16, 17, 23, 24, 25, 31, 40, 64])
    func sameHashDifferentText(length: Int) throws {
        let base = Array(repeating: UInt8(ascii: "x"), count: length)
        var texts: [String] = []
        for position in 0..<length {
            var variant = base
            variant[position] = UInt8(ascii: "y")
            texts.append(String(decoding: variant, as: UTF8.self))
            texts.append(String(decoding: base, as: UTF8.self))
        }
        texts += texts.reversed()
        let json = try JSONEncoder().encode(texts)
        #expect(try Self.decodePadded([String].self, from: json) == texts)
        let pairs = stride(from: 0, to: texts.count - 1, by: 2).map { Pair(first: texts[$0], second: texts[$0 + 1], other: nil) }
        #expect(try Self.decodePadded([Pair].self, from: try JSONEncoder().encode(pairs)) == pairs)
    }

    /// The same value spelled two ways (escaped and not) is two different byte strings;
    /// the same escaped bytes twice are one.
    @Test("escaped and plain spellings of one text")
    func escapedSpellings() throws {
        let json = #"""
            ["ABCDEFGHIJKLMNOPQRS", "\u0041BCDEFGHIJKLMNOPQRS", "ABCDEFGHIJKLMNOPQRS", "\u0041BCDEFGHIJKLMNOPQRS",
             "tab\tand newline\n in text", "tab\u0009and newline\u000a in text", "tab\tand newline\n in text",
             "a surrogate pair \ud83d\ude00 in a long text", "a surrogate pair \ud83d\ude00 in a long text"]
            """#
        let strata = try Self.decodePadded([String].self, from: Data(json.utf8))
        let foundation = try JSONDecoder().decode([String].self, from: Data(json.utf8))
        #expect(strata == foundation)
        #expect(strata[0] == "ABCDEFGHIJKLMNOPQRS" && strata[1] == strata[0] && strata[3] == strata[0])
        #expect(strata[4] == "tab\tand newline\n in text" && strata[5] == strata[4] && strata[6] == strata[4])
        #expect(strata[7] == "a surrogate pair \u{1F600} in a long text" && strata[8] == strata[7])
    }

    /// Past the sample the table may turn itself off (few repeats); what follows must
    /// decode the same whether it is on or off.
    @Test("documents mostly of unique texts, then repeats")
    func uniqueThenRepeated() throws {
        let unique = (0..<600).map { "unique text number \($0) with some padding" }
        let texts = unique + unique.prefix(50) + unique.suffix(50) + unique.prefix(10)
        let json = try JSONEncoder().encode(texts)
        #expect(try Self.decodePadded([String].self, from: json) == texts)
        let pairs = texts.map { Pair(first: $0, second: "a shared second value for all", other: nil) }
        #expect(try Self.decodePadded([Pair].self, from: try JSONEncoder().encode(pairs)) == pairs)
    }

    /// Random documents drawn from a small pool of long texts, many of them near
    /// copies of one another, decoded beside Foundation.
    @Test("random documents from a pool of near-identical texts match Foundation", arguments: 0..<8)
    func randomPool(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0x5EED_0000 + seed)
        let stems = ["https://example.com/users/", "RT @user: テキストの例です ", "{\"escaped\": \"json\"} in text ", "plain text, long enough "]
        var pool: [String] = []
        for stem in stems {
            for _ in 0..<6 {
                var text = stem
                for _ in 0..<Int.random(in: 0...12, using: &generator) {
                    text.append(["a", "b", "é", "\n", "\\", "\"", "/", "語"].randomElement(using: &generator)!)
                }
                pool.append(text)
            }
        }
        let pairs = (0..<200).map { _ in
            Pair(
                first: pool.randomElement(using: &generator)!,
                second: pool.randomElement(using: &generator)!,
                other: Bool.random(using: &generator) ? pool.randomElement(using: &generator)! : nil)
        }
        let json = try JSONEncoder().encode(pairs)
        let strata = try Self.decodePadded([Pair].self, from: json)
        #expect(strata == pairs)
        #expect(strata == (try JSONDecoder().decode([Pair].self, from: json)))
    }

    /// A container kept past the decode still reads the document (its bytes are
    /// copied when the decode ends); repeated texts read then must be right too.
    @Test("a container kept past the decode reads repeated texts")
    func containerKeptPastDecode() throws {
        final class Keeper: Decodable, @unchecked Sendable {
            let container: KeyedDecodingContainer<AnyKey>
            let early: String
            init(from decoder: any Decoder) throws {
                container = try decoder.container(keyedBy: AnyKey.self)
                early = try container.decode(String.self, forKey: AnyKey("a"))
            }
        }
        let text = "a long text that repeats in this document"
        let other = "another long text, also repeated"
        let json = #"{"a": "\#(text)", "b": "\#(text)", "c": "\#(other)", "d": "\#(other)"}"#
        let keeper = try Self.decodePadded(Keeper.self, from: Data(json.utf8))
        #expect(keeper.early == text)
        #expect(try keeper.container.decode(String.self, forKey: AnyKey("b")) == text)
        #expect(try keeper.container.decode(String.self, forKey: AnyKey("c")) == other)
        #expect(try keeper.container.decode(String.self, forKey: AnyKey("d")) == other)
        #expect(try keeper.container.decode(String.self, forKey: AnyKey("a")) == text)
    }
}
