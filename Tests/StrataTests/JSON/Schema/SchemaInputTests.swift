import Foundation
import Testing

@testable import Strata

/// The schema API reads its input as every other Strata reader does: any ``JSONInput``
/// (text, `Data`, bytes, UTF-16, a ``JSONValue``), with the same result whichever it is.
@Suite("JSON Schema inputs")
struct SchemaInputTests {
    static let schemaText = #"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}"#

    /// `text` as UTF-16, little-endian, after a byte order mark.
    static func utf16LittleEndian(_ text: String) -> Data {
        Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] })
    }

    /// The same invalid instance, `{"name": 7}`, in each form a caller may hold it.
    static let invalidInputs: [(label: String, input: any JSONInput & Sendable)] = [
        ("String", #"{"name": 7}"#),
        ("Substring", #"  {"name": 7}  "#.dropFirst(2)),
        ("Data", Data(#"{"name": 7}"#.utf8)),
        ("[UInt8]", Array(#"{"name": 7}"#.utf8)),
        ("UTF-16 Data with a byte order mark", utf16LittleEndian(#"{"name": 7}"#)),
        ("JSONValue", ["name": 7] as JSONValue),
    ]

    @Test("the schema reads from any JSONInput", arguments: invalidInputs.map(\.label))
    func schemaFromAnyInput(_ label: String) throws {
        let expected = try JSONSchema(parsing: Self.schemaText)
        let forms: [String: any JSONInput] = [
            "String": Self.schemaText, "Substring": Self.schemaText[...], "Data": Data(Self.schemaText.utf8),
            "[UInt8]": Array(Self.schemaText.utf8),
            "UTF-16 Data with a byte order mark": Self.utf16LittleEndian(Self.schemaText),
            "JSONValue": expected.value,
        ]
        let input = try #require(forms[label])
        #expect(try JSONSchema(parsing: input) == expected)
    }

    @Test("isValid(parsing:) and validate(parsing:) give the same answer for every input form", arguments: invalidInputs)
    func validatorFromAnyInput(_ form: (label: String, input: any JSONInput & Sendable)) throws {
        let validator = try JSONSchemaValidator(JSONSchema(parsing: Self.schemaText))
        #expect(try !validator.isValid(parsing: form.input))
        let result = try validator.validate(parsing: form.input)
        #expect(result.failures.map(\.instanceLocation) == ["/name"])
        #expect(result.failures.map(\.keywordLocation) == ["/properties/name/type"])
        #expect(try validator.isValid(parsing: #"{"name": "seven"}"#))
    }

    @Test("text that is not JSON throws a JSONReadingError, from the schema and the validator")
    func notJSON() throws {
        #expect(throws: JSONReadingError.self) { try JSONSchema(parsing: #"{"type": "#) }
        let validator = try JSONSchemaValidator(JSONSchema(parsing: Self.schemaText))
        #expect(throws: JSONReadingError.self) { try validator.isValid(parsing: Data("{".utf8)) }
        #expect(throws: JSONReadingError.self) { try validator.validate(parsing: [UInt8]("[1,".utf8)) }
    }
}
