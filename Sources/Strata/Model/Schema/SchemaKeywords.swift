/// Small edits of schemas that several parts of the generator make.
enum SchemaKeywords {
    /// `schema`, also allowing `null`: `null` added to its `type` (and `enum`) where it
    /// has one, else the two as `anyOf`. A schema that allows `null` already is returned
    /// as it is.
    static func nullable(_ schema: JSONValue) -> JSONValue {
        guard case .object(var object) = schema, !allowsNull(schema) else { return schema }
        let structural = ["$ref", "anyOf", "oneOf", "allOf", "not", "const", "if"]
        if !structural.contains(where: { object[$0] != nil }) {
            switch object["type"] {
            case .string(let type)?:
                object["type"] = [.string(type), "null"]
            case .array(var types)?:
                types.append("null")
                object["type"] = .array(types)
            default:
                if object["enum"] == nil { return ["anyOf": [schema, ["type": "null"]]] }
            }
            if case .array(var values)? = object["enum"] {
                values.append(.null)
                object["enum"] = .array(values)
            }
            return .object(object)
        }
        if case .array(var branches)? = object["anyOf"], object.count == 1 {
            branches.append(["type": "null"])
            return ["anyOf": .array(branches)]
        }
        return ["anyOf": [schema, ["type": "null"]]]
    }

    /// Whether `schema` allows `null` on its face: `null` among its types, or an
    /// `anyOf` branch that is `{"type": "null"}`.
    static func allowsNull(_ schema: JSONValue) -> Bool {
        guard case .object(let object) = schema else { return schema == true }
        // Only annotations (`default`, `description`): any value.
        if !object.keys.contains(where: { !annotationKeywords.contains($0) }) { return true }
        if object["type"] == "null" { return true }
        if case .array(let types)? = object["type"], types.contains("null"), object["enum"] == nil || object["enum"]?.array?.contains(.null) == true {
            return true
        }
        if case .array(let branches)? = object["anyOf"], branches.contains(where: allowsNull) { return true }
        return false
    }

    /// Keywords that assert nothing.
    static let annotationKeywords: Set<String> = ["title", "description", "default", "examples", "$comment", "deprecated", "readOnly", "writeOnly"]

    /// `schema` with `keyword` set to `value`; a `$ref` gets it as a sibling.
    static func adding(_ keyword: String, _ value: JSONValue, to schema: JSONValue) -> JSONValue {
        guard case .object(var object) = schema else { return schema }
        object[keyword] = value
        return .object(object)
    }

    /// The JSON type every value of `values` has, if they share one.
    static func commonType(of values: [JSONValue]) -> String? {
        let kinds = Set(
            values.map { value -> String in
                switch value {
                case .null: return "null"
                case .bool: return "boolean"
                case .number(let number): return number.int64 != nil || number.uint64 != nil ? "integer" : "number"
                case .string: return "string"
                case .array: return "array"
                case .object: return "object"
                }
            })
        if kinds.count == 1 { return kinds.first }
        if kinds == ["integer", "number"] { return "number" }
        return nil
    }

    /// Adds a type's title and description.
    static func annotate(_ schema: inout JSONObject, with type: any JSONSchemaDescribing.Type) {
        if let title = type.schemaTitle { schema["title"] = .string(title) }
        if let description = type.schemaDescription { schema["description"] = .string(description) }
    }

    /// The schema that holds when the object has a value at `components`, optionally
    /// one matching `value`: `required` at each level, with `properties` below.
    static func requirement(at components: ArraySlice<String>, matching value: JSONValue? = nil) -> JSONValue {
        guard let first = components.first else { return value ?? true }
        let rest = components.dropFirst()
        var object: JSONObject = ["required": [.string(first)]]
        if !rest.isEmpty {
            // The decoder follows a path through objects only: `null` on the way is no value.
            object["properties"] = [first: adding("type", "object", to: requirement(at: rest, matching: value))]
        } else if let value {
            object["properties"] = [first: value]
        }
        return .object(object)
    }
}
