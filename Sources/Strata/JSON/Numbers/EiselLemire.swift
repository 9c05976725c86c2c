/// Correctly rounded decimal-to-binary conversion for up to 19 significant digits,
/// after Clinger's fast path and the Eisel–Lemire algorithm (Lemire, "Number Parsing at
/// a Gigabyte per Second", 2021).
///
/// Hot path for every `Double` a document holds (canada.json has 111,000). The C
/// library's `strtod` is correct but slow; this answers almost every input with two
/// 64×64-bit multiplications and says `nil` in the rare cases it cannot decide, where
/// the caller falls back to `strtod`.
enum EiselLemire {
    /// Exact powers of ten representable in a `Double`.
    static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The `Double` nearest to `significand × 10^exponent`, or nil when undecided.
    @inline(__always)
    static func double(significand: UInt64, exponent: Int, isNegative: Bool) -> Double? {
        // Clinger: both operands exact, so one correctly rounded operation is exact too.
        if significand <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            var value = Double(significand)
            if exponent < 0 {
                value /= exactPowersOfTen[-exponent]
            } else {
                value *= exactPowersOfTen[exponent]
            }
            return isNegative ? -value : value
        }
        guard let bits = binary64Bits(significand: significand, exponent: exponent) else { return nil }
        let value = Double(bitPattern: bits)
        return isNegative ? -value : value
    }

    /// The bit pattern of the nearest positive `Double`, or nil when undecided.
    static func binary64Bits(significand: UInt64, exponent q: Int) -> UInt64? {
        if significand == 0 || q < -342 { return 0 }
        if q > 308 { return Double.infinity.bitPattern }
        let leadingZeros = significand.leadingZeroBitCount
        let w = significand << UInt64(leadingZeros)
        let index = (q + 342) &* 2
        var (high, low) = powersOfFive128.withUnsafeBufferPointer { table in
            w.multipliedFullWidth(by: table[index])
        }
        // 52 mantissa bits + 3 guard bits leave 9 bits whose all-ones pattern means the
        // truncated product might carry into the kept bits: refine with the low word.
        if high & 0x1FF == 0x1FF {
            let refinement = powersOfFive128.withUnsafeBufferPointer { table in
                w.multipliedFullWidth(by: table[index &+ 1]).high
            }
            let (sum, carry) = low.addingReportingOverflow(refinement)
            low = sum
            if carry { high &+= 1 }
        }
        if low == UInt64.max && (q < -27 || q > 55) {
            return nil
        }
        let upperBit = Int(high >> 63)
        var mantissa = high >> UInt64(upperBit + 9)
        var power2 = (((152_170 + 65_536) * q) >> 16) + 63 - leadingZeros + upperBit + 1023
        if power2 <= 0 {
            // Subnormal, or zero.
            if -power2 + 1 >= 64 { return 0 }
            mantissa >>= UInt64(-power2 + 1)
            mantissa += mantissa & 1
            mantissa >>= 1
            power2 = mantissa < (1 << 52) ? 0 : 1
            return UInt64(power2) << 52 | mantissa
        }
        // Exactly halfway between two doubles: round to even rather than up.
        if low <= 1 && q >= -4 && q <= 23 && mantissa & 3 == 1 {
            if mantissa << UInt64(upperBit + 9) == high {
                mantissa &= ~1
            }
        }
        mantissa += mantissa & 1
        mantissa >>= 1
        if mantissa >= 2 << 52 {
            mantissa = 1 << 52
            power2 += 1
        }
        mantissa &= ~(1 << 52)
        if power2 >= 0x7FF { return Double.infinity.bitPattern }
        return UInt64(power2) << 52 | mantissa
    }
}
