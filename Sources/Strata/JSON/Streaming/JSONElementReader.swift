/// Turns bytes that arrive in pieces into batches of parsed elements, in memory bounded by
/// the largest element rather than the input.
///
/// The reader is fed, not pulling: whoever drives it (a file, `Data`, an async sequence of
/// bytes or chunks) writes bytes into ``freeSpace(atLeast:)`` when ``nextBatch()`` says
/// `.needsInput`, and calls ``endInput()`` at the end. Each batch borrows the buffer's
/// bytes; ``finishBatch()`` gives them back (copying them first for anything that still
/// holds the index) and consumes them, and only then may the buffer change again.
final class JSONElementReader {
    enum Step {
        case batch(ElementBatch)
        case needsInput
        case finished
    }

    // `@exclusivity(unchecked)`: a reader serves one stream's consumer at a time, and the
    // splitter and the scratch memory are passed `inout` for every element, where the
    // run-time check cost about 170 instructions a line of a stream of small records
    // (3.4% of one).
    private var buffer: StreamBuffer
    @exclusivity(unchecked) private var splitter: ElementSplitter
    /// The parsers' working memory, handed from element to element and batch to batch.
    @exclusivity(unchecked) private var scratch: JSONParser.Scratch?
    /// A batch's storage that nothing held when its batch ended, for the next batch's
    /// index: its memory is allocated once and its pages are already mapped.
    private var spareStorage: JSONDocumentStorage?
    /// The index words a batch of a window of the usual size can need: a spare storage
    /// of up to this many is kept.
    private let usualTapeCapacity: Int
    /// Whether an element of an array or of values one after another is parsed where it
    /// lies, the parser finding its end (see `ElementBatch.Builder.parseInPlace`); JSON
    /// Lines are cut at line feeds first, since a line is the element's whole input.
    private let parsesInPlace: Bool
    /// The kind of plain scalar the decoding side reads in runs (see
    /// ``nextPlainRun(of:into:)``); a batch then ends where such a run can start.
    var plainKind: PlainScalarKind?
    /// How many skippable failures of the next batch get their message and position: the
    /// decoding side says how many its policy and report will read.
    var detailedFailures = Int.max
    /// Where the buffer's first byte not consumed is in the stream.
    private(set) var location = StreamLocation()
    private(set) var inputEnded = false
    private var nextIndex = 0
    private var openBatch: ElementBatch?
    /// A problem found after some elements of a batch, delivered after them.
    private var pendingFailure: JSONStreamError?
    private var isFinished = false
    private let reading: JSONReadingOptions
    private let expectedAfter: String
    private let isJSONLines: Bool
    private let maximumElementSize: Int
    /// A batch closes once its elements span this many bytes: every element complete in
    /// a buffer of the usual size, so that the batch's decoder (its containers, its table
    /// of repeated strings) serves as many elements as it can.
    private let batchTarget: Int
    /// And once it holds this many: a buffer of tiny elements (a number per line) would
    /// otherwise make a batch whose bookkeeping outweighs the buffer.
    static let maximumBatchElements = 4096

    /// A reader of `format`, its elements read with `reading`. `keyMatches` says whether
    /// a key of an envelope is a component of the path to the array.
    init(
        format: JSONStreamFormat, reading: JSONReadingOptions, options: JSONStreamOptions,
        keyMatches: @escaping (_ key: String, _ component: String) -> Bool = { $0 == $1 }
    ) {
        let bufferSize = options.effectiveBufferSize
        buffer = StreamBuffer(preferredCapacity: bufferSize)
        batchTarget = bufferSize
        usualTapeCapacity = 2 &* bufferSize &+ 8
        parsesInPlace = format.layout != .jsonLines
        splitter = ElementSplitter(format: format, options: options, maximumDepth: max(1, reading.maximumDepth), keyMatches: keyMatches)
        self.reading = reading
        maximumElementSize = options.effectiveMaximumElementSize
        isJSONLines = format.layout == .jsonLines
        switch format.layout {
        case .jsonLines: expectedAfter = "the end of the line after a JSON Lines value"
        case .concatenated: expectedAfter = "whitespace between values"
        case .array: expectedAfter = "',' or ']' after an array element"
        }
        if reading.assumesTopLevelDictionary {
            pendingFailure = Self.unsupported("a top-level object without braces (assumesTopLevelDictionary) cannot be read as a stream")
        } else if reading.allowsJSON5, format.layout != .jsonLines {
            pendingFailure = Self.unsupported("JSON5 streams can be read as JSON Lines only, not as \(format)")
        }
    }

