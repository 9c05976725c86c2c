import Foundation
import Testing

@testable import Strata

/// The slot a decoder keeps its decoder and its last document's storage in between calls
/// (``AtomicSlot``): it must hand each object to one taker at a time, never lose or leak
/// one, and let go of what it holds when it goes.
@Suite("Atomic slot: one object, taken and kept without locks")
struct AtomicSlotTests {
    final class Token: @unchecked Sendable {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    @Test("an empty slot gives nothing; the first object kept is the one taken, once")
    func takeAndKeep() {
        let slot = AtomicSlot<Token>()
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

    @Test("the slot holds what it keeps alive, and nothing it declined or gave away, and lets go when it goes")
    func ownership() {
        weak var declined: Token?
        weak var held: Token?
        var slot: AtomicSlot<Token>? = AtomicSlot<Token>()
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

    @Test("tasks that take and keep at once never share an object, and none is lost", arguments: [2, 8])
    func concurrentTakers(tasks: Int) async {
        let slot = AtomicSlot<Token>()
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
