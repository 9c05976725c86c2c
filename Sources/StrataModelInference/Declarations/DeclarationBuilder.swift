import Strata

/// Turns the inferred models into declarations: names every type, spells every Swift
/// type, decides each optional's form, the coding keys and the helpers the output needs.
struct DeclarationBuilder {
    let options: GenerationOptions
    let rootName: String
    let root: TypeModel
    /// Whether every key of the samples survives `.convertFromSnakeCase` then
    /// `.convertToSnakeCase`, so that a key strategy could replace coding keys.
    let keysAllowSnakeCaseStrategy: Bool

    private(set) var warnings: [GenerationWarning] = []
    /// Whether the output relies on the coders' snake-case strategies.
    private(set) var usesSnakeCaseStrategy = false
    private(set) var plan: NilEncodingPlan?
    /// Whether a name declared holds a letter outside ASCII (`naïve`, `日本語`).
    private(set) var declaresNonASCIINames = false
    /// The keys left out because the samples only ever hold `null` there
    /// (`--skip-null-fields`), as `Type.key`.
    private(set) var skippedNullKeys: [String] = []

    private var usedHelpers = Set<DateHelper>()
    private var usesLowercaseUUID = false
    private var propertyNames: [ObjectIdentifier: [String]] = [:]

    init(options: GenerationOptions, rootName: String, root: TypeModel, keysAllowSnakeCaseStrategy: Bool) {
        self.options = options
        self.rootName = rootName
        self.root = root
        self.keysAllowSnakeCaseStrategy = keysAllowSnakeCaseStrategy
    }

    mutating func build() -> [Declaration] {
        var names = TypeNames(namespace: options.namespace)
        names.take(rootName)
        var objects: [ObjectModel] = []
        var order: [ModelGraph.Node] = []
        switch root {
        case .object(let model): model.resolved.name = rootName
        case .cluster(let cluster): cluster.name = rootName
        default: break
        }
        // The helpers' names first: no model may take one.
        ModelGraph.walk(root) { node in
            guard case .object(let model, _) = node else { return }
            for property in model.properties {
                if case .date(.helper(let helper)) = property.type { names.take(helper.typeName) }
            }
        }
        // Variants are named last: a struct named after a key keeps the plain name, and
        // the variant nested in its cluster takes the qualified one (`IssuePayload`).
        var variants: [(ObjectModel, parents: [String])] = []
        ModelGraph.walk(root) { node in
            switch node {
            case .object(let model, let parents):
                if model.isVariant {
                    variants.append((model, parents))
                } else if model.name.isEmpty {
                    model.name = names.name(model.nameHint, parents: parents)
                }
                objects.append(model)
            case .enumeration(let model, let parents):
                model.name = names.name(model.nameHint, parents: parents)
            case .cluster(let cluster, let parents):
                if cluster.name.isEmpty { cluster.name = names.name(cluster.nameHint, parents: parents) }
            }
            order.append(node)
        }
        for (variant, clusters) in variants where variant.name.isEmpty {
            variant.name = names.name(variant.nameHint, parents: clusters, parentFirst: false)
        }
        for model in objects {
            for key in model.skippedNullKeys { skippedNullKeys.append("\(model.name).\(key)") }
        }
        let plan = NilEncodingPlan(models: objects, style: options.style)
        self.plan = plan
        // Under the snake-case strategy, names are what `.convertFromSnakeCase` makes of
        // the keys (`avatarUrl`); otherwise acronyms are written as Swift writes them.
        let triesStrategy = options.usesSnakeCaseStrategy
        for model in objects { propertyNames[ObjectIdentifier(model)] = memberNames(of: model, acronyms: !triesStrategy) }
        usesSnakeCaseStrategy = triesStrategy && decideSnakeCaseStrategy(objects)
        if triesStrategy && !usesSnakeCaseStrategy {
            for model in objects { propertyNames[ObjectIdentifier(model)] = memberNames(of: model, acronyms: true) }
        }
        declaresNonASCIINames =
            names.takenNames.contains(where: SwiftIdentifiers.isNonASCII)
            || propertyNames.values.contains { $0.contains(where: SwiftIdentifiers.isNonASCII) }

        var declarations: [Declaration] = []
        switch root {
        case .object, .cluster: break
        default: declarations.append(.alias(name: rootName, type: swiftType(root)))
        }
        for node in order {
            switch node {
            case .object(let model, _) where !model.isVariant:
                declarations.append(.structure(structure(model, plan: plan)))
            case .enumeration(let model, _):
                declarations.append(.enumeration(enumeration(model)))
            case .cluster(let cluster, _) where cluster.layout == .key:
                declarations.append(.cluster(self.cluster(cluster, plan: plan)))
            default:
                break
            }
        }
        declarations += usedHelpers.sorted { $0.typeName < $1.typeName }.map(Declaration.dateHelper)
        if usesLowercaseUUID { declarations.append(.lowercaseUUID) }
        return declarations
    }

