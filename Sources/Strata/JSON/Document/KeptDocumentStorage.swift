/// One document's storage, kept between the documents a coder reads, so that the next
/// document of at most that size is indexed in its memory, by the same object, instead
/// of new ones.
///
/// A document's index is sized for the worst case, 16 bytes per input byte: 5.5 KiB for a
/// 350-byte object, past the sizes malloc serves from its per-thread cache. Allocating
/// and freeing it took that object's decode about 500 instructions and the allocator's
/// slow paths, whose code alone is a tenth of what the call runs, about 2 KiB of the
/// instruction cache. Keeping the storage object that holds it, not only its memory,
/// saves that object's allocation, set-up and release too.
///
/// Only storage nothing else holds comes back: the call that read a document gives its
/// storage back at its end if nothing but the call refers to it (see
/// `JSONDocumentStorage.withParsedUTF8`). A document something still holds (a container
/// kept past its decode) keeps its own storage, which frees its memory when it goes.
///
/// Calls on several threads at once: one takes the storage, the others make their own,
/// and the first to give one back keeps it (the larger, if two are given back).
final class KeptDocumentStorage: @unchecked Sendable {
    // `@unchecked`: the storage is only touched under the lock, or by the one call that
    // took it.
    private let kept = Locked<JSONDocumentStorage?>(nil)

    /// The largest index kept, in words (256 KiB: documents up to 16 KiB). Larger ones
    /// are freed: their allocation costs little beside their parse, and keeping one
    /// would hold memory the caller cannot see between calls.
    static var largestCapacity: Int { 32 * 1024 }

    /// The kept storage, if its index holds at least `words` words; no other caller gets
    /// it.
    func take(atLeast words: Int) -> JSONDocumentStorage? {
        guard words <= Self.largestCapacity else { return nil }
        return kept.withLock { slot in
            guard let storage = slot, storage.tapeCapacity >= words else { return nil }
            slot = nil
            return storage
        }
    }

    /// Keeps `storage`, which nothing else refers to, for a later document, or lets it
    /// go.
    func give(_ storage: JSONDocumentStorage) {
        guard storage.tapeCapacity <= Self.largestCapacity else { return }
        let unkept = kept.withLock { slot -> JSONDocumentStorage? in
            guard let current = slot else {
                slot = storage
                return nil
            }
            if current.tapeCapacity >= storage.tapeCapacity { return storage }
            slot = storage
            return current
        }
        // Released here, after the lock: freeing its index takes the allocator's lock.
        withExtendedLifetime(unkept) {}
    }
}
