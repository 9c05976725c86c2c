/// Errors a type's own `init(from:)` throws, made to say what the decoder's own errors
/// say. Runs only when decoding has already failed.
extension JSONIndexDecoder {
    /// `error`, thrown by `type.init(from:)` at `node`, made more telling: a missing key
    /// comes with every other key the object misses, and an error a type raised itself
    /// (an unknown enum case, a rejected value) gets what was found and where.
    func explained<T: Decodable>(_ error: DecodingError, decoding type: T.Type, at node: Int) -> DecodingError {
        // Nobody reads this error's message (a skipped stream element, a wrapper's attempt),
        // and nothing but its message would change.
        guard !discardsErrorMessages else { return error }
        let depth = state.pointee.path.count
        switch error {
        case .keyNotFound(let key, let context) where listsMissingKeys && context.codingPath.count == depth:
            return listingMissingKeys(error, key: key, context: context, decoding: type, at: node)
        case .dataCorrupted(let context)
        where context.codingPath.count == depth + 1 && !isLocated(context.debugDescription, path: context.codingPath):
            // Thrown for a member by code that runs in this type's `init(from:)` (an
            // optional `@Transform`, a hand-written decode): located at the member.
            guard storage.nodeKind(node) == .object, let key = context.codingPath.last,
                let member = storage.lookup(key.stringValue, inObject: node)
            else { return error }
            return .dataCorrupted(
                DecodingError.Context(
                    codingPath: context.codingPath,
                    debugDescription: MessageSentences.closing(
                        "\(sentence(context.debugDescription)), \(location(of: member, path: context.codingPath))", carrying: context.underlyingError),
                    underlyingError: context.underlyingError))
        case .dataCorrupted(let context) where context.codingPath.count == depth && !isLocated(context.debugDescription, path: context.codingPath):
            let where_ = location(of: node, path: context.codingPath)
            let message: String
            if context.underlyingError is any InputQuotingError {
                // The transformer's message quotes the input already.
                message = MessageSentences.closing("\(sentence(context.debugDescription)), \(where_)", carrying: context.underlyingError)
            } else if T.self is any RawRepresentable.Type {
                // The standard library's "Cannot initialize State from invalid String value x".
                if let known = Self.knownRawValues(of: T.self) {
                    message = "Cannot initialize \(T.self) from \(describeFound(node))\(known), \(where_)."
                } else {
                    message =
                        "Cannot initialize \(T.self) from \(describeFound(node)), \(where_); make \(T.self) CaseIterable to have its values listed here."
                }
            } else {
                message = MessageSentences.closing(
                    "\(sentence(context.debugDescription)): found \(describeFound(node)), \(where_)", carrying: context.underlyingError)
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
    ///
    /// Inlined, as far as the case without a report: asked on every failure of a skipped
    /// stream element, where the call was a tenth of what the failure cost.
    @inline(__always)
    var discardsErrorMessages: Bool {
        guard let collector = state.pointee.collector else { return state.pointee.attemptsWithoutReport > 0 }
        return discardsErrorMessages(reportingTo: collector)
    }

    @inline(never)
    private func discardsErrorMessages(reportingTo collector: ProblemCollector) -> Bool {
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

    /// How many known values a message lists before it says how many more there are.
    static let listedValueLimit = 20

    /// `: expected one of "open", "closed"` for an enum whose cases Strata can list: a
    /// `CaseIterable` type, or an enum none of whose cases has a payload (read from the
    /// runtime, see `EnumCases`); nil for any other type.
    private static func knownRawValues<T>(of type: T.Type) -> String? {
        let cases: [Any]
        if let iterable = type as? any CaseIterable.Type {
            cases = allCases(of: iterable)
        } else if let enumerated = EnumCases.all(of: type) {
            // Only the values that read back as their case: a hand-written
            // `init(rawValue:)` may not accept every `rawValue` its cases give.
            cases = enumerated.filter { value in
                guard let representable = value as? any RawRepresentable else { return false }
                return readsBack(representable)
            }
        } else {
            return nil
        }
        let values = cases.compactMap { ($0 as? any RawRepresentable)?.rawValue }
        guard !values.isEmpty else { return nil }
        let listed = values.prefix(listedValueLimit).map { value in
            if let string = value as? String { return MessageQuoting.quoted(string) }
            return MessageQuoting.abridged("\(value)")
        }
        let more = values.count > listedValueLimit ? " and \(values.count - listedValueLimit) more" : ""
        return ": expected one of " + listed.joined(separator: ", ") + more
    }

    private static func allCases<C: CaseIterable>(of type: C.Type) -> [Any] {
        Array(type.allCases)
    }

    /// Whether `init(rawValue:)` gives `value` back for its raw value (compared by bytes:
    /// the values are cases without payloads).
    private static func readsBack<R: RawRepresentable>(_ value: R) -> Bool {
        guard let again = R(rawValue: value.rawValue) else { return false }
        return withUnsafeBytes(of: value) { original in withUnsafeBytes(of: again) { original.elementsEqual($0) } }
    }

    /// A message as the start of a sentence that goes on: without its final period.
    func sentence(_ text: String) -> String {
        MessageSentences.opening(text)
    }
}
