/// The shape most numbers a program writes take — `-65.61361699999998`, `0.0636837780476`,
/// `2` — read with a fixed handful of word operations and no loop: an optional minus,
/// one to seven integer digits, and optionally a point and one to sixteen fraction
/// digits, nineteen digits at most in all, no exponent.
///
/// Hot path for the bulk `[Double]` reads: it answers nil (the caller takes the general
/// route through ``DecimalComponents``) for every other shape, and when fewer than 16
/// bytes of input follow a digit run, since it reads whole words.
enum PlainDecimal {
    /// The `Double` nearest to the number text at `input[start ..< start + length]`,
    /// which the reader has validated, or nil when the text is not of the plain shape.
    /// `input` holds `inputCount` bytes.
    ///
    /// `isPlainScanned`: the reader's plain scan read the number
    /// (``NodeFlags/numberIsPlainDecimal``), so the words read here, which it read too,
    /// lie inside the input, and its fraction is digits to its end; the checks for both
    /// are left out.
    @inline(__always)
    static func double(_ input: UnsafePointer<UInt8>, start: Int, length: Int, inputCount: Int, isPlainScanned: Bool) -> Double? {
        let end = start &+ length
        let isNegative = input[start] == UInt8(ascii: "-")
        let integerStart = isNegative ? start &+ 1 : start
        guard isPlainScanned || integerStart &+ 16 <= inputCount else { return nil }
        let integerWord = DigitRun.load(input, integerStart)
        let integerMask = DigitRun.nonDigitMask(integerWord)
        // Eight or more integer digits (the mask is zero) are left to the general route.
        guard integerMask != 0 else { return nil }
        let integerDigits = integerMask.trailingZeroBitCount &>> 3
        guard integerDigits > 0 else { return nil }
        var significand = DigitRun.value(ofEight: leadingDigits(integerWord, count: integerDigits))
        let point = integerStart &+ integerDigits
        var fractionDigits = 0
        if point != end {
            guard input[point] == UInt8(ascii: ".") else { return nil }
            let fractionStart = point &+ 1
            fractionDigits = end &- fractionStart
            guard
                integerDigits &+ fractionDigits <= 19
                    && (isPlainScanned || fractionDigits <= 16 && fractionStart &+ 16 <= inputCount)
            else { return nil }
            // The text ends with the fraction unless it has an exponent: its digits must
            // run to the end.
            let first = DigitRun.load(input, fractionStart)
            let fraction: UInt64
            if fractionDigits <= 8 {
                guard isPlainScanned || DigitRun.nonDigitMask(first).trailingZeroBitCount &>> 3 >= fractionDigits else { return nil }
                fraction = DigitRun.value(ofEight: leadingDigits(first, count: fractionDigits))
            } else {
                let second = DigitRun.load(input, fractionStart &+ 8)
                guard
                    isPlainScanned
                        || DigitRun.nonDigitMask(first) == 0
                            && DigitRun.nonDigitMask(second).trailingZeroBitCount &>> 3 >= fractionDigits &- 8
                else { return nil }
                fraction = value(ofDigits: fractionDigits, first: first, second: second)
            }
            significand = significand &* DecimalDigits.powerOfTen(fractionDigits) &+ fraction
        }
        // At most 19 digits and a power of ten down to 10^-16: Clinger's exact case or
        // Eisel–Lemire, never undecided in practice (nil sends it the general route).
        return EiselLemire.double(significand: significand, exponent: -fractionDigits, isNegative: isNegative)
    }

