/// A type that names a default value, for ``Default`` and ``DefaultOnInvalid``.
///
/// ```swift
/// import Strata
///
/// enum Role: String, Codable { case viewer, editor }
///
/// enum ViewerRole: DefaultValueProvider {
///     static var defaultValue: Role { .viewer }
/// }
///
/// struct Member: Codable {
///     var name: String
///     @Default<ViewerRole> var role: Role
/// }
///
/// let member = try StrataJSONDecoder().decode(Member.self, from: #"{"name": "Ann"}"#)
/// print(member.role)
/// // Prints "viewer"
/// ```
///
/// ``Defaults`` has the common ones: `Defaults.False`, `Defaults.True`,
/// `Defaults.Zero<Int>`, `Defaults.Empty<[String]>`, `Defaults.EmptyDictionary<String, Int>`.
public protocol DefaultValueProvider {
    /// The type of the default.
    associatedtype Value
    /// The default.
    static var defaultValue: Value { get }
}

/// The common default values, for ``Default`` and ``DefaultOnInvalid``.
public enum Defaults {
    /// `false`.
    public enum False: DefaultValueProvider {
        /// `false`.
        public static var defaultValue: Bool { false }
    }

    /// `true`.
    public enum True: DefaultValueProvider {
        /// `true`.
        public static var defaultValue: Bool { true }
    }

    /// Zero of a number type: `Defaults.Zero<Int>`.
    public enum Zero<Number: Numeric>: DefaultValueProvider {
        /// Zero.
        public static var defaultValue: Number { 0 }
    }

    /// An empty collection or string: `Defaults.Empty<[String]>`, `Defaults.Empty<String>`.
    public enum Empty<Collection: RangeReplaceableCollection>: DefaultValueProvider {
        /// Empty.
        public static var defaultValue: Collection { Collection() }
    }

    /// An empty dictionary: `Defaults.EmptyDictionary<String, Int>`.
    public enum EmptyDictionary<Key: Hashable, Value>: DefaultValueProvider {
        /// Empty.
        public static var defaultValue: [Key: Value] { [:] }
    }
}

/// A property with a default for when the JSON has no value: the key is missing, or its
/// value is `null`. A value that is there but invalid is still an error — use
/// ``DefaultOnInvalid`` to replace those too.
///
/// ```swift
/// import Strata
///
/// struct Settings: Codable {
///     @Default<Defaults.True> var notifications: Bool
///     @Default<Defaults.Zero<Int>> var retries: Int
///     @Default<Defaults.Empty<[String]>> var tags: [String]
/// }
///
/// let settings = try StrataJSONDecoder().decode(Settings.self, from: #"{"retries": null}"#)
/// print(settings.notifications, settings.retries, settings.tags)
/// // Prints "true 0 []"
/// ```
///
/// The default is named by a type (a ``DefaultValueProvider``), so it lives in the
/// property's type and works under every decoder; a default written at the declaration
/// would never reach a decoder (see <doc:TransformingValues>). Each default used is in the
/// ``DecodingReport`` of a Strata decode that keeps one. Encoding writes the value,
/// default or not. A model's transformer for the property (by key or by type) converts
/// the value inside: a missing key or `null` is still the default.
@propertyWrapper
public struct Default<Provider: DefaultValueProvider> {
    /// The property's value.
    public var wrappedValue: Provider.Value

    /// Wraps a value.
    public init(wrappedValue: Provider.Value) {
        self.wrappedValue = wrappedValue
    }

    /// The default.
    public init() {
        wrappedValue = Provider.defaultValue
    }
}

extension Default: Equatable where Provider.Value: Equatable {}
extension Default: Hashable where Provider.Value: Hashable {}
extension Default: Sendable where Provider.Value: Sendable {}

extension Default: Decodable where Provider.Value: Decodable {
    /// The value, or the default for `null`.
    public init(from decoder: any Decoder) throws {
        // Through a container, not `Provider.Value(from:)`: the decoder then applies its
        // date and data strategies, and a model's own customizations.
        self = try Self.decode(from: decoder) { try decoder.singleValueContainer().decode(Provider.Value.self) }
    }
}

extension Default: TransformableWrapper {
    static var wrappedValueType: Any.Type { Provider.Value.self }
    var anyWrappedValue: Any { wrappedValue }

    static func decode(from decoder: any Decoder, readingValue readValue: () throws -> Any) throws -> Default {
        if try decoder.singleValueContainer().decodeNil() {
            WrapperDecoding.recordRecovered(.defaultUsed, "Found null; used the default \(Provider.defaultValue).", at: decoder)
            return Default()
        }
        return Default(wrappedValue: try TransformedValue.cast(readValue(), to: Provider.Value.self, at: decoder))
    }
}

