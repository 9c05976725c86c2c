import Foundation

/// Clusters: each variant's object with its discriminator as `const`, one of which must
/// hold (`oneOf`; `anyOf` in the strict profile), and the fallback for discriminator
/// values not listed.
extension SchemaGenerator {
    func clusterSchema<Cluster: JSONCluster>(_ cluster: Cluster.Type) throws -> JSONValue {
        let variants = listedVariants(of: Cluster.self)
        let fallback = isStrict ? nil : Cluster.fallbackVariant
        let exactlyOne = isStrict ? "anyOf" : "oneOf"
        let known = JSONArray(variants.compactMap { $0.discriminatorValue?.jsonValue })

        if ClusterChoice.choosesInCode(Cluster.self) {
            // The code may choose any variant, whatever the JSON holds.
            let all = variants + [fallback].compactMap { $0 }
            guard !all.isEmpty else {
                throw error(
                    Cluster.self,
                    "it chooses its variants in code (variant(forParsing:)) and lists none, so Strata cannot see what they are. Give its schema with JSONSchemaProviding."
                )
            }
            return try oneBranch(or: "anyOf", all.map { try variantSchema($0, of: Cluster.self) })
        }
        switch Cluster.discriminator {
        case .key(let path):
            var branches: [JSONValue] = []
            for variant in variants {
                guard let tag = variant.discriminatorValue else { continue }
                branches.append(try taggedVariant(variant, of: Cluster.self, tagAt: path.components, tag: ["const": tag.jsonValue]))
            }
            if let fallback {
                var branch = try taggedVariant(fallback, of: Cluster.self, tagAt: path.components, tag: nil)
                branch = SchemaKeywords.adding(
                    "not", SchemaKeywords.requirement(at: path.components[...], matching: ["enum": .array(known)]), to: branch)
                branches.append(branch)
            }
            return try oneBranch(or: exactlyOne, branches)
        case .adjacent(let tagPath, let contentPath):
            var branches: [JSONValue] = []
            for variant in variants {
                guard let tag = variant.discriminatorValue else { continue }
                var object = ObjectSchemaBuilder()
                // The envelope is the cluster's own object: strict keys close it.
                object.isClosed = isStrict || options.rejectsUnknownKeys
                object.place(["const": tag.jsonValue], at: tagPath.components[...], required: true)
                object.place(try variantSchema(variant, of: Cluster.self), at: contentPath.components[...], required: true)
                if isStrict { object.requireEverything() }
                branches.append(object.render())
            }
            if let fallback {
                var object = ObjectSchemaBuilder()
                object.isClosed = options.rejectsUnknownKeys
                object.place(Self.anyDiscriminator, at: tagPath.components[...], required: false)
                object.place(try variantSchema(fallback, of: Cluster.self), at: contentPath.components[...], required: false)
                object.annotations = [("not", SchemaKeywords.requirement(at: tagPath.components[...], matching: ["enum": .array(known)]))]
                branches.append(object.render())
            }
            return try oneBranch(or: exactlyOne, branches)
        case .parentKey(let key):
            // Met as a property, the discriminator is in the parent's object (see
            // `placeParentTagged`); anywhere else only the variants' own JSON is here.
            try refuseInStrictProfile(
                Cluster.self, "its discriminator \"\(key)\" is in the object around it, and the strict profile has no way to say that.")
            return try oneBranch(or: "anyOf", (variants + [fallback].compactMap { $0 }).map { try variantSchema($0, of: Cluster.self) })
        case .untagged:
            // The first variant that decodes wins: any may.
            return try oneBranch(or: "anyOf", (variants + [fallback].compactMap { $0 }).map { try variantSchema($0, of: Cluster.self) })
        }
    }

    /// The cluster's variants as the decoder chooses among them: a discriminator value
    /// listed twice names the first variant only.
    private func listedVariants<Cluster: JSONCluster>(of cluster: Cluster.Type) -> [JSONVariant<Cluster.Base>] {
        var seen = Set<JSONDiscriminatorValue>()
        return Cluster.variants.filter { variant in variant.discriminatorValue.map { seen.insert($0).inserted } ?? true }
    }

    /// A discriminator value the decoder reads, and so may send to the fallback: a string
    /// or an integer (a variant's value is compared as written).
    static let anyDiscriminator: JSONValue = ["type": ["string", "integer"]]

