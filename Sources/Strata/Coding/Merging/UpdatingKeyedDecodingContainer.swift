/// The keyed container of a partial update: JSON Merge Patch (RFC 7396) applied to a
/// Swift value through its own `init(from:)`.
///
/// For each key the value's `init(from:)` asks for:
/// - absent from the JSON: the existing value's property, unchanged;
/// - `null`: `nil` for an optional (an error, with its path, for a non-optional),
///   unless the property's merge rule keeps the current value;
/// - an object, for a property whose current value is itself an object (a nested model,
///   a `[String: Value]`): that value, updated in place by the object, recursively;
/// - any other value: the value decoded afresh, replacing the current one.
///
/// A property's merge rule changes that (`MergePolicy`): keep the current value, take
/// the JSON's only when it is not `null`, replace even nested objects, or combine the
/// current and the incoming value (union, a custom closure).
///
/// Generic members stand in for the protocol's scalar requirements: updates are not a
/// hot path.
struct UpdatingKeyedDecodingContainer<Key: CodingKey>: OptionalForwardingKeyedDecodingContainer, JSONBackedKeyedDecodingContainer {
    let json: JSONKeyedDecodingContainer<Key>
    let existing: ExistingValue
    let rules: UpdateRules?
    /// The properties the value's `init(from:)` asks for, by name (see
    /// `UncodedProperties`).
    var requested: UncodedProperties.Requested?

    /// What the JSON holds for a property.
    private enum Presence {
        case absent
        case null
        case value(node: Int)
    }

    private var decoder: JSONIndexDecoder { json.decoder }

    private func presence<T>(of key: Key, as type: T.Type) -> Presence {
        requested?.note(key)
        let traits = decoder.traits(of: type)
        // `@JSONIgnored` is never read from JSON.
        if traits.ignoredWrapper != nil { return .absent }
        if let paths = traits.keyWrapper != nil ? json.extras?.model?.keyPaths[key.stringValue] ?? [] : json.multiPaths(forKey: key) {
            // `@JSONKey`, and properties fed from several key paths: present when one of
            // their paths is.
            return presence(atAnyOf: paths.map(\.components))
        }
        if let node = json.valueNode(for: key) { return presence(of: node) }
        // A dotted key the JSON does not hold may still meet a `null` on its way.
        guard decoder.followsKeyPaths, JSONKeyPath.mayBePath(key.stringValue), KeyPathEligibility.allowsPath(key) else { return .absent }
        return presence(atAnyOf: [JSONKeyPath(parsing: key.stringValue).components])
    }

    private func presence(of node: Int) -> Presence {
        decoder.storage.nodeKind(node) == .null ? .null : .value(node: node)
    }

    /// What the JSON holds at the first of `paths` that leads to a value, as decoding
    /// reads them (the first path found wins). A `null` on the way to a path is `null` for
    /// the property: JSON Merge Patch removes a member set to `null` and everything below
    /// it, and decoding the patched JSON gives `nil` there; GitHub's "unassigned" body,
    /// `{"assignee": null}`, clears `assignee.login`.
    private func presence(atAnyOf paths: [[String]]) -> Presence {
        var removedOnTheWay = false
        for components in paths {
            switch decoder.walk(components, from: json.object, convertingKeys: json.convertedKeys != nil) {
            case .found(let node):
                return presence(of: node)
            case .null:
                removedOnTheWay = true
            case .absent, .notContainer:
                continue
            }
        }
        return removedOnTheWay ? .null : .absent
    }

    func contains(_ key: Key) -> Bool {
        requested?.note(key)
        return json.contains(key) || existing.has(key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        requested?.note(key)
        if json.contains(key) { return try json.decodeNil(forKey: key) }
        if existing.isNull(key) { return true }
        if existing.has(key) { return false }
        return try json.decodeNil(forKey: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let rule = rules?.rule(forKey: key.stringValue)
        switch presence(of: key, as: type) {
        case .absent:
            if let current = existing.value(forKey: key, as: type) { return current }
        case .null:
            if rule?.keepsCurrentOnNull == true, let current = existing.value(forKey: key, as: type) { return current }
        case .value(let node):
            return try update(type, forKey: key, node: node, rule: rule)
        }
        // Nothing to keep: what decoding alone makes of it (a default, `nil`, or the
        // error with its path).
        return try json.decode(type, forKey: key)
    }

    func decodeOptional<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let rule = rules?.rule(forKey: key.stringValue)
        switch presence(of: key, as: type) {
        case .absent:
            return existing.value(forKey: key, as: type)
        case .null:
            return rule?.keepsCurrentOnNull == true ? existing.value(forKey: key, as: type) : nil
        case .value(let node):
            return try update(type, forKey: key, node: node, rule: rule)
        }
    }

    /// The property's new value when the JSON holds a value for it.
    private func update<T: Decodable>(_ type: T.Type, forKey key: Key, node: Int, rule: PropertyMergeRule?) throws -> T {
        guard let current = existing.value(forKey: key, as: type) else { return try json.decode(type, forKey: key) }
        if rule?.kind == .keepCurrent { return current }
        let incoming: T
        let traits = decoder.traits(of: type)
        let updatesInPlace = rule == nil || rule?.updatesInPlace == true
        if updatesInPlace, decoder.storage.nodeKind(node) == .object, traits.keyWrapper == nil, json.multiPaths(forKey: key) == nil,
            let conversion = json.extras?.model?.conversion(forKey: key.stringValue, valueType: T.self)
        {
            incoming = try patchTransformed(current, node: node, with: conversion, forKey: key)
        } else if updatesInPlace, decoder.storage.nodeKind(node) == .object, traits.keyWrapper == nil,
            json.multiPaths(forKey: key) == nil, let currentValue = current as? any Encodable
        {
            let existing: ExistingValue
            if let cluster = traits.cluster {
                if let parentKey = cluster.parentTagKey { json.noteParentTag(parentKey, forValue: node) }
                existing = ExistingValue(whole: currentValue)
            } else {
                existing = try ExistingValue(currentValue)
            }
            incoming = try decoder.unbox(type, updating: existing, node: node, base: json.base, key: .key(key))
        } else {
            incoming = try json.decode(type, forKey: key)
        }
        guard let combine = rule?.combine else { return incoming }
        do {
            guard let merged = try combine(current, incoming) as? T else {
                throw DecodingError.typeMismatch(
                    T.self,
                    DecodingError.Context(
                        codingPath: decoder.path(json.base, appending: .key(key)),
                        debugDescription: "The merge of \"\(key.stringValue)\" did not make a \(T.self)."))
            }
            return merged
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.path(json.base, appending: .key(key)),
                    debugDescription: "The merge policy of \"\(key.stringValue)\" failed", underlyingError: error))
        }
    }
}
