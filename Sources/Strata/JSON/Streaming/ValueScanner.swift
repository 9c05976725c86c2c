/// Finds where a JSON value ends without parsing it, across as many refills of the
/// buffer as the value needs.
///
/// It tracks only what decides the end: whether the scan is inside a string (and so
/// whether a bracket counts), escapes (a `\"` does not close a string), and the open
/// arrays and objects, one bit each, so that a closing bracket of the wrong kind is
/// caught here and the elements after it are never cut in the wrong places. Everything
/// else — the grammar, numbers, UTF-8 — is the parser's job, once the value is whole.
///
/// Hot path, written for speed: the bytes between those that matter are skipped a word
/// at a time (`ByteScanning`).
struct ValueScanner {
    /// One bit per open container, set for an object; depth `d` is bit `d % 64` of
    /// word `d / 64`.
    private var kinds: [UInt64] = []
    /// How many containers are open.
    private(set) var depth = 0
    private var inString = false
    /// A scalar (number or literal) rather than a string or container.
    private var isScalar = false
    let maximumDepth: Int

    /// Whether the value being scanned is a number or literal, which only the byte after
    /// it (or the input's end) ends.
    var isScalarValue: Bool { isScalar }

    enum Outcome: Equatable {
        /// The value ends just before `end`.
        case complete(end: Int)
        /// The bytes ran out first; scan again from `resumeAt` when more arrive.
        case incomplete(resumeAt: Int)
        /// A closing bracket at `offset` does not match the open container.
        case mismatched(offset: Int, expected: UInt8)
        /// A container opens at `offset` beyond the nesting limit.
        case tooDeep(offset: Int)
    }

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    /// Prepares to scan the value whose first byte is `first`.
    mutating func begin(first: UInt8) {
        depth = 0
        inString = false
        isScalar = first != UInt8(ascii: "\"") && first != UInt8(ascii: "{") && first != UInt8(ascii: "[")
    }

    /// Prepares to scan the rest of containers already open (outermost first, `true`
    /// for an object) until the outermost closes.
    mutating func begin(inside open: [Bool]) {
        depth = 0
        inString = false
        isScalar = false
        for isObject in open { push(isObject: isObject) }
    }

