/// A number's text split into sign, leading significant digits and a power of ten:
/// the value is `significand × 10^exponent`, exactly unless `isTruncated`.
///
/// Only RFC 8259 number text is accepted here; the reader has already validated it.
struct DecimalComponents: Equatable {
    var isNegative: Bool
    /// The first 19 significant digits (19 always fit in a `UInt64`).
    var significand: UInt64
    var exponent: Int
    /// Digits after the first 19 were dropped, and at least one was not zero.
    var isTruncated: Bool

    /// The most significant digits kept.
    static let maximumDigits = 19

    /// Exponents are clamped here: anything larger is already far outside every
    /// numeric type, and clamping keeps the arithmetic from overflowing.
    static let exponentLimit = 100_000

    /// The written exponent stops growing here, far past any offset the position of the
    /// digits can add (documents are below 4 GiB), so that `0.000…01e1000000` with a
    /// million zeros still cancels out to 1 before the result is clamped.
    static let writtenExponentLimit = 1 << 40

    /// Splits RFC 8259 number text. Returns nil for text that is not a number.
    ///
    /// Hot path for every floating-point read: one pass, no allocation. Runs of digits
    /// are measured and converted eight at a time (see ``DigitRun``).
    @inline(__always)
    init?(text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress, text.count > 0 else { return nil }
        let end = text.count
        var index = 0
        isNegative = base[0] == UInt8(ascii: "-")
        if isNegative { index = 1 }
        var accumulator = DigitRun.Accumulator()
        // Integer part: digits dropped past the 19th raise the exponent.
        let integerDigits = DigitRun.length(base, from: index, end: end)
        guard integerDigits > 0 else { return nil }
        accumulator.add(base, from: index, count: integerDigits)
        var exponent = accumulator.dropped
        index &+= integerDigits
        // Fraction: every digit kept (leading zeros included) lowers the exponent.
        if index < end && base[index] == UInt8(ascii: ".") {
            index &+= 1
            let fractionDigits = DigitRun.length(base, from: index, end: end)
            guard fractionDigits > 0 else { return nil }
            let droppedBefore = accumulator.dropped
            accumulator.add(base, from: index, count: fractionDigits)
            exponent &-= fractionDigits &- (accumulator.dropped &- droppedBefore)
            index &+= fractionDigits
        }
        significand = accumulator.significand
        isTruncated = accumulator.isTruncated
        // Exponent.
        if index < end && base[index] | 0x20 == UInt8(ascii: "e") {
            index &+= 1
            var negativeExponent = false
            if index < end && (base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-")) {
                negativeExponent = base[index] == UInt8(ascii: "-")
                index &+= 1
            }
            var value = 0
            var sawExponentDigit = false
            while index < end {
                let digit = base[index] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                sawExponentDigit = true
                if value < Self.writtenExponentLimit { value = value &* 10 &+ Int(digit) }
                index &+= 1
            }
            guard sawExponentDigit else { return nil }
            exponent &+= negativeExponent ? -value : value
        }
        guard index == end else { return nil }
        if significand == 0 { exponent = 0 }
        self.exponent = max(-Self.exponentLimit, min(Self.exponentLimit, exponent))
    }
}

/// Runs of ASCII digits, measured and converted eight bytes at a time (SWAR: the eight
/// lanes of a 64-bit word at once).
///
/// Hot path for the reader and for number conversion.
enum DigitRun {
    /// A word whose bytes are all `0`.
    static let zeros: UInt64 = 0x3030_3030_3030_3030

    /// The high bit of each byte of `word` that is not an ASCII digit. The lowest one is
    /// exact: a byte below `0` borrows and one above `9` carries only into the bytes
    /// after it, and digits do neither.
    @inline(__always)
    static func nonDigitMask(_ word: UInt64) -> UInt64 {
        ((word &+ 0x4646_4646_4646_4646) | (word &- zeros)) & 0x8080_8080_8080_8080
    }

    /// The number of digits at `base[index...]`, before `end`. The last few bytes are
    /// read as the last word of the text, shifted.
    @inline(__always)
    static func length(_ base: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var position = index
        while position &+ 8 <= end {
            let mask = nonDigitMask(load(base, position))
            if mask != 0 { return position &+ (mask.trailingZeroBitCount &>> 3) &- index }
            position &+= 8
        }
        if position < end && end >= 8 {
            // The remaining bytes, low, with zero bytes (not digits) above them.
            let remaining = end &- position
            let word = load(base, end &- 8) &>> UInt64(truncatingIfNeeded: (8 &- remaining) &* 8)
            return position &+ (nonDigitMask(word).trailingZeroBitCount &>> 3) &- index
        }
        while position < end && base[position] &- UInt8(ascii: "0") < 10 { position &+= 1 }
        return position &- index
    }

    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UnalignedWords.load64(base + offset)
    }

    /// The value of eight ASCII digits in a little-endian word (first digit in the
    /// lowest byte): digits pair into 16-bit lanes, pairs into 32-bit lanes, then the
    /// two halves combine; each step multiplies every lane at once and no lane
    /// overflows into the next.
    @inline(__always)
    static func value(ofEight word: UInt64) -> UInt64 {
        var lanes = word &- zeros
        lanes = (lanes &* 10 &+ (lanes &>> 8)) & 0x00FF_00FF_00FF_00FF
        lanes = (lanes &* 100 &+ (lanes &>> 16)) & 0x0000_FFFF_0000_FFFF
        return (lanes &* 10_000 &+ (lanes &>> 32)) & 0xFFFF_FFFF
    }

    /// The first 19 significant digits of one or more runs, and what was dropped.
    struct Accumulator {
        var significand: UInt64 = 0
        /// Significant digits kept so far (leading zeros are not significant).
        var kept = 0
        /// Digits that came after the 19th.
        var dropped = 0
        /// A dropped digit was not zero.
        var isTruncated = false

        /// Adds the `count` digits at `base[index...]`; `base[0..<index + count]` is
        /// readable.
        @inline(__always)
        mutating func add(_ base: UnsafePointer<UInt8>, from index: Int, count: Int) {
            var position = index
            let end = index &+ count
            if kept == 0 {
                // Leading zeros are not significant.
                while position < end && base[position] == UInt8(ascii: "0") { position &+= 1 }
            }
            let take = min(end &- position, DecimalComponents.maximumDigits &- kept)
            let takeEnd = position &+ take
            while position &+ 8 <= takeEnd {
                significand = significand &* 100_000_000 &+ DigitRun.value(ofEight: DigitRun.load(base, position))
                position &+= 8
            }
            let rest = takeEnd &- position
            if rest > 0 && takeEnd >= 8 {
                // The last digits are the high bytes of the word that ends with them; the
                // bytes below them become zeros.
                let low = UInt64.max &>> UInt64(truncatingIfNeeded: rest &* 8)
                let word = (DigitRun.load(base, takeEnd &- 8) & ~low) | (DigitRun.zeros & low)
                significand = significand &* DecimalDigits.powerOfTen(rest) &+ DigitRun.value(ofEight: word)
                position = takeEnd
            }
            while position < takeEnd {
                significand = significand &* 10 &+ UInt64(base[position] &- UInt8(ascii: "0"))
                position &+= 1
            }
            kept &+= take
            if position < end {
                dropped &+= end &- position
                while position < end {
                    if base[position] != UInt8(ascii: "0") {
                        isTruncated = true
                        break
                    }
                    position &+= 1
                }
            }
        }
    }
}
