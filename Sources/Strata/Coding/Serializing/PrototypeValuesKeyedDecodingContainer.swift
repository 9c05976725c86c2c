/// What a model whose missing keys keep its prototype's values holds for them
/// (`JSONSerializing.missingKeysKeepPrototypeValues`), worked out once per type.
enum MissingKeyValues {
    /// The prototype's properties by coding key, as its `encode(to:)` hands them over.
    case prototype(CapturedMembers)
    /// Why there are none (no prototype, or its `encode(to:)` failed): every decode of
    /// the model fails with this message.
    case unavailable(String)
}

/// The keyed container of a model whose missing keys keep its prototype's values
/// (Mantle's behaviour): a key the JSON does not have answers the prototype's value for
/// it; every key the JSON has is read as usual, `null` included (an optional is then
/// `nil`, a non-optional an error).
///
/// Missing means what the property's own reading would miss: the key, or every key path
/// of an `@JSONKey` property or a property fed from several paths, or a dotted key whose
/// way is missing or `null`. A dotted key that runs into a value that is not an object
/// is read as usual, so that its error is not hidden.
///
/// Only such models get this container: the check in `JSONIndexDecoder.container`
/// costs the others one load.
struct PrototypeValuesKeyedDecodingContainer<Key: CodingKey>: OptionalForwardingKeyedDecodingContainer, JSONBackedKeyedDecodingContainer {
    let json: JSONKeyedDecodingContainer<Key>
    let prototype: CapturedMembers

    private var decoder: JSONIndexDecoder { json.decoder }

    func contains(_ key: Key) -> Bool {
        json.contains(key) || prototype.members[key.stringValue] != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if !json.contains(key), let member = prototype.members[key.stringValue] {
            if case .null = member { return true }
            return false
        }
        return try json.decodeNil(forKey: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if isMissing(key, as: type), let value = prototypeValue(forKey: key, as: type) { return value }
        return try json.decode(type, forKey: key)
    }

    func decodeOptional<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if isMissing(key, as: type), let value = prototypeValue(forKey: key, as: type) { return value }
        return try json.decodeIfPresent(type, forKey: key)
    }

    /// Whether the JSON has nothing for the property at `key`.
    private func isMissing<T>(_ key: Key, as type: T.Type) -> Bool {
        let traits = decoder.traits(of: type)
        // `@JSONIgnored` is never read from JSON: the ordinary container gives its value.
        if traits.ignoredWrapper != nil { return false }
        let paths = traits.keyWrapper != nil ? json.extras?.model?.keyPaths[key.stringValue] ?? [] : json.multiPaths(forKey: key)
        if let paths {
            for path in paths {
                switch decoder.walk(path.components, from: json.object, convertingKeys: json.convertedKeys != nil) {
                case .absent, .null: continue
                case .found, .notContainer: return false
                }
            }
            return true
        }
        if json.valueNode(for: key) != nil { return false }
        do {
            try json.checkKeyPath(key)
        } catch {
            return false
        }
        return true
    }

    /// The prototype's value for `key`, noted in the report of a decode that keeps one;
    /// nil if it has none (or `nil`).
    private func prototypeValue<T>(forKey key: Key, as type: T.Type) -> T? {
        guard case .value(let member)? = prototype.members[key.stringValue], let value = member as? T else { return nil }
        if decoder.state.pointee.collector != nil {
            let shown = TransformedValue.unwrapped((member as? any JSONKeyWrapper)?.anyWrappedValue ?? member, for: Never.self)
            decoder.recordRecovered(
                .defaultUsed, "Missing key \"\(key.stringValue)\"; used the prototype's value \(shown.map { "\($0)" } ?? "nil").",
                node: json.object, path: decoder.path(json.base, appending: .key(key)))
        }
        return value
    }
}

extension JSONIndexDecoder {
    /// The keyed container of a model whose missing keys keep its prototype's values.
    func container<Key: CodingKey>(
        keyedBy type: Key.Type, base: CodingPathBase, keeping values: MissingKeyValues
    ) throws
        -> KeyedDecodingContainer<Key>
    {
        switch values {
        case .unavailable(let reason):
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: reason))
        case .prototype(let members):
            let json = JSONKeyedDecodingContainer<Key>(decoder: self, object: node, base: base, model: state.pointee.pendingModel)
            return KeyedDecodingContainer(PrototypeValuesKeyedDecodingContainer(json: json, prototype: members))
        }
    }
}
