/// The UTF-8 bytes of one coding-key type's keys, found by the key's own byte instead of
/// asked of the key on every lookup.
///
/// Hot path. A keyed container looks up every member by its key's bytes, and asking a
/// key for them (`stringValue`, a call through the key type's witness table, then the
/// string's storage and its release) cost about 40 instructions a member, 2% of
/// github_events' decode. Most key types are one byte of plain data (the `CodingKeys`
/// enums the compiler synthesizes, and most written by hand); that byte is the whole
/// value, so it tells the keys apart, and each key's string is read once per table.
/// Other key types (a struct holding a `String`, say) are asked every time, as before.
///
/// Each key's bytes are kept in whole words, so that a lookup compares a member's key a
/// word at a time and its last word under a mask (``KeyBytes``), with no loop over the
/// last few bytes: that loop ran a different number of rounds for each key, and its exit
/// was the branch a decode of GitHub events mispredicted most.
///
/// A key type's `stringValue` must depend on the key's value alone, as the `CodingKey`
/// protocol means it to. A table serves one key type: the reuse table's frames for that
/// type share it (see ``KeyedContainerReuse``), and one call at a time uses them.
final class KeyNames {
    private struct Entry {
        /// Where the key's bytes start in `text`: a multiple of 8.
        var offset: Int32
        /// The key's length in bytes; `unknown` until the key is first met, `tooLong` for
        /// a key the table does not keep.
        var count: Int32
        /// The key's bytes in its last word (see ``KeyBytes/lastWordMask``).
        var lastWordMask: UInt64

        static let unknown: Int32 = -1
        static let tooLong: Int32 = -2
        static let empty = Entry(offset: 0, count: unknown, lastWordMask: 0)
    }

    // `@exclusivity(unchecked)`: read for every key a container looks up, and written
    // only by `learn`, which nothing calls while they are being read; an unoptimized
    // build checked each read at run time.
    /// One entry per key byte met so far, up to the largest; grown on demand.
    @exclusivity(unchecked) private var entries: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var capacity: Int
    /// The bytes of the keys met, each from a word boundary and followed by zeros to the
    /// next one (an empty key takes one word of zeros).
    @exclusivity(unchecked) private var text: UnsafeMutableRawPointer
    /// Words of `text` in use, and allocated.
    private var textWords = 0
    private var textCapacity: Int

    /// A table for `Key`, or nil unless its keys are one byte of plain data.
    static func make<Key: CodingKey>(for type: Key.Type) -> KeyNames? {
        guard MemoryLayout<Key>.size == 1, TypeMetadata(Key.self).isTrivial else { return nil }
        return KeyNames()
    }

    private init() {
        capacity = 16
        entries = .allocate(capacity: capacity)
        entries.initialize(repeating: .empty, count: capacity)
        textCapacity = 32
        text = .allocate(byteCount: textCapacity &* 8, alignment: 8)
    }

    deinit {
        entries.deallocate()
        text.deallocate()
    }

    /// Keys longer than this are not kept (nor, so, the table's text past a bound): they
    /// are asked for their string each time.
    static let maximumKeyLength = 1024

    /// The bytes of `key`'s string; nil when the table does not keep it. Valid until the
    /// next call, which may move them. Only for the key type the table was made for.
    @inline(__always)
    func bytes<Key: CodingKey>(of key: Key) -> KeyBytes? {
        // The key is one byte of plain data (checked when the table was made), and that
        // byte is its whole value.
        let index = Int(unsafeBitCast(key, to: UInt8.self))
        if index < capacity {
            let entry = entries[index]
            if entry.count >= 0 {
                return KeyBytes(start: UnsafeRawPointer(text + Int(entry.offset)), count: Int(entry.count), lastWordMask: entry.lastWordMask)
            }
            if entry.count == Entry.tooLong { return nil }
        }
        return learn(key, index: index)
    }

    /// Reads `key`'s string, the first time its byte is met. A key too long to keep is
    /// noted as such, so that later lookups ask the key without reading it here first.
    @inline(never)
    private func learn<Key: CodingKey>(_ key: Key, index: Int) -> KeyBytes? {
        let name = Array(key.stringValue.utf8)
        if index >= capacity {
            var grown = capacity
            while grown <= index { grown &*= 2 }
            let moved = UnsafeMutablePointer<Entry>.allocate(capacity: grown)
            moved.moveInitialize(from: entries, count: capacity)
            (moved + capacity).initialize(repeating: .empty, count: grown &- capacity)
            entries.deallocate()
            entries = moved
            capacity = grown
        }
        guard name.count <= Self.maximumKeyLength else {
            entries[index] = Entry(offset: 0, count: Entry.tooLong, lastWordMask: 0)
            return nil
        }
        let words = KeyBytes.wordCount(of: name.count)
        if textWords &+ words > textCapacity {
            var grown = textCapacity
            while grown < textWords &+ words { grown &*= 2 }
            let moved = UnsafeMutableRawPointer.allocate(byteCount: grown &* 8, alignment: 8)
            moved.initializeMemory(as: UInt8.self, from: text.assumingMemoryBound(to: UInt8.self), count: textWords &* 8)
            text.deallocate()
            text = moved
            textCapacity = grown
        }
        let start = text + textWords &* 8
        start.initializeMemory(as: UInt8.self, repeating: 0, count: words &* 8)
        name.withUnsafeBufferPointer { bytes in
            if let source = bytes.baseAddress { start.copyMemory(from: source, byteCount: bytes.count) }
        }
        let entry = Entry(
            offset: Int32(truncatingIfNeeded: textWords &* 8), count: Int32(truncatingIfNeeded: name.count),
            lastWordMask: KeyBytes.lastWordMask(of: name.count))
        entries[index] = entry
        textWords &+= words
        return KeyBytes(start: UnsafeRawPointer(start), count: name.count, lastWordMask: entry.lastWordMask)
    }
}

/// A key's bytes as ``KeyNames`` keeps them: from a word boundary, in whole words.
struct KeyBytes {
    let start: UnsafeRawPointer
    let count: Int
    /// Ones over the key's bytes in its last word (the low bytes, little-endian): all
    /// ones when the key fills it; zero for an empty key, whose one word is all padding.
    let lastWordMask: UInt64

    /// Words a key of `count` bytes takes: at least one.
    @_transparent
    static func wordCount(of count: Int) -> Int {
        max(1, (count &+ 7) &>> 3)
    }

    static func lastWordMask(of count: Int) -> UInt64 {
        guard count > 0 else { return 0 }
        let bytesInLastWord = count &- ((count &- 1) & ~7)
        return bytesInLastWord == 8 ? ~0 : (1 &<< UInt64(truncatingIfNeeded: bytesInLastWord &* 8)) &- 1
    }

    /// Bytes read from a candidate's start: the key's words.
    @_transparent
    var readLength: Int { Self.wordCount(of: count) &* 8 }

    /// Whether the bytes at `candidate`, of which ``readLength`` can be read, start with
    /// this key (the caller has compared the lengths). Little-endian words: the mask keeps
    /// a word's first bytes.
    @_transparent
    func isPrefix(of candidate: UnsafePointer<UInt8>) -> Bool {
        let other = UnsafeRawPointer(candidate)
        var offset = 0
        while offset &+ 8 < count {
            if UnalignedWords.load64(other + offset) != UnalignedWords.load64(start + offset) {
                return false
            }
            offset &+= 8
        }
        let difference =
            UnalignedWords.load64(other + offset) ^ UnalignedWords.load64(start + offset)
        return difference & lastWordMask == 0
    }
}
