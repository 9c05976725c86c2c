import Foundation

/// Keyed container of ``JSONByteEncoder``: an open object in the output.
///
/// The standard library's box copies this struct for every call, so it holds a single
/// reference: its frame, which says where it writes and is also what lets the encoder
/// hand the same box out again for the next object with the same keys (see
/// ``KeyedEncodingFrame``).
struct ByteKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let frame: KeyedEncodingFrame

    init(frame: KeyedEncodingFrame) {
        self.frame = frame
    }

    init(
        encoder: JSONByteEncoder, frameIndex: Int, frameID: UInt32, depth: Int, ownedPathIndex: Int, modelIndex: Int = -1,
        encoderDepth: Int = -1
    ) {
        frame = KeyedEncodingFrame(
            encoder: encoder,
            position: KeyedEncodingFrame.Position(
                frameIndex: frameIndex, frameID: frameID, depth: depth, ownedPathIndex: ownedPathIndex, modelIndex: modelIndex,
                encoderDepth: encoderDepth))
    }

    @_transparent var encoder: JSONByteEncoder { frame.encoder }
    @_transparent var frameIndex: Int { frame.position.frameIndex }
    @_transparent var frameID: UInt32 { frame.position.frameID }
    @_transparent var depth: Int { frame.position.depth }
    @_transparent var ownedPathIndex: Int { frame.position.ownedPathIndex }
    /// The model whose properties this container holds (`State.models`), or -1.
    @_transparent var modelIndex: Int { frame.position.modelIndex }
    /// For a nested container, the length of its encoder's coding path: `superEncoder`
    /// extends the encoder's path, not the container's, as Foundation's does. -1 for a
    /// container the encoder made itself.
    @_transparent var encoderDepth: Int { frame.position.encoderDepth }

    var base: EncodingPathBase { EncodingPathBase(depth: depth, ownedPathIndex: ownedPathIndex) }

    var codingPath: [any CodingKey] {
        encoder.path(depth: depth, ownedPathIndex: ownedPathIndex)
    }

    /// Starts a member: separator and key. False if the stream has failed.
    /// A coding key whose own string is a dotted path is written as nested objects
    /// (after the key strategy converts it); keys a strategy makes dotted stay literal.
    ///
    /// Hot path: most keys are prepared once per encoder (``PreparedKeyTable``). A
    /// model's keys under a converting strategy are not: its explicit mapping depends on
    /// the key's case.
    @_transparent
    private func begin(_ key: Key) -> Bool {
        if modelIndex < 0 || encoder.usesDefaultKeys, let keys = encoder.state.pointee.preparedKeys {
            let string = key.stringValue
            let written = keys._withUnsafeGuaranteedRef { table -> Bool? in
                guard let entry = encoder.preparedKey(key, string: string, in: table, depth: depth, ownedPathIndex: ownedPathIndex) else {
                    return nil
                }
                return encoder.beginEntry(frameIndex: frameIndex, frameID: frameID) && encoder.writeKey(entry, from: table)
            }
            if let written { return written }
        }
        return beginAfresh(key)
    }

    /// Starts a member whose key is not prepared.
    private func beginAfresh(_ key: Key) -> Bool {
        // A model's explicit mapping wins over the key strategy.
        let name =
            modelIndex >= 0 && !encoder.usesDefaultKeys && ExplicitKeyMapping.isExplicit(key)
            ? key.stringValue : encoder.jsonKey(for: key, depth: depth, ownedPathIndex: ownedPathIndex)
        if encoder.followsKeyPaths && JSONKeyPath.mayBePath(encoder.usesDefaultKeys ? name : key.stringValue)
            && KeyPathEligibility.allowsPath(key)
        {
            return encoder.beginPathMember(frameIndex: frameIndex, frameID: frameID, path: name)
        }
        guard encoder.beginEntry(frameIndex: frameIndex, frameID: frameID) else { return false }
        return encoder.writeKey(name)
    }

    mutating func encodeNil(forKey key: Key) throws {
        if modelIndex >= 0, !encoder.state.pointee.models[modelIndex].writes(key.stringValue) { return }
        guard begin(key) else { return }
        encoder.writeNull()
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        if modelIndex >= 0, try encodeCustomized(value, forKey: key) { return }
        guard begin(key) else { return }
        encoder.writeBool(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        if modelIndex >= 0, try encodeCustomized(value, forKey: key) { return }
        guard begin(key) else { return }
        encoder.writeString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        if modelIndex >= 0, try encodeCustomized(value, forKey: key) { return }
        guard begin(key) else { return }
        try encoder.writeDouble(value, base: base, key: .key(key))
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        if modelIndex >= 0, try encodeCustomized(value, forKey: key) { return }
        guard begin(key) else { return }
        try encoder.writeFloat(value, base: base, key: .key(key))
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeInteger(value, key) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws { try encodeInteger(value, key) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws { try encodeInteger(value, key) }

    @_transparent
    private func encodeInteger<I: BinaryInteger & Encodable>(_ value: I, _ key: Key) throws {
        if modelIndex >= 0, try encodeCustomized(value, forKey: key) { return }
        guard begin(key) else { return }
        encoder.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if modelIndex >= 0 || !encoder.traits(of: T.self).isPlainForEncoding {
            if try encodeCustomized(value, forKey: key) { return }
        }
        guard begin(key) else { return }
        try encoder.encodeValue(value, base: base, key: .key(key), inCurrentSlot: false)
    }

    /// Model customizations and Strata's wrappers: keys the model leaves out, `@JSONKey`
    /// paths, `@JSONIgnored`, transformers. Returns false when none applies and the
    /// value should be written as usual.
    private func encodeCustomized<T: Encodable>(_ value: T, forKey key: Key) throws -> Bool {
        let model = modelIndex >= 0 ? encoder.state.pointee.models[modelIndex] : nil
        let decision = try MemberEncoding.decide(for: value, key: key, traits: encoder.traits(of: T.self), model: model, options: encoder.options) {
            encoder.path(base, appending: .key(key))
        }
        switch decision {
        case .plain:
            return false
        case .skip:
            return true
        case .atPath(let path, let inner):
            guard encoder.beginPathMember(frameIndex: frameIndex, frameID: frameID, path: path) else { return true }
            try encoder.encodeExistential(inner, base: base, key: .key(StringCodingKey(path)))
            return true
        case .atPaths(let parts):
            for (path, inner) in parts {
                guard encoder.beginPathMember(frameIndex: frameIndex, frameID: frameID, path: path) else { return true }
                try encoder.encodeExistential(inner, base: base, key: .key(StringCodingKey(path)))
            }
            return true
        case .converted(let json):
            guard begin(key) else { return true }
            try encoder.encodeExistential(json, base: base, key: .key(key))
            return true
        case .parentTagged(let tagKey, let tag, let encodePayload):
            guard encoder.beginPathMember(frameIndex: frameIndex, frameID: frameID, path: JSONKeyPath.escape(tagKey)) else { return true }
            try encoder.encodeExistential(tag, base: base, key: .key(StringCodingKey(tagKey)))
            guard begin(key) else { return true }
            try encoder.encodeThroughOwnEncoding(base: base, key: .key(key), inCurrentSlot: false) { try encodePayload(encoder) }
            return true
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nestedPath = encoder.path(base, appending: .key(key))
        guard begin(key) else {
            return KeyedEncodingContainer(
                ByteKeyedEncodingContainer<NestedKey>(
                    encoder: encoder, frameIndex: -1, frameID: 0, depth: nestedPath.count, ownedPathIndex: -1, encoderDepth: encoderPathDepth))
        }
        let frame = encoder.pushFrame(isObject: true)
        return KeyedEncodingContainer(
            ByteKeyedEncodingContainer<NestedKey>(
                encoder: encoder, frameIndex: frame.index, frameID: frame.id, depth: nestedPath.count,
                ownedPathIndex: encoder.registerOwnedPath(nestedPath), encoderDepth: encoderPathDepth))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nestedPath = encoder.path(base, appending: .key(key))
        guard begin(key) else {
            return ByteUnkeyedEncodingContainer(
                encoder: encoder, frameIndex: -1, frameID: 0, depth: nestedPath.count, ownedPathIndex: -1, encoderDepth: encoderPathDepth)
        }
        let frame = encoder.pushFrame(isObject: false)
        return ByteUnkeyedEncodingContainer(
            encoder: encoder, frameIndex: frame.index, frameID: frame.id, depth: nestedPath.count,
            ownedPathIndex: encoder.registerOwnedPath(nestedPath), encoderDepth: encoderPathDepth)
    }

    /// The length of the coding path of the encoder this container (or its outermost
    /// parent) came from.
    var encoderPathDepth: Int { encoderDepth < 0 ? depth : encoderDepth }

    // A stream cannot leave a slot open for later: the value is encoded again through the
    // tree. Meanwhile its code sees Foundation's coding path: the encoder's, and the key.

    mutating func superEncoder() -> any Encoder {
        encoder.fail()
        return DiscardingEncoder(codingPath: Array(codingPath.prefix(encoderPathDepth)) + [StringCodingKey.super], userInfo: encoder.userInfo)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.fail()
        return DiscardingEncoder(codingPath: Array(codingPath.prefix(encoderPathDepth)) + [key], userInfo: encoder.userInfo)
    }
}

/// Unkeyed container of ``JSONByteEncoder``: an open array in the output.
struct ByteUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: JSONByteEncoder
    let frameIndex: Int
    let frameID: UInt32
    let depth: Int
    let ownedPathIndex: Int
    private(set) var count = 0
    /// As `ByteKeyedEncodingContainer.encoderDepth`.
    var encoderDepth: Int = -1

    init(encoder: JSONByteEncoder, frameIndex: Int, frameID: UInt32, depth: Int, ownedPathIndex: Int, encoderDepth: Int = -1) {
        self.encoder = encoder
        self.frameIndex = frameIndex
        self.frameID = frameID
        self.depth = depth
        self.ownedPathIndex = ownedPathIndex
        self.encoderDepth = encoderDepth
    }

    var base: EncodingPathBase { EncodingPathBase(depth: depth, ownedPathIndex: ownedPathIndex) }

    var codingPath: [any CodingKey] {
        encoder.path(depth: depth, ownedPathIndex: ownedPathIndex)
    }

    @_transparent
    private mutating func begin() -> Bool {
        guard encoder.beginEntry(frameIndex: frameIndex, frameID: frameID) else { return false }
        count &+= 1
        return true
    }

    mutating func encodeNil() throws {
        guard begin() else { return }
        encoder.writeNull()
    }

    mutating func encode(_ value: Bool) throws {
        guard begin() else { return }
        encoder.writeBool(value)
    }

    mutating func encode(_ value: String) throws {
        guard begin() else { return }
        encoder.writeString(value)
    }

    mutating func encode(_ value: Double) throws {
        guard begin() else { return }
        try encoder.writeDouble(value, base: base, key: .index(count &- 1))
    }

    mutating func encode(_ value: Float) throws {
        guard begin() else { return }
        try encoder.writeFloat(value, base: base, key: .index(count &- 1))
    }

    mutating func encode(_ value: Int) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int8) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int16) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int32) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int64) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try encodeInteger(value) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { try encodeInteger(value) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { try encodeInteger(value) }

    @_transparent
    private mutating func encodeInteger<I: BinaryInteger>(_ value: I) throws {
        guard begin() else { return }
        encoder.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard begin() else { return }
        try encoder.encodeValue(value, base: base, key: .index(count &- 1), inCurrentSlot: false)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nestedPath = encoder.path(base, appending: .index(count))
        guard begin() else {
            return KeyedEncodingContainer(
                ByteKeyedEncodingContainer<NestedKey>(
                    encoder: encoder, frameIndex: -1, frameID: 0, depth: nestedPath.count, ownedPathIndex: -1, encoderDepth: encoderPathDepth))
        }
        let frame = encoder.pushFrame(isObject: true)
        return KeyedEncodingContainer(
            ByteKeyedEncodingContainer<NestedKey>(
                encoder: encoder, frameIndex: frame.index, frameID: frame.id, depth: nestedPath.count,
                ownedPathIndex: encoder.registerOwnedPath(nestedPath), encoderDepth: encoderPathDepth))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nestedPath = encoder.path(base, appending: .index(count))
        guard begin() else {
            return ByteUnkeyedEncodingContainer(
                encoder: encoder, frameIndex: -1, frameID: 0, depth: nestedPath.count, ownedPathIndex: -1, encoderDepth: encoderPathDepth)
        }
        let frame = encoder.pushFrame(isObject: false)
        return ByteUnkeyedEncodingContainer(
            encoder: encoder, frameIndex: frame.index, frameID: frame.id, depth: nestedPath.count,
            ownedPathIndex: encoder.registerOwnedPath(nestedPath), encoderDepth: encoderPathDepth)
    }

    /// As `ByteKeyedEncodingContainer.encoderPathDepth`.
    var encoderPathDepth: Int { encoderDepth < 0 ? depth : encoderDepth }

    mutating func superEncoder() -> any Encoder {
        encoder.fail()
        return DiscardingEncoder(codingPath: Array(codingPath.prefix(encoderPathDepth)) + [IndexCodingKey(count)], userInfo: encoder.userInfo)
    }
}

