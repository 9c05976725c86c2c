/// Every schema document a compilation reads, and every place in them it has looked at:
/// which places are schemas, the base URI and the resource each belongs to, and the
/// resources, anchors and dynamic anchors found there.
///
/// A place (a *position*) is a node linked to its parent by a token (a key or an array
/// index), not a pointer string, so that a schema nested a hundred thousand levels deep
/// costs memory in proportion to its size; pointers are written only for messages.
/// Documents are walked with an explicit stack, never by recursion.
final class SchemaIndex {
    struct Position {
        var document: Int32
        var parent: Int32
        var token: String
        var value: JSONValue
        /// The base URI in effect inside this position (after its own `$id`), by index into
        /// `bases`.
        var base: Int32
        var resource: Int32
        var rules: SchemaRules
        /// Whether the position's subtree has been walked as a schema.
        var isIndexed = false
    }

    struct Document {
        var uri: String
        var root: Int32
        /// Whether the URI is one the user gave (or the schema's `$id`), as opposed to the
        /// default base of a root schema without one.
        var hasOwnURI: Bool
    }

    struct Resource {
        var uri: String
        var position: Int32
        /// `$dynamicAnchor`s by name: their positions.
        var dynamicAnchors: [String: Int32] = [:]
    }

    private struct ChildKey: Hashable {
        var parent: Int32
        var token: String
    }

    private struct AnchorKey: Hashable {
        var resource: Int32
        var name: String
    }

    private(set) var positions: [Position] = []
    /// The base URIs positions use: one per document and per `$id`.
    private(set) var bases: [SchemaURI] = []
    private(set) var documents: [Document] = []
    private(set) var resources: [Resource] = []
    private var children: [ChildKey: Int32] = [:]
    private var resourcesByURI: [String: Int32] = [:]
    private var anchors: [AnchorKey: Int32] = [:]
    private var loadedDocuments: Set<String> = []
    let registry: JSONSchemaRegistry
    let defaultRules: SchemaRules

    init(registry: JSONSchemaRegistry, defaultDialect: JSONSchemaDialect) {
        self.registry = registry
        defaultRules = SchemaRules(defaultDialect)
    }

    // MARK: Documents

    /// Adds a document at `uri` and walks it; returns its root position.
    @discardableResult
    func load(_ value: JSONValue, at uri: String, hasOwnURI: Bool) throws(JSONSchemaError) -> Int32 {
        let key = SchemaURI(uri).resourceKey
        loadedDocuments.insert(key)
        let documentIndex = Int32(documents.count)
        let root = Int32(positions.count)
        documents.append(Document(uri: key, root: root, hasOwnURI: hasOwnURI))
        let resource = Int32(resources.count)
        resources.append(Resource(uri: key, position: root))
        if resourcesByURI[key] == nil { resourcesByURI[key] = resource }
        positions.append(
            Position(document: documentIndex, parent: -1, token: "", value: value, base: Int32(bases.count), resource: resource, rules: defaultRules))
        bases.append(SchemaURI(key))
        try index(root)
        return root
    }

    /// Loads the registered (or built-in) document at `key`, if there is one not yet loaded.
    private func loadRegistered(_ key: String) throws(JSONSchemaError) -> Bool {
        guard !loadedDocuments.contains(key), let schema = registry[key] else { return false }
        try load(schema.value, at: key, hasOwnURI: true)
        return true
    }

    /// The resource a URI (without fragment) names, loading its document if needed; nil
    /// when nothing is registered there.
    func resource(at key: String) throws(JSONSchemaError) -> Int32? {
        if let resource = resourcesByURI[key] { return resource }
        if try loadRegistered(key), let resource = resourcesByURI[key] { return resource }
        // A subschema of a registered document, identified by its own `$id`: load every
        // registered document not yet loaded, then look again.
        for document in registry.documents where !loadedDocuments.contains(document.uri) {
            _ = try loadRegistered(document.uri)
            if let resource = resourcesByURI[key] { return resource }
        }
        return nil
    }

    // MARK: Positions

