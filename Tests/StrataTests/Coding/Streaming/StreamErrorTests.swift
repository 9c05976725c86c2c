import Foundation
import Strata
import Testing

/// Where a stream's problems are reported, which of them end it, and how skipping goes
/// on past the others.
@Suite("Streaming: errors, skipping and incomplete input")
struct StreamErrorTests {
    struct Item: Codable, Equatable {
        var id: Int
    }

    static func read(
        _ text: String, format: JSONStreamFormat = .jsonLines, options: JSONStreamOptions = JSONStreamOptions(),
        report: JSONStreamReport? = nil, decoder: StrataJSONDecoder = StrataJSONDecoder()
    ) -> Delivered<Item> {
        decoder.elements(of: Item.self, from: Data(text.utf8), format: format, options: options, report: report).delivered()
    }

    static let skip = JSONStreamOptions(failurePolicy: .skip)

    // Bytes: line 1 is 10 bytes with its line feed, line 2 too, line 3 starts at byte 20.
    static let invalidThirdLine = "{\"id\": 1}\n{\"id\": 2}\n{\"id\": 3,, }\n{\"id\": 4}\n"

    @Test("invalid JSON in the middle stops the stream at its line, byte and column")
    func invalidJSONStops() throws {
        let delivered = Self.read(Self.invalidThirdLine)
        #expect(delivered.values == [Item(id: 1), Item(id: 2)])
        let error = try #require(delivered.error)
        #expect(error.kind == .invalidJSON)
        #expect(error.elementIndex == 2)
        #expect((error.line, error.column, error.byteOffset) == (3, 10, 29))
        #expect(error.isSkippable)
        #expect(error.underlyingError is JSONReadingError)
        #expect(error.description.hasPrefix("Element 2 (line 3, column 10, byte 29) is not valid JSON: Unexpected character ','"))
    }

    @Test("a JSON Lines line cut short says so: its input is the line")
    func lineCutShort() throws {
        let error = try #require(Self.read("{\"id\": 1,\n{\"id\": 2}\n").error)
        #expect((error.kind, error.line, error.column) == (.invalidJSON, 1, 10))
        #expect(error.message.hasPrefix("Unexpected end of the line: expected an object key"), "\(error.message)")
    }

    @Test("skipping goes on past invalid JSON and lists it in the report")
    func invalidJSONSkipped() throws {
        let report = JSONStreamReport()
        let delivered = Self.read(Self.invalidThirdLine, options: Self.skip, report: report)
        #expect(delivered.values == [Item(id: 1), Item(id: 2), Item(id: 4)])
        #expect(delivered.error == nil)
        #expect(report.skippedCount == 1)
        let skipped = try #require(report.skipped.first)
        #expect((skipped.kind, skipped.elementIndex, skipped.line) == (.invalidJSON, 2, 3))
        #expect(report.elementCount == 4)
    }

    @Test("an element that does not decode: its index, line, byte offset and coding path")
    func decodingFailure() throws {
        let text = "{\"id\": 1}\n   {\"id\": \"two\"}\n{\"id\": 3}\n"
        let delivered = Self.read(text)
        #expect(delivered.values == [Item(id: 1)])
        let error = try #require(delivered.error)
        #expect(error.kind == .decodingFailed)
        #expect((error.elementIndex, error.line, error.column, error.byteOffset) == (1, 2, 4, 13))
        #expect(error.codingPath.map(\.stringValue) == ["id"])
        let underlying = try #require(error.underlyingError as? DecodingError)
        guard case .typeMismatch(_, let context) = underlying else {
            Issue.record("expected a type mismatch, got \(underlying)")
            return
        }
        // The message locates the value in the whole stream, not in its line alone.
        #expect(context.debugDescription.contains("(line 2, column 11)"), "\(context.debugDescription)")
    }

