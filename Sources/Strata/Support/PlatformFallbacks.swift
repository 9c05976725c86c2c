#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Which implementation of an API newer than Strata's oldest platforms (iOS 15, macOS 12,
/// tvOS 15, watchOS 8, visionOS 1) this process uses, decided once.
///
/// | API | needs | fallback |
/// | --- | --- | --- |
/// | `Synchronization.Atomic` (``AtomicSlot``, `VersionedConfiguration` and its version counter) | macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2 | the same exchanges, loads and adds under a mutex (``LockedSlot``, `VersionedConfiguration` itself, a locked counter) |
///
/// Setting the environment variable `STRATA_FORCE_FALLBACKS=1` before the process starts
/// makes it use every fallback whatever the OS, so that the tests exercise them on Linux
/// and on current OS versions (`.ci/run` runs a part of the suite so).
enum PlatformFallbacks {
    /// Whether the environment asks for every fallback.
    static let areForced: Bool = {
        guard let value = getenv("STRATA_FORCE_FALLBACKS") else { return false }
        return String(cString: value) == "1"
    }()

    /// Whether atomics are `Synchronization.Atomic`s; decided once, from the OS version and
    /// ``areForced``. A type that uses atomics is made as one of two subclasses by this,
    /// and its calls never ask again.
    static let usesAtomics: Bool = {
        guard !areForced else { return false }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return true }
        return false
    }()
}
