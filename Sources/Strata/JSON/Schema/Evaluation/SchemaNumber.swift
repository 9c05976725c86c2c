/// A number from a schema (`minimum`, `multipleOf`), converted once for the comparisons
/// validation makes: as an `Int64` when it is one, as the nearest `Double`, and exactly.
final class SchemaNumber: Sendable {
    let text: String
    let int64: Int64?
    let double: Double
    let exact: ExactDecimal?

    init(_ number: JSONNumber) {
        text = number.text
        int64 = number.int64
        double = number.double
        exact = number.canonical
    }
}

/// Exact comparisons and divisibility of JSON numbers, which have no size or precision
/// limit: `1` equals `1.0`, `18446744073709551616` is above `18446744073709551615`, and
/// `0.0075` is a multiple of `0.0001`.
///
/// Every comparison takes the cheapest exact route: two `Int64`s compare directly, and
/// two numbers whose nearest `Double`s differ compare as those (rounding to nearest
/// keeps order); only a tie of `Double`s compares the exact decimal values.
enum NumberComparison {
    /// -1, 0 or 1 as the instance number is below, equal to or above `bound`.
    @inline(__always)
    static func compare<Instance: SchemaInstance>(_ instance: Instance, _ node: Instance.Node, _ bound: SchemaNumber) -> Int {
        if let bound = bound.int64, let value = instance.int64(node) {
            return value < bound ? -1 : (value == bound ? 0 : 1)
        }
        let value = instance.double(node)
        if value < bound.double { return -1 }
        if value > bound.double { return 1 }
        guard let exact = instance.exactDecimal(node), let boundExact = bound.exact else {
            // Infinity or NaN (read from JSON5 or made in code): the doubles decide.
            return value == bound.double ? 0 : (value.isNaN ? 1 : -1)
        }
        return compare(exact, boundExact)
    }

    /// -1, 0 or 1 as `a` is below, equal to or above `b`.
    static func compare(_ a: ExactDecimal, _ b: ExactDecimal) -> Int {
        let signA = a.isZero ? 0 : (a.isNegative ? -1 : 1)
        let signB = b.isZero ? 0 : (b.isNegative ? -1 : 1)
        if signA != signB { return signA < signB ? -1 : 1 }
        if signA == 0 { return 0 }
        // The power of ten just above the leading digit orders magnitudes of different sizes.
        let orderA = a.digits.utf8.count &+ a.exponent
        let orderB = b.digits.utf8.count &+ b.exponent
        // No trailing zeros: of two digit strings of the same order, the longer is larger
        // when one is a prefix of the other.
        let magnitude = orderA != orderB ? (orderA < orderB ? -1 : 1) : lexicographic(a.digits, b.digits)
        return signA > 0 ? magnitude : -magnitude
    }

    /// Compares digit strings of the same order of magnitude.
    private static func lexicographic(_ a: String, _ b: String) -> Int {
        var digitsA = a.utf8.makeIterator()
        var digitsB = b.utf8.makeIterator()
        while true {
            switch (digitsA.next(), digitsB.next()) {
            case (let x?, let y?):
                if x != y { return x < y ? -1 : 1 }
            case (.some, nil): return 1
            case (nil, .some): return -1
            case (nil, nil): return 0
            }
        }
    }

    /// Whether the instance number is a whole number.
    @inline(__always)
    static func isInteger<Instance: SchemaInstance>(_ instance: Instance, _ node: Instance.Node) -> Bool {
        if instance.isPlainInteger(node) { return true }
        let value = instance.double(node)
        // The nearest double to a whole number is whole, so a double with a fraction
        // decides; a whole double may round a fraction away, so the exact value decides.
        if value.isFinite && value != value.rounded(.towardZero) { return false }
        return instance.exactDecimal(node)?.isWhole ?? false
    }

    /// Whether the instance number is a multiple of `divisor` (which is positive).
    static func isMultiple<Instance: SchemaInstance>(_ instance: Instance, _ node: Instance.Node, of divisor: SchemaNumber) -> Bool {
        if let divisor = divisor.int64, divisor > 0, let value = instance.int64(node) {
            return value % divisor == 0
        }
        guard let exact = instance.exactDecimal(node), let divisorExact = divisor.exact else {
            let value = instance.double(node)
            guard value.isFinite else { return false }
            let quotient = value / divisor.double
            return quotient.isFinite && quotient == quotient.rounded(.towardZero)
        }
        if let answer = isMultiple(exact, of: divisorExact) { return answer }
        // A divisor of more than 19 significant digits: the quotient in doubles.
        let quotient = instance.double(node) / divisor.double
        return quotient.isFinite && quotient == quotient.rounded(.towardZero)
    }

    /// Whether `value` is an integer multiple of `divisor`, exactly; nil when the
    /// divisor's significant digits do not fit in 64 bits.
    static func isMultiple(_ value: ExactDecimal, of divisor: ExactDecimal) -> Bool? {
        if value.isZero { return true }
        if divisor.isZero { return false }
        // value = m × 10^e, divisor = d × 10^f, neither m nor d ending in zero: every multiple
        // of the divisor is zero below 10^f, and m × 10^e is not when e < f.
        if value.exponent < divisor.exponent { return false }
        guard let modulus = UInt64(divisor.digits) else { return nil }
        if modulus == 1 { return true }
        var remainder: UInt64 = 0
        for digit in value.digits.utf8 {
            remainder = multiplyAdd(remainder, 10, UInt64(digit &- 0x30), modulus)
        }
        let shift = UInt64(clamping: value.exponent &- divisor.exponent)
        let power = powerOfTen(shift, modulus: modulus)
        return multiplyAdd(remainder, power, 0, modulus) == 0
    }

    /// (a × b + c) mod m, without overflow.
    private static func multiplyAdd(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ m: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        let (low, carry) = product.low.addingReportingOverflow(c)
        let high = product.high &+ (carry ? 1 : 0)
        return m.dividingFullWidth((high: high % m, low: low)).remainder
    }

    /// 10^exponent mod m, by squaring.
    private static func powerOfTen(_ exponent: UInt64, modulus m: UInt64) -> UInt64 {
        var result: UInt64 = 1 % m
        var base: UInt64 = 10 % m
        var exponent = exponent
        while exponent > 0 {
            if exponent & 1 == 1 { result = multiplyAdd(result, base, 0, m) }
            base = multiplyAdd(base, base, 0, m)
            exponent >>= 1
        }
        return result
    }
}
