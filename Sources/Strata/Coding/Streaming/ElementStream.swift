/// The decoding half of a stream: takes batches from a ``JSONElementReader`` and hands
/// out decoded elements one at a time, applying the failure policy; the sequences wrap
/// it and feed the reader, synchronously or not.
final class ElementStream<Value: Decodable> {
    enum Step {
        case value(Value)
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

    /// The next element, failure, or what the stream needs first.
    func step() -> Step {
        while !isEnded {
            if let batch {
                guard position < batch.elements.count else {
                    closeBatch()
                    continue
                }
                let element = batch.elements[position]
                position += 1
                report?.recordElement()
                let failure: JSONStreamError
                switch element.outcome {
                case .value(let node):
                    do {
                        return .value(try decode(element, node: node, in: batch))
                    } catch {
                        failure = decodingFailure(error, element: element, in: batch)
                    }
                case .failure(let error):
                    failure = error
                }
                if skipsFailures && failure.isSkippable {
                    report?.recordSkipped(failure)
                    continue
                }
                end()
                return .failure(failure)
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

    private func decode(_ element: ElementBatch.Element, node: Int, in batch: ElementBatch) throws -> Value {
        guard let session else { throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "No batch is open.")) }
        var problems: [DecodingReport.Problem]? = report == nil ? nil : []
        defer {
            if let problems { report?.recordProblems(problems, elementIndex: element.index) }
        }
        return try session.decode(Value.self, node: node, path: elementPath(element.index), problems: &problems)
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

    private func decodingFailure(_ error: any Error, element: ElementBatch.Element, in batch: ElementBatch) -> JSONStreamError {
        let location = batch.location(ofElementAt: element.start)
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
