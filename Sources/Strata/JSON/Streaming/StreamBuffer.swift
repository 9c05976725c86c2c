/// The bytes of a stream that have arrived and are not consumed yet, in one block, so
/// that an element is parsed where it lies.
///
/// The buffer keeps its usual size (`preferredCapacity`) while elements fit in it. To
/// hold a larger element it grows (doubling), and once that element is consumed and
/// what is left fits again, the next refill moves back into a buffer of the usual size:
/// memory follows the largest element in reach, not the input.
struct StreamBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// The offset of the first byte not consumed.
    private(set) var start = 0
    /// The offset just past the last byte that has arrived.
    private(set) var end = 0
    let preferredCapacity: Int

    init(preferredCapacity: Int) {
        self.preferredCapacity = preferredCapacity
        capacity = preferredCapacity
        base = .allocate(capacity: preferredCapacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes not consumed, from their first.
    var window: UnsafePointer<UInt8> { UnsafePointer(base + start) }

    /// How many bytes have arrived and are not consumed.
    var count: Int { end &- start }

    /// Drops the first `byteCount` bytes not consumed.
    mutating func consume(_ byteCount: Int) {
        start &+= min(byteCount, count)
        if start == end {
            start = 0
            end = 0
        }
    }

    /// Free space after the last byte, at least `minimum` bytes (and at least a quarter
    /// of the usual size, so that refills are not tiny): the bytes not consumed move to
    /// the front, into a buffer of the usual size again if they fit one, or into a
    /// larger one if they need it. Write into it, then call ``didAppend(_:)``.
    mutating func freeSpace(atLeast minimum: Int) -> UnsafeMutableRawBufferPointer {
        let wanted = max(minimum, preferredCapacity / 4)
        if capacity &- end < wanted {
            let needed = count &+ wanted
            if needed <= preferredCapacity {
                relocate(capacity: preferredCapacity)
            } else if needed <= capacity {
                relocate(capacity: capacity)
            } else {
                relocate(capacity: max(needed, capacity &* 2))
            }
        } else if capacity > preferredCapacity && count &+ wanted <= preferredCapacity {
            // The large element is gone: back to the usual size.
            relocate(capacity: preferredCapacity)
        }
        return UnsafeMutableRawBufferPointer(start: base + end, count: capacity &- end)
    }

    /// Counts `byteCount` bytes written into the free space as arrived.
    mutating func didAppend(_ byteCount: Int) {
        end &+= byteCount
    }

    /// Moves the bytes not consumed to the front of a block of `newCapacity` bytes (this
    /// one, when the size stays).
    private mutating func relocate(capacity newCapacity: Int) {
        let remaining = count
        if newCapacity == capacity {
            // Overlapping ranges: `copyMemory` is `memmove`.
            if start > 0 { UnsafeMutableRawPointer(base).copyMemory(from: base + start, byteCount: remaining) }
        } else {
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            moved.initialize(from: base + start, count: remaining)
            base.deallocate()
            base = moved
            capacity = newCapacity
        }
        start = 0
        end = remaining
    }
}