    /// The only branch, or `keyword` of them all.
    private func oneBranch(or keyword: String, _ branches: [JSONValue]) throws -> JSONValue {
        if branches.count == 1 { return branches[0] }
        if branches.isEmpty { return false }
        return [keyword: .array(JSONArray(branches))]
    }

    /// A variant whose discriminator is a member of its own object: the variant's object
    /// with the discriminator merged in (so that a closed object still lists it).
    private func taggedVariant<Cluster: JSONCluster>(
        _ variant: JSONVariant<Cluster.Base>, of cluster: Cluster.Type, tagAt path: [String], tag: JSONValue?
    ) throws -> JSONValue {
        guard var object = try variantObject(variant, of: Cluster.self) else {
            // A variant whose JSON is not an object Strata can see into: it and the
            // discriminator both hold.
            var parts = [try variantSchema(variant, of: Cluster.self)]
            if let tag { parts.append(SchemaKeywords.requirement(at: path[...], matching: tag)) }
            return ["allOf": .array(JSONArray(parts))]
        }
        object.place(tag ?? Self.anyDiscriminator, at: path[...], required: tag != nil)
        if isStrict { object.requireEverything() }
        return object.render()
    }

    /// A variant's object, to merge a discriminator into; nil for a variant whose JSON is
    /// not a recorded object (a given schema, a value).
    private func variantObject<Cluster: JSONCluster>(_ variant: JSONVariant<Cluster.Base>, of cluster: Cluster.Type) throws -> ObjectSchemaBuilder? {
        if variant.type == UnknownVariant.self { return ObjectSchemaBuilder() }
        if options.givenSchemas[ObjectIdentifier(variant.type)] != nil || variant.type is any JSONSchemaProviding.Type { return nil }
        return try at(variant.discriminatorValue?.description ?? typeName(variant.type)) {
            let (shape, instance) = try record(variant.type)
            guard shape.kind == .keyed || (shape.kind == .none && Cluster.self is any JSONClassCluster.Type) else { return nil }
            var object = try objectSchema(of: shape, type: variant.type, model: ModelSchemaInfo.of(variant.type, instance: instance))
            if Cluster.self is any JSONClassCluster.Type {
                try addSubclassFields(of: instance as AnyObject, below: Cluster.Base.self, to: &object)
            }
            if let described = variant.type as? any JSONSchemaDescribing.Type {
                var annotations = JSONObject()
                SchemaKeywords.annotate(&annotations, with: described)
                object.annotations = Array(annotations.map { ($0.key, $0.value) })
            }
            if isStrict { object.requireEverything() }
            return object
        }
    }

    /// A variant's JSON where nothing is merged into it: its object, or its type's schema.
    func variantSchema<Cluster: JSONCluster>(_ variant: JSONVariant<Cluster.Base>, of cluster: Cluster.Type) throws -> JSONValue {
        if Cluster.self is any JSONClassCluster.Type, let object = try variantObject(variant, of: Cluster.self) { return object.render() }
        return try schema(for: variant.type)
    }

    // MARK: Class clusters

