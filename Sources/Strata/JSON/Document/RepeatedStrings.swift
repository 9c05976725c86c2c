import Foundation

/// Strings a decode has already made, found again by their bytes in the input, so that
/// text the document repeats becomes one shared `String`.
///
/// Hot path. Server JSON repeats long values (a user's profile URLs in every tweet of
/// theirs, a retweet's text beside the original's). A `String` over 15 bytes has its
/// own allocation, a copy and the standard library's UTF-8 check; one found here costs
/// a hash of three words, a comparison of its bytes and a retain. The table is
/// direct-mapped (a new string replaces the one in its slot) and sized from the
/// document, so its cost is bounded. Where few strings repeat, it turns itself off
/// after a sample, and strings are made as before; small documents never use it
/// (``minimumDocumentLength``).
///
/// Sharing is invisible to callers: `String` is a value, and the shared storage is
/// copied before any change.
struct RepeatedStrings {
    private struct Slot {
        var offset: UInt32
        var length: UInt32
        var string: String
    }

    /// Lookups made before deciding whether the table pays for itself.
    static let sampleSize = 256
    /// Below one hit in this many lookups (over the sample), the table is dropped. A
    /// lookup costs about 100 instructions (hash, slot, the retain of a string stored) and
    /// a hit saves about 300 (an allocation, a copy, a release), so the table pays from
    /// about one hit in four. At one in eight, github_events.json (13% of its long
    /// strings repeat) kept it, and decoded with 0.9% more instructions and 2% more time.
    static let minimumHitRatio = 4

    private var slots: UnsafeMutablePointer<Slot>?
    private var mask = 0
    private var lookups = 0
    private var hits = 0
    /// Set once the sample shows too few repeats; the table is freed then.
    private var isDisabled = false

    init(documentLength: Int) {
        // One slot per 512 bytes of input, up to 2,048.
        var capacity = 16
        while capacity < 2048 && capacity &* 512 < documentLength { capacity &*= 2 }
        mask = capacity &- 1
        isDisabled = documentLength < Self.minimumDocumentLength
    }

    /// Documents shorter than this make every string afresh. Their few long strings rarely
    /// repeat, and the table's set-up, lookups and release cost more than the copies they
    /// save: with it, a 350-byte object decoded with 5% more instructions, a 1.4 KB event
    /// with 1.4% more and three events (8 KB) with 1.7% more; twitter.json (630 KB) with
    /// 3.3% fewer.
    static let minimumDocumentLength = 16 * 1024

    /// The string whose raw text is `raw`, shared with an earlier one of the same bytes
    /// when the table has it. `make` builds the string when it is not found.
    ///
    /// `raw` must lie in the document that `base` starts (offsets are taken from it).
    @_transparent
    mutating func string(_ raw: UnsafeBufferPointer<UInt8>, in base: UnsafePointer<UInt8>, make: () -> String) -> String {
        guard !isDisabled, raw.count > StringUnescaping.smallStringCapacity, let start = raw.baseAddress else {
            return make()
        }
        return lookUp(raw.count, at: start, in: base, make: make)
    }

    /// Out of line, so that the path of documents without the table stays small where
    /// ``string(_:in:make:)`` is inlined.
    @inline(never)
    private mutating func lookUp(
        _ length: Int, at start: UnsafePointer<UInt8>, in base: UnsafePointer<UInt8>, make: () -> String
    ) -> String {
        let slots = self.slots ?? allocateSlots()
        let slot = slots + (Self.hash(start, length) & mask)
        lookups &+= 1
        let string: String
        if slot.pointee.length == UInt32(truncatingIfNeeded: length)
            && memcmp(base + Int(slot.pointee.offset), start, length) == 0
        {
            hits &+= 1
            string = slot.pointee.string
        } else {
            string = make()
            let filled = Slot(offset: UInt32(truncatingIfNeeded: start - base), length: UInt32(truncatingIfNeeded: length), string: string)
            if slot.pointee.length == 0 {
                slot.initialize(to: filled)
            } else {
                slot.pointee = filled
            }
        }
        // Decided whether the sample's last lookup hit or missed.
        if lookups == Self.sampleSize && hits &* Self.minimumHitRatio < lookups {
            release()
            isDisabled = true
        }
        return string
    }

    /// Length and the first, middle and last words (the text is over 15 bytes, so all
    /// three lie in it): enough to tell apart URLs that share a prefix and a suffix.
    @_transparent
    private static func hash(_ start: UnsafePointer<UInt8>, _ length: Int) -> Int {
        let raw = UnsafeRawPointer(start)
        let first = raw.loadUnaligned(as: UInt64.self)
        let middle = raw.loadUnaligned(fromByteOffset: (length &- 8) >> 1, as: UInt64.self)
        let last = raw.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
        var mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ middle
        mixed = (mixed &* 0xC2B2_AE3D_27D4_EB4F) ^ last
        mixed = (mixed &* 0x1656_67B1_9E37_79F9) ^ UInt64(truncatingIfNeeded: length)
        return Int(truncatingIfNeeded: mixed >> 32)
    }

    /// A table of empty slots: zeroed memory, in which a slot is initialized only when a
    /// string is first stored in it. Length 0 marks an empty slot, and never matches, since
    /// only texts over 15 bytes are looked up.
    ///
    /// Hot path for small documents: a decode of a few hundred bytes stores a handful of
    /// strings, and initializing every slot, then destroying each again, cost more than
    /// the lookups (about 1,100 instructions a call for 64 slots).
    private mutating func allocateSlots() -> UnsafeMutablePointer<Slot> {
        let count = mask &+ 1
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: count)
        UnsafeMutableRawPointer(slots).initializeMemory(as: UInt8.self, repeating: 0, count: count &* MemoryLayout<Slot>.stride)
        self.slots = slots
        return slots
    }

    /// Frees the table: the strings of the slots that hold one, then the memory. Called
    /// when the decode ends (the decoder's `deinit`).
    mutating func release() {
        guard let slots else { return }
        var slot = slots
        let end = slots + (mask &+ 1)
        while slot < end {
            if slot.pointee.length != 0 { slot.deinitialize(count: 1) }
            slot += 1
        }
        slots.deallocate()
        self.slots = nil
    }
}
