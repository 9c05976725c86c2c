/// A model that adjusts its own JSON object after encoding it: adds members (a computed
/// `"full_name"`), removes them (empty arrays), renames them, or wraps itself in an
/// envelope. Mantle's `JSONDictionaryFromModel:` customization, per model.
///
/// ```swift
/// import Strata
///
/// struct Person: JSONSerializing, AdjustsEncodedJSON {
///     var firstName: String
///     var lastName: String
///     var tags: [String]
///
///     func adjustEncodedJSON(_ json: inout JSONObject) throws {
///         json["full_name"] = .string("\(firstName) \(lastName)")
///         if tags.isEmpty { json["tags"] = nil }
///     }
/// }
///
/// let encoder = StrataJSONEncoder()
/// encoder.outputFormatting = .sortedKeys
/// let team = ["lead": Person(firstName: "Ada", lastName: "Lovelace", tags: [])]
/// print(String(decoding: try encoder.encode(team), as: UTF8.self))
/// // Prints "{"lead":{"firstName":"Ada","full_name":"Ada Lovelace","lastName":"Lovelace"}}"
/// ```
///
/// Strata's encoders (``StrataJSONEncoder``, ``JSONAdapter``, and the PATCH bodies of
/// ``StrataJSONEncoder/encodeChanges(from:to:)``) call it for every value of the
/// model wherever it is: at the top level, nested in another model, as an element of an
/// array or a value of a dictionary, as a cluster's variant. It receives the object the
/// model wrote — its members after key strategies, key paths and transformers, and its
/// kept ``UnknownKeys`` — and what it leaves is written. A cluster writes its discriminator
/// into the variant's object after the hook, so the hook cannot lose it; a model that
/// encodes as something other than an object is written as it is, without the hook.
///
/// It does not run for versioned archives (``ModelArchive`` keeps the model as it is, to
/// read it back), for ``JSONSerializing/dictionaryValue()``, nor under Foundation's
/// `JSONEncoder`, which calls the model's `encode(to:)` and nothing else. Decoding reads
/// JSON as the model's `init(from:)` does: a hook that changes the object's shape needs the
/// same change undone before decoding.
///
/// The hook costs what it does only where it is adopted: such a model is built as a tree
/// to be adjusted, while every other value is streamed.
public protocol AdjustsEncodedJSON: JSONSerializing {
    /// Adjusts the JSON object this model encoded to. An error thrown here fails the
    /// encode with `EncodingError.invalidValue` at the model's coding path.
    func adjustEncodedJSON(_ json: inout JSONObject) throws
}

/// The closure that runs a model's hook, for the coders.
enum EncodedJSONAdjustment {
    static func closure<Model: JSONSerializing>(for type: Model.Type) -> ((Any, inout JSONObject) throws -> Void)? {
        guard let adjusting = type as? any AdjustsEncodedJSON.Type else { return nil }
        return make(adjusting)
    }

    private static func make<Model: AdjustsEncodedJSON>(_ type: Model.Type) -> (Any, inout JSONObject) throws -> Void {
        { value, json in
            guard let model = value as? Model else { return }
            try model.adjustEncodedJSON(&json)
        }
    }
}
