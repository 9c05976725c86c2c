/// How Strata's encoders write a property whose optional value is `nil`.
///
/// ```swift
/// import Strata
///
/// struct Profile: Codable {
///     var name: String
///     var nickname: String?
/// }
///
/// let encoder = StrataJSONEncoder()
/// print(String(decoding: try encoder.encode(Profile(name: "Mona", nickname: nil)), as: UTF8.self))
/// // Prints "{"name":"Mona"}"
/// encoder.nilEncodingStrategy = .explicitNull
/// print(String(decoding: try encoder.encode(Profile(name: "Mona", nickname: nil)), as: UTF8.self))
/// // Prints "{"name":"Mona","nickname":null}"
/// ```
///
/// The strategy applies where Swift's synthesized `encode(to:)` calls
/// `encodeIfPresent`: optional stored properties, optional ``Transform`` and ``JSONKey``
/// properties. Elements of arrays are always written, `nil` as `null`, as Foundation
/// does. A ``JSONSerializing`` model can choose for its own properties with
/// ``JSONSerializing/nilEncodingStrategy``.
public enum NilEncodingStrategy: Sendable, Hashable {
    /// Leaves the key out, as Foundation's `JSONEncoder` does (the default).
    case omit
    /// Writes the key with the value `null`, as Mantle writes every mapped property.
    case explicitNull
}
