#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The keys of the objects one write meets more than once, escaped and quoted once.
///
/// A tree read from JSON shares one key list among the objects with the same keys (see
/// `ObjectShapes`): citm_catalog.json's 25,869 keys come in 14 orders of keys, and
/// escaping each key again, a few bytes at a time, was 30% of writing it. The writer
/// looks up each object's key list here by the address of its elements; the second time
/// a list comes, its keys are written once into ``text`` with the separator after each,
/// and from then on a key is a copy of its bytes.
///
/// A list is told by the address of its elements: the tree being written keeps every
/// list alive and unchanged while the write lasts, so no two lists it holds share an
/// address. Slots are 64 sets of 4, the set chosen by the address's bits, so that the
/// few lists a document uses for most of its objects do not take one another's place
/// (addresses differ from run to run and build to build: with one slot a set, writing
/// twitter.json took 4.5 million instructions in one build and 5.6 million in another,
/// where two busy lists shared a slot and were escaped again and again); a list that
/// loses its slot is escaped again if it comes back.
///
/// Hot path: the lookup is a few instructions per object, and nothing is allocated for a
/// write of fewer than ``objectsBeforeUse`` objects: a small document pays a count per
/// object and a test per key.
struct EscapedKeyLists: ~Copyable {
    /// A key list seen in this write.
    private struct Slot {
        /// The address of the list's elements; 0 for an empty slot.
        var address: UInt = 0
        /// The position in ``spans`` of the list's first key; -1 while the list has been
        /// seen only once.
        var firstSpan = -1
    }

    /// Objects opened before the lists are looked up at all.
    static let objectsBeforeUse = 32
    /// Slots are sets of `ways`, a list's set chosen by its address.
    private static let setCount = 64
    private static let ways = 4
    private static let slotCount = setCount * ways

    private let escapeSlashes: Bool
    private let separator: StaticString
    private var objectsSeen = 0
    private var slots: UnsafeMutablePointer<Slot>?
    /// Where each escaped key's bytes are in ``text``: its offset and its length, two
    /// words a key, `malloc`ed, grown with `realloc` (read for every key: not an array,
    /// whose buffer the read would retain).
    private var spans: UnsafeMutablePointer<Int>?
    private var spanCount = 0
    private var spanCapacity = 0
    /// The escaped keys, each quoted and followed by the separator, with 8 bytes to spare
    /// after the last: `malloc`ed, grown with `realloc`.
    private var text: UnsafeMutablePointer<UInt8>?
    private var textCount = 0
    private var textCapacity = 0

    init(escapeSlashes: Bool, pretty: Bool) {
        self.escapeSlashes = escapeSlashes
        separator = pretty ? " : " : ":"
    }

    deinit {
        slots?.deallocate()
        free(spans)
        free(text)
    }

    /// The position in the spans of the first escaped key of `keys`, or -1 if its keys
    /// are to be written as they are (the list is new to this write).
    @inline(__always)
    mutating func firstSpan(of keys: UnsafeBufferPointer<String>) -> Int {
        guard let slots else {
            objectsSeen &+= 1
            if objectsSeen == Self.objectsBeforeUse {
                slots = .allocate(capacity: Self.slotCount)
                slots?.initialize(repeating: Slot(), count: Self.slotCount)
            }
            return -1
        }
        let address = UInt(bitPattern: keys.baseAddress)
        let set = slots + Int(truncatingIfNeeded: (address &>> 4 ^ address &>> 12) & UInt(Self.setCount &- 1)) &* Self.ways
        var way = 0
        while way < Self.ways && set[way].address != address { way &+= 1 }
        guard way < Self.ways else {
            set[Self.wayToReplace(in: set)] = Slot(address: address)
            return -1
        }
        let slot = set + way
        if slot.pointee.firstSpan >= 0 { return slot.pointee.firstSpan }
        guard let first = escape(keys) else { return -1 }
        slot.pointee.firstSpan = first
        return first
    }

    /// The way of `set` a newly seen list takes: an empty one, else one whose list was
    /// seen only once, else the one escaped first (so that the lists in use, which a
    /// document has few of, keep their slots against the lists that come once).
    private static func wayToReplace(in set: UnsafeMutablePointer<Slot>) -> Int {
        var oldestEscaped = 0
        for way in 0..<ways {
            if set[way].firstSpan < 0 { return way }
            if set[way].firstSpan < set[oldestEscaped].firstSpan { oldestEscaped = way }
        }
        return oldestEscaped
    }

    /// Writes the escaped key at `span` of the spans, and its separator.
    ///
    /// Hot path: copied a word at a time (``text`` has 8 bytes to spare after its last
    /// key).
    @_transparent
    func write(span: Int, to output: inout JSONOutputBuffer) {
        if let text, let spans { output.append(wordsFrom: text + spans[span &<< 1], count: spans[span &<< 1 | 1]) }
    }

    /// Writes each of `keys` escaped into ``text``; returns the position of the first
    /// one's span, or nil if the system refuses the memory.
    private mutating func escape(_ keys: UnsafeBufferPointer<String>) -> Int? {
        var escaped = JSONOutputBuffer(capacity: 256)
        let neededSpans = (spanCount &+ keys.count) &* 2
        if neededSpans > spanCapacity {
            let capacity = max(neededSpans, spanCapacity &* 2, 64)
            guard let grown = realloc(spans, capacity &* MemoryLayout<Int>.stride) else { return nil }
            spans = grown.bindMemory(to: Int.self, capacity: capacity)
            spanCapacity = capacity
        }
        guard let spans else { return nil }
        let first = spanCount
        for key in keys {
            let start = escaped.count
            escaped.appendQuoted(key, escapeSlashes: escapeSlashes)
            escaped.append(ascii: separator)
            spans[spanCount &<< 1] = textCount &+ start
            spans[spanCount &<< 1 | 1] = escaped.count &- start
            spanCount &+= 1
        }
        let neededText = textCount &+ escaped.count &+ 8
        if neededText > textCapacity {
            let capacity = max(neededText, textCapacity &* 2, 1024)
            guard let grown = realloc(text, capacity) else {
                spanCount = first
                return nil
            }
            text = grown.bindMemory(to: UInt8.self, capacity: capacity)
            textCapacity = capacity
        }
        guard let text else { return nil }
        (text + textCount).update(from: escaped.base, count: escaped.count)
        textCount &+= escaped.count
        return first
    }
}
