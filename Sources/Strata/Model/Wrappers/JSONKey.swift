/// Maps a property to a JSON key path, inline: `@JSONKey("user.login")`.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Issue: JSONSerializing {
///     @JSONKey("user.login") var reporterLogin = ""
///     @JSONKey("login", "username") var author = ""   // tries "login", then "username"
///     var title = ""
///     static let prototype: Issue? = Issue()
/// }
///
/// let json = #"{"title": "Found a bug", "user": {"login": "octocat"}, "username": "hubot"}"#
/// let issue = try JSONAdapter().model(Issue.self, from: Data(json.utf8))
/// print(issue.reporterLogin, issue.author)
/// // Prints "octocat hubot"
/// ```
///
/// Decoding tries the paths in order and takes the first that exists; encoding writes
/// the first. Paths follow ``JSONKeyPath`` syntax (`labels.0.name`, `@odata\.context`).
/// In a coding path (of an error, or of the decoder a value inside sees) the path read is
/// one key, `user.login`, as a dotted coding key is; a missing property is `keyNotFound`
/// for its first path. See <doc:MappingKeyPaths>.
///
/// **The constraint.** Swift's synthesized `init(from:)` builds a wrapped property with
/// the wrapper type's own `init(from:)` and never hands it the arguments written at the
/// declaration, so no decoder can see `"user.login"` there. Strata learns the paths from
/// a prototype instance of the model, reflected once per type and cached: the model must
/// conform to ``JSONSerializing`` and provide ``JSONSerializing/prototype`` (with default
/// values for its properties, `static let prototype: Self? = Self()`). A model without
/// one fails on first use with an error that says so. `@JSONKey` needs Strata's coders
/// (``StrataJSONDecoder``, ``StrataJSONEncoder``, ``JSONAdapter``); other coders throw.
///
/// A coding key whose string is a dotted path (`case reporterLogin = "user.login"`) needs
/// no prototype; see <doc:MappingKeyPaths>.
@propertyWrapper
public struct JSONKey<Value> {
    /// The property's value.
    public var wrappedValue: Value
    /// The key paths, in the order decoding tries them.
    public let paths: [JSONKeyPath]

    /// Maps the property to `path`, and to each of `alternatives` when decoding finds no
    /// value at the ones before it.
    public init(wrappedValue: Value, _ path: JSONKeyPath, _ alternatives: JSONKeyPath...) {
        self.wrappedValue = wrappedValue
        paths = [path] + alternatives
    }

    init(wrappedValue: Value, paths: [JSONKeyPath]) {
        self.wrappedValue = wrappedValue
        self.paths = paths
    }
}

extension JSONKey: Equatable where Value: Equatable {
    /// Compares the values only.
    public static func == (lhs: JSONKey, rhs: JSONKey) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension JSONKey: Hashable where Value: Hashable {
    /// Hashes the value only.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension JSONKey: Sendable where Value: Sendable {}

extension JSONKey: Decodable where Value: Decodable {
    /// Strata's decoders read the property at its key paths and never call this; any
    /// other decoder would read it at the property's own name, so this throws instead.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription:
                    "@JSONKey needs Strata's decoder (StrataJSONDecoder or JSONAdapter): \(type(of: decoder)) cannot see the key paths written at the property."
            ))
    }
}

extension JSONKey: Encodable where Value: Encodable {
    /// Strata's encoders write the property at its first key path and never call
    /// this; any other encoder would write it at the property's own name, so this
    /// throws instead.
    public func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
            wrappedValue as Any,
            EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription:
                    "@JSONKey needs Strata's encoder (StrataJSONEncoder or JSONAdapter): \(type(of: encoder)) cannot write at the key paths written at the property."
            ))
    }
}

extension JSONKey: JSONKeyWrapper {
    static var valueType: Any.Type { Value.self }
    static var valueIsOptional: Bool { Value.self is any OptionalMarker.Type }
    var anyWrappedValue: Any { wrappedValue }

    static func make(wrapping value: Any?, paths: [JSONKeyPath]) -> JSONKey? {
        if let value = value as? Value { return JSONKey(wrappedValue: value, paths: paths) }
        if value == nil, let none = (Value.self as? any OptionalMarker.Type)?.nilValue as? Value {
            return JSONKey(wrappedValue: none, paths: paths)
        }
        return nil
    }
}
