import Foundation

/// Keyed access to an object in the index.
///
/// Hot path. Lookups compare the key's UTF-8 bytes with the raw key bytes in the input
/// (no `String` is made for JSON keys), starting where the previous lookup in a
/// container at this depth ended, so keys that arrive in declaration order are found
/// at the first comparison.
///
/// The standard library's `KeyedDecodingContainer` box copies this struct for every
/// call, so it holds a single reference: its frame, which says where it stands and is
/// also what lets the decoder hand the same box out again for the next object decoded
/// with the same keys (see ``KeyedContainerReuse``). What only some containers need is
/// kept by the decoder, found by `extrasIndex`.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let frame: KeyedContainerFrame

    init(frame: KeyedContainerFrame) {
        self.frame = frame
    }

    init(decoder: JSONIndexDecoder, object: Int, base: CodingPathBase, model: ModelCodingInfo? = nil) {
        frame = KeyedContainerFrame(decoder: decoder, object: object, base: base, model: model)
    }

    @_transparent var decoder: JSONIndexDecoder { frame.decoder }
    @_transparent var object: Int { frame.position.object }
    @_transparent var end: Int { frame.position.end }
    @_transparent var depth: Int { frame.position.depth }
    @_transparent var exactLookup: Bool { frame.position.exactLookup }
    @_transparent var extrasIndex: Int { frame.position.extrasIndex }
    @_transparent var tracksKeys: Bool { frame.position.tracksKeys }

    @_transparent
    var extras: ContainerExtras? {
        extrasIndex < 0 ? nil : decoder.containerExtras[extrasIndex] as? ContainerExtras
    }

    @_transparent
    var storage: JSONDocumentStorage { decoder.storage }

    @_transparent
    var base: CodingPathBase {
        if let owned = extras?.ownedPath { return CodingPathBase(owned: owned) }
        return CodingPathBase(depth: depth)
    }

    @_transparent
    var convertedKeys: [String]? { extras?.convertedKeys }

    var codingPath: [any CodingKey] {
        decoder.path(base, appending: .none)
    }

    // MARK: Key lookup

    /// The value node for `key`, or nil.
    ///
    /// A key not found as written may be a dotted path (see ``DottedKeyStrategy``);
    /// that is tried only after the plain lookup misses, so ordinary keys pay nothing.
    ///
    /// Hot path: inlined into every `decode`, so only the lookup by a key's kept bytes
    /// (``KeyNames``) is here; the rest (keys it does not keep, key strategies, exact
    /// lookups, tracked keys, key paths) is out of line, where it no longer multiplies the
    /// code each member's decode runs through.
    ///
    /// The frame is read once and passed down: an unoptimized build (an app's debug build)
    /// retains and releases it, and the decoder and storage read through it, at every read.
    @_transparent
    func valueNode(for key: Key) -> Int? {
        let frame = self.frame
        let position = frame.position
        if position.extrasIndex < 0 && !position.exactLookup && !position.tracksKeys, let keyBytes = frame.keyNames?.bytes(of: key) {
            if let found = fastValueNode(keyBytes, in: frame) { return found }
            return keyPathValueNode(for: key, name: key.stringValue)
        }
        return valueNodeOffTheFastPath(for: key)
    }

    /// A key the lookup by bytes did not find: a dotted path's value, or nil.
    @inline(never)
    private func keyPathValueNode(for key: Key, name: String) -> Int? {
        guard decoder.followsKeyPaths && JSONKeyPath.mayBePath(name) && KeyPathEligibility.allowsPath(key) else { return nil }
        return decoder.resolveKeyPath(name, from: object, convertingKeys: false)
    }

    /// ``valueNode(for:)`` in every case, asking the key for its string.
    @inline(never)
    private func valueNodeOffTheFastPath(for key: Key) -> Int? {
        let name = key.stringValue
        let found: Int?
        if convertedKeys != nil || exactLookup {
            // A model's explicit mapping wins over the key strategy: the JSON key as written.
            let explicit = extrasIndex >= 0 && extras?.model != nil && convertedKeys != nil && ExplicitKeyMapping.isExplicit(key)
            found = explicit ? storage.lookup(name, inObject: object) : slowValueNode(for: name)
        } else if let fast = name.utf8.withContiguousStorageIfAvailable({ fastValueNode(utf8: $0) }) {
            found = fast
        } else {
            found = slowValueNode(for: name)
        }
        if found == nil && decoder.followsKeyPaths && JSONKeyPath.mayBePath(name) && KeyPathEligibility.allowsPath(key) {
            let resolved = decoder.resolveKeyPath(name, from: object, convertingKeys: convertedKeys != nil)
            // The path's first member is read even where the path ends early or at a
            // null: it is the model's, never an unknown key.
            if tracksKeys { noteRead(path: name) }
            return resolved
        }
        if tracksKeys, let found { decoder.noteRead(valueNode: found, in: object) }
        return found
    }

    /// Notes the first component of a dotted key as read.
    private func noteRead(path name: String) {
        noteRead(component: JSONKeyPath(parsing: name).components.first)
    }

    /// Notes the member `first` of this object as read.
    func noteRead(component first: String?) {
        guard let first, let valueNode = convertedKeys != nil ? slowValueNode(for: first) : storage.lookup(first, inObject: object)
        else { return }
        decoder.noteRead(valueNode: valueNode, in: object)
    }

    /// Objects whose keys are distinct ASCII without escapes: bytes decide, and any
    /// search order finds the one match.
    @_transparent
    private func fastValueNode(utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        let frame = self.frame
        let decoder = frame.decoder
        let storage = decoder.storage
        let bytes = storage.bytes
        let keyBase = utf8.baseAddress
        return searchMembers(length: utf8.count, in: frame, decoder: decoder, storage: storage) { offset in
            guard let keyBase else { return true }
            return Self.bytesEqual(bytes + offset, keyBase, utf8.count)
        }
    }

    /// ``fastValueNode(utf8:)`` for a key kept in ``KeyNames``: its words are compared
    /// with a member's where the input holds as many bytes from the member key's start,
    /// as it does for all but the last few keys of a document.
    @_transparent
    private func fastValueNode(_ key: KeyBytes, in frame: KeyedContainerFrame) -> Int? {
        let decoder = frame.decoder
        let storage = decoder.storage
        let bytes = storage.bytes
        let wordsReadEnd = storage.byteCount &- key.readLength
        return searchMembers(length: key.count, in: frame, decoder: decoder, storage: storage) { offset in
            if offset <= wordsReadEnd { return key.isPrefix(of: bytes + offset) }
            return Self.keyEquals(bytes + offset, key)
        }
    }

    /// A key at the end of the input, compared byte by byte.
    @inline(never)
    private static func keyEquals(_ candidate: UnsafePointer<UInt8>, _ key: KeyBytes) -> Bool {
        bytesEqual(candidate, key.start.assumingMemoryBound(to: UInt8.self), key.count)
    }

    /// The value node of the member whose key is `length` bytes long and `matches` at its
    /// offset in the input, searched from the depth's hint around to it, in the object
    /// `frame` (this container's) stands at; `decoder` and `storage` are the frame's, read
    /// by the caller.
    @_transparent
    private func searchMembers(
        length count: Int, in frame: KeyedContainerFrame, decoder: JSONIndexDecoder, storage: JSONDocumentStorage,
        matches keyMatches: (Int) -> Bool
    ) -> Int? {
        // The object's bounds are read once: an unoptimized build would read each again,
        // retaining and releasing the frame, for every member passed.
        let position = frame.position
        let end = position.end
        let tape = storage.tape
        let first = position.object &+ JSONTape.nodeWidth
        // The frame reserved a slot for its depth; the clamp only keeps the read inside
        // the table.
        let hintSlot = min(position.depth, decoder.lookupHintCount &- 1)
        var start = decoder.lookupHints[hintSlot]
        if start < first || start >= end { start = first }
        let length = UInt64(truncatingIfNeeded: count)

        @_transparent
        func matches(_ keyNode: Int) -> Bool {
            guard tape[keyNode &+ 1] == length else { return false }
            return keyMatches(JSONTape.offset(tape[keyNode]))
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
    @_transparent
    static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var offset = 0
        while offset &+ 8 <= count {
            let x = UnalignedWords.load64(a + offset)
            let y = UnalignedWords.load64(b + offset)
            if x != y { return false }
            offset &+= 8
        }
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset &+= 1
        }
        return true
    }

    /// Converted keys, repeated keys, escaped or non-ASCII keys: compare as strings, so
    /// the first occurrence wins.
    private func slowValueNode(for name: String) -> Int? {
        decoder.exactValueNode(for: name, inObject: object, convertedKeys: convertedKeys)
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

    @_transparent
    private func node(for key: Key) throws -> Int {
        guard let node = valueNode(for: key) else {
            try checkKeyPath(key)
            throw missing(key)
        }
        return node
    }

    /// For a key found nowhere: if it is a dotted path that runs into a string, number,
    /// boolean or array (where the next component is no index), that is a type mismatch
    /// at the key, not a missing key. A `null` or a missing key on the way leaves it
    /// missing (`nil` for an optional).
    func checkKeyPath(_ key: Key) throws {
        let name = key.stringValue
        guard decoder.followsKeyPaths, JSONKeyPath.mayBePath(name), KeyPathEligibility.allowsPath(key) else { return }
        let components = JSONKeyPath(parsing: name).components
        guard case .notContainer(let position, let node) = decoder.walk(components, from: object, convertingKeys: convertedKeys != nil)
        else { return }
        let path = decoder.path(base, appending: .key(key))
        let prefix = JSONKeyPath(components: Array(components[..<position])).description
        let expected = JSONKeyPath.isIndex(components[position]) ? "an object or an array" : "an object"
        throw DecodingError.typeMismatch(
            [String: Any].self,
            DecodingError.Context(
                codingPath: path,
                debugDescription:
                    "Expected \(expected) at \"\(prefix)\" to follow the key path \"\(name)\" but found \(decoder.describeFound(node)) instead, \(decoder.location(of: node, path: path))."
            ))
    }

    // MARK: Decoding

    func decodeNil(forKey key: Key) throws -> Bool {
        do {
            return storage.nodeKind(try node(for: key)) == .null
        } catch {
            return try decoder.recover(error, as: (Bool).self)
        }
    }

    /// Hot path: every scalar requirement below is a one-line call to this (and optional
    /// ones to ``decodeScalarIfPresent(forKey:)``), inlined into each, so that a
    /// specialized build runs what one written out per type ran.
    ///
    /// The frame is read once (see ``valueNode(for:)``); without extras, the base is the
    /// container's depth on the coding-path stack.
    @_transparent
    private func decodeScalar<T: DecodableScalar>(forKey key: Key) throws -> T {
        let frame = self.frame
        let decoder = frame.decoder
        do {
            let extrasIndex = frame.position.extrasIndex
            if extrasIndex >= 0, let value = try converted(T.self, forKey: key) { return value }
            let base = extrasIndex < 0 ? CodingPathBase(depth: frame.position.depth) : self.base
            return try T.unbox(from: decoder, node: node(for: key), base: base, key: .key(key))
        } catch {
            return try decoder.recover(error, as: T.self)
        }
    }

    @_transparent
    private func decodeScalarIfPresent<T: DecodableScalar>(forKey key: Key) throws -> T? {
        let frame = self.frame
        let decoder = frame.decoder
        do {
            let extrasIndex = frame.position.extrasIndex
            if extrasIndex >= 0, let conversion = extras?.model?.conversion(forKey: key.stringValue, valueType: T.self) {
                return try presentNode(for: key).map { try convert($0, with: conversion, as: T.self, forKey: key) }
            }
            guard let node = try presentNode(for: key) else { return nil }
            let base = extrasIndex < 0 ? CodingPathBase(depth: frame.position.depth) : self.base
            return try T.unbox(from: decoder, node: node, base: base, key: .key(key))
        } catch {
            return try decoder.recover(error, as: T?.self)
        }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeScalar(forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeScalar(forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeScalar(forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeScalar(forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeScalar(forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeScalar(forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeScalar(forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeScalar(forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeScalar(forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeScalar(forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeScalar(forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeScalar(forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeScalar(forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeScalar(forKey: key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try decodeScalar(forKey: key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try decodeScalar(forKey: key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // Read once, as in `decodeScalar(forKey:)`.
        let frame = self.frame
        let decoder = frame.decoder
        do {
            let extrasIndex = frame.position.extrasIndex
            let special = SpecialKind.of(type, usesDefaultKeys: decoder.usesDefaultKeys)
            if special != .none && extrasIndex < 0 {
                return try decoder.unboxSpecial(
                    special, type, node: node(for: key), base: CodingPathBase(depth: frame.position.depth), key: .key(key))
            }
            let traits = decoder.traits(of: type)
            if traits.isCustomizedMember || extrasIndex >= 0 {
                return try decodeCustomized(type, traits: traits, special: special, forKey: key)
            }
            return try decoder.unbox(type, traits: traits, node: node(for: key), base: CodingPathBase(depth: frame.position.depth), key: .key(key))
        } catch {
            return try decoder.recover(error, as: (T).self)
        }
    }

    // MARK: Optional values
    //
    // Implemented directly: the protocol's defaults would look the key up three times.

    @_transparent
    private func presentNode(for key: Key) throws -> Int? {
        guard let node = valueNode(for: key) else {
            try checkKeyPath(key)
            return nil
        }
        return frame.decoder.storage.nodeKind(node) == .null ? nil : node
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeScalarIfPresent(forKey: key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? { try decodeScalarIfPresent(forKey: key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? { try decodeScalarIfPresent(forKey: key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        do {
            if let paths = multiPaths(forKey: key) {
                return try decodeMultiPath(type, paths: paths, forKey: key, optional: true)
            }
            if extrasIndex >= 0, let conversion = extras?.model?.conversion(forKey: key.stringValue, valueType: T.self) {
                return try presentNode(for: key).map { try convert($0, with: conversion, as: type, forKey: key) }
            }
            guard let node = try presentNode(for: key) else {
                if decoder.state.pointee.collector != nil { noteDefaultUsed(type, forKey: key) }
                return nil
            }
            let special = SpecialKind.of(type, usesDefaultKeys: decoder.usesDefaultKeys)
            if special != .none {
                return try decoder.unboxSpecial(special, type, node: node, base: base, key: .key(key))
            }
            let traits = decoder.traits(of: type)
            if let parentKey = traits.cluster?.parentTagKey {
                noteParentTag(parentKey, forValue: node)
            }
            return try decoder.unbox(type, traits: traits, node: node, base: base, key: .key(key))
        } catch {
            return try decoder.recover(error, as: (T?).self)
        }
    }

    /// Reports that a defaulting wrapper's default stood in for a missing or null member.
    /// Out of line: only a decode with a report calls it.
    @inline(never)
    private func noteDefaultUsed<T>(_ type: T.Type, forKey key: Key) {
        guard let wrapper = type as? any DefaultingWrapper.Type else { return }
        let found = valueNode(for: key)
        decoder.recordRecovered(
            .defaultUsed,
            "\(found == nil ? "Missing key" : "Found null at") \"\(key.stringValue)\"; used the default \(wrapper.defaultDescription).",
            node: found ?? object, path: decoder.path(base, appending: .key(key)))
    }

    /// Tells the cluster about to decode the member at `valueNode` where this object's
    /// discriminator `parentKey` is (see `JSONDiscriminator.parentKey`).
    func noteParentTag(_ parentKey: String, forValue valueNode: Int) {
        let tagNode = storage.lookup(parentKey, inObject: object)
        // The discriminator is a known key of this object: the member's cluster reads it.
        if tracksKeys, let tagNode { decoder.noteRead(valueNode: tagNode, in: object) }
        decoder.state.pointee.pendingParentTag = JSONIndexDecoder.ParentTag(valueNode: valueNode, tagNode: tagNode, object: object)
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

// MARK: - Models and wrappers

extension JSONKeyedDecodingContainer {
    /// The generic decode for containers of models and for Strata's property wrappers:
    /// `@JSONKey` paths, `@JSONIgnored` defaults and transformers.
    func decodeCustomized<T: Decodable>(_ type: T.Type, traits: TypeTraits, special: SpecialKind, forKey key: Key) throws -> T {
        let model = extras?.model
        if let wrapper = traits.keyWrapper {
            return try decodeKeyWrapper(type, wrapper: wrapper, model: model, forKey: key)
        }
        if let wrapper = traits.ignoredWrapper {
            if decoder.options.readsArchive, let archived = try decodeArchived(type, wrapper: wrapper, model: model, forKey: key) { return archived }
            if let stored = model?.ignoredWrappers[key.stringValue] as? T { return stored }
            if wrapper.valueIsOptional, let empty = wrapper.make(wrapping: nil) as? T { return empty }
            throw missingPrototype(model: model, wrapper: "@JSONIgnored", forKey: key)
        }
        if let paths = multiPaths(forKey: key), let value = try decodeMultiPath(type, paths: paths, forKey: key, optional: false) {
            return value
        }
        if let conversion = model?.conversion(forKey: key.stringValue, valueType: T.self) {
            return try convert(node(for: key), with: conversion, as: type, forKey: key)
        }
        if special != .none {
            return try decoder.unboxSpecial(special, type, node: node(for: key), base: base, key: .key(key))
        }
        let node = try node(for: key)
        if let parentKey = traits.cluster?.parentTagKey {
            noteParentTag(parentKey, forValue: node)
        }
        return try decoder.unbox(type, traits: traits, node: node, base: base, key: .key(key))
    }

    /// Decodes with a transformer; the result must be of the property's type.
    func convert<T>(_ node: Int, with conversion: ValueConversion, as type: T.Type, forKey key: Key) throws -> T {
        let value = try decoder.decodeConverted(T.self, node: node, with: conversion, base: base, key: .key(key))
        guard let typed = value as? T else {
            throw DecodingError.typeMismatch(
                T.self,
                DecodingError.Context(
                    codingPath: decoder.path(base, appending: .key(key)),
                    debugDescription:
                        "\(conversion.name) makes values of type \(conversion.valueType), but the property at \"\(key.stringValue)\" holds \(T.self)."
                ))
        }
        return typed
    }

    /// A transformer for a scalar property, if its model names one. Out of line: only
    /// a container with extras calls it, and inlined it doubled every `decode`'s code.
    @inline(never)
    func converted<T>(_ type: T.Type, forKey key: Key) throws -> T? {
        if let paths = multiPaths(forKey: key) { return try decodeMultiPath(type, paths: paths, forKey: key, optional: false) }
        guard extrasIndex >= 0, let conversion = extras?.model?.conversion(forKey: key.stringValue, valueType: T.self) else {
            return nil
        }
        return try convert(node(for: key), with: conversion, as: type, forKey: key)
    }

    private func decodeKeyWrapper<T>(_ type: T.Type, wrapper: any JSONKeyWrapper.Type, model: ModelCodingInfo?, forKey key: Key) throws -> T {
        guard let model, model.hasPrototype, let paths = model.keyPaths[key.stringValue] else {
            throw missingPrototype(model: model, wrapper: "@JSONKey", forKey: key)
        }
        guard let valueType = wrapper.valueType as? any Decodable.Type else {
            throw DecodingError.typeMismatch(
                T.self,
                DecodingError.Context(
                    codingPath: decoder.path(base, appending: .key(key)), debugDescription: "\(wrapper.valueType) is not Decodable."))
        }
        // Every path's first member is the model's, read or not: never an unknown key.
        if tracksKeys {
            for path in paths { noteRead(component: path.components.first) }
        }
        for path in paths {
            let walked = decoder.walk(path.components, from: object, convertingKeys: convertedKeys != nil)
            // One key for the whole path, as a dotted coding key has (see MappingKeyPaths.md).
            let pathKey = PathKey.key(KeyPathCodingKey(path))
            switch walked {
            case .found(let node):
                let value: Any?
                if storage.nodeKind(node) == .null && wrapper.valueIsOptional {
                    value = nil
                } else if let conversion = model.conversion(forKey: key.stringValue, valueType: wrapper.valueType) {
                    value = try decoder.decodeConverted(wrapper.valueType, node: node, with: conversion, base: base, key: pathKey)
                } else {
                    value = try decoder.unboxDynamic(valueType, node: node, base: base, key: pathKey)
                }
                if let made = wrapper.make(wrapping: value, paths: paths) as? T { return made }
            case .notContainer(let position, let node):
                let valuePath = decoder.path(base, appending: pathKey)
                let through = JSONKeyPath(components: Array(path.components[..<position])).description
                throw DecodingError.typeMismatch(
                    [String: Any].self,
                    DecodingError.Context(
                        codingPath: valuePath,
                        debugDescription:
                            "Expected an object at \"\(through)\" to follow the key path \"\(path)\" of the property \"\(key.stringValue)\" but found \(decoder.describeFound(node)) instead, \(decoder.location(of: node, path: valuePath))."
                    ))
            case .absent, .null:
                continue
            }
        }
        if wrapper.valueIsOptional, let empty = wrapper.make(wrapping: nil, paths: paths) as? T { return empty }
        // The first path is the key reported missing, as a dotted coding key would be.
        let first = paths.first ?? JSONKeyPath(components: [key.stringValue])
        throw DecodingError.keyNotFound(
            KeyPathCodingKey(first),
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "No value at \(paths.map { "\"\($0)\"" }.joined(separator: " or ")) for the property \"\(key.stringValue)\" of \(model.typeName), in the object \(decoder.location(of: object, path: codingPath))."
            ))
    }

    /// Why a wrapper's arguments are unknown, and advice that compiles for the model at
    /// hand: each remedy is spelled with the model's and the property's own names.
    private func missingPrototype(model: ModelCodingInfo?, wrapper: String, forKey key: Key) -> DecodingError {
        // A CodingKeys case is named after its property, whatever string it maps to.
        let property = ExplicitKeyMapping.caseName(of: key) ?? key.stringValue
        let modelName = model?.typeName ?? "the type that declares it"
        let prototype =
            "give \(modelName) a prototype for Strata to reflect once: `static let prototype: \(modelName)? = \(modelName)(…)` with any instance of it (`\(modelName)()` when every property has a default value)"
        let remedies: String
        if model == nil {
            remedies =
                "Make the type that declares it conform to JSONSerializing, and give it a prototype for Strata to reflect once: `static let prototype: Self? = …` with any instance of it"
        } else if wrapper == "@JSONIgnored" {
            remedies = """
                Either leave "\(property)" out of \(modelName)'s CodingKeys and drop @JSONIgnored (a property with a default \
                value that CodingKeys does not list keeps its default), make the property optional (it then decodes as nil), \
                or \(prototype)
                """
        } else {
            // The path itself is the argument no decoder can see, so the advice cannot
            // quote it.
            remedies = """
                Either map the property with a dotted coding key instead, which needs no prototype: \
                `case \(property) = "…"` in CodingKeys, where … is the key path written in @JSONKey(…); or \
                \(prototype)
                """
        }
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.path(base, appending: .key(key)),
                debugDescription: """
                    The property "\(property)" of \(modelName) uses \(wrapper), whose arguments Swift's synthesized \
                    init(from:) never passes to a decoder. \(remedies).
                    """))
    }
}
