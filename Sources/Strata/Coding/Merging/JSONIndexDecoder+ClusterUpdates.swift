/// Partial updates of clusters: the JSON of a cluster's value chooses its type, and a
/// merge patch describes a change of that JSON, so the patch is applied to the JSON.
///
/// `encodeChanges(from:to:)` writes, for a cluster whose variant changed, only the members
/// whose JSON differs: members the two variants share with equal values are left out
/// (`{"object": "bank_account", "bankName": …, "brand": null}` when a card became a bank
/// account with the same `id`). Decoding that afresh would miss them. So the current value
/// is written as JSON, with the encoding strategies that mirror the decoder's, the patch is
/// applied to it as RFC 7396 says, and the result is decoded: a patch within one variant,
/// a change of variant, and a whole new value all come out as the patched JSON says.
extension JSONIndexDecoder {
    /// Decodes the cluster value at `node`, a merge patch of `existing`'s JSON.
    func unboxCluster<T: Decodable>(
        _ type: T.Type, _ cluster: ClusterCodingInfo, updating existing: ExistingValue, node: Int, base: CodingPathBase, key: PathKey
    ) throws -> T {
        let valuePath = path(base, appending: key)
        let patch = JSONValue(node: node, in: storage)
        guard case .object = patch else {
            // Anything but an object replaces the value whole.
            return try unbox(type, node: node, base: base, key: key)
        }
        let encoding = try options.encodingMirror(forPatchingAt: valuePath, typeName: cluster.typeName)
        if let parentKey = cluster.parentTagKey {
            // The discriminator is the parent's: the patch's, or else the current value's.
            var tag: JSONValue?
            if let pending = state.pointee.pendingParentTag, pending.valueNode == node {
                state.pointee.pendingParentTag = nil
                tag = pending.tagNode.map { JSONValue(node: $0, in: storage) }
            }
            if tag == nil, let current = cluster.tagOfValue(existing.value) { tag = current.jsonValue }
            let payload = try JSONTreeEncoder.encode(ClusterPayload(cluster: cluster, value: existing.value), options: encoding)
            var member = JSONObject()
            if let tag { member[parentKey] = tag }
            member[ParentTaggedMember<T>.memberKey] = payload.applyingMergePatch(patch)
            return try decodeDetached(.object(member), at: Array(valuePath.dropLast())) { detached in
                try detached.unbox(ParentTaggedMember<T>.self, node: 0, base: CodingPathBase(depth: detached.path.count), key: .none).value
            }
        }
        guard let current = existing.value as? any Encodable else {
            return try unbox(type, node: node, base: base, key: key)
        }
        let before = try JSONTreeEncoder.encode(current, options: encoding)
        return try decodeDetached(before.applyingMergePatch(patch), at: valuePath) { detached in
            try detached.unbox(type, node: 0, base: CodingPathBase(depth: detached.path.count), key: .none)
        }
    }
}

extension ClusterCodingInfo.Tag {
    /// The discriminator as JSON.
    var jsonValue: JSONValue {
        switch self {
        case .string(let string): return .string(string)
        case .integer(let integer): return .number(JSONNumber(integer))
        }
    }
}

/// A cluster value's variant alone, without the discriminator its parent writes.
private struct ClusterPayload: Encodable {
    let cluster: ClusterCodingInfo
    let value: Any

    func encode(to encoder: any Encoder) throws {
        try cluster.encodePayload(value, encoder)
    }
}

/// An object holding a parent-keyed cluster's discriminator and, beside it, the cluster,
/// so that the cluster reads its discriminator from its parent as it does in a model.
private struct ParentTaggedMember<Value: Decodable>: Decodable {
    static var memberKey: String { "value" }
    let value: Value

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: StringCodingKey.self)
        value = try container.decode(Value.self, forKey: StringCodingKey(Self.memberKey))
    }
}

extension DecodingOptions {
    /// The encoding options that write what these options read, to patch a value's JSON
    /// (see `unboxCluster(_:_:updating:node:base:key:)`). A custom key strategy has no
    /// mirror: a clear error says so. Custom date and data strategies have none either;
    /// they fail only if the value holds a date or data.
    func encodingMirror(forPatchingAt path: [any CodingKey], typeName: String) throws -> EncodingOptions {
        func unsupported(_ what: String) -> DecodingError {
            DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path,
                    debugDescription:
                        "Cannot apply a partial update to the \(typeName) at \"\(path.jsonKeyPath(expandingDottedKeys: self.dottedKeyStrategy == .keyPath))\": a cluster is updated by patching its current JSON, which \(what) cannot write back. Send the whole value with update, or decode it afresh."
                ))
        }
        var encoding = EncodingOptions()
        encoding.userInfo = self.userInfo
        encoding.dottedKeyStrategy = self.dottedKeyStrategy
        encoding.writesArchive = self.readsArchive
        switch self.keyDecodingStrategy {
        case .useDefaultKeys: encoding.keyEncodingStrategy = .useDefaultKeys
        case .convertFromSnakeCase: encoding.keyEncodingStrategy = .convertToSnakeCase
        default: throw unsupported("a custom keyDecodingStrategy")
        }
        switch self.dateDecodingStrategy {
        case .deferredToDate: encoding.dateEncodingStrategy = .deferredToDate
        case .secondsSince1970: encoding.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoding.dateEncodingStrategy = .millisecondsSince1970
        case .iso8601: encoding.dateEncodingStrategy = .iso8601
        #if canImport(Darwin)
        case .formatted(let formatter): encoding.dateEncodingStrategy = .formatted(formatter)
        #endif
        default:
            let error = unsupported("a custom dateDecodingStrategy")
            encoding.dateEncodingStrategy = .custom { _, _ in throw error }
        }
        switch self.dataDecodingStrategy {
        case .deferredToData: encoding.dataEncodingStrategy = .deferredToData
        case .base64: encoding.dataEncodingStrategy = .base64
        default:
            let error = unsupported("a custom dataDecodingStrategy")
            encoding.dataEncodingStrategy = .custom { _, _ in throw error }
        }
        switch self.nonConformingFloatDecodingStrategy {
        case .convertFromString(let positiveInfinity, let negativeInfinity, let nan):
            encoding.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        default:
            encoding.nonConformingFloatEncodingStrategy = .throw
        }
        return encoding
    }
}
