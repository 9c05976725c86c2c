import Foundation
import Testing

@testable import Strata

/// A decoder with a `schemaValidator` validates what it decodes before decoding it: the
/// whole document, the value at an `at:` path, each element of a stream; with a report,
/// every failure is a problem at its own path.
@Suite("Decoding validated against a JSON Schema")
struct SchemaValidatingDecoderTests {
    struct Label: Codable, Equatable {
        var name: String
        var color: String?
    }

    static let labelSchema = #"""
        {"type": "object", "required": ["name"], "properties": {
            "name": {"type": "string", "minLength": 1},
            "color": {"type": "string", "pattern": "^[0-9a-f]{6}$"}}}
        """#

    static func decoder() throws -> StrataJSONDecoder {
        let decoder = StrataJSONDecoder()
        decoder.schemaValidator = try JSONSchemaValidator(JSONSchema(parsing: labelSchema))
        return decoder
    }

    /// The schema error's underlying failures, from a thrown error.
    static func failures(of error: any Error) -> [JSONSchemaFailure]? {
        guard case DecodingError.dataCorrupted(let context) = error else { return nil }
        return (context.underlyingError as? JSONSchemaValidationError)?.failures
    }

    @Test("valid input decodes as without a schema, from every input form and through the Foundation API")
    func validInput() throws {
        let decoder = try Self.decoder()
        let text = #"{"name": "bug", "color": "ff0000"}"#
        let expected = Label(name: "bug", color: "ff0000")
        #expect(try decoder.decode(Label.self, from: Data(text.utf8)) == expected)
        #expect(try decoder.decode(Label.self, from: text) == expected)
        #expect(try decoder.decode(Label.self, from: try JSONValue(parsing: text)) == expected)
        let foundation: JSONDecoder = decoder
        #expect(try foundation.decode(Label.self, from: Data(text.utf8)) == expected)
        #expect(try JSONAdapter(decoder: decoder).model(Label.self, from: text) == expected)
    }

    @Test("input that decodes but does not match the schema throws a DecodingError naming the first failures")
    func invalidInput() throws {
        let decoder = try Self.decoder()
        let text = #"{"name": "", "color": "red", "extra": 1}"#
        // Without the schema, it decodes.
        #expect(try StrataJSONDecoder().decode(Label.self, from: text) == Label(name: "", color: "red"))
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Label.self, from: Data(text.utf8)) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["name"])
        #expect(Self.failures(of: error)?.map(\.instanceLocation) == ["/name", "/color"])
        let message = MessageSentences.message(of: error)
        #expect(
            message
                == #"The JSON does not match the decoder's schema (2 failures). Underlying error: At "/name" (schema "/properties/name/minLength"): Expected a string of at least 1 character but found the string "" (0 characters) instead. At "/color" (schema "/properties/color/pattern"): Expected a string matching the pattern "^[0-9a-f]{6}$" but found the string "red" instead."#
        )
        // The Foundation API and the adapter throw the same.
        let foundation: JSONDecoder = decoder
        #expect(throws: DecodingError.self) { try foundation.decode(Label.self, from: Data(text.utf8)) }
        #expect(throws: DecodingError.self) { try JSONAdapter(decoder: decoder).model(Label.self, from: text) }
    }

    @Test("with a report, each schema failure is a problem at its own path, and the value is not decoded")
    func report() throws {
        let decoder = try Self.decoder()
        var report = DecodingReport()
        let text = #"[{"name": "ok"}, {"color": "red"}, {"name": ""}]"#
        #expect(throws: DecodingError.self) { try decoder.decode([Label].self, from: text, report: &report) }
        // The schema is of one label: the array is not one.
        #expect(report.problems.map(\.kind) == [.schemaFailure])
        #expect(report.problems.map(\.path) == [""])

        let arrayDecoder = StrataJSONDecoder()
        arrayDecoder.schemaValidator = try JSONSchemaValidator(
            JSONSchema(parsing: #"{"type": "array", "items": \#(Self.labelSchema)}"#))
        var arrayReport = DecodingReport()
        let error = try #require(throws: DecodingError.self) { try arrayDecoder.decode([Label].self, from: text, report: &arrayReport) }
        #expect(arrayReport.problems.map(\.kind) == [.schemaFailure, .schemaFailure, .schemaFailure])
        #expect(arrayReport.problems.map(\.path) == ["1.color", "1", "2.name"])
        #expect(arrayReport.problems.map(\.line) == [1, 1, 1])
        #expect(arrayReport.problems.map(\.column) == [28, 18, 45])
        #expect(arrayReport.problems.allSatisfy { !$0.isRecovered })
        #expect(
            arrayReport.problems[1].message
                == #"Expected the property "name", which is required, but the object has no such property (schema "/items/required")."#)
        #expect(MessageSentences.message(of: error).contains("(and 2 more problems in the DecodingReport)"))
    }

    @Test("with decode(_:from:at:), the schema applies to the value at the path, and locations start at the root")
    func keyPath() throws {
        let decoder = try Self.decoder()
        let text = #"{"data": {"label": {"name": "bug"}}, "meta": {"page": 1}}"#
        #expect(try decoder.decode(Label.self, from: text, at: "data.label") == Label(name: "bug"))
        let bad = #"{"data": {"label": {"name": ""}}}"#
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Label.self, from: bad, at: "data.label") }
        #expect(Self.failures(of: error)?.map(\.instanceLocation) == ["/data/label/name"])
        var report = DecodingReport()
        #expect(throws: DecodingError.self) { try decoder.decode(Label.self, from: bad, at: "data.label", report: &report) }
        #expect(report.problems.map(\.path) == ["data.label.name"])
        // A path into an array: its index is an index in the coding path.
        let listed = #"{"items": [{"name": "a"}, {"name": ""}]}"#
        let indexed = try #require(throws: DecodingError.self) { try decoder.decode(Label.self, from: listed, at: "items.1") }
        guard case .dataCorrupted(let context) = indexed else { return }
        #expect(context.codingPath.map(\.intValue) == [nil, 1, nil])
        #expect(Self.failures(of: indexed)?.map(\.instanceLocation) == ["/items/1/name"])
    }

    @Test("a stream validates each element: an element that does not match fails, or is skipped with the others that fail")
    func streams() throws {
        let decoder = try Self.decoder()
        let lines = "{\"name\": \"a\"}\n{\"name\": \"\"}\n{\"name\": \"c\", \"color\": \"00ff00\"}\n"
        let skipping = JSONStreamOptions(failurePolicy: .skip)
        let report = JSONStreamReport()
        let values = try decoder.elements(of: Label.self, from: Data(lines.utf8), format: .jsonLines, options: skipping, report: report)
            .map { try $0.get() }
        #expect(values.map(\.name) == ["a", "c"])
        #expect(report.skippedCount == 1)
        #expect(report.skipped.first?.elementIndex == 1)
        #expect(report.skipped.first?.codingPath.map(\.stringValue) == ["name"])

        var thrown: (any Error)?
        for element in decoder.elements(of: Label.self, from: Data(lines.utf8), format: .jsonLines) {
            if case .failure(let error) = element {
                thrown = error
                break
            }
        }
        #expect(thrown != nil)
    }

    @Test("the option is kept across calls and copies of its snapshot, and can be cleared")
    func keptAndCleared() throws {
        let decoder = try Self.decoder()
        let bad = #"{"name": ""}"#
        for _ in 0..<3 { #expect(throws: DecodingError.self) { try decoder.decode(Label.self, from: bad) } }
        decoder.schemaValidator = nil
        #expect(try decoder.decode(Label.self, from: bad) == Label(name: ""))
    }

    @Test("one decoder with a schema, from many tasks at once")
    func concurrentUse() async throws {
        let decoder = try Self.decoder()
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let text = index.isMultiple(of: 2) ? #"{"name": "x"}"# : #"{"name": ""}"#
                    return (try? decoder.decode(Label.self, from: text)) != nil
                }
            }
            var valid: [Bool] = []
            for await result in group { valid.append(result) }
            return valid
        }
        #expect(results.filter { $0 }.count == 8)
    }
}
