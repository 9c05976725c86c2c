import Foundation

/// The schemas of values: what a type's values look like wherever they appear.
extension SchemaGenerator {
    /// The schema of a value of `type`.
    func schema(for type: Any.Type) throws -> JSONValue {
        if let given = options.givenSchemas[ObjectIdentifier(type)] { return try checkedGiven(given.value, for: type) }
        if let providing = type as? any JSONSchemaProviding.Type { return try checkedGiven(providing.jsonSchema.value, for: type) }
        if let optional = type as? any OptionalMarker.Type { return SchemaKeywords.nullable(try schema(for: optional.wrappedType)) }
        if let scalar = scalarSchema(type) { return scalar }
        if let special = try specialSchema(type) { return special }
        if let wrapper = type as? any SchemaWrapper.Type { return try wrapperSchema(wrapper.schemaRole, of: type) }
        if let cluster = type as? any JSONCluster.Type { return try definition(of: type) { try clusterSchema(cluster) } }
        if let sequence = type as? any SchemaSequence.Type { return try arraySchema(of: sequence.schemaElementType) }
        if let dictionary = type as? any SchemaDictionary.Type { return try dictionarySchema(dictionary, of: type) }
        if let enumeration = try enumSchema(type) { return enumeration }
        guard let decodable = type as? any Decodable.Type else {
            throw error(type, "it is not Decodable, so Strata's decoder cannot read it.")
        }
        return try definition(of: type) { try modelSchema(decodable) }
    }

    /// A schema given for a type, checked against the strict profile.
    func checkedGiven(_ schema: JSONValue, for type: Any.Type) throws -> JSONValue {
        guard isStrict else { return schema }
        if let problem = SchemaDialects.strictProblem(in: schema) {
            throw error(type, "its given schema \(problem), which the strict profile does not allow.")
        }
        return schema
    }

    // MARK: Scalars

    func scalarSchema(_ type: Any.Type) -> JSONValue? {
        switch type {
        case is String.Type: return ["type": "string"]
        case is Bool.Type: return ["type": "boolean"]
        case let integer as any FixedWidthInteger.Type: return integerSchema(integer)
        case is Decimal.Type: return ["type": "number"]
        case is any BinaryFloatingPoint.Type: return floatingPointSchema()
        default: return nil
        }
    }

    private func integerSchema<Integer: FixedWidthInteger>(_ type: Integer.Type) -> JSONValue {
        ["type": "integer", "minimum": .number(JSONNumber(Integer.min)), "maximum": .number(JSONNumber(Integer.max))]
    }

    /// A number, or the strings the encoder writes for infinities and NaN.
    private func floatingPointSchema() -> JSONValue {
        guard case .convertToString(let positiveInfinity, let negativeInfinity, let nan) = encoding.nonConformingFloatEncodingStrategy else {
            return ["type": "number"]
        }
        return ["anyOf": [["type": "number"], ["enum": [.string(positiveInfinity), .string(negativeInfinity), .string(nan)]]]]
    }

    // MARK: Foundation's and Strata's own types

    func specialSchema(_ type: Any.Type) throws -> JSONValue? {
        switch type {
        case is Date.Type: return try dateSchema()
        case is Data.Type: return try dataSchema()
        case is URL.Type: return ["type": "string", "format": "uri-reference"]
        case is UUID.Type: return ["type": "string", "format": "uuid"]
        case is JSONNumber.Type: return ["type": "number"]
        case is JSONDiscriminatorValue.Type: return ["type": ["string", "integer"]]
        case is JSONValue.Type, is UnknownVariant.Type:
            try refuseInStrictProfile(type, "it is any JSON value, and the strict profile needs every value's type.")
            return [:]
        case is JSONObject.Type, is UnknownKeys.Type:
            try refuseInStrictProfile(type, "it is an object of any members, and the strict profile needs every property named.")
            return ["type": "object"]
        case is JSONArray.Type:
            try refuseInStrictProfile(type, "it is an array of any values, and the strict profile needs the elements' type.")
            return ["type": "array"]
        case is JSONSchema.Type:
            try refuseInStrictProfile(type, "a schema is any object, and the strict profile needs every property named.")
            return ["type": ["object", "boolean"]]
        default:
            return nil
        }
    }

    func refuseInStrictProfile(_ type: Any.Type, _ reason: String) throws {
        if isStrict { throw error(type, reason) }
    }

