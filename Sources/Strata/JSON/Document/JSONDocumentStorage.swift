#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns a document's index, and either owns a copy of its bytes or borrows the
/// caller's.
///
/// Borrowing is how the decoder reads without copying its input: the whole decode
/// runs while the caller's buffer is valid (``withBorrowedStorage(_:options:_:)``), and
/// if anything still holds the storage when that ends (a container kept past the
/// decode), the bytes are copied before the buffer goes away. ``JSONDocument``, which
/// outlives any closure, always owns its bytes.
///
/// The storage is written only while the parser runs, and by that copy; never
/// otherwise. That is why it may be shared between threads.
final class JSONDocumentStorage: @unchecked Sendable {
    /// The UTF-8 input. `@exclusivity(unchecked)`: read on every value the decoder
    /// touches, and written only by `adoptCopyOfBytes()` when no decode is running.
    @exclusivity(unchecked) private(set) var bytes: UnsafePointer<UInt8>
    /// The length of the input. `@exclusivity(unchecked)`: written only when a kept
    /// storage takes its next document (`reuse(borrowing:count:)`), before any read.
    @exclusivity(unchecked) private(set) var byteCount: Int
    /// Whether `bytes` was allocated here (and is freed here).
    private(set) var ownsBytes: Bool
    /// The index: `tapeCount` words, two per value (see ``JSONTape``).
    let tape: UnsafeMutablePointer<UInt64>
    /// How many words of `tape` are in use.
    var tapeCount: Int = 0
    /// The words allocated for `tape`.
    let tapeCapacity: Int
    /// Where each 256-byte block of the input starts, in lines and columns; made on the
    /// first error message that needs it (see `location(of:)`). Only touched under the
    /// mutex `StripedLocks` gives this storage.
    var locationBlocks: [TextPosition]?
    /// Where the input's first byte is in the text the caller sees: line 1, column 1,
    /// unless the input is part of a stream (see `JSONElementReader`), whose error
    /// messages locate values in the whole stream. Set before anything reads the index.
    var textOrigin = TextPosition()

    /// Storage over `input`: a copy of it, or (`borrowing`) the caller's bytes, with room
    /// for `tapeCapacity` words of index.
    ///
    /// - Throws: ``JSONReadingError`` when the system will not give the index its memory.
    ///   The index is sized for the worst case (about 8 bytes per input byte) and only the part
    ///   a document uses is ever touched, so this is address space that Linux usually
    ///   lends; a request too large to lend is an error, not a trap.
    convenience init(_ input: UnsafeRawBufferPointer, borrowing: Bool, tapeCapacity: Int) throws {
        let words = max(tapeCapacity, 2)
        guard let tape = Self.allocateTape(words: words) else {
            throw JSONReadingError(
                reason: .indexTooLarge(byteCount: input.count, indexBytes: words &* MemoryLayout<UInt64>.stride), byteOffset: 0, line: 1,
                column: 1)
        }
        self.init(input, borrowing: borrowing, tape: tape, tapeCapacity: words)
    }

    /// Memory for `words` words of index, from `malloc` (freed with `free`); nil when the
    /// system refuses it. Not `allocate(capacity:)`: the standard library traps when memory
    /// is refused, and the size comes from the input.
    static func allocateTape(words: Int) -> UnsafeMutablePointer<UInt64>? {
        malloc(words &* MemoryLayout<UInt64>.stride)?.bindMemory(to: UInt64.self, capacity: words)
    }

    /// Storage over `input` with `tape`, from `allocateTape(words:)`, as its index.
    init(_ input: UnsafeRawBufferPointer, borrowing: Bool, tape: UnsafeMutablePointer<UInt64>, tapeCapacity: Int) {
        self.tape = tape
        byteCount = input.count
        if borrowing, let base = input.baseAddress {
            bytes = base.assumingMemoryBound(to: UInt8.self)
            ownsBytes = false
        } else {
            bytes = Self.copy(input)
            ownsBytes = true
        }
        self.tapeCapacity = tapeCapacity
    }

