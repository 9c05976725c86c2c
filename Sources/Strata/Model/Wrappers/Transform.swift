/// Converts a property's value with a transformer when it is decoded and encoded.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Repository: Codable {
///     @Transform<URLTransformer> var homepage: URL
///     @Transform<ISO8601DateTransformer?> var pushedAt: Date?
///     @Transform(NumberStringTransformer<Int>.self) var stars = 0
/// }
///
/// let json = #"{"homepage": "https://example.com", "pushedAt": "2011-04-22T13:33:48Z", "stars": "42"}"#
/// let repository = try JSONDecoder().decode(Repository.self, from: Data(json.utf8))
/// print(repository.stars, repository.homepage.host ?? "")
/// // Prints "42 example.com"
/// ```
///
/// Write `@Transform<X>` for a property without a default value, and
/// `@Transform(X.self)` for one with a default: Swift accepts arguments in a property
/// wrapper attribute only on a property that has an initial value.
///
/// The transformer is named by its type, so the conversion lives in the property's type
/// and works under any `Decoder` and `Encoder`, Foundation's included. A transformer
/// that rejects its input throws `DecodingError.dataCorrupted` at the property's coding
/// path, with the ``TransformerError`` as the underlying error.
///
/// Use an optional transformer type (`URLTransformer?.self`) for an optional property:
/// a missing key or `null` becomes `nil`, and `nil` is not written.
@propertyWrapper
public struct Transform<T: ParameterlessTransformer> {
    /// The property's value.
    public var wrappedValue: T.Value

    /// Wraps a value.
    public init(wrappedValue: T.Value, _ transformer: T.Type) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps a value (for memberwise initializers and tests).
    public init(wrappedValue: T.Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Transform: Decodable {
    /// Decodes the JSON value and converts it with the transformer.
    public init(from decoder: any Decoder) throws {
        let json = try T.JSONType(from: decoder)
        do {
            wrappedValue = try T().transform(json)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(T.self) rejected \(TransformerError.describe(json))", underlyingError: error))
        }
    }
}

extension Transform: Encodable {
    /// Converts the value back with the transformer and encodes the result.
    public func encode(to encoder: any Encoder) throws {
        let json: T.JSONType
        do {
            json = try T().reverseTransform(wrappedValue)
        } catch {
            throw EncodingError.invalidValue(
                wrappedValue as Any,
                EncodingError.Context(
                    codingPath: encoder.codingPath, debugDescription: "\(T.self) could not write the value as JSON",
                    underlyingError: error))
        }
        try json.encode(to: encoder)
    }
}

extension Transform: Equatable where T.Value: Equatable {}
extension Transform: Hashable where T.Value: Hashable {}
extension Transform: Sendable where T.Value: Sendable {}

extension KeyedDecodingContainer {
    /// Decodes an optionally transformed property: a missing key or `null` is `nil`.
    ///
    /// Synthesized `init(from:)` calls this overload for properties written
    /// `@Transform(X?.self)`, so that a missing key is not an error.
    public func decode<T>(_ type: Transform<T?>.Type, forKey key: Key) throws -> Transform<T?> {
        guard let json = try decodeIfPresent(T.JSONType.self, forKey: key) else {
            return Transform(wrappedValue: nil)
        }
        do {
            return Transform(wrappedValue: try T().transform(json))
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath + [key], debugDescription: "\(T.self) rejected \(TransformerError.describe(json))", underlyingError: error)
            )
        }
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optionally transformed property; `nil` is handed to
    /// `encodeIfPresent`, as synthesized code does for plain optionals, so the key is
    /// left out (or written as `null` under ``NilEncodingStrategy/explicitNull``).
    public mutating func encode<T>(_ value: Transform<T?>, forKey key: Key) throws {
        guard let wrapped = value.wrappedValue else { return try encodeIfPresent(T.JSONType?.none, forKey: key) }
        let json: T.JSONType
        do {
            json = try T().reverseTransform(wrapped)
        } catch {
            throw EncodingError.invalidValue(
                wrapped as Any,
                EncodingError.Context(
                    codingPath: codingPath + [key], debugDescription: "\(T.self) could not write the value as JSON",
                    underlyingError: error))
        }
        try encode(json, forKey: key)
    }
}
