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
        /// Why it has none: an index into ``ElementBatch/failures``.
        var failure: Int?
    }

    /// What the splitter found, before parsing.
    struct Span {
        var start: Int
        var end: Int
        /// A JSON Lines line that the input's end, not a line feed, ended.
        var isLastLine: Bool
        /// The element proved larger than the limit; it has no bytes here.
        var isOversized: Bool
    }

    /// The index, borrowing the buffer's bytes from the window's first.
    let storage: JSONDocumentStorage
    /// Where the storage's first byte is in the stream.
    let origin: StreamLocation
    let elements: [Element]
    /// The elements' failures, in order.
    let failures: [JSONStreamError]

    /// Parses `spans` of `window`, the buffer's bytes not consumed (the first
    /// `regionEnd` of them borrowed by the index), numbering the elements from
    /// `firstIndex`. `expectedAfter` says what the format allows after a value;
    /// `lineEnds`: each element is a JSON Lines line.
    init(
        _ window: UnsafePointer<UInt8>, regionEnd: Int, spans: [Span], firstIndex: Int, origin: StreamLocation, options: JSONReadingOptions,
        expectedAfter: String, lineEnds: Bool, maximumElementSize: Int
    ) throws {
        storage = try JSONDocumentStorage(UnsafeRawBufferPointer(start: window, count: regionEnd), borrowing: true, tapeCapacity: 2 * regionEnd + 8)
        storage.textOrigin = TextPosition(line: origin.line, column: origin.column)
        self.origin = origin
        var elements: [Element] = []
        elements.reserveCapacity(spans.count)
        var failures: [JSONStreamError] = []
        func fail(_ index: Int, _ start: Int, _ failure: JSONStreamError) {
            elements.append(Element(index: index, start: start, node: -1, failure: failures.count))
            failures.append(failure)
        }
        var scratch: JSONParser.Scratch?
        var tapeCount = 0
        for span in spans {
            let index = firstIndex + elements.count
            if span.isOversized {
                let location = origin.advanced(over: window, from: 0, to: span.start)
                let failure = JSONStreamError(
                    kind: .elementTooLarge, elementIndex: index, line: location.line, column: location.column, byteOffset: location.byteOffset,
                    message: "The element is larger than the limit of \(maximumElementSize) bytes (JSONStreamOptions.maximumElementSize).",
                    isSkippable: true)
                fail(index, span.start, failure)
                continue
            }
            var parser = JSONParser(storage: storage, options: options, from: span.start, to: span.end, tapeCount: tapeCount, scratch: scratch)
            do {
                let found = try parser.parseElement(expectedAfter: expectedAfter)
                scratch = parser.scratch
                // A JSON5 line of nothing but a comment holds no element.
                guard found else { continue }
                elements.append(Element(index: index, start: span.start, node: tapeCount, failure: nil))
                tapeCount = parser.tapeCount
            } catch {
                scratch = parser.scratch
                let reading =
                    (error as? JSONReadingError)
                    ?? JSONReadingError.at(span.start, in: storage.buffer, .unexpectedCharacter(found: "\(error)", expected: "a value"))
                let placed = origin.placing(reading)
                let cutShort = span.isLastLine && Self.isEndOfInput(reading.reason)
                var failure = JSONStreamError(
                    cutShort ? .truncated : .invalidJSON, elementIndex: index, reading: placed, isSkippable: !cutShort)
                if lineEnds && !span.isLastLine && Self.isEndOfInput(reading.reason) {
                    // A JSON Lines element's input is its line.
                    failure.message = failure.message.replacingOccurrences(of: "end of input", with: "end of the line")
                }
                fail(index, span.start, failure)
            }
        }
        scratch?.deallocate()
        storage.tapeCount = tapeCount
        self.elements = elements
        self.failures = failures
    }

    /// Whether a reading error says the text ended too soon.
    private static func isEndOfInput(_ reason: JSONReadingError.Reason) -> Bool {
        switch reason {
        case .unexpectedEndOfInput, .unterminatedString: return true
        default: return false
        }
    }

    /// Where the element that starts at `start` is in the stream.
    func location(ofElementAt start: Int) -> StreamLocation {
        let (line, column) = storage.location(of: start)
        return StreamLocation(byteOffset: origin.byteOffset + start, line: line, column: column)
    }
}
