/// One way a value fails a schema: which part of the value, which keyword of the schema,
/// and a message that says what was expected and what was found.
///
/// ```
/// At "/payload/size" (schema "/properties/payload/properties/size/minimum"): Expected a number of at least 0 but found -1 instead.
/// ```
public struct JSONSchemaFailure: Sendable, Hashable, CustomStringConvertible {
    /// The JSON Pointer of the failing value in the instance: `""` for the whole value,
    /// `/payload/commits/0/sha` for one inside it.
    public var instanceLocation: String
    /// The JSON Pointer of the failing keyword, along the path evaluation took through
    /// the schema, references included (`/properties/user/$ref/required`).
    public var keywordLocation: String
    /// The failing keyword's own location: the URI of its schema document with a JSON
    /// Pointer fragment (`https://example.com/user.json#/required`). Nil when the keyword
    /// is in the root schema and that schema has no URI (no `$id` and no
    /// ``JSONSchemaOptions/baseURI``), where ``keywordLocation`` already says where it is.
    public var absoluteKeywordLocation: String?
    /// The keyword that failed: `type`, `required`, `additionalProperties`.
    public var keyword: String
    /// What was expected and what was found, as a sentence.
    public var message: String

    /// Creates a failure.
    public init(instanceLocation: String, keywordLocation: String, absoluteKeywordLocation: String?, keyword: String, message: String) {
        self.instanceLocation = instanceLocation
        self.keywordLocation = keywordLocation
        self.absoluteKeywordLocation = absoluteKeywordLocation
        self.keyword = keyword
        self.message = message
    }

    /// The failure as a line: where in the value (`At "/login"`, or `At the root`), where
    /// in the schema, and the message.
    public var description: String {
        let place = instanceLocation.isEmpty ? "At the root" : "At \"\(MessageQuoting.abridged(instanceLocation))\""
        return "\(place) (schema \"\(MessageQuoting.abridged(keywordLocation))\"): \(message)"
    }

    /// The failure as an output unit of the specification's output formats.
    var outputUnit: JSONValue {
        var unit: JSONObject = [
            "keywordLocation": .string(keywordLocation),
            "instanceLocation": .string(instanceLocation),
        ]
        if let absoluteKeywordLocation { unit["absoluteKeywordLocation"] = .string(absoluteKeywordLocation) }
        unit["error"] = .string(message)
        return .object(unit)
    }
}
