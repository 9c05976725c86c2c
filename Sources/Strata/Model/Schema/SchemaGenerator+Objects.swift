import Foundation

/// Types Strata knows only through their `init(from:)`: models and any other `Decodable`,
/// described from the shape their decoding records (see ``ShapeRecorder``).
extension SchemaGenerator {
    /// The schema of a type from what its `init(from:)` reads.
    func modelSchema(_ type: any Decodable.Type) throws -> JSONValue {
        let (shape, instance) = try record(type)
        let model = ModelSchemaInfo.of(type, instance: instance)
        return try schema(of: shape, type: type, model: model)
    }

    /// Runs `type`'s `init(from:)` against a ``ShapeRecorder``: what it asked, and the
    /// value it made of placeholders.
    func record(_ type: any Decodable.Type) throws -> (RecordedShape, Any) {
        let shape = RecordedShape()
        let recorder = ShapeRecorder(shape: shape, codingPath: [], userInfo: encoding.userInfo)
        do {
            let value = try type.init(from: recorder)
            if shape.kind == .keyed { shape.optionalTransforms = Self.optionalTransforms(of: value) }
            return (shape, value)
        } catch let missing as ShapeRecorder.NoPlaceholder where missing.needsExample {
            throw error(
                type,
                "its init(from:) reads a \(typeName(missing.type)), whose given schema has no example its init(from:) decodes. Strata decodes one as a stand-in to record the rest: add `examples` (or a `default`, `const` or `enum`) to \(typeName(missing.type))'s jsonSchema."
            )
        } catch let missing as ShapeRecorder.NoPlaceholder {
            throw error(
                type,
                "its init(from:) reads a \(typeName(missing.type)), and Strata could not make one to read on past it. Give \(typeName(missing.type)) its schema with JSONSchemaProviding, with an example in `examples` (or, for a model, a prototype)."
            )
        } catch {
            throw self.error(
                type,
                "its init(from:) failed while Strata recorded what it reads: \(MessageSentences.message(of: error)) A type whose decoding checks the values it reads (or tries several forms) needs its schema given: conform it to JSONSchemaProviding."
            )
        }
    }

