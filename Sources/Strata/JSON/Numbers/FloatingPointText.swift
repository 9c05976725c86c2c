/// How Strata spells floating-point numbers: exactly as Foundation's `JSONEncoder`
/// does, which is Swift's shortest round-tripping `description` without a trailing
/// `.0` (`1`, `0.1`, `1e-07`, `1.2345678901234568e+20`, `-0`).
///
/// The digits come from ``ShortestDecimal``; the layout is `description`'s: plain
/// decimal from 0.0001 up to 2^53 (2^24 for `Float`), exponent form outside, with a
/// sign and at least two digits in the exponent.
enum FloatingPointText {
    /// The room a spelling needs: the longest, `-1.2345678901234567e-308`, is 24 bytes,
    /// and digits are stored 8 and 16 bytes at a time, past the end of shorter numbers.
    static let maximumLength = 40

    /// Writes a finite `value` at `destination` (room for ``maximumLength`` bytes) and
    /// returns the number of bytes written; the bytes after those may have changed.
    ///
    /// Hot path: every `Double` the encoder and the writer produce.
    /// `tryingFifteenDigits` says whether to try the quick route for doubles of at most
    /// 15 significant digits first (see ``ShortestDecimal/FifteenDigitGuess``); `misses`
    /// counts the values it did not serve.
    @inline(__always)
    static func write<Value: JSONFloatingPoint>(
        _ value: Value, to destination: UnsafeMutablePointer<UInt8>, tryingFifteenDigits: Bool, misses: inout Int
    ) -> Int {
        if let integer = value.wholeMagnitude {
            return writeInteger(integer, isNegative: value.sign == .minus, to: destination)
        }
        let isNegative = value.sign == .minus
        let exponentForm = value.magnitude > Value.wholeNumberLimit
        if tryingFifteenDigits && Value.significandBitCount == Double.significandBitCount {
            if let (significand, exponent) = ShortestDecimal.fifteenDigitScaled(Double(value)) {
                // The value is 0.d1…d15 × 10^point.
                let point = 15 &+ exponent
                if !exponentForm && point >= -3 && point <= 14 && significand < 1_000_000_000_000_000 {
                    return writePlain(fifteenDigits: significand, point: point, isNegative: isNegative, to: destination)
                }
                let digits = ShortestDecimal.withoutTrailingZeros(significand, exponent: exponent)
                return write(digits, isNegative: isNegative, exponentForm: exponentForm, to: destination)
            }
            misses &+= 1
        }
        return write(ShortestDecimal.of(value), isNegative: isNegative, exponentForm: exponentForm, to: destination)
    }

