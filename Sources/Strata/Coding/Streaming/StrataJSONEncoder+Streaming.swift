import Foundation

/// Writing a sequence of values a value at a time, in any ``JSONStreamFormat`` the
/// decoder's `elements(of:from:format:)` reads, in memory bounded by a chunk and the
/// largest value.
extension StrataJSONEncoder {
    /// Encodes `values` one at a time and hands the text to `consumer` in chunks (of
    /// about 64 KiB, or one value's text when a value is larger).
    ///
    /// ```swift
    /// import Foundation
    /// import Strata
    ///
    /// struct Point: Codable {
    ///     var x: Int
    ///     var y: Int
    /// }
    ///
    /// var output = Data()
    /// try StrataJSONEncoder().encode((1...3).lazy.map { Point(x: $0, y: $0 * $0) }, as: .jsonLines) { output.append($0) }
    /// print(String(decoding: output, as: UTF8.self), terminator: "")
    /// // Prints "{"x":1,"y":1}"
    /// // Prints "{"x":2,"y":4}"
    /// // Prints "{"x":3,"y":9}"
    /// ```
    ///
    /// The format is the one streams are read in (``JSONStreamFormat``):
    ///
    /// - ``JSONStreamFormat/jsonLines``: one value per line, each followed by a line feed,
    ///   written compact whatever the output formatting says, since a pretty-printed value
    ///   would span lines.
    /// - ``JSONStreamFormat/concatenated``: each value followed by a line feed, pretty-printed
    ///   if the output formatting says so.
    /// - ``JSONStreamFormat/array``: one JSON array, byte for byte what `encode(_:)` writes
    ///   for an array of the same values, with the same options.
    /// - ``JSONStreamFormat/array(at:)``: the array inside objects, one per component of the
    ///   path, each component an object's key (`data.items` writes
    ///   `{"data":{"items":[…]}}`): byte for byte what `encode(_:)` writes for those
    ///   nested dictionaries.
    ///
    /// Values are encoded with this encoder's options, as `encode(_:)` encodes them. If
    /// a value fails to encode, the error is thrown and the text handed on so far ends
    /// before that value (an array is then left open).
    public func encode<Values: Sequence>(_ values: Values, as format: JSONStreamFormat, to consumer: (Data) throws -> Void) throws
    where Values.Element: Encodable {
        var writer = ElementWriter(format: format, options: options, keeper: configuration)
        for value in values {
            if let chunk = try writer.append(value) { try consumer(chunk) }
        }
        try consumer(writer.finish())
    }

    /// Encodes `values` one at a time into a file handle, at its current offset, as the
    /// overload that hands chunks to a consumer does.
    public func encode<Values: Sequence>(_ values: Values, as format: JSONStreamFormat, to fileHandle: FileHandle) throws
    where Values.Element: Encodable {
        try encode(values, as: format) { try fileHandle.write(contentsOf: $0) }
    }

    /// Encodes the values of an asynchronous sequence as they arrive, handing the text to
    /// `consumer` in chunks, as the synchronous overload does.
    public func encode<Values: AsyncSequence>(
        _ values: Values, as format: JSONStreamFormat, to consumer: (Data) async throws -> Void
    )
        async throws where Values.Element: Encodable
    {
        var writer = ElementWriter(format: format, options: options, keeper: configuration)
        for try await value in values {
            if let chunk = try writer.append(value) { try await consumer(chunk) }
        }
        try await consumer(writer.finish())
    }

    /// Encodes the values of an asynchronous sequence as they arrive into a file handle,
    /// at its current offset.
    public func encode<Values: AsyncSequence>(_ values: Values, as format: JSONStreamFormat, to fileHandle: FileHandle) async throws
    where Values.Element: Encodable {
        try await encode(values, as: format) { try fileHandle.write(contentsOf: $0) }
    }
}
