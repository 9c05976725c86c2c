extension JSONParser {
    /// Scans an RFC 8259 number at `position` and emits its node. The number's text is
    /// kept as is; converting it to a Swift type happens only when it is read.
    ///
    /// Hot path: each run of digits is found a word at a time, and the byte that ends
    /// it comes from the same word, so the number's parts are told apart without
    /// reading the input again.
    @inline(__always)
    mutating func scanNumber() throws {
        let start = position
        var pos = start
        var flags = NodeFlags.numberIsInteger
        if peek(pos) == UInt8(ascii: "-") {
            pos &+= 1
        }
        var run = digitRun(from: pos)
        if run.end == pos {
            throw error(at: pos, .invalidNumber("expected a digit after '-', found \(JSONReadingError.describeByte(at: pos, in: inputBuffer))"))
        }
        // A digit, so inside the input.
        if input[pos] == UInt8(ascii: "0") && run.end &- pos > 1 {
            throw error(at: pos, .invalidNumber("leading zeros are not allowed"))
        }
        if run.stop == UInt8(ascii: ".") {
            flags = 0
            pos = run.end &+ 1
            run = digitRun(from: pos)
            guard run.end != pos else {
                throw error(
                    at: pos,
                    .invalidNumber("expected a digit after the decimal point, found \(JSONReadingError.describeByte(at: pos, in: inputBuffer))"))
            }
        }
        if run.stop | 0x20 == UInt8(ascii: "e") {
            flags = 0
            pos = run.end &+ 1
            if peek(pos) == UInt8(ascii: "+") || peek(pos) == UInt8(ascii: "-") {
                pos &+= 1
            }
            run = digitRun(from: pos)
            guard run.end != pos else {
                throw error(
                    at: pos, .invalidNumber("expected a digit in the exponent, found \(JSONReadingError.describeByte(at: pos, in: inputBuffer))"))
            }
        }
        emit(.number, flags: flags, offset: start, payload: run.end &- start)
        position = run.end
    }

    /// The run of digits at `offset`, eight bytes at a time: the offset of the first
    /// byte after it, and that byte (zero past the end of input, which stops the scan).
    @inline(__always)
    func digitRun(from offset: Int) -> (end: Int, stop: UInt8) {
        var pos = offset
        while true {
            let word = loadWord64(at: pos)
            let mask = DigitRun.nonDigitMask(word)
            if mask != 0 {
                // The mask marks a byte's high bit: bit 8k + 7 for byte k.
                let bit = mask.trailingZeroBitCount
                return (pos &+ (bit &>> 3), UInt8(truncatingIfNeeded: word &>> UInt64(bit & ~7)))
            }
            pos &+= 8
        }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
