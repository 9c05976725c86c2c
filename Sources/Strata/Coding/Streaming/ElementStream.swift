/// The decoding half of a stream: takes batches from a ``JSONElementReader`` and hands
/// out decoded elements one at a time, applying the failure policy; the sequences wrap
/// it and feed the reader, synchronously or not.
///
/// Hot path per element: the sequences' code is not specialized for the element type
/// (it lives in this module), and an unspecialized generic enum costs a lookup of its
/// metadata, some hundreds of instructions, each time it is made. So what is handed
/// around per element is not generic (``Advance``, a batch's trivially copied
/// `Element`), and the only generic values made are the ones the public API returns.
final class ElementStream<Value: Decodable> {
    /// What the stream has next, before decoding.
    private enum Advance {
        case element(ElementBatch.Element)
        case failure(JSONStreamError)
        case needsInput
        case end
    }

    let reader: JSONElementReader
    private let options: DecodingOptions
    private let skipsFailures: Bool
    private let report: JSONStreamReport?
    private let format: JSONStreamFormat
    private var batch: ElementBatch?
    private var session: ElementDecodingSession?
    private var position = 0
    /// The coding path of the array the elements are in, once the reader has found it.
    private var arrayPath: [any CodingKey]?
    private var isEnded = false

    init(format: JSONStreamFormat, decoding options: DecodingOptions, streamOptions: JSONStreamOptions, report: JSONStreamReport?) {
        self.options = options
        self.format = format
        skipsFailures = streamOptions.failurePolicy == .skip
        self.report = report
        reader = JSONElementReader(
            format: format, reading: options.reading, options: streamOptions, keyMatches: Self.keyMatcher(for: options))
    }

    /// The next element, or the failure that ends the stream; nil at the end. `fill`
    /// writes more bytes into the reader, false at the end of the input.
    func next(fill: () throws -> Bool) -> Result<Value, JSONStreamError>? {
        while true {
            switch advance() {
            case .element(let element):
                do {
                    return .success(try decode(element))
                } catch {
                    if let failure = deliverable(decodingFailure(error, element: element)) { return .failure(failure) }
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
        while true {
            switch advance() {
            case .element(let element):
                do {
                    return try decode(element)
                } catch {
                    if let failure = deliverable(decodingFailure(error, element: element)) { throw failure }
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

    /// The next element of the open batch (or of the next batch), a failure the policy
    /// does not skip, or what the reader needs.
    private func advance() -> Advance {
        while !isEnded {
            if let batch {
                guard position < batch.elements.count else {
                    closeBatch()
                    continue
                }
                let element = batch.elements[position]
                position += 1
                report?.recordElement()
                guard let failureIndex = element.failure else { return .element(element) }
                if let failure = deliverable(batch.failures[failureIndex]) { return .failure(failure) }
                continue
            }
            do {
                switch try reader.nextBatch() {
                case .batch(let next):
                    batch = next
                    position = 0
                    session = ElementDecodingSession(storage: next.storage, options: options)
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

    private func decode(_ element: ElementBatch.Element) throws -> Value {
        guard let session else { throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "No batch is open.")) }
        var problems: [DecodingReport.Problem]? = report == nil ? nil : []
        defer {
            if let problems { report?.recordProblems(problems, elementIndex: element.index) }
        }
        return try session.decode(Value.self, node: element.node, path: elementPath(element.index), problems: &problems)
    }

    /// Where an element is in the document: nowhere for JSON Lines and values one after
    /// another (each is a document of its own), its index in the array otherwise,
    /// behind the key path of an envelope, as `decode(_:from:at:)` would say it.
    private func elementPath(_ index: Int) -> [any CodingKey] {
        guard case .array(let path) = format.layout else { return [] }
        if arrayPath == nil {
            arrayPath = zip(path.components, reader.envelopeContainers).map { component, isObject -> any CodingKey in
                isObject ? StringCodingKey(component) : IndexCodingKey(Int(component) ?? 0)
            }
        }
        return (arrayPath ?? []) + [IndexCodingKey(index)]
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
