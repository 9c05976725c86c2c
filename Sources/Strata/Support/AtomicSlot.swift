import Synchronization

/// A slot that holds at most one object, which threads take and put back with one atomic
/// exchange each, and never wait for.
///
/// It is what a coder keeps between calls (its decoder, its last document's storage):
/// taken when a call starts and given back when it ends. A mutex cost each of those a
/// lock and an unlock, two atomic operations and two library calls; on a 350-byte
/// object's decode, the four of them were about 4% of the time.
///
/// The exchange is a `Synchronization.Atomic`'s where the OS has one (macOS 15, iOS 18,
/// tvOS 18, watchOS 11, visionOS 2, and Linux), and is made under a mutex before that.
/// This class is abstract: ``make()`` returns one of its two subclasses, as
/// ``PlatformFallbacks`` decided once for the process, and calls reach it through the
/// class's method table, without asking the OS version again. (The subclasses are the
/// slot itself rather than a separate atomic object it holds: calling through a held
/// object retained and released it around each call, about 60 instructions a coder call.)
class AtomicSlot<Object: AnyObject>: @unchecked Sendable {
    // `@unchecked`: the object passes from thread to thread only through the exchanges
    // (acquiring and releasing, or under the mutex), whole.

    fileprivate init() {}

    /// An empty slot of the kind this process uses.
    static func make() -> AtomicSlot<Object> {
        if PlatformFallbacks.usesAtomics, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return SynchronizationSlot()
        }
        return LockedSlot()
    }

    /// An empty slot of either kind, whatever this process uses: for tests of both. Nil
    /// for the atomic kind where the OS has none.
    static func make(fallback: Bool) -> AtomicSlot<Object>? {
        if fallback { return LockedSlot() }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return SynchronizationSlot() }
        return nil
    }

    /// The object, if any, now the caller's alone: the slot is left empty.
    func take() -> Object? { nil }

    /// Puts `object` in the slot if it is empty; false when another object is there, and
    /// the caller keeps `object`.
    func keep(_ object: Object) -> Bool { false }

    /// Puts `object` in the slot whatever it holds, and returns what it held.
    func replace(with object: Object) -> Object? { nil }
}

/// A slot whose object is exchanged in a `Synchronization.Atomic`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class SynchronizationSlot<Object: AnyObject>: AtomicSlot<Object>, @unchecked Sendable {
    /// The object, retained by the slot, as an opaque pointer.
    private let slot = Atomic<UnsafeMutableRawPointer?>(nil)

    override init() {}

    override func take() -> Object? { slot.takeObject() }

    override func keep(_ object: Object) -> Bool { slot.keepObject(object) }

    override func replace(with object: Object) -> Object? { slot.replaceObject(with: object) }

    deinit { slot.releaseObject(of: Object.self) }
}

/// An atomic that holds a retained object as an opaque pointer, or nil: the exchanges of
/// ``AtomicSlot`` and of a coder's configuration, which keeps its decoder or encoder so
/// (`VersionedConfiguration`).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension Atomic where Value == UnsafeMutableRawPointer? {
    /// The object held, if any, now the caller's: none is left held.
    @inline(__always)
    func takeObject<Object: AnyObject>() -> Object? {
        guard let taken = exchange(nil, ordering: .acquiringAndReleasing) else { return nil }
        return Unmanaged<Object>.fromOpaque(taken).takeRetainedValue()
    }

    /// Holds `object` if nothing is held; false when something is, and the caller keeps
    /// `object`.
    @inline(__always)
    func keepObject<Object: AnyObject>(_ object: Object) -> Bool {
        let retained = Unmanaged.passRetained(object).toOpaque()
        if compareExchange(expected: nil, desired: retained, ordering: .acquiringAndReleasing).exchanged { return true }
        Unmanaged<Object>.fromOpaque(retained).release()
        return false
    }

    /// Holds `object` whatever is held, and returns what was.
    @inline(__always)
    func replaceObject<Object: AnyObject>(with object: Object) -> Object? {
        let retained = Unmanaged.passRetained(object).toOpaque()
        guard let previous = exchange(retained, ordering: .acquiringAndReleasing) else { return nil }
        return Unmanaged<Object>.fromOpaque(previous).takeRetainedValue()
    }

    /// Lets go of the object held, if any: for the holder's `deinit`.
    func releaseObject<Object: AnyObject>(of type: Object.Type) {
        if let held = load(ordering: .acquiring) { Unmanaged<Object>.fromOpaque(held).release() }
    }
}

/// A slot whose object is exchanged under a mutex: the fallback where the OS has no
/// `Synchronization.Atomic`.
final class LockedSlot<Object: AnyObject>: AtomicSlot<Object>, @unchecked Sendable {
    private let slot = Locked<Object?>(nil)

    override init() {}

    override func take() -> Object? {
        slot.withLock { held in
            defer { held = nil }
            return held
        }
    }

    override func keep(_ object: Object) -> Bool {
        slot.withLock { held in
            guard held == nil else { return false }
            held = object
            return true
        }
    }

    override func replace(with object: Object) -> Object? {
        slot.withLock { held in
            defer { held = object }
            return held
        }
    }
}
