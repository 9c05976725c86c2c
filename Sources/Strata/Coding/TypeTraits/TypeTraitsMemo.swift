/// The type traits a coder's earlier calls looked up, handed to its next call.
///
/// Each decode or encode keeps a `TypeTraitsCache` of the types it meets, and starts it
/// empty: every type it meets is then looked up in `TypeTraits.of`'s process-wide table,
/// under its lock. A `StrataJSONDecoder` or `StrataJSONEncoder` usually codes the same
/// models again and again, so each call starts from a copy of the cache the last call
/// that met a new type left here. For a document the size of an API response that
/// saves a few percent of the call.
///
/// A copy, not a shared table: calls on many threads each change their own (the arrays
/// are copied on their first write), and the last one to meet a new type leaves its
/// cache for the next.
final class TypeTraitsMemo: @unchecked Sendable {
    // `@unchecked`: the cache is only touched under the lock.
    private let cache = Locked<TypeTraitsCache?>(nil)

    /// A copy of the cache to start a call with; a new one until a call has left one
    /// (a copy of an empty cache would only be copied again on its first change).
    func take() -> TypeTraitsCache {
        cache.withLock { $0 } ?? TypeTraitsCache()
    }

    /// Keeps `traits`, a call's cache when it ends, if the call met types it did not
    /// start with.
    func keep(_ traits: TypeTraitsCache) {
        guard traits.metNewTypes else { return }
        var kept = traits
        kept.metNewTypes = false
        cache.withLock { $0 = kept }
    }
}
