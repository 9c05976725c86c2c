/// Runs of plain scalar elements, read straight from a stream's buffer without the
/// splitter's scan, the parser or the index: the batched fast path for streams of small
/// scalars (a number per line, an array of strings).
///
/// A token is plain when its meaning is beyond doubt: an integer of one to fifteen digits
/// without a leading zero, a decimal of that shape with a fraction, a string of printable
/// ASCII without escapes, `true` or `false`; and the element is nothing but that token, with
/// the separator the format expects right after it (a line feed, a comma, whitespace). The
/// run stops at the first element that is anything else, and leaves it, with everything
/// after it, to the general path (splitter, parser, decoder), which gives every value,
/// error, location and report entry; so a run changes how fast elements are read, never
/// what is read.
///
/// Hot path, written for speed: words of eight bytes, with the digit and string tests the
/// parser uses, and no call per byte.
enum PlainScalarKind: Sendable {
    /// `-?(0|[1-9][0-9]*)`, one to fifteen digits, not `-0`.
    case integer
    /// An integer as above, or one followed by `.` and one to sixteen digits.
    case decimal
    /// `"…"` of bytes from 0x20 to 0x7E, none of them `"` or `\`.
    case string
    /// `true` or `false`.
    case boolean
}

/// What takes the elements of a plain run: the decoding side, which converts each token
/// into its value.
protocol PlainScalarSink {
    /// Whether the sink can take no more elements in this run.
    var isFull: Bool { get }

    /// Takes the element whose token is `bytes[start..<end]` (of the run's kind), or
    /// declines it (false): the run then stops before it, for the general path.
    mutating func take(_ bytes: UnsafePointer<UInt8>, start: Int, end: Int) -> Bool
}

enum PlainTokens {
    /// How many bytes must follow a token's first byte for the token tests' word reads
    /// (and the separator after a number, literal or short string) to stay inside the
    /// bytes that have arrived. A run stops where fewer remain; the general path reads
    /// the last few elements of a buffer.
    static let lookahead = 48

    /// The end of the plain token of `kind` at `bytes[start]`, or nil when none starts
    /// there. `start + lookahead <= limit`; a string may run on to `limit`.
    @inline(__always)
    static func end(of kind: PlainScalarKind, _ bytes: UnsafePointer<UInt8>, at start: Int, limit: Int) -> Int? {
        switch kind {
        case .integer: return integerEnd(bytes, at: start)
        case .decimal: return decimalEnd(bytes, at: start)
        case .string: return stringEnd(bytes, at: start, limit: limit)
        case .boolean: return booleanEnd(bytes, at: start)
        }
    }

    /// The end of `-?(0|[1-9][0-9]*)` of at most 15 digits (not `-0`).
    @inline(__always)
    static func integerEnd(_ bytes: UnsafePointer<UInt8>, at start: Int) -> Int? {
        let isNegative = bytes[start] == UInt8(ascii: "-")
        let digitsStart = isNegative ? start &+ 1 : start
        guard let digits = digitCount(bytes, at: digitsStart, atMost: 15) else { return nil }
        if bytes[digitsStart] == UInt8(ascii: "0") && (digits > 1 || isNegative) { return nil }
        return digitsStart &+ digits
    }

    /// The end of an integer token (as ``integerEnd(_:at:)``) with an optional fraction
    /// of one to sixteen digits.
    @inline(__always)
    static func decimalEnd(_ bytes: UnsafePointer<UInt8>, at start: Int) -> Int? {
        guard let integerEnd = integerEnd(bytes, at: start) else { return nil }
        guard bytes[integerEnd] == UInt8(ascii: ".") else { return integerEnd }
        guard let fraction = digitCount(bytes, at: integerEnd &+ 1, atMost: 16) else { return nil }
        return integerEnd &+ 1 &+ fraction
    }

    /// How many ASCII digits (one to `atMost`, at most 16) start at `bytes[start]`.
    @inline(__always)
    private static func digitCount(_ bytes: UnsafePointer<UInt8>, at start: Int, atMost maximum: Int) -> Int? {
        let first = DigitRun.nonDigitMask(DigitRun.load(bytes, start))
        let count: Int
        if first != 0 {
            count = first.trailingZeroBitCount &>> 3
        } else {
            let second = DigitRun.nonDigitMask(DigitRun.load(bytes, start &+ 8))
            guard second != 0 else { return nil }
            count = 8 &+ (second.trailingZeroBitCount &>> 3)
        }
        guard count > 0 && count <= maximum else { return nil }
        return count
    }

