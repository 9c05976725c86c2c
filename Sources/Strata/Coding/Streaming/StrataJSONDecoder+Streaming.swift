import Foundation

/// Decoding a stream of JSON values — JSON Lines, values one after another, the elements
/// of a huge array — one element at a time, in memory bounded by the largest element.
extension StrataJSONDecoder {
    /// The elements of the JSON stream in a file, decoded one at a time.
    ///
    /// ```swift
    /// import Foundation
    /// import Strata
    ///
    /// struct LogEntry: Codable {
    ///     var level: String
    ///     var message: String
    /// }
    ///
    /// let url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-doc-\(UUID().uuidString).jsonl")
    /// try Data("{\"level\": \"info\", \"message\": \"started\"}\n\n{\"level\": \"warn\", \"message\": \"slow\"}\r\n".utf8).write(to: url)
    /// defer { try? FileManager.default.removeItem(at: url) }
    ///
    /// var warnings = 0
    /// for element in StrataJSONDecoder().elements(of: LogEntry.self, from: url, format: .jsonLines) {
    ///     if try element.get().level == "warn" { warnings += 1 }
    /// }
    /// print(warnings)
    /// // Prints "1"
    /// ```
    ///
    /// Each element is decoded with this decoder's options as they are when this method is
    /// called — strategies, dotted keys as paths, clusters, `JSONSerializing` hooks,
    /// leniency — exactly as `decode(_:from:)` decodes a document, and `JSONValue` elements
    /// work for untyped use. One decoder may feed many streams at once, on any threads. The file is
    /// opened when iteration starts; its bytes are read into a buffer of
    /// ``JSONStreamOptions/bufferSize`` (growing for an element larger than that, and
    /// shrinking back), so memory does not depend on the file's size.
    ///
    /// Errors locate the element in the stream: ``JSONStreamError/elementIndex``, its
    /// line and byte offset, and for a value that does not decode the usual coding path
    /// (for an array's elements, starting at the element's index, behind the envelope's
    /// key path). See ``JSONStreamError`` and ``JSONStreamOptions`` for stopping or
    /// skipping, and for reading a file that is still being written.
    ///
    /// - Parameters:
    ///   - type: The type of each element.
    ///   - url: A file URL.
    ///   - format: How the values are laid out: ``JSONStreamFormat/jsonLines``,
    ///     ``JSONStreamFormat/concatenated``, ``JSONStreamFormat/array`` or
    ///     ``JSONStreamFormat/array(at:)``.
    ///   - options: Failure policy, incomplete input, buffer size.
    ///   - report: Where skipped elements and the problems decoding recovered from are
    ///     listed, if anywhere.
    public func elements<T: Decodable>(
        of type: T.Type, from url: URL, format: JSONStreamFormat, options: JSONStreamOptions = JSONStreamOptions(),
        report: JSONStreamReport? = nil
    ) -> JSONElementSequence<T> {
        JSONElementSequence(source: .file(url), format: format, decoding: self.options, options: options, report: report)
    }

    /// The elements of the JSON stream read from a file handle (from its current offset
    /// to its end), decoded one at a time. See the URL overload.
    public func elements<T: Decodable>(
        of type: T.Type, from fileHandle: FileHandle, format: JSONStreamFormat, options: JSONStreamOptions = JSONStreamOptions(),
        report: JSONStreamReport? = nil
    ) -> JSONElementSequence<T> {
        JSONElementSequence(source: .fileHandle(fileHandle), format: format, decoding: self.options, options: options, report: report)
    }

    /// The elements of the JSON stream in `data`, decoded one at a time. See the URL
    /// overload: memory beyond the data itself stays bounded by the buffer and the
    /// largest element.
    public func elements<T: Decodable>(
        of type: T.Type, from data: Data, format: JSONStreamFormat, options: JSONStreamOptions = JSONStreamOptions(),
        report: JSONStreamReport? = nil
    ) -> JSONElementSequence<T> {
        JSONElementSequence(source: .data(data), format: format, decoding: self.options, options: options, report: report)
    }

    /// The elements of the JSON stream in an asynchronous sequence of bytes — such as
    /// `FileHandle.bytes` or `URLSession.AsyncBytes` — decoded as each arrives.
    ///
    /// A sequence of single bytes costs a suspension point per byte; where the bytes come
    /// in chunks, the chunk overload reads faster. See ``AsyncJSONElementSequence``.
    public func elements<T: Decodable, Bytes: AsyncSequence>(
        of type: T.Type, from bytes: Bytes, format: JSONStreamFormat, options: JSONStreamOptions = JSONStreamOptions(),
        report: JSONStreamReport? = nil
    ) -> AsyncJSONElementSequence<T, Bytes> where Bytes.Element == UInt8 {
        AsyncJSONElementSequence(
            base: bytes, makeSource: { AsyncByteSource(iterator: $0) }, format: format, decoding: self.options, options: options, report: report)
    }

    /// The elements of the JSON stream in an asynchronous sequence of chunks — `Data` or
    /// `[UInt8]`, as server frameworks deliver bodies — decoded as each arrives. Chunks
    /// may split the stream anywhere, even inside a character. See
    /// ``AsyncJSONElementSequence``.
    public func elements<T: Decodable, Chunks: AsyncSequence>(
        of type: T.Type, from chunks: Chunks, format: JSONStreamFormat, options: JSONStreamOptions = JSONStreamOptions(),
        report: JSONStreamReport? = nil
    ) -> AsyncJSONElementSequence<T, Chunks> where Chunks.Element: ContiguousBytes {
        AsyncJSONElementSequence(
            base: chunks, makeSource: { AsyncChunkSource(iterator: $0) }, format: format, decoding: self.options, options: options, report: report)
    }
}
