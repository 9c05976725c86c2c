import Foundation

/// Keyed container of ``JSONTreeEncoder``.
struct TreeKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONTreeEncoder
    let object: TreeObject
    let codingPath: [any CodingKey]
    var model: JSONByteEncoder.ModelEncoding? = nil

    private func slot(for key: Key) -> TreeNode {
        encoder.slot(
            in: object, forKey: memberName(for: key),
            isPath: JSONKeyPath.mayBePath(key.stringValue) && KeyPathEligibility.allowsPath(key), replacing: true)
    }

    mutating func encodeNil(forKey key: Key) throws {
        if let model, !model.writes(key.stringValue) { return }
        slot(for: key).set(.null)
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.bool(value))
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.string(value))
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        try encoder.encodeFloatingPoint(value, into: slot(for: key), path: codingPath + [key])
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        try encoder.encodeFloatingPoint(value, into: slot(for: key), path: codingPath + [key])
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        slot(for: key).set(.number(JSONNumber(value)))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if try encodeCustomized(value, forKey: key) { return }
        try encoder.encode(value, into: slot(for: key), path: codingPath + [key])
    }

    /// Model customizations and Strata's wrappers, as `ByteKeyedEncodingContainer`
    /// applies them. Returns false when none applies.
    private func encodeCustomized<T: Encodable>(_ value: T, forKey key: Key) throws -> Bool {
        switch try MemberEncoding.decide(
            for: value, key: key, traits: TypeTraits.of(T.self), model: model, options: encoder.options, codingPath: { codingPath + [key] })
        {
        case .plain:
            return false
        case .skip:
            return true
        case .atPath(let path, let inner):
            let node = encoder.slot(in: object, forKey: path, isPath: true, replacing: true)
            try encoder.encodeExistential(inner, into: node, path: codingPath + [StringCodingKey(path)])
            return true
        case .atPaths(let parts):
            for (path, inner) in parts {
                encoder.slot(in: object, forKey: path, isPath: true, replacing: true).set(inner)
            }
            return true
        case .converted(let json):
            try encoder.encodeExistential(json, into: slot(for: key), path: codingPath + [key])
            return true
        case .parentTagged(let tagKey, let tag, let encodePayload):
            let tagNode = encoder.slot(in: object, forKey: tagKey, isPath: false, replacing: true)
            try encoder.encodeExistential(tag, into: tagNode, path: codingPath + [StringCodingKey(tagKey)])
            let node = slot(for: key)
            try encodePayload(JSONTreeEncoder(options: encoder.options, shared: encoder.shared, node: node, codingPath: codingPath + [key]))
            return true
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let node = encoder.slot(
            in: object, forKey: memberName(for: key),
            isPath: JSONKeyPath.mayBePath(key.stringValue) && KeyPathEligibility.allowsPath(key), replacing: false)
        return KeyedEncodingContainer(TreeKeyedEncodingContainer<NestedKey>(encoder: encoder, object: node.object(), codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let node = encoder.slot(
            in: object, forKey: memberName(for: key),
            isPath: JSONKeyPath.mayBePath(key.stringValue) && KeyPathEligibility.allowsPath(key), replacing: false)
        return TreeUnkeyedEncodingContainer(encoder: encoder, array: node.array(), codingPath: codingPath + [key])
    }

    /// The JSON key of a member: a model's explicit mapping wins over the key strategy.
    private func memberName(for key: Key) -> String {
        if model != nil && !encoder.options.usesDefaultKeys && ExplicitKeyMapping.isExplicit(key) { return key.stringValue }
        return encoder.jsonKey(for: key, path: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        // The `super` key goes through the key strategy, as in Foundation.
        let node = object.node(forKey: encoder.jsonKey(for: StringCodingKey.super, path: codingPath))
        // The encoder's path, not this container's (they differ for a nested container), as
        // in Foundation.
        return JSONTreeEncoder(
            options: encoder.options, shared: encoder.shared, node: node, codingPath: encoder.codingPath + [StringCodingKey.super])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let node = encoder.slot(
            in: object, forKey: memberName(for: key),
            isPath: JSONKeyPath.mayBePath(key.stringValue) && KeyPathEligibility.allowsPath(key), replacing: false)
        return JSONTreeEncoder(options: encoder.options, shared: encoder.shared, node: node, codingPath: encoder.codingPath + [key])
    }
}

/// Unkeyed container of ``JSONTreeEncoder``.
struct TreeUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: JSONTreeEncoder
    let array: TreeArray
    let codingPath: [any CodingKey]

    var count: Int { array.nodes.count }

    private var nextKey: any CodingKey { IndexCodingKey(count) }

    mutating func encodeNil() throws { array.appendNode().set(.null) }
    mutating func encode(_ value: Bool) throws { array.appendNode().set(.bool(value)) }
    mutating func encode(_ value: String) throws { array.appendNode().set(.string(value)) }
    mutating func encode(_ value: Double) throws {
        let key = nextKey
        try encoder.encodeFloatingPoint(value, into: array.appendNode(), path: codingPath + [key])
    }
    mutating func encode(_ value: Float) throws {
        let key = nextKey
        try encoder.encodeFloatingPoint(value, into: array.appendNode(), path: codingPath + [key])
    }
    mutating func encode(_ value: Int) throws { array.appendNode().set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int8) throws { array.appendNode().set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int16) throws { array.appendNode().set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int32) throws { array.appendNode().set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int64) throws { array.appendNode().set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt) throws { array.appendNode().set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt8) throws { array.appendNode().set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt16) throws { array.appendNode().set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt32) throws { array.appendNode().set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt64) throws { array.appendNode().set(.number(JSONNumber(value))) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { array.appendNode().set(.number(JSONNumber(value))) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { array.appendNode().set(.number(JSONNumber(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let key = nextKey
        try encoder.encode(value, into: array.appendNode(), path: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let key = nextKey
        return KeyedEncodingContainer(
            TreeKeyedEncodingContainer<NestedKey>(encoder: encoder, object: array.appendNode().object(), codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = nextKey
        return TreeUnkeyedEncodingContainer(encoder: encoder, array: array.appendNode().array(), codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let key = nextKey
        return JSONTreeEncoder(options: encoder.options, shared: encoder.shared, node: array.appendNode(), codingPath: encoder.codingPath + [key])
    }
}

/// Single-value container of ``JSONTreeEncoder``. Encoding twice replaces the first
/// value (Foundation stops the program instead).
struct TreeSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder
    let node: TreeNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { try encoder.encodeFloatingPoint(value, into: node, path: codingPath) }
    mutating func encode(_ value: Float) throws { try encoder.encodeFloatingPoint(value, into: node, path: codingPath) }
    mutating func encode(_ value: Int) throws { node.set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int8) throws { node.set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int16) throws { node.set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int32) throws { node.set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int64) throws { node.set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt) throws { node.set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt8) throws { node.set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt16) throws { node.set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt32) throws { node.set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt64) throws { node.set(.number(JSONNumber(value))) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { node.set(.number(JSONNumber(value))) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { node.set(.number(JSONNumber(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encoder.encode(value, into: node, path: codingPath)
    }
}
