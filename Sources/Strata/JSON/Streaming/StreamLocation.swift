/// Where a byte of a stream is: its offset from the stream's first byte, and its
/// one-based line and column (the column counted in Unicode scalars, as in every
/// ``JSONReadingError``).
struct StreamLocation: Equatable {
    var byteOffset = 0
    var line = 1
    var column = 1

    /// Moves past `bytes[start..<end]`. Runs once over every byte a stream consumes,
    /// a word at a time.
    mutating func advance(over bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        guard end > start else { return }
        byteOffset += end - start
        let lineFeeds = ByteScanning.lineFeeds(bytes, from: start, to: end)
        if let lastLineFeed = lineFeeds.last {
            line += lineFeeds.count
            column = 1 + ByteScanning.scalarStartCount(bytes, from: lastLineFeed + 1, to: end)
        } else {
            column += ByteScanning.scalarStartCount(bytes, from: start, to: end)
        }
    }

    /// This location moved past `bytes[start..<end]`.
    func advanced(over bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> StreamLocation {
        var moved = self
        moved.advance(over: bytes, from: start, to: end)
        return moved
    }

    /// A position counted from this location (line 1, column 1 being this location
    /// itself) as a position in the whole stream.
    func placing(line relativeLine: Int, column relativeColumn: Int) -> (line: Int, column: Int) {
        relativeLine == 1 ? (line, column + relativeColumn - 1) : (line + relativeLine - 1, relativeColumn)
    }

    /// A reading error found in text that starts at this location, located in the whole
    /// stream instead.
    func placing(_ error: JSONReadingError) -> JSONReadingError {
        let (line, column) = placing(line: error.line, column: error.column)
        return JSONReadingError(reason: error.reason, byteOffset: byteOffset + error.byteOffset, line: line, column: column)
    }
}
