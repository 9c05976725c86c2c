/// Where a value built through its own `init(from:)` finds its properties, when they
/// come from Swift values rather than JSON: two models being merged, a dictionary of
/// property values.
protocol PropertySource {
    /// The type being built, for messages.
    var typeName: String { get }
    /// Whether the source has the property under `key` (`nil` included).
    func has<Key: CodingKey>(_ key: Key) -> Bool
    /// Whether the property under `key` is `nil`.
    func isNull<Key: CodingKey>(_ key: Key) throws -> Bool
    /// The property under `key` as a `T`; nil when it is absent or `nil`.
    func value<T: Decodable, Key: CodingKey>(_ type: T.Type, forKey key: Key) throws -> T?
}

/// The `Decoder` that builds a value from a ``PropertySource``: the value's
/// synthesized `init(from:)` asks for each property by coding key, and the source
/// answers with a Swift value.
struct PropertySourceDecoder<Source: PropertySource>: Decoder {
    let source: Source
    /// The properties the value's `init(from:)` asks for, by name (see
    /// `UncodedProperties`).
    var requested = UncodedProperties.Requested()

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(PropertySourceContainer<Key, Source>(source: source, requested: requested))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw unsupported("an unkeyed container")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw unsupported("a single-value container")
    }

    func unsupported(_ what: String) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: [],
                debugDescription:
                    "\(source.typeName) asks for \(what); a value built from its properties (a merge, a dictionary of values) can only answer keyed requests."
            ))
    }
}

/// Generic members stand in for the protocol's scalar requirements: building from
/// property values is not a hot path.
private struct PropertySourceContainer<Key: CodingKey, Source: PropertySource>: OptionalForwardingKeyedDecodingContainer {
    let source: Source
    let requested: UncodedProperties.Requested

    var codingPath: [any CodingKey] { [] }
    /// A source cannot list its keys: it answers the keys it is asked.
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool {
        requested.note(key)
        return source.has(key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        requested.note(key)
        guard source.has(key) else { throw missing(key) }
        return try source.isNull(key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        requested.note(key)
        guard let value = try source.value(type, forKey: key) else {
            guard source.has(key) else { throw missing(key) }
            throw DecodingError.valueNotFound(
                T.self,
                DecodingError.Context(codingPath: [key], debugDescription: "The property \"\(key.stringValue)\" of \(source.typeName) is nil."))
        }
        return value
    }

    func decodeOptional<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        requested.note(key)
        return try source.value(type, forKey: key)
    }

    private func missing(_ key: Key) -> DecodingError {
        DecodingError.keyNotFound(
            key, DecodingError.Context(codingPath: [], debugDescription: "No value for the property \"\(key.stringValue)\" of \(source.typeName)."))
    }

    private func nestedUnsupported(_ key: Key) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: [key],
                debugDescription:
                    "\(source.typeName) reads \"\(key.stringValue)\" through a nested container (a hand-written init(from:)); a value built from its properties cannot answer that."
            ))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw nestedUnsupported(key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw nestedUnsupported(key)
    }

    func superDecoder() throws -> any Decoder {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: [], debugDescription: "\(source.typeName) asks for a super decoder; a value built from its properties has none."))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw nestedUnsupported(key)
    }
}