    deinit {
        if ownsBytes { UnsafeMutablePointer(mutating: bytes).deallocate() }
        free(tape)
    }

    /// Makes this storage, which nothing else refers to, a fresh one over the caller's
    /// `count` bytes at `bytes` (see ``KeptDocumentStorage``): its index is to be written
    /// again, and nothing of the last document's stays.
    func reuse(borrowing bytes: UnsafePointer<UInt8>, count: Int) {
        if ownsBytes { UnsafeMutablePointer(mutating: self.bytes).deallocate() }
        self.bytes = bytes
        byteCount = count
        ownsBytes = false
        tapeCount = 0
        if case .some = locationBlocks { locationBlocks = nil }
        textOrigin = TextPosition()
    }

    private static func copy(_ input: UnsafeRawBufferPointer) -> UnsafePointer<UInt8> {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(input.count, 1))
        if let base = input.baseAddress, input.count > 0 {
            copy.initialize(from: base.assumingMemoryBound(to: UInt8.self), count: input.count)
        }
        return UnsafePointer(copy)
    }

    /// Replaces borrowed bytes with an owned copy, so that the storage stays valid
    /// after the caller's buffer is gone.
    func adoptCopyOfBytes() {
        guard !ownsBytes else { return }
        bytes = Self.copy(UnsafeRawBufferPointer(start: bytes, count: byteCount))
        ownsBytes = true
    }

    /// The input bytes.
    var buffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes, count: byteCount)
    }
}

extension JSONDocumentStorage {
    /// Reads `input` (UTF-8, UTF-16 or UTF-32, with or without a byte order mark) into
    /// a new storage that owns a copy of its bytes.
    static func parse(_ input: UnsafeRawBufferPointer, options: JSONReadingOptions) throws -> JSONDocumentStorage {
        try withBorrowedStorage(input, options: options) { storage in
            storage.adoptCopyOfBytes()
            return storage
        }
    }

    /// Reads `input` and runs `body` with storage that borrows it where it can (UTF-8
    /// input) instead of copying. If the storage outlives `body`, it takes a copy. With
    /// `keeper`, the storage is the one it keeps, if its index is large enough, and goes
    /// back to it afterwards if nothing else holds it (see ``KeptDocumentStorage``).
    ///
    /// Inlined with the steps below it into each decode that reads a document without a
    /// kept decoder (a coder's first call, UTF-16 and UTF-32 input, a decode from a
    /// `JSONValue`; the others read into the kept decoder's storage, see
    /// `StrataJSONDecoder.decode(_:from:options:kept:)`); UTF-16 and UTF-32 input goes
    /// through ``withTranscodedStorage(_:encoding:options:keeper:_:)``.
    @_transparent
    static func withBorrowedStorage<Result>(
        _ input: UnsafeRawBufferPointer, options: JSONReadingOptions, keeper: KeptDocumentStorage? = nil,
        _ body: (JSONDocumentStorage) throws -> Result
    ) throws -> Result {
        let encoding = InputEncoding.detect(input)
        guard case .utf8(let bomLength) = encoding else {
            return try withTranscodedStorage(input, encoding: encoding, options: options, keeper: keeper, body)
        }
        return try withParsedUTF8(UnsafeRawBufferPointer(rebasing: input[bomLength...]), options: options, keeper: keeper, body)
    }

