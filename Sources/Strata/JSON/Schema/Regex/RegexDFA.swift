/// A deterministic automaton for a pattern over ASCII input, built when the pattern is
/// compiled (Rabin and Scott's subset construction over the Thompson program): one table
/// look-up per byte instead of a set of threads per scalar. The Thompson program still
/// runs what the automaton does not cover: input with a byte of 0x80 or above, patterns
/// with `\b` or `\B`, and patterns whose automaton would have more than ``maximumStates``
/// states (counted repetitions of classes can multiply them).
///
/// The alphabet is the ASCII bytes grouped into classes that every step of the program
/// treats alike, so a table row has one entry per class, not 128.
struct RegexDFA: Sendable {
    /// The most states an automaton may have before the pattern keeps to its Thompson program.
    static let maximumStates = 512
    /// The most instructions a program may have for an automaton to be built, and the most
    /// instructions the construction may visit: building stays a small part of compiling.
    static let maximumProgram = 2_000
    static let maximumWork = 4_000_000

    /// Each ASCII byte's class.
    let classes: [UInt8]
    let classCount: Int
    /// `transitions[state * classCount + class]`: the next state; `dead` when no thread is left.
    let transitions: [Int32]
    /// Whether a state already holds a match (the pattern matched at or before this point).
    let matchesNow: [Bool]
    /// Whether a state matches when the input ends here (`$` satisfied).
    let matchesAtEnd: [Bool]

    static let dead: Int32 = -1

    /// The automaton for `program`, or nil when it would not fit or the program asks what an
    /// automaton over bytes cannot answer.
    init?(_ program: RegexProgram) {
        let instructions = program.instructions
        guard instructions.count <= Self.maximumProgram else { return nil }
        for instruction in instructions where instruction.operation == .assertion {
            let assertion = RegexAssertion(rawValue: UInt8(truncatingIfNeeded: instruction.first))
            if assertion == .wordBoundary || assertion == .notWordBoundary { return nil }
        }
        // The byte classes: bytes whose acceptance by every consuming instruction agrees.
        var signatures: [[Bool]: UInt8] = [:]
        var classes = [UInt8](repeating: 0, count: 128)
        var representatives: [UInt32] = []
        for byte in 0..<UInt32(128) {
            var signature: [Bool] = []
            for instruction in instructions {
                switch instruction.operation {
                case .scalar: signature.append(UInt32(bitPattern: instruction.first) == byte)
                case .set: signature.append(program.sets[Int(instruction.first)].contains(byte))
                default: break
                }
            }
            if let existing = signatures[signature] {
                classes[Int(byte)] = existing
            } else {
                let id = UInt8(signatures.count)
                signatures[signature] = id
                classes[Int(byte)] = id
                representatives.append(byte)
            }
        }
        let classCount = representatives.count
        let builder = Builder(program: program)
        let searches = !program.isAnchoredAtStart
        let restart = searches ? builder.closure(of: [0], atStart: false) : []
        let start = builder.closure(of: [0], atStart: true)
        var states: [[Int32]: Int32] = [:]
        var order: [[Int32]] = []
        var transitions: [Int32] = []
        func state(for set: [Int32]) -> Int32? {
            if let existing = states[set] { return existing }
            guard order.count < Self.maximumStates else { return nil }
            let id = Int32(order.count)
            states[set] = id
            order.append(set)
            return id
        }
        guard state(for: start) != nil else { return nil }
        var next = 0
        var work = 0
        while next < order.count {
            let current = order[next]
            next += 1
            work += current.count * representatives.count
            guard work <= Self.maximumWork else { return nil }
            for representative in representatives {
                var stepped = builder.step(current, over: representative)
                if searches { stepped = Builder.union(stepped, restart) }
                if stepped.isEmpty {
                    transitions.append(Self.dead)
                } else {
                    guard let target = state(for: stepped) else { return nil }
                    transitions.append(target)
                }
            }
        }
        self.classes = classes
        self.classCount = classCount
        self.transitions = transitions
        matchesNow = order.map { builder.holdsMatch($0) }
        matchesAtEnd = order.map { builder.matchesAtEnd($0) }
    }

    /// Whether the pattern matches `utf8`; nil when the input has a non-ASCII byte.
    @inline(__always)
    func matches(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool? {
        transitions.withUnsafeBufferPointer { transitions in
            classes.withUnsafeBufferPointer { classes in
                var state: Int32 = 0
                if matchesNow[0] { return true }
                for byte in utf8 {
                    guard byte < 0x80 else { return nil }
                    state = transitions[Int(state) &* classCount &+ Int(classes[Int(byte)])]
                    if state < 0 { return false }
                    if matchesNow[Int(state)] { return true }
                }
                return matchesAtEnd[Int(state)]
            }
        }
    }

    /// The closures and steps of the subset construction, over sorted sets of instruction
    /// indices (the consuming instructions reached, and `match` when it is).
    private struct Builder {
        let program: RegexProgram

        /// The instructions reached from `starts` without consuming, where `^` holds only at
        /// the start of the input and `$` is left for the end (`matchesAtEnd`).
        func closure(of starts: [Int32], atStart: Bool) -> [Int32] {
            var reached: Set<Int32> = []
            var visited: Set<Int32> = []
            var stack = starts
            while let pc = stack.popLast() {
                guard visited.insert(pc).inserted else { continue }
                let instruction = program.instructions[Int(pc)]
                switch instruction.operation {
                case .scalar, .set, .match:
                    reached.insert(pc)
                case .jump:
                    stack.append(instruction.first)
                case .split:
                    stack.append(instruction.first)
                    stack.append(instruction.second)
                case .assertion:
                    switch RegexAssertion(rawValue: UInt8(truncatingIfNeeded: instruction.first)) {
                    case .start: if atStart { stack.append(pc + 1) }
                    case .end: reached.insert(pc)  // Kept: it holds only at the end.
                    default: break
                    }
                }
            }
            return reached.sorted()
        }

        func step(_ set: [Int32], over scalar: UInt32) -> [Int32] {
            var targets: [Int32] = []
            for pc in set {
                let instruction = program.instructions[Int(pc)]
                switch instruction.operation {
                case .scalar where UInt32(bitPattern: instruction.first) == scalar: targets.append(pc + 1)
                case .set where program.sets[Int(instruction.first)].contains(scalar): targets.append(pc + 1)
                default: break
                }
            }
            return closure(of: targets, atStart: false)
        }

        func holdsMatch(_ set: [Int32]) -> Bool {
            set.contains { program.instructions[Int($0)].operation == .match }
        }

        /// Whether a set reaches `match` once `$` holds: the closure past its `$` assertions.
        func matchesAtEnd(_ set: [Int32]) -> Bool {
            if holdsMatch(set) { return true }
            var stack = set.filter { program.instructions[Int($0)].operation == .assertion }.map { $0 + 1 }
            var visited: Set<Int32> = []
            while let pc = stack.popLast() {
                guard visited.insert(pc).inserted else { continue }
                let instruction = program.instructions[Int(pc)]
                switch instruction.operation {
                case .match: return true
                case .jump: stack.append(instruction.first)
                case .split:
                    stack.append(instruction.first)
                    stack.append(instruction.second)
                case .assertion:
                    if RegexAssertion(rawValue: UInt8(truncatingIfNeeded: instruction.first)) == .end { stack.append(pc + 1) }
                default: break
                }
            }
            return false
        }

        static func union(_ a: [Int32], _ b: [Int32]) -> [Int32] {
            guard !b.isEmpty else { return a }
            guard !a.isEmpty else { return b }
            return Array(Set(a).union(b)).sorted()
        }
    }
}
