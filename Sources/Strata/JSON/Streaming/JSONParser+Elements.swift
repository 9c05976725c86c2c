/// Parsing values that lie side by side in one input — the elements of a stream — into
/// one index, one after another.
///
/// Each element gets a parser of its own whose input starts where the element starts
/// and ends where it ends (or, for an element whose end is not known yet, where the
/// bytes that have arrived end), so that a malformed element is reported where it goes
/// wrong, never by reading into the next one, and its error's position is counted from
/// its own first byte (counted from the batch's, each error cost as much as the batch
/// before it: a stream of bad lines took time quadratic in its batches). The parsers
/// hand their working memory on, so an element costs no allocation. The state machine
/// is the document parser's own; its nodes' offsets, relative to the element, are moved
/// to the batch's input afterwards (``rebaseNodes(_:from:to:by:)``).
extension JSONParser {
    /// The parser's working memory, handed from one element's parser to the next.
    struct Scratch {
        var frames: UnsafeMutablePointer<Frame>
        var frameCapacity: Int
        var keys: UnsafeMutablePointer<RepeatedKeyFinder.Record>
        var keyCapacity: Int
        var repeatedKeys: RepeatedKeyFinder

        func deallocate() {
            frames.deallocate()
            keys.deallocate()
            repeatedKeys.deallocate()
        }
    }

    /// A parser for the value in the `count` bytes at `element`, whose nodes follow the
    /// first `tapeCount` words of `tape`. `endIsKnown`: the element is exactly those
    /// bytes, trimmed (its last byte is its last non-whitespace byte); otherwise it is
    /// the value they begin with, and the bytes after it belong to what follows.
    /// `scratch` is the previous element's parser's working memory, if any.
    init(
        element: UnsafePointer<UInt8>, count: Int, endIsKnown: Bool, tape: UnsafeMutablePointer<UInt64>, options: JSONReadingOptions,
        tapeCount: Int, scratch: Scratch?
    ) {
        input = element
        self.count = count
        self.tape = tape
        json5 = options.allowsJSON5
        let lastByte = endIsKnown && count > 0 ? element[count &- 1] : 0
        closingEnd = !json5 && (lastByte == UInt8(ascii: "}") || lastByte == UInt8(ascii: "]")) ? count &- 1 : -1
        assumesTopLevelDictionary = false
        maximumDepth = max(1, options.maximumDepth)
        if let scratch {
            frames = scratch.frames
            frameCapacity = scratch.frameCapacity
            keys = scratch.keys
            keyCapacity = scratch.keyCapacity
            repeatedKeys = scratch.repeatedKeys
        } else {
            frameCapacity = min(maximumDepth, 64)
            frames = .allocate(capacity: frameCapacity)
            keyCapacity = 256
            keys = .allocate(capacity: keyCapacity)
        }
        self.tapeCount = tapeCount
        position = 0
    }

    /// The working memory, for the next element's parser.
    var scratch: Scratch {
        Scratch(frames: frames, frameCapacity: frameCapacity, keys: keys, keyCapacity: keyCapacity, repeatedKeys: repeatedKeys)
    }

    /// Parses the element: one value, with nothing but whitespace (and, in JSON5,
    /// comments) around it. Returns false when there is no value at all; `expectedAfter`
    /// says what the format allows after a value, for the error when something else
    /// follows it.
    mutating func parseElement(expectedAfter: String) throws -> Bool {
        skipWhitespace()
        guard position < count else { return false }
        try parseValue()
        skipWhitespace()
        guard position >= count else {
            throw unexpected(expected: expectedAfter)
        }
        return true
    }

    /// Parses the value the input begins with, which the caller found to start there,
    /// and returns where it ends; nil when its end is not among the bytes (a number or
    /// literal needs the byte after it, which says it has ended). The caller checks what
    /// follows.
    mutating func parseLeadingValue() throws -> Int? {
        try parseValue()
        let first = input[0]
        let isScalar = first != UInt8(ascii: "\"") && first != UInt8(ascii: "{") && first != UInt8(ascii: "[")
        return isScalar && position >= count ? nil : position
    }

    /// Adds `offset` to the byte offset of each node in `tape[start..<end]`: nodes an
    /// element's parser wrote, relative to the element, made relative to the batch's
    /// input. (Word 0 of a node holds its offset from bit 8; word 1 holds lengths and
    /// word indices, which stay.)
    @inline(__always)
    static func rebaseNodes(_ tape: UnsafeMutablePointer<UInt64>, from start: Int, to end: Int, by offset: Int) {
        guard offset != 0 else { return }
        let shift = UInt64(truncatingIfNeeded: offset) &<< 8
        var node = start
        while node < end {
            tape[node] &+= shift
            node &+= JSONTape.nodeWidth
        }
    }
}
