import Testing

@testable import Strata

/// `ScratchStack` holds the encoder's open containers and their members in memory of its
/// own: what is pushed must come back in order across growth, what is removed must be
/// destroyed at once, and what is left must be destroyed when the stack is freed.
@Suite("ScratchStack: a stack in memory of its own")
struct ScratchStackTests {
    /// Counts the instances alive, to see elements destroyed.
    final class Tracked {
        let value: Int
        let counter: Counter

        init(_ value: Int, counter: Counter) {
            self.value = value
            self.counter = counter
            counter.alive += 1
        }

        deinit { counter.alive -= 1 }
    }

    final class Counter {
        var alive = 0
    }

    @Test("pushed values come back in order, past every growth", arguments: [1, 2, 7, 8, 9, 100, 1_000])
    func pushAndPop(count: Int) {
        var stack = ScratchStack<String>(capacity: 1)
        for index in 0..<count { stack.push("value \(index) " + String(repeating: "x", count: index % 40)) }
        #expect(stack.count == count)
        #expect(stack[0] == "value 0 ")
        for index in (0..<count).reversed() {
            #expect(stack.pop() == "value \(index) " + String(repeating: "x", count: index % 40))
        }
        #expect(stack.isEmpty)
        stack.deallocate()
    }

    @Test("elements change in place and read back as a buffer from any start")
    func inPlaceAndElements() {
        var stack = ScratchStack<Int>(capacity: 4)
        for index in 0..<10 { stack.push(index) }
        stack[3] += 100
        #expect(Array(stack.elements(from: 0)) == [0, 1, 2, 103, 4, 5, 6, 7, 8, 9])
        #expect(Array(stack.elements(from: 7)) == [7, 8, 9])
        #expect(Array(stack.elements(from: 10)).isEmpty)
        stack.deallocate()
    }

    @Test("removed elements are destroyed at once, and the rest when the stack is freed")
    func destruction() {
        let counter = Counter()
        var stack = ScratchStack<Tracked>(capacity: 2)
        for index in 0..<20 { stack.push(Tracked(index, counter: counter)) }
        #expect(counter.alive == 20)
        stack.removeAll(from: 15)
        #expect(counter.alive == 15)
        #expect(stack.count == 15)
        _ = stack.pop()
        #expect(counter.alive == 14)
        stack.push(Tracked(99, counter: counter))
        #expect(stack[14].value == 99)
        stack.removeAll(from: 0)
        #expect(counter.alive == 0)
        for index in 0..<5 { stack.push(Tracked(index, counter: counter)) }
        stack.deallocate()
        #expect(counter.alive == 0)
    }
}
