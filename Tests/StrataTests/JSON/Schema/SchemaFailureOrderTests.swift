import Foundation
import Testing

@testable import Strata

/// Failures come in the fixed order `JSONSchemaValidator` documents: a depth-first walk,
/// each schema's own assertions first, then elements and members in the value's order,
/// then `required`, references and logic.
@Suite("JSON Schema failure order")
struct SchemaFailureOrderTests {
    static let schema = #"""
        {
            "type": "object",
            "minProperties": 5,
            "required": ["id"],
            "properties": {
                "labels": {"type": "array", "items": {"enum": ["bug", "ui"]}, "uniqueItems": true},
                "title": {"type": "string", "minLength": 1},
                "size": {"minimum": 0}
            },
            "allOf": [{"properties": {"title": {"maxLength": 0}}}]
        }
        """#

    @Test("the same failures in the same order, checked from a value, a document and text, whatever order the schema's properties are in")
    func documentedOrder() throws {
        let validator = try JSONSchemaValidator(JSONSchema(parsing: Self.schema))
        let text = #"{"title": "", "size": -1, "labels": ["bug", "bug", "perf"]}"#
        let expected = [
            "/minProperties", "/properties/title/minLength", "/properties/size/minimum", "/properties/labels/uniqueItems",
            "/properties/labels/items/enum", "/required",
        ]
        let fromText = try validator.validate(parsing: text).failures
        #expect(fromText.map(\.keywordLocation) == expected)
        #expect(fromText.map(\.instanceLocation) == ["", "/title", "/size", "/labels", "/labels/2", ""])
        #expect(validator.validate(try JSONValue(parsing: text)).failures == fromText)
        #expect(validator.validate(try JSONDocument(parsing: text)).failures == fromText)
        for _ in 0..<3 { #expect(try validator.validate(parsing: text).failures == fromText) }
    }
}
