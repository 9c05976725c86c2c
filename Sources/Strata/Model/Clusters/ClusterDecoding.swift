import Foundation

/// Decoding a cluster's values through the `Decoder` API, for any decoder. Strata's own
/// decoder takes its fast path instead: it reads the discriminator from the index.
enum ClusterDecoding {
    static func decode<C: JSONCluster>(_ cluster: C.Type, from decoder: any Decoder) throws -> C.Base {
        if let strata = decoder as? JSONIndexDecoder, let info = strata.traits(of: C.self).cluster {
            let value = try strata.decodeCluster(info, node: strata.node, base: CodingPathBase(depth: strata.path.count), key: .none)
            guard let typed = value as? C.Base else { throw notABase(value, C.self, path: decoder.codingPath) }
            return typed
        }
        return try decodeGenerically(C.self, from: decoder)
    }

    private static func decodeGenerically<C: JSONCluster>(_ cluster: C.Type, from decoder: any Decoder) throws -> C.Base {
        if ClusterChoice.choosesInCode(C.self) {
            let json = try JSONValue(from: decoder)
            let root = try JSONDocument(parsing: json.jsonData()).root
            if let variant = try C.variant(forParsing: root) {
                if !variant.isByDiscriminator { return try decodeVariant(variant, tag: nil, from: decoder, C.self) }
            } else {
                guard let fallback = C.fallbackVariant else {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: decoder.codingPath,
                            debugDescription: "\(C.clusterName).variant(forParsing:) chose no variant for \(TransformerError.describe(json))."))
                }
                return try decodeVariant(fallback, tag: nil, from: decoder, C.self)
            }
        }
        switch C.discriminator {
        case .key(let path):
            let tag = try readTag(at: path, from: decoder, C.self)
            return try decodeVariant(variant(for: tag, at: path, C.self, codingPath: decoder.codingPath), tag: tag, from: decoder, C.self)
        case .adjacent(let tagPath, let contentPath):
            let tag = try readTag(at: tagPath, from: decoder, C.self)
            let variant = try variant(for: tag, at: tagPath, C.self, codingPath: decoder.codingPath)
            var container = try decoder.container(keyedBy: StringCodingKey.self)
            for component in contentPath.components.dropLast() {
                container = try container.nestedContainer(keyedBy: StringCodingKey.self, forKey: StringCodingKey(component))
            }
            let content = try container.superDecoder(forKey: StringCodingKey(contentPath.components.last ?? ""))
            return try decodeVariant(variant, tag: tag, from: content, C.self)
        case .parentKey(let key):
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "\(C.clusterName) reads its discriminator \"\(key)\" from the object that contains it, which only Strata's decoder can see: decode with StrataJSONDecoder or JSONAdapter."
                ))
        case .untagged:
            var failures: [String] = []
            for variant in C.variants {
                do {
                    return try decodeVariant(variant, tag: nil, from: decoder, C.self)
                } catch let error as DecodingError {
                    failures.append("\(variant.type): \(MessageSentences.opening(MessageSentences.message(of: error)))")
                }
            }
            if let fallback = C.fallbackVariant { return try decodeVariant(fallback, tag: nil, from: decoder, C.self) }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "No variant of \(C.clusterName) decodes the value. Tried \(failures.joined(separator: "; "))."
                ))
        }
    }

    /// The discriminator's value, or nil when the object has none.
    private static func readTag<C: JSONCluster>(at path: JSONKeyPath, from decoder: any Decoder, _ cluster: C.Type) throws -> JSONDiscriminatorValue?
    {
        var container = try decoder.container(keyedBy: StringCodingKey.self)
        let known = C.variants.compactMap { $0.discriminatorValue?.codingTag.description }.joined(separator: ", ")
        for component in path.components.dropLast() {
            let key = StringCodingKey(component)
            guard container.contains(key) else { return nil }
            container = try container.nestedContainer(keyedBy: StringCodingKey.self, forKey: key)
        }
        let key = StringCodingKey(path.components.last ?? "")
        guard container.contains(key) else { return nil }
        if let string = try? container.decode(String.self, forKey: key) { return .string(string) }
        if let integer = try? container.decode(Int64.self, forKey: key) { return .integer(integer) }
        let found = (try? container.decode(JSONValue.self, forKey: key)).map { "\($0)" } ?? "another value"
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription:
                    "The discriminator \"\(path)\" of \(C.clusterName) must be a string or an integer, but found \(found); known values: \(known)."
            ))
    }

    /// The variant a discriminator value names; the fallback for an unknown or missing
    /// one; an error when there is no fallback.
    private static func variant<C: JSONCluster>(
        for tag: JSONDiscriminatorValue?, at path: JSONKeyPath, _ cluster: C.Type, codingPath: [any CodingKey]
    ) throws
        -> JSONVariant<C.Base>
    {
        if let tag, let variant = C.variants.first(where: { $0.discriminatorValue == tag }) { return variant }
        if let fallback = C.fallbackVariant { return fallback }
        let known = C.variants.compactMap { $0.discriminatorValue?.codingTag.description }.joined(separator: ", ")
        guard let tag else {
            throw DecodingError.keyNotFound(
                StringCodingKey(path.description),
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "The object has no discriminator \"\(path)\" to choose a variant of \(C.clusterName) by; known values: \(known).")
            )
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Unknown \"\(path)\" \(tag.codingTag.description) for \(C.clusterName); known values: \(known)."))
    }

    private static func decodeVariant<C: JSONCluster>(
        _ variant: JSONVariant<C.Base>, tag: JSONDiscriminatorValue?, from decoder: any Decoder, _ cluster: C.Type
    )
        throws -> C.Base
    {
        let value: Any
        if variant.type == UnknownVariant.self {
            value = UnknownVariant(discriminatorValue: tag, json: try JSONValue(from: decoder))
        } else {
            value = try variant.type.init(from: decoder)
            if C.self is any JSONClassCluster.Type {
                try ClassClusterFields.decode(into: value as AnyObject, below: C.Base.self, from: decoder)
            }
        }
        guard let made = variant.make(value) else { throw notABase(value, C.self, path: decoder.codingPath) }
        return made
    }

    static func notABase<C: JSONCluster>(_ value: Any, _ cluster: C.Type, path: [any CodingKey]) -> DecodingError {
        DecodingError.typeMismatch(
            C.Base.self,
            DecodingError.Context(
                codingPath: path, debugDescription: "A variant of \(C.self) decoded \(type(of: value)), which is not \(C.Base.self)."))
    }
}

/// Whether a cluster chooses its variants in code (implements `variant(forParsing:)`),
/// asked once per type.
enum ClusterChoice {
    private static let cache = LockedCache<ObjectIdentifier, Bool>()

    static func choosesInCode<C: JSONCluster>(_ cluster: C.Type) -> Bool {
        cache.value(for: ObjectIdentifier(C.self)) {
            // The default implementation answers "by the discriminator" for any object.
            guard let empty = try? JSONDocument(parsing: "{}") else { return false }
            guard let answer = try? C.variant(forParsing: empty.root) else { return true }
            return !answer.isByDiscriminator
        }
    }
}
