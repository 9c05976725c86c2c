import Synchronization

/// One machine word that threads read and change atomically: a `Synchronization.Atomic`
/// where the OS has one (macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, and Linux),
/// and a word behind a mutex before that (``LockedWord``).
///
/// Which of the two a word is gets decided when it is made (``make(_:)``), from one
/// availability check made once per process (``PlatformFallbacks``): calls then go
/// through the protocol to the chosen class, and never ask the OS version again.
protocol AtomicWord: AnyObject, Sendable {
    /// The value, with acquiring ordering.
    func load() -> UInt
    /// Stores `value`, with releasing ordering.
    func store(_ value: UInt)
    /// Stores `value` and returns what the word held, acquiring and releasing.
    func exchange(_ value: UInt) -> UInt
    /// Stores `desired` if the word holds `expected`; whether it did. Acquiring and
    /// releasing.
    func compareExchange(expected: UInt, desired: UInt) -> Bool
}

enum AtomicWords {
    /// A word holding `initial`, of the kind this process uses.
    @inline(__always)
    static func make(_ initial: UInt) -> any AtomicWord {
        maker(initial)
    }

    /// Makes the words of the kind this process uses: chosen once, by the OS version
    /// and ``PlatformFallbacks``.
    private static let maker: @Sendable (UInt) -> any AtomicWord = {
        if !PlatformFallbacks.areForced, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return { SynchronizationWord($0) }
        }
        return { LockedWord($0) }
    }()

    /// A word of either kind, whatever this process uses: for tests of both. Nil for the
    /// atomic kind where the OS has none.
    static func make(_ initial: UInt, fallback: Bool) -> (any AtomicWord)? {
        if fallback { return LockedWord(initial) }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return SynchronizationWord(initial) }
        return nil
    }
}

/// A word in a `Synchronization.Atomic`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class SynchronizationWord: AtomicWord {
    private let word: Atomic<UInt>

    init(_ initial: UInt) {
        word = Atomic(initial)
    }

    @inline(__always)
    func load() -> UInt {
        word.load(ordering: .acquiring)
    }

    @inline(__always)
    func store(_ value: UInt) {
        word.store(value, ordering: .releasing)
    }

    @inline(__always)
    func exchange(_ value: UInt) -> UInt {
        word.exchange(value, ordering: .acquiringAndReleasing)
    }

    @inline(__always)
    func compareExchange(expected: UInt, desired: UInt) -> Bool {
        word.compareExchange(expected: expected, desired: desired, ordering: .acquiringAndReleasing).exchanged
    }
}

/// A word behind a mutex: the fallback where `Synchronization.Atomic` is not available.
/// The mutex orders every access, which covers each ordering the protocol asks for.
final class LockedWord: AtomicWord {
    private let word: Locked<UInt>

    init(_ initial: UInt) {
        word = Locked(initial)
    }

    func load() -> UInt {
        word.withLock { $0 }
    }

    func store(_ value: UInt) {
        word.withLock { $0 = value }
    }

    func exchange(_ value: UInt) -> UInt {
        word.withLock { held in
            defer { held = value }
            return held
        }
    }

    func compareExchange(expected: UInt, desired: UInt) -> Bool {
        word.withLock { held in
            guard held == expected else { return false }
            held = desired
            return true
        }
    }
}
