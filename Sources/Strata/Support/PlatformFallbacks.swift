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
/// | `Synchronization.Atomic` (``AtomicWord``) | macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2 | a word behind a mutex (``LockedWord``) |
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
}
