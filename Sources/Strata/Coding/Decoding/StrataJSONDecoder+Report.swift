import Foundation

/// Decoding that reports every problem of a document, not only the first.
extension StrataJSONDecoder {
    /// Decodes a value, going on past each problem to find the rest, and lists them all in
    /// `report` (see ``DecodingReport``).
    ///
    /// Returns the value when no problem failed the decode: problems it recovered from
    /// (defaults used, elements dropped, fallbacks) are in the report. Otherwise throws
    /// the first failure, Foundation's `DecodingError`, whose message says how many more
    /// the report holds. Without a report, decoding behaves exactly as `decode(_:from:)`
    /// and costs nothing more.
    public func decode<T: Decodable>(_ type: T.Type, from input: some JSONInput, report: inout DecodingReport) throws -> T {
        try Self.withInput(input, options: self.options) {
            try Self.decode(type, from: $0, at: nil, options: $1, keeper: configuration, report: &report)
        }
    }

    /// Decodes the value at `path` inside a JSON document (see
    /// ``decode(_:from:at:)``), going on past each problem and listing them all in
    /// `report`, as ``decode(_:from:report:)`` does. Problems' paths start at the
    /// document's root.
    public func decode<T: Decodable>(
        _ type: T.Type, from input: some JSONInput, at path: JSONKeyPath, report: inout DecodingReport
    )
        throws -> T
    {
        try Self.withInput(input, options: self.options) {
            try Self.decode(type, from: $0, at: path, options: $1, keeper: configuration, report: &report)
        }
    }

    static func decode<T: Decodable>(
        _ type: T.Type, from bytes: UnsafeRawBufferPointer, at path: JSONKeyPath?, options: DecodingOptions, keeper: KeptDecoderState?,
        report: inout DecodingReport
    ) throws
        -> T
    {
        do {
            return try withDocument(bytes, options: options) { storage in
                try JSONIndexDecoder.decoding(storage, options: options, keeper: keeper) { decoder in
                    try decoder.collectingProblems(into: &report) {
                        guard let path else { return try decoder.decodeTopLevel(type) }
                        return try decoder.decodeTopLevel(type, at: path)
                    }
                }
            }
        } catch DecodingError.dataCorrupted(let context) where context.underlyingError is JSONReadingError {
            // Text that is not JSON: the one problem there is.
            let error = DecodingError.dataCorrupted(context)
            let reading = context.underlyingError as? JSONReadingError
            report.problems.append(DecodingReport.Problem(error, line: reading?.line, column: reading?.column, expandingDottedKeys: false))
            throw error
        }
    }
}
