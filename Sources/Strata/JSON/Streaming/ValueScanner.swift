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
            if inString {
                offset = ByteScanning.firstQuoteOrBackslash(bytes, from: offset, to: end)
                guard offset < end else { return .incomplete(resumeAt: end) }
                if bytes[offset] == UInt8(ascii: "\\") {
                    // The escaped byte may not have arrived; look at the backslash again then.
                    guard offset &+ 1 < end else { return .incomplete(resumeAt: offset) }
                    offset &+= 2
                    continue
                }
                inString = false
                offset &+= 1
                if depth == 0 { return .complete(end: offset) }
                continue
            }
            offset = ByteScanning.firstStructural(bytes, from: offset, to: end)
            guard offset < end else { return .incomplete(resumeAt: end) }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < maximumDepth else { return .tooDeep(offset: offset) }
                push(isObject: byte == UInt8(ascii: "{"))
            default:
                let closesObject = byte == UInt8(ascii: "}")
                guard depth > 0 else { return .mismatched(offset: offset, expected: 0) }
                let isObject = isObjectOpen
                guard isObject == closesObject else {
                    return .mismatched(offset: offset, expected: isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                }
                depth &-= 1
                if depth == 0 { return .complete(end: offset &+ 1) }
            }
            offset &+= 1
        }
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
