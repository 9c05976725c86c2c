#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value guarded by a POSIX mutex.
///
/// Strata uses this rather than `Synchronization.Mutex` because on Linux that type
/// waits on futexes directly, which ThreadSanitizer cannot see: every access it guards
/// is reported as a race, so `swift test --sanitize=thread` could not tell real races
/// from these. ThreadSanitizer intercepts `pthread_mutex_lock`, and uncontended it
/// costs about as much.
final class Locked<Value>: @unchecked Sendable {
    // `@unchecked`: `value` is only touched while `mutex` is held.
    /// `@exclusivity(unchecked)`: the mutex already makes every access exclusive, and the
    /// run-time check of a class's stored `var` cost each access about 70 instructions,
    /// several times per call of a coder (its memos and its last output's length).
    @exclusivity(unchecked) private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
