#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The operands of the object keywords of one schema, which run in one pass over an
/// object's members.
struct ObjectKeywords: Sendable {
    /// Every property name the keywords mention, for lookups by the member's UTF-8 key.
    var names = KeyTable()
    /// One entry per name in `names`, in the same order.
    var entries: [Entry] = []
    /// `required`: entries, in the keyword's order.
    var required: [Int32] = []
    /// `patternProperties`: (index into `patterns`, subschema).
    var patterns: [(pattern: Int32, schema: Int32)] = []
    /// `additionalProperties`, or -1.
    var additional: Int32 = -1
    /// `propertyNames`, or -1.
    var propertyNames: Int32 = -1
    /// Whether any entry has a `dependentRequired` or `dependentSchemas` part.
    var hasDependencies = false
    /// Draft-07 spells `dependentRequired` and `dependentSchemas` as `dependencies`.
    var dependenciesKeyword: (required: String, schemas: String) = ("dependentRequired", "dependentSchemas")

    struct Entry: Sendable {
        var name: String
        /// `properties`' subschema for the name, or -1.
        var property: Int32 = -1
        /// `dependentRequired`: entries that must be present when this one is.
        var dependentRequired: [Int32] = []
        /// `dependentSchemas`' subschema, or -1.
        var dependentSchema: Int32 = -1
    }

    /// Whether the pass must note which entries an object has.
    var tracksPresence: Bool {
        !required.isEmpty || hasDependencies
    }

    /// The entry for `name`, adding it if needed.
    mutating func entry(_ name: String) -> Int32 {
        var utf8 = name
        if let found = utf8.withUTF8({ names.find($0) }) { return found }
        let index = Int32(entries.count)
        entries.append(Entry(name: name))
        names.insert(name, value: index)
        return index
    }
}

/// The operands of the array keywords that apply subschemas by position.
struct ArrayKeywords: Sendable {
    /// `prefixItems` (2020-12) or the array form of `items` (draft-07).
    var prefix: [Int32] = []
    /// `items` (2020-12), draft-07's `additionalItems` after an array `items`, or its
    /// `items` schema: the schema of every element past the prefix; -1 for none.
    var rest: Int32 = -1
    var prefixKeyword = "prefixItems"
    var restKeyword = "items"
}

/// A compiled `pattern` or `patternProperties` key, with its source for messages, and its
/// fast paths in memory it owns: a literal compared as bytes, or the deterministic
/// automaton for ASCII input (see ``RegexDFA``); other input runs the Thompson program.
final class SchemaPattern: @unchecked Sendable {
    let source: String
    let program: RegexProgram
    private let literal: UnsafeMutableBufferPointer<UInt8>?
    private let literalAtStart: Bool
    private let literalAtEnd: Bool
    private let classes: UnsafeMutableBufferPointer<UInt8>?
    private let classCount: Int
    private let transitions: UnsafeMutableBufferPointer<Int32>
    /// Per state: bit 0 matches now, bit 1 matches at the end.
    private let acceptance: UnsafeMutableBufferPointer<UInt8>

    init(source: String, program: RegexProgram) {
        self.source = source
        self.program = program
        literal = program.literal.map { .allocateCopy(of: $0.utf8) }
        literalAtStart = program.literal?.atStart ?? false
        literalAtEnd = program.literal?.atEnd ?? false
        if let automaton = program.automaton {
            classes = .allocateCopy(of: automaton.classes)
            classCount = automaton.classCount
            transitions = .allocateCopy(of: automaton.transitions)
            acceptance = .allocateCopy(of: zip(automaton.matchesNow, automaton.matchesAtEnd).map { ($0 ? 1 : 0) | ($1 ? 2 : 0) })
        } else {
            classes = nil
            classCount = 0
            transitions = .allocateCopy(of: [])
            acceptance = .allocateCopy(of: [])
        }
    }

    deinit {
        literal?.deallocate()
        classes?.deallocate()
        transitions.deallocate()
        acceptance.deallocate()
    }

    /// Whether the pattern matches somewhere in `utf8`.
    @inline(__always)
    func matches(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        if let literal { return matchesLiteral(literal, utf8) }
        if let classes {
            var state = 0
            if acceptance[0] & 1 != 0 { return true }
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                guard byte < 0x80 else { return program.matches(utf8) }
                let next = transitions[state &* classCount &+ Int(classes[Int(byte)])]
                if next < 0 { return false }
                state = Int(next)
                if acceptance[state] & 1 != 0 { return true }
                index &+= 1
            }
            return acceptance[state] & 2 != 0
        }
        return program.matches(utf8)
    }

    @inline(__always)
    private func matchesLiteral(_ literal: UnsafeMutableBufferPointer<UInt8>, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = literal.count
        guard count <= utf8.count, let needle = literal.baseAddress, let haystack = utf8.baseAddress else { return count == 0 }
        if literalAtStart {
            return (!literalAtEnd || count == utf8.count) && memcmp(haystack, needle, count) == 0
        }
        if literalAtEnd { return memcmp(haystack + (utf8.count &- count), needle, count) == 0 }
        guard count > 0 else { return true }
        var start = 0
        let last = utf8.count &- count
        let first = needle[0]
        while start <= last {
            if haystack[start] == first && memcmp(haystack + start, needle, count) == 0 { return true }
            start &+= 1
        }
        return false
    }
}

/// The names a table knows, found by their UTF-8 bytes: open addressing on a hash of
/// the bytes, then one comparison.
struct KeyTable: Sendable {
    private var slots: [Int32] = []
    private var keys: [[UInt8]] = []
    private var values: [Int32] = []

    var count: Int { keys.count }

    mutating func insert(_ key: String, value: Int32) {
        keys.append(Array(key.utf8))
        values.append(value)
        if keys.count * 2 > slots.count { rebuild(capacity: max(8, slots.count * 2)) } else { place(keys.count - 1) }
    }

    private mutating func rebuild(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
        for index in keys.indices { place(index) }
    }

    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = keys[index].withUnsafeBufferPointer { Int(truncatingIfNeeded: Self.hash($0)) } & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
    }

    /// The value for `key`, if the table has it.
    @inline(__always)
    func find(_ key: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
        return slots.withUnsafeBufferPointer { slots in
            keys.withUnsafeBufferPointer { keys in
                while true {
                    let index = Int(slots[slot])
                    if index < 0 { return nil }
                    if keys[index].count == key.count && Self.equal(keys[index], key) { return values[index] }
                    slot = (slot &+ 1) & mask
                }
            }
        }
    }

    @inline(__always)
    private static func equal(_ stored: [UInt8], _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.withUnsafeBufferPointer { stored in
            guard let a = stored.baseAddress, let b = key.baseAddress else { return true }
            return memcmp(a, b, key.count) == 0
        }
    }

    /// FNV-1a over the bytes, with the length mixed in.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: bytes.count)
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash ^ (hash >> 29)
    }
}