    // MARK: Types

    private var conformances: [String] {
        var list = options.conformances.sorted()
        if list.contains(.hashable) { list.removeAll { $0 == .equatable } }
        return list.map(\.rawValue)
    }

    private var modelProtocol: String {
        options.style == .serializing ? "JSONSerializing" : "Codable"
    }

    private var writesInitializers: Bool {
        options.accessLevel != .internal
    }

    mutating func swiftType(_ type: TypeModel) -> String {
        switch type {
        case .bool: return "Bool"
        case .int: return "Int"
        case .uint64: return "UInt64"
        case .exactNumber: return "JSONNumber"
        case .double: return "Double"
        case .string: return "String"
        case .date(let encoding):
            if case .helper(let helper) = encoding { usedHelpers.insert(helper) }
            return "Date"
        case .url: return "URL"
        case .uuid(let lowercase):
            if lowercase { usesLowercaseUUID = true }
            return "UUID"
        case .enumeration(let model): return model.resolved.name
        case .json, .unseen: return "JSONValue"
        case .emptyObject: return "[String: JSONValue]"
        case .array(let element, let nullable): return "[\(swiftType(element))\(nullable ? "?" : "")]"
        case .dictionary(let value, let nullable): return "[String: \(swiftType(value))\(nullable ? "?" : "")]"
        case .object(let model): return model.resolved.name
        case .cluster(let cluster): return cluster.name
        }
    }

    /// The transformer a property's type needs, named by its type.
    private func transformer(_ type: TypeModel) -> String? {
        switch type {
        case .date(.iso8601): return "ISO8601DateTransformer"
        case .date(.helper(let helper)): return helper.typeName
        case .date(.secondsSince1970): return "SecondsSince1970Transformer"
        case .date(.millisecondsSince1970): return "MillisecondsSince1970Transformer"
        case .uuid(lowercase: true): return "LowercaseUUID"
        default: return nil
        }
    }

    // MARK: Structs

    /// Each property's name: camel case, unique in the struct, clear of the members the
    /// model's protocols declare.
    private func memberNames(of model: ObjectModel, acronyms: Bool) -> [String] {
        var taken: Set<String> = options.style == .serializing ? ["propertyKeys", "dictionaryValue", "serializableKeys"] : []
        return model.properties.map { property in
            let base = Identifiers.propertyName(forKeys: property.keys, acronyms: acronyms)
            var name = base
            var number = 2
            while taken.contains(name) {
                name = base + String(number)
                number += 1
            }
            taken.insert(name)
            return name
        }
    }

    /// The coding key's string: the key, or the dotted path with dots in keys escaped.
    private static func codingKey(_ property: PropertyModel) -> String {
        property.keys.map(JSONKeyPath.escape).joined(separator: ".")
    }

    /// Whether `.convertFromSnakeCase` maps every key to its property's name, so that no
    /// model needs coding keys for renaming. Dotted paths keep theirs: an explicit key is
    /// used as written under any strategy.
    private mutating func decideSnakeCaseStrategy(_ objects: [ObjectModel]) -> Bool {
        guard keysAllowSnakeCaseStrategy else {
            warnings.append(
                GenerationWarning(
                    file: nil, line: nil,
                    message:
                        "--snake-case-strategy: some keys do not come back unchanged through .convertFromSnakeCase and .convertToSnakeCase; CodingKeys are written instead."
                ))
            return false
        }
        let keys = SnakeCaseKeys()
        for model in objects {
            let names = propertyNames[ObjectIdentifier(model)] ?? []
            for (property, name) in zip(model.properties, names) where property.keys.count == 1 {
                let key = Self.codingKey(property)
                guard keys.fromSnakeCase(key) == name else {
                    warnings.append(
                        GenerationWarning(
                            file: nil, line: nil,
                            message:
                                "--snake-case-strategy: the key \"\(key)\" does not convert to the property name \(name); CodingKeys are written instead."
                        ))
                    return false
                }
            }
        }
        return true
    }

    private mutating func structure(_ model: ObjectModel, plan: NilEncodingPlan) -> StructDeclaration {
        let names = propertyNames[ObjectIdentifier(model)] ?? []
        var properties: [PropertyDeclaration] = []
        var nestedClusters: [ClusterDeclaration] = []
        var adjustments: [NilAdjustment] = []
        for (property, name) in zip(model.properties, names) {
            let form = plan.form(of: property, in: model)
            let declaration = declaration(of: property, named: name, form: form)
            properties.append(declaration)
            if case .optionalWithHook(let writesNull) = form {
                adjustments.append(NilAdjustment(property: declaration.name, key: property.keys[0], writesNull: writesNull))
            }
            if case .cluster(let cluster) = property.type, cluster.layout == .parentKey {
                nestedClusters.append(self.cluster(cluster, plan: plan))
            }
        }
        var conformances = [modelProtocol]
        if !adjustments.isEmpty { conformances.append("AdjustsEncodedJSON") }
        return StructDeclaration(
            name: model.name, conformances: conformances + self.conformances, properties: properties,
            writesCodingKeys: properties.contains { $0.explicitKey != nil }, declaresExplicitNull: plan.declaresExplicitNull(model),
            nestedClusters: nestedClusters, adjustments: adjustments, writesInitializer: writesInitializers)
    }

