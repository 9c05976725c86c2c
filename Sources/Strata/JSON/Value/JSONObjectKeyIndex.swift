/// The index of a large ``JSONObject``'s keys: each key's position, found in constant time.
///
/// Most objects' keys are ASCII, and for them the index is a table of positions addressed
/// by a hash of the key's bytes, seeded once per process, with linear probing. Building
/// a `[String: Int]` instead hashed every key with the standard library's `Hasher` and
/// copied it into the dictionary's storage: about 40% of making a `JSONValue` of
/// twitter.json, which indexes every object of more than ``JSONObject/indexThreshold``
/// members as it is read.
///
/// Swift compares strings by canonical equivalence, so two strings of different bytes
/// can be equal: the Kelvin sign `"\u{212A}"` equals `"K"`. Bytes of ASCII text are
/// their own canonical form, so where every key is ASCII, a query that is ASCII too is
/// found by its bytes; a query that is not is compared with every key, as a small object
/// does, for it may equal an ASCII key. An object with a key that is not ASCII keeps a
/// dictionary, whose hashing follows canonical equivalence. So does an object whose keys
/// crowd the table (a probe run over ``longestRun``, keys made to collide): the seed keeps
/// that rare, and the dictionary bounds what it can cost.
///
/// A class, so that an object stays three words, as is a `JSONValue` that holds one: a
/// second case in the object itself made every `JSONValue` a word larger, and canada.json's
/// numbers 1% slower to read. Objects that share an index change it only through a
/// reference known to be unique (see `JSONObject.updateValue`), and make another otherwise.
final class JSONObjectKeyIndex: @unchecked Sendable {
    // `@unchecked`: `storage` changes only in `append(lastOf:)`, which its object calls
    // when it holds the only reference.
    private enum Storage: Sendable {
        /// Slot `i` holds a key's position plus one, or 0 when empty. The count of slots
        /// is a power of two, at least twice the keys'.
        case table([Int32])
        case dictionary([String: Int])
    }

    private var storage: Storage

    /// The longest run of occupied slots a key may probe before the index becomes a
    /// dictionary.
    static let longestRun = 32

    /// The index of `keys`, which are distinct.
    init(_ keys: [String]) {
        storage = Self.storage(of: keys)
    }

    /// The position of `key` among `keys`, the keys this index was made for.
    func position(of key: String, in keys: [String]) -> Int? {
        switch storage {
        case .dictionary(let positions):
            return positions[key]
        case .table(let slots):
            guard let hash = Self.asciiHash(of: key, seed: Self.seed) else { return keys.firstIndex(of: key) }
            let mask = slots.count &- 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return nil }
                if keys[entry &- 1] == key { return entry &- 1 }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// Records that `keys.last`, a key new to the object, was appended. Only through the
    /// only reference to this index.
    func append(lastOf keys: [String]) {
        switch storage {
        case .dictionary(var positions):
            storage = .table([])
            positions[keys[keys.count &- 1]] = keys.count &- 1
            storage = .dictionary(positions)
        case .table(var slots):
            storage = .table([])
            if keys.count &* 2 <= slots.count, let hash = Self.asciiHash(of: keys[keys.count &- 1], seed: Self.seed),
                Self.insert(position: keys.count &- 1, hash: hash, into: &slots)
            {
                storage = .table(slots)
            } else {
                storage = Self.storage(of: keys)
            }
        }
    }

    // MARK: Building

    /// A table of `keys`, or a dictionary when one is not ASCII or they crowd the table.
    private static func storage(of keys: [String]) -> Storage {
        table(of: keys) ?? .dictionary(dictionary(of: keys))
    }

    /// A table of `keys`, or nil when one is not ASCII or they crowd it.
    private static func table(of keys: [String]) -> Storage? {
        guard keys.count < Int(Int32.max) else { return nil }
        var capacity = 16
        while capacity < keys.count &* 2 { capacity &<<= 1 }
        var slots = [Int32](repeating: 0, count: capacity)
        let seed = self.seed
        for position in keys.indices {
            guard let hash = asciiHash(of: keys[position], seed: seed), insert(position: position, hash: hash, into: &slots) else { return nil }
        }
        return .table(slots)
    }

    private static func dictionary(of keys: [String]) -> [String: Int] {
        var positions = [String: Int](minimumCapacity: keys.count)
        for (position, key) in keys.enumerated() {
            positions[key] = position
        }
        return positions
    }

    /// Puts `position` in the first empty slot from `hash`'s; false when the run of
    /// occupied slots before it is longer than ``longestRun``.
    private static func insert(position: Int, hash: UInt64, into slots: inout [Int32]) -> Bool {
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var run = 0
        while slots[slot] != 0 {
            run &+= 1
            guard run <= longestRun else { return false }
            slot = (slot &+ 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: position &+ 1)
        return true
    }

    // MARK: Hashing

    /// The process's seed: unpredictable, so that keys cannot be chosen ahead to collide.
    private static let seed = UInt64.random(in: 1...UInt64.max)

    /// A hash of `key`'s bytes (FNV-1a from the process's seed, its bits mixed at the
    /// end), or nil when `key` is not ASCII.
    ///
    /// Hot path: every key of a large object is hashed as the object is read.
    @inline(__always)
    private static func asciiHash(of key: String, seed: UInt64) -> UInt64? {
        // In place where the string's bytes are contiguous (native strings, small ones
        // included); byte by byte otherwise (a bridged string on Apple platforms).
        if let hash = key.utf8.withContiguousStorageIfAvailable({ asciiHash(of: $0, seed: seed) }) { return hash }
        return asciiHash(of: key.utf8, seed: seed)
    }

    @inline(__always)
    private static func asciiHash<Bytes: Sequence<UInt8>>(of bytes: Bytes, seed: UInt64) -> UInt64? {
        var hash = seed
        var seen: UInt8 = 0
        for byte in bytes {
            seen |= byte
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        guard seen < 0x80 else { return nil }
        // The low bits address the table: fold the high ones, which the last
        // multiplications mixed most, into them.
        return hash ^ (hash >> 29) ^ (hash >> 47)
    }
}
