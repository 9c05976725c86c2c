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
public struct JSONAdapter: Sendable {
    /// The decoder models are read with.
    public let decoder: StrataJSONDecoder
    /// The encoder models are written with.
    public let encoder: StrataJSONEncoder

    /// An adapter with the given coders (by default, Strata's with Foundation's
    /// defaults).
    public init(decoder: StrataJSONDecoder = StrataJSONDecoder(), encoder: StrataJSONEncoder = StrataJSONEncoder()) {
        self.decoder = decoder
        self.encoder = encoder
    }

    /// The adapter the static methods use.
    public static let standard = JSONAdapter()

    // MARK: Models from JSON

    /// A model from JSON `Data` (an object, or whatever the model's `Codable` reads).
    public func model<Model: JSONSerializing>(_ type: Model.Type, from data: Data) throws -> Model {
        try decoder.decode(type, from: data)
    }

    /// A model from JSON bytes.
    public func model<Model: JSONSerializing>(_ type: Model.Type, from bytes: [UInt8]) throws -> Model {
        try decoder.decode(type, from: bytes)
    }

    /// A model from a ``JSONValue``.
    public func model<Model: JSONSerializing>(_ type: Model.Type, from value: JSONValue) throws -> Model {
        try decoder.decode(type, from: value)
    }

    /// A model from a Foundation dictionary, such as `JSONSerialization` returns
    /// (Mantle's `modelOfClass:fromJSONDictionary:error:`).
    ///
    /// - Throws: `DecodingError`, as every decoding entry point: `dataCorrupted` at its
    ///   coding path for a value JSON cannot hold (a `Date`, a custom object, a dictionary
    ///   whose keys are not strings), with the ``JSONValue/ConversionError`` as its
    ///   underlying error. Messages name key paths, never lines and columns: there is no
    ///   JSON text.
    public func model<Model: JSONSerializing>(_ type: Model.Type, fromJSONDictionary dictionary: [String: Any]) throws -> Model {
        try decoder.decode(type, from: Self.jsonValue(fromFoundationObject: dictionary))
    }

    /// A model from the value at `path` inside JSON `Data`, for responses that wrap the
    /// model in an envelope (`{"data": {"issue": {…}}, "meta": …}`). Errors locate
    /// problems from the document's root, as with `StrataJSONDecoder.decode(_:from:at:)`.
    public func model<Model: JSONSerializing>(_ type: Model.Type, from data: Data, at path: JSONKeyPath) throws -> Model {
        try decoder.decode(type, from: data, at: path)
    }

    /// Models from the JSON array at `path` inside JSON `Data` (`"data.items"`).
    public func models<Model: JSONSerializing>(_ type: Model.Type, fromJSONArray data: Data, at path: JSONKeyPath) throws -> [Model] {
        try decoder.decode([Model].self, from: data, at: path)
    }

    /// A model from JSON `Data`, listing every problem of the document in `report` (see
    /// ``DecodingReport``): the model when no problem failed the decode, the first failure
    /// otherwise.
    public func model<Model: JSONSerializing>(_ type: Model.Type, from data: Data, report: inout DecodingReport) throws -> Model {
        try decoder.decode(type, from: data, report: &report)
    }

    /// Models from a JSON array in `Data` (Mantle's `modelsOfClass:fromJSONArray:error:`).
    public func models<Model: JSONSerializing>(_ type: Model.Type, fromJSONArray data: Data) throws -> [Model] {
        try decoder.decode([Model].self, from: data)
    }

    /// Models from a ``JSONValue`` array.
    public func models<Model: JSONSerializing>(_ type: Model.Type, fromJSONArray value: JSONValue) throws -> [Model] {
        try decoder.decode([Model].self, from: value)
    }

