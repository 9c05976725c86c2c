/// One keyword of a compiled schema: what to check and the operands it needs, all plain
/// integers (indices into the program's tables), so that running a schema reads flat
/// memory and retains nothing.
struct SchemaOperation: Sendable {
    var code: Code
    var a: Int
    var b: Int
    var c: Int

    init(_ code: Code, _ a: Int = 0, _ b: Int = 0, _ c: Int = 0) {
        self.code = code
        self.a = a
        self.b = b
        self.c = c
    }

    enum Code: UInt8, Sendable {
        /// `type`: `a` is a ``SchemaTypes`` mask.
        case type
        /// `const`: `a` indexes `constants`.
        case const
        /// `enum`: `a` indexes `enums`.
        case enumeration
        /// `multipleOf`, `maximum`, `exclusiveMaximum`, `minimum`, `exclusiveMinimum`: `a`
        /// indexes `numbers`.
        case multipleOf, maximum, exclusiveMaximum, minimum, exclusiveMinimum
        /// `maxLength`, `minLength`: `a` is the count of Unicode scalars.
        case maxLength, minLength
        /// `pattern`: `a` indexes `patterns`.
        case pattern
        /// `format` asserted: `a` is a ``SchemaFormat`` raw value, `b` indexes `strings` (its name).
        case format
        /// `maxItems`, `minItems`: `a` is the count.
        case maxItems, minItems
        /// `uniqueItems: true`.
        case uniqueItems
        /// `prefixItems`/`items` (2020-12) or `items`/`additionalItems` (draft-07): `a` indexes `arrays`.
        case items
        /// `contains`: `a` is the subschema, `b` the least number of matches (`minContains`,
        /// 1 by default), `c` the most (`maxContains`), or -1.
        case contains
        /// `maxProperties`, `minProperties`: `a` is the count.
        case maxProperties, minProperties
        /// The object keywords together (`properties`, `patternProperties`,
        /// `additionalProperties`, `required`, `dependentRequired`, `dependentSchemas`,
        /// `propertyNames`, draft-07's `dependencies`): `a` indexes `objects`.
        case object
        /// `allOf`, `anyOf`, `oneOf`: `a` is the first of `b` subschemas in `children`.
        case allOf, anyOf, oneOf
        /// `not`: `a` is the subschema.
        case not
        /// `if` with `then` and `else`: `a`, `b`, `c` are the subschemas (-1 when absent).
        case conditional
        /// `$ref`: `a` is the schema referred to.
        case ref
        /// `$dynamicRef`: `a` is the schema it resolves to statically; `b` indexes
        /// `strings` (the dynamic anchor's name) when the reference is dynamic, else -1.
        case dynamicRef
        /// `unevaluatedProperties`, `unevaluatedItems`: `a` is the subschema.
        case unevaluatedProperties, unevaluatedItems
    }
}

/// One compiled schema: a run of operations, or `true` or `false`.
struct SchemaNode: Sendable {
    enum Kind: UInt8, Sendable {
        case keywords
        case alwaysValid
        case alwaysInvalid
    }

    var kind: Kind
    var firstOperation: Int32
    var operationCount: Int32
    /// The resource (for the dynamic scope) the schema belongs to.
    var resource: Int32
    /// The schema's place, for locations (`SchemaProgram.locations`).
    var position: Int32
    /// Whether the schema has `unevaluatedProperties` or `unevaluatedItems`, and so
    /// tracks which properties and items its other keywords evaluated.
    var tracksEvaluation: Bool
}

/// JSON types as bits, for `type`.
struct SchemaTypes: OptionSet, Sendable {
    let rawValue: Int

    static let null = SchemaTypes(rawValue: 1 << 0)
    static let boolean = SchemaTypes(rawValue: 1 << 1)
    static let object = SchemaTypes(rawValue: 1 << 2)
    static let array = SchemaTypes(rawValue: 1 << 3)
    static let number = SchemaTypes(rawValue: 1 << 4)
    static let string = SchemaTypes(rawValue: 1 << 5)
    static let integer = SchemaTypes(rawValue: 1 << 6)

    static let names: [(String, SchemaTypes)] = [
        ("null", .null), ("boolean", .boolean), ("object", .object), ("array", .array), ("number", .number), ("string", .string),
        ("integer", .integer),
    ]

    /// The types as a phrase: `a string`, `an integer or null`.
    var phrase: String {
        var parts: [String] = []
        for (name, type) in Self.names where contains(type) {
            switch name {
            case "null": parts.append("null")
            case "integer", "object", "array": parts.append("an \(name)")
            case "boolean": parts.append("a boolean")
            default: parts.append("a \(name)")
            }
        }
        switch parts.count {
        case 0: return "nothing"
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + " or " + parts[parts.count - 1]
        }
    }
}
