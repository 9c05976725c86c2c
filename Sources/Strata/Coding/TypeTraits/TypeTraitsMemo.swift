/// The type traits earlier calls looked up, handed to the next call that starts a
/// decoder or encoder afresh.
///
/// Each decode or encode keeps a `TypeTraitsCache` of the types it meets; one that started
/// empty would look up every type it meets in `TypeTraits.of`'s process-wide table, under
/// its lock. A decoder or encoder kept between calls (see ``KeptDecoderState`` and
/// ``CoderPool``) keeps its cache; one made afresh (the pool was empty: the process's first
/// calls, or calls on more threads at once than the pool holds) starts from a copy of the
/// cache the last call that met a new type left here. One memo serves the process
/// (``shared``): what a type is does not depend on a coder's options.
///
/// A copy, not a shared table: calls on many threads each change their own (the arrays
/// are copied on their first write), and the last one to meet a new type leaves its
/// cache for the next.
final class TypeTraitsMemo: @unchecked Sendable {
    // `@unchecked`: the cache is only touched under the lock.
    private let cache = Locked<TypeTraitsCache?>(nil)

    /// The process's memo, which every coder's calls share.
    static let shared = TypeTraitsMemo()

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