    /// The position of the value at `token` inside `parent`; nil when there is none.
    func child(of parent: Int32, _ token: String) -> Int32? {
        let key = ChildKey(parent: parent, token: token)
        if let existing = children[key] { return existing }
        let value: JSONValue
        switch positions[Int(parent)].value {
        case .object(let object):
            guard let member = SchemaMembers(object)[token] else { return nil }
            value = member
        case .array(let array):
            guard let index = Self.arrayIndex(token), index < array.count else { return nil }
            value = array[index]
        default:
            return nil
        }
        let position = Int32(positions.count)
        var inherited = positions[Int(parent)]
        inherited.parent = parent
        inherited.token = token
        inherited.value = value
        inherited.isIndexed = false
        positions.append(inherited)
        children[key] = position
        return position
    }

    /// An array index token as RFC 6901 allows: `0` or digits without a leading zero.
    private static func arrayIndex(_ token: String) -> Int? {
        guard let first = token.utf8.first, token.utf8.count < 10, token.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        if first == 0x30 && token.utf8.count > 1 { return nil }
        return Int(token)
    }

    /// The JSON Pointer of a position in its document.
    func pointer(of position: Int32) -> String {
        var tokens: [String] = []
        var current = position
        while current >= 0 {
            let entry = positions[Int(current)]
            if entry.parent >= 0 { tokens.append(entry.token) }
            current = entry.parent
        }
        return JSONPointer.pointer(tokens.reversed())
    }

    func documentURI(of position: Int32) -> String {
        documents[Int(positions[Int(position)].document)].uri
    }

    func documentHasOwnURI(_ position: Int32) -> Bool {
        documents[Int(positions[Int(position)].document)].hasOwnURI
    }

    /// An error about `keyword` of the schema at `position`.
    func error(_ keyword: String, at position: Int32, _ problem: String) -> JSONSchemaError {
        JSONSchemaError(
            keyword: keyword, schemaLocation: pointer(of: position),
            documentURI: documentHasOwnURI(position) ? documentURI(of: position) : nil, problem: problem)
    }

    // MARK: Walking schemas

    /// Walks the schema at `start` and every subschema the keywords of its dialect hold,
    /// recording `$id`s, anchors and dynamic anchors.
    func index(_ start: Int32) throws(JSONSchemaError) {
        var stack: [Int32] = [start]
        while let position = stack.popLast() {
            guard !positions[Int(position)].isIndexed else { continue }
            positions[Int(position)].isIndexed = true
            guard case .object(let members) = positions[Int(position)].value else { continue }
            let object = SchemaMembers(members)
            try identify(position, object)
            let rules = positions[Int(position)].rules
            // Draft-07 ignores every keyword beside `$ref`.
            if rules.isDraft7 && object["$ref"] != nil { continue }
            let shapes = SubschemaKeywords.shapes(for: rules)
            let keys = members.keys
            for index in keys.indices {
                let keyword = keys[index]
                guard let shape = shapes[keyword], let holder = child(of: position, keyword) else { continue }
                let value = members.storedValues[index]
                switch (shape, value) {
                case (.schema, _), (.schemaOrArray, .object), (.schemaOrArray, .bool):
                    stack.append(holder)
                case (.array, .array(let elements)), (.schemaOrArray, .array(let elements)):
                    for index in elements.indices { if let element = child(of: holder, String(index)) { stack.append(element) } }
                case (.map, .object(let members)):
                    for key in members.keys { if let member = child(of: holder, key) { stack.append(member) } }
                case (.mapOfSchemasOrArrays, .object(let members)):
                    for (key, member) in members where member.object != nil || member.bool != nil {
                        if let entry = child(of: holder, key) { stack.append(entry) }
                    }
                default:
                    break  // The compiler reports a keyword of the wrong type.
                }
            }
        }
    }