    /// The end (past the closing quote) of a string of printable ASCII without escapes.
    @inline(__always)
    static func stringEnd(_ bytes: UnsafePointer<UInt8>, at start: Int, limit: Int) -> Int? {
        guard bytes[start] == UInt8(ascii: "\"") else { return nil }
        var offset = start &+ 1
        while offset &+ 8 <= limit {
            let word = ByteScanning.load(bytes, offset)
            let stops = notPlainText(word)
            if stops != 0 {
                let at = offset &+ (stops.trailingZeroBitCount &>> 3)
                return bytes[at] == UInt8(ascii: "\"") ? at &+ 1 : nil
            }
            offset &+= 8
        }
        while offset < limit {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { return offset &+ 1 }
            guard byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") else { return nil }
            offset &+= 1
        }
        return nil
    }

    /// 0x80 in each lane of `word` that is not plain string text: a control byte, a byte
    /// from 0x7F up, `"` or `\`. The lowest marked lane is exact (a borrow runs only
    /// upwards from a marked lane), and only the lowest is read.
    @inline(__always)
    private static func notPlainText(_ word: UInt64) -> UInt64 {
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ByteScanning.broadcast(0x20)) & ~word & highs
        let deleteOrAbove = (word &+ ByteScanning.broadcast(0x01)) | word
        return control | (deleteOrAbove & highs) | ByteScanning.lanes(of: word, equalTo: UInt8(ascii: "\""))
            | ByteScanning.lanes(of: word, equalTo: UInt8(ascii: "\\"))
    }

    /// The end of `true` or `false`.
    @inline(__always)
    static func booleanEnd(_ bytes: UnsafePointer<UInt8>, at start: Int) -> Int? {
        let word = UInt32(littleEndian: UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt32.self))
        if word == 0x6575_7274 { return start &+ 4 }  // "true"
        if word == 0x736C_6166 && bytes[start &+ 4] == UInt8(ascii: "e") { return start &+ 5 }  // "fals" "e"
        return nil
    }
}

extension ElementSplitter {
    /// Reads as many plain elements of `kind` as follow the cursor, each complete with
    /// its separator, into `sink`, and moves past them as ``next(_:count:inputEnded:)``
    /// would have, element by element; returns how many. Nothing happens (0) unless the
    /// splitter stands between elements of JSON Lines, of an array (at a key path too;
    /// before or after a comma) or of values one after another.
    ///
    /// Hot path: one loop per run, with the token tests inlined for the kind.
    mutating func scanPlainRun<Sink: PlainScalarSink>(
        _ bytes: UnsafePointer<UInt8>, count: Int, kind: PlainScalarKind, into sink: inout Sink
    ) -> Int {
        let run = plainRun(bytes, count: count, kind: kind, into: &sink)
        guard run.taken > 0 else { return 0 }
        moveCursor(to: run.end)
        switch phase {
        case .firstElement, .afterElement, .nextElement:
            // An array's run ends after a comma, before an element.
            phase = .nextElement
        default:
            break
        }
        return run.taken
    }

    /// Whether the element at the cursor would start a plain run of `kind` (its token and
    /// separator are plain; the sink may still decline its value).
    ///
    /// Hot path: asked after each element a batch takes when the stream reads runs; it
    /// reads the splitter without copying it.
    func startsPlainRun(_ bytes: UnsafePointer<UInt8>, count: Int, kind: PlainScalarKind) -> Bool {
        var sink = ProbeSink()
        return plainRun(bytes, count: count, kind: kind, into: &sink).taken == 1
    }

    /// Takes one element and is then full: ``startsPlainRun(_:count:kind:)``'s sink.
    private struct ProbeSink: PlainScalarSink {
        var isFull = false
        mutating func take(_ bytes: UnsafePointer<UInt8>, start: Int, end: Int) -> Bool {
            isFull = true
            return true
        }
    }

