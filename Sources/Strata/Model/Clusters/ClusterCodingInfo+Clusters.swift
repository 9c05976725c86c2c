import Foundation

/// The seam for clusters, as `ModelCodingInfo+Serializing` is for models: the Coding layer
/// asks `ClusterCodingInfo.lookup` about every type it meets (once per type), and this is
/// where a `JSONCluster`'s requirements become the tables and closures the coders apply.
extension ClusterCodingInfo {
    /// The cluster information of a type: a ``JSONCluster`` (a class cluster's base or
    /// subclass, a tagged union, a cluster description), or a ``Polymorphic`` wrapper of
    /// one; nil for any other type.
    static func lookup(_ type: Any.Type) -> ClusterCodingInfo? {
        if let cluster = type as? any JSONCluster.Type {
            return make(cluster)
        }
        if let wrapper = type as? any PolymorphicWrapper.Type {
            return wrapper.clusterInfo
        }
        return nil
    }

    static func make<C: JSONCluster>(_ cluster: C.Type) -> ClusterCodingInfo {
        let isClass = C.self is any JSONClassCluster.Type
        let layout: Layout
        switch C.discriminator {
        case .key(let path): layout = .key(path.components)
        case .adjacent(let key, let content): layout = .adjacent(key: key.components, content: content.components)
        case .parentKey(let key): layout = .parentKey(key)
        case .untagged: layout = .untagged
        }
        let choose: ((JSONDocument.Node) throws -> Choice)? =
            ClusterChoice.choosesInCode(C.self)
            ? { node in
                guard let variant = try C.variant(forParsing: node) else { return .none }
                return variant.isByDiscriminator ? .byDiscriminator : .variant(erase(variant, of: C.self))
            } : nil
        let info = ClusterCodingInfo(
            typeName: C.clusterName,
            baseType: C.Base.self,
            layout: layout,
            variants: C.variants.map { erase($0, of: C.self) },
            fallback: C.fallbackVariant.map { erase($0, of: C.self) },
            choose: choose,
            decodeSubclass: isClass ? { type, decoder, node, base, key in try decodeSubclass(type, of: C.self, decoder, node, base, key) } : nil,
            tagOfValue: { value in
                guard let base = value as? C.Base, let (variant, payload) = try? ClusterEncoding.variantAndPayload(of: base, C.self, path: [])
                else { return nil }
                return (variant.discriminatorValue ?? (payload as? UnknownVariant)?.discriminatorValue)?.codingTag
            },
            encode: { value, encoder in
                try ClusterEncoding.encode(try base(of: value, C.self, path: encoder.codingPath), of: C.self, to: encoder)
            },
            encodePayload: { value, encoder in
                let (_, payload) = try ClusterEncoding.variantAndPayload(of: try base(of: value, C.self, path: encoder.codingPath), C.self, path: [])
                try ClusterEncoding.encodePayload(payload, of: C.self, to: encoder)
            })
        info.variantsTrackUnknownKeys = (C.variants + [C.fallbackVariant].compactMap { $0 }).contains { variant in
            guard let model = variant.type as? any JSONSerializing.Type else { return false }
            return model.rejectsUnknownKeys || model is any KeepsUnknownKeys.Type
        }
        return info
    }

    private static func base<C: JSONCluster>(of value: Any, _ cluster: C.Type, path: [any CodingKey]) throws -> C.Base {
        guard let base = value as? C.Base else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: path, debugDescription: "\(type(of: value)) is not a value of \(C.Base.self)."))
        }
        return base
    }

    /// A variant with its type erased: decoding it at a node of Strata's index.
    private static func erase<C: JSONCluster>(_ variant: JSONVariant<C.Base>, of cluster: C.Type) -> Variant {
        Variant(tag: variant.discriminatorValue?.codingTag, typeName: String(describing: variant.type)) { decoder, node, base, key, tag in
            try decodeVariant(variant.type, variant, of: C.self, decoder, node, base, key, tag)
        }
    }

    private static func decodeVariant<V: Codable, C: JSONCluster>(
        _ type: V.Type, _ variant: JSONVariant<C.Base>, of cluster: C.Type, _ decoder: JSONIndexDecoder, _ node: Int, _ base: CodingPathBase,
        _ key: PathKey, _ tag: Tag?
    ) throws -> Any {
        let value: Any
        if V.self == UnknownVariant.self {
            // The fallback keeps the object whole: under rejectsUnknownKeys, none of its
            // members is unknown.
            decoder.noteEveryKeyRead(of: node)
            value = UnknownVariant(discriminatorValue: tag.map(JSONDiscriminatorValue.init), json: JSONValue(node: node, in: decoder.storage))
        } else if C.self is any JSONClassCluster.Type {
            value = try decoder.unboxClusterClass(V.self, node: node, base: base, key: key) { object, decoder in
                try ClassClusterFields.decode(into: object as AnyObject, below: C.Base.self, from: decoder)
            }
        } else {
            value = try decoder.unboxVariant(V.self, node: node, base: base, key: key)
        }
        guard let made = variant.make(value) else {
            throw ClusterDecoding.notABase(value, C.self, path: decoder.path(base, appending: key))
        }
        return made
    }

    /// A subclass of a class cluster asked for by name: decoded as itself, with the
    /// properties it adds.
    private static func decodeSubclass<C: JSONCluster>(
        _ type: Any.Type, of cluster: C.Type, _ decoder: JSONIndexDecoder, _ node: Int, _ base: CodingPathBase, _ key: PathKey
    ) throws -> Any {
        guard let decodable = type as? any Decodable.Type else {
            throw DecodingError.typeMismatch(
                type, DecodingError.Context(codingPath: decoder.path(base, appending: key), debugDescription: "\(type) is not Decodable."))
        }
        return try decodeClass(decodable, below: C.Base.self, decoder, node, base, key)
    }

    private static func decodeClass<V: Decodable>(
        _ type: V.Type, below base: Any.Type, _ decoder: JSONIndexDecoder, _ node: Int, _ path: CodingPathBase, _ key: PathKey
    ) throws -> Any {
        try decoder.unboxClusterClass(type, node: node, base: path, key: key) { object, decoder in
            try ClassClusterFields.decode(into: object as AnyObject, below: base, from: decoder)
        }
    }
}

/// What the coders need of a ``Polymorphic`` wrapper: the cluster information of the
/// cluster it wraps, adapted to take and give wrapper values.
protocol PolymorphicWrapper: _StrataCodingCustomization {
    static var clusterInfo: ClusterCodingInfo? { get }
}

extension Polymorphic: PolymorphicWrapper {
    static var clusterInfo: ClusterCodingInfo? {
        // Only a wrapper of a cluster itself (not of an array or optional of one) can be
        // a member whose discriminator is in the object around it.
        guard let cluster = Cluster.self as? any JSONCluster.Type else { return nil }
        let info = ClusterCodingInfo.make(cluster)
        let wrapperInfo = ClusterCodingInfo(
            typeName: info.typeName, baseType: info.baseType, layout: info.layout, variants: info.variants, fallback: info.fallback,
            choose: info.choose, decodeSubclass: nil,
            tagOfValue: { value in (value as? Polymorphic).flatMap { info.tagOfValue($0.wrappedValue) } },
            encode: { value, encoder in try (value as? Polymorphic)?.encode(to: encoder) },
            encodePayload: { value, encoder in
                guard let wrapper = value as? Polymorphic else { return }
                try info.encodePayload(wrapper.wrappedValue, encoder)
            })
        wrapperInfo.variantsTrackUnknownKeys = info.variantsTrackUnknownKeys
        return wrapperInfo
    }
}