    @Test("elements of an array: coding paths start at the element's index, behind the envelope's path")
    func arrayCodingPaths() throws {
        let top = Self.read("[{\"id\": 1},\n {\"id\": \"x\"}]", format: .array)
        #expect(top.values == [Item(id: 1)])
        let topError = try #require(top.error)
        #expect(topError.codingPath.map(\.stringValue) == ["Index 1", "id"])
        #expect((topError.elementIndex, topError.line, topError.column) == (1, 2, 2))

        let wrapped = Self.read(#"{"page": 2, "data": {"items": [{"id": 1}, {"id": true}]}}"#, format: .array(at: "data.items"))
        let wrappedError = try #require(wrapped.error)
        #expect(wrappedError.codingPath.map(\.stringValue) == ["data", "items", "Index 1", "id"])
        let indexed = Self.read(#"{"pages": [{"items": []}, {"items": [{"id": 5}, {}]}]}"#, format: .array(at: "pages.1.items"))
        #expect(indexed.values == [Item(id: 5)])
        #expect(try #require(indexed.error).codingPath.map(\.stringValue) == ["pages", "Index 1", "items", "Index 1"])
    }

    @Test("skip and report: indices count every element, and decoding problems are listed with their element")
    func skipAndReport() throws {
        let text = "{\"id\": 1}\n{\"id\": \"a\"}\n{}\n{\"id\": 4}\n{\"id\": 5.5}\n"
        let report = JSONStreamReport()
        let delivered = Self.read(text, options: Self.skip, report: report)
        #expect(delivered.values == [Item(id: 1), Item(id: 4)])
        #expect(delivered.error == nil)
        #expect(report.skipped.map(\.elementIndex) == [1, 2, 4])
        #expect(report.skipped.map(\.line) == [2, 3, 5])
        #expect(report.skipped.map(\.kind) == [.decodingFailed, .decodingFailed, .decodingFailed])
        #expect(report.problems.map(\.elementIndex) == [1, 2, 4])
        #expect(report.problems.map(\.problem.kind) == [.typeMismatch, .missingKey, .invalidValue])
        #expect(report.problems.map(\.problem.line) == [2, 3, 5])
        #expect(report.elementCount == 5)
    }

    @Test("a report keeps at most its limit, and counts the rest")
    func reportLimit() {
        let text = String(repeating: "{\"id\": \"x\"}\n", count: 10)
        let report = JSONStreamReport(keepingAtMost: 3)
        let delivered = Self.read(text, options: Self.skip, report: report)
        #expect(delivered.values.isEmpty)
        #expect(report.skipped.count == 3)
        #expect(report.skippedCount == 10)
        #expect(report.problems.count == 3)
        #expect(report.problemCount == 10)
    }

    @Test("past a report's limit, skipped elements and problems are counted; those within it are described whole", arguments: [0, 1, 2, 3, 10])
    func skippedPastTheLimit(limit: Int) {
        let text = "{\"id\": 1,,}\n{\"id\": \"a\"}\n{\"id\": 3}\n{\"id\"\n{}\n  [1, 2]\n"
        let whole = JSONStreamReport()
        _ = Self.read(text, options: Self.skip, report: whole)
        #expect(whole.skippedCount == 5)
        let report = JSONStreamReport(keepingAtMost: limit)
        let delivered = Self.read(text, options: Self.skip, report: report)
        #expect(delivered.values == [Item(id: 3)])
        #expect(delivered.error == nil)
        #expect((report.elementCount, report.skippedCount, report.problemCount) == (6, 5, whole.problemCount))
        #expect(report.skipped.map(\.description) == whole.skipped.prefix(limit).map(\.description))
        #expect(report.problems.map(\.description) == whole.problems.prefix(limit).map(\.description))
    }

    @Test("a report with no room left: the failure that stops the stream still has its message, place and path")
    func fullReportStillDescribesTheStop() throws {
        for text in [Self.invalidThirdLine, "{\"id\": 1}\n   {\"id\": \"two\"}\n{\"id\": 3}\n"] {
            let expected = try #require(Self.read(text).error)
            let full = try #require(Self.read(text, report: JSONStreamReport(keepingAtMost: 0)).error)
            #expect(full.description == expected.description)
            #expect(full.codingPath.map(\.stringValue) == expected.codingPath.map(\.stringValue))
            #expect((full.line, full.column, full.byteOffset) == (expected.line, expected.column, expected.byteOffset))
        }
    }

    @Test("a truncated last line is an error; a complete last line without a line feed is not")
    func truncatedLastLine() throws {
        let truncated = Self.read("{\"id\": 1}\n{\"id\": 2")
        #expect(truncated.values == [Item(id: 1)])
        let error = try #require(truncated.error)
        #expect((error.kind, error.elementIndex, error.line) == (.truncated, 1, 2))
        #expect(!error.isSkippable)
        // Skipping does not hide it.
        #expect(Self.read("{\"id\": 1}\n{\"id\": 2", options: Self.skip).error?.kind == .truncated)
        let unterminated = Self.read("{\"id\": 1}\n{\"id\": 2}")
        #expect(unterminated.values == [Item(id: 1), Item(id: 2)])
        #expect(unterminated.error == nil)
    }

    @Test("a last line not yet written is left for the next read, which resumes at the report's offset")
    func tailingAGrowingLog() throws {
        var options = JSONStreamOptions()
        options.incompleteEnd = .notYetWritten
        for partial in ["{\"id\": 1}\n{\"id\": 2", "{\"id\": 1}\n{\"id\": 2}", "{\"id\": 1}\n"] {
            let report = JSONStreamReport()
            let first = Self.read(partial, options: options, report: report)
            #expect(first.values == [Item(id: 1)], "\(partial)")
            #expect(first.error == nil)
            #expect(report.resumeOffset == 10)
            // The writer finishes the line and adds another; the reader goes on from there.
            let grown = Data("{\"id\": 1}\n{\"id\": 2}\n{\"id\": 3}\n".utf8)
            let second = StrataJSONDecoder().elements(
                of: Item.self, from: grown.dropFirst(report.resumeOffset), format: .jsonLines, options: options
            ).delivered()
            #expect(second.values == [Item(id: 2), Item(id: 3)])
            #expect(second.error == nil)
        }
    }

    @Test("an array cut short: truncated, or not yet written")
    func truncatedArray() throws {
        let cut = Self.read("[{\"id\": 1}, {\"id\": 2", format: .array)
        #expect(cut.values == [Item(id: 1)])
        #expect(cut.error?.kind == .truncated)
        #expect(cut.error?.elementIndex == 1)
        let unclosed = Self.read("[{\"id\": 1}, {\"id\": 2}", format: .array)
        #expect(unclosed.values == [Item(id: 1), Item(id: 2)])
        #expect(unclosed.error?.kind == .truncated)
        #expect(unclosed.error?.elementIndex == nil)
        var options = JSONStreamOptions()
        options.incompleteEnd = .notYetWritten
        let waiting = Self.read("[{\"id\": 1}, {\"id\": 2", format: .array, options: options)
        #expect(waiting.values == [Item(id: 1)])
        #expect(waiting.error == nil)
    }

    @Test("a bracket that does not match in an array ends the stream, even when skipping")
    func mismatchedBracket() throws {
        let delivered = Self.read("[{\"id\": 1}, {\"id\": [2}, {\"id\": 3}]", format: .array, options: Self.skip)
        #expect(delivered.values == [Item(id: 1)])
        let error = try #require(delivered.error)
        #expect(error.kind == .invalidJSON)
        #expect(!error.isSkippable)
        #expect(error.elementIndex == 1)
        #expect((error.line, error.column) == (1, 22))
        #expect(error.message.contains("expected ']' to close the open container"))
    }

    @Test("text after the array, or a missing separator, is invalid where it is")
    func textAroundArray() throws {
        let trailing = Self.read("[{\"id\": 1}] x", format: .array)
        #expect(trailing.values == [Item(id: 1)])
        #expect(trailing.error.map { ($0.kind, $0.column, $0.elementIndex) } ?? (.readFailed, 0, 0) == (.invalidJSON, 13, nil))
        let missingComma = Self.read("[{\"id\": 1} {\"id\": 2}]", format: .array)
        #expect(missingComma.values == [Item(id: 1)])
        #expect(missingComma.error?.message.contains("expected ',' or ']' after an array element") == true)
        let twoOnALine = Self.read("{\"id\": 1} {\"id\": 2}\n")
        #expect(twoOnALine.error?.kind == .invalidJSON)
        #expect(twoOnALine.error?.message.contains("the end of the line") == true)
    }

    @Test(
        "no array at the key path",
        arguments: [
            (#"{"data": {"other": []}}"#, #"No array at "data.items": the object at "data" has no key "items"."#),
            (#"{"data": {"items": {}}}"#, #"Expected an array at "data.items" but found an object instead."#),
            (#"{"data": [1]}"#, #"Expected an object at "data" to follow the path "data.items", but found an array instead."#),
            (#"[]"#, #"Expected an object at the top level to follow the path "data.items", but found an array instead."#),
        ])
    func arrayNotFound(text: String, message: String) throws {
        let delivered = Self.read(text, format: .array(at: "data.items"))
        let error = try #require(delivered.error)
        #expect(error.kind == .arrayNotFound)
        #expect(error.message == message)
    }

    @Test("the envelope: the first occurrence of a key, escaped keys, and keys under a key strategy")
    func envelopeKeys() throws {
        let text = #"{"data": {"it\u0065ms": [{"id": 1}], "items": [{"id": 2}]}, "data": {"items": [{"id": 3}]}}"#
        #expect(Self.read(text, format: .array(at: "data.items")).values == [Item(id: 1)])
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let snake = #"{"result_set": {"item_list": [{"id": 7}]}}"#
        #expect(Self.read(snake, format: .array(at: "resultSet.itemList"), decoder: decoder).values == [Item(id: 7)])
        #expect(Self.read(snake, format: .array(at: "result_set.item_list"), decoder: decoder).values == [Item(id: 7)])
    }

    @Test("an element larger than the limit is an error, skipped like any other")
    func oversizedElement() throws {
        let big = "{\"id\": 2, \"pad\": \"\(String(repeating: "x", count: 10_000))\"}"
        for format in [JSONStreamFormat.jsonLines, .concatenated] {
            let text = "{\"id\": 1}\n\(big)\n{\"id\": 3}\n"
            var options = JSONStreamOptions(maximumElementSize: 1_000)
            options.bufferSize = 4096
            let stopped = Self.read(text, format: format, options: options)
            #expect(stopped.values == [Item(id: 1)])
            #expect(stopped.error?.kind == .elementTooLarge)
            #expect(stopped.error?.elementIndex == 1)
            #expect(stopped.error?.line == 2)
            options.failurePolicy = .skip
            let report = JSONStreamReport()
            let skipped = Self.read(text, format: format, options: options, report: report)
            #expect(skipped.values == [Item(id: 1), Item(id: 3)], "\(format)")
            #expect(report.skipped.map(\.kind) == [.elementTooLarge])
        }
    }

    /// Found by the stream fuzzer: read whole, a deep element was scanned to its depth
    /// failure past the size limit; read a byte at a time, it was too large first.
    @Test("whether an element is too large does not depend on how the input arrives", arguments: [JSONStreamFormat.concatenated, .array])
    func oversizedWhateverTheChunking(format: JSONStreamFormat) async throws {
        let deep = String(repeating: "[", count: 600)
        let text = format == .array ? "[\(deep)" : deep
        var options = JSONStreamOptions(maximumElementSize: 100)
        options.bufferSize = 4096
        let whole = StrataJSONDecoder().elements(of: JSONValue.self, from: Data(text.utf8), format: format, options: options).delivered()
        let bytes = await StrataJSONDecoder().elements(
            of: JSONValue.self, from: StreamFeed.asyncBytes(Array(text.utf8)), format: format, options: options
        ).delivered()
        #expect(whole.error?.kind == .elementTooLarge)
        #expect(bytes.error?.kind == .elementTooLarge)
        #expect(whole.error?.byteOffset == bytes.error?.byteOffset)
    }

    @Test("values one after another: a stray byte is an element that fails, and can be skipped")
    func concatenatedGarbage() {
        let delivered = Self.read("{\"id\": 1} x3 {\"id\": 4}", format: .concatenated, options: Self.skip)
        #expect(delivered.values == [Item(id: 1), Item(id: 4)])
        #expect(delivered.error == nil)
        // Bytes that cannot start a value are elements of one byte, each an error.
        let report = JSONStreamReport()
        let stray = Self.read("{\"id\": 1}],:}{\"id\": 4}", format: .concatenated, options: Self.skip, report: report)
        #expect(stray.values == [Item(id: 1), Item(id: 4)])
        #expect(report.skipped.map(\.column) == [10, 11, 12, 13])
    }

    @Test("options streams do not read are refused before anything is read")
    func unsupportedOptions() throws {
        let json5 = StrataJSONDecoder()
        json5.allowsJSON5 = true
        #expect(Self.read("[{id: 1}]", format: .array, decoder: json5).error?.kind == .unsupportedOptions)
        // JSON5 values one per line are fine, comments included.
        let lines = Self.read("{id: 1} // the first\n// nothing on this line\n{id: 2,}\n", decoder: json5)
        #expect(lines.values == [Item(id: 1), Item(id: 2)])
        #expect(lines.error == nil)
        let braceless = StrataJSONDecoder()
        braceless.assumesTopLevelDictionary = true
        #expect(Self.read("\"id\": 1\n", decoder: braceless).error?.kind == .unsupportedOptions)
        let utf16 = Data([0xFF, 0xFE] + Array("{\"id\": 1}\n".utf8))
        #expect(
            StrataJSONDecoder().elements(of: Item.self, from: utf16, format: .jsonLines).delivered().error?.kind == .invalidJSON)
        let bom = Data([0xEF, 0xBB, 0xBF] + Array("{\"id\": 1}\n".utf8))
        #expect(StrataJSONDecoder().elements(of: Item.self, from: bom, format: .jsonLines).delivered().values == [Item(id: 1)])
    }

    struct SourceFailed: Error {}

    @Test("a source that throws ends the stream after what it delivered")
    func readFailure() async throws {
        let chunks = AsyncThrowingStream<[UInt8], any Error> { continuation in
            continuation.yield(Array("{\"id\": 1}\n{\"id\"".utf8))
            continuation.finish(throwing: SourceFailed())
        }
        let delivered = await StrataJSONDecoder().elements(of: Item.self, from: chunks, format: .jsonLines).delivered()
        #expect(delivered.values == [Item(id: 1)])
        let error = try #require(delivered.error)
        #expect(error.kind == .readFailed)
        #expect(error.underlyingError is SourceFailed)
        let missing = StrataJSONDecoder().elements(
            of: Item.self, from: URL(fileURLWithPath: "/nonexistent/strata-stream.jsonl"), format: .jsonLines
        ).delivered()
        #expect(missing.error?.kind == .readFailed)
    }

    @Test(
        "a URL that is not a file's is an error naming it, never the local file at its path", arguments: ["https://example.com", "ftp://example.com"])
    func remoteURL(prefix: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-stream-url-\(UUID()).jsonl")
        try Data("{\"id\": 1}\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(StrataJSONDecoder().elements(of: Item.self, from: file, format: .jsonLines).delivered().values == [Item(id: 1)])
        let remote = try #require(URL(string: prefix + file.path))
        let read = StrataJSONDecoder().elements(of: Item.self, from: remote, format: .jsonLines).delivered()
        #expect(read.values.isEmpty)
        let error = try #require(read.error)
        #expect(error.kind == .readFailed)
        #expect("\(error)".contains("not a file URL") && "\(error)".contains(prefix))
    }
}
