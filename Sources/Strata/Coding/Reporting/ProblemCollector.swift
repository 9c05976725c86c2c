/// Where a decode that keeps a ``DecodingReport`` writes its problems. The decoder holds
/// one only while a report is asked for; otherwise it holds none, and every problem is
/// thrown at once, as with Foundation.
final class ProblemCollector {
    var problems: [DecodingReport.Problem] = []

    /// The failures recorded so far.
    var failureCount = 0

    func record(_ problem: DecodingReport.Problem) {
        problems.append(problem)
        if !problem.isRecovered { failureCount += 1 }
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
            message: context.debugDescription, line: line, column: column, isRecovered: false, error: error)
    }
}
