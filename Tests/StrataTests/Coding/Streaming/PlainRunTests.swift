import Foundation
import Strata
import Testing

/// Streams of scalars (`Int`, `Double`, `String`, `Bool`…) read runs of plain elements
/// straight from the bytes; every other element goes the general way (splitter, parser,
/// decoder). A run changes only how fast elements are read: each stream here is read as
/// its scalar type and as a wrapper that decodes the same scalar through a single-value
/// container (which always goes the general way), and the two must deliver the same
/// values, the same errors at the same places, and the same reports, in every format,
/// the bytes whole or in pieces.
@Suite("Streaming: runs of plain scalars")
struct PlainRunTests {
    /// `T` decoded through a single-value container: a type no run reads.
    struct ThroughContainer<T: Decodable & Equatable>: Decodable, Equatable {
        var value: T
        init(from decoder: any Decoder) throws {
            value = try decoder.singleValueContainer().decode(T.self)
        }
    }

    /// What a read gave, in a form both ways of reading compare by.
    struct Outcome<T: Equatable>: Equatable {
        var values: [T]
        var error: String?
        var skipped: [String]
        var counts: [Int]
    }

    static func describe(_ error: JSONStreamError) -> String {
        "\(error.kind) #\(error.elementIndex.map(String.init) ?? "-") at \(error.line):\(error.column) byte \(error.byteOffset) "
            + "path \(error.codingPath.map(\.stringValue)) \(error.message)"
    }

    static func outcome<T: Equatable>(_ delivered: Delivered<T>, _ report: JSONStreamReport?) -> Outcome<T> {
        Outcome(
            values: delivered.values, error: delivered.error.map(describe), skipped: report?.skipped.map(describe) ?? [],
            counts: report.map { [$0.elementCount, $0.skippedCount, $0.problemCount, $0.problems.count] } ?? [])
    }

    /// Reads `text` as `T` and as `ThroughContainer<T>`, synchronously (whole) and
    /// asynchronously (in pieces of `pieceSize`), and expects the same outcome each way.
    static func expectSameAsGeneralPath<T: Decodable & Equatable & Sendable>(
        _ type: T.Type, _ text: String, format: JSONStreamFormat, skips: Bool, reportLimit: Int?, pieceSize: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let options = JSONStreamOptions(failurePolicy: skips ? .skip : .stop, bufferSize: 4096)
        let data = Data(text.utf8)
        let decoder = StrataJSONDecoder()
        func report() -> JSONStreamReport? { reportLimit.map { JSONStreamReport(keepingAtMost: $0) } }

        let generalReport = report()
        let general = decoder.elements(of: ThroughContainer<T>.self, from: data, format: format, options: options, report: generalReport)
            .delivered()
        let expected = outcome(Delivered(values: general.values.map(\.value), error: general.error), generalReport)

        let plainReport = report()
        let plain = decoder.elements(of: T.self, from: data, format: format, options: options, report: plainReport).delivered()
        #expect(outcome(plain, plainReport) == expected, "synchronous, \(format)", sourceLocation: sourceLocation)

        let asyncReport = report()
        let chunks = StreamFeed.pieces(Array(text.utf8), size: pieceSize)
        let asyncPlain = await decoder.elements(
            of: T.self, from: StreamFeed.asyncChunks(chunks), format: format, options: options, report: asyncReport
        ).delivered()
        #expect(outcome(asyncPlain, asyncReport) == expected, "asynchronous in pieces of \(pieceSize), \(format)", sourceLocation: sourceLocation)
    }

    /// The stream's text: each token after `plainBefore` plain ones, so that runs start,
    /// stop at the token and start again.
    static func text(_ tokens: [String], plain: String, plainBefore: Int, format: JSONStreamFormat) -> String {
        var elements: [String] = []
        for token in tokens {
            elements += Array(repeating: plain, count: plainBefore)
            elements.append(token)
        }
        elements += Array(repeating: plain, count: plainBefore)
        switch format {
        case .jsonLines: return elements.joined(separator: "\n") + "\n"
        case .concatenated: return elements.joined(separator: " \n\t")
        case .array: return "[" + elements.joined(separator: ",") + "]"
        default: return #"{"a": {"b": ["# + elements.joined(separator: " , ") + "]}}"
        }
    }

    static let formats: [JSONStreamFormat] = [.jsonLines, .concatenated, .array, .array(at: "a.b")]

