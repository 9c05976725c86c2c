import Foundation

/// The elements the splitter found in the buffer at one time, parsed into one index
/// over the buffer's bytes, for the decoder to take one by one.
///
/// One index per batch rather than per element: the decoder then serves the whole batch
/// with one `JSONIndexDecoder`, whose containers, strings and type lookups carry from
/// one element to the next as they do through the elements of an array in memory.
struct ElementBatch {
    /// One element: where it starts, and its value's node in the index or why it has none.
    /// Plain integers, copied for nothing: the decoding side takes one per element.
    struct Element {
        /// Its index in the stream.
        var index: Int
        /// The offset of its first byte in the storage's input.
        var start: Int
        /// Its value's node in the index, when it has one.
        var node: Int
        /// Why it has none: an index into ``ElementBatch/failures``, or
        /// ``ElementBatch/unreadFailure``.
        var failure: Int?
    }

    /// An element that failed in a way the stream may skip (not valid JSON, too large),
    /// when nobody will read the error: its message and position were not worked out
    /// (see ``Builder/detailedFailures``).
    static let unreadFailure = -1

    /// The index, borrowing the buffer's bytes from the window's first.
    let storage: JSONDocumentStorage
    /// Where the storage's first byte is in the stream.
    let origin: StreamLocation
    let elements: [Element]
    /// The elements' failures, in order.
    let failures: [JSONStreamError]

    /// Where the element that starts at `start` is in the stream.
    func location(ofElementAt start: Int) -> StreamLocation {
        let (line, column) = storage.location(of: start)
        return StreamLocation(byteOffset: origin.byteOffset + start, line: line, column: column)
    }

    /// Builds a batch as the reader finds its elements, parsing each at once into the
    /// index of `storage` (which is sized for the window).
    struct Builder {
        let window: UnsafePointer<UInt8>
        let storage: JSONDocumentStorage
        let origin: StreamLocation
        let firstIndex: Int
        let options: JSONReadingOptions
        /// What the format allows after a value, for the error when something else follows.
        let expectedAfter: String
        /// Each element is a JSON Lines line.
        let lineEnds: Bool
        let maximumElementSize: Int
        /// How many skippable failures get their message and position; past these, an
        /// element that is not valid JSON or too large is only marked as failed
        /// (``ElementBatch/unreadFailure``). The stream sets it from what its failure
        /// policy and report will read; failures that end the stream always get them.
        var detailedFailures: Int
        private(set) var elements: [Element] = []
        private(set) var failures: [JSONStreamError] = []
        private(set) var tapeCount = 0
        /// How many bytes the elements span, for the batch's size.
        private(set) var spannedBytes = 0
        /// The end of the last element: the storage's input ends there.
        private(set) var regionEnd = 0
        /// The place of the last failure, to place the next from there: each failure's
        /// line and column cost the bytes since the last, not since the batch's start.
        private var lastFailure: (offset: Int, location: StreamLocation)

        init(
            window: UnsafePointer<UInt8>, storage: JSONDocumentStorage, origin: StreamLocation, firstIndex: Int, options: JSONReadingOptions,
            expectedAfter: String, lineEnds: Bool, maximumElementSize: Int, detailedFailures: Int
        ) {
            self.window = window
            self.storage = storage
            self.origin = origin
            self.firstIndex = firstIndex
            self.options = options
            self.expectedAfter = expectedAfter
            self.lineEnds = lineEnds
            self.maximumElementSize = maximumElementSize
            self.detailedFailures = detailedFailures
            lastFailure = (0, origin)
        }

        var count: Int { elements.count }

        /// Parses the element the splitter found at `start..<end`.
        mutating func parse(start: Int, end: Int, isLastLine: Bool, scratch: inout JSONParser.Scratch?) {
            noteSpan(start: start, end: end)
            let index = firstIndex &+ elements.count
            var parser = JSONParser(
                element: window + start, count: end &- start, endIsKnown: true, tape: storage.tape, options: options, tapeCount: tapeCount,
                scratch: scratch)
            do {
                let found = try parser.parseElement(expectedAfter: expectedAfter)
                scratch = parser.scratch
                // A JSON5 line of nothing but a comment holds no element.
                guard found else { return }
                JSONParser.rebaseNodes(storage.tape, from: tapeCount, to: parser.tapeCount, by: start)
                elements.append(Element(index: index, start: start, node: tapeCount, failure: nil))
                tapeCount = parser.tapeCount
            } catch {
                scratch = parser.scratch
                let reading =
                    (error as? JSONReadingError)
                    ?? JSONReadingError.at(
                        0, in: UnsafeBufferPointer(start: window + start, count: end &- start),
                        .unexpectedCharacter(found: "\(error)", expected: "a value"))
                let cutShort = isLastLine && Self.isEndOfInput(reading.reason)
                guard cutShort || takesDetailedFailure() else {
                    fail(index, start, nil)
                    return
                }
                var failure = JSONStreamError(
                    cutShort ? .truncated : .invalidJSON, elementIndex: index, reading: location(of: start).placing(reading),
                    isSkippable: !cutShort)
                if lineEnds && !isLastLine && Self.isEndOfInput(reading.reason) {
                    // A JSON Lines element's input is its line.
                    failure.message = failure.message.replacingOccurrences(of: "end of input", with: "end of the line")
                }
                fail(index, start, failure)
            }
        }

