import Foundation

/// Validating the value a decode reads against the decoder's schema before decoding it
/// (see ``StrataJSONDecoder/schemaValidator``).
extension JSONIndexDecoder {
    /// Validates the value at `node`, whose coding path is `path`, when the options hold
    /// a schema validator; a value that does not match throws before anything of it is
    /// decoded. Without a validator this is one load and one branch per decode.
    @_transparent
    func validateAgainstSchema(node: Int, path: [any CodingKey]) throws {
        guard let validator = options.schemaValidator else { return }
        try validate(node: node, path: path, with: validator)
    }

    /// Checks the value (stopping at its first failure); only a value found invalid is
    /// validated again for every failure. With a report, each failure is a problem of
    /// kind ``DecodingReport/Problem/Kind/schemaFailure`` at its own path.
    @inline(never)
    private func validate(node: Int, path: [any CodingKey], with validator: JSONSchemaValidator) throws {
        let result = validator.validate(storage, node: node)
        guard !result.isValid else { return }
        let prefix = path.map(Self.pointerToken)
        var failures: [JSONSchemaFailure] = []
        var codingPaths: [[any CodingKey]] = []
        var nodes: [Int] = []
        for failure in result.failures {
            let tokens = JSONPointer.tokens(failure.instanceLocation) ?? []
            let (keys, found) = walk(tokens, from: node)
            var rooted = failure
            rooted.instanceLocation = JSONPointer.pointer(prefix + tokens)
            failures.append(rooted)
            codingPaths.append(path + keys)
            nodes.append(found)
        }
        let error = JSONSchemaValidationError(failures: failures)
        let count = failures.count == 1 ? "" : " (\(failures.count) failures)"
        let thrown = DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPaths[0], debugDescription: "The JSON does not match the decoder's schema\(count)", underlyingError: error))
        guard let collector = state.pointee.collector else { throw thrown }
        for index in failures.indices {
            let failure = failures[index]
            let single = DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPaths[index], debugDescription: "The JSON does not match the decoder's schema",
                    underlyingError: JSONSchemaValidationError(failures: [failure])))
            guard collector.keepsMore else {
                collector.countOmitted(isRecovered: false, error: index == 0 ? thrown : single)
                continue
            }
            var line: Int?
            var column: Int?
            if options.citesTextPositions { (line, column) = storage.location(of: storage.valueOffset(nodes[index])) }
            collector.record(
                DecodingReport.Problem(
                    kind: .schemaFailure, path: codingPaths[index].jsonKeyPath(expandingDottedKeys: followsKeyPaths),
                    codingPath: codingPaths[index], message: MessageSentences.opening(failure.message) + " (schema \"\(failure.keywordLocation)\").",
                    line: line,
                    column: column, isRecovered: false, error: index == 0 ? thrown : single))
        }
        throw RecordedError(error: thrown)
    }

    /// The coding keys of the value a JSON Pointer's `tokens` lead to from `node` (an
    /// index where a token steps into an array), and that value's node (the last one
    /// found, should a token lead nowhere, which a failure's location never does).
    private func walk(_ tokens: [String], from node: Int) -> (keys: [any CodingKey], node: Int) {
        let instance = DocumentInstance(storage: storage)
        var keys: [any CodingKey] = []
        var current: Int? = node
        var last = node
        for token in tokens {
            guard let container = current else {
                keys.append(StringCodingKey(token))
                continue
            }
            last = container
            if storage.nodeKind(container) == .array, let index = Int(token), index >= 0 {
                keys.append(IndexCodingKey(index))
                var elements = instance.elements(container)
                current = nil
                var position = 0
                while let element = elements.next() {
                    if position == index {
                        current = element
                        break
                    }
                    position += 1
                }
            } else {
                keys.append(StringCodingKey(token))
                current = storage.nodeKind(container) == .object ? member(of: container, named: token, in: instance) : nil
            }
        }
        return (keys, current ?? last)
    }

    private func member(of object: Int, named name: String, in instance: DocumentInstance) -> Int? {
        var members = instance.members(object)
        while let member = members.next() {
            if instance.string(member.key) == name { return member.value }
        }
        return nil
    }

    /// A coding key as a JSON Pointer token: an element's index, or a key.
    private static func pointerToken(_ key: any CodingKey) -> String {
        if key is IndexCodingKey, let index = key.intValue { return String(index) }
        return key.stringValue
    }
}
