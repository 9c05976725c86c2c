import Foundation

/// Makes the JSON Schema of a type (``JSONSchema/init(for:options:)``): walks the type,
/// describing each type it meets once, models and clusters as `$defs`.
///
/// The parts: values (scalars, Foundation's types, collections, enums, Strata's
/// wrappers) in `+Values`; models, from the shape their `init(from:)` records, in
/// `+Objects`; clusters in `+Clusters`; transformers in `+Transformers`; the dialect and
/// the strict profile in `SchemaDialects`.
final class SchemaGenerator {
    let options: JSONSchemaGenerationOptions
    let encoding: EncodingOptions
    let root: Any.Type
    var isStrict: Bool { options.profile == .strictStructuredOutput }

    /// The `$defs`, in the order they were first met; a definition is nil while it is
    /// being made (a type met again inside itself refers to it).
    private var definitions: [(name: String, schema: JSONValue?)] = []
    private var definitionIndex: [ObjectIdentifier: Int] = [:]
    private var usedNames: Set<String> = []
    private var rootStarted = false

    /// The coding keys from the root to the type being described, for messages.
    var path: [String] = []
    /// Keys converted by the key strategy, as the encoder keeps them.
    let keyConversions = KeyConversionCache()

    init(options: JSONSchemaGenerationOptions, root: Any.Type) {
        self.options = options
        encoding = options.encoder.options
        self.root = root
    }

    /// The whole document: the root type's schema, with `$schema` and `$defs`, in the
    /// options' dialect and profile.
    func document() throws -> JSONValue {
        let rootSchema = try schema(for: root)
        guard case .object(var document) = rootSchema else {
            return try SchemaDialects.finish(rootSchema, dialect: options.dialect, strict: isStrict, typeName: typeName(root))
        }
        if isStrict, document["type"] != "object" {
            throw error(
                root,
                "the strict profile's root must be an object, and \(typeName(root)) is \(describeKind(rootSchema)). Wrap it in a model, as a property of it."
            )
        }
        if !definitions.isEmpty {
            var defs = JSONObject()
            for definition in definitions {
                defs[definition.name] = definition.schema ?? true
            }
            document["$defs"] = .object(defs)
        }
        var ordered = JSONObject()
        if !isStrict { ordered["$schema"] = .string(options.dialect.uri) }
        for (key, value) in document { ordered[key] = value }
        return try SchemaDialects.finish(.object(ordered), dialect: options.dialect, strict: isStrict, typeName: typeName(root))
    }

    // MARK: Definitions

    /// A reference to the definition of `type`, made by `make` the first time; the root
    /// type's schema itself (it is the document), and `#` for the root met inside itself.
    func definition(of type: Any.Type, make: () throws -> JSONValue) throws -> JSONValue {
        let id = ObjectIdentifier(type)
        if type == root {
            if rootStarted { return ["$ref": "#"] }
            rootStarted = true
            return try make()
        }
        if let index = definitionIndex[id] { return reference(definitions[index].name) }
        let name = uniqueName(for: type)
        definitionIndex[id] = definitions.count
        definitions.append((name, nil))
        let schema = try make()
        definitions[definitionIndex[id]!].schema = schema
        return reference(name)
    }

    private func reference(_ name: String) -> JSONValue {
        ["$ref": .string("#/$defs/" + name)]
    }

    /// The type's name without its module, made safe for a URI fragment (`Page<User>`
    /// becomes `Page_User_`), numbered when two types share it.
    private func uniqueName(for type: Any.Type) -> String {
        let base = String(
            typeName(type).unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "." || scalar == "-"
                    ? Character(scalar) : "_"
            })
        var name = base
        var number = 2
        while usedNames.contains(name) {
            name = "\(base)\(number)"
            number += 1
        }
        usedNames.insert(name)
        return name
    }

    /// A type's name as written in its module, with the types it is nested in.
    func typeName(_ type: Any.Type) -> String {
        let full = String(reflecting: type)
        // Drop the module: everything up to the first dot outside generic arguments.
        var depth = 0
        for index in full.indices {
            switch full[index] {
            case "<", "(": depth += 1
            case ">", ")": depth -= 1
            case "." where depth == 0: return String(full[full.index(after: index)...])
            default: continue
            }
        }
        return full
    }

    // MARK: Errors

    func error(_ type: Any.Type, _ problem: String) -> JSONSchemaGenerationError {
        JSONSchemaGenerationError(typeName: typeName(type), path: path.joined(separator: "."), problem: problem)
    }

    func describeKind(_ schema: JSONValue) -> String {
        switch schema["type"] {
        case .string(let type)?: return type == "array" || type == "object" || type == "integer" ? "an \(type)" : "a \(type)"
        default: return "not an object"
        }
    }

    /// Runs `body` with `key` on the path, for messages.
    func at<Result>(_ key: String, _ body: () throws -> Result) rethrows -> Result {
        path.append(key)
        defer { path.removeLast() }
        return try body()
    }
}
