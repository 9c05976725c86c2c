/// Writing whole runs of numbers, comma-separated, for the encoder's bulk `[Int]` and
/// `[Double]` paths.
///
/// Hot path: mesh.json is 37,000 integers and 36,000 doubles in flat arrays. The loops
/// reserve room for a block of numbers at once and write through a local cursor, so
/// that the compiler keeps the cursor in a register: written through `self`, every
/// byte stored could alias `count`, which is then reloaded and stored per number.
extension JSONOutputBuffer {
    /// Numbers written per capacity check: small enough that the room reserved for a
    /// block of the longest numbers stays a few kilobytes.
    private static var numbersPerBlock: Int { 128 }

    /// Writes `values` as comma-separated integers, with no brackets.
    @_transparent
    mutating func appendIntegerRun(_ values: UnsafeBufferPointer<Int>) {
        // "-9223372036854775808" is 20 bytes, and digits are stored 8 at a time.
        let room = 21
        var index = 0
        while index < values.count {
            reserve(Self.numbersPerBlock &* room &+ 8)
            let blockEnd = min(values.count, index &+ Self.numbersPerBlock)
            var cursor = base + count
            while index < blockEnd {
                if index > 0 {
                    cursor.pointee = UInt8(ascii: ",")
                    cursor += 1
                }
                let value = values[index]
                if value < 0 {
                    cursor.pointee = UInt8(ascii: "-")
                    cursor += 1
                }
                let magnitude = UInt64(value.magnitude)
                let length = DecimalDigits.count(magnitude)
                DecimalDigits.writeInteger(magnitude, count: length, to: cursor)
                cursor += length
                index &+= 1
            }
            count = cursor - base
        }
    }

    /// Writes the finite doubles of `values` from `start` on as comma-separated numbers
    /// (with a comma first when `start` is not 0), up to the first that is not finite.
    /// Returns the index of that one, or `values.count`.
    @_transparent
    mutating func appendFiniteDoubleRun(_ values: UnsafeBufferPointer<Double>, from start: Int) -> Int {
        // One comma and a number, and the slack the formatter may store past it.
        let room = 1 &+ 24
        var index = start
        while index < values.count {
            reserve(Self.numbersPerBlock &* room &+ FloatingPointText.maximumLength)
            let blockStart = index
            let blockEnd = min(values.count, index &+ Self.numbersPerBlock)
            // Decided per block, so that the loop below has no bookkeeping but a count.
            let tries = fifteenDigitGuess.shouldTry
            var misses = 0
            var cursor = base + count
            while index < blockEnd {
                let value = values[index]
                guard value.isFinite else {
                    count = cursor - base
                    fifteenDigitGuess.record(tried: tries, count: index &- blockStart, misses: misses)
                    return index
                }
                if index > 0 {
                    cursor.pointee = UInt8(ascii: ",")
                    cursor += 1
                }
                cursor += FloatingPointText.write(value, to: cursor, tryingFifteenDigits: tries, misses: &misses)
                index &+= 1
            }
            count = cursor - base
            fifteenDigitGuess.record(tried: tries, count: index &- blockStart, misses: misses)
        }
        return index
    }
}
