/// A small cache behind a lock, for values worked out once per key.
final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage = Locked<[Key: Value]>([:])

    func value(for key: Key, orMake make: () -> Value) -> Value {
        if let existing = storage.withLock({ $0[key] }) { return existing }
        let made = make()
        return storage.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = made
            return made
        }
    }
}
