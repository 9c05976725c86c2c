/// A field that tells apart a key the JSON leaves out, a key set to `null` and a key
/// with a value — what an optional cannot, and what a PATCH body needs.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct ProfileChanges: Codable {
///     var name: Tristate<String> = .missing
///     var nickname: Tristate<String> = .missing
///     var bio: Tristate<String> = .missing
/// }
///
/// let changes = try JSONDecoder().decode(ProfileChanges.self, from: Data(#"{"name":"Mona","nickname":null}"#.utf8))
/// precondition(changes.name == .value("Mona") && changes.nickname == .null && changes.bio == .missing)
///
/// let encoder = JSONEncoder()
/// encoder.outputFormatting = .sortedKeys
/// print(String(decoding: try encoder.encode(changes), as: UTF8.self))
/// // Prints "{"name":"Mona","nickname":null}"
/// ```
///
/// As a property of a `Codable` type with synthesized conformance it decodes and
/// encodes faithfully under any coder — Foundation's `JSONDecoder` and `JSONEncoder`
/// as well as Strata's — through overloads on `KeyedDecodingContainer` and
/// `KeyedEncodingContainer` that synthesized code calls: a missing key decodes as
/// ``missing`` and ``missing`` writes no key; `null` decodes as ``null`` and ``null``
/// writes `null`. Key paths (`case name = "profile.name"`) work as for any property
/// under Strata's coders.
///
/// Outside a keyed container (an element of an array, a top-level value) there is no
/// key to leave out: ``missing`` is written as `null`, and decoding never makes it.
public enum Tristate<Value> {
    /// The key is absent.
    case missing
    /// The key is present with the value `null`.
    case null
    /// The key is present with a value.
    case value(Value)

    /// ``null`` for `nil`, else ``value(_:)``.
    public init(_ optional: Value?) {
        self = optional.map(Tristate.value) ?? .null
    }

    /// The value, or `nil` for ``missing`` and ``null``.
    public var valueIfPresent: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// Whether this is ``missing``.
    public var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }

    /// Whether this is ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension Tristate: Equatable where Value: Equatable {}
extension Tristate: Hashable where Value: Hashable {}
extension Tristate: Sendable where Value: Sendable {}

extension Tristate: Decodable where Value: Decodable {
    /// Decodes ``null`` or ``value(_:)`` from a single value (an array element, a
    /// top-level value). As a property, the key decides first; see ``Tristate``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Value.self))
    }
}

extension Tristate: Encodable where Value: Encodable {
    /// Encodes ``value(_:)`` as the value, and ``null`` and ``missing`` as `null`. As a
    /// property, ``missing`` writes no key; see ``Tristate``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .value(let value) = self {
            try container.encode(value)
        } else {
            try container.encodeNil()
        }
    }
}

extension KeyedDecodingContainer {
    /// Decodes a ``Tristate`` property: ``Tristate/missing`` when the key is absent,
    /// ``Tristate/null`` for `null`, the value otherwise. Synthesized `init(from:)` calls
    /// this overload, under any decoder.
    public func decode<Value: Decodable>(_ type: Tristate<Value>.Type, forKey key: Key) throws -> Tristate<Value> {
        guard contains(key) else { return .missing }
        if try decodeNil(forKey: key) { return .null }
        return .value(try decode(Value.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// Encodes a ``Tristate`` property: no key for ``Tristate/missing``, `null` for
    /// ``Tristate/null``, the value otherwise. Synthesized `encode(to:)` calls this
    /// overload, under any encoder.
    public mutating func encode<Value: Encodable>(_ value: Tristate<Value>, forKey key: Key) throws {
        switch value {
        case .missing: return
        case .null: try encodeNil(forKey: key)
        case .value(let value): try encode(value, forKey: key)
        }
    }
}
