import Foundation

/// The values of a JSON stream read from a file, a file handle or `Data`, decoded one at a
/// time as the iteration reaches them; made by
/// `StrataJSONDecoder.elements(of:from:format:options:report:)`.
///
/// Each element is a `Result`: a decoded value, or the ``JSONStreamError`` that says
/// which element failed, where and why. After a failure the sequence ends, unless
/// ``JSONStreamOptions/FailurePolicy/skip`` leaves failed elements out (into the
/// ``JSONStreamReport``).
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Event: Codable {
///     var id: Int
///     var kind: String
/// }
///
/// let lines = Data("{\"id\": 1, \"kind\": \"push\"}\n{\"id\": 2, \"kind\": \"fork\"}\n".utf8)
/// for element in StrataJSONDecoder().elements(of: Event.self, from: lines, format: .jsonLines) {
///     let event = try element.get()
///     print(event.id, event.kind)
/// }
/// // Prints "1 push"
/// // Prints "2 fork"
/// ```
///
/// Memory stays bounded by the buffer (``JSONStreamOptions/bufferSize``) and the largest
/// element, whatever the input's size. A file is opened, and a file handle read from its
/// current offset, when iteration starts; iterating a sequence over a file handle twice
/// reads on from where the first iteration stopped.
public struct JSONElementSequence<Value: Decodable>: Sequence {
    /// A decoded value, or why the element failed.
    public typealias Element = Result<Value, JSONStreamError>

    enum Source {
        case file(URL)
        case fileHandle(FileHandle)
        case data(Data)
    }

    let source: Source
    let format: JSONStreamFormat
    let decoding: DecodingOptions
    let options: JSONStreamOptions
    let report: JSONStreamReport?

    /// Starts reading the source.
    public func makeIterator() -> Iterator {
        let bytes: SynchronousByteSource
        switch source {
        case .file(let url): bytes = SynchronousByteSource(file: url)
        case .fileHandle(let handle): bytes = SynchronousByteSource(fileHandle: handle)
        case .data(let data): bytes = SynchronousByteSource(data: data)
        }
        let stream = ElementStream<Value>(format: format, decoding: decoding, streamOptions: options, report: report, delivery: .results)
        return Iterator(stream: stream, source: bytes, ready: stream.resultsTakenByIterator)
    }

    /// Reads and decodes the elements of a ``JSONElementSequence`` one at a time.
    public struct Iterator: IteratorProtocol {
        let stream: ElementStream<Value>
        let source: SynchronousByteSource
        /// The stream's ring of plain elements (a stream of scalars), when it is this
        /// iterator's to take from.
        @usableFromInline let ready: PlainElements<Result<Value, JSONStreamError>?>?

        init(stream: ElementStream<Value>, source: SynchronousByteSource, ready: PlainElements<Result<Value, JSONStreamError>?>?) {
            self.stream = stream
            self.source = source
            self.ready = ready
        }

        /// The next element: a value, or the error that ends the sequence; nil at the end.
        ///
        /// Hot path: inlined into the caller's loop, so that an element of a stream of
        /// scalars already read into the ring is handed over in code specialized for
        /// `Value`; everything else is the stream's.
        @inlinable
        public mutating func next() -> Result<Value, JSONStreamError>? {
            if let ready, ready.hasNext { return ready.takeSpecialized() }
            return nextFromStream()
        }

        @usableFromInline
        func nextFromStream() -> Result<Value, JSONStreamError>? {
            let reader = stream.reader
            let source = self.source
            return stream.next { try source.fill(reader) }
        }
    }
}
