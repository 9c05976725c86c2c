import Foundation
import Testing

@testable import Strata

/// The slot a decoder keeps its last document's storage in between calls (``AtomicSlot``),
/// and the coder's configuration, which keeps its decoder or encoder with the same
/// exchanges: each must hand an object to one taker at a time, never lose or leak one, and
/// let go of what it holds when it goes. Each test runs over both kinds of each:
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
        let configuration = try #require(VersionedConfiguration<DecodingValues, Token>.make(DecodingOptions(), fallback: fallback))
        let snapshot = configuration.read { $0 }
        #expect(configuration.isCurrent(snapshot))
        #expect(configuration.current(reusing: snapshot).version == snapshot.version)
        configuration.update { $0.dottedKeyStrategy = .literal }
        #expect(!configuration.isCurrent(snapshot))
        let next = configuration.current(reusing: snapshot)
        #expect(next.version == snapshot.version + 1 && configuration.isCurrent(next))
        #expect(next.dottedKeyStrategy == .literal)
        // Without a snapshot of its own (a new coder's first call), the changed settings,
        // not the ones the configuration was made with.
        #expect(configuration.current(reusing: nil).dottedKeyStrategy == .literal)
        #expect(configuration.current(reusing: nil).version == next.version)
    }

    /// What keeps an object with these exchanges: an ``AtomicSlot``, or a coder's
    /// configuration, which keeps the coder's decoder or encoder between its calls (see
    /// `KeptDecoderState`).
    enum Holder: String, CaseIterable, CustomTestStringConvertible {
        case slot, configuration
        var testDescription: String { rawValue }
    }

    /// One holder of either kind, seen through its exchanges: `owner` is the object that
    /// holds what is kept.
    struct Keeper: Sendable {
        let owner: any AnyObject & Sendable
        let take: @Sendable () -> Token?
        let keep: @Sendable (Token) -> Bool
    }

    static func keeper(_ holder: Holder, fallback: Bool) throws -> Keeper {
        switch holder {
        case .slot:
            let slot = Self.slot(fallback: fallback)
            return Keeper(owner: slot, take: { slot.take() }, keep: { slot.keep($0) })
        case .configuration:
            let configuration = try #require(VersionedConfiguration<DecodingValues, Token>.make(DecodingOptions(), fallback: fallback))
            return Keeper(owner: configuration, take: { configuration.takeKept() }, keep: { configuration.keep($0) })
        }
    }

    @Test("an empty holder gives nothing; the first object kept is the one taken, once", arguments: Holder.allCases, kinds)
    func takeAndKeep(holder: Holder, fallback: Bool) throws {
        let keeper = try Self.keeper(holder, fallback: fallback)
        #expect(keeper.take() == nil)
        let first = Token(1)
        #expect(keeper.keep(first))
        #expect(!keeper.keep(Token(2)))
        #expect(keeper.take() === first)
        #expect(keeper.take() == nil)
        #expect(keeper.keep(Token(3)))
        #expect(keeper.take()?.id == 3)
    }

    @Test("a slot's replace gives back what it held", arguments: kinds)
    func replace(fallback: Bool) {
        let slot = Self.slot(fallback: fallback)
        let first = Token(1)
        #expect(slot.replace(with: first) == nil)
        #expect(slot.replace(with: Token(3)) === first)
        #expect(slot.take()?.id == 3)
    }

    @Test(
        "a holder keeps what it keeps alive, and nothing it declined or gave away, and lets go when it goes",
        arguments: Holder.allCases, kinds)
    func ownership(holder: Holder, fallback: Bool) throws {
        weak var declined: Token?
        weak var held: Token?
        weak var owner: AnyObject?
        do {
            let keeper = try Self.keeper(holder, fallback: fallback)
            owner = keeper.owner
            let kept = Token(1)
            let refused = Token(2)
            held = kept
            declined = refused
            #expect(keeper.keep(kept))
            #expect(!keeper.keep(refused))
        }
        #expect(declined == nil)
        #expect(owner == nil)
        #expect(held == nil)
    }

    @Test("tasks that take and keep at once never share an object, and none is lost", arguments: [2, 8], kinds)
    func concurrentTakers(tasks: Int, fallback: Bool) async throws {
        for holder in Holder.allCases {
            let keeper = try Self.keeper(holder, fallback: fallback)
            #expect(keeper.keep(Token(0)))
            let inUse = Locked<Set<Int>>([])
            let shared = Locked(false)
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<tasks {
                    group.addTask {
                        for round in 0..<2_000 {
                            let token = keeper.take() ?? Token((task + 1) * 100_000 + round)
                            let fresh = inUse.withLock { $0.insert(token.id).inserted }
                            if !fresh { shared.withLock { $0 = true } }
                            inUse.withLock { _ = $0.remove(token.id) }
                            _ = keeper.keep(token)
                        }
                    }
                }
            }
            #expect(!shared.withLock { $0 }, "\(holder)")
            #expect(keeper.take() != nil, "\(holder)")
        }
    }
}
