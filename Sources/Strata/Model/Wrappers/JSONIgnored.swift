/// Keeps a property out of JSON: decoding leaves its default value, encoding never
/// writes it. Mantle maps such properties to `NSNull`; JSONModel calls them `Ignore`.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Issue: JSONSerializing {
///     var title = ""
///     @JSONIgnored var retrievedAt = Date.distantPast
///     static let prototype: Issue? = Issue()
/// }
///
/// let issue = try JSONAdapter().model(Issue.self, from: Data(#"{"title": "Found a bug", "retrievedAt": 0}"#.utf8))
/// print(issue.retrievedAt == .distantPast)
/// // Prints "true"
/// print(String(decoding: try JSONAdapter().jsonData(from: issue), as: UTF8.self))
/// // Prints "{"title":"Found a bug"}"
/// ```
///
/// A model that declares `CodingKeys` needs no wrapper for this: a property with a
/// default value that `CodingKeys` leaves out keeps its default, under every coder.
///
/// The default value comes from the model's ``JSONSerializing/prototype`` (the same
/// constraint as ``JSONKey``: synthesized `init(from:)` cannot see the value written at
/// the declaration). An optional property needs no prototype: it decodes as `nil`.
/// Encoding leaves the key out under any encoder; decoding needs Strata's decoders.
@propertyWrapper
public struct JSONIgnored<Value> {
    /// The property's value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension JSONIgnored: Equatable where Value: Equatable {}
extension JSONIgnored: Hashable where Value: Hashable {}
extension JSONIgnored: Sendable where Value: Sendable {}

extension JSONIgnored: Decodable {
    /// Strata's decoders supply the default without calling this; any other decoder
    /// can only supply `nil`, for an optional property.
    public init(from decoder: any Decoder) throws {
        if let none = (Value.self as? any OptionalMarker.Type)?.nilValue as? Value {
            wrappedValue = none
            return
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription:
                    "@JSONIgnored on a non-optional property needs Strata's decoder (StrataJSONDecoder or JSONAdapter), which takes the default value from the model's prototype."
            ))
    }
}

extension JSONIgnored: Encodable {
    /// Encodes nothing; keyed containers leave the key out altogether.
    public func encode(to encoder: any Encoder) throws {}
}

extension KeyedEncodingContainer {
    /// Leaves an ignored property out, under any encoder.
    public mutating func encode<Value>(_ value: JSONIgnored<Value>, forKey key: Key) throws {}
}

extension JSONIgnored: JSONIgnoredWrapper {
    static var valueType: Any.Type { Value.self }
    static var valueIsOptional: Bool { Value.self is any OptionalMarker.Type }
    var anyWrappedValue: Any { wrappedValue }

    static func make(wrapping value: Any?) -> JSONIgnored? {
        if let value = value as? Value { return JSONIgnored(wrappedValue: value) }
        if value == nil, let none = (Value.self as? any OptionalMarker.Type)?.nilValue as? Value {
            return JSONIgnored(wrappedValue: none)
        }
        return nil
    }
}
