/// Every problem one decode met: what was wrong, where, and whether decoding went on.
///
/// Ask for a report with `StrataJSONDecoder.decode(_:from:report:)` or
/// `JSONAdapter().model(_:from:report:)`. Without one, decoding stops at the first
/// problem, as Foundation's does; with one, it goes on past each problem to find the rest,
/// and lists them all:
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct User: Codable {
///     var id: Int
///     var name: String
///     var email: String
///     var age: Int
/// }
///
/// var report = DecodingReport()
/// let json = Data(#"[{"id": 1, "name": "Ann", "email": "a@example.com", "age": 30}, {"id": "two", "age": "old"}]"#.utf8)
/// do {
///     _ = try StrataJSONDecoder().decode([User].self, from: json, report: &report)
/// } catch {
///     for problem in report.problems { print(problem.kind, problem.path) }
/// }
/// // Prints "typeMismatch 1.id"
/// // Prints "missingKey 1.name"
/// // Prints "missingKey 1.email"
/// // Prints "typeMismatch 1.age"
/// ```
///
/// Problems that decoding recovered from — an element a lossy array dropped, a default
/// used for a missing or invalid value, a fallback enum case — are in the report too, with
/// ``Problem/isRecovered`` set; they do not fail the decode.
public struct DecodingReport: Sendable, CustomStringConvertible {
    /// One problem: its kind, where it is, and what was found.
    public struct Problem: @unchecked Sendable, CustomStringConvertible {
        // `@unchecked`: `codingPath` holds coding keys, which are values.

        /// What went wrong.
        public enum Kind: String, Sendable, CaseIterable {
            /// A required key is missing.
            case missingKey
            /// A value of the wrong kind: a string for a number, an array for an object.
            case typeMismatch
            /// `null` where a value is required.
            case missingValue
            /// A value of the right kind that the type rejects: a number out of range, a
            /// malformed date, a string a transformer cannot convert, an unknown enum case.
            case invalidValue
            /// A key the model does not declare, where unknown keys are rejected.
            case unknownKey
            /// An element a lossy collection dropped (recovered).
            case droppedElement
            /// A default used in place of a missing or invalid value (recovered).
            case defaultUsed
            /// A fallback used for a value the type does not know (recovered).
            case fallbackUsed
            /// A scalar of another kind converted to the property's type by a lenient
            /// conversion: `"42"` read as `42` (recovered; not a failure). See
            /// ``ScalarDecodingStrategy/lenient`` and ``Lenient``.
            case converted
            /// The value does not match the decoder's JSON Schema (see
            /// ``StrataJSONDecoder/schemaValidator``): one problem per failure, at the
            /// failing value's path, and the value is not decoded.
            case schemaFailure
        }

        /// What went wrong.
        public let kind: Kind
        /// The JSON key path of the value: `items.3.name`; empty for the top level.
        public let path: String
        /// The coding path, as `DecodingError` reports it.
        public let codingPath: [any CodingKey]
        /// What was expected and what was found.
        public let message: String
        /// Where the value is in the input text, when the input was text.
        public let line: Int?
        /// The column of the value, counted in UTF-8 bytes from 1.
        public let column: Int?
        /// Whether decoding went on with a value of its own (a default, a fallback, a
        /// dropped element): the problem did not fail the decode.
        public let isRecovered: Bool
        /// The error, for a problem that failed the decode.
        public let error: DecodingError?

        /// `path: message`.
        public var description: String {
            "\(path.isEmpty ? "(top level)" : path): \(message)"
        }
    }

    /// The problems, in the order decoding met them: the first ``problemLimit``.
    public internal(set) var problems: [Problem] = []

    /// How many problems the report keeps; decoding counts the rest in
    /// ``omittedProblemCount`` without making their messages.
    public let problemLimit: Int

    /// The problems decoding met past ``problemLimit``, counted but not kept.
    public internal(set) var omittedProblemCount = 0

    /// The number of problems kept when none is given: 1,000.
    public static let defaultProblemLimit = 1_000

    /// An empty report, to pass to a decode, that keeps at most `problemLimit` problems.
    ///
    /// A document of a million bad elements then costs a report the memory of
    /// `problemLimit` entries, and each problem past the limit only a count.
    public init(problemLimit: Int = DecodingReport.defaultProblemLimit) {
        self.problemLimit = max(0, problemLimit)
    }

    /// Every problem decoding met, kept or not.
    public var problemCount: Int { problems.count + omittedProblemCount }

    /// The problems kept that failed the decode.
    public var failures: [Problem] { problems.filter { !$0.isRecovered } }

    /// Whether decoding met no problem at all.
    public var isEmpty: Bool { problemCount == 0 }

    /// One problem per line, and how many more were not kept.
    public var description: String {
        guard !isEmpty else { return "no problems" }
        let lines = problems.map(\.description)
        guard omittedProblemCount > 0 else { return lines.joined(separator: "\n") }
        return (lines + ["(\(omittedProblemCount) more not kept: the report keeps \(problemLimit))"]).joined(separator: "\n")
    }
}