    /// A `Date` as the encoder's date strategy writes it.
    private func dateSchema() throws -> JSONValue {
        switch encoding.dateEncodingStrategy {
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
            return ["type": "number"]
        case .iso8601:
            return ["type": "string", "format": "date-time"]
        case .custom:
            throw error(
                Date.self,
                "the encoder's dateEncodingStrategy is .custom, whose JSON Strata cannot see. Say what it writes with options.useSchema(_:for: Date.self), or give the properties a transformer."
            )
        #if canImport(Darwin)
        case .formatted:
            return ["type": "string"]
        #endif
        @unknown default:
            // Strata's encoders write a date under a strategy they do not know as the
            // date's own encoding, a number.
            return ["type": "number"]
        }
    }

    /// `Data` as the encoder's data strategy writes it.
    private func dataSchema() throws -> JSONValue {
        switch encoding.dataEncodingStrategy {
        case .base64:
            return ["type": "string", "contentEncoding": "base64"]
        case .deferredToData:
            return ["type": "array", "items": integerSchema(UInt8.self)]
        case .custom:
            throw error(
                Data.self,
                "the encoder's dataEncodingStrategy is .custom, whose JSON Strata cannot see. Say what it writes with options.useSchema(_:for: Data.self)."
            )
        @unknown default:
            return ["type": "array", "items": integerSchema(UInt8.self)]
        }
    }

    // MARK: Collections

    func arraySchema(of element: Any.Type) throws -> JSONValue {
        ["type": "array", "items": try schema(for: element)]
    }

