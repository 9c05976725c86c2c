/// Decoding into an existing value: the index decoder's part of a partial update.
extension JSONIndexDecoder {
    /// Decodes the value at `node` into `existing`: the keys the JSON object holds
    /// change the value, the others keep what `existing` holds (see
    /// `UpdatingKeyedDecodingContainer`). A model's `didUpdate()` and `validate()` run on
    /// the result. A `[String: Value]` dictionary is patched key by key; a cluster (whose
    /// JSON chooses its type) is decoded from its current JSON with the patch applied.
    func unbox<T: Decodable>(_ type: T.Type, updating existing: ExistingValue, node: Int, base: CodingPathBase, key: PathKey) throws -> T {
        let traits = traits(of: type)
        // A cluster's JSON chooses its type: the patch is applied to its JSON.
        if let cluster = traits.cluster { return try unboxCluster(type, cluster, updating: existing, node: node, base: base, key: key) }
        return try withDecoder(at: node, base: base, key: key, model: traits.model) { _ in
            try unboxHere(type, updating: existing, traits: traits, node: node)
        }
    }

    /// `unbox(_:updating:node:base:key:)` with this decoder already standing at `node`.
    private func unboxHere<T: Decodable>(_ type: T.Type, updating existing: ExistingValue, traits: TypeTraits, node: Int) throws -> T {
        if let dictionary = existing.value as? any MergePatchableDictionary, let patched = try dictionary.patched(by: self, node: node) as? T {
            return patched
        }
        let rules = UpdateRules.of(type)
        let requested = UncodedProperties.Requested()
        var value = try T(from: UpdatingDecoder(decoder: self, existing: existing, rules: rules, requested: requested))
        if let current = existing.value as? T {
            value = try UncodedProperties.carry(from: current, into: value, requested: requested.names, codingPath: state.pointee.path)
        }
        if rejectsUnknownKeys || traits.model?.unknownKeys.isTracked == true {
            value = try updatingUnknownKeys(of: value, existing: existing, model: traits.model, at: node)
        }
        guard let rules else { return value }
        do {
            return try rules.afterUpdate(value) as? T ?? value
        } catch let error as DecodingError {
            throw error
        } catch {
            let path = state.pointee.path
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: "\(rules.typeName) rejected the updated value \(location(of: node, path: path))",
                    underlyingError: error))
        }
    }
}

extension JSONIndexDecoder {
    /// The keys of the object the update did not read: rejected, as in decoding, or, for a
    /// model that keeps them (`KeepsUnknownKeys`), patched into the ones it kept before —
    /// an update leaves out what it does not change, unknown keys included.
    private func updatingUnknownKeys<T>(of value: T, existing: ExistingValue, model: ModelCodingInfo?, at node: Int) throws -> T {
        guard let model, let store = model.unknownKeys.store, let stored = model.unknownKeys.stored else {
            return try checkingUnknownKeys(of: value, model: model, at: node)
        }
        let kept = stored(existing.value) ?? JSONObject()
        let incoming = stored(try checkingUnknownKeys(of: value, model: model, at: node)) ?? JSONObject()
        guard case .object(let members) = JSONValue.object(kept).applyingMergePatch(.object(incoming)) else { return value }
        return store(value, members) as? T ?? value
    }
}

/// `[String: Value]`: a JSON object patches it as JSON Merge Patch does — each key it
/// holds sets that entry (nested objects update the entry in place), `null` removes the
/// entry, and the entries it does not mention stay.
protocol MergePatchableDictionary {
    /// This dictionary patched by the object at `node`, where `decoder` stands.
    func patched(by decoder: JSONIndexDecoder, node: Int) throws -> Any
}

extension Dictionary: MergePatchableDictionary where Key == String, Value: Decodable & Encodable {
    func patched(by decoder: JSONIndexDecoder, node: Int) throws -> Any {
        guard decoder.storage.nodeKind(node) == .object else {
            throw decoder.containerMismatch(keyed: true, node: node, path: decoder.codingPath)
        }
        let json = JSONKeyedDecodingContainer<StringCodingKey>(decoder: decoder, object: node, base: CodingPathBase(depth: decoder.codingPath.count))
        let entries = UpdatingKeyedDecodingContainer(json: json, existing: ExistingValue(members: self, of: self), rules: nil)
        var result = self
        for key in json.allKeys {
            if try json.decodeNil(forKey: key) {
                result[key.stringValue] = nil
            } else {
                result[key.stringValue] = try entries.decode(Value.self, forKey: key)
            }
        }
        return result
    }
}
