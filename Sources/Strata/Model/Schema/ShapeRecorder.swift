import Foundation

/// What a type's `init(from:)` asked of its decoder, recorded by running it against
/// ``ShapeRecorder``: the containers it opened, the keys it read, with the types it asked
/// for and whether it checked for absence or `null` first. The schema of a type whose
/// decoding Strata does not know is made from this.
final class RecordedShape {
    enum Kind {
        /// Nothing asked yet.
        case none
        case keyed
        case unkeyed
        case single
    }

    var kind = Kind.none
    /// Opened more than one kind of container: a shape reflection cannot describe.
    var mixesContainers = false

    // Keyed:
    private(set) var members: [RecordedMember] = []
    /// Asked for `allKeys`: the type reads keys it does not name.
    var readsAnyKeys = false

    /// The `@Transform` wrappers of optional values on the recorded value, by property
    /// name: `KeyedDecodingContainer.decode(_:forKey:)`'s overload for them reads only
    /// their JSON type, so the transformer is found on the value.
    var optionalTransforms: [String: Any.Type] = [:]

    // Unkeyed:
    var elements: [RecordedElement] = []
    /// How many elements were read before the type first asked whether the array was at
    /// its end; nil if it never asked (a fixed number of elements).
    var loopStart: Int?

    // Single value:
    var singleType: Any.Type?
    var singleAcceptsNull = false

    /// Starts the kind of container `kind`, noting a second kind.
    func open(_ kind: Kind) {
        if self.kind == .none {
            self.kind = kind
        } else if self.kind != kind {
            mixesContainers = true
        }
    }

    /// The member for `key`, made on first use.
    func member(_ key: any CodingKey) -> RecordedMember {
        if let known = members.first(where: { $0.key.stringValue == key.stringValue }) { return known }
        let member = RecordedMember(key: key)
        members.append(member)
        return member
    }
}

/// One key a keyed container was asked about.
final class RecordedMember {
    let key: any CodingKey
    /// The type asked for (the last one, if several were).
    var valueType: Any.Type?
    /// Asked whether the key is present before reading it: absence is allowed.
    var checksPresence = false
    /// Asked whether the value is `null`: `null` is allowed.
    var acceptsNull = false
    /// A container (or a decoder) opened at the key.
    var nested: RecordedShape?

    init(key: any CodingKey) {
        self.key = key
    }
}

/// One element an unkeyed container was asked for.
struct RecordedElement {
    var valueType: Any.Type?
    var acceptsNull = false
    var nested: RecordedShape?
}

/// A `Decoder` that answers every request with a placeholder value and records what was
/// asked (see ``RecordedShape``). Values come from ``PlaceholderDecoder``; a type none
/// can be made for stops the recording with ``ShapeRecorder/NoPlaceholder``.
struct ShapeRecorder: Decoder {
    let shape: RecordedShape
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    /// A placeholder for `type` could not be made, so the `init(from:)` being recorded
    /// cannot go on past it.
    struct NoPlaceholder: Error {
        let type: Any.Type
        /// The type gives its schema, and no example in it decodes.
        var needsExample = false
    }

    /// A value of `type` to read on with: a placeholder, or for a type that gives its
    /// schema (``JSONSchemaProviding``), one of the schema's examples decoded.
    static func placeholder<T>(_ type: T.Type) throws -> T {
        if let value = try? PlaceholderDecoder.placeholder(type) as? T { return value }
        guard let providing = type as? any JSONSchemaProviding.Type, let decodable = type as? any Decodable.Type else {
            throw NoPlaceholder(type: type)
        }
        for example in examples(in: providing.jsonSchema.value) {
            if let value = try? decodeExample(decodable, from: example) as? T { return value }
        }
        throw NoPlaceholder(type: type, needsExample: true)
    }

    /// The values a schema names as valid: its `examples`, `default`, `const` and `enum`.
    private static func examples(in schema: JSONValue) -> [JSONValue] {
        guard case .object(let object) = schema else { return [] }
        var values = Array(object["examples"]?.array ?? [])
        values += [object["default"], object["const"]].compactMap { $0 }
        values += Array(object["enum"]?.array ?? [])
        return values
    }

