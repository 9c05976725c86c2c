/// Errors a type's own `init(from:)` throws, made to say what the decoder's own errors
/// say. Runs only when decoding has already failed.
extension JSONIndexDecoder {
    /// `error`, thrown by `type.init(from:)` at `node`, made more telling: a missing key
    /// comes with every other key the object misses, and an error a type raised itself
    /// (an unknown enum case, a rejected value) gets what was found and where.
    func explained<T: Decodable>(_ error: DecodingError, decoding type: T.Type, at node: Int) -> DecodingError {
        let depth = state.pointee.path.count
        switch error {
        case .keyNotFound(let key, let context) where listsMissingKeys && context.codingPath.count == depth:
            return listingMissingKeys(error, key: key, context: context, decoding: type, at: node)
        case .dataCorrupted(let context) where context.codingPath.count == depth + 1 && !context.debugDescription.contains("(line "):
            // Thrown for a member by code that runs in this type's `init(from:)` (an
            // optional `@Transform`, a hand-written decode): located at the member.
            guard storage.nodeKind(node) == .object, let key = context.codingPath.last,
                let member = storage.lookup(key.stringValue, inObject: node)
            else { return error }
            return .dataCorrupted(
                DecodingError.Context(
                    codingPath: context.codingPath,
                    debugDescription: "\(sentence(context.debugDescription)), \(location(of: member, path: context.codingPath)).",
                    underlyingError: context.underlyingError))
        case .dataCorrupted(let context) where context.codingPath.count == depth && !context.debugDescription.contains("(line "):
            let where_ = location(of: node, path: context.codingPath)
            let message: String
            if context.underlyingError is TransformerError {
                // The transformer's message quotes the input already.
                message = "\(sentence(context.debugDescription)), \(where_)."
            } else if T.self is any RawRepresentable.Type {
                // The standard library's "Cannot initialize State from invalid String value x".
                message = "Cannot initialize \(T.self) from \(describeFound(node))\(Self.knownRawValues(of: T.self)), \(where_)."
            } else {
                message = "\(sentence(context.debugDescription)): found \(describeFound(node)), \(where_)."
            }
            return .dataCorrupted(
                DecodingError.Context(codingPath: context.codingPath, debugDescription: message, underlyingError: context.underlyingError))
        default:
            return error
        }
    }

    /// Whether a missing key's error is worth listing the object's other missing keys
    /// in: not when a report keeps it (the report lists each), and not while a wrapper
    /// attempts a value whose error no report will keep.
    private var listsMissingKeys: Bool {
        guard let collector = state.pointee.collector else { return state.pointee.attemptsWithoutReport == 0 }
        return !collector.recoversFailures && collector.keepsMore
    }

    /// Whether the error being made will be dropped unread: a wrapper attempts a value
    /// and no report is kept, or the report keeps no more problems and the decode's first
    /// failure (which it throws) is known.
    var discardsErrorMessages: Bool {
        guard let collector = state.pointee.collector else { return state.pointee.attemptsWithoutReport > 0 }
        guard !collector.keepsMore else { return false }
        // A wrapper's attempt fails to the wrapper, which can record no more.
        return !collector.recoversFailures || collector.failureCount > 0
    }

    /// A missing key, with every other key the same object misses: the type is decoded
    /// once more, going on past each problem, to find them (JSONModel's missing-keys
    /// error). The error stays Foundation's: the first missing key, at the object's path.
    private func listingMissingKeys<T: Decodable>(
        _ error: DecodingError, key: any CodingKey, context: DecodingError.Context, decoding type: T.Type, at node: Int
    ) -> DecodingError {
        let collector = ProblemCollector()
        let outer = state.pointee.collector
        state.pointee.collector = collector
        _ = try? type.init(from: self)
        state.pointee.collector = outer
        let depth = context.codingPath.count
        var missing: [String] = []
        for problem in collector.problems where problem.kind == .missingKey && problem.codingPath.count == depth + 1 {
            let name = problem.codingPath[depth].stringValue
            if !missing.contains(name) { missing.append(name) }
        }
        guard missing.count > 1 else { return error }
        let names = missing.dropLast().map { "\"\($0)\"" }.joined(separator: ", ") + " and \"\(missing[missing.count - 1])\""
        return .keyNotFound(
            key,
            DecodingError.Context(
                codingPath: context.codingPath,
                debugDescription: "Missing keys \(names) in the object \(location(of: node, path: context.codingPath)).",
                underlyingError: context.underlyingError))
    }

    /// `: expected one of "open", "closed"` for a `CaseIterable` enum with raw values.
    private static func knownRawValues(of type: Any.Type) -> String {
        guard let cases = type as? any CaseIterable.Type else { return "" }
        let values = allCases(of: cases).compactMap { ($0 as? any RawRepresentable)?.rawValue }
        guard !values.isEmpty else { return "" }
        return ": expected one of " + values.map { $0 is String ? "\"\($0)\"" : "\($0)" }.joined(separator: ", ")
    }

    private static func allCases<C: CaseIterable>(of type: C.Type) -> [Any] {
        Array(type.allCases)
    }

    /// A message as the start of a sentence that goes on: without its final period.
    func sentence(_ text: String) -> String {
        var text = text
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
