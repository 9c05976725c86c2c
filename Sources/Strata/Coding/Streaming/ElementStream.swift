/// The decoding half of a stream: takes batches from a ``JSONElementReader`` and hands
/// out decoded elements one at a time, applying the failure policy; the sequences wrap
/// it and feed the reader, synchronously or not.
///
/// Hot path per element: the sequences' code is not specialized for the element type
/// (it lives in this module), and an unspecialized generic enum costs a lookup of its
/// metadata, some hundreds of instructions, each time it is made. So what is handed
/// around per element is not generic (``Advance``, a batch's trivially copied
/// `Element`), and the generic values the public API returns are made where their
/// metadata is at hand: a `Result` by ``ResultMaker`` and a ring of plain elements
/// (``PlainElements``), classes generic over the result's type, whose instances hold it.
///
/// Streams of scalars (`Int`, `Double`, `String`, `Bool`…) read runs of plain elements
/// straight from the bytes (``PlainElementDecoding``); everything else, and every element
/// a run declines, takes batches.
///
/// A failure that nobody will read — a skipped element that the report has no room for,
/// or that no report lists — is not described: its decode makes no messages (as a
/// wrapper's attempt makes none), the reader leaves out its position and message, and
/// no ``JSONStreamError`` is made for it. Only its count is kept. So a skipped element
/// costs about what a decoded one does, where its messages cost several times that.
final class ElementStream<Value: Decodable> {
    /// What the stream has next, before decoding.
    private enum Advance {
        case element(ElementBatch.Element)
        /// The ring of plain elements was refilled.
        case plain
        case failure(JSONStreamError)
        case needsInput
        case end
    }

    /// How the sequence takes its elements.
    enum Delivery {
        /// As `Result<Value, JSONStreamError>?` (the synchronous sequence).
        case results
        /// As `Value?`, failures thrown (the asynchronous sequence).
        case values
    }

    let reader: JSONElementReader
    private let options: DecodingOptions
    private let skipsFailures: Bool
    private let report: JSONStreamReport?
    private let format: JSONStreamFormat
    private let isArray: Bool
    // `@exclusivity(unchecked)`: read and written for every element, by this class alone,
    // one call at a time; the run-time checks cost an element about 40 instructions each.
    @exclusivity(unchecked) private var batch: ElementBatch?
    @exclusivity(unchecked) private var session: ElementDecodingSession?
    @exclusivity(unchecked) private var position = 0
    /// What the report could keep when the element being decoded was met.
    @exclusivity(unchecked) private var room = JSONStreamReport.Room(problems: 0, skipped: 0)
    /// The coding path of the array the elements are in, once the reader has found it.
    @exclusivity(unchecked) private var arrayPath: [any CodingKey]?
    @exclusivity(unchecked) private var isEnded = false
    /// The problems an element met that failed where only counts are kept, until its skip
    /// is recorded (see `decode(_:)`). Such an element is always skipped unread: only
    /// counts are kept when the report has no room for skipped elements either.
    @exclusivity(unchecked) private var problemsOfFailedElement = 0
    /// Elements skipped unread, and the problems they met, not yet added to the report:
    /// added once each call hands something over, under one lock, rather than a lock for
    /// each skipped line (which cost a skipped line about 30 instructions, a tenth of what
    /// it costs beyond a decoded one).
    @exclusivity(unchecked) private var pendingUnreadSkips = 0
    @exclusivity(unchecked) private var pendingUnreadProblems = 0
    private let results = ResultMaker<Value, Result<Value, JSONStreamError>>()
    /// The plain elements read but not yet handed out, for the synchronous and the
    /// asynchronous sequence; nil for a type the general path reads.
    private let plainResults: PlainElements<Result<Value, JSONStreamError>?>?
    private let plainValues: PlainElements<Value>?

