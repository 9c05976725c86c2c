/// Converts validated number text to Swift's numeric types: integers exactly or not at
/// all, floating-point values correctly rounded.
enum NumberConversion {
    /// The exact `Int64` the text denotes, or nil if it is fractional or out of range.
    /// `1.0` and `1e2` are whole numbers and convert.
    @inline(__always)
    static func int64(_ text: UnsafeBufferPointer<UInt8>, isPlainInteger: Bool) -> Int64? {
        if isPlainInteger, let base = text.baseAddress {
            // Hot path: optional minus and at most 18 digits cannot overflow.
            let isNegative = base[0] == UInt8(ascii: "-")
            let start = isNegative ? 1 : 0
            if text.count - start <= 18 {
                var value: Int64 = 0
                for index in start..<text.count {
                    value = value &* 10 &+ Int64(base[index] &- UInt8(ascii: "0"))
                }
                return isNegative ? -value : value
            }
        }
        guard let (isNegative, magnitude) = wholeMagnitude(text) else { return nil }
        if isNegative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        return Int64(magnitude)
    }

    /// The exact `UInt64` the text denotes, or nil. `-0` converts to 0.
    @inline(__always)
    static func uint64(_ text: UnsafeBufferPointer<UInt8>, isPlainInteger: Bool) -> UInt64? {
        if isPlainInteger, let base = text.baseAddress, base[0] != UInt8(ascii: "-"), text.count <= 19 {
            var value: UInt64 = 0
            for index in 0..<text.count {
                value = value &* 10 &+ UInt64(base[index] &- UInt8(ascii: "0"))
            }
            return value
        }
        guard let (isNegative, magnitude) = wholeMagnitude(text) else { return nil }
        if isNegative && magnitude != 0 { return nil }
        return magnitude
    }

    /// Sign and magnitude of a whole number up to `UInt64.max`, whatever its notation.
    private static func wholeMagnitude(_ text: UnsafeBufferPointer<UInt8>) -> (Bool, UInt64)? {
        guard let components = DecimalComponents(text: text), !components.isTruncated else {
            // Over 19 significant digits: only whole numbers of 20 digits can fit.
            return wholeMagnitudeOfLongText(text)
        }
        var magnitude = components.significand
        var exponent = components.exponent
        while exponent < 0 {
            guard magnitude % 10 == 0 else { return nil }
            magnitude /= 10
            exponent += 1
        }
        while exponent > 0 {
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            magnitude = product
            exponent -= 1
        }
        return (components.isNegative, magnitude)
    }

    /// Handles text such as `18446744073709551615` or `1.8446744073709551615e19`, whose
    /// 20 significant digits the component split truncates.
    private static func wholeMagnitudeOfLongText(_ text: UnsafeBufferPointer<UInt8>) -> (Bool, UInt64)? {
        let string = String(decoding: text, as: UTF8.self)
        guard let decimal = ExactDecimal(parsing: string), decimal.isWhole else { return nil }
        guard let magnitude = decimal.wholeMagnitude else { return nil }
        return (decimal.isNegative, magnitude)
    }

    /// The `Double` nearest to the text; ±infinity past the largest finite `Double`,
    /// ±0 below the smallest subnormal.
    @inline(__always)
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let components = DecimalComponents(text: text) else { return nil }
        if !components.isTruncated {
            if let value = EiselLemire.double(significand: components.significand, exponent: components.exponent, isNegative: components.isNegative) {
                return value
            }
        } else if components.significand < UInt64.max,
            let low = EiselLemire.double(significand: components.significand, exponent: components.exponent, isNegative: components.isNegative),
            let high = EiselLemire.double(significand: components.significand + 1, exponent: components.exponent, isNegative: components.isNegative),
            low == high
        {
            // The dropped digits cannot change the rounding.
            return low
        }
        return Double(String(decoding: text, as: UTF8.self))
    }

    /// The `Float` nearest to the text, rounded once (never through `Double`).
    static func float(_ text: UnsafeBufferPointer<UInt8>) -> Float? {
        if let components = DecimalComponents(text: text), !components.isTruncated,
            components.significand <= 1 << 24, components.exponent >= -10, components.exponent <= 10
        {
            var value = Float(components.significand)
            let scale = Float(exactPowerOfTen: abs(components.exponent))
            if components.exponent < 0 { value /= scale } else { value *= scale }
            return components.isNegative ? -value : value
        }
        return Float(String(decoding: text, as: UTF8.self))
    }
}

extension Float {
    /// 10^n for n in 0...10, all exact in a `Float`.
    init(exactPowerOfTen n: Int) {
        var value: Float = 1
        for _ in 0..<n { value *= 10 }
        self = value
    }
}
