/// Finds the elements of a stream in the bytes that have arrived: where each starts and
/// ends, according to the stream's format, across as many refills as an element needs.
///
/// It looks at the bytes once, and only at what decides boundaries: line feeds for JSON
/// Lines; strings, escapes and brackets (``ValueScanner``) for values one after another
/// and for arrays; keys and separators on the way to an array inside an envelope
/// (`ElementSplitter+Envelope`). It never builds anything: each element it finds goes to
/// the parser whole. Offsets are into the buffer's window (its bytes not consumed);
/// ``shift(by:)`` keeps them so when the window's front is consumed.
struct ElementSplitter {
    enum Step: Equatable {
        /// An element lies in `start..<end` (trimmed of whitespace). `isLastLine`: a
        /// JSON Lines line that the input's end, not a line feed, ended.
        case element(start: Int, end: Int, isLastLine: Bool)
        /// The element starting at `start` is larger than the limit; the splitter goes on
        /// to its end without keeping it, and then to the next.
        case oversized(start: Int)
        /// Nothing more can be found until more bytes arrive.
        case needsInput
        /// The stream is complete.
        case finished
    }

    /// A problem with the stream's structure, at `offset` in the window.
    struct Failure: Error {
        var offset: Int
        var kind: JSONStreamError.Kind
        var reason: JSONReadingError.Reason?
        var message: String?
        /// The problem lies inside an element (it has an index).
        var inElement: Bool
    }

    enum Phase {
        case start
        case lines
        case betweenValues
        /// Scanning an element; `discarding` once it proved too large.
        case element(discarding: Bool)
        // The array's own separators.
        case firstElement
        case afterElement
        case nextElement
        // The envelope around an array (see `ElementSplitter+Envelope`).
        case pathValue(level: Int)
        case memberKey(level: Int, first: Bool)
        case memberColon(level: Int, matches: Bool)
        case memberEnd(level: Int)
        case arrayItem(level: Int, index: Int)
        case itemEnd(level: Int, index: Int)
        case skipValue(then: SkipContinuation)
        case skipping(then: SkipContinuation)
        case afterArray
        case skippingRest
        case trailing
        case finished
    }

    /// Where navigation goes on after a skipped value.
    enum SkipContinuation {
        case memberEnd(level: Int)
        case itemEnd(level: Int, index: Int)
        case memberColon(level: Int)
    }

    let layout: JSONStreamFormat.Layout
    let notYetWrittenAtEnd: Bool
    let maximumElementSize: Int
    /// Whether a key of the envelope is the path's component at a level.
    let keyMatches: (_ key: String, _ level: Int) -> Bool
    var phase = Phase.start
    /// Where scanning goes on.
    private(set) var cursor = 0
    /// The first byte of the element, line or key being scanned, which must stay in
    /// the buffer until it is complete.
    var pendingStart: Int?
    var scanner: ValueScanner
    /// The envelope's containers on the way to the array, outermost first (`true` for
    /// an object), for skipping the rest of it after the array.
    var openContainers: [Bool] = []
    /// Whether the input has ended, as the current call to ``next(_:count:inputEnded:)`` says.
    private(set) var inputEnded = false

    init(
        format: JSONStreamFormat, options: JSONStreamOptions, maximumDepth: Int,
        keyMatches: @escaping (_ key: String, _ component: String) -> Bool = { $0 == $1 }
    ) {
        layout = format.layout
        notYetWrittenAtEnd = options.incompleteEnd == .notYetWritten
        maximumElementSize = options.effectiveMaximumElementSize
        scanner = ValueScanner(maximumDepth: maximumDepth)
        if case .array(let path) = format.layout {
            let components = path.components
            self.keyMatches = { key, level in level < components.count && keyMatches(key, components[level]) }
        } else {
            self.keyMatches = { _, _ in false }
        }
    }

    /// The first byte the splitter still needs; everything before it may be consumed.
    var retainedFrom: Int { pendingStart ?? cursor }

    /// The window's first `byteCount` bytes were consumed.
    mutating func shift(by byteCount: Int) {
        cursor -= byteCount
        if let start = pendingStart { pendingStart = start - byteCount }
    }

    mutating func moveCursor(to offset: Int) {
        cursor = offset
    }