    /// Tokens a run must read, must leave to the general path, or must stop before.
    static let integerTokens = [
        "0", "-1", "7", "123456789012345", "-123456789012345", "1234567890123456", "9223372036854775807", "9223372036854775808",
        "-0", "00", "012", "1.0", "1e3", "1E+2", "-", "\"7\"", "true", "null", "[1]", "{}", "1x", " 5 ", "5\r", "",
    ]

    @Test("Int: every format, stopping at the first error, whole and in pieces", arguments: formats, [1, 5, 64])
    func integersStopping(format: JSONStreamFormat, pieceSize: Int) async {
        // Each token alone after a plain run: a stream that stops ends at it.
        for token in Self.integerTokens {
            let text = Self.text([token], plain: "42", plainBefore: 30, format: format)
            // A report with no room left must not change the failure that stops the stream.
            await Self.expectSameAsGeneralPath(
                Int.self, text, format: format, skips: false, reportLimit: pieceSize == 5 ? 0 : 1000, pieceSize: pieceSize)
        }
    }

    @Test("fixed-width integers: a token whose value does not fit goes to the general path", arguments: formats)
    func fixedWidthIntegers(format: JSONStreamFormat) async {
        let text = Self.text(Self.integerTokens + ["255", "256", "-128", "-129", "65535", "65536"], plain: "100", plainBefore: 12, format: format)
        for limit in [nil, 2, 1000] {
            await Self.expectSameAsGeneralPath(UInt8.self, text, format: format, skips: true, reportLimit: limit, pieceSize: 7)
            await Self.expectSameAsGeneralPath(Int8.self, text, format: format, skips: true, reportLimit: limit, pieceSize: 7)
            await Self.expectSameAsGeneralPath(UInt16.self, text, format: format, skips: true, reportLimit: limit, pieceSize: 7)
            await Self.expectSameAsGeneralPath(Int64.self, text, format: format, skips: true, reportLimit: limit, pieceSize: 7)
            await Self.expectSameAsGeneralPath(UInt.self, text, format: format, skips: true, reportLimit: limit, pieceSize: 7)
        }
    }

    @Test("Double and Float: plain decimals, and every other number shape beside them", arguments: formats)
    func decimals(format: JSONStreamFormat) async {
        let tokens = [
            "1.5", "-0.25", "0.1", "3", "-0.0", "0.0", "0.0000000000000001", "123.4567890123456789", "1e-400", "1e400", "1.", ".5",
            "01.5", "340282366920938463463374607431768211456.0", "1.0000000000000001", "12345678901234.5678901234567", "\"1.5\"", "nan",
        ]
        for skips in [false, true] {
            let text = Self.text(tokens, plain: "2.5", plainBefore: 10, format: format)
            await Self.expectSameAsGeneralPath(Double.self, text, format: format, skips: skips, reportLimit: 1000, pieceSize: 3)
            await Self.expectSameAsGeneralPath(Float.self, text, format: format, skips: skips, reportLimit: 1000, pieceSize: 3)
        }
    }

