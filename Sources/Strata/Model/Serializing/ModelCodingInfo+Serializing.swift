/// The seam between the layers: the Coding layer asks `ModelCodingInfo.lookup` about
/// every type it meets (once per type), and this is where a `JSONSerializing` model's
/// requirements become the plain data and closures the coders apply.
extension ModelCodingInfo {
    /// The coding information of a `JSONSerializing` model; nil for any other type.
    static func lookup(_ type: Any.Type) -> ModelCodingInfo? {
        guard let model = type as? any JSONSerializing.Type else { return nil }
        return make(model)
    }

    private static func make<Model: JSONSerializing>(_ type: Model.Type) -> ModelCodingInfo {
        var keyPaths: [String: [JSONKeyPath]] = [:]
        var ignoredWrappers: [String: Any] = [:]
        let prototype = Model.prototype
        if let prototype {
            var mirror: Mirror? = Mirror(reflecting: prototype)
            while let current = mirror {
                for child in current.children {
                    guard let label = child.label else { continue }
                    // A wrapped property's storage is named after it with a leading `_`.
                    let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
                    if let wrapper = child.value as? any JSONKeyWrapper {
                        keyPaths[key] = wrapper.paths
                    } else if child.value is any JSONIgnoredWrapper {
                        ignoredWrappers[key] = child.value
                    }
                }
                mirror = current.superclassMirror
            }
        }
        var byType: [ObjectIdentifier: ValueConversion] = [:]
        for transformer in Model.valueTransformers {
            let conversion = ValueConversion(transformer)
            if byType[ObjectIdentifier(conversion.valueType)] == nil {
                byType[ObjectIdentifier(conversion.valueType)] = conversion
            }
        }
        let info = ModelCodingInfo(
            typeName: String(describing: Model.self),
            hasPrototype: prototype != nil,
            keyPaths: keyPaths,
            ignoredWrappers: ignoredWrappers,
            conversionsByType: byType,
            conversionForKey: { key in Model.transformer(forKey: key).map(ValueConversion.init) },
            afterDecoding: { value in
                guard var model = value as? Model else { return value }
                try model.didDecode()
                try model.validate()
                return model
            },
            serializableKeys: { value in (value as? Model)?.serializableKeys },
            // A missing key takes the prototype's value, so `nil` must be written.
            nilEncodingStrategy: Model.nilEncodingStrategy ?? (Model.missingKeysKeepPrototypeValues ? .explicitNull : nil),
            archiveOnlyKeys: Set(Model.archiveBehaviors.filter { $0.value == .archiveOnly }.keys),
            jsonOnlyKeys: Set(Model.archiveBehaviors.filter { $0.value == .jsonOnly }.keys),
            missingKeyValues: Model.missingKeysKeepPrototypeValues ? missingKeyValues(of: prototype) : nil)
        info.keyPathsForKey = { key in Model.jsonKeyPaths(forKey: key) }
        info.adjustEncodedObject = EncodedJSONAdjustment.closure(for: Model.self)
        info.unknownKeys = UnknownKeyHandling(
            rejects: Model.rejectsUnknownKeys, store: KeptUnknownKeys.store(for: Model.self), stored: KeptUnknownKeys.stored(for: Model.self))
        return info
    }
}

extension ModelCodingInfo {
    /// The prototype's properties by coding key, for a model whose missing keys keep
    /// them; or why there are none, in words that say what to do.
    fileprivate static func missingKeyValues<Model: JSONSerializing>(of prototype: Model?) -> MissingKeyValues {
        let name = String(describing: Model.self)
        guard let prototype else {
            return .unavailable(
                """
                \(name) keeps its prototype's values for missing keys (missingKeysKeepPrototypeValues), but has no prototype. \
                Give it one, an instance holding the values missing keys take: `static let prototype: \(name)? = \(name)()` \
                when every property has a default value.
                """)
        }
        do {
            return .prototype(try CapturedMembers.of(prototype))
        } catch {
            return .unavailable(
                "\(name) keeps its prototype's values for missing keys, but its prototype could not be read: its encode(to:) threw \(error)")
        }
    }
}

extension ValueConversion {
    /// Erases a transformer's types.
    init(_ transformer: any Transformer) {
        self = Self.make(transformer)
    }

    private static func make<T: Transformer>(_ transformer: T) -> ValueConversion {
        var conversion = ValueConversion(
            valueType: T.Value.self,
            name: String(describing: T.self),
            decode: { decoder, node, base, key in
                let json = try decoder.unbox(T.JSONType.self, node: node, base: base, key: key)
                do {
                    return try transformer.transform(json)
                } catch {
                    throw decoder.transformerFailed(error, node: node, path: decoder.path(base, appending: key))
                }
            },
            convertBack: { value in
                guard let typed = value as? T.Value else {
                    throw TransformerError.invalid(T.self, input: value, expected: "a value of type \(T.Value.self)")
                }
                return try transformer.reverseTransform(typed)
            })
        if let elementwise = transformer as? any ElementwiseTransformer {
            conversion.eachElement = ElementConversion(ValueConversion(elementwise.elementTransformer), isDictionary: elementwise.isDictionary)
        }
        return conversion
    }
}
