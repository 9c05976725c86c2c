/// A model that keeps the keys of its JSON object that it does not declare, and writes
/// them back, so that decoding and encoding again loses nothing.
///
/// ```swift
/// import Strata
///
/// struct Profile: JSONSerializing, KeepsUnknownKeys {
///     var name: String
///     var unknownKeys = UnknownKeys()
/// }
///
/// let profile = try JSONAdapter().model(Profile.self, from: JSONValue(parsing: #"{"name": "Ann", "theme": "dark", "beta": true}"#))
/// print(profile.unknownKeys.members.keys)
/// // Prints "["theme", "beta"]"
/// let encoder = StrataJSONEncoder()
/// encoder.outputFormatting = .sortedKeys
/// print(String(decoding: try encoder.encode(profile), as: UTF8.self))
/// // Prints "{"beta":true,"name":"Ann","theme":"dark"}"
/// ```
///
/// The `unknownKeys` property itself is never read from or written to JSON under its own
/// name, by any coder. Strata's decoders fill it after decoding the model; Strata's
/// encoders write its members after the model's own, under their keys as they were read
/// (no key strategy converts them). Under Foundation's coders it stays empty.
public protocol KeepsUnknownKeys: JSONSerializing {
    /// The members of the model's object that the model did not read.
    var unknownKeys: UnknownKeys { get set }
}

/// The members of a JSON object that a ``KeepsUnknownKeys`` model does not declare.
public struct UnknownKeys: Codable, Hashable, Sendable {
    /// The members, in the order the JSON had them.
    public var members: JSONObject

    /// No members.
    public init() {
        members = JSONObject()
    }

    /// The given members.
    public init(_ members: JSONObject) {
        self.members = members
    }

    /// Reads an object's members (where it is not a model's property).
    public init(from decoder: any Decoder) throws {
        guard case .object(let object) = try JSONValue(from: decoder) else {
            throw DecodingError.typeMismatch(
                JSONObject.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Expected an object of unknown keys."))
        }
        members = object
    }

    /// Writes the members as an object (where it is not a model's property).
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.object(members).encode(to: encoder)
    }
}

extension KeyedDecodingContainer {
    /// A model's unknown keys are never read under their own key; Strata's decoders fill
    /// them after the model is decoded.
    public func decode(_ type: UnknownKeys.Type, forKey key: Key) throws -> UnknownKeys {
        UnknownKeys()
    }
}

extension KeyedEncodingContainer {
    /// A model's unknown keys are never written under their own key; Strata's encoders
    /// write their members into the model's object.
    public mutating func encode(_ value: UnknownKeys, forKey key: Key) throws {}
}

/// The closures that store and read a model's kept keys, for the coders.
enum KeptUnknownKeys {
    static func store<Model: JSONSerializing>(for type: Model.Type) -> ((Any, JSONObject) -> Any)? {
        guard let keeping = type as? any KeepsUnknownKeys.Type else { return nil }
        return make(keeping)
    }

    private static func make<Model: KeepsUnknownKeys>(_ type: Model.Type) -> (Any, JSONObject) -> Any {
        { value, members in
            guard var model = value as? Model else { return value }
            model.unknownKeys = UnknownKeys(members)
            return model
        }
    }

    static func stored<Model: JSONSerializing>(for type: Model.Type) -> ((Any) -> JSONObject?)? {
        guard type is any KeepsUnknownKeys.Type else { return nil }
        return { value in (value as? any KeepsUnknownKeys)?.unknownKeys.members }
    }
}