    /// Models from a Foundation array of dictionaries.
    ///
    /// - Throws: `DecodingError`, as ``model(_:fromJSONDictionary:)-method``.
    public func models<Model: JSONSerializing>(_ type: Model.Type, fromJSONArray array: [Any]) throws -> [Model] {
        try decoder.decode([Model].self, from: Self.jsonValue(fromFoundationObject: array))
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
    public func jsonData<Model: JSONSerializing>(from model: Model) throws -> Data {
        try encoder.encode(model)
    }

    /// A model as a ``JSONValue``.
    public func jsonValue<Model: JSONSerializing>(from model: Model) throws -> JSONValue {
        try encoder.encode(model)
    }

    /// A model as a Foundation dictionary (Mantle's `JSONDictionaryFromModel:error:`).
    ///
    /// - Throws: `EncodingError.invalidValue` if the model does not encode as an object.
    public func jsonDictionary<Model: JSONSerializing>(from model: Model) throws -> [String: Any] {
        let value = try jsonValue(from: model)
        guard let dictionary = value.foundationObject as? [String: Any] else {
            throw EncodingError.invalidValue(
                model,
                EncodingError.Context(
                    codingPath: [], debugDescription: "\(Model.self) encodes as \(value.kind), not as an object."))
        }
        return dictionary
    }

    /// Models as a JSON array in `Data`.
    public func jsonData<Model: JSONSerializing>(from models: [Model]) throws -> Data {
        try encoder.encode(models)
    }

    /// Models as a ``JSONValue`` array.
    public func jsonValue<Model: JSONSerializing>(from models: [Model]) throws -> JSONValue {
        try encoder.encode(models)
    }

    /// Models as a Foundation array (Mantle's `JSONArrayFromModels:error:`).
    public func jsonArray<Model: JSONSerializing>(from models: [Model]) throws -> [Any] {
        (try jsonValue(from: models).foundationObject as? [Any]) ?? []
    }
}

extension JSONAdapter {
    /// A model from JSON `Data`, with the standard adapter.
    public static func model<Model: JSONSerializing>(_ type: Model.Type, from data: Data) throws -> Model {
        try standard.model(type, from: data)
    }

    /// A model from JSON bytes, with the standard adapter.
    public static func model<Model: JSONSerializing>(_ type: Model.Type, from bytes: [UInt8]) throws -> Model {
        try standard.model(type, from: bytes)
    }

    /// A model from a ``JSONValue``, with the standard adapter.
    public static func model<Model: JSONSerializing>(_ type: Model.Type, from value: JSONValue) throws -> Model {
        try standard.model(type, from: value)
    }

    /// A model from a Foundation dictionary, with the standard adapter.
    public static func model<Model: JSONSerializing>(_ type: Model.Type, fromJSONDictionary dictionary: [String: Any]) throws -> Model {
        try standard.model(type, fromJSONDictionary: dictionary)
    }

    /// A model from the value at `path` inside JSON `Data`, with the standard adapter.
    public static func model<Model: JSONSerializing>(_ type: Model.Type, from data: Data, at path: JSONKeyPath) throws -> Model {
        try standard.model(type, from: data, at: path)
    }

    /// Models from the JSON array at `path` inside JSON `Data`, with the standard adapter.
    public static func models<Model: JSONSerializing>(_ type: Model.Type, fromJSONArray data: Data, at path: JSONKeyPath) throws -> [Model] {
        try standard.models(type, fromJSONArray: data, at: path)
    }

    /// A model from JSON `Data`, listing every problem in `report`, with the standard
    /// adapter.
    public static func model<Model: JSONSerializing>(_ type: Model.Type, from data: Data, report: inout DecodingReport) throws -> Model {
        try standard.model(type, from: data, report: &report)
    }

    /// Models from a JSON array, with the standard adapter.
    public static func models<Model: JSONSerializing>(_ type: Model.Type, fromJSONArray data: Data) throws -> [Model] {
        try standard.models(type, fromJSONArray: data)
    }

    /// Models from a ``JSONValue`` array, with the standard adapter.
    public static func models<Model: JSONSerializing>(_ type: Model.Type, fromJSONArray value: JSONValue) throws -> [Model] {
        try standard.models(type, fromJSONArray: value)
    }

    /// Models from a Foundation array, with the standard adapter.
    public static func models<Model: JSONSerializing>(_ type: Model.Type, fromJSONArray array: [Any]) throws -> [Model] {
        try standard.models(type, fromJSONArray: array)
    }

    /// A model as JSON `Data`, with the standard adapter.
    public static func jsonData<Model: JSONSerializing>(from model: Model) throws -> Data {
        try standard.jsonData(from: model)
    }

    /// A model as a ``JSONValue``, with the standard adapter.
    public static func jsonValue<Model: JSONSerializing>(from model: Model) throws -> JSONValue {
        try standard.jsonValue(from: model)
    }

    /// A model as a Foundation dictionary, with the standard adapter.
    public static func jsonDictionary<Model: JSONSerializing>(from model: Model) throws -> [String: Any] {
        try standard.jsonDictionary(from: model)
    }

    /// Models as a JSON array, with the standard adapter.
    public static func jsonData<Model: JSONSerializing>(from models: [Model]) throws -> Data {
        try standard.jsonData(from: models)
    }

    /// Models as a ``JSONValue`` array, with the standard adapter.
    public static func jsonValue<Model: JSONSerializing>(from models: [Model]) throws -> JSONValue {
        try standard.jsonValue(from: models)
    }

    /// Models as a Foundation array, with the standard adapter.
    public static func jsonArray<Model: JSONSerializing>(from models: [Model]) throws -> [Any] {
        try standard.jsonArray(from: models)
    }
}
