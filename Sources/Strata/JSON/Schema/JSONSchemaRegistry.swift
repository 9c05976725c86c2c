/// Schema documents by URI, for `$ref`, `$dynamicRef` and `$schema` to find: Strata never
/// reads a schema from the network or the file system.
///
/// A registry always knows the metaschemas of draft 2020-12 (with its seven vocabulary
/// metaschemas) and of draft-07, so a schema can refer to them
/// (`{"$ref": "https://json-schema.org/draft/2020-12/schema"}` validates a schema).
/// Register the other documents your schemas refer to under the URIs they use:
///
/// ```swift
/// import Strata
///
/// var registry = JSONSchemaRegistry()
/// registry.register(try JSONSchema(parsing: #"{"type": "string", "minLength": 1}"#), at: "https://example.com/name.json")
/// let schema = try JSONSchema(parsing: #"{"properties": {"login": {"$ref": "https://example.com/name.json"}}}"#)
/// let validator = try JSONSchemaValidator(schema, registry: registry)
/// print(validator.isValid(["login": ""]))
/// // Prints "false"
/// ```
///
/// A document registered at one URI that declares another in its `$id` is found by both,
/// and so are the subschemas it identifies with `$id` and `$anchor`.
public struct JSONSchemaRegistry: Sendable {
    /// The registered documents by URI (without fragment), in registration order.
    private(set) var documents: [(uri: String, schema: JSONSchema)] = []
    private var positions: [String: Int] = [:]

    /// A registry with only the built-in metaschemas.
    public init() {}

    /// Registers `schema` as the document at `uri`, replacing any document registered
    /// there before (a built-in metaschema too). A fragment of `uri` is ignored.
    public mutating func register(_ schema: JSONSchema, at uri: String) {
        let key = SchemaURI(uri).resourceKey
        if let position = positions[key] {
            documents[position].schema = schema
        } else {
            positions[key] = documents.count
            documents.append((key, schema))
        }
    }

    /// A copy of this registry with `schema` registered at `uri`.
    public func registering(_ schema: JSONSchema, at uri: String) -> JSONSchemaRegistry {
        var copy = self
        copy.register(schema, at: uri)
        return copy
    }

    /// The URIs of the documents registered, in the order they were first registered
    /// (the built-in metaschemas are not listed).
    public var uris: [String] {
        documents.map(\.uri)
    }

    /// The document registered at `uri` (without fragment), or a built-in metaschema.
    public subscript(uri: String) -> JSONSchema? {
        let key = SchemaURI(uri).resourceKey
        if let position = positions[key] { return documents[position].schema }
        return BuiltInMetaschemas.document(at: key).map(JSONSchema.init)
    }
}
