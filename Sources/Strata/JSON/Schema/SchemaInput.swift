import Foundation

/// Reads the input the schema API takes (any ``JSONInput``) into a document's index for
/// the length of a call, borrowing contiguous UTF-8 instead of copying it.
enum SchemaInput {
    static func withStorage<Result>(
        _ input: some JSONInput, options: JSONReadingOptions, _ body: (JSONDocumentStorage) throws -> Result
    ) throws -> Result {
        try input.withJSONBytes { try JSONDocumentStorage.withBorrowedStorage($0, options: options, body) }
    }
}
