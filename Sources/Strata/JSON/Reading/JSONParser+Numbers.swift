extension JSONParser {
    /// Scans an RFC 8259 number at `position` and emits its node. The number's text is
    /// kept as is; converting it to a Swift type happens only when it is read.
    @inline(__always)
    mutating func scanNumber() throws {
        let start = position
        var pos = start
        var flags = NodeFlags.numberIsInteger
        if peek(pos) == UInt8(ascii: "-") {
            pos &+= 1
        }
        let first = peek(pos)
        if first == UInt8(ascii: "0") {
            pos &+= 1
            if Self.isDigit(peek(pos)) {
                throw error(at: pos &- 1, .invalidNumber("leading zeros are not allowed"))
            }
        } else if Self.isDigit(first) {
            pos &+= 1
            pos = skipDigits(from: pos)
        } else {
            throw error(at: pos, .invalidNumber("expected a digit after '-', found \(JSONReadingError.describeByte(at: pos, in: inputBuffer))"))
        }
        if peek(pos) == UInt8(ascii: ".") {
            flags = 0
            pos &+= 1
            guard Self.isDigit(peek(pos)) else {
                throw error(
                    at: pos,
                    .invalidNumber("expected a digit after the decimal point, found \(JSONReadingError.describeByte(at: pos, in: inputBuffer))"))
            }
            pos &+= 1
            pos = skipDigits(from: pos)
        }
        if peek(pos) | 0x20 == UInt8(ascii: "e") {
            flags = 0
            pos &+= 1
            if peek(pos) == UInt8(ascii: "+") || peek(pos) == UInt8(ascii: "-") {
                pos &+= 1
            }
            guard Self.isDigit(peek(pos)) else {
                throw error(
                    at: pos, .invalidNumber("expected a digit in the exponent, found \(JSONReadingError.describeByte(at: pos, in: inputBuffer))"))
            }
            pos &+= 1
            pos = skipDigits(from: pos)
        }
        emit(.number, flags: flags, offset: start, payload: pos &- start)
        position = pos
    }

    /// The offset of the first byte at or after `offset` that is not a digit, eight
    /// bytes at a time (past the end reads as zeros, which stop the scan).
    @inline(__always)
    func skipDigits(from offset: Int) -> Int {
        var pos = offset
        while true {
            let mask = DigitRun.nonDigitMask(loadWord64(at: pos))
            if mask != 0 { return pos &+ (mask.trailingZeroBitCount &>> 3) }
            pos &+= 8
        }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
