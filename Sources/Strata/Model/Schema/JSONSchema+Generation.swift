import Foundation

extension JSONSchema {
    /// The JSON Schema of a model: what Strata's decoder accepts for it and its encoder
    /// writes, found by reflection, without macros.
    ///
    /// ```swift
    /// import Strata
    ///
    /// struct Issue: JSONSerializing {
    ///     enum State: String, Codable, CaseIterable { case open, closed }
    ///
    ///     var title: String
    ///     var state: State
    ///     var reporterLogin: String
    ///     var labels: [String]
    ///     var body: String?
    ///
    ///     enum CodingKeys: String, CodingKey {
    ///         case title, state, labels, body
    ///         case reporterLogin = "user.login"
    ///     }
    /// }
    ///
    /// let schema = try JSONSchema(for: Issue.self)
    /// let validator = try JSONSchemaValidator(schema)
    /// print(try validator.isValid(parsing: #"{"title": "Crash", "state": "open", "user": {"login": "octocat"}, "labels": []}"#))
    /// // Prints "true"
    /// print(try validator.validate(parsing: #"{"title": "Crash", "state": "merged", "user": {}, "labels": []}"#).failures.count)
    /// // Prints "2"
    /// ```
    ///
    /// Everything Strata's coders know about the type is in the schema: key paths and
    /// ``JSONKey`` as nested objects, key strategies, transformers and the encoder's date
    /// and data strategies, ``Default``, ``Lenient``, ``Tristate``, lossy collections,
    /// enums, clusters with their discriminators, recursive and shared types (as `$defs`),
    /// and unknown keys (`additionalProperties`). Titles and descriptions come from
    /// ``JSONSchemaDescribing``; a type can give its own schema with
    /// ``JSONSchemaProviding``. See <doc:JSONSchemaFromModels>.
    ///
    /// A type's shape is read by running its `init(from:)` against a decoder that records
    /// what it asks for; nothing is decoded. A type whose decoding that cannot describe (one
    /// that tries several forms, or checks the values it reads) is refused, never
    /// described wrongly.
    ///
    /// - Throws: ``JSONSchemaGenerationError`` naming the type reflection cannot see
    ///   through, or the part of a model the strict profile cannot say.
    public init<T: Decodable>(for type: T.Type, options: JSONSchemaGenerationOptions = JSONSchemaGenerationOptions()) throws {
        self.init(try SchemaGenerator(options: options, root: T.self).document())
    }
}