    /// A dictionary as Swift's `Dictionary` writes it: an object for `String` and `Int`
    /// keys (and keys that are `CodingKeyRepresentable`, where the runtime has it), else
    /// an array of keys and values in turn.
    private func dictionarySchema(_ dictionary: any SchemaDictionary.Type, of type: Any.Type) throws -> JSONValue {
        try refuseInStrictProfile(
            type,
            "a dictionary's keys are data, and the strict profile needs every property named. Use an array of models that hold the key and the value."
        )
        let keyType = dictionary.schemaKeyType
        let value = try schema(for: dictionary.schemaValueType)
        if keyType == String.self { return ["type": "object", "additionalProperties": value] }
        if keyType == Int.self {
            return ["type": "object", "propertyNames": ["pattern": "^-?(0|[1-9][0-9]*)$"], "additionalProperties": value]
        }
        if #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *), keyType is any CodingKeyRepresentable.Type {
            var object: JSONValue = ["type": "object", "additionalProperties": value]
            if let names = codingKeyNames(of: keyType) { object["propertyNames"] = ["enum": .array(JSONArray(names.map(JSONValue.string)))] }
            return object
        }
        return ["type": "array", "items": ["anyOf": [try schema(for: keyType), value]]]
    }

    /// The key strings of an enum key type's cases.
    @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
    private func codingKeyNames(of type: Any.Type) -> [String]? {
        guard let cases = allCases(of: type) else { return nil }
        let names = cases.compactMap { ($0 as? any CodingKeyRepresentable)?.codingKey.stringValue }
        return names.count == cases.count ? names : nil
    }

    // MARK: Enums

    /// An enum without payloads, as the encoder writes each of its cases: `enum` of them,
    /// or, for ``UnknownCaseRepresentable``, any value of its raw type (the known ones
    /// listed as `examples`; in the strict profile, `enum` of them).
    func enumSchema(_ type: Any.Type) throws -> JSONValue? {
        guard TypeMetadata(type).kind == .enum, type is any Encodable.Type, let cases = allCases(of: type) else { return nil }
        return try definition(of: type) {
            let values = try cases.map { value -> JSONValue in
                guard let encodable = value as? any Encodable else { throw error(type, "its cases are not Encodable.") }
                return try constant(encodable)
            }
            var schema = JSONObject()
            if let kind = SchemaKeywords.commonType(of: values) { schema["type"] = .string(kind) }
            if let open = type as? any UnknownCaseRepresentable.Type, !isStrict {
                schema = try rawValueSchema(of: open).object ?? schema
                schema["examples"] = .array(JSONArray(values))
            } else {
                schema["enum"] = .array(JSONArray(values))
            }
            if let described = type as? any JSONSchemaDescribing.Type { SchemaKeywords.annotate(&schema, with: described) }
            return .object(schema)
        }
    }

    private func rawValueSchema<Open: UnknownCaseRepresentable>(of type: Open.Type) throws -> JSONValue {
        try schema(for: Open.RawValue.self)
    }

    /// Every case of an enum: `allCases`, or its cases from the type's metadata.
    func allCases(of type: Any.Type) -> [Any]? {
        if let iterable = type as? any CaseIterable.Type { return cases(of: iterable) }
        return plainCases(of: type)
    }

    private func cases<Iterable: CaseIterable>(of type: Iterable.Type) -> [Any] {
        type.allCases.map { $0 as Any }
    }

    private func plainCases<Value>(of type: Value.Type) -> [Any]? {
        EnumCases.all(of: type)?.map { $0 as Any }
    }

    /// A value as the encoder writes it, for `const`, `enum` and `default`.
    func constant(_ value: any Encodable) throws -> JSONValue {
        try options.encoder.encodeTree(value)
    }

    // MARK: Strata's wrappers

    func wrapperSchema(_ role: SchemaWrapperRole, of type: Any.Type) throws -> JSONValue {
        switch role {
        case .defaulted(let inner, let defaultValue):
            var schema = SchemaKeywords.nullable(try schema(for: inner))
            if !isStrict, let encodable = defaultValue as? any Encodable, let value = try? constant(encodable) {
                schema = SchemaKeywords.adding("default", value, to: schema)
            }
            return schema
        case .defaultOnInvalid(let inner, let defaultValue):
            // Anything that does not decode is the default: any value is accepted.
            if isStrict { return SchemaKeywords.nullable(try schema(for: inner)) }
            var schema = JSONObject()
            if let encodable = defaultValue as? any Encodable, let value = try? constant(encodable) { schema["default"] = value }
            return .object(schema)
        case .lenient(let inner):
            return isStrict ? try schema(for: inner) : try lenientSchema(inner)
        case .lossyArray(let element):
            return isStrict ? try arraySchema(of: element) : ["type": "array"]
        case .lossyDictionary(let value):
            try refuseInStrictProfile(type, "a dictionary's keys are data, and the strict profile needs every property named.")
            _ = value
            return ["type": "object"]
        case .transform(let transformer):
            return try transformerSchema(transformer)
        case .keyPaths(let inner, _):
            return try schema(for: inner)
        case .ignored:
            return [:]
        case .tristate(let inner):
            return SchemaKeywords.nullable(try schema(for: inner))
        case .polymorphic(let cluster):
            return try polymorphicSchema(cluster)
        }
    }

    /// ``Lenient``'s spellings: a number also as a string of one, a boolean also as `0`,
    /// `1` and the words `LenientScalar` reads, a string also as a number or boolean.
    private func lenientSchema(_ type: Any.Type) throws -> JSONValue {
        if let optional = type as? any OptionalMarker.Type { return SchemaKeywords.nullable(try lenientSchema(optional.wrappedType)) }
        let number = #"^[ \t]*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?[ \t]*$"#
        switch type {
        case is String.Type:
            return ["type": ["string", "number", "boolean"]]
        case is Bool.Type:
            return [
                "anyOf": [
                    ["type": "boolean"], ["enum": [0, 1]],
                    ["type": "string", "pattern": #"^[ \t]*([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|0|1)[ \t]*$"#],
                ]
            ]
        case let integer as any FixedWidthInteger.Type:
            var schema = integerSchema(integer)
            schema["type"] = ["integer", "string"]
            schema["pattern"] = .string(number)
            return schema
        case is Decimal.Type, is any BinaryFloatingPoint.Type:
            return ["type": ["number", "string"], "pattern": .string(number)]
        default:
            return try schema(for: type)
        }
    }

    /// The values a ``Polymorphic`` wrapper holds: a cluster's, or an optional, array or
    /// dictionary of them.
    func polymorphicSchema(_ type: Any.Type) throws -> JSONValue {
        if type is any JSONCluster.Type { return try schema(for: type) }
        if let optional = type as? any OptionalMarker.Type { return SchemaKeywords.nullable(try polymorphicSchema(optional.wrappedType)) }
        if let sequence = type as? any SchemaSequence.Type { return ["type": "array", "items": try polymorphicSchema(sequence.schemaElementType)] }
        if let dictionary = type as? any SchemaDictionary.Type {
            try refuseInStrictProfile(type, "a dictionary's keys are data, and the strict profile needs every property named.")
            return ["type": "object", "additionalProperties": try polymorphicSchema(dictionary.schemaValueType)]
        }
        return try schema(for: type)
    }
}