extension Default: Encodable where Provider.Value: Encodable {
    /// Writes the value.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension Default: DefaultingWrapper {
    static var defaultDescription: String { "\(Provider.defaultValue)" }
}

/// A property with a default for when the JSON has no valid value: the key is missing,
/// the value is `null`, or it is there but cannot be decoded (a string where a number
/// belongs, an unknown enum case, a malformed date).
///
/// ```swift
/// import Foundation
/// import Strata
///
/// enum Plan: String, Codable { case free, pro }
///
/// enum FreePlan: DefaultValueProvider {
///     static var defaultValue: Plan { .free }
/// }
///
/// struct Account: Codable {
///     @DefaultOnInvalid<FreePlan> var plan: Plan
/// }
///
/// var report = DecodingReport()
/// let account = try StrataJSONDecoder().decode(Account.self, from: Data(#"{"plan": "enterprise"}"#.utf8), report: &report)
/// print(account.plan, report.problems.map(\.kind.rawValue))
/// // Prints "free ["defaultUsed"]"
/// ```
///
/// A value that is there but invalid is a different situation from one that is missing,
/// and usually a server bug worth knowing about: prefer ``Default`` where only missing
/// values are expected. Each replacement is in the ``DecodingReport`` of a Strata decode
/// that keeps one, with the error it replaced.
@propertyWrapper
public struct DefaultOnInvalid<Provider: DefaultValueProvider> {
    /// The property's value.
    public var wrappedValue: Provider.Value

    /// Wraps a value.
    public init(wrappedValue: Provider.Value) {
        self.wrappedValue = wrappedValue
    }

    /// The default.
    public init() {
        wrappedValue = Provider.defaultValue
    }
}

extension DefaultOnInvalid: Equatable where Provider.Value: Equatable {}
extension DefaultOnInvalid: Hashable where Provider.Value: Hashable {}
extension DefaultOnInvalid: Sendable where Provider.Value: Sendable {}

extension DefaultOnInvalid: Decodable where Provider.Value: Decodable {
    /// The value, or the default for `null` and for a value that does not decode.
    public init(from decoder: any Decoder) throws {
        self = try Self.decode(from: decoder) { try WrapperDecoding.attempt(Provider.Value.self, from: decoder) }
    }
}

extension DefaultOnInvalid: TransformableWrapper {
    static var wrappedValueType: Any.Type { Provider.Value.self }
    var anyWrappedValue: Any { wrappedValue }

    static func decode(from decoder: any Decoder, readingValue readValue: () throws -> Any) throws -> DefaultOnInvalid {
        do {
            if try decoder.singleValueContainer().decodeNil() {
                WrapperDecoding.recordRecovered(.defaultUsed, "Found null; used the default \(Provider.defaultValue).", at: decoder)
                return DefaultOnInvalid()
            }
            let value = try TransformedValue.withoutRecovery(at: decoder, readValue)
            return DefaultOnInvalid(wrappedValue: try TransformedValue.cast(value, to: Provider.Value.self, at: decoder))
        } catch let error as DecodingError {
            WrapperDecoding.recordRecovered(
                .defaultUsed, "The value is invalid (\(error.summary)); used the default \(Provider.defaultValue).", at: decoder)
            return DefaultOnInvalid()
        }
    }
}

extension DefaultOnInvalid: Encodable where Provider.Value: Encodable {
    /// Writes the value.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension DefaultOnInvalid: DefaultingWrapper {
    static var defaultDescription: String { "\(Provider.defaultValue)" }
}

extension KeyedDecodingContainer {
    /// Decodes a defaulted property: a missing key or `null` is the default.
    ///
    /// Synthesized `init(from:)` calls this overload for properties written
    /// `@Default<P>`, so that a missing key is not an error.
    public func decode<P>(_ type: Default<P>.Type, forKey key: Key) throws -> Default<P> where P.Value: Decodable {
        try decodeIfPresent(type, forKey: key) ?? Default()
    }

    /// Decodes a property defaulted for invalid values: a missing key or `null` is the
    /// default too.
    public func decode<P>(_ type: DefaultOnInvalid<P>.Type, forKey key: Key) throws -> DefaultOnInvalid<P> where P.Value: Decodable {
        try decodeIfPresent(type, forKey: key) ?? DefaultOnInvalid()
    }
}
