/// The outcome of validating a value: whether it is valid, and every failure if not.
///
/// The two output formats of JSON Schema's specification (2020-12, section 12.4) are
/// available as JSON values: ``flagOutput`` (`{"valid": false}`) and ``basicOutput``, a
/// flat list of output units, one per failure. Strata collects no annotations, so a
/// valid result's basic output is `{"valid": true}`.
public struct JSONSchemaValidationResult: Sendable, Hashable {
    /// Every failure, in the fixed order validation finds them (see
    /// ``JSONSchemaValidator``); empty when the value is valid.
    public var failures: [JSONSchemaFailure]

    /// Whether the value is valid.
    public var isValid: Bool {
        failures.isEmpty
    }

    /// Creates a result with the given failures.
    public init(failures: [JSONSchemaFailure]) {
        self.failures = failures
    }

    /// The "flag" output format: `{"valid": true}` or `{"valid": false}`.
    public var flagOutput: JSONValue {
        ["valid": .bool(isValid)]
    }

    /// The "basic" output format: `{"valid": false, "errors": [...]}` with an output unit
    /// (`keywordLocation`, `absoluteKeywordLocation` when there is one,
    /// `instanceLocation`, `error`) per failure; `{"valid": true}` for a valid value.
    public var basicOutput: JSONValue {
        guard !isValid else { return ["valid": true] }
        return ["valid": false, "errors": .array(JSONArray(failures.map(\.outputUnit)))]
    }
}
