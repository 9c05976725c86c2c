import Foundation

/// Models from JSON and JSON from models: the front door of the model layer, as
/// Mantle's `MTLJSONAdapter`.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Repository: JSONSerializing, Equatable {
///     var name: String
///     var ownerLogin: String
///     var pushedAt: Date
///
///     enum CodingKeys: String, CodingKey {
///         case name
///         case ownerLogin = "owner.login"
///         case pushedAt = "pushed_at"
///     }
/// }
///
/// let data = Data(#"{"name": "Hello-World", "owner": {"login": "octocat"}, "pushed_at": "2011-01-26T19:06:43Z"}"#.utf8)
/// let decoder = StrataJSONDecoder()
/// decoder.dateDecodingStrategy = .iso8601
/// let encoder = StrataJSONEncoder()
/// encoder.dateEncodingStrategy = .iso8601
/// encoder.outputFormatting = .sortedKeys
/// let adapter = JSONAdapter(decoder: decoder, encoder: encoder)
///
/// let repository = try adapter.model(Repository.self, from: data)
/// let body = try adapter.jsonData(from: repository)
/// print(String(decoding: body, as: UTF8.self))
/// // Prints "{"name":"Hello-World","owner":{"login":"octocat"},"pushed_at":"2011-01-26T19:06:43Z"}"
/// let again = try adapter.model(Repository.self, from: body)
/// precondition(again == repository)   // a round trip
/// ```
///
/// Decoding runs each model's ``JSONSerializing/didDecode()`` and
/// ``JSONSerializing/validate()``; encoding honours
/// ``JSONSerializing/serializableKeys``.
///
/// An adapter is a ``StrataJSONDecoder`` and a ``StrataJSONEncoder`` in one value, with
/// the model layer's vocabulary: its methods are the coders' own, and give the same
/// results. Use the coders themselves where code takes Foundation's `JSONDecoder` and
/// `JSONEncoder`, and for what only they do (PATCH bodies with
/// ``StrataJSONEncoder/encodeChanges(from:to:)``, streams); use an adapter for models to
/// and from `JSONValue` trees and Foundation objects, and where one value should carry
/// both configurations. Any `Codable` type works with it, arrays and dictionaries of
/// models included: `adapter.model([Issue].self, from: data)`.
public struct JSONAdapter: Sendable {
    /// The decoder models are read with.
    public let decoder: StrataJSONDecoder
    /// The encoder models are written with.
    public let encoder: StrataJSONEncoder

    /// An adapter with the given coders (by default, Strata's with Foundation's
    /// defaults). Making one costs two small objects; keep it where it is used often.
    public init(decoder: StrataJSONDecoder = StrataJSONDecoder(), encoder: StrataJSONEncoder = StrataJSONEncoder()) {
        self.decoder = decoder
        self.encoder = encoder
    }

    // MARK: Models from JSON

    /// A model from JSON: `Data`, bytes, text or a ``JSONValue`` (see ``JSONInput``).
    /// The JSON is an object, or whatever the model's `Codable` reads; for an array of
    /// models, ask for an array (Mantle's `modelsOfClass:fromJSONArray:error:`).
    public func model<Model: Decodable>(_ type: Model.Type, from input: some JSONInput) throws -> Model {
        try decoder.decode(type, from: input)
    }

    /// A model from the value at `path` inside JSON, for responses that wrap the model in
    /// an envelope (`{"data": {"issue": {…}}, "meta": …}`). Errors locate problems from
    /// the document's root, as with ``StrataJSONDecoder/decode(_:from:at:)``.
    public func model<Model: Decodable>(_ type: Model.Type, from input: some JSONInput, at path: JSONKeyPath) throws -> Model {
        try decoder.decode(type, from: input, at: path)
    }

    /// A model from JSON, listing every problem of the document in `report` (see
    /// ``DecodingReport``): the model when no problem failed the decode, the first failure
    /// otherwise.
    public func model<Model: Decodable>(_ type: Model.Type, from input: some JSONInput, report: inout DecodingReport) throws -> Model {
        try decoder.decode(type, from: input, report: &report)
    }

    /// A model from the value at `path` inside JSON, listing every problem in `report`.
    public func model<Model: Decodable>(
        _ type: Model.Type, from input: some JSONInput, at path: JSONKeyPath, report: inout DecodingReport
    ) throws -> Model {
        try decoder.decode(type, from: input, at: path, report: &report)
    }

    /// A model from Foundation objects, such as `JSONSerialization` returns: a
    /// `[String: Any]` dictionary, or an `[Any]` array for an array of models (Mantle's
    /// `modelOfClass:fromJSONDictionary:error:` and `modelsOfClass:fromJSONArray:error:`).
    ///
    /// - Throws: `DecodingError`, as every decoding entry point: `dataCorrupted` at its
    ///   coding path for a value JSON cannot hold (a `Date`, a custom object, a dictionary
    ///   whose keys are not strings), with the ``JSONValue/ConversionError`` as its
    ///   underlying error. Messages name key paths, never lines and columns: there is no
    ///   JSON text.
    public func model<Model: Decodable>(_ type: Model.Type, fromFoundationObject object: Any) throws -> Model {
        try decoder.decode(type, from: Self.jsonValue(fromFoundationObject: object))
    }

    /// Foundation objects as a tree, with a value JSON cannot hold reported as the
    /// decoders report bad input: `DecodingError.dataCorrupted` at its coding path.
    static func jsonValue(fromFoundationObject object: Any) throws -> JSONValue {
        do {
            return try JSONValue(foundationObject: object)
        } catch let error as JSONValue.ConversionError {
            let path: [any CodingKey] = error.steps.map { step in
                if let index = step.index { return IndexCodingKey(index) }
                return StringCodingKey(step.key)
            }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path, debugDescription: "The Foundation object is not JSON", underlyingError: error))
        }
    }

    // MARK: JSON from models

    /// A model as JSON `Data`.
    public func jsonData<Model: Encodable>(from model: Model) throws -> Data {
        try encoder.encode(model)
    }

    /// A model as a ``JSONValue``.
    public func jsonValue<Model: Encodable>(from model: Model) throws -> JSONValue {
        try encoder.encodeTree(model)
    }

    /// A model as Foundation objects, as `JSONSerialization` would give them: a
    /// `[String: Any]` for a model that encodes as an object, an `[Any]` for an array
    /// (Mantle's `JSONDictionaryFromModel:error:` and `JSONArrayFromModels:error:`). See
    /// ``JSONValue/foundationObject`` for the types of the values.
    public func foundationObject<Model: Encodable>(from model: Model) throws -> Any {
        try jsonValue(from: model).foundationObject
    }
}