    /// Lays out a value that is not whole, from 0.0001 up to 10^14 (`point` is -3...14),
    /// from its 15 digits, zeros at the end included: the digits are written whole, as a
    /// 7-digit and an 8-digit word, and the zeros after the last nonzero fraction digit
    /// are cut by counting them in the last words written. That leaves `description`'s
    /// spelling: the value is not whole, so a nonzero digit follows the point.
    ///
    /// Hot path: most doubles a program writes (see `ShortestDecimal.fifteenDigitScaled`).
    @inline(__always)
    private static func writePlain(fifteenDigits: UInt64, point: Int, isNegative: Bool, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var start = destination
        if isNegative {
            start.pointee = UInt8(ascii: "-")
            start += 1
        }
        let raw = UnsafeMutableRawPointer(start)
        let (high, low) = fifteenDigits.quotientAndRemainder(dividingBy: 100_000_000)
        // Seven digits: the eight-digit word's leading zero shifted out.
        let highWord = DecimalDigits.eightDigits(UInt32(truncatingIfNeeded: high)) &>> 8
        let lowWord = DecimalDigits.eightDigits(UInt32(truncatingIfNeeded: low))
        var end: Int
        if point > 0 {
            // ddd.ddd
            clearFractionRoom(raw)
            raw.storeBytes(of: highWord.littleEndian, as: UInt64.self)
            raw.storeBytes(of: lowWord.littleEndian, toByteOffset: 7, as: UInt64.self)
            insertPoint(raw, at: point)
            end = 16
        } else {
            // 0.000ddd
            let zeros = -point
            raw.storeBytes(of: UInt32(0x3030_2E30).littleEndian, as: UInt32.self)  // "0.00"
            raw.storeBytes(of: UInt16(0x3030).littleEndian, toByteOffset: 4, as: UInt16.self)  // "00"
            raw.storeBytes(of: highWord.littleEndian, toByteOffset: 2 &+ zeros, as: UInt64.self)
            raw.storeBytes(of: lowWord.littleEndian, toByteOffset: 9 &+ zeros, as: UInt64.self)
            end = 17 &+ zeros
        }
        // Trailing zeros: the highest bytes of the last word that are "0". A nonzero digit
        // follows the point, so at most 13 go, in at most two words.
        let zeroDigits: UInt64 = 0x3030_3030_3030_3030
        var trailing = (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self)) ^ zeroDigits).leadingZeroBitCount &>> 3
        end &-= trailing
        if trailing == 8 {
            trailing = (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self)) ^ zeroDigits).leadingZeroBitCount &>> 3
            end &-= trailing
        }
        return end &+ (isNegative ? 1 : 0)
    }

    @inline(__always)
    private static func writeInteger(_ integer: UInt64, isNegative: Bool, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var start = destination
        if isNegative {
            start.pointee = UInt8(ascii: "-")
            start += 1
        }
        let count = DecimalDigits.count(integer)
        DecimalDigits.writeInteger(integer, count: count, to: start)
        return count &+ (isNegative ? 1 : 0)
    }

    /// Lays out `digits` as `description` does: exponent form when asked to (the value
    /// is above the integer range) or below 0.0001, plain decimal otherwise.
    private static func write(
        _ digits: ShortestDecimal.Digits, isNegative: Bool, exponentForm: Bool, to destination: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var start = destination
        if isNegative {
            start.pointee = UInt8(ascii: "-")
            start += 1
        }
        let count = DecimalDigits.count(digits.significand)
        // The value is 0.d1d2…dn × 10^point.
        let point = digits.exponent &+ count
        var length: Int
        if exponentForm || point < -3 {
            // d1.d2…dn e±XX, the digits written one place right, then d1 moved left.
            DecimalDigits.write(digits.significand, count: count, to: start + 1)
            start[0] = start[1]
            if count > 1 {
                start[1] = UInt8(ascii: ".")
                length = count &+ 1
            } else {
                length = 1
            }
            let exponent = point &- 1
            start[length] = UInt8(ascii: "e")
            start[length &+ 1] = exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
            let exponentDigits = max(2, DecimalDigits.count(UInt64(exponent.magnitude)))
            DecimalDigits.write(UInt64(exponent.magnitude), count: exponentDigits, to: start + (length &+ 2))
            length &+= 2 &+ exponentDigits
        } else if point <= 0 {
            // 0.000ddd
            start[0] = UInt8(ascii: "0")
            start[1] = UInt8(ascii: ".")
            let zeros = -point  // 0...3 (below 0.0001 is exponent form)
            UnsafeMutableRawPointer(start + 2).storeBytes(of: 0x3030_3030 as UInt32, as: UInt32.self)
            DecimalDigits.write(digits.significand, count: count, to: start + (2 &+ zeros))
            length = 2 &+ zeros &+ count
        } else if point < count {
            // ddd.ddd
            let raw = UnsafeMutableRawPointer(start)
            clearFractionRoom(raw)
            DecimalDigits.write(digits.significand, count: count, to: start)
            insertPoint(raw, at: point)
            length = count &+ 1
        } else {
            // A whole number: reached only by values the integer path above handles,
            // kept so that the layout is complete.
            DecimalDigits.write(digits.significand, count: count, to: start)
            (start + count).initialize(repeating: UInt8(ascii: "0"), count: point &- count)
            length = point
        }
        return length &+ (isNegative ? 1 : 0)
    }

    /// Zeros past the first 8 bytes of a `ddd.ddd` spelling, so that the bytes
    /// ``insertPoint(_:at:)`` moves past the digits are defined. Three stores written out:
    /// a `stride` loop here compiles to a loop with overflow checks, on every number with
    /// a fraction.
    @inline(__always)
    private static func clearFractionRoom(_ raw: UnsafeMutableRawPointer) {
        raw.storeBytes(of: 0 as UInt64, toByteOffset: 8, as: UInt64.self)
        raw.storeBytes(of: 0 as UInt64, toByteOffset: 16, as: UInt64.self)
        raw.storeBytes(of: 0 as UInt64, toByteOffset: 24, as: UInt64.self)
    }

    /// Turns the digits at `raw` into `ddd.ddd`: the fraction (at most 16 digits) moved one
    /// place right as two words, and the point written at `point`.
    @inline(__always)
    private static func insertPoint(_ raw: UnsafeMutableRawPointer, at point: Int) {
        let first = raw.loadUnaligned(fromByteOffset: point, as: UInt64.self)
        let second = raw.loadUnaligned(fromByteOffset: point &+ 8, as: UInt64.self)
        raw.storeBytes(of: first, toByteOffset: point &+ 1, as: UInt64.self)
        raw.storeBytes(of: second, toByteOffset: point &+ 9, as: UInt64.self)
        raw.storeBytes(of: UInt8(ascii: "."), toByteOffset: point, as: UInt8.self)
    }

    /// The JSON text of a finite value; nil for infinities and NaN. `triesFifteenDigits`
    /// false takes Schubfach's route for every value (the tests check both routes).
    static func json<Value: JSONFloatingPoint>(_ value: Value, triesFifteenDigits: Bool = true) -> String? {
        guard value.isFinite else { return nil }
        var misses = 0
        return String(unsafeUninitializedCapacity: maximumLength) { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            return write(value, to: start, tryingFifteenDigits: triesFifteenDigits, misses: &misses)
        }
    }

    /// JSON5's spelling of a non-finite value.
    static func json5(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        return value < 0 ? "-Infinity" : "Infinity"
    }
}

