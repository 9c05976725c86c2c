import Foundation

/// Reads the inputs the schema API takes (`Data`, bytes, text) into a document's index
/// for the length of a call, borrowing contiguous bytes instead of copying them.
enum SchemaInput {
    static func withStorage<Result>(
        _ data: Data, options: JSONReadingOptions, _ body: (JSONDocumentStorage) throws -> Result
    ) throws -> Result {
        try data.withUnsafeBytes { try JSONDocumentStorage.withBorrowedStorage($0, options: options, body) }
    }

    static func withStorage<Result>(
        text: some StringProtocol, options: JSONReadingOptions, _ body: (JSONDocumentStorage) throws -> Result
    ) throws -> Result {
        var text = String(text)
        return try text.withUTF8 { try JSONDocumentStorage.withParsedUTF8(UnsafeRawBufferPointer($0), options: options, body) }
    }

    static func withStorage<Bytes: Sequence, Result>(
        bytes: Bytes, options: JSONReadingOptions, _ body: (JSONDocumentStorage) throws -> Result
    ) throws -> Result where Bytes.Element == UInt8 {
        if let result = try bytes.withContiguousStorageIfAvailable({ buffer in
            try JSONDocumentStorage.withBorrowedStorage(UnsafeRawBufferPointer(buffer), options: options, body)
        }) {
            return result
        }
        return try Array(bytes).withUnsafeBytes { try JSONDocumentStorage.withBorrowedStorage($0, options: options, body) }
    }
}