    /// ``withBorrowedStorage(_:options:keeper:_:)`` for UTF-16 and UTF-32 input, which is
    /// transcoded to UTF-8 first.
    @inline(never)
    private static func withTranscodedStorage<Result>(
        _ input: UnsafeRawBufferPointer, encoding: InputEncoding, options: JSONReadingOptions, keeper: KeptDocumentStorage?,
        _ body: (JSONDocumentStorage) throws -> Result
    ) throws -> Result {
        let utf8: [UInt8]
        switch encoding {
        case .utf8(let bomLength):
            return try withParsedUTF8(UnsafeRawBufferPointer(rebasing: input[bomLength...]), options: options, keeper: keeper, body)
        case .utf16(let bigEndian, let bomLength):
            utf8 = try InputEncoding.transcodeUTF16(input, bomLength: bomLength, bigEndian: bigEndian)
        case .utf32(let bigEndian, let bomLength):
            utf8 = try InputEncoding.transcodeUTF32(input, bomLength: bomLength, bigEndian: bigEndian)
        }
        return try utf8.withUnsafeBytes { try withParsedUTF8($0, options: options, keeper: keeper, body) }
    }

    /// Parses UTF-8 input into storage that borrows it, runs `body`, and copies the
    /// bytes if the storage is still referenced afterwards; otherwise gives it to
    /// `keeper`.
    @_transparent
    static func withParsedUTF8<Result>(
        _ input: UnsafeRawBufferPointer, options: JSONReadingOptions, keeper: KeptDocumentStorage? = nil,
        _ body: (JSONDocumentStorage) throws -> Result
    ) throws -> Result {
        var storage = try parseUTF8(input, borrowing: true, options: options, keeper: keeper)
        defer {
            if !isKnownUniquelyReferenced(&storage) {
                storage.adoptCopyOfBytes()
            } else if let keeper {
                keeper.give(storage)
            }
        }
        return try body(storage)
    }

    /// The words of index UTF-8 `input` may need (see `JSONParser.tapeCapacity`).
    ///
    /// - Throws: ``JSONReadingError`` for input too long for the index's 32-bit offsets.
    @_transparent
    static func tapeCapacity(forUTF8 input: UnsafeRawBufferPointer, options: JSONReadingOptions) throws -> Int {
        guard input.count < Int(UInt32.max) else {
            throw JSONReadingError(reason: .inputTooLarge(byteCount: input.count), byteOffset: 0, line: 1, column: 1)
        }
        // Pages never written are never touched, so the bound costs address space, not
        // memory; but above 32 MiB glibc maps it afresh on every call, and each page
        // written faults (see `JSONParser.tapeCapacity`).
        return JSONParser.tapeCapacity(byteCount: input.count, maximumDepth: options.maximumDepth)
    }

    /// Storage for `input` with room for `tapeCapacity` words of index: the one `keeper`
    /// keeps, pointed at the caller's bytes, when borrowing and it is large enough, or a
    /// new one.
    @_transparent
    static func storage(
        for input: UnsafeRawBufferPointer, borrowing: Bool, tapeCapacity capacity: Int, keeper: KeptDocumentStorage?
    ) throws -> JSONDocumentStorage {
        if borrowing, let base = input.baseAddress, let kept = keeper?.take(atLeast: capacity) {
            kept.reuse(borrowing: base.assumingMemoryBound(to: UInt8.self), count: input.count)
            return kept
        }
        return try JSONDocumentStorage(input, borrowing: borrowing, tapeCapacity: capacity)
    }

    @_transparent
    static func parseUTF8(
        _ input: UnsafeRawBufferPointer, borrowing: Bool, options: JSONReadingOptions, keeper: KeptDocumentStorage? = nil
    ) throws -> JSONDocumentStorage {
        let capacity = try tapeCapacity(forUTF8: input, options: options)
        var storage = try storage(for: input, borrowing: borrowing, tapeCapacity: capacity, keeper: keeper)
        do {
            storage.tapeCount = try JSONParser.parse(storage: storage, options: options)
        } catch {
            // Invalid text leaves the storage to the next call (a reading error holds
            // offsets, a line and a column, not the storage).
            if let keeper, isKnownUniquelyReferenced(&storage) { keeper.give(storage) }
            throw error
        }
        return storage
    }
}
