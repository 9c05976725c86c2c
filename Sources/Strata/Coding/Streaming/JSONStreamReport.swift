/// What a stream of JSON values met: the elements it skipped, the problems decoding
/// recovered from, and where reading stopped.
///
/// Pass one to `StrataJSONDecoder.elements(of:from:format:options:report:)` and read it
/// while or after the elements arrive. With ``JSONStreamOptions/FailurePolicy/skip``,
/// every element that failed is listed in ``skipped``; with a report, each element is
/// decoded as `decode(_:from:report:)` decodes, so the problems it recovered from
/// (defaults used, elements dropped by lossy collections) are in ``problems`` too.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Reading: Codable {
///     var sensor: String
///     var celsius: Double
/// }
///
/// let lines = Data("""
///     {"sensor": "a", "celsius": 21.5}
///     {"sensor": "b", "celsius": "warm"}
///     {"sensor": "c", "celsius": 19.0}
///     """.utf8)
/// let report = JSONStreamReport()
/// let readings = StrataJSONDecoder().elements(
///     of: Reading.self, from: lines, format: .jsonLines, options: JSONStreamOptions(failurePolicy: .skip), report: report)
/// for reading in readings {
///     print(try reading.get().sensor)
/// }
/// for skipped in report.skipped {
///     print("element \(skipped.elementIndex ?? -1), line \(skipped.line), at \(skipped.codingPath.map(\.stringValue))")
/// }
/// // Prints "a"
/// // Prints "c"
/// // Prints "element 1, line 2, at ["celsius"]"
/// ```
///
/// A report keeps at most a given number of skipped elements and problems (1,000 by
/// default), so that a stream that fails everywhere cannot fill memory; the counts go on
/// counting. It may be read from any thread; it is up to date whenever the stream's
/// iterator has handed over an element or reached the end (the skips past its limit are
/// added once a call, not one by one while the call runs).
public final class JSONStreamReport: @unchecked Sendable, CustomStringConvertible {
    // `@unchecked`: everything is behind the lock.

    /// A problem decoding recovered from, or one that failed an element, and which
    /// element it was.
    public struct ElementProblem: Sendable, CustomStringConvertible {
        /// The element's index in the stream.
        public let elementIndex: Int
        /// The problem, located in the stream (its line and column count from the
        /// stream's first byte).
        public let problem: DecodingReport.Problem

        /// `element N: path: message`.
        public var description: String { "element \(elementIndex): \(problem)" }
    }

    private struct State {
        var skipped: [JSONStreamError] = []
        var skippedCount = 0
        var problems: [ElementProblem] = []
        var problemCount = 0
        var elementCount = 0
        var resumeOffset = 0
    }

    private let state = Locked(State())
    private let limit: Int

    /// An empty report that keeps at most `limit` skipped elements and at most `limit`
    /// problems.
    public init(keepingAtMost limit: Int = 1_000) {
        self.limit = max(0, limit)
    }

    /// The elements left out under ``JSONStreamOptions/FailurePolicy/skip``, in order
    /// (the first of them, up to the report's limit).
    public var skipped: [JSONStreamError] { state.withLock { $0.skipped } }

    /// How many elements were left out.
    public var skippedCount: Int { state.withLock { $0.skippedCount } }

    /// The problems decoding met in each element, in order (the first of them, up to the
    /// report's limit): the ones it recovered from, and the ones that failed an element.
    public var problems: [ElementProblem] { state.withLock { $0.problems } }

    /// How many problems decoding met.
    public var problemCount: Int { state.withLock { $0.problemCount } }

    /// How many elements the stream met so far: delivered, failed or skipped.
    public var elementCount: Int { state.withLock { $0.elementCount } }

    /// How many bytes of the input are read and done with once the stream has ended:
    /// everything up to the element not yet complete (see
    /// ``JSONStreamOptions/IncompleteEnd/notYetWritten``), or the whole input. To follow
    /// a growing file, read it again from this offset (plus the offset the stream
    /// started at).
    public var resumeOffset: Int { state.withLock { $0.resumeOffset } }

    /// One line per skipped element and problem.
    public var description: String {
        state.withLock { state in
            let lines = state.skipped.map(\.description) + state.problems.map(\.description)
            return lines.isEmpty ? "\(state.elementCount) elements, no problems" : lines.joined(separator: "\n")
        }
    }

    /// What the report can still keep: room for this many problems and this many skipped
    /// elements. A stream makes no message that would not be kept (see `ElementStream`).
    struct Room {
        var problems: Int
        var skipped: Int
    }

    /// Counts an element the stream met, and says what the report can still keep.
    @discardableResult
    func recordElement() -> Room {
        state.withLock { state in
            state.elementCount += 1
            return Room(problems: limit - state.problems.count, skipped: limit - state.skipped.count)
        }
    }

    /// What the report can still keep.
    var room: Room {
        state.withLock { Room(problems: limit - $0.problems.count, skipped: limit - $0.skipped.count) }
    }

    func recordSkipped(_ error: JSONStreamError) {
        state.withLock { state in
            state.skippedCount += 1
            if state.skipped.count < limit { state.skipped.append(error) }
        }
    }

    /// Counts skipped elements the report has no room to keep, whose errors were not made,
    /// and the problems decoding them met.
    func recordUnreadSkips(_ count: Int, problemCount: Int) {
        state.withLock { state in
            state.skippedCount += count
            state.problemCount += problemCount
        }
    }

    /// Records the problems an element met: those its decode kept, and a count of those
    /// past its limit.
    func recordProblems(_ problems: [DecodingReport.Problem], omittedCount: Int = 0, elementIndex: Int) {
        guard !problems.isEmpty || omittedCount > 0 else { return }
        state.withLock { state in
            state.problemCount += problems.count + omittedCount
            for problem in problems where state.problems.count < limit {
                state.problems.append(ElementProblem(elementIndex: elementIndex, problem: problem))
            }
        }
    }

    func recordResumeOffset(_ offset: Int) {
        state.withLock { $0.resumeOffset = offset }
    }
}
