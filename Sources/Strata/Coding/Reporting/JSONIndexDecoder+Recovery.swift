/// Going on past a problem, for a decode that keeps a report: the problem is recorded and
/// a placeholder stands in for the value, so that the rest of the document is checked
/// too. Nothing here runs unless a value has already failed to decode.
extension JSONIndexDecoder {
    /// Records `error` and returns a placeholder of `T`, when a report is kept; otherwise
    /// rethrows it.
    ///
    /// `consuming`: the error is thrown on as it came, without a retain of its box.
    ///
    /// Inlined into each container's catch, so that an error with no report to go to (a
    /// skipped stream element's, most often) is rethrown there, without the call: about
    /// 35 instructions of a skipped line.
    @inline(__always)
    func recover<T>(_ error: consuming any Error, as type: T.Type) throws -> T {
        guard let collector = state.pointee.collector, collector.recoversFailures else { throw error }
        return try recover(error, as: type, into: collector)
    }

    /// ``recover(_:as:)`` with a report that takes the failure.
    @inline(never)
    private func recover<T>(_ error: consuming any Error, as type: T.Type, into collector: ProblemCollector) throws -> T {
        // The decoder's own errors first: each cast of an error costs some hundreds of
        // instructions, and a recorded one is rarer. One that is only counted (the report
        // keeps no more, and has its first failure) is not cast at all: on a stream's
        // skipped lines the cast and the placeholder's lookup cost about a quarter of what
        // decoding a good line does. The error thrown again for each such line
        // (``RepeatedUnreadError``) is known by its box, without asking its type.
        if !collector.keepsMore && collector.failureCount > 0 && (isRepeatedUnreadError(error) || Swift.type(of: error) == DecodingError.self) {
            collector.countOmitted(isRecovered: false)
        } else if let error = error as? DecodingError {
            if collector.keepsMore {
                collector.record(problem(for: error))
            } else {
                collector.countOmitted(isRecovered: false, error: error)
            }
        } else if !(error is RecordedError) {
            throw error
        }
        if let placeholder = Self.placeholder(of: T.self) { return placeholder }
        // No placeholder: the failure goes up, recorded, to a container that can go on.
        if let recorded = error as? RecordedError { throw recorded }
        guard let decodingError = error as? DecodingError else { throw error }
        throw RecordedError(error: decodingError)
    }

    /// A placeholder of `T`: the scalars decoded most are made in place, the others
    /// looked up (``ModelCodingInfo/placeholder(of:)``).
    @inline(__always)
    static func placeholder<T>(of type: T.Type) -> T? {
        scalarPlaceholder(of: type) ?? ModelCodingInfo.placeholder(of: type) as? T
    }

    /// The placeholder of the scalars decoded most, without a cast or a lookup: nil for
    /// every other type.
    @inline(__always)
    private static func scalarPlaceholder<T>(of type: T.Type) -> T? {
        if T.self == Int.self { return 0 as? T }
        if T.self == String.self { return "" as? T }
        if T.self == Double.self { return 0.0 as? T }
        if T.self == Bool.self { return false as? T }
        return nil
    }

    /// Records a problem decoding recovered from (a default, a fallback, a dropped
    /// element) at the value this decoder stands for, when a report is kept.
    func recordRecovered(_ kind: DecodingReport.Problem.Kind, _ message: @autoclosure () -> String) {
        recordRecovered(kind, message(), node: node, path: path)
    }

    /// Records a problem decoding recovered from, at a given node and coding path.
    func recordRecovered(
        _ kind: DecodingReport.Problem.Kind, _ message: @autoclosure () -> String, node: Int, path: @autoclosure () -> [any CodingKey]
    ) {
        guard let collector = state.pointee.collector else { return }
        guard collector.keepsMore else {
            collector.countOmitted(isRecovered: true)
            return
        }
        let (line, column) = lineAndColumn(ofNode: node)
        let path = path()
        collector.record(
            DecodingReport.Problem(
                kind: kind, path: path.jsonKeyPath(expandingDottedKeys: followsKeyPaths), codingPath: path, message: message(), line: line,
                column: column, isRecovered: true, error: nil))
    }

    /// The problem an error describes, located at the value the error's message located.
    func problem(for error: DecodingError) -> DecodingReport.Problem {
        var line: Int?
        var column: Int?
        if let offset = state.pointee.lastProblemOffset {
            (line, column) = storage.location(of: offset)
        }
        return DecodingReport.Problem(error, line: line, column: column, expandingDottedKeys: followsKeyPaths)
    }

    private func lineAndColumn(ofNode node: Int) -> (Int?, Int?) {
        let position = storage.location(of: storage.valueOffset(node))
        return (position.line, position.column)
    }

    /// Runs `body` keeping a report: returns its value when no problem failed it, and
    /// throws the first failure otherwise (its message says how many more there are).
    ///
    /// `reusing`: a collector to empty and use instead of a new one (a stream's session
    /// keeps one for all its elements).
    func collectingProblems<T>(into report: inout DecodingReport, reusing reused: ProblemCollector? = nil, _ body: () throws -> T) throws -> T {
        let limit = max(0, report.problemLimit - report.problems.count)
        let collector: ProblemCollector
        if let reused {
            reused.restart(limit: limit)
            collector = reused
        } else {
            collector = ProblemCollector(limit: limit)
        }
        state.pointee.collector = collector
        defer {
            state.pointee.collector = nil
            // Most values have no problem, and appending none costs a stream's element 170
            // instructions.
            if !collector.problems.isEmpty { report.problems += collector.problems }
            report.omittedProblemCount += collector.omittedCount
        }
        let value: T
        do {
            value = try body()
        } catch let recorded as RecordedError {
            throw summarized(recorded.error, collector)
        } catch let error as DecodingError {
            // A failure no container went on past (a top-level value's hook, code that runs
            // after a container answered): in the report too.
            if collector.keepsMore { collector.record(problem(for: error)) } else { collector.countOmitted(isRecovered: false, error: error) }
            throw summarized(error, collector)
        }
        if collector.failureCount > 0 {
            // Kept whatever the report's limit: a value with placeholders is never returned.
            throw summarized(collector.firstFailure ?? Self.unnamedFailure, collector)
        }
        return value
    }

    /// Stands in for a failure whose error was not kept; every failure records one, so
    /// it is never thrown.
    private static let unnamedFailure = DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "The value did not decode; the DecodingReport lists why."))

    /// The first failure, its message saying how many others the report holds.
    private func summarized(_ error: DecodingError, _ collector: ProblemCollector) -> DecodingError {
        let others = collector.failureCount - 1
        guard others > 0 else { return error }
        let kept = collector.omittedCount > 0 ? "; the DecodingReport keeps the first \(collector.limit)" : " in the DecodingReport"
        let note = " (and \(others) more problem\(others == 1 ? "" : "s")\(kept))"
        switch error {
        case .keyNotFound(let key, let context):
            return .keyNotFound(key, context.appending(note))
        case .typeMismatch(let type, let context):
            return .typeMismatch(type, context.appending(note))
        case .valueNotFound(let type, let context):
            return .valueNotFound(type, context.appending(note))
        case .dataCorrupted(let context):
            return .dataCorrupted(context.appending(note))
        @unknown default:
            return error
        }
    }
}

extension DecodingError.Context {
    /// The context with `text` added to the end of its message, before its full stop.
    func appending(_ text: String) -> DecodingError.Context {
        DecodingError.Context(
            codingPath: codingPath,
            debugDescription: MessageSentences.closing(MessageSentences.opening(debugDescription) + text, carrying: underlyingError),
            underlyingError: underlyingError)
    }
}
