/// Writing unsigned integers as decimal digits into raw memory, for the integer and
/// floating-point writers.
///
/// Hot path: every number the writers produce goes through here. The length comes
/// from the bit length and one comparison, and digits are made eight at a time in one
/// 64-bit word and stored with one write.
enum DecimalDigits {
    /// 10^0 ... 10^19.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]

    /// 10^exponent, for exponent in 0...19.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        powersOfTen.withUnsafeBufferPointer { $0[exponent] }
    }

    /// The number of decimal digits of `value` (1 for zero).
    @inline(__always)
    static func count(_ value: UInt64) -> Int {
        // ⌊log10 2^bits⌋ is the count or one less.
        let guess = ((64 &- value.leadingZeroBitCount) &* 1233) >> 12
        let power = powerOfTen(guess)
        return value >= power ? guess &+ 1 : max(guess, 1)
    }

    /// Writes the `count` last digits of `value` at `destination`, zero-padded on the
    /// left when `value` has fewer. `count` is at most 20 (`UInt64.max` has 20 digits),
    /// and the memory must have room for `max(count, 8)` bytes: digits are stored eight
    /// at a time.
    @inline(__always)
    static func write(_ value: UInt64, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(destination)
        if count <= 8 {
            writeLeading(UInt32(truncatingIfNeeded: value), count: count, to: raw)
            return
        }
        let (high, low) = value.quotientAndRemainder(dividingBy: 100_000_000)
        if count <= 12 {
            // Ids and timestamps of 9 to 12 digits: the leading ones take half the lanes.
            let word = fourDigits(UInt32(truncatingIfNeeded: high)) &>> UInt32(truncatingIfNeeded: (12 &- count) &* 8)
            raw.storeBytes(of: word.littleEndian, as: UInt32.self)
        } else if count <= 16 {
            writeLeading(UInt32(truncatingIfNeeded: high), count: count &- 8, to: raw)
        } else {
            let (top, middle) = high.quotientAndRemainder(dividingBy: 100_000_000)
            writeLeading(UInt32(truncatingIfNeeded: top), count: count &- 16, to: raw)
            raw.storeBytes(of: eightDigits(UInt32(truncatingIfNeeded: middle)).littleEndian, toByteOffset: count &- 16, as: UInt64.self)
        }
        raw.storeBytes(of: eightDigits(UInt32(truncatingIfNeeded: low)).littleEndian, toByteOffset: count &- 8, as: UInt64.self)
    }

    /// ``write(_:count:to:)`` for integers, which are often four digits or fewer (array
    /// indices, counts): those take half the lanes. The digits of doubles are mostly
    /// longer, and skip the extra test.
    @inline(__always)
    static func writeInteger(_ value: UInt64, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        guard count <= 4 else { return write(value, count: count, to: destination) }
        let word = fourDigits(UInt32(truncatingIfNeeded: value)) &>> UInt32(truncatingIfNeeded: (4 &- count) &* 8)
        UnsafeMutableRawPointer(destination).storeBytes(of: word.littleEndian, as: UInt32.self)
    }

    /// The last `count` (1...8) digits of `value`, as one 8-byte store: the leading
    /// zeros of the eight-digit word are its low bytes, shifted out.
    @inline(__always)
    private static func writeLeading(_ value: UInt32, count: Int, to destination: UnsafeMutableRawPointer) {
        let word = eightDigits(value) &>> UInt64(truncatingIfNeeded: (8 &- count) &* 8)
        destination.storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    /// The four ASCII digits of `value` (below 10^4, zero-padded), first digit in the
    /// lowest byte: ``eightDigits(_:)``'s last two steps, in one 32-bit word.
    @inline(__always)
    static func fourDigits(_ value: UInt32) -> UInt32 {
        let hundreds = (value &* 5243) >> 19
        var word = hundreds | (value &- hundreds &* 100) << 16
        let tens = ((word &* 103) >> 10) & 0x000F_000F
        word = tens | (word &- tens &* 10) << 8
        return word | 0x3030_3030
    }

    /// The eight ASCII digits of `value` (below 10^8, zero-padded), first digit in the
    /// lowest byte.
    ///
    /// All lanes at once (SWAR): split into two 4-digit halves in 32-bit lanes, each into
    /// two 2-digit quarters in 16-bit lanes, each into two digits in bytes. The divisions
    /// are multiplications by a scaled reciprocal, exact in these ranges (x / 100 is
    /// (x × 5243) >> 19 below 43,699; y / 10 is (y × 103) >> 10 below 179), and no lane's
    /// product reaches the next lane.
    @inline(__always)
    static func eightDigits(_ value: UInt32) -> UInt64 {
        let half = value / 10_000
        var word = UInt64(half) | UInt64(value &- half &* 10_000) << 32
        let hundreds = ((word &* 5243) >> 19) & 0x0000_007F_0000_007F
        word = hundreds | (word &- hundreds &* 100) << 16
        let tens = ((word &* 103) >> 10) & 0x000F_000F_000F_000F
        word = tens | (word &- tens &* 10) << 8
        return word | 0x3030_3030_3030_3030
    }
}
