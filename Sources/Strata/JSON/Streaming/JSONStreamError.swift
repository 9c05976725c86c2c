import Foundation

/// The error a stream of JSON values delivers: what went wrong, which element it was,
/// and where it is in the stream.
///
/// ```
/// Element 2 (line 3, column 1, byte 41) did not decode: Expected to decode Int but found a string instead, at "id" (line 3, column 8).
/// ```
///
/// Positions count from the first byte the stream read: ``byteOffset`` in bytes,
/// ``line`` from 1, ``column`` from 1 in Unicode scalars. For an element that is not
/// valid JSON they point at the offending byte; for an element that does not decode,
/// at the element's first byte (the underlying `DecodingError`'s message names the
/// value and its line).
public struct JSONStreamError: Error, @unchecked Sendable, CustomStringConvertible {
    // `@unchecked`: `codingPath` holds coding keys and `underlyingError` an error, both
    // values that are never mutated once made.

    /// What went wrong.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An element, or the text between elements, is not valid JSON. The underlying
        /// error is a ``JSONReadingError``.
        case invalidJSON
        /// The input ended inside a value, or before the array being read was closed.
        case truncated
        /// An element is valid JSON but did not decode as the type asked for. The
        /// underlying error is the `DecodingError`, with its coding path.
        case decodingFailed
        /// An element is larger than ``JSONStreamOptions/maximumElementSize``.
        case elementTooLarge
        /// The document has no array at the key path the format names.
        case arrayNotFound
        /// Reading the source failed; the underlying error is the source's.
        case readFailed
        /// The decoder's options ask for something streams do not read: JSON5 outside
        /// JSON Lines, or a top-level object without braces.
        case unsupportedOptions
    }

    /// What went wrong.
    public let kind: Kind
    /// The index of the element, counted from 0 over every element the stream met
    /// (decoded, failed or skipped); nil for a problem outside any element.
    public let elementIndex: Int?
    /// The one-based line of the problem (see the type's description).
    public let line: Int
    /// The one-based column of the problem, in Unicode scalars.
    public let column: Int
    /// The zero-based offset of the problem, in bytes from the stream's first byte.
    public let byteOffset: Int
    /// For ``Kind/decodingFailed``, the coding path of the `DecodingError`; otherwise
    /// empty.
    public let codingPath: [any CodingKey]
    /// The error behind this one: a ``JSONReadingError``, a `DecodingError`, or the
    /// source's own error.
    public let underlyingError: (any Error)?
    /// What was wrong, as a sentence.
    public internal(set) var message: String

    /// Whether the stream can go on past this problem: the element is known to end where
    /// it ends, so the next one can be read. Elements that are not valid JSON or do not
    /// decode can be skipped (``JSONStreamOptions/FailurePolicy/skip``); truncated input,
    /// a bracket that does not match in an array, and a failed read cannot.
    public let isSkippable: Bool

    init(
        kind: Kind, elementIndex: Int?, line: Int, column: Int, byteOffset: Int, codingPath: [any CodingKey] = [],
        underlyingError: (any Error)? = nil, message: String, isSkippable: Bool = false
    ) {
        self.kind = kind
        self.elementIndex = elementIndex
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
        self.codingPath = codingPath
        self.underlyingError = underlyingError
        self.message = message
        self.isSkippable = isSkippable
    }

    /// `Element N (line L, column C, byte B) …: message`.
    public var description: String {
        let place = "line \(line), column \(column), byte \(byteOffset)"
        let subject = elementIndex.map { "Element \($0) (\(place))" } ?? "At \(place)"
        switch kind {
        case .invalidJSON: return "\(subject) is not valid JSON: \(message)"
        case .truncated: return "\(subject): the input ends too soon: \(message)"
        case .decodingFailed: return "\(subject) did not decode: \(message)"
        case .elementTooLarge: return "\(subject) is too large: \(message)"
        case .arrayNotFound, .readFailed, .unsupportedOptions: return "\(subject): \(message)"
        }
    }
}

extension JSONStreamError {
    /// A reading error already placed in the stream (see `StreamLocation.placing`).
    init(_ kind: Kind, elementIndex: Int?, reading error: JSONReadingError, isSkippable: Bool = false) {
        self.init(
            kind: kind, elementIndex: elementIndex, line: error.line, column: error.column, byteOffset: error.byteOffset,
            underlyingError: error, message: Self.sentence(of: error), isSkippable: isSkippable)
    }

    /// The reading error's description without the place, which the stream error gives.
    static func sentence(of error: JSONReadingError) -> String {
        error.description.replacingOccurrences(of: " at \(error.location)", with: "")
    }
}