    /// Scans `bytes[start..<end]`: from the value's first byte on the first call, from
    /// the last call's `resumeAt` afterwards.
    mutating func scan(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Outcome {
        if isScalar { return scanScalar(bytes, from: start, to: end) }
        var offset = start
        while true {
            // Inside a container, sixteen bytes at a time; a block with a backslash, the
            // bytes at the top level and the last few go event by event.
            if depth > 0 && offset &+ 16 <= end, let outcome = scanBlock(bytes, at: offset) {
                guard case .incomplete = outcome else { return outcome }
                offset &+= 16
                continue
            }
            switch scanEvents(bytes, from: offset, to: min(offset &+ 16, end), limit: end) {
            case .reached(let reached):
                guard reached < end else { return .incomplete(resumeAt: reached) }
                offset = reached
            case .ended(let outcome):
                return outcome
            }
        }
    }

    /// Where `scanEvents` stopped.
    private enum EventScan {
        /// Past `to`, the value still going on.
        case reached(Int)
        /// The value ended, failed, or needs bytes that have not arrived.
        case ended(Outcome)
    }

    /// The sixteen bytes at `offset`, all at once: nil when they hold a backslash (an
    /// escape decides what the next byte means: left to `scanEvents`); `.incomplete` when
    /// the value goes on past them; the outcome otherwise.
    ///
    /// Hot path: most blocks cost four vector comparisons and a quote parity. Only a
    /// block with a bracket works out which of its bytes lie inside strings: the quotes'
    /// prefix parity, flipped when the block starts inside one. Comparisons are between
    /// two vectors (against a scalar, Swift compiles them lane by lane), and lane masks
    /// become bits by multiplication (the baseline x86-64 target has no `popcnt`, and
    /// Swift no `movemask`).
    @inline(__always)
    private mutating func scanBlock(_ bytes: UnsafePointer<UInt8>, at offset: Int) -> Outcome? {
        let block = UnsafeRawPointer(bytes + offset).loadUnaligned(as: SIMD16<UInt8>.self)
        let folded = block | SIMD16<UInt8>(repeating: 0x20)
        let backslashes = Self.lanes(block .== SIMD16<UInt8>(repeating: UInt8(ascii: "\\")))
        guard Self.isEmpty(backslashes) else { return nil }
        let brackets = Self.lanes(
            (folded .== SIMD16<UInt8>(repeating: UInt8(ascii: "{"))) .| (folded .== SIMD16<UInt8>(repeating: UInt8(ascii: "}"))))
        let quotes = Self.lanes(block .== SIMD16<UInt8>(repeating: UInt8(ascii: "\"")))
        guard !Self.isEmpty(brackets) else {
            if Self.hasOddCount(quotes) { inString.toggle() }
            return .incomplete(resumeAt: offset &+ 16)
        }
        let quoteBits = Self.bits(quotes)
        var insideString = quoteBits
        insideString ^= insideString &<< 1
        insideString ^= insideString &<< 2
        insideString ^= insideString &<< 4
        insideString ^= insideString &<< 8
        if inString { insideString = ~insideString }
        var open = Self.bits(brackets) & ~insideString & 0xFFFF
        while open != 0 {
            let at = offset &+ open.trailingZeroBitCount
            let byte = bytes[at]
            if byte | 0x20 == UInt8(ascii: "{") {
                guard depth < maximumDepth else { return .tooDeep(offset: at) }
                push(isObject: byte == UInt8(ascii: "{"))
            } else {
                let isObject = isObjectOpen
                guard isObject == (byte == UInt8(ascii: "}")) else {
                    return .mismatched(offset: at, expected: isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                }
                depth &-= 1
                if depth == 0 { return .complete(end: at &+ 1) }
            }
            open &= open &- 1
        }
        if Self.hasOddCount(quotes) { inString.toggle() }
        return .incomplete(resumeAt: offset &+ 16)
    }

    /// A comparison's lanes as two words, 0xFF where it held.
    @inline(__always)
    private static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD2<UInt64> {
        unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    }

    @inline(__always)
    private static func isEmpty(_ lanes: SIMD2<UInt64>) -> Bool {
        lanes[0] | lanes[1] == 0
    }

    /// Whether an odd number of lanes held: the low bit of all lanes XORed together.
    @inline(__always)
    private static func hasOddCount(_ lanes: SIMD2<UInt64>) -> Bool {
        var folded = lanes[0] ^ lanes[1]
        folded ^= folded &>> 32
        folded ^= folded &>> 16
        folded ^= folded &>> 8
        return folded & 1 == 1
    }

    /// One bit per lane that held, lowest lane lowest.
    @inline(__always)
    private static func bits(_ lanes: SIMD2<UInt64>) -> UInt32 {
        let low = ((lanes[0] & 0x8080_8080_8080_8080) &* 0x0002_0408_1020_4081) &>> 56
        let high = ((lanes[1] & 0x8080_8080_8080_8080) &* 0x0002_0408_1020_4081) &>> 56
        return UInt32(truncatingIfNeeded: low | high &<< 8)
    }

    /// Event by event from `start`: strings (escapes and all) and brackets, until the
    /// value ends or `to` is passed (`.incomplete` with where it got to). An escape may
    /// look one byte past `to`, never past `limit`.
    private mutating func scanEvents(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, limit: Int) -> EventScan {
        var offset = start
        while offset < end {
            if inString {
                offset = ByteScanning.firstQuoteOrBackslash(bytes, from: offset, to: end)
                guard offset < end else { break }
                if bytes[offset] == UInt8(ascii: "\\") {
                    // The escaped byte may not have arrived; look at the backslash again then.
                    guard offset &+ 1 < limit else { return .ended(.incomplete(resumeAt: offset)) }
                    offset &+= 2
                    continue
                }
                inString = false
                offset &+= 1
                if depth == 0 { return .ended(.complete(end: offset)) }
                continue
            }
            offset = ByteScanning.firstStructural(bytes, from: offset, to: end)
            guard offset < end else { break }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < maximumDepth else { return .ended(.tooDeep(offset: offset)) }
                push(isObject: byte == UInt8(ascii: "{"))
            default:
                let closesObject = byte == UInt8(ascii: "}")
                guard depth > 0 else { return .ended(.mismatched(offset: offset, expected: 0)) }
                let isObject = isObjectOpen
                guard isObject == closesObject else {
                    return .ended(.mismatched(offset: offset, expected: isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")))
                }
                depth &-= 1
                if depth == 0 { return .ended(.complete(end: offset &+ 1)) }
            }
            offset &+= 1
        }
        return .reached(max(offset, end))
    }

    /// A number or literal ends at whitespace or at a byte that starts or ends
    /// something else.
    private func scanScalar(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Outcome {
        var offset = start
        while offset < end {
            if Self.endsScalar(bytes[offset]) { return .complete(end: offset) }
            offset &+= 1
        }
        return .incomplete(resumeAt: end)
    }

    @inline(__always)
    static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    private var isObjectOpen: Bool {
        let top = depth &- 1
        return kinds[top &>> 6] & (1 &<< UInt64(top & 63)) != 0
    }

    private mutating func push(isObject: Bool) {
        let word = depth &>> 6
        if word == kinds.count { kinds.append(0) }
        let bit: UInt64 = 1 &<< UInt64(depth & 63)
        if isObject { kinds[word] |= bit } else { kinds[word] &= ~bit }
        depth &+= 1
    }
}
