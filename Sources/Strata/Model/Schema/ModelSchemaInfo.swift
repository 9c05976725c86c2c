import Foundation

/// What a `JSONSerializing` model's requirements say about its schema, with the model's
/// type erased: its key paths, transformers, the keys it may leave out, and what it does
/// with unknown keys.
struct ModelSchemaInfo {
    let typeName: String
    let hasPrototype: Bool
    /// From `@JSONKey` on the prototype: property key to key paths.
    let keyPaths: [String: [JSONKeyPath]]
    /// `jsonKeyPaths(forKey:)`.
    let multiPaths: (String) -> [JSONKeyPath]?
    /// The transformer for a property key and the property's type.
    let transformer: (String, Any.Type) -> (any Transformer)?
    /// No key is required: missing keys keep the prototype's values, or the model
    /// writes only some keys (`serializableKeys`).
    let requiresNoKey: Bool
    /// Keys written to archives only, so never to JSON.
    let archiveOnlyKeys: Set<String>
    let rejectsUnknownKeys: Bool
    let keepsUnknownKeys: Bool

    /// The information of `type`, if it is a model; `instance` is a value of it (the
    /// recorded one), asked for its `serializableKeys`.
    static func of(_ type: Any.Type, instance: Any?) -> ModelSchemaInfo? {
        guard let model = type as? any JSONSerializing.Type, let coding = ModelCodingInfo.lookup(type) else { return nil }
        return make(model, coding: coding, instance: instance)
    }

    private static func make<Model: JSONSerializing>(_ type: Model.Type, coding: ModelCodingInfo, instance: Any?) -> ModelSchemaInfo {
        let sample = Model.prototype ?? (instance as? Model)
        let transformersByType = Model.valueTransformers
        return ModelSchemaInfo(
            typeName: coding.typeName,
            hasPrototype: coding.hasPrototype,
            keyPaths: coding.keyPaths,
            multiPaths: { key in coding.multiPaths(forKey: key) },
            transformer: { key, valueType in
                if let byKey = Model.transformer(forKey: key) { return byKey }
                guard !transformersByType.isEmpty else { return nil }
                let inner = TransformedValue.innerType(of: valueType)
                return transformersByType.first { transformedType(of: $0) == valueType }
                    ?? inner.flatMap { inner in transformersByType.first { transformedType(of: $0) == inner } }
            },
            requiresNoKey: Model.missingKeysKeepPrototypeValues || sample?.serializableKeys != nil,
            archiveOnlyKeys: Set(Model.archiveBehaviors.filter { $0.value == .archiveOnly }.keys),
            rejectsUnknownKeys: coding.unknownKeys.rejects,
            keepsUnknownKeys: coding.unknownKeys.store != nil)
    }

    private static func transformedType<T: Transformer>(of transformer: T) -> Any.Type {
        T.Value.self
    }
}