    /// Reads `$schema`, `$id`, `$anchor` and `$dynamicAnchor` of the schema at `position`.
    private func identify(_ position: Int32, _ object: SchemaMembers) throws(JSONSchemaError) {
        var entry = positions[Int(position)]
        let isDocumentRoot = entry.parent < 0
        if let id = object["$id"], entry.rules.isDraft7 && object["$ref"] != nil {
            // Draft-07: `$ref` makes its siblings, `$id` included, ignored.
            _ = id
        } else if let id = object["$id"] {
            guard case .string(let text) = id else {
                throw error("$id", at: position, "must be a string, but is \(SchemaMessages.describe(id))")
            }
            if let schemaURI = object["$schema"] {
                entry.rules = try rules(forSchema: schemaURI, at: position)
            }
            if entry.rules.isDraft7, text.hasPrefix("#") {
                // Draft-07's location-independent identifier: a plain-name fragment.
                anchors[AnchorKey(resource: entry.resource, name: String(text.dropFirst()))] = position
            } else {
                let resolved = bases[Int(entry.base)].resolving(text)
                if let fragment = resolved.fragment, !fragment.isEmpty {
                    guard entry.rules.isDraft7 else {
                        throw error("$id", at: position, "must not have a fragment (use $anchor), but is \(MessageQuoting.quoted(text))")
                    }
                }
                let key = resolved.resourceKey
                entry.base = Int32(bases.count)
                bases.append(resolved.withoutFragment)
                if isDocumentRoot && resources[Int(entry.resource)].position == position {
                    // The document's own resource: known by its retrieval URI and by its `$id`.
                    resources[Int(entry.resource)].uri = key
                    if resourcesByURI[key] == nil { resourcesByURI[key] = entry.resource }
                } else {
                    let resource = Int32(resources.count)
                    resources.append(Resource(uri: key, position: position))
                    if resourcesByURI[key] == nil { resourcesByURI[key] = resource }
                    entry.resource = resource
                }
                if entry.rules.isDraft7, let fragment = resolved.fragment, !fragment.isEmpty {
                    anchors[AnchorKey(resource: entry.resource, name: fragment)] = position
                }
            }
        } else if isDocumentRoot, let schemaURI = object["$schema"] {
            entry.rules = try rules(forSchema: schemaURI, at: position)
        }
        positions[Int(position)] = entry
        guard !entry.rules.isDraft7 else { return }
        for keyword in ["$anchor", "$dynamicAnchor"] {
            guard let anchor = object[keyword] else { continue }
            guard case .string(let name) = anchor, Self.isAnchorName(name) else {
                throw error(
                    keyword, at: position,
                    "must be a name that starts with a letter or '_' and goes on with letters, digits, '-', '_' and '.', but is \(SchemaMessages.describe(anchor))"
                )
            }
            anchors[AnchorKey(resource: entry.resource, name: name)] = position
            if keyword == "$dynamicAnchor" { resources[Int(entry.resource)].dynamicAnchors[name] = position }
        }
    }

