/// A pattern as the parser reads it: ECMA-262's grammar (with the `u` flag's rules, which
/// JSON Schema's patterns follow), before it is compiled.
///
/// Constructs that are valid ECMA-262 but need backtracking (backreferences,
/// lookahead and lookbehind) are parsed, so that the `regex` format can accept them, and
/// kept as ``unsupported(_:)``, which the compiler refuses.
indirect enum RegexSyntax: Sendable {
    /// Matches the empty string.
    case empty
    /// One scalar from a set (a literal is a set of one).
    case set(ScalarSet)
    /// `^`, `$`, `\b`, `\B`.
    case assertion(RegexAssertion)
    /// Terms one after another.
    case sequence([RegexSyntax])
    /// Alternatives.
    case alternation([RegexSyntax])
    /// A repeated term: at least `minimum` times and at most `maximum` (nil: no limit).
    /// Laziness does not change whether a pattern matches, so it is not kept.
    case repetition(RegexSyntax, minimum: Int, maximum: Int?)
    /// A construct the engine cannot run in linear time, named for the message, and
    /// where it starts (in scalars).
    case unsupported(String, offset: Int)
}

/// Zero-width assertions the engine supports.
enum RegexAssertion: UInt8, Sendable {
    /// `^`: the start of the input (JSON Schema's patterns have no `m` flag).
    case start
    /// `$`: the end of the input.
    case end
    /// `\b`: between a word character and a non-word one (ECMA-262's `[A-Za-z0-9_]`).
    case wordBoundary
    /// `\B`: not at a word boundary.
    case notWordBoundary
}

/// A pattern the parser rejects, or one the engine refuses to run.
struct RegexError: Error, Sendable, Equatable {
    /// What is wrong, as a phrase: "an unclosed group".
    var message: String
    /// The position of the problem, in Unicode scalars from the pattern's start.
    var offset: Int
    /// Whether the pattern is valid ECMA-262 that Strata's engine does not run
    /// (a backreference, a lookaround, a size beyond its limit).
    var isUnsupported: Bool
}