    /// The ring of plain elements the synchronous sequence's iterator may take from
    /// itself, in its inlined `next()`: only when nothing is recorded per element (no
    /// report), so that taking a slot there is all that handing it out does.
    var resultsTakenByIterator: PlainElements<Result<Value, JSONStreamError>?>? { report == nil ? plainResults : nil }

    /// The same for the asynchronous sequence's iterator.
    var valuesTakenByIterator: PlainElements<Value>? { report == nil ? plainValues : nil }

    init(
        format: JSONStreamFormat, decoding options: DecodingOptions, streamOptions: JSONStreamOptions, report: JSONStreamReport?,
        delivery: Delivery
    ) {
        self.options = options
        self.format = format
        if case .array = format.layout { isArray = true } else { isArray = false }
        skipsFailures = streamOptions.failurePolicy == .skip
        self.report = report
        reader = JSONElementReader(
            format: format, reading: options.reading, options: streamOptions, keyMatches: Self.keyMatcher(for: options))
        // A decoder with a JSON Schema validates each element: runs, which go round the
        // decoder, are then not read.
        let plain = options.schemaValidator == nil ? PlainElementDecoding.reading(for: Value.self) : nil
        if let plain, delivery == .results {
            plainResults = PlainElements(
                kind: plain.kind, capacity: PlainElementDecoding.capacity(slotStride: MemoryLayout<Result<Value, JSONStreamError>?>.stride),
                fill: plain.results)
        } else {
            plainResults = nil
        }
        if let plain, delivery == .values {
            plainValues = PlainElements(
                kind: plain.kind, capacity: PlainElementDecoding.capacity(slotStride: MemoryLayout<Value>.stride), fill: plain.values)
        } else {
            plainValues = nil
        }
        reader.plainKind = plain?.kind
    }

    /// The next element, or the failure that ends the stream; nil at the end. `fill`
    /// writes more bytes into the reader, false at the end of the input.
    func next(fill: () throws -> Bool) -> Result<Value, JSONStreamError>? {
        defer { if pendingUnreadSkips != 0 { recordPendingUnreadSkips() } }
        while true {
            if let plainResults, plainResults.hasNext {
                report?.recordElement()
                return plainResults.take()
            }
            switch advance() {
            case .plain:
                continue
            case .element(let element):
                do {
                    return results.success(try decode(element))
                } catch {
                    if let failure = deliverable(error, element: element) { return .failure(failure) }
                }
            case .failure(let failure):
                return .failure(failure)
            case .needsInput:
                do {
                    guard try fill() || inputHasEnded() else { return nil }
                } catch {
                    return .failure(readFailed(error))
                }
            case .end:
                return nil
            }
        }
    }

    /// The next element, nil at the end. `fill` writes more bytes into the reader,
    /// false at the end of the input.
    ///
    /// - Throws: the failure that ends the stream.
    func next(fill: () async throws -> Bool) async throws(JSONStreamError) -> Value? {
        defer { if pendingUnreadSkips != 0 { recordPendingUnreadSkips() } }
        while true {
            if let plainValues, plainValues.hasNext {
                report?.recordElement()
                return plainValues.take()
            }
            switch advance() {
            case .plain:
                continue
            case .element(let element):
                do {
                    return try decode(element)
                } catch {
                    if let failure = deliverable(error, element: element) { throw failure }
                }
            case .failure(let failure):
                throw failure
            case .needsInput:
                let more: Bool
                do {
                    more = try await fill()
                } catch {
                    throw readFailed(error)
                }
                guard more || inputHasEnded() else { return nil }
            case .end:
                return nil
            }
        }
    }

    /// The source has no more bytes: tells the reader, and says whether it may have
    /// more to give (false if it had been told already, which ends the stream).
    private func inputHasEnded() -> Bool {
        guard !reader.inputEnded else {
            end()
            return false
        }
        reader.endInput()
        return true
    }

