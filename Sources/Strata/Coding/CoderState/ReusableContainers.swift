/// Keyed containers a decode or an encode has handed out, kept per coding-key type so
/// that the next object with the same keys gets the same container again.
///
/// Hot path. Making a `KeyedDecodingContainer` or a `KeyedEncodingContainer` costs far
/// more than using one: the coder's container type is generic over the key type, so its
/// metadata, its conformance's witness table and the metadata of the standard library's
/// box around it are each looked up in the runtime's tables (about a thousand
/// instructions in all, measured), and the box is allocated and later freed. A document
/// of many objects of few shapes pays that for every object. Once the `init(from:)` or
/// `encode(to:)` that asked for a container has returned, nothing holds the container's
/// box but this table; the next request with the same key type points the box's
/// `Frame` at the new object and returns the box, which costs one metadata lookup (to
/// return a generic value).
///
/// Why a container in use never moves: a frame is moved only when the table's own
/// reference is the only one to its box (`isKnownUniquelyReferenced`). Any copy of the
/// container, in a caller's variable, a value that keeps it, or a nested value of the
/// same type while the outer one is still using its container, holds the box too, and
/// the request gets a new container instead (which then takes the entry). The frame is
/// reachable only through the box: the table's reference to it is unowned, and no other
/// code stores a container it took from here.
///
/// The box is taken out of the standard library's container value by reinterpreting the
/// value as one reference: its one stored property is the box, in the standard library's
/// source and as measured with Swift 6.3. That is not public API, so each front end
/// checks it by its behaviour once per process before the first use (`layoutIsKnown`,
/// ``isOneReference(_:)``); if the check fails, containers are made afresh every time, as
/// without this table.
///
/// The table makes a reference cycle (coder, table, box, frame, coder), which
/// ``release()`` breaks: the coder that owns a table releases it when its decode or
/// encode ends.
struct ReusableContainers<Frame: AnyObject>: @unchecked Sendable {
    // `@unchecked`: a table is used by one call at a time; between calls it is handed on
    // only inside a kept decoder or encoder (`KeptDecoderState`, `KeptEncoderState`), which
    // one call at a time takes with an atomic exchange.
    struct Entry {
        /// The standard library container's box. First: `lookUp` reads it as the word at
        /// the entry's address (see `unretainedBox(of:)`).
        var box: AnyObject?
        var keyType: ObjectIdentifier?
        /// The box's frame: kept alive by the box.
        var frame: Unmanaged<Frame>?
        /// The coder of the call the frame belongs to; nil for a detached frame. Compared
        /// by identity on every lookup, which reading the frame's coder would cost a
        /// retain and a release.
        var owner: ObjectIdentifier?
    }

    /// A document's models use a few dozen key types at most. A type's entry is one of
    /// `probes` slots from its hashed one; a type that finds them all taken by others
    /// evicts its first, which costs the evicted type a new container later, and, as
    /// both come back in every call, on every call. Where types land depends on where
    /// their metadata lies: with 64 slots and 4 probes, 20 key types collided so in 7% of
    /// random placements and 30 in 39% (github_events' models made 6.4 containers a call
    /// in one build, none in another); with 128 and 8, under 0.1% at 30. The entries in
    /// use are found through the occupancy words, so the larger table costs a call only
    /// its third word.
    private static var capacityBits: Int { 7 }
    private static var capacity: Int { 1 << capacityBits }
    private static var probes: Int { 8 }
    private static var entryCount: Int { capacity &+ probes }
    /// `entryCount` entries (`probes` past the end, so that probing never wraps), then
    /// the occupancy words.
    private let entries: UnsafeMutablePointer<Entry>
    /// One bit per entry that holds a key type, so that readying the table when a call
    /// ends visits the few entries in use (a call of a small document uses one or two)
    /// instead of all of them, which cost every call about 400 instructions.
    private var occupancy: UnsafeMutablePointer<UInt64> {
        UnsafeMutableRawPointer(entries + Self.entryCount).assumingMemoryBound(to: UInt64.self)
    }
    /// One bit per entry that the current call gave a frame of its own (took up, replaced
    /// or stored), after the occupancy words: the only entries a call's end must detach.
    /// The others were detached when the call that last used them ended. Visiting every
    /// occupied entry instead cost each call about 150 instructions per key type the table
    /// ever met: a process's pooled decoder (see ``CoderPool``) meets every model the
    /// process decodes, and a 350-byte object's decode after the corpora's cost 13,700
    /// instructions instead of 8,500.
    private var touched: UnsafeMutablePointer<UInt64> {
        occupancy + Self.occupancyWords
    }
    private static var occupancyWords: Int { (entryCount &+ 63) &>> 6 }

