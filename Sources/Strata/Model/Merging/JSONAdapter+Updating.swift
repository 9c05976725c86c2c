import Foundation

/// Partial updates, and a model's JSON reduced to some keys, through the adapter's coders.
extension JSONAdapter {
    /// Updates `model` in place from JSON that may hold only some of its properties;
    /// see ``StrataJSONDecoder/update(_:from:)`` (JSONModel's
    /// `-mergeFromDictionary:useKeyMapping:error:`).
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
    /// try JSONAdapter().update(&issue, from: #"{"body": null, "comments": 3}"#)
    /// precondition(issue == Issue(title: "Crash", body: nil, comments: 3))
    /// ```
    public func update<Model: Decodable & Encodable>(_ model: inout Model, from input: some JSONInput) throws {
        try decoder.update(&model, from: input)
    }

    /// Updates `model` in place from Foundation objects, such as `JSONSerialization`
    /// returns (JSONModel's `-mergeFromDictionary:useKeyMapping:error:`).
    public func update<Model: Decodable & Encodable>(_ model: inout Model, fromFoundationObject object: Any) throws {
        try decoder.update(&model, from: Self.jsonValue(fromFoundationObject: object))
    }

    /// The model's JSON with only the given coding keys (JSONModel's
    /// `-toDictionaryWithKeys:`); a dotted key keeps the value at that key path. Keys the
    /// model does not write are left out.
    public func jsonValue<Model: Encodable>(from model: Model, keys: Set<String>) throws -> JSONValue {
        let whole = try jsonValue(from: model)
        var selected = JSONValue.object(JSONObject())
        for key in keys.sorted() {
            let path = JSONKeyPath(parsing: key)
            if let value = whole[path: path] { selected[path: path] = value }
        }
        return selected
    }
}
