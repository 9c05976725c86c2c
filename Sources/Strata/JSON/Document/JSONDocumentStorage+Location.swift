/// Line and column numbers for byte offsets, for error messages.
///
/// A decode may build many errors that are caught and discarded (`try?` probing a
/// value's kind), so each lookup must be cheap however large the document is. The
/// first lookup records, for every 256-byte block of the input, the line and column at
/// which the block starts; later lookups scan at most one block.
extension JSONDocumentStorage {
    static let locationBlockSize = 256

    /// The one-based line and column (in Unicode scalars) of `offset`, counted from
    /// `textOrigin`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, byteCount))
        let blocks = StripedLocks.withLock(guarding: self) {
            if let made = locationBlocks { return made }
            let made = Self.blockStarts(of: buffer)
            locationBlocks = made
            return made
        }
        let block = min(offset / Self.locationBlockSize, blocks.count - 1)
        var position = blocks[block]
        position.advance(over: bytes, from: block * Self.locationBlockSize, to: offset)
        guard position.line == 1 else { return (textOrigin.line + position.line - 1, position.column) }
        return (textOrigin.line, textOrigin.column + position.column - 1)
    }

    private static func blockStarts(of text: UnsafeBufferPointer<UInt8>) -> [TextPosition] {
        var starts = [TextPosition()]
        guard let base = text.baseAddress else { return starts }
        starts.reserveCapacity(text.count / locationBlockSize + 1)
        var position = TextPosition()
        var blockStart = 0
        while blockStart + locationBlockSize <= text.count {
            position.advance(over: base, from: blockStart, to: blockStart + locationBlockSize)
            blockStart += locationBlockSize
            starts.append(position)
        }
        return starts
    }
}