    init() {
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: Self.entryCount &* MemoryLayout<Entry>.stride &+ 2 &* Self.occupancyWords &* MemoryLayout<UInt64>.stride,
            alignment: max(MemoryLayout<Entry>.alignment, MemoryLayout<UInt64>.alignment))
        entries = memory.bindMemory(to: Entry.self, capacity: Self.entryCount)
        entries.initialize(repeating: Entry(), count: Self.entryCount)
        (memory + Self.entryCount &* MemoryLayout<Entry>.stride).bindMemory(to: UInt64.self, capacity: 2 &* Self.occupancyWords)
            .initialize(repeating: 0, count: 2 &* Self.occupancyWords)
    }

    /// Readies the table for a later call, when a call ends: each entry whose box nothing
    /// else holds keeps it, given the frame `detached` in place of its own (which held the
    /// ending call's coder: the cycle through it is broken, and neither it nor its
    /// document outlives the call); every other entry is emptied (the container someone
    /// kept holds its box and its coder alive, as any container does). Without the
    /// checked box layout, every entry is emptied.
    ///
    /// With `rebind` (for coders whose frames can be rebound, see ``rebind(_:to:)``), each
    /// kept box keeps its own frame, which `rebind` points at a detached coder, instead
    /// of taking `detached`: the next call rebinds it again, and makes no frame.
    ///
    /// Only the entries the ending call used are visited (see `touched`).
    func detachAll(to detached: Frame, boxLayoutIsKnown: Bool, rebind: ((Frame) -> Void)? = nil) {
        // Read once: unoptimized, each read of these computed addresses looks up the
        // generic entry type's metadata, about 150 instructions.
        let occupancy = occupancy
        let touched = touched
        for word in 0..<Self.occupancyWords {
            var bits = touched[word] & occupancy[word]
            touched[word] = 0
            while bits != 0 {
                let bit = bits.trailingZeroBitCount
                bits &= bits &- 1
                let entry = entries + (word &<< 6 &+ bit)
                if boxLayoutIsKnown, isKnownUniquelyReferenced(&entry.pointee.box), let box = Self.unretainedBox(of: entry) {
                    if let rebind, let frame = entry.pointee.frame {
                        frame._withUnsafeGuaranteedRef { rebind($0) }
                        entry.pointee.owner = nil
                    } else {
                        box._withUnsafeGuaranteedRef { Self.replaceFrame(in: $0, with: detached, owner: nil, entry: entry) }
                    }
                } else {
                    entry.pointee = Entry()
                    occupancy[word] &= ~(1 &<< UInt64(bit))
                }
            }
        }
    }

    /// Puts `frame`, of `owner`'s call, in `box` in place of the frame it holds, and in
    /// `entry`. Only for a box nothing else holds, whose layout was checked
    /// (`holdsOwnerAfterHeader`): the standard library's box holds the container right
    /// after its object header, and the container is one reference, its frame.
    static func replaceFrame(in box: AnyObject, with frame: Frame, owner: ObjectIdentifier?, entry: UnsafeMutablePointer<Entry>) {
        let slot = UnsafeMutableRawPointer(Unmanaged.passUnretained(box).toOpaque()) + objectHeaderSize
        // Assigned, not initialized: the old frame is released, the new one retained.
        slot.assumingMemoryBound(to: Frame.self).pointee = frame
        entry.pointee.frame = Unmanaged.passUnretained(frame)
        entry.pointee.owner = owner
    }

    /// Points `frame` at `coder`, its first stored property (right after the object
    /// header), in place: the old coder is released, the new one retained. Only for a
    /// frame whose box nothing but the table holds (so no code is using the frame), and
    /// a frame type whose layout was checked (``holdsCoderAfterHeader(_:_:)``).
    ///
    /// The property is a `let`, so that the hot paths read it without a retain and a
    /// release (which a `var` would cost around every call they make); writing it here is
    /// safe for the reason moving a frame is: nothing reads it while it changes. A frame
    /// rebound instead of made afresh saves a call an allocation and a free per key type,
    /// about 450 instructions each.
    static func rebind<Coder: AnyObject>(_ frame: Frame, to coder: Coder) {
        let slot = UnsafeMutableRawPointer(Unmanaged.passUnretained(frame).toOpaque()) + objectHeaderSize
        slot.assumingMemoryBound(to: Coder.self).pointee = coder
    }

    /// The frame of the earlier call's container in `entry`, rebound to `coder` (see
    /// ``rebind(_:to:)``), with the entry noting `coder`'s call as its owner; nil when the
    /// entry has no frame. Only for an entry that `lookUp` found `earlier`.
    static func takeUp<Coder: AnyObject>(_ entry: UnsafeMutablePointer<Entry>, for coder: Coder) -> Frame? {
        guard let frame = entry.pointee.frame?.takeUnretainedValue() else { return nil }
        rebind(frame, to: coder)
        entry.pointee.owner = ObjectIdentifier(coder)
        return frame
    }

    /// Whether `frame` holds `coder` right after its object header: the layout
    /// ``rebind(_:to:)`` writes to. Checked on a probe frame, once per process.
    static func holdsCoderAfterHeader<Coder: AnyObject>(_ frame: Frame, _ coder: Coder) -> Bool {
        let slot = UnsafeRawPointer(Unmanaged.passUnretained(frame).toOpaque()) + objectHeaderSize
        return slot.load(as: UnsafeRawPointer.self) == UnsafeRawPointer(Unmanaged.passUnretained(coder).toOpaque())
    }

    /// The size of a Swift object's header: its metadata pointer and its reference counts.
    private static var objectHeaderSize: Int { 2 &* MemoryLayout<UnsafeRawPointer>.size }

    /// Whether the standard library's container box made by `makeContainer` holds the
    /// object the container was made around right after its object header: the layout
    /// `replaceFrame` writes to. Checked by reading a probe's box, once per process.
    static func holdsOwnerAfterHeader<Container>(_ makeContainer: (AnyObject) -> Container) -> Bool {
        guard MemoryLayout<Container>.size == MemoryLayout<AnyObject>.size else { return false }
        let owner = LayoutProbeOwner()
        let container = makeContainer(owner)
        return withExtendedLifetime(container) {
            let box = unsafeBitCast(container, to: AnyObject.self)
            let slot = UnsafeRawPointer(Unmanaged.passUnretained(box).toOpaque()) + objectHeaderSize
            return slot.load(as: UnsafeRawPointer.self) == UnsafeRawPointer(Unmanaged.passUnretained(owner).toOpaque())
        }
    }

    /// Drops the table's references (breaking the cycle through the coder) and frees it.
    func release() {
        entries.deinitializeEach(count: Self.entryCount)
        UnsafeMutableRawPointer(entries).deallocate()
    }

    /// The result of a lookup: a container that nothing else holds, whose frame is the
    /// calling coder's (`current`) or an earlier call's (`earlier`, to be given a frame of
    /// this call's, see ``replaceFrame(in:with:owner:entry:)``), or the entry a new
    /// container of the key type should take.
    ///
    /// `current` and `earlier` hand out the box (and `current` the frame) unretained: the
    /// table holds both while the caller points the frame at its object and copies the
    /// box into the container it returns, and retaining and releasing each around that
    /// (four atomic operations beside the container's own) cost citm_catalog's decode,
    /// which asks for 22,000 containers, about 5% of its time.
    enum Lookup {
        case current(box: Unmanaged<AnyObject>, frame: Unmanaged<Frame>)
        case earlier(box: Unmanaged<AnyObject>, entry: UnsafeMutablePointer<Entry>)
        case vacant(UnsafeMutablePointer<Entry>)
    }

    @inline(__always)
    func lookUp(_ keyType: ObjectIdentifier, owner: ObjectIdentifier) -> Lookup {
        var entry = entries + Self.slot(of: keyType)
        let last = entry + Self.probes
        while entry < last {
            if entry.pointee.keyType == keyType {
                if isKnownUniquelyReferenced(&entry.pointee.box), let frame = entry.pointee.frame, let box = Self.unretainedBox(of: entry) {
                    if entry.pointee.owner == owner { return .current(box: box, frame: frame) }
                    // The caller gives it a frame of this call's.
                    markTouched(entry)
                    return .earlier(box: box, entry: entry)
                }
                return .vacant(entry)
            }
            if entry.pointee.keyType == nil { return .vacant(entry) }
            entry += 1
        }
        return .vacant(last - Self.probes)
    }

    /// The box `entry` holds, read as the address in its first word: reading the property
    /// would retain it. `boxIsFirst` checks the layout.
    @inline(__always)
    private static func unretainedBox(of entry: UnsafeMutablePointer<Entry>) -> Unmanaged<AnyObject>? {
        UnsafeRawPointer(entry).load(as: UnsafeRawPointer?.self).map { Unmanaged<AnyObject>.fromOpaque($0) }
    }

    /// Whether an entry's box is its first word, as `unretainedBox(of:)` reads it.
    static var boxIsFirst: Bool {
        MemoryLayout<Entry>.offset(of: \Entry.box) == 0 && MemoryLayout<AnyObject?>.size == MemoryLayout<UnsafeRawPointer?>.size
    }

    /// Makes `entry` hold a new container's box and frame, if the front end's check of
    /// the standard library's layout passed (`layoutIsKnown`, see ``isOneReference(_:)``).
    func store<Container>(
        _ container: Container, frame: Frame, owner: ObjectIdentifier, keyType: ObjectIdentifier, in entry: UnsafeMutablePointer<Entry>,
        layoutIsKnown: Bool
    ) {
        guard layoutIsKnown, MemoryLayout<Container>.size == MemoryLayout<AnyObject>.size else { return }
        entry.pointee = Entry(
            box: unsafeBitCast(container, to: AnyObject.self), keyType: keyType, frame: Unmanaged.passUnretained(frame), owner: owner)
        let index = entry - entries
        occupancy[index &>> 6] |= 1 &<< UInt64(index & 63)
        markTouched(entry)
    }

    /// Notes that the current call gave `entry` a frame of its own.
    @inline(__always)
    private func markTouched(_ entry: UnsafeMutablePointer<Entry>) {
        let index = entry - entries
        touched[index &>> 6] |= 1 &<< UInt64(index & 63)
    }

    /// Metadata addresses are aligned and the types of one module lie close together:
    /// every bit of the address is mixed into the slot (MurmurHash3's finalizer).
    @inline(__always)
    private static func slot(of keyType: ObjectIdentifier) -> Int {
        var bits = UInt64(UInt(bitPattern: keyType))
        bits ^= bits &>> 33
        bits &*= 0xFF51_AFD7_ED55_8CCD
        bits ^= bits &>> 33
        bits &*= 0xC4CE_B9FE_1A85_EC53
        bits ^= bits &>> 33
        return Int(truncatingIfNeeded: bits & UInt64(capacity &- 1))
    }

    /// Whether a standard library container value is one strong reference to an object
    /// that owns the concrete container inside it (its box), shared by the value's copies:
    /// its size is one reference; a container made around `owner` (by `makeContainer`)
    /// keeps `owner` alive through that object alone, and the object is shared while a
    /// copy of the value lives and unique after. Checked by behaviour, not by type names
    /// (printing one would page in the runtime's demangler on a program's first decode).
    static func isOneReference<Container>(_ makeContainer: (AnyObject) -> Container) -> Bool {
        guard MemoryLayout<Container>.size == MemoryLayout<AnyObject>.size else { return false }
        weak var watched: LayoutProbeOwner?
        var box: AnyObject?
        do {
            let owner = LayoutProbeOwner()
            watched = owner
            let container = makeContainer(owner)
            box = unsafeBitCast(container, to: AnyObject.self)
            guard withExtendedLifetime(container, { !isKnownUniquelyReferenced(&box) }) else { return false }
        }
        guard isKnownUniquelyReferenced(&box), watched != nil else { return false }
        box = nil
        return watched == nil
    }
}

/// The object a layout probe's container holds (see
/// `ReusableContainers.isOneReference(_:)`).
final class LayoutProbeOwner {}
