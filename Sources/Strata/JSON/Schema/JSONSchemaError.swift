/// The error thrown when a schema cannot be compiled: a keyword whose value is not what
/// the dialect allows, a reference to a document that is not registered, a pattern
/// Strata's regex engine does not run, a dialect or vocabulary it does not know.
///
/// Every error names the keyword and where it is: the document (its `$id`, or the URI it
/// was registered at) and the JSON Pointer of the schema that holds the keyword.
///
/// ```
/// The keyword "minLength" at "/properties/login" must be a non-negative integer, but is the string "3".
/// The keyword "$ref" of the root schema refers to "user.json", but no schema is registered at "strata:///user.json" (…).
/// ```
public struct JSONSchemaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The keyword at fault (`minLength`, `$ref`, `pattern`); empty when the fault is the
    /// schema itself (a schema that is neither an object nor a boolean).
    public var keyword: String
    /// The JSON Pointer, in its document, of the schema that holds the keyword.
    public var schemaLocation: String
    /// The URI of the document that holds the schema; nil for the root schema when it
    /// has no `$id` and no ``JSONSchemaOptions/baseURI``.
    public var documentURI: String?
    /// What is wrong, as a clause: `must be a non-negative integer, but is the string "3"`.
    public var problem: String

    /// Creates a schema error.
    public init(keyword: String, schemaLocation: String, documentURI: String?, problem: String) {
        self.keyword = keyword
        self.schemaLocation = schemaLocation
        self.documentURI = documentURI
        self.problem = problem
    }

    /// Where the keyword is, as a phrase: `at "/properties/login"`, `of the root schema`,
    /// with the document's URI when it has one (`at "/$defs/user" of "https://example.com/api.json"`).
    public var location: String {
        let place = schemaLocation.isEmpty ? "of the root schema" : "at \"\(MessageQuoting.abridged(schemaLocation))\""
        guard let documentURI else { return place }
        return schemaLocation.isEmpty ? "of \(MessageQuoting.quoted(documentURI))" : "\(place) of \(MessageQuoting.quoted(documentURI))"
    }

    /// A sentence that says which keyword is wrong, where, and why.
    public var description: String {
        let subject = keyword.isEmpty ? "The schema" : "The keyword \(MessageQuoting.quoted(keyword))"
        return MessageSentences.closing("\(subject) \(location) \(problem)")
    }
}