    /// The run that follows the cursor: how many elements `sink` took, and where the
    /// cursor goes past them.
    @inline(__always)
    private func plainRun<Sink: PlainScalarSink>(
        _ bytes: UnsafePointer<UInt8>, count: Int, kind: PlainScalarKind, into sink: inout Sink
    ) -> (taken: Int, end: Int) {
        guard pendingStart == nil else { return (0, cursor) }
        switch phase {
        case .lines:
            return Self.plainLines(bytes, from: cursor, count: count, kind: kind, maximumElementSize: maximumElementSize, into: &sink)
        case .firstElement, .nextElement:
            return Self.plainArrayElements(bytes, from: cursor, count: count, kind: kind, maximumElementSize: maximumElementSize, into: &sink)
        case .afterElement:
            // Past the comma that ends the element before.
            let comma = Self.skippingWhitespace(bytes, from: cursor, count: count)
            guard comma < count && bytes[comma] == UInt8(ascii: ",") else { return (0, cursor) }
            return Self.plainArrayElements(bytes, from: comma &+ 1, count: count, kind: kind, maximumElementSize: maximumElementSize, into: &sink)
        case .betweenValues:
            return Self.plainValues(bytes, from: cursor, count: count, kind: kind, maximumElementSize: maximumElementSize, into: &sink)
        default:
            return (0, cursor)
        }
    }

    /// JSON Lines: each line the token alone, ended by a line feed (or a carriage return
    /// and a line feed); empty lines pass.
    @inline(__always)
    private static func plainLines<Sink: PlainScalarSink>(
        _ bytes: UnsafePointer<UInt8>, from cursor: Int, count: Int, kind: PlainScalarKind, maximumElementSize: Int, into sink: inout Sink
    ) -> (taken: Int, end: Int) {
        var taken = 0
        var offset = cursor
        while !sink.isFull && offset &+ PlainTokens.lookahead <= count {
            // An empty line holds no element.
            if bytes[offset] == 0x0A {
                offset &+= 1
                continue
            }
            guard let end = PlainTokens.end(of: kind, bytes, at: offset, limit: count) else { break }
            var lineFeed = end
            if lineFeed < count && bytes[lineFeed] == 0x0D { lineFeed &+= 1 }
            guard lineFeed < count && bytes[lineFeed] == 0x0A, lineFeed &- offset <= maximumElementSize,
                sink.take(bytes, start: offset, end: end)
            else { break }
            offset = lineFeed &+ 1
            taken &+= 1
        }
        return (taken, offset)
    }

    /// An array's elements, from after a comma or the opening bracket: whitespace, the
    /// token, whitespace, and a comma. The last element (before `]`) is left to the
    /// general path, which closes the array.
    @inline(__always)
    private static func plainArrayElements<Sink: PlainScalarSink>(
        _ bytes: UnsafePointer<UInt8>, from cursor: Int, count: Int, kind: PlainScalarKind, maximumElementSize: Int, into sink: inout Sink
    ) -> (taken: Int, end: Int) {
        var taken = 0
        var offset = cursor
        while !sink.isFull {
            let start = skippingWhitespace(bytes, from: offset, count: count)
            guard start &+ PlainTokens.lookahead <= count, let end = PlainTokens.end(of: kind, bytes, at: start, limit: count) else { break }
            let separator = skippingWhitespace(bytes, from: end, count: count)
            guard separator < count && bytes[separator] == UInt8(ascii: ","), end &- start <= maximumElementSize,
                sink.take(bytes, start: start, end: end)
            else { break }
            offset = separator &+ 1
            taken &+= 1
        }
        return (taken, offset)
    }

    /// Values one after another: the token, then whitespace.
    @inline(__always)
    private static func plainValues<Sink: PlainScalarSink>(
        _ bytes: UnsafePointer<UInt8>, from cursor: Int, count: Int, kind: PlainScalarKind, maximumElementSize: Int, into sink: inout Sink
    ) -> (taken: Int, end: Int) {
        var taken = 0
        var offset = cursor
        while !sink.isFull {
            let start = skippingWhitespace(bytes, from: offset, count: count)
            guard start &+ PlainTokens.lookahead <= count, let end = PlainTokens.end(of: kind, bytes, at: start, limit: count),
                end < count && ByteScanning.isWhitespace(bytes[end]), end &- start <= maximumElementSize,
                sink.take(bytes, start: start, end: end)
            else { break }
            offset = end
            taken &+= 1
        }
        return (taken, offset)
    }

    @inline(__always)
    private static func skippingWhitespace(_ bytes: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var offset = start
        while offset < count && ByteScanning.isWhitespace(bytes[offset]) { offset &+= 1 }
        return offset
    }
}
