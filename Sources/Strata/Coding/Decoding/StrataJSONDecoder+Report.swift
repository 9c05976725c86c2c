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
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, report: inout DecodingReport) throws -> T {
        let options = self.options
        return try data.withUnsafeBytes { try Self.decode(type, from: $0, options: options, report: &report) }
    }

    /// Decodes a value from JSON bytes, reporting every problem. See the `Data` overload.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], report: inout DecodingReport) throws -> T {
        let options = self.options
        return try bytes.withUnsafeBytes { try Self.decode(type, from: $0, options: options, report: &report) }
    }

    /// Decodes a value from JSON text, reporting every problem. See the `Data` overload.
    public func decode<T: Decodable>(_ type: T.Type, from text: String, report: inout DecodingReport) throws -> T {
        let options = self.options
        var text = text
        return try text.withUTF8 { try Self.decode(type, from: UnsafeRawBufferPointer($0), options: options, report: &report) }
    }

    static func decode<T: Decodable>(
        _ type: T.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions, report: inout DecodingReport
    ) throws
        -> T
    {
        do {
            return try withDocument(bytes, options: options) { storage in
                try JSONIndexDecoder.decoding(storage, options: options) { decoder in
                    try decoder.collectingProblems(into: &report) { try decoder.decodeTopLevel(type) }
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