    /// The `@Transform` wrappers of optional values among `value`'s stored properties.
    private static func optionalTransforms(of value: Any) -> [String: Any.Type] {
        var found: [String: Any.Type] = [:]
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, label.hasPrefix("_"), let wrapper = type(of: child.value) as? any SchemaWrapper.Type,
                case .transform(let transformer) = wrapper.schemaRole, transformer is any OptionalMarker
            else { continue }
            found[String(label.dropFirst())] = type(of: child.value)
        }
        return found
    }

    /// The schema of a recorded shape: an object, an array, one value, or anything (a
    /// type that read nothing).
    func schema(of shape: RecordedShape, type: Any.Type, model: ModelSchemaInfo?) throws -> JSONValue {
        if shape.mixesContainers {
            throw error(
                type,
                "its init(from:) opens more than one kind of container, which no one schema describes. Give its schema with JSONSchemaProviding.")
        }
        switch shape.kind {
        case .none:
            try refuseInStrictProfile(type, "its init(from:) reads nothing, so any JSON is accepted, and the strict profile needs a type.")
            return [:]
        case .single:
            guard let valueType = shape.singleType else { return shape.singleAcceptsNull ? ["type": "null"] : [:] }
            let value = try schema(for: valueType)
            return shape.singleAcceptsNull ? SchemaKeywords.nullable(value) : value
        case .unkeyed:
            return try arraySchema(of: shape, type: type)
        case .keyed:
            var object = try objectSchema(of: shape, type: type, model: model)
            if let described = type as? any JSONSchemaDescribing.Type {
                var annotations = JSONObject()
                SchemaKeywords.annotate(&annotations, with: described)
                object.annotations = Array(annotations.map { ($0.key, $0.value) })
            }
            return object.render()
        }
    }

    /// An array read element by element: the elements read before the type first asked
    /// for the end are `prefixItems`, the one read in its loop stands for the rest.
    private func arraySchema(of shape: RecordedShape, type: Any.Type) throws -> JSONValue {
        let elements = try shape.elements.enumerated().map { index, element in
            try at(String(index)) { try elementSchema(element, type: type) }
        }
        let start = shape.loopStart ?? elements.count
        let prefix = Array(elements[..<min(start, elements.count)])
        let rest = Array(elements[min(start, elements.count)...])
        var schema: JSONObject = ["type": "array"]
        if !prefix.isEmpty {
            try refuseInStrictProfile(type, "its init(from:) reads an array of a fixed form, which the strict profile cannot say.")
            schema["prefixItems"] = .array(JSONArray(prefix))
            schema["minItems"] = .number(JSONNumber(prefix.count))
        }
        if let first = rest.first {
            schema["items"] = rest.allSatisfy({ $0 == first }) ? first : ["anyOf": .array(JSONArray(rest))]
        }
        return .object(schema)
    }

    private func elementSchema(_ element: RecordedElement, type: Any.Type) throws -> JSONValue {
        var schema: JSONValue
        if let nested = element.nested {
            schema = try self.schema(of: nested, type: type, model: nil)
        } else if let valueType = element.valueType {
            schema = try self.schema(for: valueType)
        } else {
            schema = ["type": "null"]
        }
        if element.acceptsNull { schema = SchemaKeywords.nullable(schema) }
        return schema
    }

    // MARK: Objects

    /// The object a keyed shape reads: each member at its JSON location, with its
    /// schema, required unless the decoder accepts its absence.
    func objectSchema(of shape: RecordedShape, type: Any.Type, model: ModelSchemaInfo?) throws -> ObjectSchemaBuilder {
        var object = ObjectSchemaBuilder()
        if shape.readsAnyKeys {
            try refuseInStrictProfile(type, "its init(from:) reads keys it does not name, and the strict profile needs every property named.")
        } else {
            // A model keeps unknown keys by its `UnknownKeys` property (or, as a
            // JSONSerializing model, by saying so): strict keys leave its object open.
            let keeps = model?.keepsUnknownKeys == true || shape.members.contains { $0.valueType == UnknownKeys.self }
            let rejects = model?.rejectsUnknownKeys == true || (options.rejectsUnknownKeys && !keeps)
            object.isClosed = isStrict || rejects
        }
        for member in shape.members {
            let property = ExplicitKeyMapping.caseName(of: member.key) ?? member.key.stringValue
            if let transform = shape.optionalTransforms[property] { member.valueType = transform }
            try at(member.key.stringValue) { try place(member, in: &object, owner: type, model: model) }
        }
        if isStrict { object.requireEverything() }
        return object
    }

    /// Puts one member of a keyed shape into `object`.
    private func place(_ member: RecordedMember, in object: inout ObjectSchemaBuilder, owner: Any.Type, model: ModelSchemaInfo?) throws {
        let key = member.key
        let name = key.stringValue
        var valueType = member.valueType
        if let wrapper = valueType as? any SchemaWrapper.Type, case .ignored = wrapper.schemaRole { return }
        if valueType == UnknownKeys.self { return }
        if let valueType, let tagged = parentTaggedCluster(valueType) {
            try placeParentTagged(member, cluster: tagged.cluster, isOptional: tagged.isOptional, in: &object, model: model)
            return
        }

        // Where the member is.
        var locations = [jsonComponents(for: key, inModel: model != nil)]
        var valueIsOptionalKeyPath = false
        if let wrapper = valueType as? any SchemaWrapper.Type, case .keyPaths(let inner, let isOptional) = wrapper.schemaRole {
            guard let model, let paths = model.keyPaths[name], !paths.isEmpty else {
                let ownerName = typeName(owner)
                throw error(
                    owner,
                    "the property \"\(name)\" uses @JSONKey, whose paths Strata reads from the model's prototype, and \(ownerName) has none. Give it one: `static let prototype: \(ownerName)? = \(ownerName)()`."
                )
            }
            locations = paths.map(\.components)
            valueIsOptionalKeyPath = isOptional
            valueType = inner
        } else if let multiPaths = model?.multiPaths(name) {
            try placeMultiPath(member, paths: multiPaths, in: &object, owner: owner, model: model)
            return
        }

        // What is there.
        var value: JSONValue
        var allowsNull = member.acceptsNull || valueIsOptionalKeyPath
        if let valueType, let transformer = model?.transformer(name, valueType) {
            value = try transformerSchema(transformer)
            if SchemaKeywords.allowsNull(try schema(for: valueType)) { allowsNull = true }
            if let wrapper = valueType as? any SchemaWrapper.Type, case .defaulted = wrapper.schemaRole { allowsNull = true }
        } else if let nested = member.nested {
            value = try schema(of: nested, type: owner, model: nil)
        } else if let valueType {
            value = try schema(for: valueType)
        } else {
            // Only asked whether the key is there (or `null`): any value.
            try refuseInStrictProfile(
                owner, "its init(from:) only checks whether \"\(name)\" is there, so any value is accepted, and the strict profile needs a type.")
            value = [:]
        }
        if allowsNull { value = SchemaKeywords.nullable(value) }
        if let described = owner as? any JSONSchemaDescribing.Type, let description = described.schemaDescription(forKey: name) {
            value = SchemaKeywords.adding("description", .string(description), to: value)
        }

        // Whether it must be there.
        var isRequired = !member.checksPresence && !valueIsOptionalKeyPath
        if let model, model.requiresNoKey || model.archiveOnlyKeys.contains(name) { isRequired = false }

        guard locations.count > 1, !isStrict else {
            object.place(value, at: locations[0][...], required: isRequired)
            return
        }
        // Several paths, read in turn: the value may be at any of them; a required one
        // must be at one.
        for location in locations { object.place(value, at: location[...], required: false) }
        if isRequired {
            object.groups.append(("anyOf", locations.map { SchemaKeywords.requirement(at: $0[...]) }))
        }
    }

    /// The JSON key path of a coding key, as the encoder writes it: a model's explicit
    /// mapping as written, other keys under the key strategy, dotted keys of `CodingKeys`
    /// enums as paths.
    func jsonComponents(for key: any CodingKey, inModel: Bool) -> [String] {
        let string = key.stringValue
        let name =
            inModel && !encoding.usesDefaultKeys && ExplicitKeyMapping.isExplicit(key)
            ? string : encoding.jsonKey(for: key, path: [], cache: keyConversions)
        if encoding.dottedKeyStrategy == .keyPath, JSONKeyPath.mayBePath(encoding.usesDefaultKeys ? name : string),
            KeyPathEligibility.allowsPath(key)
        {
            return JSONKeyPath(parsing: name).components
        }
        return [name]
    }

    /// A property fed from several key paths through its transformer: each path holds
    /// the member of the transformer's JSON object keyed by that path, where that JSON
    /// says; any value where it does not.
    private func placeMultiPath(
        _ member: RecordedMember, paths: [JSONKeyPath], in object: inout ObjectSchemaBuilder, owner: Any.Type, model: ModelSchemaInfo?
    ) throws {
        let name = member.key.stringValue
        var whole: JSONValue = [:]
        if let valueType = member.valueType {
            if let transformer = model?.transformer(name, valueType) {
                whole = try transformerSchema(transformer)
            } else {
                whole = try schema(for: valueType)
            }
        }
        let properties = whole["properties"]?.object ?? [:]
        let required = Set((whole["required"]?.array ?? []).compactMap(\.string))
        for path in paths {
            guard let part = properties[path.description] else {
                try refuseInStrictProfile(owner, "the property \"\(name)\" is read from several key paths, and the type of \"\(path)\" is not known.")
                object.place([:], at: path.components[...], required: false)
                continue
            }
            object.place(part, at: path.components[...], required: !member.checksPresence && required.contains(path.description))
        }
    }
}
