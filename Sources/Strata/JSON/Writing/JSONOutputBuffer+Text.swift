/// Writing JSON's scalar spellings: escaped strings, integers, floating-point numbers
/// and pretty-printing indentation.
extension JSONOutputBuffer {
    /// Writes `string` as a JSON string with Foundation's escaping: `"` and `\`, `/`
    /// unless `escapeSlashes` is off, `\b \t \n \f \r`, other control characters as
    /// `\u00xx` (lowercase hex); everything else as raw UTF-8.
    ///
    /// Hot path: bytes are checked and copied 16 at a time, then 8 (the last few as the
    /// string's last word); see `writeEscaped`.
    @_transparent
    mutating func appendQuoted(_ string: String, escapeSlashes: Bool) {
        if let done: Void = string.utf8.withContiguousStorageIfAvailable({ appendQuoted(utf8: $0, escapeSlashes: escapeSlashes) }) {
            return done
        }
        var copy = string
        copy.withUTF8 { appendQuoted(utf8: $0, escapeSlashes: escapeSlashes) }
    }

    mutating func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, escapeSlashes: Bool) {
        appendQuoted(utf8: utf8, escapeSlashes: escapeSlashes, vectorBlocks: VectorScans.areUsed)
    }

    /// ``appendQuoted(utf8:escapeSlashes:)``, reading 16-byte blocks only if `vectorBlocks`
    /// (see ``VectorScans``: a debug build reads words; the tests run both).
    @_transparent
    mutating func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, escapeSlashes: Bool, vectorBlocks: Bool) {
        // Worst case every byte becomes `\u00xx`, and words are stored whole, up to 8
        // bytes past the last one written. When the buffer lacks room for that, the
        // string's real escaped length decides whether it grows: a 150-byte URL near
        // the end of a 1 KiB buffer would otherwise double it for room never used.
        if count &+ (utf8.count &* 6 &+ 10) > capacity {
            let length =
                vectorBlocks
                ? Self.escapedLength(of: utf8, escapeSlashes: escapeSlashes) : Self.escapedLengthByWords(of: utf8, escapeSlashes: escapeSlashes)
            reserve(length &+ 10)
        }
        var out = base + count
        out.pointee = UInt8(ascii: "\"")
        out += 1
        if let source = utf8.baseAddress {
            out = Self.writeEscaped(source, count: utf8.count, to: out, escapeSlashes: escapeSlashes, vectorBlocks: vectorBlocks)
        }
        out.pointee = UInt8(ascii: "\"")
        out += 1
        count = out - base
    }

    /// Writes `count` bytes from `source` at `out`, escaped, and returns the end of what
    /// it wrote. The memory at `out` has room for the worst case and 8 bytes more.
    ///
    /// Hot path: every string the writers produce. Each block of 16 bytes, then each
    /// word of 8, is stored before it is checked, so a plain run costs no copy of its
    /// own; at a byte that needs escaping the cursor stops there and the escape is written
    /// over the rest of the block. URLs, with `/` escaped by default, stop several times
    /// each. The 16-byte check is written with `SIMD16<UInt8>` lane arithmetic, which
    /// the compiler turns into vector instructions (comparisons would not be: `.==`
    /// makes a mask lane by lane); without `vectorBlocks` (see ``VectorScans``), the
    /// word loop reads every block.
    @_transparent
    private static func writeEscaped(
        _ source: UnsafePointer<UInt8>, count end: Int, to destination: UnsafeMutablePointer<UInt8>, escapeSlashes: Bool, vectorBlocks: Bool
    ) -> UnsafeMutablePointer<UInt8> {
        var out = destination
        var index = 0
        while vectorBlocks && index &+ 16 <= end {
            let block = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(out).storeBytes(of: block, as: SIMD16<UInt8>.self)
            let marks = unsafeBitCast(escapeMarks(block, escapeSlashes: escapeSlashes), to: (UInt64, UInt64).self)
            if marks.0 | marks.1 == 0 {
                index &+= 16
                out += 16
                continue
            }
            let low = UInt64(littleEndian: marks.0)
            let plain = low != 0 ? low.trailingZeroBitCount &>> 3 : 8 &+ UInt64(littleEndian: marks.1).trailingZeroBitCount &>> 3
            out += plain
            index &+= plain
            out = writeEscape(for: source[index], at: out)
            index &+= 1
        }
        if vectorBlocks && index < end && end >= 16 {
            // The last bytes, as the string's last 16: if none of them needs escaping,
            // the ones before `index` were copied as they are, so the block is stored
            // over them again.
            let remaining = end &- index
            let block = UnsafeRawPointer(source + (end &- 16)).loadUnaligned(as: SIMD16<UInt8>.self)
            let marks = unsafeBitCast(escapeMarks(block, escapeSlashes: escapeSlashes), to: (UInt64, UInt64).self)
            if marks.0 | marks.1 == 0 {
                UnsafeMutableRawPointer(out - (16 &- remaining)).storeBytes(of: block, as: SIMD16<UInt8>.self)
                return out + remaining
            }
        }
        while index &+ 8 <= end {
            let word = UnalignedWords.load64(source + index)
            UnalignedWords.store64(word, at: out)
            let mask = escapeMask(word, escapeSlashes: escapeSlashes)
            if mask == 0 {
                index &+= 8
                out += 8
                continue
            }
            let plain = mask.trailingZeroBitCount &>> 3
            out += plain
            index &+= plain
            out = writeEscape(for: source[index], at: out)
            index &+= 1
        }
        if index < end && end >= 8 {
            // The last bytes, as the string's last word shifted down, spaces above.
            let remaining = end &- index
            let word = UnalignedWords.load64(source + (end &- 8))
            let tail = word &>> UInt64(truncatingIfNeeded: (8 &- remaining) &* 8)
            let spaces = 0x2020_2020_2020_2020 &<< UInt64(truncatingIfNeeded: remaining &* 8)
            if escapeMask(tail | spaces, escapeSlashes: escapeSlashes) == 0 {
                UnalignedWords.store64(tail, at: out)
                return out + remaining
            }
        }
        while index < end {
            let byte = source[index]
            if needsEscape(byte, escapeSlashes: escapeSlashes) {
                out = writeEscape(for: byte, at: out)
            } else {
                out.pointee = byte
                out += 1
            }
            index &+= 1
        }
        return out
    }

    /// How many bytes `utf8` takes once escaped, at most: each byte that needs an escape
    /// counted as the six of `\u00xx`. Each 16-byte block adds its marks (1 per lane) to
    /// per-lane counts, summed across lanes every 255 blocks (before a lane can wrap) and
    /// at the end: about five instructions a block.
    @inline(never)
    static func escapedLength(of utf8: UnsafeBufferPointer<UInt8>, escapeSlashes: Bool) -> Int {
        guard let source = utf8.baseAddress else { return 0 }
        var escapes = 0
        var index = 0
        var laneCounts = SIMD16<UInt8>()
        var blocksCounted = 0
        while index &+ 16 <= utf8.count {
            let block = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD16<UInt8>.self)
            laneCounts &+= escapeMarks(block, escapeSlashes: escapeSlashes) &>> 7
            blocksCounted &+= 1
            if blocksCounted == 255 {
                escapes &+= sumOfLanes(laneCounts)
                laneCounts = SIMD16()
                blocksCounted = 0
            }
            index &+= 16
        }
        escapes &+= sumOfLanes(laneCounts)
        while index < utf8.count {
            if needsEscape(source[index], escapeSlashes: escapeSlashes) { escapes &+= 1 }
            index &+= 1
        }
        return utf8.count &+ escapes &* 5
    }

    /// ``escapedLength(of:escapeSlashes:)`` a word at a time, for builds without vector
    /// blocks (see ``VectorScans``): the lowest byte a word's mask marks needs an escape
    /// (the marks above it may be false), so the scan goes on from the byte after it.
    @inline(never)
    static func escapedLengthByWords(of utf8: UnsafeBufferPointer<UInt8>, escapeSlashes: Bool) -> Int {
        guard let source = utf8.baseAddress else { return 0 }
        let count = utf8.count
        var escapes = 0
        var index = 0
        while index &+ 8 <= count {
            let mask = escapeMask(UnalignedWords.load64(source + index), escapeSlashes: escapeSlashes)
            if mask == 0 {
                index &+= 8
            } else {
                index &+= (mask.trailingZeroBitCount &>> 3) &+ 1
                escapes &+= 1
            }
        }
        while index < count {
            if needsEscape(source[index], escapeSlashes: escapeSlashes) { escapes &+= 1 }
            index &+= 1
        }
        return count &+ escapes &* 5
    }

    /// The sum of a vector's 16 lanes, added in pairs a word at a time (the standard
    /// library's `wrappedSum` of a widened vector is two calls, which cost more than the
    /// whole count of a URL).
    @_transparent
    private static func sumOfLanes(_ lanes: SIMD16<UInt8>) -> Int {
        let words = unsafeBitCast(lanes, to: (UInt64, UInt64).self)
        func sum(_ word: UInt64) -> UInt64 {
            var word = (word & 0x00FF_00FF_00FF_00FF) &+ ((word &>> 8) & 0x00FF_00FF_00FF_00FF)
            word = (word & 0x0000_FFFF_0000_FFFF) &+ ((word &>> 16) & 0x0000_FFFF_0000_FFFF)
            return (word & 0xFFFF_FFFF) &+ (word &>> 32)
        }
        return Int(truncatingIfNeeded: sum(words.0) &+ sum(words.1))
    }

    /// Marks bytes that need escaping; the lowest mark is exact (see
    /// ``JSONParser/stringStopMask(_:)`` for the technique).
    @_transparent
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

    /// ``escapeMask(_:escapeSlashes:)`` for 16 bytes at once: `0x80` in each lane that
    /// needs escaping, 0 in the others (exact in every lane: each lane is tested alone).
    @_transparent
    static func escapeMarks(_ block: SIMD16<UInt8>, escapeSlashes: Bool) -> SIMD16<UInt8> {
        let ones = SIMD16<UInt8>(repeating: 1)
        let quote = block ^ SIMD16(repeating: 0x22)
        let backslash = block ^ SIMD16(repeating: 0x5C)
        var marks = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((block &- SIMD16(repeating: 0x20)) & ~block)
        if escapeSlashes {
            let slash = block ^ SIMD16(repeating: 0x2F)
            marks |= (slash &- ones) & ~slash
        }
        return marks & SIMD16(repeating: 0x80)
    }

    @_transparent
    static func needsEscape(_ byte: UInt8, escapeSlashes: Bool) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (escapeSlashes && byte == UInt8(ascii: "/"))
    }

    /// Writes the escape for `byte` at `out` (room reserved by the caller) and returns
    /// the end of it.
    @_transparent
    private static func writeEscape(for byte: UInt8, at out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        out[0] = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out[1] = byte
        case 0x08: out[1] = UInt8(ascii: "b")
        case 0x09: out[1] = UInt8(ascii: "t")
        case 0x0A: out[1] = UInt8(ascii: "n")
        case 0x0C: out[1] = UInt8(ascii: "f")
        case 0x0D: out[1] = UInt8(ascii: "r")
        default:
            let hex: StaticString = "0123456789abcdef"
            out[1] = UInt8(ascii: "u")
            out[2] = UInt8(ascii: "0")
            out[3] = UInt8(ascii: "0")
            out[4] = hex.utf8Start[Int(byte >> 4)]
            out[5] = hex.utf8Start[Int(byte & 0xF)]
            return out + 6
        }
        return out + 2
    }

    // MARK: Numbers

    /// Writes an integer in decimal.
    @_transparent
    mutating func appendInteger(_ value: Int64) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            appendInteger(magnitude: value.magnitude)
        } else {
            appendInteger(magnitude: UInt64(value))
        }
    }

    /// Writes an unsigned integer in decimal.
    @_transparent
    mutating func appendInteger(magnitude value: UInt64) {
        reserve(20)
        if value < 10 {
            appendUnchecked(UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0"))
            return
        }
        let length = DecimalDigits.count(value)
        DecimalDigits.writeInteger(value, count: length, to: base + count)
        count &+= length
    }

    /// Writes `significand` × 10^-`fractionDigits` in plain decimal digits, as
    /// `JSONNumber.text` spells it (`12.50`, `-0.007`): the number a `JSONValue` read from
    /// JSON text keeps, written back as it was read.
    ///
    /// Straight into the buffer: making the `String` first, as `text` does, was 76% of
    /// writing canada.json's tree (342 million instructions a call).
    mutating func appendDecimal(significand: UInt64, fractionDigits: Int, isNegative: Bool) {
        if isNegative { append(UInt8(ascii: "-")) }
        guard fractionDigits > 0 else { return appendInteger(magnitude: significand) }
        let length = DecimalDigits.count(significand)
        let integerDigits = length &- fractionDigits
        // Room for every digit, the point, a leading zero, and the 8 bytes past the digits
        // that `writeInteger` may store.
        reserve(max(length, fractionDigits) &+ 10)
        let start = base + count
        if integerDigits > 0 {
            // The digits one byte on, then the integer part one byte back: the point goes
            // between them.
            DecimalDigits.writeInteger(significand, count: length, to: start + 1)
            for index in 0..<integerDigits { start[index] = start[index &+ 1] }
            start[integerDigits] = UInt8(ascii: ".")
            count &+= length &+ 1
        } else {
            // `0.`, the zeros the significand's digits leave, then its digits.
            start[0] = UInt8(ascii: "0")
            start[1] = UInt8(ascii: ".")
            let zeros = -integerDigits
            (start + 2).update(repeating: UInt8(ascii: "0"), count: zeros)
            DecimalDigits.writeInteger(significand, count: length, to: start + 2 + zeros)
            count &+= 2 &+ zeros &+ length
        }
    }

    /// Writes a finite `Double` as Foundation's `JSONEncoder` does (see
    /// ``FloatingPointText``), straight into the buffer.
    @_transparent
    mutating func appendDouble(_ value: Double) {
        reserve(FloatingPointText.maximumLength)
        let tries = fifteenDigitGuess.shouldTry
        var misses = 0
        count &+= FloatingPointText.write(value, to: base + count, tryingFifteenDigits: tries, misses: &misses)
        fifteenDigitGuess.record(tried: tries, count: 1, misses: misses)
    }

    /// Writes a finite `Float` as Foundation's `JSONEncoder` does.
    mutating func appendFloat(_ value: Float) {
        reserve(FloatingPointText.maximumLength)
        var misses = 0
        count &+= FloatingPointText.write(value, to: base + count, tryingFifteenDigits: false, misses: &misses)
    }

    // MARK: Pretty printing

    /// A line break followed by two spaces per level.
    @_transparent
    mutating func appendNewline(indent level: Int) {
        let width = level &* 2
        reserve(width &+ 1)
        appendUnchecked(0x0A)
        (base + count).initialize(repeating: 0x20, count: width)
        count &+= width
    }
}