    /// The next step over the window `bytes[0..<count]`; `inputEnded` when no more bytes
    /// will arrive.
    mutating func next(_ bytes: UnsafePointer<UInt8>, count: Int, inputEnded: Bool) throws(Failure) -> Step {
        self.inputEnded = inputEnded
        while true {
            switch phase {
            case .start:
                guard count >= 3 || inputEnded else { return .needsInput }
                if count >= 2, bytes[0] == 0xFE && bytes[1] == 0xFF || bytes[0] == 0xFF && bytes[1] == 0xFE {
                    throw Failure(
                        offset: 0, kind: .invalidJSON,
                        reason: .invalidUnicode("a UTF-16 byte order mark: streams are read as UTF-8, as JSON Lines requires"),
                        inElement: false)
                }
                if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { cursor = 3 }
                switch layout {
                case .jsonLines: phase = .lines
                case .concatenated: phase = .betweenValues
                case .array: phase = .pathValue(level: 0)
                }
            case .lines:
                return try nextLine(bytes, count: count, inputEnded: inputEnded)
            case .betweenValues:
                guard let byte = skipWhitespace(bytes, count: count) else {
                    return inputEnded ? finish() : .needsInput
                }
                startElement(first: byte)
            case .element(let discarding):
                if let step = try scanElement(bytes, count: count, inputEnded: inputEnded, discarding: discarding) { return step }
            case .firstElement:
                guard let byte = skipWhitespace(bytes, count: count) else { return try endOfInput() }
                if byte == UInt8(ascii: "]") {
                    cursor += 1
                    phase = .afterArray
                } else {
                    startElement(first: byte)
                }
            case .afterElement:
                guard let byte = skipWhitespace(bytes, count: count) else { return try endOfInput() }
                cursor += 1
                if byte == UInt8(ascii: ",") {
                    phase = .nextElement
                } else if byte == UInt8(ascii: "]") {
                    phase = .afterArray
                } else {
                    throw unexpected(byte, at: cursor - 1, expected: "',' or ']' after an array element", inElement: false)
                }
            case .nextElement:
                guard let byte = skipWhitespace(bytes, count: count) else { return try endOfInput() }
                if byte == UInt8(ascii: "]") {
                    throw unexpected(byte, at: cursor, expected: "a value (JSON does not allow a comma before ']')", inElement: false)
                }
                startElement(first: byte)
            case .finished:
                return .finished
            default:
                if let step = try navigateEnvelope(bytes, count: count, inputEnded: inputEnded) { return step }
            }
        }
    }

    // MARK: - JSON Lines

    private mutating func nextLine(_ bytes: UnsafePointer<UInt8>, count: Int, inputEnded: Bool) throws(Failure) -> Step {
        while true {
            let lineStart = pendingStart ?? cursor
            let lineFeed = ByteScanning.firstLineFeed(bytes, from: cursor, to: count)
            if lineFeed < count {
                pendingStart = nil
                cursor = lineFeed + 1
                if lineFeed - lineStart > maximumElementSize {
                    return .oversized(start: lineStart)
                }
                if let (start, end) = Self.trimmed(bytes, lineStart, lineFeed) {
                    return .element(start: start, end: end, isLastLine: false)
                }
                continue
            }
            cursor = count
            guard inputEnded else {
                pendingStart = lineStart
                if count - lineStart > maximumElementSize {
                    // Not kept: the rest of the line is dropped as it arrives.
                    phase = .element(discarding: true)
                    pendingStart = nil
                    return .oversized(start: lineStart)
                }
                return .needsInput
            }
            // The last line, without a line feed.
            phase = .finished
            guard let (start, end) = Self.trimmed(bytes, lineStart, count) else {
                pendingStart = nil
                return .finished
            }
            if notYetWrittenAtEnd {
                pendingStart = lineStart
                return .finished
            }
            pendingStart = nil
            return .element(start: start, end: end, isLastLine: true)
        }
    }

