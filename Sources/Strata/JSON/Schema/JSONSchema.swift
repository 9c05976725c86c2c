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

    /// Reads a schema from JSON text.
    ///
    /// - Throws: ``JSONReadingError`` when the text is not JSON.
    public init(parsing text: some StringProtocol, options: JSONReadingOptions = JSONReadingOptions()) throws {
        value = try SchemaInput.withStorage(text: text, options: options) { JSONValue(node: 0, in: $0) }
    }

    /// Reads a schema from JSON in `Data`.
    ///
    /// - Throws: ``JSONReadingError`` when the data is not JSON.
    public init(parsing data: Data, options: JSONReadingOptions = JSONReadingOptions()) throws {
        value = try SchemaInput.withStorage(data, options: options) { JSONValue(node: 0, in: $0) }
    }

    /// Reads a schema from UTF-8 (or UTF-16 or UTF-32) bytes.
    ///
    /// - Throws: ``JSONReadingError`` when the bytes are not JSON.
    public init<Bytes: Sequence>(parsing bytes: Bytes, options: JSONReadingOptions = JSONReadingOptions()) throws
    where Bytes.Element == UInt8 {
        value = try SchemaInput.withStorage(bytes: bytes, options: options) { JSONValue(node: 0, in: $0) }
    }

    /// Decodes the schema as the JSON value it is.
    public init(from decoder: any Decoder) throws {
        value = try JSONValue(from: decoder)
    }

    /// Encodes the schema as the JSON value it is.
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }

    /// The schema as compact JSON.
    public var description: String {
        value.description
    }
}