    private mutating func declaration(of property: PropertyModel, named name: String, form: NilEncodingPlan.Form) -> PropertyDeclaration {
        let key = Self.codingKey(property)
        let usesStrategy = usesSnakeCaseStrategy && property.keys.count == 1
        var declaration = PropertyDeclaration(
            attribute: nil, name: Identifiers.escaped(name), type: "", explicitKey: key == name || usesStrategy ? nil : key)
        var comments: [String] = []
        if property.isAlwaysNull { comments.append("only null in the samples") }
        switch form {
        case .tristate:
            declaration.type = "Tristate<\(swiftType(property.type.withoutTransformer))>"
            declaration.defaultValue = ".missing"
            let presence = property.presence
            comments.append(
                presence.sometimesAbsent && presence.sometimesNull
                    ? "absent from some samples, null in others"
                    : presence.sometimesNull ? "null, not absent, in some samples" : "absent, not null, in some samples")
            if let wrapper = transformer(property.type) {
                comments.append("kept as written: a Tristate takes no \(wrapper)")
            } else if let note = property.note {
                comments.append(note)
            }
        case .required, .optional, .optionalWithHook:
            let isOptional = form != .required
            let optional = isOptional ? "?" : ""
            declaration.type = swiftType(property.type) + optional
            declaration.defaultValue = isOptional ? "nil" : nil
            if property.isLenient {
                declaration.attribute = "@Lenient"
            } else if let transformer = transformer(property.type) {
                declaration.attribute = "@Transform<\(transformer)\(optional)>"
            }
            if let note = property.note { comments.append(note) }
        }
        declaration.comment = comments.isEmpty ? nil : comments.joined(separator: "; ")
        return declaration
    }

    // MARK: Enums

    private func enumeration(_ model: EnumModel) -> StringEnumDeclaration {
        var taken: Set<String> = ["unknownCase", "rawValue", "allCases", "init"]
        var cases: [(name: String, rawValue: String?)] = []
        for value in model.values {
            let name = Self.unique(Identifiers.caseName(words: Words.split(value)), in: &taken)
            cases.append((Identifiers.escaped(name), name == value ? nil : value))
        }
        // The fallback's raw value is its name: it must not be a value the samples use.
        let seen = Set((model.values + model.foldedSpellings).map { $0.lowercased() })
        var unknown = "unknown"
        for candidate in ["unknown", "unrecognized", "unknownValue"] where !taken.contains(candidate) && !seen.contains(candidate.lowercased()) {
            unknown = candidate
            break
        }
        unknown = Self.unique(unknown, in: &taken)
        // Always `Sendable` (it is, having no payloads): `static let unknownCase` needs it.
        return StringEnumDeclaration(
            name: model.name, conformances: ["String", "UnknownCaseRepresentable", "Sendable"], cases: cases, unknownCase: unknown,
            foldedSpellings: model.foldedSpellings)
    }

    private static func unique(_ base: String, in taken: inout Set<String>) -> String {
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }

    // MARK: Clusters

    private mutating func cluster(_ cluster: ClusterModel, plan: NilEncodingPlan) -> ClusterDeclaration {
        var taken: Set<String> = ["variants", "discriminator", "fallback", "variant", "decodeValue", "encode"]
        var cases: [ClusterDeclaration.Case] = []
        for variant in cluster.variants {
            let name = Self.unique(Identifiers.caseName(words: variant.words), in: &taken)
            cases.append(ClusterDeclaration.Case(name: name, tag: variant.tag, variant: structure(variant.model, plan: plan)))
        }
        var fallback = "other"
        for candidate in ["other", "unknown", "unrecognized"] where !taken.contains(candidate) {
            fallback = candidate
            break
        }
        fallback = Self.unique(fallback, in: &taken)
        // `.key` takes a key path, in which a dot must be escaped; `.parentKey` a plain key.
        let discriminator =
            cluster.layout == .key
            ? "JSONDiscriminator.key(\(SwiftLiteral.string(JSONKeyPath.escape(cluster.discriminator))))"
            : "JSONDiscriminator.parentKey(\(SwiftLiteral.string(cluster.discriminator)))"
        return ClusterDeclaration(
            name: cluster.name, conformances: ["JSONTaggedUnion"] + conformances, cases: cases, fallbackCase: fallback,
            discriminator: discriminator)
    }
}
