import Foundation

/// The JSON side of transformers: a transformer's own schema
/// (``JSONSchemaDescribingTransformer``), what Strata's transformers are known to write,
/// or the schema of its `JSONType`.
extension SchemaGenerator {
    func transformerSchema(_ transformer: any Transformer) throws -> JSONValue {
        if let described = transformer as? any JSONSchemaDescribingTransformer {
            return try checkedGiven(described.jsonSchema.value, for: type(of: transformer))
        }
        if let builtIn = transformer as? any BuiltInSchemaTransformer { return try builtIn.jsonSchema(in: self) }
        if let configured = transformer as? any ConfiguredTransformer { return try transformerSchema(configuredTransformer(of: configured)) }
        return try schema(for: jsonType(of: transformer))
    }

    private func configuredTransformer<Configured: ConfiguredTransformer>(of transformer: Configured) -> any Transformer {
        Configured.configured
    }

    private func jsonType<T: Transformer>(of transformer: T) -> Any.Type {
        T.JSONType.self
    }
}

/// A transformer of Strata's whose JSON is more precise than its `JSONType`.
protocol BuiltInSchemaTransformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue
}

extension ISO8601DateTransformer: BuiltInSchemaTransformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue { ["type": "string", "format": "date-time"] }
}

extension DateFormatTransformer: BuiltInSchemaTransformer {
    /// A string; a calendar day (`yyyy-MM-dd`) is the `date` format.
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue {
        format == "yyyy-MM-dd" ? ["type": "string", "format": "date"] : ["type": "string"]
    }
}

extension SecondsSince1970Transformer: BuiltInSchemaTransformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue { ["type": "number"] }
}

extension MillisecondsSince1970Transformer: BuiltInSchemaTransformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue { ["type": "number"] }
}

extension URLTransformer: BuiltInSchemaTransformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue { ["type": "string", "format": "uri-reference"] }
}

extension UUIDTransformer: BuiltInSchemaTransformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue { ["type": "string", "format": "uuid"] }
}

extension Base64DataTransformer: BuiltInSchemaTransformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue { ["type": "string", "contentEncoding": "base64"] }
}

extension NumberStringTransformer: BuiltInSchemaTransformer {
    /// A string that spells the number, with spaces or tabs around it allowed as
    /// ``NumberStringTransformer/transform(_:)`` trims them.
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue {
        if Number.self is any FixedWidthInteger.Type {
            return ["type": "string", "pattern": #"^[ \t]*[+-]?[0-9]+[ \t]*$"#]
        }
        if Number.self is any BinaryFloatingPoint.Type {
            return [
                "type": "string",
                "pattern": #"^[ \t]*[+-]?(([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?|[Ii]nf(inity)?|[Nn]a[Nn])[ \t]*$"#,
            ]
        }
        return ["type": "string"]
    }
}

extension TimeZoneTransformer: BuiltInSchemaTransformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue { ["type": "string"] }
}

extension BoolTransformer: BuiltInSchemaTransformer {
    /// What ``BoolTransformer/transform(_:)`` reads: a boolean, `0` or `1`, or one of its
    /// words in any case.
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue {
        if generator.isStrict { return ["type": "boolean"] }
        return [
            "anyOf": [
                ["type": "boolean"], ["enum": [0, 1]],
                ["type": "string", "pattern": #"^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|0|1)$"#],
            ]
        ]
    }
}

extension ValueMappingTransformer: BuiltInSchemaTransformer {
    /// The mapped JSON values; with a default for values not mapped, any value of the
    /// JSON type.
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue {
        if defaultValue != nil { return try generator.schema(for: JSONType.self) }
        let values = try mapping.keys.map { try generator.constant($0) }.sorted { $0.description < $1.description }
        var schema = JSONObject()
        if let kind = SchemaKeywords.commonType(of: values) { schema["type"] = .string(kind) }
        schema["enum"] = .array(JSONArray(values))
        return .object(schema)
    }
}

extension FirstMatchTransformer: BuiltInSchemaTransformer {
    /// Any candidate's JSON.
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue {
        let schemas = try schemaSources.map { try generator.transformerSchema($0) }
        return schemas.count == 1 ? schemas[0] : ["anyOf": .array(JSONArray(schemas))]
    }
}

extension ChainedTransformer: BuiltInSchemaTransformer {
    /// The first transformer reads the JSON.
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue {
        try generator.transformerSchema(first)
    }
}

extension ReversedTransformer: BuiltInSchemaTransformer {
    /// The base transformer's values are the JSON.
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue {
        try generator.schema(for: Base.Value.self)
    }
}

extension ArrayTransformer: BuiltInSchemaTransformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue {
        ["type": "array", "items": try generator.transformerSchema(element)]
    }
}

extension DictionaryTransformer: BuiltInSchemaTransformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue {
        try generator.refuseInStrictProfile(
            Self.self, "a dictionary's keys are data, and the strict profile needs every property named.")
        return ["type": "object", "additionalProperties": try generator.transformerSchema(value)]
    }
}

extension Optional: BuiltInSchemaTransformer where Wrapped: Transformer {
    func jsonSchema(in generator: SchemaGenerator) throws -> JSONValue {
        guard let wrapped = self else { return try generator.schema(for: Wrapped.JSONType?.self) }
        return SchemaKeywords.nullable(try generator.transformerSchema(wrapped))
    }
}
