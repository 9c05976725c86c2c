/// Recording failures, with their instance location, keyword location and absolute
/// keyword location. Only called while reporting.
extension SchemaEvaluator {
    /// A failure of `keyword` (with `tokens` below it) of the schema whose keywords run.
    mutating func fail(_ keyword: String, at step: Step = .same, _ message: String) {
        fail(keyword, [], at: step, message)
    }

    /// A failure of `keyword` and `tokens` below it (`dependentRequired/credit_card`).
    mutating func fail(_ keyword: String, _ tokens: [String], at step: Step = .same, _ message: String) {
        let keywordTokens = [keyword] + tokens
        var instanceTokens = instancePath
        if let text = text(of: step) { instanceTokens.append(text) }
        failures.append(
            JSONSchemaFailure(
                instanceLocation: JSONPointer.pointer(instanceTokens), keywordLocation: JSONPointer.pointer(keywordPath + keywordTokens),
                absoluteKeywordLocation: program.locations.absoluteLocation(of: position, keyword: keywordTokens), keyword: keyword,
                message: message))
    }

    /// The failure of a `false` schema, reported at the keyword that applied it.
    mutating func failFalseSchema(_ node: SchemaNode) {
        failures.append(
            JSONSchemaFailure(
                instanceLocation: JSONPointer.pointer(instancePath), keywordLocation: JSONPointer.pointer(keywordPath),
                absoluteKeywordLocation: program.locations.absoluteLocation(of: node.position, keyword: []), keyword: keyword,
                message: "Expected no value here (the schema is false) but found one."))
    }

    /// The failure of the depth limit, kept aside: it is the value's failure even when the
    /// limit is reached inside a muted subschema.
    mutating func failDepth(_ node: SchemaNode) {
        depthFailure =
            (JSONSchemaFailure(
                instanceLocation: JSONPointer.pointer(instancePath), keywordLocation: JSONPointer.pointer(keywordPath),
                absoluteKeywordLocation: program.locations.absoluteLocation(of: node.position, keyword: []), keyword: keyword,
                message:
                    "Expected evaluation to nest at most \(maximumDepth) schemas deep, but the schema goes deeper here (a recursive schema on a deeply nested value, or a deeply nested schema); raise JSONSchemaOptions.maximumDepth to allow more."
            ))
    }

    /// The first message of each failure list, for the message of `anyOf` and `oneOf`:
    /// `: (0) Expected a string…; (1) …`, or nothing when the branches were not explained.
    func summary(of branches: [[JSONSchemaFailure]]) -> String {
        guard !branches.isEmpty else { return "" }
        return ": "
            + branches.enumerated().map { index, failures in
                guard let first = failures.first else { return "(\(index)) valid" }
                let here = JSONPointer.pointer(instancePath)
                let location = first.instanceLocation == here ? "" : " at \"\(MessageQuoting.abridged(first.instanceLocation))\""
                let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
                return "(\(index)) \(MessageSentences.opening(first.message))\(location)\(more)"
            }.joined(separator: "; ")
    }
}
