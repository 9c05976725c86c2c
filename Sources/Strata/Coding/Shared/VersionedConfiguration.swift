/// A coder's configuration: read and changed under a lock, and numbered, so that a call
/// can tell without the lock whether a snapshot it already holds is still current.
///
/// Every call starts from a snapshot of its coder's options. Taken under the lock, that
/// cost each call a lock and an unlock, two atomic operations and two library calls:
/// about 6% of a 350-byte object's decode, measured against the same build reading the
/// options unlocked. The decoder a coder keeps between its calls holds the snapshot its
/// last call used, stamped with the version it was taken at (see
/// ``CodingSettings/version``); while no setting has changed since, the next call uses
/// that snapshot after one atomic load (see ``current(reusing:)``).
///
/// Versions only grow, from 1; a snapshot changed after it was taken, or made
/// otherwise, carries version 0, which is never current.
final class VersionedConfiguration<Values: Sendable>: Sendable {
    private let locked: Locked<CodingSettings<Values>>
    /// The current version (a `UInt`: a word wide, so that every platform's atomics hold it).
    private let currentVersion = AtomicWords.make(1)

    init(_ settings: CodingSettings<Values>) {
        var stamped = settings
        stamped.stamp(version: 1)
        locked = Locked(stamped)
    }

    /// Reads the settings under the lock.
    @inline(__always)
    func read<Result>(_ body: (CodingSettings<Values>) throws -> Result) rethrows -> Result {
        try locked.withLock { try body($0) }
    }

    /// Changes the settings under the lock: a new version, which snapshots taken before
    /// no longer match.
    func update(_ body: (inout CodingSettings<Values>) -> Void) {
        locked.withLock { settings in
            let version = currentVersion.load() &+ 1
            body(&settings)
            settings.stamp(version: version)
            currentVersion.store(version)
        }
    }

    /// Whether `settings` is a snapshot of the current version: no setting has changed
    /// since it was taken. One atomic load, no lock.
    @inline(__always)
    func isCurrent(_ settings: CodingSettings<Values>) -> Bool {
        settings.version == currentVersion.load()
    }

    /// The settings for a call: `snapshot` (the kept coder's) when it is current, or else
    /// the settings read under the lock.
    @inline(__always)
    func current(reusing snapshot: CodingSettings<Values>?) -> CodingSettings<Values> {
        if let snapshot, isCurrent(snapshot) { return snapshot }
        return read { $0 }
    }
}
