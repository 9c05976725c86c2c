import Foundation

/// A JSON document parsed once into a compact index, from which values are read
/// lazily.
///
/// Reading a document validates all of it (strict RFC 8259 by default) and records
/// where each value is, but converts nothing: strings, numbers and containers become
/// Swift values only when you ask for them through a ``Node``. That makes a
/// `JSONDocument` the fastest way to pick a few fields out of a large payload, and it
/// is what Strata's decoder reads from.
///
/// ```swift
/// import Strata
///
/// let document = try JSONDocument(parsing: #"{"user": {"login": "octocat"}, "labels": [{"name": "bug"}]}"#)
/// print(document.root[path: "user.login"]?.string ?? "")
/// // Prints "octocat"
/// print(document.root["labels"]?.count ?? 0)
/// // Prints "1"
/// ```
///
/// A document is immutable and `Sendable`; nodes keep it alive.
public struct JSONDocument: Sendable {
    let storage: JSONDocumentStorage

    /// Reads a document from JSON text: `Data`, bytes, a `String` or any other
    /// ``JSONInput`` (UTF-8, or UTF-16 or UTF-32 told by a byte order mark or the pattern
    /// of zero bytes, as Foundation does). The document keeps a copy of the text.
    ///
    /// - Throws: ``JSONReadingError`` saying what was wrong and where.
    public init(parsing input: some JSONInput, options: JSONReadingOptions = JSONReadingOptions()) throws {
        var options = options
        // A value's infinite and NaN numbers are written in their JSON5 spelling.
        if let value = input as? JSONValue, !value.isFinite { options.allowsJSON5 = true }
        storage = try input.withJSONBytes { try JSONDocumentStorage.parse($0, options: options) }
    }

    init(storage: JSONDocumentStorage) {
        self.storage = storage
    }

    /// The top-level value.
    public var root: Node {
        Node(storage: storage, index: 0)
    }

    /// The number of values in the document, counting every key, element and container.
    public var valueCount: Int {
        storage.tapeCount / JSONTape.nodeWidth
    }

    /// The length of the document's UTF-8 text in bytes.
    public var byteCount: Int {
        storage.byteCount
    }

    /// The one-based line and column of a byte offset into the document's UTF-8 text.
    public func location(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        storage.location(of: offset)
    }
}
