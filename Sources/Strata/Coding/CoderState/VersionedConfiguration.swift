import Synchronization

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
/// Versions are unique in the process, not only in one configuration: each is taken from
/// one process-wide counter when a coder is made and whenever a setting changes. A decoder
/// or encoder a coder kept can pass to another coder (see ``CoderPool``), and a snapshot it
/// holds must then never pass for the other coder's current one, though both coders
/// were, say, set up once. A snapshot changed after it was taken, or made otherwise,
/// carries version 0, which is never current.
///
/// This class is the fallback where the OS has no `Synchronization.Atomic` (before macOS
/// 15 and iOS 18): there, ``isCurrent(_:)`` compares versions under the lock. ``make(_:)``
/// returns the subclass that publishes each version in an atomic instead where it can, as
/// ``PlatformFallbacks`` decided once for the process.
///
/// The lock is the one ``StripedLocks`` gives the configuration, not one of its own: a
/// mutex per coder cost two allocations, its set-up and its tear-down, about 900
/// instructions for every coder made, and most app code makes a coder per call. Coders
/// that share a mutex wait for each other only while one reads or changes its settings.
class VersionedConfiguration<Values: Sendable>: @unchecked Sendable {
    // `@unchecked`: the settings are only touched under the lock; a subclass's version is
    // an atomic. `@exclusivity(unchecked)`: the lock makes every access exclusive.
    @exclusivity(unchecked) private var settings: CodingSettings<Values>

    /// The configuration for `settings`, of the kind this process uses.
    static func make(_ settings: CodingSettings<Values>) -> VersionedConfiguration<Values> {
        if PlatformFallbacks.usesAtomics, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return AtomicVersionedConfiguration(settings)
        }
        return VersionedConfiguration(settings)
    }

    /// A configuration of either kind, whatever this process uses: for tests of both. Nil
    /// for the atomic kind where the OS has none.
    static func make(_ settings: CodingSettings<Values>, fallback: Bool) -> VersionedConfiguration<Values>? {
        if fallback { return VersionedConfiguration(settings) }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return AtomicVersionedConfiguration(settings) }
        return nil
    }

    fileprivate init(_ settings: CodingSettings<Values>) {
        var stamped = settings
        stamped.stamp(version: nextConfigurationVersion())
        self.settings = stamped
    }

    /// Reads the settings under the lock.
    @inline(__always)
    final func read<Result>(_ body: (CodingSettings<Values>) throws -> Result) rethrows -> Result {
        try StripedLocks.withLock(guarding: self) { try body(settings) }
    }

    /// Changes the settings under the lock: a new version, which snapshots taken before
    /// no longer match.
    final func update(_ body: (inout CodingSettings<Values>) -> Void) {
        StripedLocks.withLock(guarding: self) {
            let version = nextConfigurationVersion()
            body(&settings)
            settings.stamp(version: version)
            publish(version)
        }
    }

    /// Makes `version` the current one for ``isCurrent(_:)``; called under the lock.
    fileprivate func publish(_ version: UInt) {}

    /// Whether `settings` is a snapshot of the current version: no setting has changed
    /// since it was taken. Here, under the lock.
    func isCurrent(_ settings: CodingSettings<Values>) -> Bool {
        settings.version == read { $0.version }
    }

    /// The settings for a call: `snapshot` (the kept coder's) when it is current, or else
    /// the settings read under the lock.
    @inline(__always)
    final func current(reusing snapshot: CodingSettings<Values>?) -> CodingSettings<Values> {
        if let snapshot, isCurrent(snapshot) { return snapshot }
        return read { $0 }
    }
}

/// A configuration whose current version is also in an atomic, so that ``isCurrent(_:)``
/// is one atomic load, without the lock.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class AtomicVersionedConfiguration<Values: Sendable>: VersionedConfiguration<Values>, @unchecked Sendable {
    private let currentVersion = Atomic<UInt>(0)

    override init(_ settings: CodingSettings<Values>) {
        super.init(settings)
        publish(read { $0.version })
    }

    override func publish(_ version: UInt) {
        currentVersion.store(version, ordering: .releasing)
    }

    override func isCurrent(_ settings: CodingSettings<Values>) -> Bool {
        settings.version == currentVersion.load(ordering: .acquiring)
    }
}

/// The last version given to any configuration in the process (see
/// ``VersionedConfiguration``).
private let configurationVersions = Locked<UInt>(0)

/// A version no configuration in the process has had.
private func nextConfigurationVersion() -> UInt {
    configurationVersions.withLock { last in
        last &+= 1
        return last
    }
}
