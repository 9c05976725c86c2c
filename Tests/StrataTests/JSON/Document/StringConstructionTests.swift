import Foundation
import Testing

@testable import Strata

/// Strings read from a document are made from text the parser validated, without the
/// standard library validating it again (`StringUnescaping.string(_:nodeFlags:)`), and
/// are told ASCII or not by the parser's flag. A wrong flag or a wrong byte would show
/// in what a `String` computes from them: characters, scalars, UTF-16, comparison and
/// hashing.
@Suite("Strings read from documents behave as strings made from literals")
struct StringConstructionTests {
    static let texts: [String] = [
        "short", "exactly fifteen", "sixteen bytes!!!", "https://api.github.com/repos/octocat/Hello-World/issues",
        "ünïcödé text longer than a small string", "日本語のテキストです。長い文字列", "emoji 😀👩‍👩‍👧‍👦 and flags 🇯🇵🇫🇷 over sixteen bytes",
        "e\u{301} combining marks, decomposed, long enough", "é precomposed, then ASCII, long enough to allocate",
        "ASCII first, then a multibyte scalar at the very end: ß", String(repeating: "a", count: 1000),
        String(repeating: "ж", count: 500), "tab\tand newline\nand quote \" and backslash \\ escaped",
        "\u{7F} delete and \u{80} first two-byte scalar, long", "\u{FFFF} last BMP scalar and \u{10FFFF} last scalar, long",
        "日本語\nテキスト, escaped line feed", "ü\"quoted\" and \\ back", "短い\t", "ascii with one escape at the end, long enough\n",
    ]

    /// JSON texts whose escapes produce the scalars themselves, beside the strings they denote.
    static let escapedTexts: [(json: String, text: String)] = [
        (#"["caf\u00e9 au lait, long enough to allocate"]"#, "café au lait, long enough to allocate"),
        (#"["日本 \u00e9 \ud83d\ude00 and more text"]"#, "日本 é 😀 and more text"),
        (#"["\u65e5\u672c\u8a9e \u30c6\u30ad\u30b9\u30c8"]"#, "日本語 テキスト"),
        (#"["é\u0301 twice accented, long enough"]"#, "é\u{301} twice accented, long enough"),
    ]

    @Test("escapes that produce non-ASCII scalars", arguments: escapedTexts)
    func escapes(json: String, text: String) throws {
        guard case .array(let elements) = try JSONValue(parsing: json), case .string(let read)? = elements.first else {
            Issue.record("not an array of one string")
            return
        }
        Self.expectSameString(read, text)
        let decoded = try StrataJSONDecoder().decode([String].self, from: Data(json.utf8))
        Self.expectSameString(decoded.first ?? "", text)
    }

    @Test("read as JSONValue", arguments: texts)
    func jsonValue(_ text: String) throws {
        let json = try JSONEncoder().encode([text])
        guard case .array(let elements) = try JSONValue(parsing: json), case .string(let read)? = elements.first else {
            Issue.record("not an array of one string")
            return
        }
        Self.expectSameString(read, text)
    }

    @Test("decoded by StrataJSONDecoder, as a value and as a key", arguments: texts)
    func decoded(_ text: String) throws {
        let json = try JSONEncoder().encode([text: [text]])
        let decoded = try StrataJSONDecoder().decode([String: [String]].self, from: json)
        guard let (key, values) = decoded.first, let value = values.first else {
            Issue.record("nothing decoded")
            return
        }
        Self.expectSameString(key, text)
        Self.expectSameString(value, text)
    }

    @Test("decoded from a document where the text repeats (shared strings)", arguments: texts)
    func repeated(_ text: String) throws {
        // Long enough a document for the decoder to share repeated strings.
        let count = max(300, RepeatedStrings.minimumDocumentLength / max(text.utf8.count, 1) + 1)
        let json = try JSONEncoder().encode(Array(repeating: text, count: count))
        let decoded = try StrataJSONDecoder().decode([String].self, from: json)
        #expect(decoded.count == count)
        for value in decoded.prefix(3) + decoded.suffix(3) { Self.expectSameString(value, text) }
    }

    /// Where the UTF-8 of a native string lives: two strings that share one storage have
    /// the same.
    static func storageAddress(_ string: String) -> UnsafePointer<UInt8>? {
        string.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil
    }

    @Test("a long string repeated in a large document is one storage; in a small one, copies")
    func sharingDependsOnLength() throws {
        let text = "https://api.github.com/users/octocat/received_events"
        let large = try JSONEncoder().encode(Array(repeating: text, count: RepeatedStrings.minimumDocumentLength / text.utf8.count + 1))
        let shared = try StrataJSONDecoder().decode([String].self, from: large)
        #expect(Self.storageAddress(shared[0]) != nil)
        #expect(Self.storageAddress(shared[0]) == Self.storageAddress(shared[1]))
        #expect(shared.allSatisfy { $0 == text })

        let small = try JSONEncoder().encode([text, text])
        #expect(small.count < RepeatedStrings.minimumDocumentLength)
        let copies = try StrataJSONDecoder().decode([String].self, from: small)
        #expect(copies == [text, text])
        #expect(Self.storageAddress(copies[0]) != Self.storageAddress(copies[1]))
    }

    static func expectSameString(_ read: String, _ text: String) {
        #expect(read == text)
        #expect(read.count == text.count)
        #expect(Array(read) == Array(text))
        #expect(Array(read.unicodeScalars) == Array(text.unicodeScalars))
        #expect(Array(read.utf16) == Array(text.utf16))
        #expect(Array(read.utf8) == Array(text.utf8))
        #expect(read.hashValue == text.hashValue)
        #expect(read.lowercased() == text.lowercased())
        #expect((read + "x").count == text.count + 1)
    }
}
