/// Running a program: whether the pattern matches anywhere in a string (JSON Schema's
/// patterns are not anchored unless they say so).
///
/// All threads advance together over the input's scalars (Thompson's construction): a
/// sparse set of instructions per position, each instruction entered at most once per
/// position, so the work is at most the input's scalars times the program's size. Only
/// whether a match exists is asked, so threads need no priorities and no captures, and
/// the run stops at the first thread to reach the end of the program.
extension RegexProgram {
    /// Whether the pattern matches somewhere in `utf8` (valid UTF-8).
    func matches(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        if let literal { return Self.matches(literal, utf8) }
        if let automaton, let matched = automaton.matches(utf8) { return matched }
        return run(utf8).matched
    }

    /// Runs the automaton (never the literal shortcut) and counts the instructions it
    /// entered: at most the input's scalars plus one, times the program's size.
    func run(_ utf8: UnsafeBufferPointer<UInt8>) -> (matched: Bool, entered: Int) {
        let count = instructions.count
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: count * 5 + 2) { memory in
            guard let base = memory.baseAddress else { return (false, 0) }
            base.initialize(repeating: -1, count: count)
            return instructions.withUnsafeBufferPointer { program in
                var run = Run(
                    program: program, sets: sets, marks: base, current: base + count, next: base + 2 * count,
                    stack: base + 3 * count)
                let matched = run.search(utf8, anchored: isAnchoredAtStart)
                return (matched, run.entered)
            }
        }
    }

    /// Whether the pattern matches somewhere in `text`.
    func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches($0) }
    }

    private static func matches(_ literal: Literal, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let needle = literal.utf8
        guard needle.count <= utf8.count else { return false }
        if literal.atStart && literal.atEnd { return needle.count == utf8.count && utf8.elementsEqual(needle) }
        if literal.atStart { return utf8.prefix(needle.count).elementsEqual(needle) }
        if literal.atEnd { return utf8.suffix(needle.count).elementsEqual(needle) }
        guard let first = needle.first else { return true }
        var start = 0
        let last = utf8.count - needle.count
        while start <= last {
            if utf8[start] == first {
                var offset = 1
                while offset < needle.count && utf8[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}

/// The state of one run: the lists of threads at the current and the next position.
private struct Run {
    let program: UnsafeBufferPointer<RegexProgram.Instruction>
    let sets: [ScalarSet]
    /// The generation in which each instruction was last entered.
    let marks: UnsafeMutablePointer<Int32>
    var current: UnsafeMutablePointer<Int32>
    var currentCount = 0
    var next: UnsafeMutablePointer<Int32>
    var nextCount = 0
    /// Instructions waiting to be entered (at most two per instruction entered).
    let stack: UnsafeMutablePointer<Int32>
    var generation: Int32 = 0
    var matched = false
    /// Instructions entered so far, the measure of the run's work.
    var entered = 0

    init(
        program: UnsafeBufferPointer<RegexProgram.Instruction>, sets: [ScalarSet], marks: UnsafeMutablePointer<Int32>,
        current: UnsafeMutablePointer<Int32>, next: UnsafeMutablePointer<Int32>, stack: UnsafeMutablePointer<Int32>
    ) {
        self.program = program
        self.sets = sets
        self.marks = marks
        self.current = current
        self.next = next
        self.stack = stack
    }

    /// No scalar: before the start or after the end.
    static let none: UInt32 = .max

    mutating func search(_ utf8: UnsafeBufferPointer<UInt8>, anchored: Bool) -> Bool {
        var offset = 0
        var previous = Run.none
        var (scalar, length) = Self.decode(utf8, at: 0)
        var position = 0
        while true {
            if !anchored || position == 0 {
                enter(0, intoNext: false, previous: previous, following: scalar)
                if matched { return true }
            }
            if scalar == Run.none || currentCount == 0 && anchored { return false }
            let (following, followingLength) = Self.decode(utf8, at: offset &+ length)
            step(over: scalar, following: following)
            if matched { return true }
            swap(&current, &next)
            currentCount = nextCount
            nextCount = 0
            previous = scalar
            offset &+= length
            scalar = following
            length = followingLength
            position &+= 1
        }
    }

    /// Moves every thread at the current position over `scalar` into the next list.
    private mutating func step(over scalar: UInt32, following: UInt32) {
        if generation == .max {
            // Two billion scalars in: start the marks again rather than wrap.
            marks.update(repeating: -1, count: program.count)
            generation = 0
        }
        generation &+= 1
        for index in 0..<currentCount {
            let pc = Int(current[index])
            let instruction = program[pc]
            let consumes: Bool
            switch instruction.operation {
            case .scalar: consumes = UInt32(bitPattern: instruction.first) == scalar
            case .set: consumes = sets[Int(instruction.first)].contains(scalar)
            default: consumes = false
            }
            if consumes {
                enter(Int32(pc &+ 1), intoNext: true, previous: scalar, following: following)
                if matched { return }
            }
        }
    }

    /// Enters `start` and everything it reaches without consuming input, adding the
    /// consuming instructions to the current list (or the next).
    private mutating func enter(_ start: Int32, intoNext: Bool, previous: UInt32, following: UInt32) {
        // The start thread joins the current list in its generation: an instruction the last
        // step entered was entered at this position, between the same two scalars, so
        // entering it again would add nothing.
        var depth = 1
        stack[0] = start
        while depth > 0 {
            depth &-= 1
            let pc = Int(stack[depth])
            if marks[pc] == generation { continue }
            marks[pc] = generation
            entered &+= 1
            let instruction = program[pc]
            switch instruction.operation {
            case .scalar, .set:
                if intoNext {
                    next[nextCount] = Int32(pc)
                    nextCount &+= 1
                } else {
                    current[currentCount] = Int32(pc)
                    currentCount &+= 1
                }
            case .match:
                matched = true
                return
            case .jump:
                stack[depth] = instruction.first
                depth &+= 1
            case .split:
                stack[depth] = instruction.second
                stack[depth &+ 1] = instruction.first
                depth &+= 2
            case .assertion:
                if Self.holds(instruction.first, previous: previous, following: following) {
                    stack[depth] = Int32(pc &+ 1)
                    depth &+= 1
                }
            }
        }
    }

    private static func holds(_ assertion: Int32, previous: UInt32, following: UInt32) -> Bool {
        switch RegexAssertion(rawValue: UInt8(truncatingIfNeeded: assertion)) {
        case .start: return previous == none
        case .end: return following == none
        case .wordBoundary: return isWord(previous) != isWord(following)
        case .notWordBoundary: return isWord(previous) == isWord(following)
        case nil: return false
        }
    }

    @inline(__always)
    private static func isWord(_ scalar: UInt32) -> Bool {
        scalar != none && ScalarSet.wordCharacters.contains(scalar)
    }

    /// The scalar at `offset` of valid UTF-8 and its length in bytes; `none` at the end.
    @inline(__always)
    static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int) {
        guard offset < utf8.count else { return (none, 0) }
        let lead = UInt32(utf8[offset])
        if lead < 0x80 { return (lead, 1) }
        let remaining = utf8.count &- offset
        if lead < 0xE0, remaining >= 2 {
            return ((lead & 0x1F) << 6 | UInt32(utf8[offset &+ 1]) & 0x3F, 2)
        }
        if lead < 0xF0, remaining >= 3 {
            return ((lead & 0x0F) << 12 | (UInt32(utf8[offset &+ 1]) & 0x3F) << 6 | UInt32(utf8[offset &+ 2]) & 0x3F, 3)
        }
        if remaining >= 4 {
            return (
                (lead & 0x07) << 18 | (UInt32(utf8[offset &+ 1]) & 0x3F) << 12 | (UInt32(utf8[offset &+ 2]) & 0x3F) << 6
                    | UInt32(utf8[offset &+ 3]) & 0x3F, 4
            )
        }
        // Not reached for valid UTF-8: a truncated sequence reads as U+FFFD and ends the input.
        return (0xFFFD, remaining)
    }
}