    deinit {
        scratch?.deallocate()
    }

    private static func unsupported(_ message: String) -> JSONStreamError {
        JSONStreamError(kind: .unsupportedOptions, elementIndex: nil, line: 1, column: 1, byteOffset: 0, message: "Streams do not read \(message).")
    }

    /// How many bytes of the stream are read and done with: everything before the
    /// first byte the reader still needs (an element not yet complete, or an element a
    /// batch still holds). Reading again from here would find the elements not yet
    /// delivered.
    var resumeOffset: Int {
        location.byteOffset + (openBatch == nil ? splitter.retainedFrom : 0)
    }

    /// The containers of the envelope around the array being read, outermost first
    /// (`true` for an object): where the elements are, once the array is found.
    var envelopeContainers: [Bool] { splitter.openContainers }

    /// The buffer's size now: its usual size, or more while a large element needs it.
    var bufferCapacity: Int { buffer.capacity }

    // MARK: Input

    /// Room for at least `minimum` more bytes: write into it, then call ``didAppend(_:)``.
    /// Not while a batch is open.
    func freeSpace(atLeast minimum: Int = 1) -> UnsafeMutableRawBufferPointer {
        buffer.freeSpace(atLeast: minimum)
    }

    /// Counts bytes written into ``freeSpace(atLeast:)``.
    func didAppend(_ byteCount: Int) {
        buffer.didAppend(byteCount)
    }

    /// Copies as much of `bytes` as fits without growing the buffer past what it needs
    /// (at least one byte); returns how many were taken.
    func append(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        let space = freeSpace(atLeast: 1)
        let taken = min(space.count, bytes.count)
        space.baseAddress?.copyMemory(from: source, byteCount: taken)
        didAppend(taken)
        return taken
    }

    /// No more bytes will arrive.
    func endInput() {
        inputEnded = true
    }

    // MARK: Batches

    /// The next batch of elements, or what the reader needs to find one.
    ///
    /// Each element is parsed as soon as it is found: where the splitter cut it, or, in
    /// an array or values one after another, where it lies, the parser finding its end.
    ///
    /// - Throws: a problem that ends the stream (a broken structure, truncated input,
    ///   unsupported options), after the elements before it were delivered.
    func nextBatch() throws(JSONStreamError) -> Step {
        if let failure = pendingFailure {
            pendingFailure = nil
            isFinished = true
            throw failure
        }
        if isFinished { return .finished }
        let window = buffer.window
        let count = buffer.count
        let storage: JSONDocumentStorage
        do {
            storage = try batchStorage(forWindowOf: count)
        } catch {
            // The system refused the batch's index: the stream cannot go on.
            throw JSONStreamError(
                kind: .readFailed, elementIndex: nil, line: location.line, column: location.column, byteOffset: location.byteOffset,
                underlyingError: error, message: "\(error)")
        }
        var builder = ElementBatch.Builder(
            window: window, storage: storage, origin: location, firstIndex: nextIndex, options: reading, expectedAfter: expectedAfter,
            lineEnds: isJSONLines, maximumElementSize: maximumElementSize, detailedFailures: detailedFailures)
        collecting: while builder.spannedBytes < batchTarget && builder.count < Self.maximumBatchElements {
            if parsesInPlace, let start = splitter.nextElementStart(window, count: count) {
                if let end = builder.parseInPlace(start: start, available: count, scratch: &scratch) {
                    splitter.completeParsedElement(start: start, end: end)
                    if startsPlainRun(window, count: count) { break collecting }
                    continue
                }
            }
            let step: ElementSplitter.Step
            do {
                step = try splitter.next(window, count: count, inputEnded: inputEnded)
            } catch {
                let failure = streamError(error, elementIndex: nextIndex + builder.count)
                guard builder.count == 0 else {
                    pendingFailure = failure
                    break collecting
                }
                isFinished = true
                spareStorage = storage
                throw failure
            }
            switch step {
            case .element(let start, let end, let isLastLine):
                builder.parse(start: start, end: end, isLastLine: isLastLine, scratch: &scratch)
                if startsPlainRun(window, count: count) { break collecting }
            case .oversized(let start):
                builder.addOversized(start: start)
            case .needsInput:
                guard builder.count == 0 else { break collecting }
                spareStorage = storage
                consume(splitter.retainedFrom)
                return .needsInput
            case .finished:
                guard builder.count == 0 else { break collecting }
                spareStorage = storage
                isFinished = true
                return .finished
            }
        }
        let batch = builder.finish()
        nextIndex += batch.elements.count
        openBatch = batch
        return .batch(batch)
    }

