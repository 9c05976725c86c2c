/// The last steps of a generated schema: the strict profile's keyword check, and the
/// rewrite into draft-07 (the generator writes draft 2020-12).
enum SchemaDialects {
    /// Keywords whose value is one schema.
    private static let schemaKeywords: Set<String> = [
        "additionalProperties", "items", "not", "contains", "propertyNames", "if", "then", "else", "unevaluatedProperties",
        "unevaluatedItems", "additionalItems",
    ]
    /// Keywords whose value is an array of schemas.
    private static let schemaArrayKeywords: Set<String> = ["anyOf", "oneOf", "allOf", "prefixItems"]
    /// Keywords whose value is an object of schemas.
    private static let schemaMapKeywords: Set<String> = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]

    /// Keywords the strict profile keeps.
    private static let strictKeywords: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf", "$ref", "$defs", "description",
        "title", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "pattern", "format", "minItems",
        "maxItems", "$schema", "$id",
    ]
    /// Annotations the strict profile drops rather than refuses: they say nothing an
    /// LLM must follow.
    private static let strictDroppedKeywords: Set<String> = ["default", "examples", "contentEncoding", "contentMediaType", "$comment"]
    /// The formats the strict profile keeps.
    private static let strictFormats: Set<String> = ["date-time", "date", "time", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"]

    /// The schema in `dialect`, checked and trimmed for the strict profile.
    static func finish(_ schema: JSONValue, dialect: JSONSchemaDialect, strict: Bool, typeName: String) throws -> JSONValue {
        var result = schema
        if strict {
            result = trimmedForStrictProfile(result)
            if let problem = strictProblem(in: result) {
                throw JSONSchemaGenerationError(
                    typeName: typeName, path: "", problem: "the schema \(problem), which the strict profile does not allow.")
            }
        }
        if dialect == .draft7 {
            result = draft7(result, isRoot: true)
        }
        return result
    }

    // MARK: The strict profile

    /// The schema without the annotations the strict profile drops, and without formats
    /// it does not know.
    static func trimmedForStrictProfile(_ schema: JSONValue) -> JSONValue {
        mapSubschemas(schema) { object in
            var trimmed = object
            trimmed.removeAll { strictDroppedKeywords.contains($0.key) }
            if case .string(let format)? = trimmed["format"], !strictFormats.contains(format) { trimmed.removeValue(forKey: "format") }
            return trimmed
        }
    }

    /// What in `schema` the strict profile does not allow, in words (`"uses oneOf at
    /// /properties/shape"`), or nil.
    static func strictProblem(in schema: JSONValue, at location: String = "") -> String? {
        guard case .object(let object) = schema else {
            return schema == true ? nil : "is false at \(location.isEmpty ? "the root" : location)"
        }
        let here = location.isEmpty ? "the root" : location
        for (keyword, value) in object {
            if !strictKeywords.contains(keyword) && !strictDroppedKeywords.contains(keyword) { return "uses \(keyword) at \(here)" }
            if keyword == "format", case .string(let format) = value, !strictFormats.contains(format) {
                return "uses the format \(format) at \(here)"
            }
        }
        if object["properties"] != nil || object["type"] == "object" {
            if object["additionalProperties"] != false { return "has an object open to other keys at \(here)" }
            let names = object["properties"]?.object?.keys ?? []
            let required = Set((object["required"]?.array ?? []).compactMap(\.string))
            if let missing = names.first(where: { !required.contains($0) }) { return "does not require the property \"\(missing)\" at \(here)" }
        }
        for (keyword, value) in object {
            if keyword == "additionalProperties", value == false { continue }
            if schemaKeywords.contains(keyword), let problem = strictProblem(in: value, at: location + "/" + keyword) { return problem }
            if schemaArrayKeywords.contains(keyword), case .array(let schemas) = value {
                for (index, element) in schemas.enumerated() {
                    if let problem = strictProblem(in: element, at: "\(location)/\(keyword)/\(index)") { return problem }
                }
            }
            if schemaMapKeywords.contains(keyword), case .object(let schemas) = value {
                for (name, element) in schemas {
                    if let problem = strictProblem(in: element, at: "\(location)/\(keyword)/\(name)") { return problem }
                }
            }
        }
        return nil
    }

    // MARK: Draft-07

    /// The draft 2020-12 schema the generator writes, in draft-07: `definitions` for
    /// `$defs`, `items` and `additionalItems` for `prefixItems` and `items`, and a `$ref`
    /// with other keywords beside it inside an `allOf` (draft-07 ignores a `$ref`'s
    /// siblings).
    private static func draft7(_ schema: JSONValue, isRoot: Bool) -> JSONValue {
        mapSubschemas(schema, renaming: ["$defs": "definitions"]) { object in
            var result = JSONObject()
            for (keyword, value) in object {
                switch keyword {
                case "$schema":
                    result[keyword] = .string(JSONSchemaDialect.draft7.uri)
                case "$ref":
                    if case .string(let reference) = value, reference.hasPrefix("#/$defs/") {
                        result[keyword] = .string("#/definitions/" + reference.dropFirst("#/$defs/".count))
                    } else {
                        result[keyword] = value
                    }
                case "prefixItems":
                    result["items"] = value
                    if let rest = object["items"] { result["additionalItems"] = rest }
                case "items" where object["prefixItems"] != nil:
                    continue
                default:
                    result[keyword] = value
                }
            }
            if result["$ref"] != nil, result.count > 1 {
                var siblings = result
                let reference = siblings.removeValue(forKey: "$ref") ?? true
                siblings["allOf"] = .array(JSONArray([["$ref": reference]] + Array(siblings["allOf"]?.array ?? [])))
                return siblings
            }
            return result
        }
    }

    // MARK: Walking

    /// `schema` with `transform` applied to every schema object in it, inner ones
    /// first; values that are data (`const`, `enum`, `default`, `examples`) are left
    /// alone. `renaming` renames keywords on the way.
    private static func mapSubschemas(
        _ schema: JSONValue, renaming: [String: String] = [:], _ transform: (JSONObject) -> JSONObject
    ) -> JSONValue {
        guard case .object(let object) = schema else { return schema }
        var mapped = JSONObject()
        for (keyword, value) in object {
            let name = renaming[keyword] ?? keyword
            if schemaKeywords.contains(keyword) {
                mapped[name] = mapSubschemas(value, renaming: renaming, transform)
            } else if schemaArrayKeywords.contains(keyword), case .array(let schemas) = value {
                mapped[name] = .array(JSONArray(schemas.map { mapSubschemas($0, renaming: renaming, transform) }))
            } else if schemaMapKeywords.contains(keyword), case .object(let schemas) = value {
                mapped[name] = .object(JSONObject(schemas.map { ($0.key, mapSubschemas($0.value, renaming: renaming, transform)) }))
            } else {
                mapped[name] = value
            }
        }
        return .object(transform(mapped))
    }
}
