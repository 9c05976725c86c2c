import Foundation
import Testing

@testable import Strata

/// An error that carries an underlying error (a transformer's, a hook's, a merge policy's)
/// says what failed and where, and leaves the why to the underlying error: printed, the
/// underlying message appears once, after one full stop.
@Suite("Errors that carry an underlying error")
struct UnderlyingErrorMessageTests {
    struct FileMissing: Error, CustomStringConvertible {
        var description: String { "The file doesn't exist." }
    }

    struct Stamped: JSONSerializing {
        var when: Date
        static var valueTransformers: [any Transformer] { [ISO8601DateTransformer()] }
    }

    struct Wrapped: Codable {
        @Transform<URLTransformer> var homepage: URL
    }

    struct Hooked: JSONSerializing {
        var name: String
        func validate() throws { throw FileMissing() }
    }

    struct Tagged: JSONSerializing {
        var tags: [String]
        static func mergePolicy(forKey key: String) -> MergePolicy? {
            .custom { (_: [String], _: [String]) throws -> [String] in throw FileMissing() }
        }
    }

    struct Unwritable: JSONSerializing {
        var when: Date
        static var valueTransformers: [any Transformer] { [Refusing()] }

        struct Refusing: Transformer {
            func transform(_ json: String) throws -> Date { Date(timeIntervalSince1970: 0) }
            func reverseTransform(_ value: Date) throws -> String { throw FileMissing() }
        }
    }

    /// Reads numbers from strings, and writes nothing back.
    struct ReadOnly: ParameterlessTransformer {
        func transform(_ json: String) throws -> Int { Int(json) ?? 0 }
        func reverseTransform(_ value: Int) throws -> String { throw TransformerError(transformer: Self.self, reason: .notReversible) }
    }

    struct Plain: JSONSerializing {
        var text: String
    }

    struct Case: @unchecked Sendable, CustomTestStringConvertible {
        // `@unchecked`: `run` captures only metatypes and strings.
        var testDescription: String
        var run: () throws -> Void
        /// The error's own message, exactly.
        var message: String
        /// The underlying error's message, exactly.
        var underlying: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a model's transformer", run: { _ = try StrataJSONDecoder().decode(Stamped.self, from: #"{"when": "yesterday"}"#) },
            message: #"ISO8601DateTransformer rejected the string "yesterday", at "when" (line 1, column 10)"#,
            underlying:
                #"ISO8601DateTransformer cannot convert the string "yesterday": expected an ISO 8601 date and time with a zone, such as 2011-04-22T13:33:48Z."#
        ),
        Case(
            testDescription: "@Transform under Strata's decoder",
            run: { _ = try StrataJSONDecoder().decode(Wrapped.self, from: #"{"homepage": "a b"}"#) },
            message: #"URLTransformer rejected the string "a b", at "homepage" (line 1, column 14)"#,
            underlying: #"URLTransformer cannot convert the string "a b": expected a URL."#),
        Case(
            testDescription: "@Transform under Foundation's decoder",
            run: { _ = try JSONDecoder().decode(Wrapped.self, from: Data(#"{"homepage": "a b"}"#.utf8)) },
            message: #"URLTransformer rejected the string "a b""#, underlying: #"URLTransformer cannot convert the string "a b": expected a URL."#),
        Case(
            testDescription: "a hook", run: { _ = try StrataJSONDecoder().decode(Hooked.self, from: #"{"name": "x"}"#) },
            message: "Hooked rejected the decoded value at the top level (line 1, column 1)", underlying: "The file doesn't exist."),
        Case(
            testDescription: "a hook after an update",
            run: {
                var hooked = Hooked(name: "a")
                try StrataJSONDecoder().update(&hooked, from: Data(#"{"name": "x"}"#.utf8))
            }, message: "Hooked rejected the updated value at the top level (line 1, column 1)", underlying: "The file doesn't exist."),
        Case(
            testDescription: "a merge policy in an update",
            run: {
                var tagged = Tagged(tags: ["a"])
                try StrataJSONDecoder().update(&tagged, from: Data(#"{"tags": ["x"]}"#.utf8))
            }, message: #"The merge policy of "tags" failed"#, underlying: "The file doesn't exist."),
        Case(
            testDescription: "a transformer that cannot write", run: { _ = try StrataJSONEncoder().encode(Unwritable(when: Date())) as Data },
            message: "Refusing could not write the value as JSON", underlying: "The file doesn't exist."),
        Case(
            testDescription: "@Transform that cannot write",
            run: { _ = try JSONEncoder().encode([Transform<ReadOnly>(wrappedValue: 1)]) }, message: "ReadOnly could not write the value as JSON",
            underlying: "ReadOnly converts JSON into model values only; it cannot encode."),
        Case(
            testDescription: "a Foundation object JSON cannot hold",
            run: { _ = try JSONAdapter().model(Plain.self, fromFoundationObject: ["text": Date(timeIntervalSince1970: 0)]) },
            message: "The Foundation object is not JSON", underlying: #"A value of type Date at "text" has no JSON form."#),
    ]

    static func parts(of error: any Error) -> (message: String, underlying: (any Error)?)? {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            return (context.debugDescription, context.underlyingError)
        case EncodingError.invalidValue(_, let context):
            return (context.debugDescription, context.underlyingError)
        default:
            return nil
        }
    }

    @Test("the message says what and where without a full stop; the underlying error says why, once", arguments: cases)
    func saidOnce(_ testCase: Case) throws {
        let error = try #require(throws: (any Error).self) { try testCase.run() }
        let (message, underlying) = try #require(Self.parts(of: error), "\(error)")
        #expect(message == testCase.message)
        let underlyingMessage = "\(try #require(underlying))"
        #expect(underlyingMessage == testCase.underlying)
        // However this toolchain prints the error, the underlying message is in it once,
        // and no sentence ends twice.
        let printed = String(describing: error)
        #expect(printed.components(separatedBy: testCase.underlying).count == 2, "\(printed)")
        #expect(!printed.contains(".."), "\(printed)")
    }

    @Test("a report lists the message and the underlying error's, each a sentence")
    func reported() throws {
        var report = DecodingReport()
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([Stamped].self, from: #"[{"when": "2011-04-22T13:33:48Z"}, {"when": "soon"}]"#, report: &report)
        }
        #expect(
            report.failures.map(\.message) == [
                #"ISO8601DateTransformer rejected the string "soon", at "1.when" (line 1, column 45). ISO8601DateTransformer cannot convert the string "soon": expected an ISO 8601 date and time with a zone, such as 2011-04-22T13:33:48Z."#
            ])
    }

    struct NoteV1: JSONSerializing {
        var text: String
        static var archiveIdentifier: String { "note" }
    }

    struct NoteV2: JSONSerializing {
        var text: Int
        static var archiveIdentifier: String { "note" }
    }

    @Test("an archive that does not decode quotes the decoding error's message once, with one full stop")
    func archive() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-underlying-\(UUID().uuidString).archive")
        defer { try? FileManager.default.removeItem(at: url) }
        try ModelArchive.write(NoteV1(text: "a"), to: url)
        let error = try #require(throws: ArchiveError.self) { try ModelArchive.read(NoteV2.self, from: url) }
        #expect(
            "\(error)" == #"The archive \#(url.path) does not decode: Expected to decode Int but found the string "a" instead, at "text"."#)
    }
}