    /// Whether the element at the splitter's cursor can start a plain run of the kind the
    /// decoding side reads in runs: the batch then ends, so that the run is read as one.
    @inline(__always)
    private func startsPlainRun(_ window: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard let plainKind else { return false }
        return splitter.startsPlainRun(window, count: count, kind: plainKind)
    }

    /// A storage for the index of a batch of the window's `count` bytes: the spare one
    /// when it is large enough.
    private func batchStorage(forWindowOf count: Int) throws -> JSONDocumentStorage {
        let needed = 2 &* count &+ 8
        let spare = spareStorage
        spareStorage = nil
        if let spare, spare.tapeCapacity >= needed { return spare }
        // Grown geometrically, so that a stream whose windows fill up reallocates a few
        // times, not at every batch.
        let capacity = max(needed, min(usualTapeCapacity, 2 &* (spare?.tapeCapacity ?? 0)), 512)
        return try JSONDocumentStorage(UnsafeRawBufferPointer(start: buffer.window, count: count), borrowing: true, tapeCapacity: capacity)
    }

    /// Reads the plain elements of `kind` that follow (see `PlainScalarRuns`) into
    /// `sink`, and consumes them; returns how many. None while a batch is open, or where
    /// the next element is not plain (the general path, ``nextBatch()``, takes it).
    ///
    /// Hot path: called by concrete code for each scalar type, so that the token tests
    /// and the sink's conversion are specialized into one loop.
    @inline(__always)
    func nextPlainRun<Sink: PlainScalarSink>(of kind: PlainScalarKind, into sink: inout Sink) -> Int {
        guard openBatch == nil, pendingFailure == nil, !isFinished else { return 0 }
        let taken = splitter.scanPlainRun(buffer.window, count: buffer.count, kind: kind, into: &sink)
        guard taken > 0 else { return 0 }
        nextIndex += taken
        consume(splitter.retainedFrom)
        return taken
    }

    /// Ends the open batch: its bytes are copied for anything that still holds its index
    /// (a decoded value may keep its decoder), then consumed. Whoever took the batch
    /// drops its own references first.
    func finishBatch() {
        guard var storage = openBatch?.storage else { return }
        openBatch = nil
        if !isKnownUniquelyReferenced(&storage) {
            storage.adoptCopyOfBytes()
        } else if storage.tapeCapacity <= usualTapeCapacity {
            spareStorage = storage
        }
        consume(splitter.retainedFrom)
    }

    private func consume(_ byteCount: Int) {
        guard byteCount > 0 else { return }
        location.advance(over: buffer.window, from: 0, to: byteCount)
        buffer.consume(byteCount)
        splitter.shift(by: byteCount)
    }

    /// A splitter's failure, placed in the stream.
    private func streamError(_ failure: ElementSplitter.Failure, elementIndex: Int) -> JSONStreamError {
        let place = location.advanced(over: buffer.window, from: 0, to: min(failure.offset, buffer.count))
        let index = failure.inElement ? elementIndex : nil
        if let reason = failure.reason {
            let error = JSONReadingError(reason: reason, byteOffset: place.byteOffset, line: place.line, column: place.column)
            return JSONStreamError(failure.kind, elementIndex: index, reading: error)
        }
        return JSONStreamError(
            kind: failure.kind, elementIndex: index, line: place.line, column: place.column, byteOffset: place.byteOffset,
            message: failure.message ?? "")
    }
}
