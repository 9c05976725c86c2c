#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The tables a compiled schema's operations read while validating, each an immutable
/// object whose arrays are plain memory it owns: running a schema copies no struct and
/// retains no array per keyword (a `struct` of arrays read out of an array is copied, and
/// each of its arrays retained and released, on every use).
///
/// Each is made once, when the schema is compiled, from the builder the compiler filled
/// (``ObjectKeywords``, ``ArrayKeywords``), and never changes after: that is why they are
/// `Sendable` though they hold pointers.
final class ObjectTable: @unchecked Sendable {
    struct Entry {
        var property: Int32
        var dependentSchema: Int32
        var dependentStart: Int32
        var dependentCount: Int32
    }

    let names: FlatKeyTable
    let entries: UnsafeMutableBufferPointer<Entry>
    /// Each entry's name, for messages.
    let entryNames: [String]
    let dependents: UnsafeMutableBufferPointer<Int32>
    let required: UnsafeMutableBufferPointer<Int32>
    let patterns: UnsafeMutableBufferPointer<(pattern: Int32, schema: Int32)>
    let additional: Int32
    let propertyNames: Int32
    let hasDependencies: Bool
    let tracksPresence: Bool
    let dependenciesKeyword: (required: String, schemas: String)
    /// When the keywords are a few `properties` and nothing that needs every member
    /// (`patternProperties`, `additionalProperties`, `propertyNames`, `required`…): each
    /// property's UTF-8 name and schema, looked up in the object rather than the object's
    /// members looked up in the table.
    let lookups: [(name: UnsafeMutableBufferPointer<UInt8>, schema: Int32, entry: Int32)]?

    /// The most `properties` looked up one by one.
    static let maximumLookups = 4

    init(_ keywords: ObjectKeywords) {
        names = FlatKeyTable(keywords.entries.map(\.name))
        var pool: [Int32] = []
        let made = keywords.entries.map { entry -> Entry in
            let start = Int32(pool.count)
            pool.append(contentsOf: entry.dependentRequired)
            return Entry(
                property: entry.property, dependentSchema: entry.dependentSchema, dependentStart: start,
                dependentCount: Int32(entry.dependentRequired.count))
        }
        entries = .allocateCopy(of: made)
        entryNames = keywords.entries.map(\.name)
        dependents = .allocateCopy(of: pool)
        required = .allocateCopy(of: keywords.required)
        patterns = .allocateCopy(of: keywords.patterns)
        additional = keywords.additional
        propertyNames = keywords.propertyNames
        hasDependencies = keywords.hasDependencies
        tracksPresence = keywords.tracksPresence
        dependenciesKeyword = keywords.dependenciesKeyword
        let onlyProperties =
            keywords.patterns.isEmpty && keywords.additional < 0 && keywords.propertyNames < 0 && !keywords.tracksPresence
            && keywords.entries.count <= Self.maximumLookups && keywords.entries.allSatisfy { $0.property >= 0 }
        lookups =
            onlyProperties
            ? keywords.entries.enumerated().map { index, entry in (.allocateCopy(of: Array(entry.name.utf8)), entry.property, Int32(index)) }
            : nil
    }

    deinit {
        for lookup in lookups ?? [] { lookup.name.deallocate() }
        entries.deallocate()
        dependents.deallocate()
        required.deallocate()
        patterns.deallocate()
    }
}

/// The array keywords that apply subschemas by position.
final class ArrayTable: @unchecked Sendable {
    let prefix: UnsafeMutableBufferPointer<Int32>
    let rest: Int32
    let prefixKeyword: String
    let restKeyword: String

    init(_ keywords: ArrayKeywords) {
        prefix = .allocateCopy(of: keywords.prefix)
        rest = keywords.rest
        prefixKeyword = keywords.prefixKeyword
        restKeyword = keywords.restKeyword
    }

    deinit { prefix.deallocate() }
}

/// Names found by their UTF-8 bytes: open addressing on a hash of a key's length and its
/// first and last eight bytes, then one comparison of the bytes. Keys live in one block.
final class FlatKeyTable: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Int32>
    private let mask: Int
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let offsets: UnsafeMutableBufferPointer<Int32>
    private let lengths: UnsafeMutableBufferPointer<Int32>

    /// A table of `keys`, each found as its position (the first, when a key repeats).
    init(_ keys: [String]) {
        var blob: [UInt8] = []
        var offsets: [Int32] = []
        var lengths: [Int32] = []
        for key in keys {
            offsets.append(Int32(blob.count))
            lengths.append(Int32(key.utf8.count))
            blob.append(contentsOf: key.utf8)
        }
        self.bytes = .allocateCopy(of: blob)
        self.offsets = .allocateCopy(of: offsets)
        self.lengths = .allocateCopy(of: lengths)
        var capacity = 8
        while capacity < keys.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: -1)
        for index in keys.indices {
            let key = UnsafeBufferPointer(rebasing: self.bytes[Int(offsets[index])..<Int(offsets[index] + lengths[index])])
            if find(key) != nil { continue }
            var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
            while slots[slot] >= 0 { slot = (slot &+ 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    deinit {
        slots.deallocate()
        bytes.deallocate()
        offsets.deallocate()
        lengths.deallocate()
    }

    /// The position of `key`, if the table has it.
    @inline(__always)
    func find(_ key: UnsafeBufferPointer<UInt8>) -> Int32? {
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if Int(lengths[index]) == key.count,
                let stored = bytes.baseAddress,
                InstanceEquality.bytesEqual(UnsafeBufferPointer(start: stored + Int(offsets[index]), count: key.count), key)
            {
                return Int32(index)
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// The length, and the first and last eight bytes (or all bytes of a shorter key), mixed.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = key.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = key.baseAddress else { return hash }
        if count >= 8 {
            let raw = UnsafeRawPointer(base)
            hash ^= raw.loadUnaligned(as: UInt64.self)
            hash = (hash ^ (hash >> 31)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            let raw = UnsafeRawPointer(base)
            hash ^= UInt64(raw.loadUnaligned(as: UInt32.self)) << 32 | UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
        } else if count > 0 {
            hash ^= UInt64(base[0]) << 16 | UInt64(base[count >> 1]) << 8 | UInt64(base[count &- 1])
        }
        hash = (hash ^ (hash >> 29)) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 32)
    }
}

extension UnsafeMutableBufferPointer {
    /// New memory holding a copy of `elements` (at least one element's room, so that the
    /// base address is never nil).
    static func allocateCopy(of elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: Swift.max(elements.count, 1))
        _ = buffer.initialize(from: elements)
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<elements.count])
    }
}
