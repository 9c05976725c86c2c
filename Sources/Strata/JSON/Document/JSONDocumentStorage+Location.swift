
/// Line and column numbers for byte offsets, for error messages.
///
/// A decode may build many errors that are caught and discarded (`try?` probing a
/// value's kind), so each lookup must be cheap however large the document is. The
/// first lookup records, for every 256-byte block of the input, the line and column at
/// which the block starts; later lookups scan at most one block.
extension JSONDocumentStorage {
    static let locationBlockSize = 256

    /// The one-based line and column (in Unicode scalars) of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, byteCount))
        let blocks = locationBlocks.withLock { cached in
            if cached == nil { cached = Self.blockStarts(of: buffer) }
            return cached ?? []
        }
        let block = min(offset / Self.locationBlockSize, blocks.count - 1)
        var (line, column) = blocks[block]
        var index = block * Self.locationBlockSize
        while index < offset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    private static func blockStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [(line: Int, column: Int)] {
        var starts: [(line: Int, column: Int)] = [(1, 1)]
        starts.reserveCapacity(bytes.count / locationBlockSize + 1)
        var line = 1
        var column = 1
        for (index, byte) in bytes.enumerated() {
            if index > 0 && index % locationBlockSize == 0 { starts.append((line, column)) }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return starts
    }
}
