#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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

    /// The offset of the first line feed in `bytes[start..<end]`, or `end`. The C
    /// library's `memchr`, vectorized: lines are long and their bytes need no other look.
    @inline(__always)
    static func firstLineFeed(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard end > start, let found = memchr(bytes + start, 0x0A, end &- start) else { return end }
        return UnsafeRawPointer(found) - UnsafeRawPointer(bytes)
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

    /// The number of line feeds in `bytes[start..<end]`, and the offset of the last.
    ///
    /// Hot path: the reader counts the lines of every byte it consumes, and the lines of
    /// a stream of small elements are a few bytes long (a number per line), which a call
    /// to `memchr` per line made cost more than reading the number. Counted sixteen bytes
    /// at a time, as ``scalarStartCount(_:from:to:)`` counts; the last found backwards a
    /// word at a time.
    static func lineFeeds(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> (count: Int, last: Int?) {
        let count = countLanes(bytes, from: start, to: end) { $0 .== SIMD16<UInt8>(repeating: 0x0A) }
        guard count > 0 else { return (0, nil) }
        var position = end
        while position &- 8 >= start {
            let marked = lanes(of: load(bytes, position &- 8), equalTo: 0x0A)
            if marked != 0 { return (count, position &- 8 &+ ((63 &- marked.leadingZeroBitCount) &>> 3)) }
            position &-= 8
        }
        while position > start {
            position &-= 1
            if bytes[position] == 0x0A { return (count, position) }
        }
        return (count, nil)
    }

    /// How many bytes of `bytes[start..<end]` `test` marks, sixteen at a time: each
    /// marked byte adds 1 to its lane of an accumulator that is summed across lanes every
    /// 255 blocks, before a lane can overflow.
    @inline(__always)
    private static func countLanes(
        _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, _ test: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>
    ) -> Int {
        var total = 0
        var offset = start
        let one = SIMD16<UInt8>(repeating: 1)
        while offset &+ 16 <= end {
            var lanes = SIMD16<UInt8>()
            var blocks = 0
            while blocks < 255 && offset &+ 16 <= end {
                let block = UnsafeRawPointer(bytes + offset).loadUnaligned(as: SIMD16<UInt8>.self)
                lanes &+= one.replacing(with: 0, where: .!test(block))
                offset &+= 16
                blocks &+= 1
            }
            // Lanes of up to 255 summed in pairs (16-bit lanes of up to 510), then across.
            let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
            let pairs =
                (words[0] & 0x00FF_00FF_00FF_00FF) &+ ((words[0] &>> 8) & 0x00FF_00FF_00FF_00FF)
                &+ (words[1] & 0x00FF_00FF_00FF_00FF) &+ ((words[1] &>> 8) & 0x00FF_00FF_00FF_00FF)
            total &+= Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) &>> 48)
        }
        while offset < end {
            if test(SIMD16<UInt8>(repeating: bytes[offset]))[0] { total &+= 1 }
            offset &+= 1
        }
        return total
    }

    /// The number of Unicode scalars that start in `bytes[start..<end]`: the bytes that
    /// are not UTF-8 continuation bytes (`10xxxxxx`). Columns count these.
    ///
    /// Hot path for input without line feeds (a minified array is one line): sixteen
    /// bytes at a time (see `countLanes`).
    static func scalarStartCount(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let continuations = countLanes(bytes, from: start, to: end) {
            ($0 & SIMD16<UInt8>(repeating: 0xC0)) .== SIMD16<UInt8>(repeating: 0x80)
        }
        return (end &- start) &- continuations
    }

    /// Whether `byte` is one of JSON's four whitespace bytes.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        JSONParser.isWhitespace(byte)
    }
}