    /// The next element of the open batch (or of the next batch, or a run of plain
    /// elements), a failure the policy does not skip, or what the reader needs.
    private func advance() -> Advance {
        while !isEnded {
            if let batch {
                guard position < batch.elements.count else {
                    closeBatch()
                    continue
                }
                let element = batch.elements[position]
                position &+= 1
                if let report { room = report.recordElement() }
                guard let failureIndex = element.failure else { return .element(element) }
                guard failureIndex != ElementBatch.unreadFailure else {
                    // Skipped, and nobody reads why (see `Builder.detailedFailures`).
                    if report != nil { pendingUnreadSkips &+= 1 }
                    continue
                }
                if let failure = deliverable(batch.failures[failureIndex]) { return .failure(failure) }
                continue
            }
            if let plainResults, plainResults.refill(from: reader) > 0 { return .plain }
            if let plainValues, plainValues.refill(from: reader) > 0 { return .plain }
            // The failures the batch's elements may have that someone reads: all of them
            // when the first ends the stream, only those the report has room for when
            // they are skipped.
            reader.detailedFailures = skipsFailures ? (report?.room.skipped ?? 0) : Int.max
            do {
                switch try reader.nextBatch() {
                case .batch(let next):
                    batch = next
                    position = 0
                    if isArray && arrayPath == nil { arrayPath = makeArrayPath() }
                    session = ElementDecodingSession(storage: next.storage, options: options, arrayPath: arrayPath ?? [])
                case .needsInput:
                    return .needsInput
                case .finished:
                    end()
                }
            } catch {
                end()
                return .failure(error)
            }
        }
        return .end
    }

    /// A failure, or nil when the policy skips it (it is then in the report).
    private func deliverable(_ failure: JSONStreamError) -> JSONStreamError? {
        if skipsFailures && failure.isSkippable {
            report?.recordSkipped(failure)
            return nil
        }
        end()
        return failure
    }

    /// Adds the elements skipped unread since the last call to the report.
    private func recordPendingUnreadSkips() {
        report?.recordUnreadSkips(pendingUnreadSkips, problemCount: pendingUnreadProblems)
        pendingUnreadSkips = 0
        pendingUnreadProblems = 0
    }

    /// An element that did not decode, as a failure, or nil when the policy skips it (it
    /// is then in the report, or only counted there when the report keeps no more).
    private func deliverable(_ error: any Error, element: ElementBatch.Element) -> JSONStreamError? {
        let problemCount = problemsOfFailedElement
        problemsOfFailedElement = 0
        if skipsFailures && (report == nil || room.skipped <= 0) {
            if report != nil {
                pendingUnreadSkips &+= 1
                pendingUnreadProblems &+= problemCount
            }
            return nil
        }
        return deliverable(decodingFailure(error, element: element))
    }

    /// The source failed: the stream ends with this error.
    func readFailed(_ error: any Error) -> JSONStreamError {
        let location = reader.location
        end()
        return JSONStreamError(
            kind: .readFailed, elementIndex: nil, line: location.line, column: location.column, byteOffset: location.byteOffset,
            underlyingError: error, message: "Reading the input failed: \(error)")
    }

    deinit {
        // The batch's index borrows the reader's buffer: copied now if a decoded value
        // kept it.
        closeBatch()
    }

    /// Ends the stream: nothing more is read, and the report says where reading stopped:
    /// at the first element not delivered, if any.
    func end() {
        guard !isEnded else { return }
        var resumeOffset: Int?
        if let batch, position < batch.elements.count {
            resumeOffset = batch.origin.byteOffset + batch.elements[position].start
        }
        closeBatch()
        isEnded = true
        report?.recordResumeOffset(resumeOffset ?? reader.resumeOffset)
    }

    private func closeBatch() {
        session?.end()
        session = nil
        batch = nil
        reader.finishBatch()
    }

