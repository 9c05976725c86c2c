/// The error thrown when bytes are not a JSON document the reader accepts.
///
/// Every reading error says what the reader expected, what it found and where:
/// the byte offset into the UTF-8 input and the one-based line and column
/// (columns count Unicode scalars, so they match what an editor shows).
///
/// ```
/// Unexpected character 'x' at line 3, column 7 (byte 41): expected ',' or ']' after an array element.
/// ```
public struct JSONReadingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why a document was rejected.
    public enum Reason: Sendable, Hashable {
        /// The input held no value at all (empty, or only whitespace and comments).
        case emptyInput
        /// The input ended where the reader still expected something.
        case unexpectedEndOfInput(expected: String)
        /// A byte that cannot start or continue the construct being read.
        case unexpectedCharacter(found: String, expected: String)
        /// A number that breaks the JSON grammar: a leading zero, a missing digit, a
        /// lone minus sign.
        case invalidNumber(String)
        /// A backslash followed by something that is not a valid escape.
        case invalidEscape(String)
        /// A `\u` escape naming half of a UTF-16 surrogate pair without the other half.
        case unpairedSurrogate(String)
        /// A raw control character (U+0000 to U+001F) inside a string; JSON requires
        /// these to be escaped.
        case controlCharacterInString(UInt8)
        /// A string that never reaches its closing quote.
        case unterminatedString
        /// Bytes that are not valid UTF-8 (or, for UTF-16 and UTF-32 input, not valid
        /// in that encoding).
        case invalidUnicode(String)
        /// Arrays and objects nested more deeply than
        /// ``JSONReadingOptions/maximumDepth``.
        case nestingTooDeep(limit: Int)
        /// Something other than whitespace after the end of the top-level value.
        case trailingContent(found: String)
        /// An input of 4 GiB or more: the index addresses bytes with 32 bits.
        case inputTooLarge(byteCount: Int)
        /// The memory for the document's index (about 8 bytes per input byte, most of it
        /// never touched) could not be had from the system.
        case indexTooLarge(byteCount: Int, indexBytes: Int)
    }

    /// Why the document was rejected.
    public var reason: Reason
    /// The zero-based offset, in bytes of UTF-8, at which the problem was found.
    ///
    /// For UTF-16 and UTF-32 input this is an offset into the input after it was
    /// converted to UTF-8.
    public var byteOffset: Int
    /// The one-based line of the problem.
    public var line: Int
    /// The one-based column of the problem, counted in Unicode scalars.
    public var column: Int

    /// Creates a reading error.
    public init(reason: Reason, byteOffset: Int, line: Int, column: Int) {
        self.reason = reason
        self.byteOffset = byteOffset
        self.line = line
        self.column = column
    }

    /// Where the problem is, as a phrase: `line 3, column 7 (byte 41)`.
    public var location: String {
        "line \(line), column \(column) (byte \(byteOffset))"
    }

    /// A sentence that says what was wrong, where, and what was expected.
    public var description: String {
        switch reason {
        case .emptyInput:
            return "The input holds no JSON value."
        case .unexpectedEndOfInput(let expected):
            return "Unexpected end of input at \(location): expected \(expected)."
        case .unexpectedCharacter(let found, let expected):
            return "Unexpected character \(found) at \(location): expected \(expected)."
        case .invalidNumber(let detail):
            return "Invalid number at \(location): \(detail)."
        case .invalidEscape(let detail):
            return "Invalid escape sequence at \(location): \(detail)."
        case .unpairedSurrogate(let detail):
            return "Unpaired UTF-16 surrogate at \(location): \(detail)."
        case .controlCharacterInString(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return
                "Unescaped control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) in a string at \(location): escape it, for example as \\n or \\u00XX."
        case .unterminatedString:
            return "Unterminated string starting at \(location): expected a closing quote."
        case .invalidUnicode(let detail):
            return "Invalid Unicode at \(location): \(detail)."
        case .nestingTooDeep(let limit):
            return "Arrays and objects nest more than \(limit) levels deep at \(location)."
        case .trailingContent(let found):
            return "Unexpected \(found) after the top-level value at \(location): expected the end of input."
        case .inputTooLarge(let byteCount):
            return "The input is \(byteCount) bytes; the reader accepts documents smaller than 4 GiB."
        case .indexTooLarge(let byteCount, let indexBytes):
            return
                "The input is \(byteCount) bytes, and the system would not lend the \(indexBytes) bytes of address space its index may need; read it as a stream (StrataJSONDecoder.elements(of:from:format:)), or in parts."
        }
    }
}

extension JSONReadingError {
    /// Builds an error for `offset` in `bytes`, working out the line and column.
    ///
    /// Only called on the error path, so it scans from the start of the input.
    static func at(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, _ reason: Reason) -> JSONReadingError {
        let clamped = max(0, min(offset, bytes.count))
        var position = TextPosition()
        if let base = bytes.baseAddress { position.advance(over: base, from: 0, to: clamped) }
        return JSONReadingError(reason: reason, byteOffset: clamped, line: position.line, column: position.column)
    }

    /// Describes the byte at `offset` for a message: `'x'`, `U+00E9` or `end of input`.
    static func describeByte(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        switch byte {
        case 0x20: return "a space"
        case 0x0A: return "a line feed"
        case 0x0D: return "a carriage return"
        case 0x09: return "a tab"
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
        }
    }
}
