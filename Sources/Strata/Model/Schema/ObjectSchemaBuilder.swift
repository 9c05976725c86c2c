/// An object schema being put together from a model's members: properties in the order
/// they are met, nested objects for the components of key paths (members under one
/// prefix share one object), the names that are required, and what the object says of
/// keys it does not list.
struct ObjectSchemaBuilder {
    enum Entry {
        /// A member's schema.
        case schema(JSONValue)
        /// An object made by key paths through this name.
        case object(ObjectSchemaBuilder)
        /// Both: a member read whole, and key paths read inside it.
        case both(JSONValue, ObjectSchemaBuilder)
    }

    private(set) var properties: [(name: String, entry: Entry)] = []
    private(set) var required: [String] = []
    /// `additionalProperties: false`.
    var isClosed = false
    /// An object made by key paths, which the decoder reads through `null` (the members
    /// under it are then absent): `null` is allowed where none of them is required.
    var isPathObject = false
    /// Keywords written before the properties: `title`, `description`.
    var annotations: [(String, JSONValue)] = []
    /// Groups of which exactly one (`oneOf`) or at least one (`anyOf`) must hold, for
    /// members whose form depends on another (a cluster's discriminator in its parent) or
    /// that may be at one of several paths.
    var groups: [(keyword: String, schemas: [JSONValue])] = []

    var isEmpty: Bool { properties.isEmpty && groups.isEmpty }

    /// Puts `schema` at the key path `components` below this object.
    mutating func place(_ schema: JSONValue, at components: ArraySlice<String>, required isRequired: Bool) {
        guard let name = components.first else { return }
        let index = properties.firstIndex(where: { $0.name == name })
        if components.count == 1 {
            switch index.map({ properties[$0].entry }) {
            case nil: properties.append((name, .schema(schema)))
            case .schema(let existing)?: properties[index!].entry = .schema(Self.both(existing, schema))
            case .object(let object)?: properties[index!].entry = .both(schema, object)
            case .both(let existing, let object)?: properties[index!].entry = .both(Self.both(existing, schema), object)
            }
        } else {
            var object: ObjectSchemaBuilder
            var whole: JSONValue?
            switch index.map({ properties[$0].entry }) {
            case .object(let existing)?: object = existing
            case .both(let existingWhole, let existing)?: (whole, object) = (existingWhole, existing)
            case .schema(let existingWhole)?: (whole, object) = (existingWhole, ObjectSchemaBuilder())
            case nil: object = ObjectSchemaBuilder()
            }
            // Strict keys check the members of a model's own object, not those of the
            // objects on the way to its key-path properties: those stay open (the strict
            // profile closes them in requireEverything()).
            object.isPathObject = true
            object.place(schema, at: components.dropFirst(), required: isRequired)
            let entry: Entry = whole.map { .both($0, object) } ?? .object(object)
            if let index { properties[index].entry = entry } else { properties.append((name, entry)) }
        }
        if isRequired, !required.contains(name) { required.append(name) }
    }

    /// Two schemas one member must both satisfy (a key read twice).
    private static func both(_ first: JSONValue, _ second: JSONValue) -> JSONValue {
        first == second ? first : ["allOf": [first, second]]
    }

    /// The schema: `type`, annotations, `properties`, `required`, `additionalProperties`,
    /// then the groups.
    func render() -> JSONValue {
        var object = JSONObject()
        object["type"] = isPathObject && required.isEmpty && !isClosedForStrictness ? ["object", "null"] : "object"
        for (keyword, value) in annotations { object[keyword] = value }
        if !properties.isEmpty {
            var members = JSONObject()
            for (name, entry) in properties {
                switch entry {
                case .schema(let schema): members[name] = schema
                case .object(let nested): members[name] = nested.render()
                case .both(let schema, let nested): members[name] = ["allOf": [schema, nested.render()]]
                }
            }
            object["properties"] = .object(members)
        }
        if !required.isEmpty { object["required"] = .array(JSONArray(required.map(JSONValue.string))) }
        if isClosed { object["additionalProperties"] = false }
        if groups.count == 1, let group = groups.first {
            object[group.keyword] = .array(JSONArray(group.schemas))
        } else if !groups.isEmpty {
            object["allOf"] = .array(JSONArray(groups.map { [$0.keyword: .array(JSONArray($0.schemas))] as JSONValue }))
        }
        return .object(object)
    }

    /// Set for the strict profile, where every member is required and no object is
    /// `null` in place of its members.
    var isClosedForStrictness = false

    /// The same object with every property required (the strict profile), nested path
    /// objects included.
    mutating func requireEverything() {
        isClosedForStrictness = true
        isClosed = true
        // Every property, in the order of the properties.
        required = properties.map(\.name)
        for index in properties.indices {
            switch properties[index].entry {
            case .object(var nested):
                nested.requireEverything()
                properties[index].entry = .object(nested)
            case .both(let schema, var nested):
                nested.requireEverything()
                properties[index].entry = .both(schema, nested)
            case .schema:
                break
            }
        }
    }
}
