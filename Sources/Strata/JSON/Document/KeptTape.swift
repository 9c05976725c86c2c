#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One index's memory (see ``JSONTape``), kept between the documents a coder reads, so
/// that the next document of at most that size is indexed in it instead of new memory.
///
/// A document's index is sized for the worst case, 16 bytes per input byte: 5.5 KiB for a
/// 350-byte object, past the sizes malloc serves from its per-thread cache. Allocating
/// and freeing it took that object's decode about 500 instructions and the allocator's
/// slow paths, whose code alone is a tenth of what the call runs, about 2 KiB of the
/// instruction cache. The storage that used the memory gives it back when it is freed
/// (at the end of the call, or later if something kept it).
///
/// Calls on several threads at once: one takes the memory, the others allocate their
/// own, and the first to give memory back keeps it (the larger, if two are given back).
final class KeptTape: @unchecked Sendable {
    // `@unchecked`: the memory is only touched under the lock, or by the one storage that
    // took it.
    private let kept = Locked<(words: UnsafeMutablePointer<UInt64>, capacity: Int)?>(nil)

    /// The largest index kept, in words (256 KiB: documents up to 16 KiB). Larger ones
    /// are freed: their allocation costs little beside their parse, and keeping one
    /// would hold memory the caller cannot see between calls.
    static var largestCapacity: Int { 32 * 1024 }

    /// The kept memory, if it holds at least `words` words; no other caller gets it.
    func take(atLeast words: Int) -> (words: UnsafeMutablePointer<UInt64>, capacity: Int)? {
        guard words <= Self.largestCapacity else { return nil }
        return kept.withLock { slot in
            guard let tape = slot, tape.capacity >= words else { return nil }
            slot = nil
            return tape
        }
    }

    /// Keeps `words` (from `malloc`, `capacity` words long) for a later document, or frees
    /// it.
    func give(_ words: UnsafeMutablePointer<UInt64>, capacity: Int) {
        guard capacity <= Self.largestCapacity else { return free(words) }
        let unkept = kept.withLock { slot -> UnsafeMutablePointer<UInt64>? in
            guard let current = slot else {
                slot = (words, capacity)
                return nil
            }
            if current.capacity >= capacity { return words }
            slot = (words, capacity)
            return current.words
        }
        if let unkept { free(unkept) }
    }

    deinit {
        kept.withLock { slot in
            if let tape = slot { free(tape.words) }
            slot = nil
        }
    }
}
