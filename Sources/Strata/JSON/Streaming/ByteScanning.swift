/// Finding and counting bytes in a stream's buffer eight at a time.
///
/// Hot path, written for speed: the splitter runs over every byte of a stream before
/// the parser sees an element, so each scan loads a word, marks the bytes it looks for
/// with exact SWAR tests (no false positives, so a marked lane needs no second look),
/// and only then falls back to single bytes for the last partial word. Reads never go
/// past `end`.
enum ByteScanning {
    private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// `byte` in every lane.
    @inline(__always)
    static func broadcast(_ byte: UInt8) -> UInt64 {
        UInt64(byte) &* 0x0101_0101_0101_0101
    }

    /// 0x80 in each lane of `word` that is zero, 0 in every other lane.
    @inline(__always)
    static func zeroLanes(_ word: UInt64) -> UInt64 {
        ~(((word & lows) &+ lows) | word | lows)
    }

    /// 0x80 in each lane that equals `byte`.
    @inline(__always)
    static func lanes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroLanes(word ^ broadcast(byte))
    }

    @inline(__always)
    static func load(_ bytes: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self))
    }

    /// The offset of the first line feed in `bytes[start..<end]`, or `end`.
    @inline(__always)
    static func firstLineFeed(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var offset = start
        while offset &+ 8 <= end {
            let marked = lanes(of: load(bytes, offset), equalTo: 0x0A)
            if marked != 0 { return offset &+ marked.trailingZeroBitCount &>> 3 }
            offset &+= 8
        }
        while offset < end, bytes[offset] != 0x0A { offset &+= 1 }
        return offset
    }

    /// The offset of the first `"` or `\` in `bytes[start..<end]`, or `end`: where a
    /// string's text stops being plain.
    @inline(__always)
    static func firstQuoteOrBackslash(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var offset = start
        while offset &+ 8 <= end {
            let word = load(bytes, offset)
            let marked = lanes(of: word, equalTo: UInt8(ascii: "\"")) | lanes(of: word, equalTo: UInt8(ascii: "\\"))
            if marked != 0 { return offset &+ marked.trailingZeroBitCount &>> 3 }
            offset &+= 8
        }
        while offset < end, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\") { offset &+= 1 }
        return offset
    }

    /// The offset of the first `"`, `{`, `}`, `[` or `]` in `bytes[start..<end]`, or
    /// `end`: the only bytes outside strings that change a value's nesting.
    ///
    /// `{` and `[` differ only in bit 5, as do `}` and `]`, so setting that bit leaves
    /// two values to test for brackets instead of four.
    @inline(__always)
    static func firstStructural(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var offset = start
        while offset &+ 8 <= end {
            let word = load(bytes, offset)
            let folded = word | broadcast(0x20)
            let marked =
                lanes(of: word, equalTo: UInt8(ascii: "\"")) | lanes(of: folded, equalTo: UInt8(ascii: "{"))
                | lanes(of: folded, equalTo: UInt8(ascii: "}"))
            if marked != 0 { return offset &+ marked.trailingZeroBitCount &>> 3 }
            offset &+= 8
        }
        while offset < end, !isStructural(bytes[offset]) { offset &+= 1 }
        return offset
    }

    @inline(__always)
    static func isStructural(_ byte: UInt8) -> Bool {
        let folded = byte | 0x20
        return byte == UInt8(ascii: "\"") || folded == UInt8(ascii: "{") || folded == UInt8(ascii: "}")
    }

    /// The number of line feeds in `bytes[start..<end]`.
    static func lineFeedCount(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var offset = start
        while offset &+ 8 <= end {
            count &+= lanes(of: load(bytes, offset), equalTo: 0x0A).nonzeroBitCount
            offset &+= 8
        }
        while offset < end {
            if bytes[offset] == 0x0A { count &+= 1 }
            offset &+= 1
        }
        return count
    }

    /// The offset of the last line feed in `bytes[start..<end]`, or nil.
    static func lastLineFeed(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var offset = end
        while offset &- 8 >= start {
            let marked = lanes(of: load(bytes, offset &- 8), equalTo: 0x0A)
            if marked != 0 { return offset &- 8 &+ (63 &- marked.leadingZeroBitCount) &>> 3 }
            offset &-= 8
        }
        while offset > start {
            offset &-= 1
            if bytes[offset] == 0x0A { return offset }
        }
        return nil
    }

    /// The number of Unicode scalars that start in `bytes[start..<end]`: the bytes that
    /// are not UTF-8 continuation bytes (`10xxxxxx`). Columns count these.
    static func scalarStartCount(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var offset = start
        while offset &+ 8 <= end {
            let word = load(bytes, offset)
            // Bit 7 set and bit 6 clear, in each lane.
            let continuations = word & ~(word &<< 1) & highs
            count &+= 8 &- continuations.nonzeroBitCount
            offset &+= 8
        }
        while offset < end {
            if bytes[offset] & 0xC0 != 0x80 { count &+= 1 }
            offset &+= 1
        }
        return count
    }

    /// Whether `byte` is one of JSON's four whitespace bytes.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        JSONParser.isWhitespace(byte)
    }
}