    /// The stored properties a class cluster's subclass adds, which Strata reads by name
    /// (see ``ClassClusterFields``).
    private func addSubclassFields(of instance: AnyObject, below base: Any.Type, to object: inout ObjectSchemaBuilder) throws {
        let subclass: AnyClass = Swift.type(of: instance)
        let fields: [StoredFields.Field]
        do {
            fields = try ClassClusterFields.fields(of: subclass, below: base)
        } catch {
            throw self.error(subclass, "Strata cannot read the properties it adds to \(typeName(base)): \(error)")
        }
        let mapping = (subclass as? any JSONClassCluster.Type)?.jsonKeyPathsByPropertyKey ?? [:]
        var wrappers: [String: any JSONKeyWrapper] = [:]
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            for child in current.children {
                if let label = child.label, let wrapper = child.value as? any JSONKeyWrapper { wrappers[String(label.dropFirst())] = wrapper }
            }
            mirror = current.superclassMirror
        }
        for field in fields {
            if field.type is any JSONIgnoredWrapper.Type || !(field.type is any Decodable.Type) { continue }
            try at(field.name) {
                var value = try schema(for: field.type)
                if let described = subclass as? any JSONSchemaDescribing.Type, let description = described.schemaDescription(forKey: field.name) {
                    value = SchemaKeywords.adding("description", .string(description), to: value)
                }
                if let wrapper = wrappers[field.name] {
                    guard let path = wrapper.paths.first else { return }
                    object.place(value, at: path.components[...], required: !type(of: wrapper).valueIsOptional)
                    return
                }
                let path = mapping[field.name]?.components ?? [field.name]
                let components = path.map { encoding.jsonKey(for: StringCodingKey($0), path: [], cache: keyConversions) }
                object.place(value, at: components[...], required: !(field.type is any OptionalMarker.Type))
            }
        }
    }

    // MARK: Discriminators in the parent

    /// The cluster a property holds whose discriminator is in the property's parent
    /// object: the property's type, or an optional or ``Polymorphic`` wrapper of it.
    func parentTaggedCluster(_ type: Any.Type) -> (cluster: any JSONCluster.Type, isOptional: Bool)? {
        var current = type
        var isOptional = false
        while true {
            if let cluster = current as? any JSONCluster.Type {
                guard case .parentKey = parentKeyLayout(of: cluster) else { return nil }
                return (cluster, isOptional)
            }
            if let optional = current as? any OptionalMarker.Type {
                isOptional = true
                current = optional.wrappedType
            } else if let wrapper = current as? any SchemaWrapper.Type, case .polymorphic(let cluster) = wrapper.schemaRole {
                current = cluster
            } else {
                return nil
            }
        }
    }

    private func parentKeyLayout<Cluster: JSONCluster>(of cluster: Cluster.Type) -> JSONDiscriminator {
        Cluster.discriminator
    }

    /// A property holding a parent-keyed cluster: the parent has the discriminator, and
    /// the property the variant it names, one of which pairs must hold.
    func placeParentTagged(
        _ member: RecordedMember, cluster: any JSONCluster.Type, isOptional: Bool, in object: inout ObjectSchemaBuilder, model: ModelSchemaInfo?
    ) throws {
        try placeParentTagged(member, cluster, isOptional: isOptional, in: &object, model: model)
    }

    private func placeParentTagged<Cluster: JSONCluster>(
        _ member: RecordedMember, _ cluster: Cluster.Type, isOptional: Bool, in object: inout ObjectSchemaBuilder, model: ModelSchemaInfo?
    ) throws {
        guard case .parentKey(let key) = Cluster.discriminator else { return }
        try refuseInStrictProfile(
            Cluster.self, "its discriminator \"\(key)\" is in the object around it, and the strict profile has no way to say that.")
        let variants = listedVariants(of: Cluster.self)
        let fallback = Cluster.fallbackVariant
        let location = jsonComponents(for: member.key, inModel: model != nil)
        let isRequired = !member.checksPresence && !isOptional && model?.requiresNoKey != true
        let known = JSONArray(variants.compactMap { $0.discriminatorValue?.jsonValue })

        var branches: [JSONValue] = []
        var payloads: [JSONValue] = []
        for variant in variants {
            guard let tag = variant.discriminatorValue else { continue }
            let payload = try variantSchema(variant, of: Cluster.self)
            payloads.append(payload)
            var branch = ObjectSchemaBuilder()
            branch.place(["const": tag.jsonValue], at: [key], required: true)
            branch.place(payload, at: location[...], required: isRequired)
            branches.append(branch.render())
        }
        if let fallback {
            let payload = try variantSchema(fallback, of: Cluster.self)
            payloads.append(payload)
            var branch = ObjectSchemaBuilder()
            branch.place(SchemaKeywords.adding("not", ["enum": .array(known)], to: Self.anyDiscriminator), at: [key], required: false)
            branch.place(payload, at: location[...], required: isRequired)
            branches.append(branch.render())
        }
        if isOptional || !isRequired {
            // No value: neither the discriminator nor the property (or `null`).
            var branch = ObjectSchemaBuilder()
            branch.place(["type": "null"], at: location[...], required: false)
            branch.annotations = [("not", ["required": [.string(key)]])]
            branches.append(branch.render())
        }
        // The parent lists both, so that a closed parent allows them.
        object.place(fallback == nil ? ["enum": .array(known)] : Self.anyDiscriminator, at: [key], required: false)
        var payload = try oneBranch(or: "anyOf", payloads)
        if isOptional { payload = SchemaKeywords.nullable(payload) }
        object.place(payload, at: location[...], required: isRequired)
        // `anyOf`: with no value, the fallback's branch and the branch for no value
        // may both hold.
        object.groups.append(("anyOf", branches))
    }
}
