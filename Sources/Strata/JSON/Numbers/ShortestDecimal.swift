/// The shortest decimal that reads back as a given `Double` or `Float`, and of those the
/// nearest to it (ties to an even last digit): the digits Swift's `description` prints.
///
/// The method is Schubfach's (Raffaello Giulietti, "The Schubfach way to render
/// doubles", 2020). A value is `c × 2^q`; every decimal in its rounding interval reads
/// back as it. Scaling the interval by `10^-k`, with `k = ⌊log10 2^q⌋`, makes it between
/// 1 and 10 units wide, so it holds at most one multiple of 10 (the answer with one
/// digit fewer, when there is one) and otherwise the answer is one of the two integers
/// around the scaled value. The scaled bounds are computed from a 128-bit approximation
/// of `10^-k` and rounded to odd, which keeps every comparison with an even integer
/// exact, so no step needs wider arithmetic or a retry.
///
/// Hot path: one call per number written (canada.json has 111,000). Three 64×128-bit
/// products and a few comparisons; no loop but the removal of trailing zeros.
enum ShortestDecimal {
    /// `significand × 10^exponent`, with no trailing zero in `significand` (at most 17
    /// digits).
    struct Digits: Equatable {
        var significand: UInt64
        var exponent: Int
    }

    /// The shortest decimal of a finite, nonzero `value`'s magnitude, in `value`'s own
    /// format (a `Float`'s is shorter than the `Double` of the same value's).
    @inline(__always)
    static func of<Value: BinaryFloatingPoint>(_ value: Value) -> Digits {
        let fraction = UInt64(value.significandBitPattern)
        let biasedExponent = Int(value.exponentBitPattern)
        // value = c × 2^q: subnormals have the smallest exponent and no hidden bit.
        let fractionBits = Value.significandBitCount
        let smallestExponent = 2 &- (1 &<< (Value.exponentBitCount &- 1)) &- fractionBits
        if biasedExponent == 0 {
            return shortest(significand: fraction, exponent: smallestExponent, isLowerBoundaryCloser: false)
        }
        return shortest(
            significand: fraction | 1 &<< UInt64(fractionBits), exponent: smallestExponent &+ biasedExponent &- 1,
            isLowerBoundaryCloser: fraction == 0 && biasedExponent > 1)
    }

    /// Whether the doubles being written lately had 15 significant digits or fewer, so
    /// that trying ``fifteenDigitScaled(_:)`` first pays. A program's doubles are mostly one
    /// kind or the other: measured values and results of arithmetic have 16 or 17 digits
    /// (canada.json's coordinates; the check then costs about 20 instructions for
    /// nothing), and decimals a program rounded or read have fewer (mesh.json's).
    ///
    /// Kept per output and consulted once per block of up to 128 numbers of a
    /// `[Double]` (or per value), so that the loop over a block has no bookkeeping but a
    /// count: after a block with a miss, the next 1,024 doubles skip the check; a block
    /// without one keeps it on.
    struct FifteenDigitGuess {
        private var credit = 0

        @inline(__always)
        var shouldTry: Bool { credit >= 0 }

        /// Notes how a run of `count` doubles went.
        @inline(__always)
        mutating func record(tried: Bool, count: Int, misses: Int) {
            if !tried {
                credit &+= count
            } else if misses > 0 {
                credit = -1024
            }
        }
    }

