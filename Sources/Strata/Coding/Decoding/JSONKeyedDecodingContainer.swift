import Foundation

/// Keyed access to an object in the index.
///
/// Hot path. Lookups compare the key's UTF-8 bytes with the raw key bytes in the input
/// (no `String` is made for JSON keys), starting where the previous lookup in a
/// container at this depth ended, so keys that arrive in declaration order are found
/// at the first comparison.
///
/// The standard library's `KeyedDecodingContainer` box copies this struct for every
/// call, so it holds a single reference (the decoder) and plain integers; what only
/// some containers need is kept by the decoder, found by `extrasIndex`.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONIndexDecoder
    let object: Int
    let end: Int
    let depth: Int
    /// Lookups must scan from the first key and compare as strings (see
    /// `NodeFlags.objectNeedsExactLookup`).
    let exactLookup: Bool
    /// For containers with a key strategy or an owned coding path, their entry in the
    /// decoder's `containerExtras`; -1 otherwise.
    let extrasIndex: Int

    /// What a few containers need and most do not.
    final class Extras {
        /// With a key decoding strategy, each member's key after conversion, in order.
        let convertedKeys: [String]?
        /// The container's own coding path, for containers made by `nestedContainer`.
        let ownedPath: [any CodingKey]?

        init(convertedKeys: [String]?, ownedPath: [any CodingKey]?) {
            self.convertedKeys = convertedKeys
            self.ownedPath = ownedPath
        }
    }

    init(decoder: JSONIndexDecoder, object: Int, base: CodingPathBase) {
        self.decoder = decoder
        let storage = decoder.storage
        self.object = object
        end = storage.nextSibling(object)
        depth = base.depth
        exactLookup = storage.nodeFlags(object) & NodeFlags.objectNeedsExactLookup != 0
        let convertedKeys = decoder.usesDefaultKeys ? nil : Self.convertKeys(of: object, in: decoder, base: base)
        if convertedKeys != nil || base.owned != nil {
            extrasIndex = decoder.containerExtras.count
            decoder.containerExtras.append(Extras(convertedKeys: convertedKeys, ownedPath: base.owned))
        } else {
            extrasIndex = -1
        }
    }

    @inline(__always)
    private var extras: Extras? {
        extrasIndex < 0 ? nil : decoder.containerExtras[extrasIndex] as? Extras
    }

    @inline(__always)
    var storage: JSONDocumentStorage { decoder.storage }

    @inline(__always)
    var base: CodingPathBase {
        if let owned = extras?.ownedPath { return CodingPathBase(owned: owned) }
        return CodingPathBase(depth: depth)
    }

    @inline(__always)
    var convertedKeys: [String]? { extras?.convertedKeys }

    var codingPath: [any CodingKey] {
        decoder.path(base, appending: .none)
    }

    // MARK: Key lookup

    /// The value node for `key`, or nil.
    ///
    /// A key not found as written may be a dotted path (see ``DottedKeyStrategy``);
    /// that is tried only after the plain lookup misses, so ordinary keys pay nothing.
    @inline(__always)
    func valueNode(for key: Key) -> Int? {
        let name = key.stringValue
        let found: Int?
        if convertedKeys != nil || exactLookup {
            found = slowValueNode(for: name)
        } else if let fast = name.utf8.withContiguousStorageIfAvailable({ fastValueNode(utf8: $0) }) {
            found = fast
        } else {
            found = slowValueNode(for: name)
        }
        if found == nil && decoder.followsKeyPaths {
            return decoder.resolveKeyPath(name, from: object, convertingKeys: convertedKeys != nil)
        }
        return found
    }

    /// Objects whose keys are distinct ASCII without escapes: bytes decide, and any
    /// search order finds the one match.
    @inline(__always)
    private func fastValueNode(utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        let tape = storage.tape
        let bytes = storage.bytes
        let first = object &+ JSONTape.nodeWidth
        let hintSlot = min(depth, decoder.lookupHintCount &- 1)
        var start = decoder.lookupHints[hintSlot]
        if start < first || start >= end { start = first }
        let length = UInt64(truncatingIfNeeded: utf8.count)
        let keyBase = utf8.baseAddress

        @inline(__always)
        func matches(_ keyNode: Int) -> Bool {
            guard tape[keyNode &+ 1] == length else { return false }
            guard let keyBase else { return true }
            return Self.bytesEqual(bytes + JSONTape.offset(tape[keyNode]), keyBase, utf8.count)
        }

        var keyNode = start
        while keyNode < end {
            let valueNode = keyNode &+ JSONTape.nodeWidth
            let next = storage.nextSibling(valueNode)
            if matches(keyNode) {
                decoder.lookupHints[hintSlot] = next
                return valueNode
            }
            keyNode = next
        }
        keyNode = first
        while keyNode < start {
            let valueNode = keyNode &+ JSONTape.nodeWidth
            let next = storage.nextSibling(valueNode)
            if matches(keyNode) {
                decoder.lookupHints[hintSlot] = next
                return valueNode
            }
            keyNode = next
        }
        return nil
    }

    /// Compares short byte strings inline, a word at a time: keys are mostly shorter
    /// than 16 bytes, where calling `memcmp` costs more than the comparison.
    @inline(__always)
    static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var offset = 0
        while offset &+ 8 <= count {
            let x = UnsafeRawPointer(a + offset).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b + offset).loadUnaligned(as: UInt64.self)
            if x != y { return false }
            offset &+= 8
        }
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset &+= 1
        }
        return true
    }

    /// Converted keys, repeated keys, escaped or non-ASCII keys: scan from the first
    /// member and compare as strings, so the first occurrence wins.
    private func slowValueNode(for name: String) -> Int? {
        guard let convertedKeys else {
            return storage.lookup(name, inObject: object)
        }
        var keyNode = object &+ JSONTape.nodeWidth
        for converted in convertedKeys {
            let valueNode = keyNode &+ JSONTape.nodeWidth
            if converted == name { return valueNode }
            keyNode = storage.nextSibling(valueNode)
        }
        return nil
    }

    /// Applies the key decoding strategy to every member's key, as Foundation does
    /// when it makes a keyed container.
    private static func convertKeys(of object: Int, in decoder: JSONIndexDecoder, base: CodingPathBase) -> [String] {
        let storage = decoder.storage
        var keys: [String] = []
        keys.reserveCapacity(storage.containerCount(object))
        var keyNode = object &+ JSONTape.nodeWidth
        let end = storage.nextSibling(object)
        while keyNode < end {
            let raw = storage.string(keyNode)
            switch decoder.options.keyDecodingStrategy {
            case .convertFromSnakeCase:
                keys.append(KeyCaseConversion.fromSnakeCase(raw))
            case .custom(let convert):
                keys.append(convert(decoder.path(base, appending: .key(StringCodingKey(raw)))).stringValue)
            default:
                keys.append(raw)
            }
            keyNode = storage.nextSibling(keyNode &+ JSONTape.nodeWidth)
        }
        return keys
    }

    // MARK: Keys

    var allKeys: [Key] {
        var seen = Set<String>()
        var keys: [Key] = []
        var keyNode = object &+ JSONTape.nodeWidth
        var position = 0
        while keyNode < end {
            let name = convertedKeys?[position] ?? storage.string(keyNode)
            if seen.insert(name).inserted, let key = Key(stringValue: name) {
                keys.append(key)
            }
            keyNode = storage.nextSibling(keyNode &+ JSONTape.nodeWidth)
            position &+= 1
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        valueNode(for: key) != nil
    }

    // MARK: Errors

    private func missing(_ key: Key) -> DecodingError {
        decoder.keyNotFound(key, object: object, path: codingPath)
    }

    @inline(__always)
    private func node(for key: Key) throws -> Int {
        guard let node = valueNode(for: key) else { throw missing(key) }
        return node
    }

    // MARK: Decoding

    func decodeNil(forKey key: Key) throws -> Bool {
        storage.nodeKind(try node(for: key)) == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder.unboxBool(node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.unboxString(node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder.unboxDouble(node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder.unboxFloat(node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try decoder.unboxInteger(Int.self, node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try decoder.unboxInteger(Int8.self, node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try decoder.unboxInteger(Int16.self, node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try decoder.unboxInteger(Int32.self, node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try decoder.unboxInteger(Int64.self, node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try decoder.unboxInteger(UInt.self, node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try decoder.unboxInteger(UInt8.self, node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try decoder.unboxInteger(UInt16.self, node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try decoder.unboxInteger(UInt32.self, node(for: key), base: base, key: .key(key))
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try decoder.unboxInteger(UInt64.self, node(for: key), base: base, key: .key(key))
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        try decoder.unboxInt128(node(for: key), base: base, key: .key(key))
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        try decoder.unboxUInt128(node(for: key), base: base, key: .key(key))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.unbox(type, node: node(for: key), base: base, key: .key(key))
    }

    // MARK: Optional values
    //
    // Implemented directly: the protocol's defaults would look the key up three times.

    @inline(__always)
    private func presentNode(for key: Key) -> Int? {
        guard let node = valueNode(for: key), storage.nodeKind(node) != .null else { return nil }
        return node
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentNode(for: key).map { try decoder.unboxBool($0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentNode(for: key).map { try decoder.unboxString($0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentNode(for: key).map { try decoder.unboxDouble($0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try presentNode(for: key).map { try decoder.unboxFloat($0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try presentNode(for: key).map { try decoder.unboxInteger(Int.self, $0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try presentNode(for: key).map { try decoder.unboxInteger(Int8.self, $0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try presentNode(for: key).map { try decoder.unboxInteger(Int16.self, $0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try presentNode(for: key).map { try decoder.unboxInteger(Int32.self, $0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try presentNode(for: key).map { try decoder.unboxInteger(Int64.self, $0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try presentNode(for: key).map { try decoder.unboxInteger(UInt.self, $0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try presentNode(for: key).map { try decoder.unboxInteger(UInt8.self, $0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try presentNode(for: key).map { try decoder.unboxInteger(UInt16.self, $0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try presentNode(for: key).map { try decoder.unboxInteger(UInt32.self, $0, base: base, key: .key(key)) }
    }

    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try presentNode(for: key).map { try decoder.unboxInteger(UInt64.self, $0, base: base, key: .key(key)) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        try presentNode(for: key).map { try decoder.unboxInt128($0, base: base, key: .key(key)) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        try presentNode(for: key).map { try decoder.unboxUInt128($0, base: base, key: .key(key)) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try presentNode(for: key).map { try decoder.unbox(type, node: $0, base: base, key: .key(key)) }
    }

    // MARK: Nested containers

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let node = try node(for: key)
        let nestedPath = decoder.path(base, appending: .key(key))
        guard storage.nodeKind(node) == .object else {
            throw decoder.containerMismatch(keyed: true, node: node, path: nestedPath)
        }
        return KeyedDecodingContainer(JSONKeyedDecodingContainer<NestedKey>(decoder: decoder, object: node, base: CodingPathBase(owned: nestedPath)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let node = try node(for: key)
        let nestedPath = decoder.path(base, appending: .key(key))
        guard storage.nodeKind(node) == .array else {
            throw decoder.containerMismatch(keyed: false, node: node, path: nestedPath)
        }
        return JSONUnkeyedDecodingContainer(decoder: decoder, array: node, base: CodingPathBase(owned: nestedPath))
    }

    func superDecoder() throws -> any Decoder {
        decoder.makeSuperDecoder(node: valueNode(for: StringCodingKey.super), path: decoder.path(base, appending: .key(StringCodingKey.super)))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.makeSuperDecoder(node: valueNode(for: key), path: decoder.path(base, appending: .key(key)))
    }

    private func valueNode(for key: StringCodingKey) -> Int? {
        if let convertedKeys {
            var keyNode = object &+ JSONTape.nodeWidth
            for converted in convertedKeys {
                if converted == key.stringValue { return keyNode &+ JSONTape.nodeWidth }
                keyNode = storage.nextSibling(keyNode &+ JSONTape.nodeWidth)
            }
            return nil
        }
        return storage.lookup(key.stringValue, inObject: object)
    }
}
