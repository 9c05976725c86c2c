import Synchronization

/// A coder's state between its calls: its configuration, read and changed under a lock
/// and numbered, so that a call can tell without the lock whether a snapshot it already
/// holds is still current; and the decoder or encoder its last call left (`Kept`), which
/// the next call takes with one atomic exchange.
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
/// The kept decoder or encoder is here, and not in an object of its own, because most app
/// code makes a coder per call: a second object cost every coder an allocation, its
/// set-up and its tear-down, about 260 instructions. The kept one refers back to this
/// object, its keeper (`JSONIndexDecoder.keeper`, `JSONByteEncoder.keeper`), to give
/// itself back at the end of a call; the coder's `deinit` takes it out and retires it,
/// which breaks that cycle.
///
/// This class is the fallback where the OS has no `Synchronization.Atomic` (before macOS
/// 15 and iOS 18): there, ``isCurrent(_:)`` compares versions, and ``takeKept()`` and
/// ``keep(_:)`` exchange the kept object, under the lock. ``make(_:)`` returns the
/// subclass that uses atomics instead where it can, as ``PlatformFallbacks`` decided once
/// for the process.
///
/// The lock is the one ``StripedLocks`` gives the configuration, not one of its own: a
/// mutex per coder cost two allocations, its set-up and its tear-down, about 900
/// instructions for every coder made, and most app code makes a coder per call. Coders
/// that share a mutex wait for each other only while one reads or changes its settings.
class VersionedConfiguration<Values: Sendable, Kept: AnyObject>: @unchecked Sendable {
    // `@unchecked`: the settings and the fallback's kept object are only touched under the
    // lock; a subclass's version and kept object are atomics. `@exclusivity(unchecked)`:
    // the lock makes every access exclusive.
    @exclusivity(unchecked) private var settings: CodingSettings<Values>
    /// The kept object, for this class's exchanges under the lock; the atomic subclass
    /// keeps its own in an atomic and leaves this nil.
    @exclusivity(unchecked) private var lockedKept: Kept?

    /// The configuration for `settings`, of the kind this process uses.
    static func make(_ settings: CodingSettings<Values>) -> VersionedConfiguration<Values, Kept> {
        if PlatformFallbacks.usesAtomics, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return AtomicVersionedConfiguration(stamped: stamped(settings))
        }
        return VersionedConfiguration(stamped: stamped(settings))
    }

    /// A configuration of either kind, whatever this process uses: for tests of both. Nil
    /// for the atomic kind where the OS has none.
    static func make(_ settings: CodingSettings<Values>, fallback: Bool) -> VersionedConfiguration<Values, Kept>? {
        if fallback { return VersionedConfiguration(stamped: stamped(settings)) }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return AtomicVersionedConfiguration(stamped: stamped(settings))
        }
        return nil
    }

    /// Starts from `settings`, stamped with a version no configuration has had (see
    /// `stamped(_:)`).
    fileprivate init(stamped settings: CodingSettings<Values>) {
        self.settings = settings
    }

    /// `settings` stamped with a new version.
    private static func stamped(_ settings: CodingSettings<Values>) -> CodingSettings<Values> {
        var stamped = settings
        stamped.stamp(version: nextConfigurationVersion())
        return stamped
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
    /// the current settings.
    @inline(__always)
    final func current(reusing snapshot: CodingSettings<Values>?) -> CodingSettings<Values> {
        if let snapshot, isCurrent(snapshot) { return snapshot }
        return currentSettings()
    }

    /// The current settings: here, read under the lock.
    func currentSettings() -> CodingSettings<Values> {
        read { $0 }
    }

    /// The kept decoder or encoder, if any, now the caller's alone: none is left kept.
    func takeKept() -> Kept? {
        StripedLocks.withLock(guarding: self) {
            defer { lockedKept = nil }
            return lockedKept
        }
    }

    /// Keeps `kept`, which nothing else refers to, for the next call, if none is kept; false
    /// when another call kept one first, and the caller keeps `kept`.
    func keep(_ kept: Kept) -> Bool {
        StripedLocks.withLock(guarding: self) {
            guard lockedKept == nil else { return false }
            lockedKept = kept
            return true
        }
    }
}

/// A configuration whose current version is also in an atomic, so that ``isCurrent(_:)``
/// is one atomic load without the lock, and whose kept object is exchanged in another.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class AtomicVersionedConfiguration<Values: Sendable, Kept: AnyObject>:
    VersionedConfiguration<Values, Kept>, @unchecked Sendable
{
    private let currentVersion = Atomic<UInt>(0)
    /// The kept object, retained by the configuration, as an opaque pointer.
    private let keptSlot = Atomic<UnsafeMutableRawPointer?>(nil)
    /// The settings the configuration was made with, which are current until the first
    /// change: a new coder's first call finds no snapshot of its own (the decoder it takes
    /// from the process's pool holds another coder's), and reads these without the lock.
    private let initialSettings: CodingSettings<Values>

    override init(stamped settings: CodingSettings<Values>) {
        initialSettings = settings
        super.init(stamped: settings)
        currentVersion.store(settings.version, ordering: .releasing)
    }

    deinit { keptSlot.releaseObject(of: Kept.self) }

    override func publish(_ version: UInt) {
        currentVersion.store(version, ordering: .releasing)
    }

    override func isCurrent(_ settings: CodingSettings<Values>) -> Bool {
        settings.version == currentVersion.load(ordering: .acquiring)
    }

    override func currentSettings() -> CodingSettings<Values> {
        if isCurrent(initialSettings) { return initialSettings }
        return read { $0 }
    }

    override func takeKept() -> Kept? { keptSlot.takeObject() }

    override func keep(_ kept: Kept) -> Bool { keptSlot.keepObject(kept) }
}

/// The last version given to any configuration in the process (see
/// ``VersionedConfiguration``), where the process uses the fallbacks.
private let configurationVersions = Locked<UInt>(0)

/// The last version given to any configuration in the process, where it uses atomics: one
/// atomic add, where the lock cost every coder made about 80 instructions.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private enum AtomicConfigurationVersions {
    static let last = Atomic<UInt>(0)
}

/// A version no configuration in the process has had. A process uses one counter or the
/// other, never both (``PlatformFallbacks/usesAtomics`` is decided once).
private func nextConfigurationVersion() -> UInt {
    if PlatformFallbacks.usesAtomics, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return AtomicConfigurationVersions.last.wrappingAdd(1, ordering: .relaxed).newValue
    }
    return configurationVersions.withLock { last in
        last &+= 1
        return last
    }
}
