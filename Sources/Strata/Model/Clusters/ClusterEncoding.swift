import Foundation

/// Encoding a cluster's values through the `Encoder` API, for any encoder: each value as
/// its runtime variant, with the discriminator written back where the cluster reads it.
enum ClusterEncoding {
    static func encode<C: JSONCluster>(_ value: C.Base, of cluster: C.Type, to encoder: any Encoder) throws {
        let (variant, payload) = try variantAndPayload(of: value, C.self, path: encoder.codingPath)
        let tag = variant.discriminatorValue ?? (payload as? UnknownVariant)?.discriminatorValue
        switch C.discriminator {
        case .key(let path):
            if let unknown = payload as? UnknownVariant {
                // The unknown variant's JSON holds its discriminator already, unless the
                // app made it.
                var json = unknown.json
                if let tag, json[path: path] == nil { json[path: path] = tag.jsonValue }
                try json.encode(to: encoder)
                return
            }
            if let tag {
                var container = encoder.container(keyedBy: StringCodingKey.self)
                try write(tag, at: path.components[...], in: &container)
            }
            try encodePayload(payload, of: C.self, to: encoder)
        case .adjacent(let tagPath, let contentPath):
            var container = encoder.container(keyedBy: StringCodingKey.self)
            if let tag { try write(tag, at: tagPath.components[...], in: &container) }
            var holder = container
            for component in contentPath.components.dropLast() {
                holder = holder.nestedContainer(keyedBy: StringCodingKey.self, forKey: StringCodingKey(component))
            }
            try holder.encode(Content<C>(payload: payload), forKey: StringCodingKey(contentPath.components.last ?? ""))
        case .parentKey(let key):
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "\(C.clusterName) writes its discriminator \"\(key)\" into the object that contains it: encode it as a property of a model, with StrataJSONEncoder or JSONAdapter."
                ))
        case .untagged:
            try encodePayload(payload, of: C.self, to: encoder)
        }
    }

    /// The variant a value is, and the value inside it: an exact match of the runtime
    /// type first, then the nearest listed superclass, then the fallback.
    static func variantAndPayload<C: JSONCluster>(
        of value: C.Base, _ cluster: C.Type, path: [any CodingKey]
    ) throws
        -> (JSONVariant<C.Base>, any Encodable)
    {
        let variants = C.variants
        for variant in variants {
            if let payload = variant.payload(value, true) { return (variant, payload) }
        }
        for variant in variants {
            if let payload = variant.payload(value, false) { return (variant, payload) }
        }
        if let fallback = C.fallbackVariant, let payload = fallback.payload(value, false) {
            return (fallback, payload)
        }
        // A cluster that chooses in code and lists no variants: each value is written as
        // its runtime type, with no discriminator (its shape says what it is).
        if variants.isEmpty, let payload = value as? any Encodable {
            return (.untagged, payload)
        }
        throw EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path,
                debugDescription:
                    "\(type(of: value as Any)) is none of the variants of \(C.clusterName): \(variants.map { "\($0.type)" }.joined(separator: ", "))."
            ))
    }

    /// Writes only the variant's value: its own encoding, the properties a class
    /// cluster's subclass adds, and (under Strata's encoders) its model customizations.
    static func encodePayload<C: JSONCluster>(_ payload: any Encodable, of cluster: C.Type, to encoder: any Encoder) throws {
        if let strata = encoder as? any VariantEncoding {
            try strata.encodeVariant(payload)
        } else {
            try payload.encode(to: encoder)
        }
        if C.self is any JSONClassCluster.Type, !(payload is UnknownVariant) {
            try ClassClusterFields.encode(payload as AnyObject, below: C.Base.self, to: encoder)
        }
    }

    /// A variant's value in its own slot, for the adjacent layout.
    private struct Content<C: JSONCluster>: Encodable {
        let payload: any Encodable

        func encode(to encoder: any Encoder) throws {
            try ClusterEncoding.encodePayload(payload, of: C.self, to: encoder)
        }
    }

    private static func write(
        _ tag: JSONDiscriminatorValue, at components: ArraySlice<String>, in container: inout KeyedEncodingContainer<StringCodingKey>
    ) throws {
        let key = StringCodingKey(components.first ?? "")
        if components.count <= 1 {
            try container.encode(tag, forKey: key)
            return
        }
        var nested = container.nestedContainer(keyedBy: StringCodingKey.self, forKey: key)
        try write(tag, at: components.dropFirst(), in: &nested)
    }
}

extension JSONDiscriminatorValue {
    var jsonValue: JSONValue {
        switch self {
        case .string(let string): return .string(string)
        case .integer(let integer): return .number(JSONNumber(integer))
        }
    }
}