    /// `start..<end` without the whitespace around it, or nil when that is all it holds.
    static func trimmed(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> (Int, Int)? {
        var first = start
        var last = end
        while first < last, ByteScanning.isWhitespace(bytes[first]) { first += 1 }
        while last > first, ByteScanning.isWhitespace(bytes[last - 1]) { last -= 1 }
        return first < last ? (first, last) : nil
    }

    // MARK: - Values

    private mutating func startElement(first: UInt8) {
        scanner.begin(first: first)
        pendingStart = cursor
        // A number or literal (or a stray byte, which the parser rejects) includes its
        // first byte whatever that is: the token is never empty.
        if scanner.isScalarValue { cursor += 1 }
        phase = .element(discarding: false)
    }

    /// Goes on scanning the element being read; nil when the phase moved on without a
    /// step to report.
    private mutating func scanElement(_ bytes: UnsafePointer<UInt8>, count: Int, inputEnded: Bool, discarding: Bool) throws(Failure) -> Step? {
        if case .jsonLines = layout {
            // An oversized line: drop it up to its line feed.
            let lineFeed = ByteScanning.firstLineFeed(bytes, from: cursor, to: count)
            cursor = lineFeed < count ? lineFeed + 1 : count
            if lineFeed < count {
                phase = .lines
                return nil
            }
            if inputEnded { phase = .finished }
            return inputEnded ? .finished : .needsInput
        }
        let start = pendingStart ?? cursor
        // An element is scanned no further than one byte past the size limit, however
        // many bytes have arrived, so that whether it is too large, and what is found in
        // it first, never depends on how the input was cut.
        let limit = discarding ? count : min(count, start + maximumElementSize + 1)
        switch scanner.scan(bytes, from: cursor, to: limit) {
        case .complete(let end):
            if !discarding && end - start > maximumElementSize {
                completeElement(start: start, end: end, discarding: true)
                return .oversized(start: start)
            }
            return completeElement(start: start, end: end, discarding: discarding)
        case .incomplete(let resumeAt):
            cursor = resumeAt
            if limit < count || !discarding && limit - start > maximumElementSize {
                phase = .element(discarding: true)
                pendingStart = nil
                return .oversized(start: start)
            }
            if inputEnded {
                if scanner.isScalarValue {
                    if case .concatenated = layout, notYetWrittenAtEnd {
                        // A number at the very end may still be growing.
                        phase = .finished
                        return .finished
                    }
                    return completeElement(start: start, end: count, discarding: discarding)
                }
                return try endOfInput(inElement: true)
            }
            return .needsInput
        case .mismatched(let offset, let expected):
            let what = expected == 0 ? "a value" : "'\(Character(Unicode.Scalar(expected)))' to close the open container"
            throw unexpected(bytes[offset], at: offset, expected: what, inElement: true)
        case .tooDeep(let offset):
            throw Failure(offset: offset, kind: .invalidJSON, reason: .nestingTooDeep(limit: scanner.maximumDepth), inElement: true)
        }
    }

    @discardableResult
    private mutating func completeElement(start: Int, end: Int, discarding: Bool) -> Step? {
        cursor = end
        pendingStart = nil
        if case .concatenated = layout { phase = .betweenValues } else { phase = .afterElement }
        return discarding ? nil : .element(start: start, end: end, isLastLine: false)
    }

    // MARK: - Elements the parser reads where they lie

    /// The first byte of the next element, when the splitter stands between elements of
    /// an array (at a key path too) or of values one after another, moving past the
    /// whitespace and the array's comma before it: the reader may then parse the element
    /// where it lies, finding its end as it goes, instead of scanning it first, and calls
    /// ``completeParsedElement(start:end:)``. Nil where the splitter must look itself (a
    /// closing bracket, the end of the bytes, any other phase); it then goes on from
    /// where this left it.
    mutating func nextElementStart(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard pendingStart == nil else { return nil }
        switch phase {
        case .afterElement:
            guard skipWhitespace(bytes, count: count) == UInt8(ascii: ",") else { return nil }
            cursor += 1
            phase = .nextElement
        case .firstElement, .nextElement, .betweenValues:
            break
        default:
            return nil
        }
        guard let byte = skipWhitespace(bytes, count: count), byte != UInt8(ascii: "]") else { return nil }
        return cursor
    }

    /// The element at `start` (from ``nextElementStart(_:count:)``) was parsed whole and
    /// ends before `end`: moves past it, as scanning it would have.
    mutating func completeParsedElement(start: Int, end: Int) {
        completeElement(start: start, end: end, discarding: false)
    }

    // MARK: - Shared

    /// Moves the cursor past whitespace and returns the byte there; nil when the bytes
    /// ran out first.
    mutating func skipWhitespace(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt8? {
        while cursor < count {
            let byte = bytes[cursor]
            guard ByteScanning.isWhitespace(byte) else { return byte }
            cursor += 1
        }
        return nil
    }

    /// The input ended (or has not ended) where more was expected: ask for more, or
    /// end quietly when the rest may not be written yet, or fail.
    mutating func endOfInput(inElement: Bool = false) throws(Failure) -> Step {
        guard phaseAllowsWaiting else { return .finished }
        if !inputEnded { return .needsInput }
        if notYetWrittenAtEnd {
            phase = .finished
            return .finished
        }
        throw Failure(offset: cursor, kind: .truncated, reason: .unexpectedEndOfInput(expected: expectedAtEnd), inElement: inElement)
    }

    private var phaseAllowsWaiting: Bool {
        if case .finished = phase { return false }
        return true
    }

    /// What the input's end cut short, for the error.
    private var expectedAtEnd: String {
        switch phase {
        case .element: return "the rest of the value"
        case .firstElement, .nextElement: return "an array element"
        case .afterElement: return "',' or ']' after an array element"
        case .trailing, .finished: return "nothing more"
        default: return "the rest of the envelope around the array"
        }
    }

    private mutating func finish() -> Step {
        phase = .finished
        return .finished
    }

    func unexpected(_ byte: UInt8, at offset: Int, expected: String, inElement: Bool) -> Failure {
        Failure(
            offset: offset, kind: .invalidJSON, reason: .unexpectedCharacter(found: Self.describe(byte), expected: expected), inElement: inElement)
    }

    /// A byte as error messages quote it.
    static func describe(_ byte: UInt8) -> String {
        withUnsafePointer(to: byte) { JSONReadingError.describeByte(at: 0, in: UnsafeBufferPointer(start: $0, count: 1)) }
    }
}
