#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A fixed set of POSIX mutexes shared by many objects, each object guarded by the one its
/// address picks: for state that every object might need but few ever make, such as a
/// document's table of line starts, which only an error message builds, and for objects
/// made so often that a mutex each would cost more than the rare wait, such as a coder's
/// configuration (`VersionedConfiguration`), made with every coder.
///
/// A `Locked` per object costs two allocations and a mutex's set-up and tear-down whether
/// or not it is ever used: about 540 instructions, a thirtieth of decoding a 350-byte
/// object. Objects that share a mutex only ever wait for each other on that rare path.
/// POSIX mutexes rather than `Synchronization.Mutex` for the reason `Locked` gives: they
/// are what ThreadSanitizer sees.
enum StripedLocks {
    private static let count = 16

    /// Made once, never freed: they live as long as the process.
    nonisolated(unsafe) private static let mutexes: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutexes = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: count)
        for index in 0..<count {
            (mutexes + index).initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutexes + index, nil)
        }
        return mutexes
    }()

    /// Runs `body` holding the mutex that guards `object`.
    static func withLock<Result>(guarding object: AnyObject, _ body: () throws -> Result) rethrows -> Result {
        // Objects are 16-byte aligned: the bits above those pick the mutex.
        let address = UInt(bitPattern: ObjectIdentifier(object))
        let mutex = mutexes + Int((address >> 4) % UInt(count))
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
