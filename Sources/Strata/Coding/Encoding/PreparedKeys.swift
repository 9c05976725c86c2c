/// The text an encoder writes for the object keys it has met: each key quoted, escaped
/// and (under the key strategy) converted, with the separator after it, its hash and
/// whether it is ASCII, prepared once and then copied.
///
/// Hot path: every member a keyed container writes. Writing a key afresh escapes and
/// quotes it, hashes it for the repeated-key check and scans it for a dotted path, about
/// 250 instructions a key; a model's keys repeat for every value of the model (twitter.json
/// writes 17,000 keys from a few dozen), so preparing them once saves most of that.
///
/// A key is found by the coding key's `stringValue` *as a value*: the 16 bytes of the
/// `String` (its ``identity(of:)``), hashed into an open-addressing table. Two live
/// strings with the same 16 bytes have the same contents: a small string holds its UTF-8
/// there, a large one the address of its storage, and each entry keeps the string it was
/// found by, so that storage lives (and no other string can take its address) while the
/// entry does. A key type whose `stringValue` returns one literal per case, as the
/// synthesized `CodingKeys` do, finds its entry every time; one that makes a new string on
/// every call misses, is prepared again, and stops being added once the table is full. So
/// what is written is always exactly what the key's `stringValue` says now, for any
/// `CodingKey` type.
///
/// What a key's text depends on besides its string is fixed for the encoder's options:
/// slash escaping, pretty printing (the separator), whether dotted keys are paths, and
/// the strategy, for which only
/// `.useDefaultKeys` and `.convertToSnakeCase` are prepared (a `.custom` closure sees the
/// coding path). Keys the encoder does not prepare take the general path: a model's keys
/// under a converting strategy (a model's explicit mapping depends on the key's case, not
/// its string), keys that may be dotted paths, and keys longer than
/// ``maximumKeyLength`` bytes.
///
/// One table belongs to one encode at a time; a `StrataJSONEncoder` hands it from one
/// call to the next through a ``PreparedKeysMemo``, so a model's keys are prepared once
/// per encoder, not once per call (an API response of a kilobyte writes each key once).
final class PreparedKeyTable {
    /// What a key's text depends on besides its string.
    struct Format: Equatable {
        var escapesSlashes: Bool
        var pretty: Bool
        var convertsToSnakeCase: Bool
        /// Whether dotted keys are paths (``DottedKeyStrategy/keyPath``): a table made
        /// under ``DottedKeyStrategy/literal`` holds `"meta.count"` as a literal key, which
        /// a table for paths must never write.
        var followsKeyPaths: Bool
    }

    /// The options the table's keys were prepared under.
    let format: Format

    struct Entry {
        /// The looked-up string's 16 bytes; `(0, 0)`, which no string has, marks an empty slot.
        var identity: (UInt64, UInt64)
        /// The coding key's string, kept so that `identity` stays its own (see above).
        var source: String
        /// The key as written (converted under the strategy), for the repeated-key check
        /// of objects with non-ASCII keys and for sorting.
        var name: String
        /// Where the quoted key and separator are in `text`.
        var offset: Int
        /// The quoted, escaped key's length.
        var quotedLength: Int
        /// With the separator.
        var length: Int
        var hash: UInt64
        var isASCII: Bool
    }

    /// Keys longer than this (in UTF-8 bytes) are written afresh each time, so that the
    /// table's text stays small whatever keys a type makes.
    static let maximumKeyLength = 128
    /// At most this many keys are kept (the table then has twice as many slots).
    static let maximumCount = 2048
    /// Whether the table can be used: `identity(of:)` reads a string's bytes as two words.
    static let isSupported = MemoryLayout<String>.size == 16

    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Entry>?
    @exclusivity(unchecked) private var mask = 0
    @exclusivity(unchecked) private(set) var count = 0
    /// The prepared keys' bytes, one after another, with 8 zero bytes of room after the
    /// last so that a key is copied a word at a time.
    @exclusivity(unchecked) private var text = JSONOutputBuffer(capacity: 256)

    init(format: Format) {
        self.format = format
    }

    deinit {
        if let slots {
            for index in 0...mask where !Self.isEmpty(slots[index].identity) {
                (slots + index).deinitialize(count: 1)
            }
            slots.deallocate()
        }
    }

    /// A string's representation: the two words of a 64-bit `String`.
    @inline(__always)
    static func identity(of string: String) -> (UInt64, UInt64) {
        unsafeBitCast(string, to: (UInt64, UInt64).self)
    }

    @inline(__always)
    private static func isEmpty(_ identity: (UInt64, UInt64)) -> Bool {
        identity.0 == 0 && identity.1 == 0
    }

