/// Settings that control how ``JSONDocument`` and ``JSONValue`` read JSON text.
///
/// The defaults read strict RFC 8259 JSON, the same documents Foundation's
/// `JSONDecoder` accepts without `allowsJSON5`, with nesting bounded at 512 levels.
///
/// ```swift
/// import Strata
///
/// var options = JSONReadingOptions()
/// options.allowsJSON5 = true
/// let config = try JSONValue(parsing: "{ retries: 3, // tuned\n }", options: options)
/// print(config)
/// // Prints "{"retries":3}"
/// ```
public struct JSONReadingOptions: Sendable, Hashable {
    /// Accept the JSON5 extensions that Foundation's `JSONDecoder.allowsJSON5` accepts.
    ///
    /// With this on, the reader also accepts comments, trailing commas, unquoted
    /// identifier keys, single-quoted strings, the extra JSON5 escapes, hexadecimal
    /// numbers, leading and trailing decimal points, a leading `+`, `Infinity`, `NaN`
    /// and the additional JSON5 whitespace characters. See <doc:ReadingAndWritingJSON>.
    public var allowsJSON5: Bool

    /// Read a top-level object whose outer braces are left out, as in
    /// `"name": "strata", "stars": 3`.
    ///
    /// As in Foundation, this works with and without ``allowsJSON5``. A document that
    /// does start with `{` is read normally, and an empty document is an empty object.
    public var assumesTopLevelDictionary: Bool

    /// The deepest nesting of arrays and objects the reader accepts.
    ///
    /// Deeper input is rejected with ``JSONReadingError/Reason/nestingTooDeep(limit:)``
    /// instead of exhausting memory or the stack. The default, 512, is Foundation's limit.
    public var maximumDepth: Int

    /// Creates reading options.
    public init(allowsJSON5: Bool = false, assumesTopLevelDictionary: Bool = false, maximumDepth: Int = 512) {
        self.allowsJSON5 = allowsJSON5
        self.assumesTopLevelDictionary = assumesTopLevelDictionary
        self.maximumDepth = maximumDepth
    }
}