/// Single-value container of ``JSONByteEncoder``: writes into the slot that was
/// current when it was made.
struct ByteSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: JSONByteEncoder
    let slotSerial: UInt32
    let depth: Int

    var codingPath: [any CodingKey] {
        encoder.path(depth: depth, ownedPathIndex: -1)
    }

    var base: EncodingPathBase { EncodingPathBase(depth: depth, ownedPathIndex: -1) }

    /// The slot must be the current one and still empty; then it is filled.
    @_transparent
    private func begin() -> Bool {
        guard encoder.state.pointee.slot.serial == slotSerial else {
            encoder.fail()
            return false
        }
        return encoder.beginScalar(inCurrentSlot: true)
    }

    mutating func encodeNil() throws {
        guard begin() else { return }
        encoder.writeNull()
    }

    mutating func encode(_ value: Bool) throws {
        guard begin() else { return }
        encoder.writeBool(value)
    }

    mutating func encode(_ value: String) throws {
        guard begin() else { return }
        encoder.writeString(value)
    }

    mutating func encode(_ value: Double) throws {
        guard begin() else { return }
        try encoder.writeDouble(value, base: base, key: .none)
    }

    mutating func encode(_ value: Float) throws {
        guard begin() else { return }
        try encoder.writeFloat(value, base: base, key: .none)
    }

    mutating func encode(_ value: Int) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int8) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int16) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int32) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int64) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try encodeInteger(value) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { try encodeInteger(value) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { try encodeInteger(value) }

    @_transparent
    private func encodeInteger<I: BinaryInteger>(_ value: I) throws {
        guard begin() else { return }
        encoder.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard encoder.state.pointee.slot.serial == slotSerial else {
            encoder.fail()
            return
        }
        try encoder.encodeValue(value, base: base, key: .none, inCurrentSlot: true)
    }
}
