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

    /// Splits RFC 8259 number text. Returns nil for text that is not a number.
    ///
    /// Hot path for every floating-point read: one pass, no allocation.
    @inline(__always)
    init?(text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress, text.count > 0 else { return nil }
        let end = text.count
        var index = 0
        isNegative = base[0] == UInt8(ascii: "-")
        if isNegative { index = 1 }
        significand = 0
        exponent = 0
        isTruncated = false
        var digits = 0
        var sawDigit = false
        // Integer part.
        while index < end {
            let digit = base[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            sawDigit = true
            if digits < Self.maximumDigits {
                if digits > 0 || digit != 0 {
                    significand = significand &* 10 &+ UInt64(digit)
                    digits &+= 1
                }
            } else {
                exponent &+= 1
                if digit != 0 { isTruncated = true }
            }
            index &+= 1
        }
        guard sawDigit else { return nil }
        // Fraction.
        if index < end && base[index] == UInt8(ascii: ".") {
            index &+= 1
            var fractionDigits = 0
            while index < end {
                let digit = base[index] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                fractionDigits &+= 1
                if digits < Self.maximumDigits {
                    if digits > 0 || digit != 0 {
                        significand = significand &* 10 &+ UInt64(digit)
                        digits &+= 1
                    }
                    exponent &-= 1
                } else if digit != 0 {
                    isTruncated = true
                }
                index &+= 1
            }
            guard fractionDigits > 0 else { return nil }
        }
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
                if value < Self.exponentLimit { value = value &* 10 &+ Int(digit) }
                index &+= 1
            }
            guard sawExponentDigit else { return nil }
            exponent &+= negativeExponent ? -value : value
        }
        guard index == end else { return nil }
        if significand == 0 { exponent = 0 }
        exponent = max(-Self.exponentLimit, min(Self.exponentLimit, exponent))
    }
}
