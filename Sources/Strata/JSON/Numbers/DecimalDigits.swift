/// Writing unsigned integers as decimal digits into raw memory, for the integer and
/// floating-point writers.
///
/// Hot path: every number the writers produce goes through here. The length comes
/// from the bit length and one comparison, and digits are stored two at a time from a
/// table, right to left.
enum DecimalDigits {
    /// 10^0 ... 10^19.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]

    /// "00", "01", ..., "99".
    private static let pairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// The number of decimal digits of `value` (1 for zero).
    @inline(__always)
    static func count(_ value: UInt64) -> Int {
        // ⌊log10 2^bits⌋ is the count or one less.
        let guess = ((64 &- value.leadingZeroBitCount) &* 1233) >> 12
        let power = powersOfTen.withUnsafeBufferPointer { $0[guess] }
        return value >= power ? guess &+ 1 : max(guess, 1)
    }

    /// Writes the `count` last digits of `value` at `destination`, zero-padded on the
    /// left when `value` has fewer.
    @inline(__always)
    static func write(_ value: UInt64, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        let pairs = Self.pairs.utf8Start
        var remaining = value
        var position = count
        // Eight digits at a time through 32-bit arithmetic, which is cheaper than
        // dividing the 64-bit value by 100 for each pair.
        while position >= 8 {
            let (quotient, eight) = remaining.quotientAndRemainder(dividingBy: 100_000_000)
            remaining = quotient
            let eightDigits = UInt32(truncatingIfNeeded: eight)
            let high = eightDigits / 10_000
            let low = eightDigits &- high &* 10_000
            writeFour(high, pairs, destination + (position &- 8))
            writeFour(low, pairs, destination + (position &- 4))
            position &-= 8
        }
        var small = UInt32(truncatingIfNeeded: remaining)
        while position >= 2 {
            let pair = Int(small % 100) &* 2
            small /= 100
            position &-= 2
            destination[position] = pairs[pair]
            destination[position &+ 1] = pairs[pair &+ 1]
        }
        if position == 1 {
            destination[0] = UInt8(truncatingIfNeeded: small % 10) &+ UInt8(ascii: "0")
        }
    }

    @inline(__always)
    private static func writeFour(_ value: UInt32, _ pairs: UnsafePointer<UInt8>, _ destination: UnsafeMutablePointer<UInt8>) {
        let high = Int(value / 100) &* 2
        let low = Int(value % 100) &* 2
        destination[0] = pairs[high]
        destination[1] = pairs[high &+ 1]
        destination[2] = pairs[low]
        destination[3] = pairs[low &+ 1]
    }
}
