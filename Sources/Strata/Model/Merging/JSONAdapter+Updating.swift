import Foundation

/// Partial updates and PATCH bodies through the adapter's coders.
extension JSONAdapter {
    /// Updates `model` in place from JSON that may hold only some of its properties;
    /// see ``StrataJSONDecoder/update(_:from:)-(_,Data)`` (JSONModel's
    /// `-mergeFromDictionary:useKeyMapping:error:`, from `Data`).
    ///
    /// ```swift
    /// import Foundation
    /// import Strata
    ///
    /// struct Issue: JSONSerializing, Equatable {
    ///     var title: String
    ///     var body: String?
    ///     var comments: Int
    /// }
    ///
    /// var issue = Issue(title: "Crash", body: "It crashes", comments: 2)
    /// try JSONAdapter.update(&issue, from: Data(#"{"body": null, "comments": 3}"#.utf8))
    /// precondition(issue == Issue(title: "Crash", body: nil, comments: 3))
    /// ```
    public func update<Model: JSONSerializing>(_ model: inout Model, from data: Data) throws {
        try decoder.update(&model, from: data)
    }

    /// Updates `model` in place from a ``JSONValue``.
    public func update<Model: JSONSerializing>(_ model: inout Model, from value: JSONValue) throws {
        try decoder.update(&model, from: value)
    }

    /// Updates `model` in place from a Foundation dictionary, such as
    /// `JSONSerialization` returns (JSONModel's `-mergeFromDictionary:useKeyMapping:error:`).
    public func update<Model: JSONSerializing>(_ model: inout Model, fromJSONDictionary dictionary: [String: Any]) throws {
        try decoder.update(&model, from: JSONValue(foundationObject: dictionary))
    }

    /// What changed from `old` to `new`, as the JSON Merge Patch body of an HTTP
    /// `PATCH`; see ``StrataJSONEncoder/encodeChanges(from:to:)->Data``.
    public func jsonData<Model: JSONSerializing>(changesFrom old: Model, to new: Model) throws -> Data {
        try encoder.encodeChanges(from: old, to: new)
    }

    /// What changed from `old` to `new`, as a ``JSONValue`` merge patch.
    public func jsonValue<Model: JSONSerializing>(changesFrom old: Model, to new: Model) throws -> JSONValue {
        try encoder.encodeChanges(from: old, to: new)
    }

    /// The model's JSON with only the given coding keys (JSONModel's
    /// `-toDictionaryWithKeys:`); a dotted key keeps the value at that key path. Keys the
    /// model does not write are left out.
    public func jsonValue<Model: JSONSerializing>(from model: Model, keys: Set<String>) throws -> JSONValue {
        let whole = try jsonValue(from: model)
        var selected = JSONValue.object(JSONObject())
        for key in keys.sorted() {
            let path = JSONKeyPath(parsing: key)
            if let value = whole[path: path] { selected[path: path] = value }
        }
        return selected
    }
}

extension JSONAdapter {
    /// Updates `model` in place from JSON `Data`, with the standard adapter.
    public static func update<Model: JSONSerializing>(_ model: inout Model, from data: Data) throws {
        try standard.update(&model, from: data)
    }

    /// Updates `model` in place from a ``JSONValue``, with the standard adapter.
    public static func update<Model: JSONSerializing>(_ model: inout Model, from value: JSONValue) throws {
        try standard.update(&model, from: value)
    }

    /// Updates `model` in place from a Foundation dictionary, with the standard adapter.
    public static func update<Model: JSONSerializing>(_ model: inout Model, fromJSONDictionary dictionary: [String: Any]) throws {
        try standard.update(&model, fromJSONDictionary: dictionary)
    }

    /// What changed from `old` to `new` as a PATCH body, with the standard adapter.
    public static func jsonData<Model: JSONSerializing>(changesFrom old: Model, to new: Model) throws -> Data {
        try standard.jsonData(changesFrom: old, to: new)
    }

    /// What changed from `old` to `new` as a ``JSONValue``, with the standard adapter.
    public static func jsonValue<Model: JSONSerializing>(changesFrom old: Model, to new: Model) throws -> JSONValue {
        try standard.jsonValue(changesFrom: old, to: new)
    }

    /// The model's JSON with only the given coding keys, with the standard adapter.
    public static func jsonValue<Model: JSONSerializing>(from model: Model, keys: Set<String>) throws -> JSONValue {
        try standard.jsonValue(from: model, keys: keys)
    }
}