/// `Double` and `Float`, as ``FloatingPointText`` writes them: what it needs beyond
/// `BinaryFloatingPoint`, written for each type (the generic conversion to an integer is
/// many times slower).
protocol JSONFloatingPoint: BinaryFloatingPoint {
    /// 2^53 for `Double`, 2^24 for `Float`: above it `description` uses exponent form;
    /// at or below it, whole numbers print as integers.
    static var wholeNumberLimit: Self { get }
    /// The magnitude as an integer when the value is a whole number at most
    /// ``wholeNumberLimit``; nil otherwise.
    var wholeMagnitude: UInt64? { get }
}

extension Double: JSONFloatingPoint {
    static var wholeNumberLimit: Double { 9_007_199_254_740_992 }

    /// Read from the bits: a conversion to an integer and back costs several times
    /// more, and this runs for every `Double` written.
    @inline(__always)
    var wholeMagnitude: UInt64? {
        let biasedExponent = Int(truncatingIfNeeded: exponentBitPattern)
        let fraction = significandBitPattern
        // Below 1, only zero is whole; 2^53 is the limit; above it, nothing counts.
        if biasedExponent < 1023 { return biasedExponent == 0 && fraction == 0 ? 0 : nil }
        if biasedExponent >= 1076 { return biasedExponent == 1076 && fraction == 0 ? 1 << 53 : nil }
        // 2^(e - 1023) × 1.fraction: the bits below the point must all be zero.
        let fractionBelowPoint = UInt64(truncatingIfNeeded: 1075 &- biasedExponent)
        guard fraction & ((1 &<< fractionBelowPoint) &- 1) == 0 else { return nil }
        return (fraction | 1 &<< 52) &>> fractionBelowPoint
    }
}

extension Float: JSONFloatingPoint {
    static var wholeNumberLimit: Float { 16_777_216 }

    @inline(__always)
    var wholeMagnitude: UInt64? {
        guard magnitude <= Self.wholeNumberLimit else { return nil }
        let integer = UInt64(magnitude)
        return Float(integer) == magnitude ? integer : nil
    }
}