    /// The value of the integer text at `input[start ..< start + length]` that the reader's
    /// plain scan read (``NodeFlags/numberIsPlainDecimal`` with
    /// ``NodeFlags/numberIsInteger``): an optional minus and one to fifteen digits, so the
    /// value fits and the words read here, which the scan read too, lie inside the input.
    ///
    /// Hot path for the bulk `[Int]` reads: eight digits a word, where a loop over the
    /// digits took about 6 instructions each.
    @inline(__always)
    static func integer(_ input: UnsafePointer<UInt8>, start: Int, length: Int) -> Int64 {
        let isNegative = input[start] == UInt8(ascii: "-")
        let digitsStart = isNegative ? start &+ 1 : start
        let digits = start &+ length &- digitsStart
        let first = DigitRun.load(input, digitsStart)
        let magnitude =
            digits <= 8
            ? DigitRun.value(ofEight: leadingDigits(first, count: digits))
            : value(ofDigits: digits, first: first, second: DigitRun.load(input, digitsStart &+ 8))
        let unsigned = Int64(truncatingIfNeeded: magnitude)
        return isNegative ? 0 &- unsigned : unsigned
    }

    /// The exact decimal of the number text at `input[start ..< start + length]` that the
    /// reader's plain scan read (``NodeFlags/numberIsPlainDecimal``): its digits as one
    /// integer, how many of them follow the point, and its sign; nil when it has more
    /// than 19 digits, which an integer may not hold.
    ///
    /// Hot path for `JSONValue(parsing:)`, which keeps every number exactly: eight digits
    /// a word, where a loop over the digits took about 20 instructions each on
    /// canada.json.
    @inline(__always)
    static func exactDecimal(
        _ input: UnsafePointer<UInt8>, start: Int, length: Int
    ) -> (significand: UInt64, fractionDigits: Int, isNegative: Bool)? {
        let isNegative = input[start] == UInt8(ascii: "-")
        let integerStart = isNegative ? start &+ 1 : start
        let end = start &+ length
        let first = DigitRun.load(input, integerStart)
        var integerDigits = DigitRun.nonDigitMask(first).trailingZeroBitCount &>> 3
        if integerDigits == 8 {
            integerDigits = 8 &+ DigitRun.nonDigitMask(DigitRun.load(input, integerStart &+ 8)).trailingZeroBitCount &>> 3
        }
        let point = integerStart &+ integerDigits
        let fractionDigits = point == end ? 0 : end &- point &- 1
        guard integerDigits &+ fractionDigits <= 19 else { return nil }
        var significand = digitsValue(input, at: integerStart, count: integerDigits, first: first)
        if fractionDigits > 0 {
            let fractionStart = point &+ 1
            let fraction = digitsValue(input, at: fractionStart, count: fractionDigits, first: DigitRun.load(input, fractionStart))
            significand = significand &* DecimalDigits.powerOfTen(fractionDigits) &+ fraction
        }
        return (significand, fractionDigits, isNegative)
    }

    /// The value of the `count` (1...15) digits at `input[offset...]`, whose first word is
    /// `first`, and which the reader's plain scan read whole words of.
    @inline(__always)
    private static func digitsValue(_ input: UnsafePointer<UInt8>, at offset: Int, count: Int, first: UInt64) -> UInt64 {
        count <= 8
            ? DigitRun.value(ofEight: leadingDigits(first, count: count))
            : value(ofDigits: count, first: first, second: DigitRun.load(input, offset &+ 8))
    }

    /// The value of `count` (9...16) digits that fill `first` and begin `second`.
    @inline(__always)
    private static func value(ofDigits count: Int, first: UInt64, second: UInt64) -> UInt64 {
        DigitRun.value(ofEight: first) &* DecimalDigits.powerOfTen(count &- 8)
            &+ DigitRun.value(ofEight: leadingDigits(second, count: count &- 8))
    }

    /// The first `count` (0...8) bytes of `word`, as the last digits of an eight-digit
    /// word whose other digits are zeros.
    @inline(__always)
    private static func leadingDigits(_ word: UInt64, count: Int) -> UInt64 {
        let shift = UInt64(truncatingIfNeeded: (8 &- count) &* 8)
        // With `count` = 8 both shifts are by 0 bits (`&<<` and `&>>` take the count
        // modulo 64): OR-ing `0` bits into digits changes nothing.
        return (word &<< shift) | (DigitRun.zeros &>> UInt64(truncatingIfNeeded: count &* 8))
    }
}
