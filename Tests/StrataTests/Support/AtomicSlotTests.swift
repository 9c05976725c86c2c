import Foundation
import Testing

@testable import Strata

/// The slot a decoder keeps its decoder and its last document's storage in between calls
/// (``AtomicSlot``): it must hand each object to one taker at a time, never lose or leak
/// one, and let go of what it holds when it goes. Each test runs over both kinds of slot:
/// `Synchronization.Atomic` (macOS 15, iOS 18 and later, Linux) and the mutex that stands
/// in for it on older systems.
@Suite("Atomic slot: one object, taken and kept without locks")
struct AtomicSlotTests {
    final class Token: @unchecked Sendable {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    /// Both kinds of slot: `false` is `Synchronization.Atomic`, `true` the fallback.
    static let kinds = [false, true]

    static func slot(fallback: Bool) -> AtomicSlot<Token> {
        AtomicSlot<Token>.make(fallback: fallback) ?? LockedSlot()
    }

    @Test("the process uses the fallback exactly when STRATA_FORCE_FALLBACKS=1 asks for it (Linux has Atomic)")
    func processWideChoice() {
        #expect(PlatformFallbacks.usesAtomics == !PlatformFallbacks.areForced)
        #expect((AtomicSlot<Token>.make() is LockedSlot<Token>) == PlatformFallbacks.areForced)
        #expect(AtomicSlot<Token>.make(fallback: true) is LockedSlot<Token>)
        #expect(!(AtomicSlot<Token>.make(fallback: false) is LockedSlot<Token>))
    }

    @Test("a configuration of either kind: a snapshot is current until a setting changes", arguments: kinds)
    func versions(fallback: Bool) throws {
        let configuration = try #require(VersionedConfiguration.make(DecodingOptions(), fallback: fallback))
        let snapshot = configuration.read { $0 }
        #expect(configuration.isCurrent(snapshot))
        #expect(configuration.current(reusing: snapshot).version == snapshot.version)
        configuration.update { $0.dottedKeyStrategy = .literal }
        #expect(!configuration.isCurrent(snapshot))
        let next = configuration.current(reusing: snapshot)
        #expect(next.version == snapshot.version + 1 && configuration.isCurrent(next))
        #expect(next.dottedKeyStrategy == .literal)
    }

    @Test("an empty slot gives nothing; the first object kept is the one taken, once", arguments: kinds)
    func takeAndKeep(fallback: Bool) {
        let slot = Self.slot(fallback: fallback)
        #expect(slot.take() == nil)
        let first = Token(1)
        #expect(slot.keep(first))
        #expect(!slot.keep(Token(2)))
        #expect(slot.take() === first)
        #expect(slot.take() == nil)
        #expect(slot.replace(with: first) == nil)
        #expect(slot.replace(with: Token(3)) === first)
        #expect(slot.take()?.id == 3)
    }

    @Test("the slot holds what it keeps alive, and nothing it declined or gave away, and lets go when it goes", arguments: kinds)
    func ownership(fallback: Bool) {
        weak var declined: Token?
        weak var held: Token?
        var slot: AtomicSlot<Token>? = Self.slot(fallback: fallback)
        do {
            let kept = Token(1)
            let refused = Token(2)
            held = kept
            declined = refused
            #expect(slot?.keep(kept) == true)
            #expect(slot?.keep(refused) == false)
        }
        #expect(declined == nil)
        #expect(held != nil)
        slot = nil
        #expect(held == nil)
    }

    @Test("tasks that take and keep at once never share an object, and none is lost", arguments: [2, 8], kinds)
    func concurrentTakers(tasks: Int, fallback: Bool) async {
        let slot = Self.slot(fallback: fallback)
        #expect(slot.keep(Token(0)))
        let inUse = Locked<Set<Int>>([])
        let shared = Locked(false)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for round in 0..<2_000 {
                        let token = slot.take() ?? Token((task + 1) * 100_000 + round)
                        let fresh = inUse.withLock { $0.insert(token.id).inserted }
                        if !fresh { shared.withLock { $0 = true } }
                        inUse.withLock { _ = $0.remove(token.id) }
                        _ = slot.keep(token)
                    }
                }
            }
        }
        #expect(!shared.withLock { $0 })
        #expect(slot.take() != nil)
    }
}