    @inline(__always)
    private func firstSlot(of identity: (UInt64, UInt64)) -> Int {
        let mixed = (identity.0 ^ (identity.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: mixed &>> 40) & mask
    }

    /// The prepared key for `string`, if it has one.
    @inline(__always)
    func entry(for string: String) -> UnsafeMutablePointer<Entry>? {
        guard let slots else { return nil }
        let identity = Self.identity(of: string)
        var index = firstSlot(of: identity)
        while true {
            let entry = slots + index
            let found = entry.pointee.identity
            // Compared word by word: `==` on tuples is a generic call in an unoptimized
            // build (an app's debug build), about 300 instructions a key.
            if found.0 == identity.0 && found.1 == identity.1 { return entry }
            if Self.isEmpty(found) { return nil }
            index = (index &+ 1) & mask
        }
    }

    /// Prepares the key found by `source` and written as `name`, and returns its entry;
    /// nil if the key is too long or the table is full.
    func prepare(source: String, name: String) -> UnsafeMutablePointer<Entry>? {
        guard count < Self.maximumCount, name.utf8.count <= Self.maximumKeyLength else { return nil }
        if slots == nil || (count &+ 1) &* 2 > mask &+ 1 {
            grow()
        }
        let offset = text.count
        var copy = name
        let hashed = copy.withUTF8 { utf8 in
            text.appendQuoted(utf8: utf8, escapeSlashes: format.escapesSlashes)
            return JSONByteEncoder.keyHash(utf8)
        }
        let quotedLength = text.count &- offset
        if format.pretty { text.append(ascii: " : ") } else { text.append(UInt8(ascii: ":")) }
        let length = text.count &- offset
        text.reserve(8)
        UnsafeMutableRawPointer(text.base + text.count).storeBytes(of: 0, as: UInt64.self)
        let identity = Self.identity(of: source)
        var index = firstSlot(of: identity)
        while !Self.isEmpty(slots![index].identity) {
            index = (index &+ 1) & mask
        }
        (slots! + index).initialize(
            to: Entry(
                identity: identity, source: source, name: name, offset: offset, quotedLength: quotedLength, length: length, hash: hashed.hash,
                isASCII: hashed.isASCII))
        count &+= 1
        return slots! + index
    }

    /// Copies `entry`'s quoted key and separator to the end of `output`.
    @inline(__always)
    func write(_ entry: UnsafeMutablePointer<Entry>, to output: inout JSONOutputBuffer) {
        output.append(wordsFrom: text.base + entry.pointee.offset, count: entry.pointee.length)
    }

    /// Doubles the slots (or makes the first 64) and places the entries again.
    private func grow() {
        let oldSlots = slots
        let oldCapacity = slots == nil ? 0 : mask &+ 1
        let capacity = max(64, oldCapacity &* 2)
        let newSlots = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
        for index in 0..<capacity {
            (newSlots + index).initialize(
                to: Entry(identity: (0, 0), source: "", name: "", offset: 0, quotedLength: 0, length: 0, hash: 0, isASCII: true))
        }
        slots = newSlots
        mask = capacity &- 1
        guard let oldSlots else { return }
        for index in 0..<oldCapacity {
            let moved = (oldSlots + index).move()
            guard !Self.isEmpty(moved.identity) else { continue }
            var target = firstSlot(of: moved.identity)
            while !Self.isEmpty(newSlots[target].identity) {
                target = (target &+ 1) & mask
            }
            newSlots[target] = moved
        }
        oldSlots.deallocate()
    }
}

/// An encoder's prepared keys, handed from one call to the next (see
/// ``PreparedKeyTable``).
///
/// A call takes the table (no other call can have it meanwhile) and hands it back when it
/// ends; calls on several threads at once each start their own, and the first to end
/// leaves its table for the next. A table prepared under other options (the encoder's
/// formatting or key strategy changed) is dropped.
final class PreparedKeysMemo: @unchecked Sendable {
    // `@unchecked`: the table is only touched under the lock, or by the one call that took it.
    private let kept = Locked<PreparedKeyTable?>(nil)

    /// The memo every `StrataJSONEncoder` uses: the table an encoder made afresh starts
    /// from (an encoder kept between calls, see ``CoderPool``, keeps its own).
    static let shared = PreparedKeysMemo()

    /// The table the last call left, if it was prepared in `format`, or a new one.
    func take(_ format: PreparedKeyTable.Format) -> PreparedKeyTable {
        let table = kept.withLock { table in
            defer { table = nil }
            return table
        }
        if let table, table.format == format { return table }
        return PreparedKeyTable(format: format)
    }

    /// Keeps `table` for the next call, unless another call left one first.
    func keep(_ table: PreparedKeyTable) {
        kept.withLock { slot in
            if slot == nil { slot = table }
        }
    }
}