    /// Decodes an element of the open batch, as a decode with a report does when the
    /// stream has one, making only the messages someone reads (see the type's description).
    private func decode(_ element: ElementBatch.Element) throws -> Value {
        guard let session else { throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "No batch is open.")) }
        let key: PathKey = isArray ? .index(element.index) : .none
        guard let report else {
            // Without a report, a skipped element's error is dropped.
            return try session.decode(Value.self, node: element.node, key: key, discardsMessages: skipsFailures)
        }
        if skipsFailures && room.problems <= 0 && room.skipped <= 0 {
            var problemCount = 0
            do {
                let value = try session.decodeCountingProblems(Value.self, node: element.node, key: key, problemCount: &problemCount)
                report.recordProblems([], omittedCount: problemCount, elementIndex: element.index)
                return value
            } catch {
                // Counted with the skip that follows, under the same lock.
                problemsOfFailedElement = problemCount
                throw error
            }
        }
        var problems = DecodingReport(problemLimit: max(0, room.problems))
        defer { report.recordProblems(problems.problems, omittedCount: problems.omittedProblemCount, elementIndex: element.index) }
        return try session.decode(Value.self, node: element.node, key: key, report: &problems)
    }

    /// The coding path of the array the elements are in, behind the envelope's key path,
    /// as `decode(_:from:at:)` would say it; each element's index follows it.
    private func makeArrayPath() -> [any CodingKey] {
        guard case .array(let path) = format.layout else { return [] }
        return zip(path.components, reader.envelopeContainers).map { component, isObject -> any CodingKey in
            isObject ? StringCodingKey(component) : IndexCodingKey(Int(component) ?? 0)
        }
    }

    private func decodingFailure(_ error: any Error, element: ElementBatch.Element) -> JSONStreamError {
        let location = batch?.location(ofElementAt: element.start) ?? reader.location
        let codingPath: [any CodingKey]
        let message: String
        if let error = error as? DecodingError {
            (codingPath, message) = Self.describe(error)
        } else {
            codingPath = []
            message = "\(error)"
        }
        return JSONStreamError(
            kind: .decodingFailed, elementIndex: element.index, line: location.line, column: location.column, byteOffset: location.byteOffset,
            codingPath: codingPath, underlyingError: error, message: message, isSkippable: true)
    }

    private static func describe(_ error: DecodingError) -> ([any CodingKey], String) {
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return (context.codingPath, context.debugDescription)
        @unknown default:
            return ([], "\(error)")
        }
    }

    /// Whether a key of an envelope names a component of the path: as written, or, under
    /// a key decoding strategy, as the strategy converts it (as `decode(_:from:at:)`
    /// matches them).
    private static func keyMatcher(for options: DecodingOptions) -> (String, String) -> Bool {
        switch options.keyDecodingStrategy {
        case .convertFromSnakeCase:
            return { key, component in
                key == component || KeyCaseConversion.fromSnakeCase(key) == component
                    || KeyCaseConversion.fromSnakeCase(key) == KeyCaseConversion.fromSnakeCase(component)
            }
        case .custom(let convert):
            return { key, component in
                key == component || convert([StringCodingKey(key)]).stringValue == component
            }
        default:
            return { $0 == $1 }
        }
    }
}

/// A result whose type is known to be `Result<Value, JSONStreamError>`, made where its
/// metadata is at hand.
protocol StreamResult {
    associatedtype Success
    static func wrapping(_ value: consuming Success) -> Self
}

extension Result: StreamResult where Failure == JSONStreamError {
    @inline(__always)
    static func wrapping(_ value: consuming Success) -> Self { .success(value) }
}

/// Makes `.success(value)` for the stream's unspecialized code: as a method of a class
/// generic over the result's type, it reads that type's metadata from its instance
/// instead of asking the runtime for `Result<Value, JSONStreamError>`'s each time (about
/// 330 instructions an element).
final class ResultMaker<Value, R: StreamResult> where R.Success == Value {
    // Not inlined: inlined into the stream, the result's metadata would be looked up there.
    @inline(never)
    func success(_ value: consuming Value) -> R? {
        R.wrapping(value)
    }
}
