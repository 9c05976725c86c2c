/// Owns a document's bytes and the index the parser built over them.
///
/// The input is copied once, into a buffer followed by ``padding`` zero bytes: the
/// scanners read ahead in 8-byte words and stop at the first zero (which no valid JSON
/// byte outside a string is, and which inside a string is a rejected control
/// character), so their inner loops need no bounds checks.
///
/// The storage is written only while the parser runs and never after, which is why it
/// may be shared between threads.
final class JSONDocumentStorage: @unchecked Sendable {
    /// Zero bytes after the input. Scanners read at most 8 bytes past the last byte
    /// they have classified, and they never classify a zero byte as valid.
    static let padding = 64

    /// The UTF-8 input followed by `padding` zero bytes.
    let bytes: UnsafeMutablePointer<UInt8>
    /// The length of the input, without padding.
    let byteCount: Int
    /// The index: `tapeCount` words, two per value (see ``JSONTape``).
    let tape: UnsafeMutablePointer<UInt64>
    /// How many words of `tape` are in use.
    var tapeCount: Int = 0
    /// The words allocated for `tape`.
    let tapeCapacity: Int

    /// Copies `input` and allocates an index large enough for any document of that size.
    init(copying input: UnsafeRawBufferPointer, tapeCapacity: Int) {
        byteCount = input.count
        bytes = .allocate(capacity: input.count + Self.padding)
        if let base = input.baseAddress, input.count > 0 {
            bytes.initialize(from: base.assumingMemoryBound(to: UInt8.self), count: input.count)
        }
        (bytes + input.count).initialize(repeating: 0, count: Self.padding)
        self.tapeCapacity = tapeCapacity
        tape = .allocate(capacity: tapeCapacity)
    }

    deinit {
        bytes.deallocate()
        tape.deallocate()
    }

    /// The input bytes, without padding.
    var buffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes, count: byteCount)
    }
}

extension JSONDocumentStorage {
    /// Reads `input` (UTF-8, UTF-16 or UTF-32, with or without a byte order mark) into
    /// a new storage with its index built.
    static func parse(_ input: UnsafeRawBufferPointer, options: JSONReadingOptions) throws -> JSONDocumentStorage {
        switch InputEncoding.detect(input) {
        case .utf8(let bomLength):
            let body = UnsafeRawBufferPointer(rebasing: input[bomLength...])
            return try parseUTF8(body, options: options)
        case .utf16(let bigEndian, let bomLength):
            let utf8 = try InputEncoding.transcodeUTF16(UnsafeRawBufferPointer(rebasing: input[bomLength...]), bigEndian: bigEndian)
            return try utf8.withUnsafeBytes { try parseUTF8($0, options: options) }
        case .utf32(let bigEndian, let bomLength):
            let utf8 = try InputEncoding.transcodeUTF32(UnsafeRawBufferPointer(rebasing: input[bomLength...]), bigEndian: bigEndian)
            return try utf8.withUnsafeBytes { try parseUTF8($0, options: options) }
        }
    }

    static func parseUTF8(_ input: UnsafeRawBufferPointer, options: JSONReadingOptions) throws -> JSONDocumentStorage {
        guard input.count < Int(UInt32.max) - padding else {
            throw JSONReadingError(reason: .inputTooLarge(byteCount: input.count), byteOffset: 0, line: 1, column: 1)
        }
        // Every value and key starts at a byte of its own, so a document of n bytes
        // has at most n nodes, 2n words, even when it is cut off mid-way (`[[[[`).
        // Valid documents use about half of that; pages never written are never
        // touched, so the bound costs address space, not memory.
        let capacity = 2 * input.count + 8
        let storage = JSONDocumentStorage(copying: input, tapeCapacity: capacity)
        var parser = JSONParser(storage: storage, options: options)
        defer { parser.deallocateScratch() }
        storage.tapeCount = try parser.parseDocument()
        return storage
    }
}
