import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable byte buffer that JSON text is written into.
///
/// Hot path: the writer and the encoder append every byte through it. It is a
/// non-copyable owner of raw memory so appends are a capacity check and a store, with
/// no copy-on-write or uniqueness checks.
///
/// The memory comes from `malloc` so that growing is a `realloc` (for large buffers the
/// C library remaps pages instead of copying them) and the finished text can be handed
/// to `Data` without a copy (``takeData()``).
struct JSONOutputBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    var count: Int = 0
    private(set) var capacity: Int
    /// Whether the doubles written lately had few digits (see `FloatingPointText`).
    var fifteenDigitGuess = ShortestDecimal.FifteenDigitGuess()

    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = Self.allocate(self.capacity)
    }

    deinit {
        free(base)
    }

    private static func allocate(_ bytes: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(bytes) else { outOfMemory(bytes) }
        return memory.assumingMemoryBound(to: UInt8.self)
    }

    /// The process has no memory left: it stops, as it does when any Swift allocation
    /// (an `Array` growing, `UnsafeMutablePointer.allocate`) fails. No input reaches
    /// this except by being larger than memory.
    private static func outOfMemory(_ bytes: Int) -> Never {
        fatalError("Strata: out of memory for \(bytes) bytes of JSON output")
    }

    /// Makes room for `additional` more bytes.
    @_transparent
    mutating func reserve(_ additional: Int) {
        if count &+ additional > capacity {
            grow(to: count &+ additional)
        }
    }

    @inline(never)
    private mutating func grow(to minimum: Int) {
        var newCapacity = capacity &* 2
        while newCapacity < minimum { newCapacity &*= 2 }
        guard let grown = realloc(base, newCapacity) else { Self.outOfMemory(newCapacity) }
        base = grown.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    @_transparent
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Appends a byte the caller has already reserved room for.
    @_transparent
    mutating func appendUnchecked(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    @_transparent
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends `length` bytes from `source`, a word at a time: the bytes up to the next
    /// multiple of 8 past the last one must be readable (they are copied too, then written
    /// over). For keys written from a table of their escaped bytes, which are mostly
    /// shorter than 16.
    ///
    /// Hot path: a debug build (`DEBUG` defined) copies with one call to `memcpy`, where
    /// each word's load and store would be calls into the standard library's unspecialized
    /// generic code.
    @_transparent
    mutating func append(wordsFrom source: UnsafePointer<UInt8>, count length: Int) {
        reserve(length &+ 8)
        let out = base + count
        #if DEBUG
        memcpy(out, source, length)
        #else
        var offset = 0
        repeat {
            UnalignedWords.store64(UnalignedWords.load64(source + offset), at: out + offset)
            offset &+= 8
        } while offset < length
        #endif
        count &+= length
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        append(bytes.bindMemory(to: UInt8.self))
    }

    @_transparent
    mutating func append(ascii text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Removes bytes from `offset` to the end.
    mutating func truncate(to offset: Int) {
        count = min(count, max(0, offset))
    }

    /// Replaces bytes `range` with `replacement`'s bytes, in place.
    mutating func overwrite(at offset: Int, with bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (base + offset).update(from: source, count: bytes.count)
    }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// The bytes written so far as `Data`; the buffer is left empty.
    ///
    /// Up to ``copiedDataLimit`` bytes, the `Data` is a copy and the buffer keeps its
    /// memory: copying a few hundred bytes costs less than trimming the buffer, handing
    /// it over and allocating the next one. Above it, the `Data` takes over the buffer's
    /// memory (trimmed to the bytes written), with no copy.
    mutating func takeData() -> Data {
        let length = count
        if length <= Self.copiedDataLimit {
            count = 0
            return Data(bytes: base, count: length)
        }
        let memory = realloc(base, max(length, 1)) ?? UnsafeMutableRawPointer(base)
        base = Self.allocate(16)
        capacity = 16
        count = 0
        return Data(bytesNoCopy: memory, count: length, deallocator: .free)
    }

    /// The longest output ``takeData()`` copies.
    static var copiedDataLimit: Int { 1024 }

    func makeArray() -> [UInt8] {
        Array(bytes)
    }

    func makeString() -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Clears the buffer for reuse, keeping its memory.
    mutating func removeAll() {
        count = 0
    }
}