    private static func isAnchorName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
        }
    }

    // MARK: Dialects

    /// The rules a `$schema` value selects.
    private func rules(forSchema value: JSONValue, at position: Int32) throws(JSONSchemaError) -> SchemaRules {
        guard case .string(let uri) = value else {
            throw error("$schema", at: position, "must be a URI string, but is \(SchemaMessages.describe(value))")
        }
        var seen: Set<String> = []
        return try rules(forSchemaURI: uri, at: position, seen: &seen)
    }

    private func rules(forSchemaURI uri: String, at position: Int32, seen: inout Set<String>) throws(JSONSchemaError) -> SchemaRules {
        if let dialect = JSONSchemaDialect(schemaURI: uri) { return SchemaRules(dialect) }
        let key = SchemaURI(uri).resourceKey
        guard let metaschema = registry[key]?.value, case .object(let object) = metaschema, seen.insert(key).inserted else {
            throw error(
                "$schema", at: position,
                "names \(MessageQuoting.quoted(uri)), which is neither draft 2020-12 nor draft-07 and is not a metaschema registered in the JSONSchemaRegistry"
            )
        }
        // The metaschema's own dialect, then its vocabularies.
        var base = SchemaRules(.draft2020_12)
        if case .string(let metaschemaDialect)? = object["$schema"], SchemaURI(metaschemaDialect).resourceKey != key {
            base = try rules(forSchemaURI: metaschemaDialect, at: position, seen: &seen)
        }
        guard !base.isDraft7, case .object(let declared)? = object["$vocabulary"] else { return base }
        var vocabularies: SchemaVocabularies = []
        for (vocabulary, required) in declared {
            if let known = SchemaVocabularies.byURI[vocabulary] {
                vocabularies.insert(known)
            } else if required.bool == true {
                throw error(
                    "$schema", at: position,
                    "names the metaschema \(MessageQuoting.quoted(uri)), which requires the vocabulary \(MessageQuoting.quoted(vocabulary)) that Strata does not know"
                )
            }
        }
        return SchemaRules(base.dialect, vocabularies: vocabularies.union(.core))
    }

    // MARK: References

    /// The position a reference names, resolved against the base of `position`.
    func resolve(_ reference: String, from position: Int32, keyword: String) throws(JSONSchemaError) -> Int32 {
        let target = bases[Int(positions[Int(position)].base)].resolving(reference)
        let key = target.resourceKey
        guard let resource = try resource(at: key) else {
            throw error(
                keyword, at: position,
                "refers to \(MessageQuoting.quoted(reference)), but no schema is registered at \(MessageQuoting.quoted(key)) (register it in the JSONSchemaRegistry; Strata reads nothing from the network)"
            )
        }
        let root = resources[Int(resource)].position
        guard let rawFragment = target.fragment, !rawFragment.isEmpty else { return root }
        guard let fragment = JSONPointer.percentDecoded(rawFragment) else {
            throw error(keyword, at: position, "has a fragment with an invalid percent-escape: \(MessageQuoting.quoted(reference))")
        }
        if let tokens = JSONPointer.tokens(fragment) {
            var current = root
            for token in tokens {
                guard let next = child(of: current, token) else {
                    throw error(
                        keyword, at: position,
                        "refers to \(MessageQuoting.quoted(reference)), whose JSON Pointer names nothing in \(MessageQuoting.quoted(key))")
                }
                current = next
            }
            // A place no keyword marked as a schema (inside an unknown keyword, or
            // `examples`): walk it as one now.
            try index(current)
            return current
        }
        if let anchor = anchors[AnchorKey(resource: resource, name: fragment)] { return anchor }
        throw error(
            keyword, at: position,
            "refers to \(MessageQuoting.quoted(reference)), but \(MessageQuoting.quoted(key)) has no anchor named \(MessageQuoting.quoted(fragment))")
    }

    /// The position of the anchor `name` in `resource`, if any.
    func anchor(_ name: String, in resource: Int32) -> Int32? {
        anchors[AnchorKey(resource: resource, name: name)]
    }
}

/// The keywords whose values are subschemas, by shape.
enum SubschemaKeywords {
    enum Shape {
        /// One schema.
        case schema
        /// An array of schemas.
        case array
        /// An object whose values are schemas.
        case map
        /// Draft-07's `items`: a schema or an array of schemas.
        case schemaOrArray
        /// Draft-07's `dependencies`: schemas or arrays of property names.
        case mapOfSchemasOrArrays
    }

    static let draft2020: [(String, Shape)] = [
        ("$defs", .map), ("definitions", .map), ("properties", .map), ("patternProperties", .map), ("dependentSchemas", .map),
        ("additionalProperties", .schema), ("propertyNames", .schema), ("unevaluatedProperties", .schema),
        ("prefixItems", .array), ("items", .schema), ("contains", .schema), ("unevaluatedItems", .schema),
        ("allOf", .array), ("anyOf", .array), ("oneOf", .array), ("not", .schema), ("if", .schema), ("then", .schema), ("else", .schema),
        ("dependencies", .mapOfSchemasOrArrays), ("contentSchema", .schema),
    ]

    static let draft7: [(String, Shape)] = [
        ("definitions", .map), ("properties", .map), ("patternProperties", .map), ("additionalProperties", .schema),
        ("propertyNames", .schema), ("items", .schemaOrArray), ("additionalItems", .schema), ("contains", .schema),
        ("allOf", .array), ("anyOf", .array), ("oneOf", .array), ("not", .schema), ("if", .schema), ("then", .schema), ("else", .schema),
        ("dependencies", .mapOfSchemasOrArrays),
    ]

    static let draft2020Shapes = Dictionary(draft2020, uniquingKeysWith: { first, _ in first })
    static let draft7Shapes = Dictionary(draft7, uniquingKeysWith: { first, _ in first })

    /// The subschema keywords of a dialect, by name.
    static func shapes(for rules: SchemaRules) -> [String: Shape] {
        rules.isDraft7 ? draft7Shapes : draft2020Shapes
    }
}
