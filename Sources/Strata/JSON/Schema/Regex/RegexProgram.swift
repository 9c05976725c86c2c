/// A compiled pattern: a Thompson automaton run over the input's scalars by
/// ``matches(_:)`` in time proportional to the input's length times the program's size,
/// whatever the pattern (no backtracking, so `^(a+)+$` on a long run of `a`s followed by
/// `b` costs what `^a+$` costs).
///
/// Compiling refuses what the automaton cannot run (backreferences, lookarounds) and
/// programs larger than ``maximumSize`` instructions, which bounds the work per input
/// scalar: counted repetitions are written out (`a{3}` is `aaa`), so `(a{1000}){1000}`
/// would be a million.
struct RegexProgram: Sendable {
    /// The most instructions a program may have.
    static let maximumSize = 20_000

    struct Instruction: Sendable {
        var operation: Operation
        /// The scalar, set index, first target or assertion, by operation.
        var first: Int32
        /// The second target of a split.
        var second: Int32
    }

    enum Operation: UInt8, Sendable {
        /// Consumes `first` as a scalar value.
        case scalar
        /// Consumes a scalar in `sets[first]`.
        case set
        /// Continues at `first` and at `second`.
        case split
        /// Continues at `first`.
        case jump
        /// Continues at the next instruction if `RegexAssertion(first)` holds here.
        case assertion
        /// The pattern matched.
        case match
    }

    let instructions: [Instruction]
    let sets: [ScalarSet]
    /// Whether every match must start at the input's start (the pattern begins with `^`
    /// on every path), so that no thread starts later.
    let isAnchoredAtStart: Bool
    /// The pattern with nothing special, when it is one: `^abc`, `abc$`, `abc`. Such
    /// patterns are matched by comparing bytes.
    let literal: Literal?
    /// The deterministic automaton for ASCII input, when the pattern has one.
    private(set) var automaton: RegexDFA?

    struct Literal: Sendable {
        var utf8: [UInt8]
        var atStart: Bool
        var atEnd: Bool
    }

    /// Compiles a parsed pattern.
    init(_ syntax: RegexSyntax) throws(RegexError) {
        var compiler = Compiler()
        let size = Compiler.size(of: syntax)
        guard size <= Self.maximumSize else {
            throw RegexError(
                message:
                    "a pattern whose counted repetitions make \(size >= Compiler.saturated ? "more than a billion" : String(size)) steps; Strata's engine runs patterns of up to \(Self.maximumSize)",
                offset: 0, isUnsupported: true)
        }
        try compiler.emit(syntax)
        compiler.instructions.append(Instruction(operation: .match, first: 0, second: 0))
        instructions = compiler.instructions
        sets = compiler.sets
        isAnchoredAtStart = Self.anchorsAtStart(syntax)
        literal = Self.literal(of: syntax)
        automaton = nil
        if literal == nil { automaton = RegexDFA(self) }
    }

    /// Parses and compiles `pattern`.
    init(pattern: String) throws(RegexError) {
        try self.init(try RegexParser.parse(pattern))
    }

    private static func anchorsAtStart(_ syntax: RegexSyntax) -> Bool {
        switch syntax {
        case .assertion(.start): return true
        case .sequence(let terms): return terms.first.map(anchorsAtStart) ?? false
        case .alternation(let alternatives): return alternatives.allSatisfy(anchorsAtStart)
        default: return false
        }
    }

    private static func literal(of syntax: RegexSyntax) -> Literal? {
        var terms: [RegexSyntax]
        switch syntax {
        case .sequence(let sequence): terms = sequence
        case .set: terms = [syntax]
        default: return nil
        }
        var result = Literal(utf8: [], atStart: false, atEnd: false)
        if case .assertion(.start) = terms.first {
            result.atStart = true
            terms.removeFirst()
        }
        if case .assertion(.end) = terms.last {
            result.atEnd = true
            terms.removeLast()
        }
        for term in terms {
            guard case .set(let set) = term, let scalar = set.singleScalar, let value = Unicode.Scalar(scalar) else { return nil }
            result.utf8.append(contentsOf: String(Character(value)).utf8)
        }
        return result
    }
}

// MARK: - Compiling

extension RegexProgram {
    fileprivate struct Compiler {
        var instructions: [Instruction] = []
        var sets: [ScalarSet] = []

        static let saturated = 1 << 30

        /// The instructions `syntax` compiles to, saturating at `saturated`.
        static func size(of syntax: RegexSyntax) -> Int {
            switch syntax {
            case .empty: return 0
            case .set, .assertion: return 1
            case .unsupported: return 0
            case .sequence(let terms):
                return terms.reduce(0) { min(saturated, $0 + size(of: $1)) }
            case .alternation(let alternatives):
                return alternatives.reduce(2 * (alternatives.count - 1)) { min(saturated, $0 + size(of: $1)) }
            case .repetition(let body, let minimum, let maximum):
                let one = size(of: body)
                let required = multiply(one, minimum)
                guard let maximum else { return min(saturated, required + one + 2) }
                return min(saturated, required + multiply(one + 1, maximum - minimum))
            }
        }

        private static func multiply(_ a: Int, _ b: Int) -> Int {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? saturated : min(saturated, product)
        }

        mutating func emit(_ syntax: RegexSyntax) throws(RegexError) {
            switch syntax {
            case .empty:
                break
            case .set(let set):
                if let scalar = set.singleScalar {
                    append(.scalar, Int32(bitPattern: scalar))
                } else {
                    let index = sets.firstIndex(of: set) ?? sets.count
                    if index == sets.count { sets.append(set) }
                    append(.set, Int32(index))
                }
            case .assertion(let assertion):
                append(.assertion, Int32(assertion.rawValue))
            case .sequence(let terms):
                for term in terms { try emit(term) }
            case .alternation(let alternatives):
                var jumps: [Int] = []
                for (position, alternative) in alternatives.enumerated() {
                    if position < alternatives.count - 1 {
                        let split = append(.split, 0)
                        instructions[split].first = Int32(instructions.count)
                        try emit(alternative)
                        jumps.append(append(.jump, 0))
                        instructions[split].second = Int32(instructions.count)
                    } else {
                        try emit(alternative)
                    }
                }
                for jump in jumps { instructions[jump].first = Int32(instructions.count) }
            case .repetition(let body, let minimum, let maximum):
                for _ in 0..<minimum { try emit(body) }
                if let maximum {
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        let split = append(.split, 0)
                        instructions[split].first = Int32(instructions.count)
                        splits.append(split)
                        try emit(body)
                    }
                    for split in splits { instructions[split].second = Int32(instructions.count) }
                } else {
                    let loop = append(.split, 0)
                    instructions[loop].first = Int32(instructions.count)
                    try emit(body)
                    append(.jump, Int32(loop))
                    instructions[loop].second = Int32(instructions.count)
                }
            case .unsupported(let construct, let offset):
                throw RegexError(
                    message: "\(construct), which needs backtracking; Strata's engine runs in linear time and does not support it",
                    offset: offset, isUnsupported: true)
            }
        }

        @discardableResult
        mutating func append(_ operation: Operation, _ first: Int32) -> Int {
            instructions.append(Instruction(operation: operation, first: first, second: 0))
            return instructions.count - 1
        }
    }
}
