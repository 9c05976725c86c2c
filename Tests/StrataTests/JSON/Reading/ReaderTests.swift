import Foundation
import Testing

@testable import Strata

@Suite("Reader")
struct ReaderTests {
    // MARK: Errors

    @Test(
        "bad input is rejected with the reason, line and column",
        arguments: [
            ("", JSONReadingError.Reason.emptyInput, 1, 1),
            ("   \n ", .emptyInput, 2, 2),
            ("[1, 2", .unexpectedEndOfInput(expected: "',' or ']' after an array element"), 1, 6),
            ("[1 2]", .unexpectedCharacter(found: "'2'", expected: "',' or ']' after an array element"), 1, 4),
            ("{\"a\" 1}", .unexpectedCharacter(found: "'1'", expected: "':' after an object key"), 1, 6),
            (
                "{\"a\":1,}", .unexpectedCharacter(found: "'}'", expected: "an object key in double quotes (JSON does not allow a comma before '}')"),
                1, 8
            ),
            ("[1,]", .unexpectedCharacter(found: "']'", expected: "a value"), 1, 4),
            ("{a:1}", .unexpectedCharacter(found: "'a'", expected: "an object key in double quotes"), 1, 2),
            ("[01]", .invalidNumber("leading zeros are not allowed"), 1, 2),
            ("[-]", .invalidNumber("expected a digit after '-', found ']'"), 1, 3),
            ("[1.]", .invalidNumber("expected a digit after the decimal point, found ']'"), 1, 4),
            ("[1e]", .invalidNumber("expected a digit in the exponent, found ']'"), 1, 4),
            ("[tru]", .unexpectedCharacter(found: "']'", expected: "'true'"), 1, 5),
            ("nul", .unexpectedEndOfInput(expected: "the rest of 'null'"), 1, 4),
            ("\"abc", .unterminatedString, 1, 1),
            ("\"a\tb\"", .controlCharacterInString(0x09), 1, 3),
            ("\"\\x\"", .invalidEscape("\\ followed by 'x'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"), 1, 2),
            ("\"\\u12\"", .invalidEscape("\\u must be followed by four hexadecimal digits"), 1, 2),
            ("\"\\uD800\"", .unpairedSurrogate("high surrogate \\uD800 is not followed by a \\u escape of a low surrogate (DC00–DFFF)"), 1, 2),
            ("\"\\uDC00\"", .unpairedSurrogate("low surrogate \\uDC00 has no high surrogate before it"), 1, 2),
            ("[1] x", .trailingContent(found: "'x'"), 1, 5),
            ("{\"a\":\n  [1,\n   x]}", .unexpectedCharacter(found: "'x'", expected: "a value"), 3, 4),
            ("\"é\u{1}\"", .controlCharacterInString(1), 1, 3),
        ] as [(String, JSONReadingError.Reason, Int, Int)])
    func errors(input: String, reason: JSONReadingError.Reason, line: Int, column: Int) {
        do {
            _ = try JSONDocument(parsing: input)
            Issue.record("accepted \(input)")
        } catch let error as JSONReadingError {
            #expect(error.reason == reason)
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.description.contains("line \(line), column \(column)") || reason == .emptyInput)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test(
        "invalid UTF-8 is rejected wherever it appears in a string",
        arguments: [
            [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0x80, 0x22], [0x22, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0xE2, 0x82, 0x22],
            // After valid multibyte scalars, in the same run.
            [0x22, 0xC3, 0xA9, 0xFF, 0x22], [0x22, 0xE3, 0x81, 0x82, 0x80, 0x22], [0x22, 0xE3, 0x81, 0x82, 0xED, 0xA0, 0x80, 0x22],
            [0x22, 0xC3, 0xA9, 0xE3, 0x81],
        ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        #expect {
            try JSONDocument(parsing: bytes)
        } throws: { error in
            guard let error = error as? JSONReadingError, case .invalidUnicode = error.reason else { return false }
            return true
        }
    }

    @Test(
        "strings of multibyte scalars, alone or between ASCII and escapes, read back exactly",
        arguments: [
            (#""日本語のテキスト""#, "日本語のテキスト"), (#""aé""#, "aé"), (#""éa""#, "éa"), (#""é\n😀ü""#, "é\n😀ü"),
            (#""x日本\u00e9語y""#, "x日本é語y"), (#""Ünïcödé and ASCII 日本 mixed 😀😀""#, "Ünïcödé and ASCII 日本 mixed 😀😀"),
        ] as [(String, String)])
    func multibyteRuns(json: String, expected: String) throws {
        #expect(try JSONValue(parsing: json) == .string(expected))
    }

    @Test(
        "any JSON whitespace may surround a key's colon",
        arguments: [
            (#"{"a":1}"#, ["a": 1] as JSONValue), (#"{"a": 1}"#, ["a": 1]), (#"{"a":  1}"#, ["a": 1]), (#"{"a" : 1}"#, ["a": 1]),
            ("{\"a\":\n  1}", ["a": 1]), ("{\"a\": \t1}", ["a": 1]), ("{\"a\"\r\n:\r\n1}", ["a": 1]), (#"{"a": "1"}"#, ["a": "1"]),
        ] as [(String, JSONValue)])
    func colonWhitespace(json: String, expected: JSONValue) throws {
        #expect(try JSONValue(parsing: json) == expected)
    }

    @Test(
        "a key without a colon, or a colon followed by a control character, is rejected",
        arguments: [#"{"a" 1}"#, "{\"a\": \u{1}1}", #"{"a":"#, #"{"a": "#])
    func colonErrors(json: String) {
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: json) }
    }

    @Test("runs of spaces of any length are whitespace, inside a document and at its ends", arguments: 0..<20)
    func spaceRuns(length: Int) throws {
        let spaces = String(repeating: " ", count: length)
        let json = spaces + "{\n" + spaces + "\"a\":" + spaces + "[1," + spaces + "\n\t" + spaces + "2" + spaces + "]}" + spaces
        #expect(try JSONValue(parsing: json) == ["a": [1, 2]])
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "[1," + spaces + "\u{1}]") }
    }

    @Test("mixed runs of the four whitespace bytes, at every token boundary", arguments: 0..<24)
    func mixedWhitespaceRuns(length: Int) throws {
        // A fixed pattern per length, so that runs end on every byte and on every lane
        // of a word.
        let blanks: [Character] = [" ", "\t", "\n", "\r"]
        let run = String((0..<length).map { blanks[($0 * 7 + length) % blanks.count] })
        let tokens = ["{", "\"a\"", ":", "[", "1", ",", "true", ",", "{", "}", ",", "\"x\"", "]", ",", "\"b\"", ":", "null", "}"]
        let json = run + tokens.joined(separator: run) + run
        #expect(try JSONValue(parsing: json) == ["a": [1, true, [:], "x"], "b": .null])
    }

    /// After a comma, a line break and its indent are read a word of spaces at a time,
    /// and a single space is passed without the whitespace loop
    /// (`JSONParser.skipBlanks`, `skipBlanksAfterComma`). Whatever ends the run (a value,
    /// another line break, a tab, a control byte, the end of the text) and wherever its
    /// words fall, the result must be the general loop's.
    @Test("line breaks and indents after a comma, of every length, followed by anything", arguments: 0..<34)
    func indentsAfterComma(indent: Int) throws {
        let spaces = String(repeating: " ", count: indent)
        for after in ["", "\n", "\t", "\r\n  ", " ", "\n" + spaces] {
            let run = "\n" + spaces + after
            #expect(try JSONValue(parsing: "[1," + run + "2," + run + "\"s\"]") == [1, 2, "s"])
            #expect(try JSONValue(parsing: "{\"a\":1," + run + "\"b\":[true," + run + "null]}") == ["a": 1, "b": [true, .null]])
            #expect(try JSONValue(parsing: "[1," + run + "2]") == [1, 2])
            #expect(try JSONValue(parsing: "[1, " + run + "2]") == [1, 2])
        }
        #expect(try JSONValue(parsing: "[1, " + spaces + "2, 3]") == [1, 2, 3])
        // A control byte ends the run, and is reported where it stands.
        let control = #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "[1,\n" + spaces + "\u{1}2]") }
        #expect(control?.byteOffset == 4 + indent)
        let afterSpace = #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "[1, \u{1}2]") }
        #expect(afterSpace?.byteOffset == 4)
        // Text that ends inside the run.
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "[1,\n" + spaces) }
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "[1, ") }
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "[1,\n" + spaces + "2") }
    }

    /// Arrays of numbers are read, after their first element, in a loop of their own
    /// (`JSONParser.scanNumberRun`), which hands back to the state machine at the first
    /// element that is not a plain number and within 40 bytes of the end of the text.
    /// Whatever interrupts a run, and wherever, the array must hold what each element
    /// reads as on its own (a top-level value, which that loop never reads).
    @Test(
        "runs of numbers in arrays, interrupted by every other shape",
        arguments: [
            "1e5", "-0", "0", "12345678901234567", "1.5E-3", "1234567890123456", "0.1234567890123456", "\"s\"", "true",
            "false", "null", "[1,2]", "[]", "{\"k\":1}", "-1.25", "123456789012345.5",
        ])
    func numberRuns(interruption: String) throws {
        let plain = ["1", "-2", "3.25", "-65.613616999999977", "123456789012345", "0.5", "42"]
        let padding = ",\"pad\":\"" + String(repeating: "x", count: 48) + "\"}"
        for index in 0...plain.count {
            var elements = plain
            elements.insert(interruption, at: index)
            let expected = JSONValue.array(try elements.map { try JSONValue(parsing: $0) })
            for separator in [",", ", ", ",  ", ",\n  ", " ,", "\t,\t"] {
                let array = "[" + elements.joined(separator: separator) + "]"
                #expect(try JSONValue(parsing: array) == expected, "\(array)")
                // The array's count, which the decoder sizes arrays by, is the index's own.
                #expect(try JSONDocument(parsing: array).root.count == elements.count, "\(array)")
                #expect(try JSONValue(parsing: "{\"a\":" + array + padding) == ["a": expected, "pad": .string(String(repeating: "x", count: 48))])
            }
        }
    }

    @Test("arrays of numbers decode to their every element, however long", arguments: [1, 2, 3, 5, 8, 40, 1000])
    func numberRunsDecoded(count: Int) throws {
        let numbers = (0..<count).map { Double($0) * 1.25 - 7 }
        for separator in [",", ", "] {
            let text = "[" + numbers.map { "\($0)" }.joined(separator: separator) + "]"
            #expect(try StrataJSONDecoder().decode([Double].self, from: Data(text.utf8)) == numbers)
            #expect(try StrataJSONDecoder().decode([[Double]].self, from: Data("[\(text),\(text)]".utf8)) == [numbers, numbers])
        }
    }

    @Test(
        "a run of numbers stops at a malformed element, which is reported where it stands",
        arguments: ["01", "-", "1.", ".5", "1.e3", "-a", "1x", "0x10", "+1", "1.5.5"])
    func malformedElementInNumberRun(element: String) {
        let prefix = "[1,2,3.5,"
        let inRun = #expect(throws: JSONReadingError.self) {
            try JSONValue(parsing: prefix + element + ",4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]")
        }
        // The same element first in an array, where no run has begun.
        let alone = #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "[" + element + ",4,5,6,7,8,9,10,11,12,13,14]") }
        #expect(inRun?.reason == alone?.reason)
        #expect(inRun?.byteOffset == alone.map { $0.byteOffset - 1 + prefix.utf8.count })
        // In an object, a number after a comma is no key.
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "{\"a\":1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19}") }
    }

    @Test("control bytes other than the four whitespace bytes are not whitespace", arguments: (0..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) })
    func otherControlBytes(byte: Int) {
        let control = String(UnicodeScalar(UInt8(byte)))
        for json in ["[1,        " + control + "2]", "[1, " + control + "2]", "{\"a\":" + control + "1}", control + "[]", "[]" + control] {
            #expect(throws: JSONReadingError.self) { try JSONValue(parsing: json) }
        }
    }

    @Test("nesting is bounded, and the bound is configurable")
    func depthLimit() throws {
        let depth512 = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let depth513 = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: Never.self) { try JSONDocument(parsing: depth512) }
        #expect(throws: JSONReadingError(reason: .nestingTooDeep(limit: 512), byteOffset: 512, line: 1, column: 513)) {
            try JSONDocument(parsing: depth513)
        }
        let options = JSONReadingOptions(maximumDepth: 2)
        #expect(throws: Never.self) { try JSONDocument(parsing: "[{}]", options: options) }
        #expect(throws: JSONReadingError.self) { try JSONDocument(parsing: "[{\"a\":[]}]", options: options) }
        // Deep input never reaches the call stack.
        let huge = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: Never.self) { try JSONDocument(parsing: huge, options: JSONReadingOptions(maximumDepth: 200_000)) }
    }

    // MARK: Values

    @Test("top-level scalars are documents")
    func fragments() throws {
        #expect(try JSONValue(parsing: "1") == 1)
        #expect(try JSONValue(parsing: " \"x\" ") == "x")
        #expect(try JSONValue(parsing: "null") == .null)
        #expect(try JSONValue(parsing: "true") == true)
    }

    @Test("strings decode every escape and non-BMP character")
    func escapes() throws {
        let value = try JSONValue(parsing: #"["\"\\\/\b\f\n\r\t", "\u00e9\u4E2D\uD83D\uDE00", "é中😀", "a\u0000b"]"#)
        #expect(value == ["\"\\/\u{8}\u{c}\n\r\t", "é中😀", "é中😀", "a\u{0}b"])
    }

    @Test("the first of repeated keys wins, in lookups and in JSONValue")
    func duplicateKeys() throws {
        let document = try JSONDocument(parsing: #"{"a":1,"b":2,"a":3}"#)
        #expect(document.root["a"]?.int == 1)
        #expect(document.root.keys == ["a", "b"])
        #expect(document.root.members.map(\.key) == ["a", "b", "a"])
        let value = try JSONValue(parsing: #"{"a":1,"b":2,"a":3}"#)
        #expect(value.object?.keys == ["a", "b"])
        #expect(value["a"] == 1)
        // Keys that are equal as Swift strings are the same key.
        let composed = try JSONValue(parsing: "{\"\u{e9}\":1,\"e\u{301}\":2,\"\\u00e9\":3}")
        #expect(composed.count == 1)
        #expect(composed["e\u{301}"] == 1)
    }

    @Test("repeated keys are found among many", arguments: [2, 15, 16, 17, 40, 300])
    func duplicateKeysInLargeObjects(count: Int) throws {
        var members = (0..<count).map { "\"key\($0)\":\($0)" }
        members.append("\"key\(count / 2)\":-1")
        let document = try JSONDocument(parsing: "{" + members.joined(separator: ",") + "}")
        #expect(document.root["key\(count / 2)"]?.int == count / 2)
        #expect(document.root.keys.count == count)
        let distinct = try JSONDocument(parsing: "{" + members.dropLast().joined(separator: ",") + "}")
        #expect(distinct.storage.nodeFlags(0) & NodeFlags.objectNeedsExactLookup == 0)
    }

    /// Objects of up to eight keys are first checked by two bits of each key's fingerprint
    /// (`RepeatedKeyFinder.mayRepeat`), and their pairs compared only when that cannot rule
    /// a repeat out. Over many sets of distinct keys some share those bits; none may be
    /// taken for a repeat, and a repeat at any two positions must be found.
    @Test("small objects: a key repeated at any two positions is found; distinct keys never are", arguments: 2...8)
    func repeatedKeysInSmallObjects(count: Int) throws {
        func object(_ keys: [String]) -> String {
            "{" + keys.enumerated().map { "\"\($0.element)\":\($0.offset)" }.joined(separator: ",") + "}"
        }
        for set in 0..<100 {
            let keys = (0..<count).map { "k\(set)_\($0 &* 7919 % 1000)" }
            let distinct = try JSONDocument(parsing: object(keys))
            #expect(distinct.storage.nodeFlags(0) & NodeFlags.objectNeedsExactLookup == 0)
            for first in 0..<count {
                for second in (first + 1)..<count {
                    var repeated = keys
                    repeated[second] = keys[first]
                    let document = try JSONDocument(parsing: object(repeated))
                    #expect(document.storage.nodeFlags(0) & NodeFlags.objectNeedsExactLookup != 0)
                    #expect(document.root[keys[first]]?.int == first)
                }
            }
        }
    }

    /// Plain keys take a scan of their own (`JSONParser.scanPlainKey()`); every other key
    /// the full one. Whichever scan reads them, equal keys must leave equal fingerprints,
    /// at every length around the scans' word boundaries.
    @Test("repeated keys are found whichever scan reads them", arguments: [0, 1, 7, 8, 9, 15, 16, 17, 24, 25])
    func repeatedKeysAcrossScans(length: Int) throws {
        let key = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
        let plain = try JSONDocument(parsing: "{\"\(key)\":1,\"x\":2,\"\(key)\":3}")
        #expect(plain.root[key]?.int == 1)
        #expect(plain.storage.nodeFlags(0) & NodeFlags.objectNeedsExactLookup != 0)
        #expect(plain.root.keys == [key, "x"])
        // The same key, single-quoted (JSON5's scan) after the double-quoted one.
        let json5 = try JSONDocument(parsing: "{\"\(key)\":1,'\(key)':3}", options: JSONReadingOptions(allowsJSON5: true))
        #expect(json5.storage.nodeFlags(0) & NodeFlags.objectNeedsExactLookup != 0)
        #expect(json5.root[key]?.int == 1)
        // Keys that differ only in their last byte are distinct.
        guard length > 0 else { return }
        let other = key.dropLast() + "_"
        let distinct = try JSONDocument(parsing: "{\"\(key)\":1,\"\(other)\":2}")
        #expect(distinct.storage.nodeFlags(0) & NodeFlags.objectNeedsExactLookup == 0)
        #expect(distinct.root[key]?.int == 1 && distinct.root[String(other)]?.int == 2)
        // An escape after the first word sends a key from the plain scan to the full one.
        let escaped = try JSONDocument(parsing: "{\"\(key)Z\":1,\"\(key)\\u005A\":2}")
        #expect(escaped.root[key + "Z"]?.int == 1)
        #expect(escaped.root.keys == [key + "Z"])
    }

    /// A small document's parser starts with stacks of 16 containers and 32 keys lent
    /// from the call stack; a document that outgrows them moves to the heap midway.
    @Test("small documents nested deeper and with more keys than the parser's first stacks", arguments: [15, 16, 17, 33, 100])
    func outgrowingTheFirstStacks(depth: Int) throws {
        // Every level: a key, the next level, and the first key repeated, which must not win.
        var text = "1"
        for level in (0..<depth).reversed() {
            text = "{\"k\(level)\":\(level),\"a\":\(text),\"k\(level)\":-1}"
        }
        #expect(text.utf8.count <= JSONParser.smallDocumentLength)
        let document = try JSONDocument(parsing: text)
        var node = document.root
        for level in 0..<depth {
            #expect(node["k\(level)"]?.int == level)
            #expect(node.keys == ["k\(level)", "a"])
            guard let next = node["a"] else {
                Issue.record("level \(level) has no nested value")
                return
            }
            node = next
        }
        #expect(node.int == 1)
    }

    @Test(
        "UTF-16 and UTF-32 input is detected and converted",
        arguments: [
            (String.Encoding.utf16BigEndian, false), (.utf16LittleEndian, false), (.utf16BigEndian, true), (.utf16LittleEndian, true),
            (.utf32BigEndian, false), (.utf32LittleEndian, false), (.utf32BigEndian, true), (.utf32LittleEndian, true),
        ] as [(String.Encoding, Bool)])
    func otherEncodings(encoding: String.Encoding, withBOM: Bool) throws {
        let text = #"{"name":"é😀","n":[1,2]}"#
        var data = try #require(text.data(using: encoding))
        if withBOM {
            let bom: [UInt8]
            switch encoding {
            case .utf16BigEndian: bom = [0xFE, 0xFF]
            case .utf16LittleEndian: bom = [0xFF, 0xFE]
            case .utf32BigEndian: bom = [0, 0, 0xFE, 0xFF]
            default: bom = [0xFF, 0xFE, 0, 0]
            }
            data = Data(bom) + data
        }
        #expect(try JSONValue(parsing: data) == ["name": "é😀", "n": [1, 2]])
    }

    @Test("a UTF-8 byte order mark is skipped only at the start")
    func byteOrderMark() throws {
        #expect(try JSONValue(parsing: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "[\u{FEFF}1]") }
    }

    @Test("input forms: bytes, Data, String, Substring and non-contiguous sequences")
    func inputForms() throws {
        let text = #"{"a":[true,false,null]}"#
        let expected: JSONValue = ["a": [true, false, .null]]
        #expect(try JSONValue(parsing: Array(text.utf8)) == expected)
        #expect(try JSONValue(parsing: Data(text.utf8)) == expected)
        #expect(try JSONValue(parsing: text) == expected)
        #expect(try JSONValue(parsing: ("xx" + text).dropFirst(2)) == expected)
        #expect(try JSONValue(parsing: text.utf8.lazy.map { $0 }) == expected)
    }

    // MARK: Documents

    @Test("nodes read lazily by key, index and key path")
    func nodes() throws {
        let document = try JSONDocument(parsing: #"{"user":{"login":"octocat","id":1},"labels":[{"name":"bug"}],"a.b":true}"#)
        let root = document.root
        #expect(root.kind == .object)
        #expect(root.count == 3)
        #expect(root["user"]?["login"]?.string == "octocat")
        #expect(root[path: "user.id"]?.int == 1)
        #expect(root[path: "labels.0.name"]?.string == "bug")
        #expect(root[path: #"a\.b"#]?.bool == true)
        #expect(root[path: "labels.1.name"] == nil)
        #expect(root[path: "user.login.x"] == nil)
        #expect(root["labels"]?.elements.map { $0["name"]?.string } == ["bug"])
        #expect(root["labels"]?[0]?.byteOffset == 45)
        #expect(document.valueCount == 14)  // keys count as values in the index
        #expect(root["user"]?.value == ["login": "octocat", "id": 1])
    }

    // MARK: JSON5

    private func json5(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: text, options: JSONReadingOptions(allowsJSON5: true))
    }

    @Test(
        "JSON5 extensions are read when allowed, and rejected otherwise",
        arguments: [
            ("// comment\n[1, /* inline */ 2]", [1, 2] as JSONValue),
            ("[1, 2,]", [1, 2]),
            ("{a: 1, $b: 2, _c: 3, ñ: 4,}", ["a": 1, "$b": 2, "_c": 3, "ñ": 4]),
            ("{'it\\'s': 'a \"quoted\" word'}", ["it's": "a \"quoted\" word"]),
            ("[0x1F, -0XfF, +1, .5, 5., -.5e1]", [31, -255, 1, 0.5, 5, -5]),
            ("['\\x41\\v\\0', 'a\\\nb']", ["A\u{b}\u{0}", "ab"]),
            ("\u{a0}\u{2028}[\u{feff}1\u{3000}]\u{c}", [1]),
            ("{\\u0061bc: 1}", ["abc": 1]),
            ("{a:/* c */1, b: // d\n 2, c : /**/ 3, \"d\": /**/4}", ["a": 1, "b": 2, "c": 3, "d": 4]),
            ("[0x10000000000000000]", [.number(JSONNumber("18446744073709551616")!)]),
        ] as [(String, JSONValue)])
    func json5Extensions(input: String, expected: JSONValue) throws {
        #expect(try json5(input) == expected)
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: input) }
    }

    @Test("JSON5 Infinity and NaN read as non-finite numbers")
    func json5NonFinite() throws {
        let value = try json5("[Infinity, -Infinity, +Infinity, NaN]")
        let doubles = try #require(value.array?.map { $0.double })
        #expect(doubles[0] == .infinity)
        #expect(doubles[1] == -.infinity)
        #expect(doubles[2] == .infinity)
        #expect(doubles[3]?.isNaN == true)
        #expect(value.description == "[Infinity,-Infinity,Infinity,NaN]")
        #expect(throws: JSONWritingError.self) { try value.jsonData() }
    }

    @Test(
        "JSON5 still rejects what it does not allow",
        arguments: [
            "[1,,]", "[01]", "[0x]", "{1a: 1}", "[abc]", "[1 /* open", "['a\nb']", "[.]", "[\\a]", "['\\1']",
        ])
    func json5Rejections(input: String) {
        #expect(throws: JSONReadingError.self) { try json5(input) }
    }

    @Test("a top-level object may leave out its braces when asked")
    func assumesTopLevelDictionary() throws {
        let strict = JSONReadingOptions(assumesTopLevelDictionary: true)
        #expect(try JSONValue(parsing: #""a": 1, "b": [2]"#, options: strict) == ["a": 1, "b": [2]])
        #expect(try JSONValue(parsing: #"{"a": 1}"#, options: strict) == ["a": 1])
        #expect(try JSONValue(parsing: "  ", options: strict) == [:])
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "[1]", options: strict) }
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: #""a": 1}"#, options: strict) }
        let json5 = JSONReadingOptions(allowsJSON5: true, assumesTopLevelDictionary: true)
        #expect(try JSONValue(parsing: "// settings\na: 1, b: 'two',", options: json5) == ["a": 1, "b": "two"])
        #expect(throws: JSONReadingError.self) { try JSONValue(parsing: "a: 1\nb: 2", options: json5) }
    }

    @Test("error locations from the block table agree with counting from the start, at every offset")
    func locationsAcrossBlocks() throws {
        // Lines of varying length, multi-byte scalars, and more than a few 256-byte blocks.
        var text = "[\n"
        for index in 0..<60 {
            text += "  \"é😀 line \(index)\(String(repeating: "x", count: index % 17))\",\n"
        }
        text += "  0\n]"
        let document = try JSONDocument(parsing: text)
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count {
            let expected = bytes.withUnsafeBufferPointer { JSONReadingError.at(offset, in: $0, .emptyInput) }
            let found = document.storage.location(of: offset)
            #expect(found.line == expected.line && found.column == expected.column, "offset \(offset)")
        }
        #expect(document.storage.location(of: bytes.count).line == 63)
    }
}
