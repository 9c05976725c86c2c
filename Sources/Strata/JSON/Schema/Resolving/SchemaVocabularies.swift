/// The vocabularies a schema's keywords come from, which its dialect (or its
/// metaschema's `$vocabulary`) turns on.
struct SchemaVocabularies: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let core = SchemaVocabularies(rawValue: 1 << 0)
    static let applicator = SchemaVocabularies(rawValue: 1 << 1)
    static let unevaluated = SchemaVocabularies(rawValue: 1 << 2)
    static let validation = SchemaVocabularies(rawValue: 1 << 3)
    static let metaData = SchemaVocabularies(rawValue: 1 << 4)
    static let formatAnnotation = SchemaVocabularies(rawValue: 1 << 5)
    static let formatAssertion = SchemaVocabularies(rawValue: 1 << 6)
    static let content = SchemaVocabularies(rawValue: 1 << 7)

    /// What a dialect's own metaschema declares (no format assertion).
    static let standard: SchemaVocabularies = [.core, .applicator, .unevaluated, .validation, .metaData, .formatAnnotation, .content]

    /// 2020-12's vocabulary URIs.
    static let byURI: [String: SchemaVocabularies] = [
        "https://json-schema.org/draft/2020-12/vocab/core": .core,
        "https://json-schema.org/draft/2020-12/vocab/applicator": .applicator,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": .unevaluated,
        "https://json-schema.org/draft/2020-12/vocab/validation": .validation,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": .metaData,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": .formatAnnotation,
        "https://json-schema.org/draft/2020-12/vocab/format-assertion": .formatAssertion,
        "https://json-schema.org/draft/2020-12/vocab/content": .content,
    ]
}

/// The rules one schema resource is read by: its draft and the vocabularies it uses.
struct SchemaRules: Sendable, Hashable {
    var dialect: JSONSchemaDialect
    var vocabularies: SchemaVocabularies

    init(_ dialect: JSONSchemaDialect, vocabularies: SchemaVocabularies = .standard) {
        self.dialect = dialect
        self.vocabularies = dialect == .draft7 ? .standard : vocabularies
    }

    var isDraft7: Bool { dialect == .draft7 }
}