        /// Parses the value that starts at `start` where it lies, with the `available`
        /// bytes that have arrived, and returns where it ends; nil when it is not whole
        /// among them, is not valid JSON, or is larger than the limit. The splitter then
        /// scans it as usual and the element is parsed again from its span, so every
        /// error and every cut is the splitter's.
        ///
        /// Hot path for arrays: the parser finds where an element ends as it reads it,
        /// where the splitter scanned each element's bytes once more before it.
        mutating func parseInPlace(start: Int, available: Int, scratch: inout JSONParser.Scratch?) -> Int? {
            var parser = JSONParser(
                element: window + start, count: available &- start, endIsKnown: false, tape: storage.tape, options: options,
                tapeCount: tapeCount, scratch: scratch)
            let length: Int?
            do {
                length = try parser.parseLeadingValue()
            } catch {
                scratch = parser.scratch
                return nil
            }
            scratch = parser.scratch
            guard let length, length <= maximumElementSize else { return nil }
            let end = start &+ length
            // A number or literal is cut by the byte after it, as the splitter cuts it.
            let first = window[start]
            if first != UInt8(ascii: "\"") && first != UInt8(ascii: "{") && first != UInt8(ascii: "["), !ValueScanner.endsScalar(window[end]) {
                return nil
            }
            JSONParser.rebaseNodes(storage.tape, from: tapeCount, to: parser.tapeCount, by: start)
            elements.append(Element(index: firstIndex &+ elements.count, start: start, node: tapeCount, failure: nil))
            tapeCount = parser.tapeCount
            noteSpan(start: start, end: end)
            return end
        }

        /// An element the splitter found larger than the limit, which has no bytes here.
        mutating func addOversized(start: Int) {
            let index = firstIndex &+ elements.count
            guard takesDetailedFailure() else {
                fail(index, start, nil)
                return
            }
            let location = location(of: start)
            fail(
                index, start,
                JSONStreamError(
                    kind: .elementTooLarge, elementIndex: index, line: location.line, column: location.column, byteOffset: location.byteOffset,
                    message: "The element is larger than the limit of \(maximumElementSize) bytes (JSONStreamOptions.maximumElementSize).",
                    isSkippable: true))
        }

        /// The batch, its index reading the window's first `regionEnd` bytes.
        func finish() -> ElementBatch {
            storage.reuse(borrowing: window, count: regionEnd)
            storage.tapeCount = tapeCount
            storage.textOrigin = TextPosition(line: origin.line, column: origin.column)
            return ElementBatch(storage: storage, origin: origin, elements: elements, failures: failures)
        }

        private mutating func noteSpan(start: Int, end: Int) {
            spannedBytes &+= end &- start
            regionEnd = max(regionEnd, end)
        }

        private mutating func takesDetailedFailure() -> Bool {
            guard detailedFailures > 0 else { return false }
            detailedFailures -= 1
            return true
        }

        private mutating func fail(_ index: Int, _ start: Int, _ failure: JSONStreamError?) {
            elements.append(Element(index: index, start: start, node: -1, failure: failure == nil ? ElementBatch.unreadFailure : failures.count))
            if let failure { failures.append(failure) }
        }

        /// Where the byte at `offset` is in the stream, counted on from the last failure.
        private mutating func location(of offset: Int) -> StreamLocation {
            if offset < lastFailure.offset { lastFailure = (0, origin) }
            let location = lastFailure.location.advanced(over: window, from: lastFailure.offset, to: offset)
            lastFailure = (offset, location)
            return location
        }

        /// Whether a reading error says the text ended too soon.
        private static func isEndOfInput(_ reason: JSONReadingError.Reason) -> Bool {
            switch reason {
            case .unexpectedEndOfInput, .unterminatedString: return true
            default: return false
            }
        }
    }
}
