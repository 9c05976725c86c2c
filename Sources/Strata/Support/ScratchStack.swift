/// A stack of values in memory it allocates itself, freed by its owner's `deinit`
/// (``deallocate()``): the encoder's open containers and their members.
///
/// Not an array: removing an array's last element is a call into the standard library's
/// generic code in a debug build (SwiftPM's build of Strata for an app's debug build),
/// about 750 instructions, where popping here costs a few; closing containers and their
/// members was 13% of encoding a GitHub event in a debug build. The small members are
/// `@_transparent`, inlined and made concrete in every build.
struct ScratchStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the memory and what is on it. Only the owner calls this, once.
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool {
        @_transparent get { count == 0 }
    }

    /// The element at `index`, read and changed in place (below ``count``).
    subscript(index: Int) -> Element {
        @_transparent unsafeAddress { UnsafePointer(base + index) }
        @_transparent nonmutating unsafeMutableAddress { base + index }
    }

    /// The elements from `start` to the top, valid until the stack next changes.
    @_transparent
    func elements(from start: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + start, count: count &- start)
    }

    @_transparent
    mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @_transparent
    mutating func pop() -> Element {
        count &-= 1
        return (base + count).move()
    }

    /// Removes the elements from `start` to the top.
    @_transparent
    mutating func removeAll(from start: Int) {
        (base + start).deinitialize(count: count &- start)
        count = start
    }

    @inline(never)
    private mutating func grow() {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity &* 2)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity &*= 2
    }
}
