/// The members of a schema object, for the many keyword lookups compiling makes: a schema
/// is asked for some sixty keywords and usually has a handful, so a plain scan of its keys
/// (or the object's own index, for a large object) answers each.
struct SchemaMembers {
    let object: JSONObject

    init(_ object: JSONObject) {
        self.object = object
    }

    /// Whether the schema has any of `keywords`: one set lookup per member, so that a group
    /// of keywords a schema does not use costs nothing more.
    func containsAny(of keywords: Set<String>) -> Bool {
        for key in object.keys where keywords.contains(key) { return true }
        return false
    }

    subscript(keyword: String) -> JSONValue? {
        let keys = object.keys
        guard keys.count <= JSONObject.indexThreshold else { return object[keyword] }
        var index = 0
        while index < keys.count {
            if keys[index] == keyword { return object.storedValues[index] }
            index &+= 1
        }
        return nil
    }
}

/// The keywords of each group the compiler reads, for ``SchemaMembers/containsAny(of:)``.
enum KeywordGroups {
    static let assertions: Set<String> = [
        "type", "const", "enum", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength",
        "pattern", "maxItems", "minItems", "uniqueItems", "maxProperties", "minProperties",
    ]
    static let arrays: Set<String> = ["items", "prefixItems", "additionalItems", "contains", "minContains", "maxContains"]
    static let objects: Set<String> = [
        "properties", "patternProperties", "additionalProperties", "propertyNames", "dependentSchemas", "required", "dependentRequired",
        "dependencies",
    ]
    static let logic: Set<String> = ["allOf", "anyOf", "oneOf", "not", "if", "then", "else"]
    static let unevaluated: Set<String> = ["unevaluatedItems", "unevaluatedProperties"]
}