    /// The shortest decimal of a `Double` that has one of 15 significant digits or fewer
    /// (most doubles a program writes: `2.34647130966`, `0.1`), or nil; from two
    /// floating-point operations and a check, where Schubfach needs three 128-bit
    /// products.
    ///
    /// Why the answer is the shortest: a `Double`'s rounding interval is at most 2^-52 of
    /// its value wide, and decimals of 15 significant digits in one decade lie at least
    /// 10^-15 of the value apart, so at most one of them reads back as the `Double`
    /// (a power of ten, one digit, when the interval holds one). Any shorter decimal that
    /// reads back is that one with zeros stripped. So `m × 10^-k`, with `m` the value
    /// scaled to 15 digits and rounded, is the answer if it reads back; and the check is
    /// exact: `m` (below 2^53) and `10^k` (|k| ≤ 22) are exact doubles, so one division or
    /// multiplication gives the correctly rounded value of `m × 10^-k`, as reading it
    /// would. Whatever rounding error scaling made, a wrong `m` fails the check and the
    /// caller takes the general route.
    ///
    /// The answer is given before its trailing zeros are stripped
    /// (``withoutTrailingZeros(_:exponent:)`` strips them): `significand` has exactly 15
    /// digits, or is 10^15 when the value is a power of ten.
    @inline(__always)
    static func fifteenDigitScaled(_ value: Double) -> (significand: UInt64, exponent: Int)? {
        let magnitude = value.magnitude
        let biasedExponent = Int(magnitude.exponentBitPattern)
        // ⌊log10 value⌋ is this or one more.
        let decade = floorLog10PowerOfTwo(biasedExponent &- 1023)
        var k = 14 &- decade
        guard biasedExponent != 0, k > -22, k <= 22 else { return nil }
        return EiselLemire.exactPowersOfTen.withUnsafeBufferPointer { powers in
            @inline(__always)
            func scaled(_ k: Int) -> Double {
                k >= 0 ? magnitude * powers[k] : magnitude / powers[-k]
            }
            // Below 10^16 by the choice of k; over 10^15 means the decade above.
            var x = scaled(k)
            if x >= 999_999_999_999_999.5 {
                k &-= 1
                x = scaled(k)
            }
            guard x >= 99_999_999_999_999.5 && x < 1_000_000_000_000_000.5 else { return nil }
            // Rounded to an integer by adding 2^52, where a double's unit is 1: the
            // integer is then the significand's bits (x is below 2^52).
            let m = (x + 4_503_599_627_370_496).bitPattern & 0x000F_FFFF_FFFF_FFFF
            let exact = Double(Int64(bitPattern: m))
            let readBack = k >= 0 ? exact / powers[k] : exact * powers[-k]
            guard readBack == magnitude else { return nil }
            return (m, -k)
        }
    }

    /// The shortest decimal in the rounding interval of `c × 2^q`. The interval reaches
    /// halfway to each neighbour; when `c` is a power of two above the smallest exponent,
    /// the neighbour below is twice as close (`isLowerBoundaryCloser`). Its ends belong to
    /// it when `c` is even (a decimal exactly halfway reads back as the even neighbour).
    @inline(__always)
    private static func shortest(significand c: UInt64, exponent q: Int, isLowerBoundaryCloser: Bool) -> Digits {
        // Four times the value and its bounds, so that the bounds are integers too.
        let excludesEnds: UInt64 = c & 1
        let center = c << 2
        let upper = center &+ 2
        let lower: UInt64
        let k: Int
        if isLowerBoundaryCloser {
            lower = center &- 1
            k = floorLog10ThreeQuartersPowerOfTwo(q)
        } else {
            lower = center &- 2
            k = floorLog10PowerOfTwo(q)
        }
        // 10^-k ≈ g × 2^(r) with g in [2^127, 2^128); the shift h (1...4) lines the
        // products up so that their top 64 bits are 4 × value × 10^-k.
        let h = UInt64(truncatingIfNeeded: q &+ floorLog2PowerOfTen(-k) &+ 1)
        let (gHigh, gLow) = scaledPowerOfTenRoundedUp(-k)
        let scaled = roundToOdd(gHigh, gLow, center &<< h)
        let scaledLower = roundToOdd(gHigh, gLow, lower &<< h)
        let scaledUpper = roundToOdd(gHigh, gLow, upper &<< h)

        // The value × 10^-k lies in [s, s + 1).
        let s = scaled >> 2
        // One digit fewer: the multiple of ten at or below s, or the one above. The
        // interval is under 10 units wide, so at most one of them lies in it.
        let tenBelow = s / 10 &* 10
        let tenAbove = tenBelow &+ 10
        let tenBelowInside = scaledLower &+ excludesEnds <= tenBelow << 2
        let tenAboveInside = tenAbove << 2 &+ excludesEnds <= scaledUpper
        if tenBelowInside != tenAboveInside {
            return withoutTrailingZeros((tenBelowInside ? tenBelow : tenAbove) / 10, exponent: k &+ 1)
        }
        // Otherwise s or s + 1, whichever lies inside; both: the nearer, ties to even.
        // Neither is then a multiple of ten (that one would have been found above), so
        // there are no zeros to strip.
        let t = s &+ 1
        let sInside = scaledLower &+ excludesEnds <= s << 2
        let tInside = t << 2 &+ excludesEnds <= scaledUpper
        if sInside != tInside {
            return Digits(significand: sInside ? s : t, exponent: k)
        }
        // Compare 4 × value with 4 × (s + 1/2).
        let pickS = scaled < (s &+ t) << 1 || (scaled == (s &+ t) << 1 && s & 1 == 0)
        return Digits(significand: pickS ? s : t, exponent: k)
    }