    @Test("String: plain ASCII, and escapes, non-ASCII text and broken strings beside it", arguments: formats)
    func strings(format: JSONStreamFormat) async {
        let tokens = [
            #""""#, #""a b c""#, #""a\nb""#, #""\u0041""#, "\"é\"", "\"😀 ok\"", "\"tab\there\"", #""unterminated"#, "42", "null",
            #""a"b"#, String(repeating: "x", count: 70).debugDescription,
        ]
        for skips in [false, true] {
            let text = Self.text(tokens, plain: #""info""#, plainBefore: 15, format: format)
            await Self.expectSameAsGeneralPath(String.self, text, format: format, skips: skips, reportLimit: 3, pieceSize: 11)
        }
    }

    @Test("Bool: true and false, and what only starts like them", arguments: formats)
    func booleans(format: JSONStreamFormat) async {
        let tokens = ["true", "false", "truex", "fals", "falsey", "True", "1", "null", "\"true\"", "t"]
        for skips in [false, true] {
            let text = Self.text(tokens, plain: "false", plainBefore: 12, format: format)
            await Self.expectSameAsGeneralPath(Bool.self, text, format: format, skips: skips, reportLimit: nil, pieceSize: 2)
        }
    }

    @Test("skipping with a report of every size: the same entries, counts and values", arguments: [nil, 0, 1, 3, 1000])
    func skippingWithReports(limit: Int?) async {
        let text = Self.text(Self.integerTokens, plain: "-9", plainBefore: 25, format: .jsonLines)
        await Self.expectSameAsGeneralPath(Int.self, text, format: .jsonLines, skips: true, reportLimit: limit, pieceSize: 13)
    }

    @Test("a decoder with a JSON Schema validates every scalar: no run goes round it", arguments: formats)
    func schemaValidated(format: JSONStreamFormat) throws {
        let decoder = StrataJSONDecoder()
        decoder.schemaValidator = try JSONSchemaValidator(JSONSchema(parsing: #"{"type": "integer", "minimum": 0}"#))
        let text = Self.text(["-3", "5", "-4"], plain: "7", plainBefore: 40, format: format)
        let report = JSONStreamReport()
        let delivered = decoder.elements(
            of: Int.self, from: Data(text.utf8), format: format, options: JSONStreamOptions(failurePolicy: .skip), report: report
        ).delivered()
        #expect(delivered.values == Array(repeating: 7, count: 80) + [5] + Array(repeating: 7, count: 80))
        #expect(report.skipped.map(\.elementIndex) == [40, 122])
        #expect(report.skipped.map(\.kind) == [.decodingFailed, .decodingFailed])
    }

    @Test("long runs: more elements than a ring holds, and than a buffer holds, all delivered in order", arguments: formats)
    func longRuns(format: JSONStreamFormat) async throws {
        let values = (0..<20_000).map { $0 * 7919 % 1_000_003 - 500_000 }
        let elements = values.map(String.init)
        let streamText: String
        switch format {
        case .jsonLines: streamText = elements.joined(separator: "\n") + "\n"
        case .concatenated: streamText = elements.joined(separator: " ")
        case .array: streamText = "[" + elements.joined(separator: ",") + "]"
        default: streamText = #"{"a": {"b": ["# + elements.joined(separator: ",") + "]}}"
        }
        let report = JSONStreamReport()
        let delivered = StrataJSONDecoder().elements(
            of: Int.self, from: Data(streamText.utf8), format: format, options: JSONStreamOptions(bufferSize: 4096), report: report
        ).delivered()
        #expect(delivered.error == nil)
        #expect(delivered.values == values)
        #expect(report.elementCount == values.count)
        let chunks = StreamFeed.pieces(Array(streamText.utf8), size: 1000)
        let asyncDelivered = await StrataJSONDecoder().elements(of: Int.self, from: StreamFeed.asyncChunks(chunks), format: format).delivered()
        #expect(asyncDelivered.values == values)
        #expect(asyncDelivered.error == nil)
    }

    /// Every thousandth element is no plain token: `1.0` (an `Int` the general path reads),
    /// `"x"` (a failure, skipped) or `-0`.
    static func mixedRun(count: Int) -> (tokens: [String], values: [Int], skipped: Int) {
        var tokens: [String] = []
        var values: [Int] = []
        var skipped = 0
        for index in 0..<count {
            switch index % 3000 {
            case 999:
                tokens.append("\(index).0")
                values.append(index)
            case 1999:
                tokens.append(#""x""#)
                skipped += 1
            case 2999:
                tokens.append("-0")
                values.append(0)
            default:
                tokens.append(String(index * 37 - 100_000))
                values.append(index * 37 - 100_000)
            }
        }
        return (tokens, values, skipped)
    }

    @Test("without a report the caller's loop takes runs itself: values in order across runs, buffers and general elements")
    func callerTakesRuns() async throws {
        let run = Self.mixedRun(count: 12_000)
        let text = run.tokens.joined(separator: "\n") + "\n"
        let options = JSONStreamOptions(failurePolicy: .skip, bufferSize: 4096)
        // The loop is concrete, as an app's is: `next()` is inlined here for `Int`.
        var values: [Int] = []
        for element in StrataJSONDecoder().elements(of: Int.self, from: Data(text.utf8), format: .jsonLines, options: options) {
            values.append(try element.get())
        }
        #expect(values == run.values)
        var asyncValues: [Int] = []
        let chunks = StreamFeed.pieces(Array(text.utf8), size: 777)
        for try await value in StrataJSONDecoder().elements(of: Int.self, from: StreamFeed.asyncChunks(chunks), format: .jsonLines, options: options)
        {
            asyncValues.append(value)
        }
        #expect(asyncValues == run.values)
        // Stopping at the first failure: the values before it, then its error, then nothing.
        var beforeFailure: [Int] = []
        var failures: [JSONStreamError] = []
        for element in StrataJSONDecoder().elements(of: Int.self, from: Data(text.utf8), format: .jsonLines) {
            switch element {
            case .success(let value): beforeFailure.append(value)
            case .failure(let error): failures.append(error)
            }
        }
        #expect(beforeFailure == Array(run.values.prefix(1999)))
        #expect(failures.map(\.elementIndex) == [1999])
        #expect(failures.map(\.line) == [2000])
    }
}
