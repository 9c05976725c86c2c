/// Where a decode that keeps a ``DecodingReport`` writes its problems. The decoder holds
/// one only while a report is asked for; otherwise it holds none, and every problem is
/// thrown at once, as with Foundation.
///
/// It keeps at most `limit` problems and counts the rest, so that a document with a
/// million bad elements costs a report no more memory than one with a thousand.
///
/// Its counts are read and written for every problem, and on a stream's skipped elements
/// for every element, by the one decode that holds it, one call at a time: so they are
/// `@exclusivity(unchecked)`. The run-time checks cost such an element about 500
/// instructions, a tenth of decoding it.
final class ProblemCollector {
    @exclusivity(unchecked) private(set) var problems: [DecodingReport.Problem] = []

    /// The failures recorded so far, kept or not.
    @exclusivity(unchecked) private(set) var failureCount = 0

    /// The problems recorded but not kept, past `limit`.
    @exclusivity(unchecked) private(set) var omittedCount = 0

    /// How many problems are kept.
    @exclusivity(unchecked) private(set) var limit: Int

    /// The first failure, kept whatever the limit: the decode throws it.
    @exclusivity(unchecked) private(set) var firstFailure: DecodingError?

    /// How many wrappers are decoding a value that must fail as a whole when anything in
    /// it fails (a lossy collection's element, a default's value). While one is, failures
    /// are thrown to it, not recovered from; what its value recovers from is recorded,
    /// and withdrawn if the value fails after all.
    @exclusivity(unchecked) private(set) var attemptDepth = 0

    init(limit: Int = DecodingReport.defaultProblemLimit) {
        self.limit = max(0, limit)
    }

    /// Whether failures are recovered from (a placeholder stands in): none is, while a
    /// wrapper attempts a value.
    var recoversFailures: Bool { attemptDepth == 0 }

    /// Whether a problem recorded now would be kept: messages for problems past the
    /// limit are not worth making.
    var keepsMore: Bool { problems.count < limit }

    func record(_ problem: DecodingReport.Problem) {
        if problems.count < limit {
            problems.append(problem)
        } else {
            omittedCount += 1
        }
        if !problem.isRecovered { noteFailure(problem.error) }
    }

    /// Counts a problem that is not kept (see `keepsMore`); `error` is the failure's.
    /// The error is made only for the first failure: only that one is kept.
    func countOmitted(isRecovered: Bool, error: @autoclosure () -> DecodingError? = nil) {
        omittedCount += 1
        if !isRecovered { noteFailure(error()) }
    }

    private func noteFailure(_ error: @autoclosure () -> DecodingError?) {
        if failureCount == 0 { firstFailure = error() }
        failureCount += 1
    }

    /// Empties the collector for another value, as if it were new with this limit.
    ///
    /// Only what was written is reset: the failure is looked at only when one was counted,
    /// since assigning an optional error costs more than the rest together.
    func restart(limit: Int) {
        self.limit = max(0, limit)
        if !problems.isEmpty { problems = [] }
        if failureCount > 0 {
            failureCount = 0
            firstFailure = nil
        }
        omittedCount = 0
        attemptDepth = 0
    }

    /// Where the collector stands, to withdraw what an attempt recorded.
    struct Mark {
        fileprivate let problems: Int
        fileprivate let omitted: Int
        fileprivate let failures: Int
        fileprivate let firstFailure: DecodingError?
    }

    /// Starts an attempt (see `attemptDepth`).
    func beginAttempt() -> Mark {
        attemptDepth += 1
        return Mark(problems: problems.count, omitted: omittedCount, failures: failureCount, firstFailure: firstFailure)
    }

    /// Ends an attempt; when its value failed, withdraws what it recorded.
    func endAttempt(_ mark: Mark, failed: Bool) {
        attemptDepth -= 1
        guard failed else { return }
        problems.removeSubrange(mark.problems...)
        omittedCount = mark.omitted
        failureCount = mark.failures
        firstFailure = mark.firstFailure
    }
}

/// An error already in the report, on its way up to a container that can go on past it.
struct RecordedError: Error {
    let error: DecodingError
}

extension DecodingReport.Problem {
    /// The problem a `DecodingError` describes.
    init(_ error: DecodingError, line: Int?, column: Int?, expandingDottedKeys: Bool) {
        let kind: Kind
        let context: DecodingError.Context
        switch error {
        case .keyNotFound(let key, let found):
            kind = .missingKey
            context = DecodingError.Context(
                codingPath: found.codingPath + [key], debugDescription: found.debugDescription, underlyingError: found.underlyingError)
        case .typeMismatch(_, let found):
            kind = .typeMismatch
            context = found
        case .valueNotFound(_, let found):
            kind = .missingValue
            context = found
        case .dataCorrupted(let found):
            kind = .invalidValue
            context = found
        @unknown default:
            kind = .invalidValue
            context = DecodingError.Context(codingPath: [], debugDescription: "\(error)")
        }
        self.init(
            kind: kind, path: context.codingPath.jsonKeyPath(expandingDottedKeys: expandingDottedKeys), codingPath: context.codingPath,
            message: Self.message(context), line: line, column: column, isRecovered: false, error: error)
    }

    /// The error's message, with its underlying error's after it: a report lists each
    /// problem's whole story on one line.
    private static func message(_ context: DecodingError.Context) -> String {
        guard let underlying = context.underlyingError else { return context.debugDescription }
        return "\(MessageSentences.closing(context.debugDescription)) \(MessageSentences.closing(MessageSentences.message(of: underlying)))"
    }
}
