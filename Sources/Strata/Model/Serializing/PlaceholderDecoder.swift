import Foundation

/// Builds an instance of a `Decodable` type from placeholder values, to reflect on a
/// model that has no ``JSONSerializing/prototype``: its `init(from:)` runs against a
/// decoder that answers every request with a zero, an empty value, the first case of a
/// `CaseIterable` type, or a nested model's prototype. Only the instance's shape (its
/// property names) is used, never its values.
///
/// Decoding that rejects every placeholder (a type whose own `init(from:)` validates what
/// it reads) makes the whole attempt fail: `make` returns nil.
enum PlaceholderDecoder {
    /// A placeholder instance of `type`, or nil.
    static func make<T: Decodable>(_ type: T.Type) -> T? {
        try? placeholder(type) as? T
    }

    /// Nesting beyond this is a recursive type; the attempt stops there.
    static let maximumDepth = 32

    static func placeholder(_ type: Any.Type, depth: Int = 0) throws -> Any {
        guard depth < maximumDepth else { throw Unavailable() }
        if let optional = type as? any OptionalMarker.Type { return optional.nilValue }
        if let known = knownPlaceholder(type) { return known }
        if let cases = type as? any CaseIterable.Type, let first = firstCase(of: cases) { return first }
        if let raw = type as? any RawRepresentable.Type, let first = firstCase(ofRawEnum: raw) { return first }
        if let model = type as? any JSONSerializing.Type, let prototype = prototype(of: model) { return prototype }
        if let cluster = type as? any JSONCluster.Type, let value = clusterPlaceholder(cluster, depth: depth) { return value }
        if let polymorphic = type as? any PolymorphicPlaceholder.Type { return try polymorphic.placeholder(depth: depth + 1) }
        if let wrapper = type as? any JSONKeyWrapper.Type {
            let value = try placeholder(wrapper.valueType, depth: depth + 1)
            if let made = wrapper.make(wrapping: value, paths: []) { return made }
        }
        if let wrapper = type as? any JSONIgnoredWrapper.Type {
            let value = try placeholder(wrapper.valueType, depth: depth + 1)
            if let made = wrapper.make(wrapping: value) { return made }
        }
        if let transform = type as? any TransformWrapper.Type {
            return try transform.make(wrapping: placeholder(transform.valueType, depth: depth + 1))
        }
        guard let decodable = type as? any Decodable.Type else { throw Unavailable() }
        return try decodable.init(from: Probe(depth: depth + 1))
    }

    private static func knownPlaceholder(_ type: Any.Type) -> Any? {
        switch type {
        case is String.Type: return ""
        case is Bool.Type: return false
        case is Int.Type: return 0 as Int
        case is Double.Type: return 0 as Double
        case is Date.Type: return Date(timeIntervalSince1970: 0)
        case is URL.Type: return URL(fileURLWithPath: "/")
        case is Data.Type: return Data()
        case is Decimal.Type: return Decimal(0)
        case is UUID.Type: return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        case is JSONValue.Type: return JSONValue.null
        case is UnknownVariant.Type: return UnknownVariant(discriminatorValue: nil, json: .null)
        default: return nil
        }
    }

    private static func firstCase<C: CaseIterable>(of type: C.Type) -> Any? {
        type.allCases.first
    }

    /// The first case of an enum with raw values that is not `CaseIterable`: such an enum
    /// has no associated values, so with 2 to 256 cases it is one byte whose value 0 is
    /// its first case (and 0 is a value of any other one-byte raw-value type, such as an
    /// option set of `UInt8`). Only ever a placeholder, never a decoded value.
    private static func firstCase<R: RawRepresentable>(ofRawEnum type: R.Type) -> Any? {
        guard MemoryLayout<R>.size == 1 else { return nil }
        return unsafeBitCast(UInt8(0), to: R.self)
    }

    /// A value of a cluster: its fallback's placeholder, or its first variant's that
    /// makes one.
    private static func clusterPlaceholder<C: JSONCluster>(_ cluster: C.Type, depth: Int) -> Any? {
        for variant in [C.fallbackVariant].compactMap({ $0 }) + C.variants {
            if let value = try? placeholder(variant.type, depth: depth + 1), let made = variant.make(value) { return made }
        }
        return nil
    }

