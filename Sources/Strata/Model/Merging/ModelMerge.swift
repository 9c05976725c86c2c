/// Merging one value into another of the same type, property by property, each
/// property by its merge policy (see ``MergePolicy``): the value is built again through
/// its own `init(from:)`, each property answered from the two values.
enum ModelMerge {
    /// `other` merged into `current`. A model's `didUpdate()` and `validate()` run on
    /// the result; their errors are thrown as they are.
    static func merged<Value: Decodable & Encodable>(_ current: Value, _ other: Value) throws -> Value {
        let currentMembers = try ExistingValue(current)
        // A value that does not encode as an object has no properties to merge.
        guard currentMembers.isKeyed else { return other }
        let rules = UpdateRules.of(Value.self)
        let source = Source(typeName: String(describing: Value.self), current: currentMembers, other: try ExistingValue(other), rules: rules)
        let decoder = PropertySourceDecoder(source: source)
        // Local state (what `CodingKeys` leave out) stays the current value's.
        let built = try UncodedProperties.carry(from: current, into: try Value(from: decoder), requested: decoder.requested.names, codingPath: [])
        let merged = keepingUnknownKeys(of: current, other, in: built)
        return try rules?.afterUpdate(merged) as? Value ?? merged
    }

    /// A model that keeps unknown keys (`KeepsUnknownKeys`) keeps those of both models,
    /// the other's winning: they are never read through `init(from:)`.
    private static func keepingUnknownKeys<Value>(of current: Value, _ other: Value, in merged: Value) -> Value {
        guard var keeping = merged as? any KeepsUnknownKeys, let current = current as? any KeepsUnknownKeys,
            let other = other as? any KeepsUnknownKeys
        else { return merged }
        var members = current.unknownKeys.members
        for (key, value) in other.unknownKeys.members {
            members[key] = value
        }
        keeping.unknownKeys = UnknownKeys(members)
        return keeping as? Value ?? merged
    }

    /// Two values of a type known only at run time, merged deeply: nested models by
    /// their own policies, dictionaries entry by entry; anything else — clusters
    /// included, whose variants need not match — takes `other`.
    static func deepMerged(_ current: Any, _ other: Any) throws -> Any {
        if TypeTraits.of(type(of: current)).cluster != nil { return other }
        if let dictionary = current as? any DeepMergeableDictionary {
            return try dictionary.deepMerged(with: other) ?? other
        }
        if let model = current as? any Decodable & Encodable {
            return try mergedOpened(model, other)
        }
        return other
    }

    private static func mergedOpened<Value: Decodable & Encodable>(_ current: Value, _ other: Any) throws -> Any {
        guard let other = other as? Value else { return other }
        return try merged(current, other)
    }

    /// The properties of the merge: each asked for by key and type, and chosen or
    /// combined by the property's rule.
    struct Source: PropertySource {
        let typeName: String
        let current: ExistingValue
        let other: ExistingValue
        let rules: UpdateRules?

        func has<Key: CodingKey>(_ key: Key) -> Bool {
            switch rules?.rule(forKey: key.stringValue)?.kind ?? .takeOther {
            case .takeOther: return other.has(key)
            case .keepCurrent: return current.has(key)
            default: return other.has(key) || current.has(key)
            }
        }

        func isNull<Key: CodingKey>(_ key: Key) throws -> Bool {
            switch rules?.rule(forKey: key.stringValue)?.kind ?? .takeOther {
            case .takeOther: return other.isNull(key)
            case .keepCurrent: return current.isNull(key)
            default: return (other.isNull(key) || !other.has(key)) && (current.isNull(key) || !current.has(key))
            }
        }

        func value<T: Decodable, Key: CodingKey>(_ type: T.Type, forKey key: Key) throws -> T? {
            let rule = rules?.rule(forKey: key.stringValue)
            let currentValue = current.value(forKey: key, as: type)
            let otherValue = other.value(forKey: key, as: type)
            switch rule?.kind ?? .takeOther {
            case .takeOther: return otherValue
            case .keepCurrent: return currentValue
            case .takeOtherUnlessNil: return otherValue ?? currentValue
            case .union, .custom, .deepMerge:
                guard let currentValue, let otherValue else { return otherValue ?? currentValue }
                let merged: Any
                do {
                    if let combine = rule?.combine {
                        merged = try combine(currentValue, otherValue)
                    } else {
                        merged = try deepMerged(currentValue, otherValue)
                    }
                } catch var error as MergeError {
                    error.key = error.key ?? key.stringValue
                    throw error
                }
                guard let typed = merged as? T else {
                    throw MergeError(key: key.stringValue, reason: "the merge made \(Swift.type(of: merged)), not \(T.self)")
                }
                return typed
            }
        }
    }
}

/// Dictionaries, merged entry by entry: entries of either side, and for a key both
/// hold, the two values merged deeply.
protocol DeepMergeableDictionary {
    func deepMerged(with other: Any) throws -> Any?
}

extension Dictionary: DeepMergeableDictionary {
    func deepMerged(with other: Any) throws -> Any? {
        guard let other = other as? [Key: Value] else { return nil }
        var merged = self
        for (key, otherValue) in other {
            if let currentValue = self[key], let value = try ModelMerge.deepMerged(currentValue, otherValue) as? Value {
                merged[key] = value
            } else {
                merged[key] = otherValue
            }
        }
        return merged
    }
}
