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
/// A key type's `stringValue` must depend on the key's value alone, as the `CodingKey`
/// protocol means it to. A table serves one key type: the reuse table's frames for that
/// type share it (see ``KeyedContainerReuse``), and one call at a time uses them.
final class KeyNames {
    private struct Entry {
        /// Where the key's bytes start in `text`.
        var offset: Int32
        /// The key's length in bytes; -1 until the key is first met.
        var count: Int32
    }

    /// One entry per key byte met so far, up to the largest; grown on demand. Nil for a
    /// key type whose keys are not one byte of plain data.
    private var entries: UnsafeMutablePointer<Entry>?
    private var capacity = 0
    /// The bytes of the keys met, one after another.
    private var text: UnsafeMutablePointer<UInt8>?
    private var textCount = 0
    private var textCapacity = 0

    /// A table for `Key`, or nil unless its keys are one byte of plain data.
    static func make<Key: CodingKey>(for type: Key.Type) -> KeyNames? {
        guard _isPOD(Key.self), MemoryLayout<Key>.size == 1 else { return nil }
        return KeyNames()
    }

    private init() {
        capacity = 16
        entries = .allocate(capacity: capacity)
        entries?.initialize(repeating: Entry(offset: 0, count: -1), count: capacity)
    }

    deinit {
        entries?.deallocate()
        text?.deallocate()
    }

    /// Keys longer than this are not kept (nor, so, the table's text past a bound): they
    /// are asked for their string each time.
    static let maximumKeyLength = 1024

    /// The UTF-8 bytes of `key`'s string; nil when the table does not keep it. Valid
    /// until the next call, which may move them. Only for the key type the table was made
    /// for.
    @inline(__always)
    func utf8<Key: CodingKey>(of key: Key) -> UnsafeBufferPointer<UInt8>? {
        guard let entries else { return nil }
        // The key is one byte of plain data (checked when the table was made), and that
        // byte is its whole value.
        let index = Int(unsafeBitCast(key, to: UInt8.self))
        if index < capacity, let text {
            let entry = entries[index]
            if entry.count >= 0 {
                return UnsafeBufferPointer(start: text + Int(entry.offset), count: Int(entry.count))
            }
        }
        return learn(key, index: index)
    }

    /// Reads `key`'s string, the first time its byte is met.
    @inline(never)
    private func learn<Key: CodingKey>(_ key: Key, index: Int) -> UnsafeBufferPointer<UInt8>? {
        let name = Array(key.stringValue.utf8)
        guard name.count <= Self.maximumKeyLength, let entries else { return nil }
        if index >= capacity {
            var grown = capacity
            while grown <= index { grown &*= 2 }
            let moved = UnsafeMutablePointer<Entry>.allocate(capacity: grown)
            moved.moveInitialize(from: entries, count: capacity)
            (moved + capacity).initialize(repeating: Entry(offset: 0, count: -1), count: grown &- capacity)
            entries.deallocate()
            self.entries = moved
            capacity = grown
        }
        if text == nil || textCount &+ name.count > textCapacity {
            var grown = max(textCapacity, 256)
            while grown < textCount &+ name.count { grown &*= 2 }
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            if let text {
                moved.moveInitialize(from: text, count: textCount)
                text.deallocate()
            }
            text = moved
            textCapacity = grown
        }
        guard let text, let table = self.entries else { return nil }
        name.withUnsafeBufferPointer { bytes in
            if let start = bytes.baseAddress { (text + textCount).initialize(from: start, count: bytes.count) }
        }
        table[index] = Entry(offset: Int32(truncatingIfNeeded: textCount), count: Int32(truncatingIfNeeded: name.count))
        textCount &+= name.count
        return UnsafeBufferPointer(start: text + (textCount &- name.count), count: name.count)
    }
}