    /// `⌊g × cp / 2^128⌋` rounded to odd: with its lowest bit set when the product had
    /// a fraction. Rounding to odd keeps comparisons with even integers exact; `g` is
    /// `10^-k`'s scaled value rounded up by less than one, whose error lands below the
    /// bits that decide whether there was a fraction (Schubfach, section 9).
    @inline(__always)
    private static func roundToOdd(_ gHigh: UInt64, _ gLow: UInt64, _ cp: UInt64) -> UInt64 {
        let low = gLow.multipliedFullWidth(by: cp)
        let high = gHigh.multipliedFullWidth(by: cp)
        let (middle, carry) = high.low.addingReportingOverflow(low.high)
        let top = high.high &+ (carry ? 1 : 0)
        return top | (middle != 0 ? 1 : 0)
    }

    /// `⌊10^e × 2^-r⌋ + 1` for the `r` that puts it in [2^127, 2^128), from the table
    /// of powers of five (10^e and 5^e differ only in the power of two). The table
    /// rounds 5^-27...5^-1 up and truncates the others; this wants them all truncated.
    @inline(__always)
    private static func scaledPowerOfTenRoundedUp(_ e: Int) -> (high: UInt64, low: UInt64) {
        let index = (e &+ 342) &* 2
        var (high, low) = powersOfFive128.withUnsafeBufferPointer { table in
            (table[index], table[index &+ 1])
        }
        if e < -27 || e >= 0 {
            let (sum, carry) = low.addingReportingOverflow(1)
            low = sum
            if carry { high &+= 1 }
        }
        return (high, low)
    }

    /// Removes trailing zeros from `significand` (at most 16), counting them into the
    /// exponent. Many doubles written by programs have few digits (`2.34647130966`):
    /// their shortest form has several zeros to strip, eight at a time first.
    @inline(__always)
    static func withoutTrailingZeros(_ significand: UInt64, exponent: Int) -> Digits {
        var significand = significand
        var exponent = exponent
        if significand % 100_000_000 == 0 {
            significand /= 100_000_000
            exponent &+= 8
            if significand % 100_000_000 == 0 {
                significand /= 100_000_000
                exponent &+= 8
            }
        }
        if significand % 10_000 == 0 {
            significand /= 10_000
            exponent &+= 4
        }
        if significand % 100 == 0 {
            significand /= 100
            exponent &+= 2
        }
        if significand % 10 == 0 {
            significand /= 10
            exponent &+= 1
        }
        return Digits(significand: significand, exponent: exponent)
    }

    // MARK: Logarithms by multiplication (exact over the ranges used; checked in tests)

    /// `⌊log10 2^q⌋` for |q| ≤ 2,620.
    @inline(__always)
    static func floorLog10PowerOfTwo(_ q: Int) -> Int {
        (q &* 315_653) >> 20
    }

    /// `⌊log10 (3/4 × 2^q)⌋` for |q| ≤ 2,620.
    @inline(__always)
    static func floorLog10ThreeQuartersPowerOfTwo(_ q: Int) -> Int {
        (q &* 315_653 &- 131_237) >> 20
    }

    /// `⌊log2 10^e⌋` for |e| ≤ 1,233.
    @inline(__always)
    static func floorLog2PowerOfTen(_ e: Int) -> Int {
        (e &* 1_741_647) >> 19
    }
}
