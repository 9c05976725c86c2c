/// Line and column numbers for byte offsets, for error messages.
///
/// A decode may build many errors that are caught and discarded (`try?` probing a
/// value's kind), so each lookup must be cheap however large the document is. The
/// first lookup records, for every 256-byte block of the input, the line and column at
/// which the block starts; later lookups scan at most one block.
extension JSONDocumentStorage {
    static let locationBlockSize = 256

    /// Guards every storage's `cachedLocationBlocks`. One lock for all, rather than one
    /// made with each document, because most documents never need a location: a lock
    /// per document cost every decode an allocation and a lookup of the lock's generic
    /// type. The table is built outside the lock, so the lock is only held to read or
    /// publish it.
    private static let locationLock = Locked(())

    /// The one-based line and column (in Unicode scalars) of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, byteCount))
        let blocks = locationBlocks()
        let block = min(offset / Self.locationBlockSize, blocks.count - 1)
        var position = blocks[block]
        position.advance(over: bytes, from: block * Self.locationBlockSize, to: offset)
        return (position.line, position.column)
    }

    /// The block starts, built by the first call that needs them.
    private func locationBlocks() -> [TextPosition] {
        if let cached = Self.locationLock.withLock({ _ in cachedLocationBlocks }) { return cached }
        let built = Self.blockStarts(of: buffer)
        return Self.locationLock.withLock { _ in
            // Another thread may have published its table meanwhile: they are equal.
            if let cached = cachedLocationBlocks { return cached }
            cachedLocationBlocks = built
            return built
        }
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
