/// The JSON5 extensions, reached only when ``JSONReadingOptions/allowsJSON5`` is on and
/// only at points where strict JSON would have stopped with an error.
extension JSONParser {
    /// Skips JSON5 comments and the whitespace JSON5 adds to JSON's four characters:
    /// vertical tab, form feed, no-break space, byte order mark, line and paragraph
    /// separators and the other Unicode space separators.
    mutating func skipJSON5Trivia() {
        var pos = position
        scan: while true {
            let byte = peek(pos)
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09, 0x0B, 0x0C:
                pos &+= 1
            case UInt8(ascii: "/"):
                let next = peek(pos &+ 1)
                if next == UInt8(ascii: "/") {
                    pos &+= 2
                    while pos < count {
                        let byte = peek(pos)
                        if byte == 0x0A || byte == 0x0D || isLineOrParagraphSeparator(at: pos) { break }
                        pos &+= 1
                    }
                } else if next == UInt8(ascii: "*") {
                    var end = pos &+ 2
                    while end &+ 1 < count && !(peek(end) == UInt8(ascii: "*") && peek(end &+ 1) == UInt8(ascii: "/")) {
                        end &+= 1
                    }
                    // An unterminated comment is left in place; ``unexpected(expected:)``
                    // reports it.
                    guard end &+ 1 < count else { break scan }
                    pos = end &+ 2
                } else {
                    break scan
                }
            default:
                let width = json5SpaceWidth(at: pos)
                guard width > 0 else { break scan }
                pos &+= width
            }
        }
        position = pos
    }

    /// The length of the non-ASCII JSON5 space character at `offset`, or 0.
    private func json5SpaceWidth(at offset: Int) -> Int {
        let b0 = peek(offset), b1 = peek(offset &+ 1), b2 = peek(offset &+ 2)
        switch b0 {
        case 0xC2: return b1 == 0xA0 ? 2 : 0  // U+00A0 no-break space
        case 0xEF: return b1 == 0xBB && b2 == 0xBF ? 3 : 0  // U+FEFF byte order mark
        case 0xE1: return b1 == 0x9A && b2 == 0x80 ? 3 : 0  // U+1680
        case 0xE2:
            if b1 == 0x80 && (b2 <= 0x8A || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF) && b2 >= 0x80 {
                return 3  // U+2000–200A, U+2028, U+2029, U+202F
            }
            return b1 == 0x81 && b2 == 0x9F ? 3 : 0  // U+205F
        case 0xE3: return b1 == 0x80 && b2 == 0x80 ? 3 : 0  // U+3000
        default: return 0
        }
    }

    func isLineOrParagraphSeparator(at offset: Int) -> Bool {
        peek(offset) == 0xE2 && peek(offset &+ 1) == 0x80 && (peek(offset &+ 2) == 0xA8 || peek(offset &+ 2) == 0xA9)
    }

    /// A value that only JSON5 allows: a single-quoted string, or a number starting
    /// with `+`, `.`, `Infinity` or `NaN`. Returns false if the byte starts none.
    mutating func scanJSON5Value() throws -> Bool {
        switch peek(position) {
        case UInt8(ascii: "'"):
            try scanSingleQuotedString(isKey: false)
            return true
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
            try scanJSON5Number()
            return true
        default:
            return false
        }
    }

    /// A JSON5 number: JSON's, plus hexadecimal, a leading `+`, a leading or trailing
    /// decimal point, `Infinity` and `NaN`. Only forms outside RFC 8259 get
    /// ``NodeFlags/numberIsJSON5``.
    mutating func scanJSON5Number() throws {
        let start = position
        var pos = start
        var isJSON5Form = false
        if peek(pos) == UInt8(ascii: "+") {
            isJSON5Form = true
            pos &+= 1
        } else if peek(pos) == UInt8(ascii: "-") {
            pos &+= 1
        }
        if matches("Infinity", at: pos) {
            emit(.number, flags: NodeFlags.numberIsJSON5, offset: start, payload: pos &+ 8 &- start)
            position = pos &+ 8
            return
        }
        if matches("NaN", at: pos) {
            emit(.number, flags: NodeFlags.numberIsJSON5, offset: start, payload: pos &+ 3 &- start)
            position = pos &+ 3
            return
        }
        if peek(pos) == UInt8(ascii: "0") && peek(pos &+ 1) | 0x20 == UInt8(ascii: "x") {
            pos &+= 2
            let digitsStart = pos
            while Self.hexValue(peek(pos)) != nil { pos &+= 1 }
            guard pos > digitsStart else {
                throw error(at: pos, .invalidNumber("expected a hexadecimal digit after '0x'"))
            }
            emit(.number, flags: NodeFlags.numberIsJSON5, offset: start, payload: pos &- start)
            position = pos
            return
        }
        var integerDigits = 0
        if peek(pos) == UInt8(ascii: "0") {
            pos &+= 1
            integerDigits = 1
            if Self.isDigit(peek(pos)) {
                throw error(at: pos &- 1, .invalidNumber("leading zeros are not allowed"))
            }
        } else {
            while Self.isDigit(peek(pos)) {
                pos &+= 1
                integerDigits &+= 1
            }
        }
        var isInteger = true
        if peek(pos) == UInt8(ascii: ".") {
            isInteger = false
            pos &+= 1
            var fractionDigits = 0
            while Self.isDigit(peek(pos)) {
                pos &+= 1
                fractionDigits &+= 1
            }
            if integerDigits == 0 && fractionDigits == 0 {
                throw error(at: pos, .invalidNumber("expected a digit before or after the decimal point"))
            }
            if integerDigits == 0 || fractionDigits == 0 { isJSON5Form = true }
        } else if integerDigits == 0 {
            throw error(at: pos, .invalidNumber("expected a digit, found \(JSONReadingError.describeByte(at: pos, in: inputBuffer))"))
        }
        if peek(pos) | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            pos &+= 1
            if peek(pos) == UInt8(ascii: "+") || peek(pos) == UInt8(ascii: "-") { pos &+= 1 }
            guard Self.isDigit(peek(pos)) else {
                throw error(
                    at: pos, .invalidNumber("expected a digit in the exponent, found \(JSONReadingError.describeByte(at: pos, in: inputBuffer))"))
            }
            while Self.isDigit(peek(pos)) { pos &+= 1 }
        }
        var flags: UInt8 = 0
        if isJSON5Form { flags |= NodeFlags.numberIsJSON5 } else if isInteger { flags |= NodeFlags.numberIsInteger }
        emit(.number, flags: flags, offset: start, payload: pos &- start)
        position = pos
    }

    private func matches(_ word: StaticString, at offset: Int) -> Bool {
        let pointer = word.utf8Start
        for index in 0..<word.utf8CodeUnitCount where peek(offset &+ index) != pointer[index] {
            return false
        }
        return true
    }

    /// A JSON5 object key: single-quoted, or an ECMAScript identifier name (letters,
    /// `$`, `_`, digits after the first character, and `\uXXXX` escapes of those).
    mutating func scanJSON5Key() throws {
        if peek(position) == UInt8(ascii: "'") {
            try scanSingleQuotedString(isKey: true)
            return
        }
        let start = position
        var pos = start
        var flags = NodeFlags.stringUnquoted
        while true {
            let byte = peek(pos)
            let isFirst = pos == start
            if byte < 0x80 {
                if Self.isIdentifierASCII(byte, first: isFirst) {
                    pos &+= 1
                } else if byte == UInt8(ascii: "\\") && peek(pos &+ 1) == UInt8(ascii: "u"), let unit = hexQuad(at: pos &+ 2),
                    let scalar = Unicode.Scalar(unit), Self.isIdentifierScalar(scalar, first: isFirst)
                {
                    flags |= NodeFlags.stringHasEscapes
                    pos &+= 6
                } else {
                    break
                }
            } else {
                guard let (scalar, width) = decodeScalar(at: pos), Self.isIdentifierScalar(scalar, first: isFirst) else { break }
                flags |= NodeFlags.stringHasNonASCII
                pos &+= width
            }
        }
        guard pos > start else {
            if position >= count {
                throw error(at: position, .unexpectedEndOfInput(expected: "an object key"))
            }
            throw unexpected(expected: "an object key (a string or an identifier)")
        }
        emit(.string, flags: flags, offset: start, payload: pos &- start)
        position = pos
        recordKey(start: start, length: pos &- start, flags: flags)
    }

    static func isIdentifierASCII(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "$"), UInt8(ascii: "_"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return !first
        default:
            return false
        }
    }

    static func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar.isASCII { return isIdentifierASCII(UInt8(scalar.value), first: first) }
        if first { return scalar.properties.isIDStart }
        // Zero-width non-joiner and joiner may continue an identifier.
        return scalar.properties.isIDContinue || scalar.value == 0x200C || scalar.value == 0x200D
    }

    /// The scalar encoded at `offset` (a lead byte of 0x80 or above) and its width.
    func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        guard let end = try? validateMultibyteScalar(at: offset) else { return nil }
        let width = end &- offset
        var value = UInt32(peek(offset)) & (0xFF >> (width &+ 1))
        for index in 1..<width {
            value = value << 6 | UInt32(peek(offset &+ index) & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, width) }
    }

    /// A single-quoted JSON5 string at `position`.
    mutating func scanSingleQuotedString(isKey: Bool) throws {
        let start = position &+ 1
        var pos = start
        var flags = NodeFlags.stringSingleQuoted
        while true {
            let byte = peek(pos)
            if byte == UInt8(ascii: "'") { break }
            if byte == UInt8(ascii: "\\") {
                flags |= NodeFlags.stringHasEscapes
                pos = try validateEscape(at: pos, quote: UInt8(ascii: "'"))
            } else if byte < 0x20 {
                if pos >= count { throw error(at: start &- 1, .unterminatedString) }
                throw error(at: pos, .controlCharacterInString(byte))
            } else if byte >= 0x80 {
                flags |= NodeFlags.stringHasNonASCII
                pos = try validateMultibyteScalar(at: pos)
            } else {
                pos &+= 1
            }
        }
        emit(.string, flags: flags, offset: start, payload: pos &- start)
        position = pos &+ 1
        if isKey {
            recordKey(start: start, length: pos &- start, flags: flags)
        }
    }

    /// The escapes JSON5 adds: `\'`, `\v`, `\0`, `\xHH`, escaped line terminators
    /// (line continuations) and any other character standing for itself, except the
    /// digits 1 to 9.
    func validateJSON5Escape(at offset: Int, quote: UInt8) throws -> Int {
        let escaped = peek(offset &+ 1)
        switch escaped {
        case UInt8(ascii: "0"):
            if Self.isDigit(peek(offset &+ 2)) {
                throw error(at: offset, .invalidEscape("\\0 must not be followed by a digit"))
            }
            return offset &+ 2
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw error(at: offset, .invalidEscape("\\ followed by a digit other than 0"))
        case UInt8(ascii: "x"):
            guard Self.hexValue(peek(offset &+ 2)) != nil, Self.hexValue(peek(offset &+ 3)) != nil else {
                throw error(at: offset, .invalidEscape("\\x must be followed by two hexadecimal digits"))
            }
            return offset &+ 4
        case 0x0D:
            return peek(offset &+ 2) == 0x0A ? offset &+ 3 : offset &+ 2
        case 0x0A:
            return offset &+ 2
        case 0x00..<0x20:
            if offset &+ 1 >= count { throw error(at: offset, .unterminatedString) }
            throw error(at: offset &+ 1, .controlCharacterInString(escaped))
        case 0x80...:
            return try validateMultibyteScalar(at: offset &+ 1)
        default:
            return offset &+ 2
        }
    }
}
