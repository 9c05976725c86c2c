/// Writing JSON's scalar spellings: escaped strings, integers, floating-point numbers
/// and pretty-printing indentation.
extension JSONOutputBuffer {
    /// Writes `string` as a JSON string with Foundation's escaping: `"` and `\`, `/`
    /// unless `escapeSlashes` is off, `\b \t \n \f \r`, other control characters as
    /// `\u00xx` (lowercase hex); everything else as raw UTF-8.
    ///
    /// Hot path: runs of bytes that need no escape are found 8 at a time (the last few
    /// bytes as the string's last word) and copied in one move.
    @inline(__always)
    mutating func appendQuoted(_ string: String, escapeSlashes: Bool) {
        if let done: Void = string.utf8.withContiguousStorageIfAvailable({ appendQuoted(utf8: $0, escapeSlashes: escapeSlashes) }) {
            return done
        }
        var copy = string
        copy.withUTF8 { appendQuoted(utf8: $0, escapeSlashes: escapeSlashes) }
    }

    mutating func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, escapeSlashes: Bool) {
        // Worst case every byte becomes `\u00xx`.
        reserve(utf8.count &* 6 &+ 2)
        appendUnchecked(UInt8(ascii: "\""))
        guard let source = utf8.baseAddress else {
            appendUnchecked(UInt8(ascii: "\""))
            return
        }
        let end = utf8.count
        var runStart = 0
        var index = 0
        while index < end {
            if index &+ 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self))
                let mask = Self.escapeMask(word, escapeSlashes: escapeSlashes)
                if mask == 0 {
                    index &+= 8
                    continue
                }
                index &+= mask.trailingZeroBitCount &>> 3
            } else if end >= 8 {
                // The last bytes, as the string's last word shifted down, spaces above.
                let remaining = end &- index
                let word = UInt64(littleEndian: UnsafeRawPointer(source + (end &- 8)).loadUnaligned(as: UInt64.self))
                let shift = UInt64(truncatingIfNeeded: (8 &- remaining) &* 8)
                let mask = Self.escapeMask(
                    (word &>> shift) | (0x2020_2020_2020_2020 &<< UInt64(truncatingIfNeeded: remaining &* 8)), escapeSlashes: escapeSlashes)
                if mask == 0 {
                    index = end
                    continue
                }
                index &+= mask.trailingZeroBitCount &>> 3
            } else if !Self.needsEscape(source[index], escapeSlashes: escapeSlashes) {
                index &+= 1
                continue
            }
            // Copy the plain run, then the escape.
            let run = index &- runStart
            if run > 0 {
                (base + count).update(from: source + runStart, count: run)
                count &+= run
            }
            appendEscape(for: source[index])
            index &+= 1
            runStart = index
        }
        let run = end &- runStart
        if run > 0 {
            (base + count).update(from: source + runStart, count: run)
            count &+= run
        }
        appendUnchecked(UInt8(ascii: "\""))
    }

    /// Marks bytes that need escaping; the lowest mark is exact (see
    /// ``JSONParser/stringStopMask(_:)`` for the technique).
    @inline(__always)
    static func escapeMask(_ word: UInt64, escapeSlashes: Bool) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        var marks = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
        if escapeSlashes {
            let slash = word ^ (ones &* 0x2F)
            marks |= (slash &- ones) & ~slash
        }
        return marks & (ones &* 0x80)
    }

    @inline(__always)
    static func needsEscape(_ byte: UInt8, escapeSlashes: Bool) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (escapeSlashes && byte == UInt8(ascii: "/"))
    }

    /// Room has been reserved by the caller.
    @inline(__always)
    private mutating func appendEscape(for byte: UInt8) {
        appendUnchecked(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): appendUnchecked(byte)
        case 0x08: appendUnchecked(UInt8(ascii: "b"))
        case 0x09: appendUnchecked(UInt8(ascii: "t"))
        case 0x0A: appendUnchecked(UInt8(ascii: "n"))
        case 0x0C: appendUnchecked(UInt8(ascii: "f"))
        case 0x0D: appendUnchecked(UInt8(ascii: "r"))
        default:
            let hex: StaticString = "0123456789abcdef"
            appendUnchecked(UInt8(ascii: "u"))
            appendUnchecked(UInt8(ascii: "0"))
            appendUnchecked(UInt8(ascii: "0"))
            appendUnchecked(hex.utf8Start[Int(byte >> 4)])
            appendUnchecked(hex.utf8Start[Int(byte & 0xF)])
        }
    }

    // MARK: Numbers

    /// Writes an integer in decimal.
    @inline(__always)
    mutating func appendInteger(_ value: Int64) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            appendInteger(magnitude: value.magnitude)
        } else {
            appendInteger(magnitude: UInt64(value))
        }
    }

    /// Writes an unsigned integer in decimal.
    @inline(__always)
    mutating func appendInteger(magnitude value: UInt64) {
        reserve(20)
        if value < 10 {
            appendUnchecked(UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0"))
            return
        }
        let length = DecimalDigits.count(value)
        DecimalDigits.write(value, count: length, to: base + count)
        count &+= length
    }

    /// Writes a finite `Double` as Foundation's `JSONEncoder` does (see
    /// ``FloatingPointText``), straight into the buffer.
    @inline(__always)
    mutating func appendDouble(_ value: Double) {
        reserve(FloatingPointText.maximumLength)
        count &+= FloatingPointText.write(value, to: base + count)
    }

    /// Writes a finite `Float` as Foundation's `JSONEncoder` does.
    mutating func appendFloat(_ value: Float) {
        reserve(FloatingPointText.maximumLength)
        count &+= FloatingPointText.write(value, to: base + count)
    }

    // MARK: Pretty printing

    /// A line break followed by two spaces per level.
    @inline(__always)
    mutating func appendNewline(indent level: Int) {
        let width = level &* 2
        reserve(width &+ 1)
        appendUnchecked(0x0A)
        (base + count).initialize(repeating: 0x20, count: width)
        count &+= width
    }
}
