/// The values of a JSON stream read from an `AsyncSequence` of bytes or of chunks,
/// decoded one at a time as each arrives; made by
/// `StrataJSONDecoder.elements(of:from:format:options:report:)`.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Token: Codable {
///     var text: String
/// }
///
/// // Chunks as a server framework or `URLSession` delivers them: split anywhere.
/// let body = AsyncStream<[UInt8]> { continuation in
///     for chunk in ["{\"text\": \"Hel", "lo\"}\n{\"te", "xt\": \", world\"}\n"] {
///         continuation.yield(Array(chunk.utf8))
///     }
///     continuation.finish()
/// }
/// var text = ""
/// for try await token in StrataJSONDecoder().elements(of: Token.self, from: body, format: .jsonLines) {
///     text += token.text
/// }
/// print(text)
/// // Prints "Hello, world"
/// ```
///
/// An element is decoded as soon as its last byte arrives. Iteration throws the first
/// ``JSONStreamError`` and ends, unless ``JSONStreamOptions/FailurePolicy/skip`` leaves
/// failed elements out (into the ``JSONStreamReport``); an error the base sequence throws
/// ends it as a ``JSONStreamError/Kind/readFailed`` error. Memory stays bounded by the
/// buffer and the largest element (a chunk larger than the buffer is taken in parts).
public struct AsyncJSONElementSequence<Value: Decodable, Base: AsyncSequence>: AsyncSequence {
    /// A decoded value.
    public typealias Element = Value

    let base: Base
    /// Wraps the base's iterator in the source for its element type (bytes or chunks).
    let makeSource: (Base.AsyncIterator) -> any AsynchronousByteSource
    let format: JSONStreamFormat
    let decoding: DecodingOptions
    let options: JSONStreamOptions
    let report: JSONStreamReport?

    /// Starts reading the base sequence.
    public func makeAsyncIterator() -> AsyncIterator {
        let stream = ElementStream<Value>(format: format, decoding: decoding, streamOptions: options, report: report, delivery: .values)
        return AsyncIterator(stream: stream, source: makeSource(base.makeAsyncIterator()), ready: stream.valuesTakenByIterator)
    }

    /// Reads and decodes the elements of an ``AsyncJSONElementSequence`` one at a time.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let stream: ElementStream<Value>
        var source: any AsynchronousByteSource
        /// The stream's ring of plain elements (a stream of scalars), when it is this
        /// iterator's to take from.
        @usableFromInline let ready: PlainElements<Value>?

        init(stream: ElementStream<Value>, source: any AsynchronousByteSource, ready: PlainElements<Value>?) {
            self.stream = stream
            self.source = source
            self.ready = ready
        }

        /// The next element, nil at the end.
        ///
        /// Hot path: inlined into the caller's loop, so that an element of a stream of
        /// scalars already read into the ring is handed over in code specialized for
        /// `Value`; everything else is the stream's.
        ///
        /// - Throws: ``JSONStreamError`` for an element that failed (then the sequence
        ///   ends), for a broken or truncated stream, or when the base sequence throws.
        @inlinable
        public mutating func next() async throws -> Value? {
            if let ready, ready.hasNext { return ready.takeSpecialized() }
            return try await nextFromStream()
        }

        @usableFromInline
        mutating func nextFromStream() async throws -> Value? {
            let reader = stream.reader
            return try await stream.next { try await source.fill(reader) }
        }
    }
}

// `@unchecked`: `makeSource` captures nothing (it only names the source type for the
// base's elements); everything else is Sendable when the base is.
extension AsyncJSONElementSequence: @unchecked Sendable where Base: Sendable {}