    private static func decodeExample<D: Decodable>(_ type: D.Type, from example: JSONValue) throws -> D {
        try StrataJSONDecoder().decode(type, from: example)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        shape.open(.keyed)
        return KeyedDecodingContainer(Keyed<Key>(shape: shape, codingPath: codingPath, userInfo: userInfo))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        shape.open(.unkeyed)
        return Unkeyed(shape: shape, codingPath: codingPath, userInfo: userInfo)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        shape.open(.single)
        return Single(shape: shape, codingPath: codingPath)
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let shape: RecordedShape
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any]

        var allKeys: [Key] {
            shape.readsAnyKeys = true
            return []
        }

        func contains(_ key: Key) -> Bool {
            shape.member(key).checksPresence = true
            return true
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            shape.member(key).acceptsNull = true
            return false
        }

        // The scalar requirements all record the same way. The scalar `decodeIfPresent`
        // requirements keep the protocol's own implementations, which ask `contains`, then
        // `decodeNil`, then `decode`: absence and `null` are recorded as allowed.
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try record(type, key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try record(type, key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try record(type, key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try record(type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try record(type, key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try record(type, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try record(type, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try record(type, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try record(type, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try record(type, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try record(type, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try record(type, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try record(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try record(type, key) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try record(type, key) }

        private func record<T>(_ type: T.Type, _ key: Key) throws -> T {
            shape.member(key).valueType = type
            return try ShapeRecorder.placeholder(type)
        }

        /// Absent: the caller's own default follows, never a placeholder it would check
        /// (``Transform``'s optional overload runs its transformer on what this returns).
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            let member = shape.member(key)
            member.valueType = type
            member.checksPresence = true
            member.acceptsNull = true
            return nil
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try nestedDecoder(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try nestedDecoder(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            nestedDecoder(StringCodingKey("super"))
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            nestedDecoder(key)
        }

        private func nestedDecoder(_ key: any CodingKey) -> ShapeRecorder {
            let member = shape.member(key)
            let nested = member.nested ?? RecordedShape()
            member.nested = nested
            return ShapeRecorder(shape: nested, codingPath: codingPath + [key], userInfo: userInfo)
        }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let shape: RecordedShape
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any]

        var count: Int? { nil }
        var currentIndex: Int { shape.elements.count }

        /// Not at the end until one element past the first time the type asks: a loop
        /// over the elements runs once, and the element it reads stands for all of them.
        var isAtEnd: Bool {
            guard let start = shape.loopStart else {
                shape.loopStart = shape.elements.count
                return false
            }
            return shape.elements.count > start
        }

        mutating func decodeNil() throws -> Bool {
            // Asked before the element is read: the element is `null` or a value.
            shape.elements.append(RecordedElement(valueType: nil, acceptsNull: true))
            return false
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if let last = shape.elements.last, last.valueType == nil, last.nested == nil, last.acceptsNull {
                shape.elements[shape.elements.count - 1].valueType = type
            } else {
                shape.elements.append(RecordedElement(valueType: type))
            }
            return try ShapeRecorder.placeholder(type)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try nestedDecoder().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try nestedDecoder().unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            nestedDecoder()
        }

        private mutating func nestedDecoder() -> ShapeRecorder {
            let nested = RecordedShape()
            shape.elements.append(RecordedElement(valueType: nil, nested: nested))
            return ShapeRecorder(shape: nested, codingPath: codingPath + [IndexCodingKey(shape.elements.count - 1)], userInfo: userInfo)
        }
    }

    struct Single: SingleValueDecodingContainer {
        let shape: RecordedShape
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool {
            shape.singleAcceptsNull = true
            return false
        }

        func decode(_ type: Bool.Type) throws -> Bool { try record(type) }
        func decode(_ type: String.Type) throws -> String { try record(type) }
        func decode(_ type: Double.Type) throws -> Double { try record(type) }
        func decode(_ type: Float.Type) throws -> Float { try record(type) }
        func decode(_ type: Int.Type) throws -> Int { try record(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try record(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try record(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try record(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try record(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try record(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try record(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try record(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try record(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try record(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try record(type) }

        private func record<T>(_ type: T.Type) throws -> T {
            shape.singleType = type
            if let integer = type as? any FixedWidthInteger.Type, let zero = integer.zero as? T { return zero }
            if let float = type as? any BinaryFloatingPoint.Type, let zero = float.zero as? T { return zero }
            return try ShapeRecorder.placeholder(type)
        }
    }
}
