/// A number's exact value in a canonical form, for equality and hashing across
/// spellings: `1`, `1.0`, `10e-1` and `1E0` all have digits `"1"`, exponent 0.
struct ExactDecimal: Hashable {
    /// False for zero, whatever sign the text had.
    var isNegative: Bool
    /// Significant digits, without leading or trailing zeros; empty for zero.
    var digits: String
    /// The value is `digits × 10^exponent`. Exponents past ±2^59 saturate.
    var exponent: Int

    /// Parses RFC 8259 number text; nil if it is not a number.
    init?(parsing text: String) {
        var utf8 = Array(text.utf8)[...]
        var negative = false
        if utf8.first == UInt8(ascii: "-") {
            negative = true
            utf8 = utf8.dropFirst()
        }
        var allDigits: [UInt8] = []
        var exponent = 0
        var sawDigit = false
        while let byte = utf8.first, byte &- UInt8(ascii: "0") < 10 {
            allDigits.append(byte)
            sawDigit = true
            utf8 = utf8.dropFirst()
        }
        guard sawDigit else { return nil }
        if utf8.first == UInt8(ascii: ".") {
            utf8 = utf8.dropFirst()
            var sawFraction = false
            while let byte = utf8.first, byte &- UInt8(ascii: "0") < 10 {
                allDigits.append(byte)
                exponent -= 1
                sawFraction = true
                utf8 = utf8.dropFirst()
            }
            guard sawFraction else { return nil }
        }
        if let byte = utf8.first, byte | 0x20 == UInt8(ascii: "e") {
            utf8 = utf8.dropFirst()
            var negativeExponent = false
            if let sign = utf8.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                negativeExponent = sign == UInt8(ascii: "-")
                utf8 = utf8.dropFirst()
            }
            var value = 0
            var sawExponent = false
            while let byte = utf8.first, byte &- UInt8(ascii: "0") < 10 {
                if value < 1 << 59 { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
                sawExponent = true
                utf8 = utf8.dropFirst()
            }
            guard sawExponent else { return nil }
            exponent += negativeExponent ? -value : value
        }
        guard utf8.isEmpty else { return nil }
        let firstNonZero = allDigits.firstIndex { $0 != UInt8(ascii: "0") }
        guard let first = firstNonZero else {
            self.isNegative = false
            self.digits = ""
            self.exponent = 0
            return
        }
        var last = allDigits.count - 1
        while allDigits[last] == UInt8(ascii: "0") {
            last -= 1
            exponent += 1
        }
        self.isNegative = negative
        self.digits = String(decoding: allDigits[first...last], as: UTF8.self)
        self.exponent = exponent
    }

    var isZero: Bool { digits.isEmpty }

    /// Whether the value is a whole number.
    var isWhole: Bool { exponent >= 0 }

    /// The magnitude of a whole number if it fits in a `UInt64`.
    var wholeMagnitude: UInt64? {
        guard isWhole else { return nil }
        guard digits.utf8.count + exponent <= 20 else { return nil }
        var value: UInt64 = 0
        for byte in digits.utf8 {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            let (sum, carry) = product.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !carry else { return nil }
            value = sum
        }
        for _ in 0..<exponent {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = product
        }
        return value
    }
}
