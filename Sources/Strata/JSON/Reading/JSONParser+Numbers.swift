extension JSONParser {
    /// Scans an RFC 8259 number at `position` and emits its node. The number's text is
    /// kept as is; converting it to a Swift type happens only when it is read.
    ///
    /// Hot path: the shape most numbers take (see ``plainNumberEnd(from:)``) is read
    /// without a loop while a few words of input remain; every other number takes
    /// ``scanNumberInGeneral()``.
    @_transparent
    mutating func scanNumber() throws {
        if position &+ Self.plainNumberReach <= count, let plain = plainNumberEnd(from: position, isBounded: false) {
            emit(.number, flags: plain.flags, offset: position, payload: plain.end &- position)
            position = plain.end
            return
        }
        try scanNumberInGeneral()
    }

    /// Reads the elements that follow a number in an array, the comma after it at
    /// `position`, for as long as each is a plain number (see ``plainNumberEnd(from:isBounded:)``)
    /// after a comma and at most one space; stops at the first comma that is followed by
    /// anything else, or at the byte after the last number, where the state machine goes
    /// on.
    ///
    /// Hot path, written for speed on purpose: a `[Double]` or a mesh's coordinates are
    /// long runs of numbers, and this loop reads each in about half the instructions of a
    /// round trip through the state machine, its position and index length in registers.
    /// Called only by the unchecked machine: the comma is before ``closingEnd``, so every
    /// byte read up to the next number's first is inside the input, and the number's own
    /// reads are bounded by ``plainNumberReach``.
    @inline(never)
    mutating func scanNumberRun() {
        var comma = position
        var nodes = tapeCount
        var elements = 0
        let lastStart = count &- Self.plainNumberReach
        while true {
            var start = comma &+ 1
            if input[start] == 0x20 { start &+= 1 }
            let first = input[start]
            guard start <= lastStart, first &- UInt8(ascii: "0") < 10 || first == UInt8(ascii: "-"),
                let plain = plainNumberEnd(from: start, isBounded: false)
            else { break }
            Self.emit(.number, flags: plain.flags, offset: start, payload: plain.end &- start, into: tape, at: &nodes)
            elements &+= 1
            comma = plain.end
            guard input[comma] == UInt8(ascii: ",") else { break }
        }
        position = comma
        tapeCount = nodes
        frames[depth &- 1].count &+= elements
    }

    /// How many bytes of input ``plainNumberEnd(from:)`` may read from a number's start:
    /// its last word ends at most 33 bytes in.
    static var plainNumberReach: Int { 40 }

    /// Where the number at `start` ends, and its flags, when it has the plain shape:
    /// an optional minus, one to fifteen integer digits (no leading zero), and
    /// optionally a point and one to fifteen fraction digits, without an exponent. Nil
    /// for every other shape, valid or not, which ``scanNumberInGeneral()`` then reads
    /// or rejects.
    ///
    /// Hot path, written for speed on purpose: each part is one or two words whose
    /// first non-digit byte both ends the part and names what follows, so there is no
    /// loop and no bounds check; the caller makes sure that ``plainNumberReach`` bytes
    /// remain. Near the end of the input (`isBounded`), each word is read only if it lies
    /// inside the input, and the number is nil otherwise.
    @_transparent
    func plainNumberEnd(from start: Int, isBounded: Bool) -> (end: Int, flags: UInt8)? {
        var pos = input[start] == UInt8(ascii: "-") ? start &+ 1 : start
        guard let integer = Self.plainDigits(input, count, at: pos, isBounded: isBounded),
            integer.count == 1 || input[pos] != UInt8(ascii: "0")
        else { return nil }
        pos &+= integer.count
        var stop = integer.stop
        var flags = NodeFlags.numberIsPlainDecimal | NodeFlags.numberIsInteger
        if stop == UInt8(ascii: ".") {
            flags = NodeFlags.numberIsPlainDecimal
            pos &+= 1
            guard let fraction = Self.plainDigits(input, count, at: pos, isBounded: isBounded) else { return nil }
            pos &+= fraction.count
            stop = fraction.stop
        }
        guard stop | 0x20 != UInt8(ascii: "e") else { return nil }
        return (pos, flags)
    }

    /// The run of 1 to 15 digits at `offset` and the byte after it, read as one word, or
    /// two when the first is all digits; nil for none or more, or (`isBounded`) for a word
    /// that would reach past the input's `inputCount` bytes. ``PlainDecimal`` reads the
    /// same words again.
    @_transparent
    private static func plainDigits(
        _ input: UnsafePointer<UInt8>, _ inputCount: Int, at offset: Int, isBounded: Bool
    ) -> (count: Int, stop: UInt8)? {
        guard !isBounded || offset &+ 8 <= inputCount else { return nil }
        var word = DigitRun.load(input, offset)
        // Eight digits leave the mask empty: 64 trailing zeros, 8 bytes.
        let count = DigitRun.nonDigitMask(word).trailingZeroBitCount &>> 3
        if count == 8 {
            guard !isBounded || offset &+ 16 <= inputCount else { return nil }
            word = DigitRun.load(input, offset &+ 8)
            let more = DigitRun.nonDigitMask(word).trailingZeroBitCount &>> 3
            guard more < 8 else { return nil }
            return (8 &+ more, UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: more &<< 3)))
        }
        guard count > 0 else { return nil }
        return (count, UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: count &<< 3)))
    }

    /// ``scanNumber()`` for every shape: each run of digits is found a word at a time,
    /// and the byte that ends it comes from the same word, so the number's parts are
    /// told apart without reading the input again.
    ///
    /// A number near the end of the input tries the plain scan first, its reads bounded:
    /// a small document often ends with one (an `id`), and the plain scan's code is a
    /// few cache lines where this scan's is ten.
    @inline(never)
    mutating func scanNumberInGeneral() throws {
        if position &+ Self.plainNumberReach > count, let plain = plainNumberEnd(from: position, isBounded: true) {
            emit(.number, flags: plain.flags, offset: position, payload: plain.end &- position)
            position = plain.end
            return
        }
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
    @_transparent
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

    @_transparent
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
