/// What a value hands its keyed container when it encodes itself, kept as Swift values:
/// each property under its coding key, as the value's own `encode(to:)` chooses. This
/// is how an update or a merge learns a value's properties by coding key without
/// encoding anything, and it works for any `Encodable` value whose `encode(to:)`
/// mirrors its `init(from:)` — synthesized conformances always do.
///
/// Only the members of the value's own top-level keyed container are kept: nested
/// containers, `superEncoder` and unkeyed or single-value encodings are accepted and
/// dropped (such a value is updated by replacing it).
struct CapturedMembers {
    /// A captured member: a value, or `nil` written with `encodeNil(forKey:)`.
    enum Member {
        case value(Any)
        case null
    }

    /// The members by their coding key's string.
    var members: [String: Member] = [:]
    /// Whether the value encoded itself through a keyed container.
    var isKeyed = false

    /// The members `value` encodes.
    ///
    /// - Throws: What the value's `encode(to:)` throws (a transformer rejecting a value,
    ///   say).
    static func of(_ value: some Encodable) throws -> CapturedMembers {
        let encoder = CapturingEncoder()
        try value.encode(to: encoder)
        return encoder.captured
    }
}

/// The encoder `CapturedMembers.of` runs a value's `encode(to:)` against.
private final class CapturingEncoder: Encoder {
    var captured = CapturedMembers()
    /// Whether a container has been handed out: only the first keyed one records.
    var startedEncoding = false

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let records = !startedEncoding || captured.isKeyed
        if !startedEncoding { captured.isKeyed = true }
        startedEncoding = true
        return KeyedEncodingContainer(CapturingKeyedContainer<Key>(encoder: self, records: records))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        startedEncoding = true
        return DroppingUnkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        startedEncoding = true
        return DroppingSingleValueContainer()
    }
}

/// Records each member as it is handed over; nested containers are dropped. Generic
/// members stand in for the scalar requirements of the protocol.
private struct CapturingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: CapturingEncoder
    let records: Bool

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        if records { encoder.captured.members[key.stringValue] = .null }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if records { encoder.captured.members[key.stringValue] = .value(value) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(CapturingKeyedContainer<NestedKey>(encoder: encoder, records: false))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        DroppingUnkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        DroppingEncoder()
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        DroppingEncoder()
    }
}

/// Accepts everything and keeps nothing.
private struct DroppingEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CapturingKeyedContainer<Key>(encoder: CapturingEncoder(), records: false))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        DroppingUnkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        DroppingSingleValueContainer()
    }
}

private struct DroppingUnkeyedContainer: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count = 0

    mutating func encodeNil() throws { count += 1 }
    mutating func encode<T: Encodable>(_ value: T) throws { count += 1 }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        DroppingEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { DroppingUnkeyedContainer() }
    mutating func superEncoder() -> any Encoder { DroppingEncoder() }
}

private struct DroppingSingleValueContainer: SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
}
