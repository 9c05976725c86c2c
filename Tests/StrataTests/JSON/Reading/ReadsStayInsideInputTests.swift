import Foundation
import Testing

@testable import Strata

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The unreadable page comes from mmap and mprotect.
#if canImport(Glibc) || canImport(Darwin)

/// The reader parses the caller's bytes where they lie, and when the text ends with a
/// closing bracket its state machine reads them without bounds checks (see
/// `JSONParser.parse(startingIn:)`). These tests place each input so that its last byte
/// is the last byte of a readable page, with an unreadable page after it: a read one
/// byte past the end stops the test process.
@Suite("Reads stay inside the input")
struct ReadsStayInsideInputTests {
    /// Texts ending in `}` or `]` (the unchecked reads), valid or not, and texts ending
    /// otherwise. `valid` says whether strict JSON accepts them.
    static let texts: [(text: String, valid: Bool)] = [
        ("[]", true), ("{}", true), ("[[]]", true), ("[{}]", true), ("{\"a\":{}}", true),
        ("[1,2,3]", true), ("{\"a\":\"b\"}", true), ("{\"a\": [true, false, null]}", true),
        ("[\"é\", \"日本\", \"😀\"]", true), ("[1.5e3, -0, 0.25]", true), ("{\"a\" : 1 }\n \t", true),
        ("[\"\\u00e9\\n\"]", true),
        // Numbers at the plain scan's reach, and ones ending at or near the last byte.
        ("[123456789012345.123456789012345,      0]", true), ("[-1234567.1234567,            -7654321.7654321]", true),
        ("[1.123456789012345]", true), ("[-1.12345678]", true), ("[12345678.1]", true), ("[1234567]", true),
        // Runs of numbers after an array's first element (`JSONParser.scanNumberRun`), with
        // and without a space after each comma, ending at or near the last byte.
        ("[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30]", true),
        ("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]", true),
        ("[-1.5,-2.25,-3.125,-4.0625,-5.5,-6.75,-7.875,-8.5,-9.25,-10.125,-11.5,-12.75,-13.5]", true),
        ("[0.5,1.5,2.5,3.5,4.5,5.5,6.5,7.5,8.5,9.5,10.5,11.5,12.5,13.5,14.5,15.5,16.5,1e", false),
        ("[0.5,1.5,2.5,3.5,4.5,5.5,6.5,7.5,8.5,9.5,10.5,11.5,12.5,13.5,14.5,15.5,16.5,]", false),
        ("[0.5,1.5,2.5,3.5,4.5,5.5,6.5,7.5,8.5,9.5,10.5,11.5,12.5,13.5,14.5,15.5,16.5, ]", false),
        // Line breaks and indents after commas (`JSONParser.skipBlanks`), up to the end.
        ("[1,\n          2,\n                  3,\n  4\n]", true), ("[1,\n                ", false),
        ("{\"a\": 1,\n        \"b\": 2,\n\t\"c\": 3,\n\n    \"d\": 4}", true), ("[1,\n   ]", false),
        // Containers still open when the final bracket closes one.
        ("[{}", false), ("[[]", false), ("{\"a\":[1,2]", false), ("{\"a\":{}", false), ("[{\"a\":1}", false),
        ("[[[]]   ", false), ("{\"a\":[]  \n", false),
        // Malformed before the final bracket.
        ("]", false), ("}", false), ("[}", false), ("{]", false), ("[1,]", false), ("{\"a\":1,}", false),
        ("[-]", false), ("[1.]", false), ("[1e]", false), ("[01]", false), ("[tru]", false), ("[fals]", false),
        ("[nul]", false), ("{\"a\"}", false), ("{\"a\":}", false), ("{\"a\" 1}", false), ("[1 2]", false),
        ("[\"abc]", false), ("{\"a\":\"b}", false), ("[\"\\u12]", false), ("[\"\\", false), ("[\u{1}]", false),
        ("[1,2]]", false), ("{}}", false), ("[\"\u{C3}]", false),
        // Texts that do not end with a closing bracket.
        ("[1,2", false), ("{\"a\":\"b", false), ("[\"é", false), ("1", true), ("\"x\"", true), ("true", true),
        ("[1,2] x", false), ("{\"a\":1", false), ("-", false), ("\"", false), ("[", false), ("{", false),
    ]

    @Test("strict reading", arguments: texts)
    func strict(_ text: String, valid: Bool) throws {
        try Self.atEndOfPage(Array(text.utf8)) { bytes in
            if valid {
                #expect(throws: Never.self) { try JSONValue(parsing: bytes) }
            } else {
                #expect(throws: JSONReadingError.self) { try JSONValue(parsing: bytes) }
            }
        }
    }

    @Test("JSON5 reading", arguments: texts)
    func json5(_ text: String, valid: Bool) throws {
        try Self.atEndOfPage(Array(text.utf8)) { bytes in
            // JSON5 accepts some of the invalid texts (trailing commas); what matters here
            // is that it reads nothing past the end.
            _ = try? JSONValue(parsing: bytes, options: JSONReadingOptions(allowsJSON5: true))
        }
    }

    @Test("every JSONTestSuite file", arguments: TestDataFiles.testSuiteFileNames())
    func testSuiteFile(_ name: String) throws {
        let data = try TestDataFiles.testSuiteFile(name)
        try Self.atEndOfPage(Array(data)) { bytes in
            let strictResult = Result { try JSONValue(parsing: bytes) }
            if name.hasPrefix("y_") {
                #expect(throws: Never.self) { try strictResult.get() }
            } else if name.hasPrefix("n_") {
                #expect(throws: JSONReadingError.self) { try strictResult.get() }
            }
        }
    }

    @Test("a value read at the end of a page equals the same value read elsewhere", arguments: texts.filter(\.valid))
    func sameValue(_ text: String, valid: Bool) throws {
        let elsewhere = try JSONValue(parsing: Data(text.utf8))
        try Self.atEndOfPage(Array(text.utf8)) { bytes in
            let here = try JSONValue(parsing: bytes)
            #expect(here == elsewhere)
        }
    }

    /// Copies `bytes` to the end of a readable page followed by an unreadable one, and
    /// passes them to `body` in place.
    static func atEndOfPage(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let readablePages = max(1, (bytes.count + pageSize - 1) / pageSize)
        let length = (readablePages + 1) * pageSize
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        // MAP_FAILED is (void *)-1, a macro Swift does not import everywhere.
        guard let base = mapped, base != UnsafeMutableRawPointer(bitPattern: -1) else {
            Issue.record("mmap failed")
            return
        }
        defer { munmap(base, length) }
        let guardPage = base + readablePages * pageSize
        guard mprotect(guardPage, pageSize, PROT_NONE) == 0 else {
            Issue.record("mprotect failed")
            return
        }
        let start = guardPage.assumingMemoryBound(to: UInt8.self) - bytes.count
        bytes.withUnsafeBufferPointer { source in
            if let address = source.baseAddress { start.update(from: address, count: source.count) }
        }
        try body(UnsafeBufferPointer(start: start, count: bytes.count))
    }
}
#endif