    /// A value a ``Polymorphic`` wrapper of `cluster` holds: a cluster's placeholder,
    /// `nil`, or an empty array or dictionary.
    static func polymorphicValue(_ cluster: Any.Type, valueType: Any.Type, depth: Int) throws -> Any {
        if let optional = valueType as? any OptionalMarker.Type { return optional.nilValue }
        if let empty = valueType as? any EmptyCollectionPlaceholder.Type { return empty.emptyValue }
        if let cluster = cluster as? any JSONCluster.Type, let value = clusterPlaceholder(cluster, depth: depth) { return value }
        throw Unavailable()
    }

    private static func prototype<M: JSONSerializing>(of type: M.Type) -> Any? {
        type.prototype
    }

    struct Unavailable: Error {}

    /// The decoder `init(from:)` runs against.
    struct Probe: Decoder {
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(Keyed<Key>(depth: depth))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            Unkeyed()
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            Single(depth: depth)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { true }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let value = try placeholder(type, depth: depth) as? T else { throw Unavailable() }
            return value
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            nil
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(Keyed<NestedKey>(depth: depth + 1))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            Unkeyed()
        }

        func superDecoder() throws -> any Decoder { Probe(depth: depth + 1) }
        func superDecoder(forKey key: Key) throws -> any Decoder { Probe(depth: depth + 1) }
    }

    /// Every array is empty.
    struct Unkeyed: UnkeyedDecodingContainer {
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 0 }
        var isAtEnd: Bool { true }
        var currentIndex: Int { 0 }

        mutating func decodeNil() throws -> Bool { true }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { throw Unavailable() }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            throw Unavailable()
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Unavailable() }
        mutating func superDecoder() throws -> any Decoder { throw Unavailable() }
    }

    struct Single: SingleValueDecodingContainer {
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { false }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if let numeric = zero(of: type) { return numeric }
            guard let value = try placeholder(type, depth: depth) as? T else { throw Unavailable() }
            return value
        }

        /// Zero of the integer and floating-point types a raw value may have.
        private func zero<T>(of type: T.Type) -> T? {
            if let integer = type as? any FixedWidthInteger.Type { return integer.zero as? T }
            if let float = type as? any BinaryFloatingPoint.Type { return float.zero as? T }
            return nil
        }
    }
}

extension ModelCodingInfo {
    /// A placeholder value of `type`, for a decode that goes on past a problem to report
    /// the rest (see `JSONIndexDecoder.recover`); nil where none can be made.
    static func placeholder(of type: Any.Type) -> Any? {
        try? PlaceholderDecoder.placeholder(type)
    }
}

/// What the placeholder decoder needs of a ``Polymorphic``: a wrapper around a
/// placeholder of its cluster's values.
protocol PolymorphicPlaceholder {
    static func placeholder(depth: Int) throws -> Any
}

extension Polymorphic: PolymorphicPlaceholder {
    static func placeholder(depth: Int) throws -> Any {
        let value = try PlaceholderDecoder.polymorphicValue(Cluster.self, valueType: Cluster.PolymorphicValue.self, depth: depth)
        guard let typed = value as? Cluster.PolymorphicValue else { throw PlaceholderDecoder.Unavailable() }
        return Polymorphic(wrappedValue: typed)
    }
}

/// Arrays and dictionaries of any elements, which have an empty value whatever their
/// elements are.
protocol EmptyCollectionPlaceholder {
    static var emptyValue: Any { get }
}

extension Array: EmptyCollectionPlaceholder {
    static var emptyValue: Any { [Element]() }
}

extension Dictionary: EmptyCollectionPlaceholder {
    static var emptyValue: Any { [Key: Value]() }
}

/// What the placeholder decoder needs of a ``Transform``.
protocol TransformWrapper {
    static var valueType: Any.Type { get }
    static func make(wrapping value: Any) throws -> Self
}

extension Transform: TransformWrapper {
    static var valueType: Any.Type { T.Value.self }

    static func make(wrapping value: Any) throws -> Transform {
        guard let typed = value as? T.Value else { throw PlaceholderDecoder.Unavailable() }
        return Transform(wrappedValue: typed)
    }
}
