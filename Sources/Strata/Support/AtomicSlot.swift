/// A slot that holds at most one object, which threads take and put back with one atomic
/// exchange each, and never wait for (where the OS has no `Synchronization.Atomic`, the
/// exchange is made under a mutex: see ``AtomicWord``).
///
/// It is what a coder keeps between calls (its decoder, its last document's storage):
/// taken when a call starts and given back when it ends. A mutex cost each of those a
/// lock and an unlock, two atomic operations and two library calls; on a 350-byte
/// object's decode, the four of them were about 4% of the time.
final class AtomicSlot<Object: AnyObject>: @unchecked Sendable {
    // `@unchecked`: the pointer is a reference the slot owns, which passes from thread to
    // thread only through the atomic exchanges (acquiring and releasing), whole.
    /// The object, retained by the slot, as the bits of an opaque pointer (0 for none).
    private let word: any AtomicWord

    init() {
        word = AtomicWords.make(0)
    }

    /// A slot over a word of either kind, for tests of both (see ``AtomicWords``).
    init(word: any AtomicWord) {
        self.word = word
    }

    /// The object, if any, now the caller's alone: the slot is left empty.
    @inline(__always)
    func take() -> Object? {
        guard let taken = UnsafeMutableRawPointer(bitPattern: word.exchange(0)) else { return nil }
        return Unmanaged<Object>.fromOpaque(taken).takeRetainedValue()
    }

    /// Puts `object` in the slot if it is empty; false when another object is there, and
    /// the caller keeps `object`.
    @inline(__always)
    func keep(_ object: Object) -> Bool {
        let retained = Unmanaged.passRetained(object).toOpaque()
        if word.compareExchange(expected: 0, desired: UInt(bitPattern: retained)) { return true }
        Unmanaged<Object>.fromOpaque(retained).release()
        return false
    }

    /// Puts `object` in the slot whatever it holds, and returns what it held.
    @inline(__always)
    func replace(with object: Object) -> Object? {
        let retained = Unmanaged.passRetained(object).toOpaque()
        guard let previous = UnsafeMutableRawPointer(bitPattern: word.exchange(UInt(bitPattern: retained))) else { return nil }
        return Unmanaged<Object>.fromOpaque(previous).takeRetainedValue()
    }

    deinit {
        if let held = UnsafeMutableRawPointer(bitPattern: word.load()) { Unmanaged<Object>.fromOpaque(held).release() }
    }
}
