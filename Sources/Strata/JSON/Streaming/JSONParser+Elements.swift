/// Parsing values that lie side by side in one input — the elements of a stream that a
/// splitter has already found — into one index, one after another.
///
/// Each element gets a parser of its own whose input ends where the element ends, so
/// that a malformed element is reported where it goes wrong, never by reading into the
/// next one; the parsers hand their working memory on, so an element costs no
/// allocation. The state machine is the document parser's own.
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

    /// A parser for the value between `start` and `end` of `storage`'s input, whose nodes
    /// follow the first `tapeCount` words of the index. `scratch` is the previous
    /// element's parser's working memory, if any.
    init(storage: JSONDocumentStorage, options: JSONReadingOptions, from start: Int, to end: Int, tapeCount: Int, scratch: Scratch?) {
        input = UnsafePointer(storage.bytes)
        count = end
        tape = storage.tape
        json5 = options.allowsJSON5
        // The element's text is trimmed: its last byte is its last non-whitespace byte.
        let lastByte = end > start ? input[end &- 1] : 0
        closingEnd = !json5 && (lastByte == UInt8(ascii: "}") || lastByte == UInt8(ascii: "]")) ? end &- 1 : -1
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
        position = start
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
}
