import Foundation

/// A JSON Schema document: the schema as a ``JSONValue``, which prints as JSON.
///
/// A `JSONSchema` is a plain value. It holds the document and checks nothing: making a
/// ``JSONSchemaValidator`` from it reads the schema, resolves its references and reports
/// what is wrong with it, once; the validator then checks as many values as you give it.
///
/// ```swift
/// import Strata
///
/// let schema = try JSONSchema(parsing: #"{"type": "object", "required": ["login"], "properties": {"login": {"type": "string"}}}"#)
/// let validator = try JSONSchemaValidator(schema)
/// let result = validator.validate(try JSONValue(parsing: #"{"login": 42}"#))
/// print(result.isValid)
/// // Prints "false"
/// print(result.failures[0])
/// // Prints "At "/login" (schema "/properties/login/type"): Expected a string but found the number 42 instead."
/// ```
///
/// Schemas are `Codable` as the JSON they are, so a schema can be a property of a model
/// or stored in a file with any coder.
public struct JSONSchema: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The schema document: an object or a boolean, for a valid schema.
    public var value: JSONValue

    /// A schema whose document is `value`.
    public init(_ value: JSONValue) {
        self.value = value
    }

    /// Reads a schema from JSON text: `Data`, bytes, a `String` or any other ``JSONInput``
    /// (UTF-8, or UTF-16 or UTF-32 told by a byte order mark or the pattern of zero bytes).
    /// A ``JSONValue`` is taken as it is.
    ///
    /// Reading checks only that the input is JSON; the schema's keywords are checked when a
    /// ``JSONSchemaValidator`` is made from it.
    ///
    /// - Throws: ``JSONReadingError`` when the input is not JSON.
    public init(parsing input: some JSONInput, options: JSONReadingOptions = JSONReadingOptions()) throws {
        value = try JSONValue(parsing: input, options: options)
    }

    /// Decodes the schema as the JSON value it is.
    public init(from decoder: any Decoder) throws {
        value = try JSONValue(from: decoder)
    }

    /// Encodes the schema as the JSON value it is.
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }

    /// The schema as compact JSON, its URIs' slashes as written (`"https://…"`, not
    /// `"https:\/\/…"`), ready to paste into a request or a document.
    public var description: String {
        guard let bytes = try? value.jsonBytes(options: .withoutEscapingSlashes) else { return value.description }
        return String(decoding: bytes, as: UTF8.self)
    }
}
