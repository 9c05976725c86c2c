/// One document's storage, kept between the documents the coders read, so that the next
/// document of at most that size is indexed in its memory, by the same object, instead
/// of new ones.
///
/// A document's index is sized for the worst case (`JSONParser.tapeCapacity`): 5.5 KiB for a
/// 350-byte object, past the sizes malloc serves from its per-thread cache. Allocating
/// and freeing it took that object's decode about 500 instructions and the allocator's
/// slow paths, whose code alone is a tenth of what the call runs, about 2 KiB of the
/// instruction cache. Keeping the storage object that holds it, not only its memory,
/// saves that object's allocation, set-up and release too.
///
/// A `StrataJSONDecoder`'s kept decoder holds the storage of the UTF-8 document it read
/// itself and reads the next one into it (see `JSONIndexDecoder.readKeptDocument`); this
/// keeper serves the calls that read otherwise (a coder's first call, UTF-16 and UTF-32
/// input, a decode from a `JSONValue`), and gives a kept decoder without storage its first.
///
/// Only storage nothing else holds comes back: the call that read a document gives its
/// storage back at its end if nothing but the call refers to it (see
/// `JSONDocumentStorage.withParsedUTF8`). A document something still holds (a container
/// kept past its decode) keeps its own storage, which frees its memory when it goes.
///
/// One keeper serves every `StrataJSONDecoder` in the process (``shared``): a coder made
/// for one call and dropped would otherwise allocate an index for its only document.
///
/// Calls on several threads at once: one takes the storage, the others make their own,
/// and of two given back the larger stays. Taking and giving back are one atomic
/// exchange each (see ``AtomicSlot``).
final class KeptDocumentStorage: Sendable {
    private let slot = AtomicSlot<JSONDocumentStorage>.make()

    /// The keeper every `StrataJSONDecoder` uses.
    static let shared = KeptDocumentStorage()

    /// The largest index kept, in words (256 KiB: documents up to about 31 KiB). Larger ones
    /// are freed: their allocation costs little beside their parse, and keeping one
    /// would hold memory the caller cannot see between calls.
    static var largestCapacity: Int { 32 * 1024 }

    /// The kept storage, if its index holds at least `words` words; no other caller gets
    /// it.
    func take(atLeast words: Int) -> JSONDocumentStorage? {
        guard words <= Self.largestCapacity, let storage = slot.take() else { return nil }
        if storage.tapeCapacity >= words { return storage }
        // Too small for this document, but not for a later one. If another call kept
        // one meanwhile, this one goes.
        _ = slot.keep(storage)
        return nil
    }

    /// Keeps `storage`, which nothing else refers to, for a later document, or lets it
    /// go.
    func give(_ storage: JSONDocumentStorage) {
        guard storage.tapeCapacity <= Self.largestCapacity, let previous = slot.replace(with: storage) else { return }
        // Two given back: the larger stays. Whatever the slot holds when the larger goes
        // back in goes (another call may have taken `storage` meanwhile).
        if previous.tapeCapacity > storage.tapeCapacity {
            _ = slot.replace(with: previous)
        }
    }
}
