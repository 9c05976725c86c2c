import Foundation

/// A property that accepts another kind of scalar than its type: JSONModel's automatic
/// conversions, for one property.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Listing: Codable {
///     @Lenient var price: Double        // "3.50" or 3.5
///     @Lenient var available: Bool      // true, "yes", 1 or "1"
///     @Lenient var reference: String    // "A-12" or 1012
///     @Lenient var stock: Int?          // "12", 12, null or missing
/// }
///
/// let listing = try JSONDecoder().decode(Listing.self, from: Data(#"{"price": "3.50", "available": "yes", "reference": 1012}"#.utf8))
/// print(listing.price, listing.available, listing.reference, listing.stock as Any)
/// // Prints "3.5 true 1012 nil"
/// ```
///
/// The conversions are those of ``ScalarDecodingStrategy/lenient``, which turns them on
/// for a whole decode; a value that does not convert exactly (`"4x"` into `Int`) is still
/// an error. Encoding writes the property's own type. The conversion lives in the
/// wrapper's type, so it works under every decoder; under Strata's, a number converted to
/// a `String` keeps the exact text it was written with.
@propertyWrapper
public struct Lenient<Value: LenientDecodable> {
    /// The property's value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Lenient: Equatable where Value: Equatable {}
extension Lenient: Hashable where Value: Hashable {}
extension Lenient: Sendable where Value: Sendable {}

extension Lenient: Codable {
    /// Decodes the value, converting another kind of scalar if it must.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Value.decodeLeniently(from: decoder)
    }

    /// Encodes the value as its own type.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension Lenient: TransformableWrapper {
    static var wrappedValueType: Any.Type { Value.self }
    var anyWrappedValue: Any { wrappedValue }

    /// With a transformer, the transformer reads the JSON: the lenient conversions are not
    /// tried.
    static func decode(from decoder: any Decoder, readingValue readValue: () throws -> Any) throws -> Lenient {
        Lenient(wrappedValue: try TransformedValue.cast(readValue(), to: Value.self, at: decoder))
    }
}

/// A type ``Lenient`` can convert into: the integer and floating-point types, `Decimal`,
/// `Bool`, `String`, and optionals of them.
public protocol LenientDecodable: Codable {
    /// Decodes a value, converting another kind of scalar if it must.
    static func decodeLeniently(from decoder: any Decoder) throws -> Self
}

extension LenientDecodable {
    /// The value as it is, or converted from the scalar there.
    public static func decodeLeniently(from decoder: any Decoder) throws -> Self {
        let container = try decoder.singleValueContainer()
        do {
            return try container.decode(Self.self)
        } catch let error as DecodingError {
            guard let scalar = LenientScalar.read(from: decoder, container), let value = scalar.converted(to: Self.self) else { throw error }
            WrapperDecoding.recordRecovered(.converted, "Converted \(scalar.description) to \(Self.self).", at: decoder)
            return value
        }
    }
}

extension Optional: LenientDecodable where Wrapped: LenientDecodable {
    /// `nil` for `null`; otherwise the wrapped type, converted if it must.
    public static func decodeLeniently(from decoder: any Decoder) throws -> Wrapped? {
        if try decoder.singleValueContainer().decodeNil() { return nil }
        return try Wrapped.decodeLeniently(from: decoder)
    }
}

extension Int: LenientDecodable {}
extension Int8: LenientDecodable {}
extension Int16: LenientDecodable {}
extension Int32: LenientDecodable {}
extension Int64: LenientDecodable {}
extension UInt: LenientDecodable {}
extension UInt8: LenientDecodable {}
extension UInt16: LenientDecodable {}
extension UInt32: LenientDecodable {}
extension UInt64: LenientDecodable {}
extension Double: LenientDecodable {}
extension Float: LenientDecodable {}
extension Decimal: LenientDecodable {}
extension Bool: LenientDecodable {}
extension String: LenientDecodable {}

extension LenientScalar {
    /// The scalar a decoder stands at: exactly, from Strata's index; otherwise by asking
    /// the container for each kind in turn.
    static func read(from decoder: any Decoder, _ container: any SingleValueDecodingContainer) -> LenientScalar? {
        if let strata = decoder as? JSONIndexDecoder { return strata.lenientScalar(strata.node) }
        if let string = try? container.decode(String.self) { return .string(string) }
        if let bool = try? container.decode(Bool.self) { return .bool(bool) }
        if let number = try? container.decode(Decimal.self) { return .number(number.description) }
        return nil
    }
}

extension KeyedDecodingContainer {
    /// Decodes an optional lenient property: a missing key or `null` is `nil`.
    ///
    /// Synthesized `init(from:)` calls this overload for properties written
    /// `@Lenient var x: T?`, so that a missing key is not an error.
    public func decode<T>(_ type: Lenient<T?>.Type, forKey key: Key) throws -> Lenient<T?> {
        Lenient(wrappedValue: try decodeIfPresent(Lenient<T>.self, forKey: key)?.wrappedValue)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optional lenient property, leaving the key out when it is `nil`. The
    /// value is handed over as the `Lenient<T>` its decoding overload asks for, so that
    /// a partial update finds it.
    public mutating func encode<T>(_ value: Lenient<T?>, forKey key: Key) throws {
        guard let wrapped = value.wrappedValue else { return }
        try encode(Lenient<T>(wrappedValue: wrapped), forKey: key)
    }
}
