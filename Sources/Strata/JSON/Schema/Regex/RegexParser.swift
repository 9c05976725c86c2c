/// Reads a pattern into a ``RegexSyntax`` by ECMA-262's grammar with the `u` flag's
/// rules: escapes are only those the grammar defines (`\a` is an error), `{`, `}` and
/// `]` must be escaped to stand for themselves, and `\u{…}` and `\p{…}` are read.
///
/// The parser descends one call per nested group, so nesting is bounded
/// (``maximumGroupDepth``): a pattern of a hundred thousand `(` is refused, not a
/// stack overflow.
struct RegexParser {
    /// The most groups one pattern may nest inside one another.
    static let maximumGroupDepth = 200

    private let scalars: [UInt32]
    private var position = 0
    private var depth = 0
    /// Capturing groups in the whole pattern, counted before parsing (a backreference may
    /// name a group that comes after it).
    private let groupCount: Int
    private let groupNames: Set<String>

    /// Parses `pattern`.
    static func parse(_ pattern: String) throws(RegexError) -> RegexSyntax {
        var parser = RegexParser(pattern)
        let syntax = try parser.parseDisjunction()
        if parser.position < parser.scalars.count {
            // Only a `)` stops a top-level disjunction early.
            throw parser.error("an unmatched ')'")
        }
        return syntax
    }

    private init(_ pattern: String) {
        scalars = pattern.unicodeScalars.map(\.value)
        (groupCount, groupNames) = Self.countGroups(scalars)
    }

    // MARK: Structure

    private mutating func parseDisjunction() throws(RegexError) -> RegexSyntax {
        var alternatives = [try parseAlternative()]
        while peek == 0x7C {  // |
            position += 1
            alternatives.append(try parseAlternative())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func parseAlternative() throws(RegexError) -> RegexSyntax {
        var terms: [RegexSyntax] = []
        while let scalar = peek, scalar != 0x7C, scalar != 0x29 {  // | )
            terms.append(try parseTerm())
        }
        switch terms.count {
        case 0: return .empty
        case 1: return terms[0]
        default: return .sequence(terms)
        }
    }

    private mutating func parseTerm() throws(RegexError) -> RegexSyntax {
        let start = position
        guard let scalar = peek else { throw error("an unexpected end") }
        let atom: RegexSyntax
        var quantifiable = true
        switch scalar {
        case 0x5E:  // ^
            position += 1
            return .assertion(.start)
        case 0x24:  // $
            position += 1
            return .assertion(.end)
        case 0x28:  // (
            (atom, quantifiable) = try parseGroup()
        case 0x5B:  // [
            atom = .set(try parseClass())
        case 0x2E:  // .
            position += 1
            atom = .set(.notLineTerminator)
        case 0x5C:  // backslash
            if let next = peek(at: 1), next == 0x62 || next == 0x42 {  // \b \B
                position += 2
                atom = .assertion(next == 0x62 ? .wordBoundary : .notWordBoundary)
                quantifiable = false
            } else {
                atom = try parseAtomEscape()
            }
        case 0x2A, 0x2B, 0x3F:  // * + ?
            throw error("a quantifier with nothing to repeat")
        case 0x7B:  // {
            throw error("a '{' that does not follow something to repeat (write \\{ for the character)")
        case 0x7D:  // }
            throw error("an unmatched '}' (write \\} for the character)")
        case 0x5D:  // ]
            throw error("an unmatched ']' (write \\] for the character)")
        default:
            position += 1
            atom = .set(ScalarSet(scalar))
        }
        guard let bounds = try parseQuantifier() else { return atom }
        guard quantifiable else {
            throw RegexError(message: "a quantifier after an assertion, which has nothing to repeat", offset: start, isUnsupported: false)
        }
        return .repetition(atom, minimum: bounds.minimum, maximum: bounds.maximum)
    }

    /// A group and whether it may be quantified.
    private mutating func parseGroup() throws(RegexError) -> (RegexSyntax, Bool) {
        let start = position
        position += 1  // (
        var kind: String? = nil
        var quantifiable = true
        if peek == 0x3F {  // ?
            switch peek(at: 1) {
            case 0x3A:  // (?:
                position += 2
            case 0x3D, 0x21:  // (?= (?!
                kind = peek(at: 1) == 0x3D ? "a lookahead (?=…)" : "a negative lookahead (?!…)"
                quantifiable = false
                position += 2
            case 0x3C:  // (?<
                if peek(at: 2) == 0x3D || peek(at: 2) == 0x21 {
                    kind = peek(at: 2) == 0x3D ? "a lookbehind (?<=…)" : "a negative lookbehind (?<!…)"
                    quantifiable = false
                    position += 3
                } else {
                    position += 2
                    _ = try parseGroupName()
                }
            default:
                throw error(
                    "an unknown group construct '(?' (ECMA-262 has (?:…), (?<name>…) and lookarounds; inline flags and comments are not ECMA-262)")
            }
        }
        depth += 1
        guard depth <= Self.maximumGroupDepth else {
            throw RegexError(message: "groups nested more than \(Self.maximumGroupDepth) deep", offset: start, isUnsupported: true)
        }
        let inner = try parseDisjunction()
        depth -= 1
        guard peek == 0x29 else {
            throw RegexError(message: "an unclosed group", offset: start, isUnsupported: false)
        }
        position += 1
        if let kind { return (.unsupported(kind, offset: start), quantifiable) }
        return (inner, quantifiable)
    }

    private mutating func parseGroupName() throws(RegexError) -> String {
        var name = String.UnicodeScalarView()
        while let scalar = peek, scalar != 0x3E {  // >
            guard let value = Unicode.Scalar(scalar), value.properties.isIDContinue || scalar == 0x24 || scalar == 0x5F else {
                throw error("an invalid character in a group name")
            }
            name.append(value)
            position += 1
        }
        guard peek == 0x3E, !name.isEmpty else { throw error("a group name without its closing '>'") }
        position += 1
        return String(name)
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each optionally lazy; nil when none follows.
    private mutating func parseQuantifier() throws(RegexError) -> (minimum: Int, maximum: Int?)? {
        guard let scalar = peek else { return nil }
        var bounds: (minimum: Int, maximum: Int?)
        switch scalar {
        case 0x2A:
            bounds = (0, nil)
            position += 1
        case 0x2B:
            bounds = (1, nil)
            position += 1
        case 0x3F:
            bounds = (0, 1)
            position += 1
        case 0x7B:
            let start = position
            position += 1
            guard let minimum = parseDecimal() else { throw error("a '{' that does not start a count such as {2} or {1,3}") }
            var maximum: Int? = minimum
            if peek == 0x2C {  // ,
                position += 1
                maximum = parseDecimal()
            }
            guard peek == 0x7D else { throw error("a count without its closing '}'") }
            position += 1
            if let maximum, maximum < minimum {
                throw RegexError(message: "a count {\(minimum),\(maximum)} whose maximum is below its minimum", offset: start, isUnsupported: false)
            }
            bounds = (minimum, maximum)
        default:
            return nil
        }
        if peek == 0x3F { position += 1 }  // lazy
        return bounds
    }

    /// Decimal digits, saturating far above any count the compiler accepts.
    private mutating func parseDecimal() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = peek, scalar >= 0x30, scalar <= 0x39 {
            value = min(value * 10 + Int(scalar - 0x30), 1 << 40)
            digits += 1
            position += 1
        }
        return digits > 0 ? value : nil
    }

    // MARK: Escapes

    /// An escape outside a class: a class escape, a character escape or a backreference.
    private mutating func parseAtomEscape() throws(RegexError) -> RegexSyntax {
        let start = position
        position += 1  // backslash
        guard let scalar = peek else { throw error("a '\\' at the end of the pattern") }
        if scalar >= 0x31 && scalar <= 0x39 {  // \1-\9
            let number = parseDecimal() ?? 0
            guard number <= groupCount else {
                throw RegexError(message: "a backreference \\\(number) to a group the pattern does not have", offset: start, isUnsupported: false)
            }
            return .unsupported("a backreference \\\(number)", offset: start)
        }
        if scalar == 0x6B {  // \k<name>
            position += 1
            guard peek == 0x3C else { throw error("a '\\k' without a group name") }
            position += 1
            let name = try parseGroupName()
            guard groupNames.contains(name) else {
                throw RegexError(
                    message: "a backreference to a group named \"\(name)\" the pattern does not have", offset: start, isUnsupported: false)
            }
            return .unsupported("a backreference \\k<\(name)>", offset: start)
        }
        return .set(try parseClassOrCharacterEscape(inClass: false))
    }

    /// The escapes allowed both inside and outside a class, after the backslash.
    private mutating func parseClassOrCharacterEscape(inClass: Bool) throws(RegexError) -> ScalarSet {
        let start = position &- 1
        guard let scalar = peek else { throw error("a '\\' at the end of the pattern") }
        position += 1
        switch scalar {
        case 0x64: return .digits  // d
        case 0x44: return negated(.digits)  // D
        case 0x77: return .wordCharacters  // w
        case 0x57: return negated(.wordCharacters)  // W
        case 0x73: return .whitespace  // s
        case 0x53: return negated(.whitespace)  // S
        case 0x70, 0x50:  // p P
            return try parseProperty(inverted: scalar == 0x50, start: start)
        case 0x66: return ScalarSet(0x0C)  // f
        case 0x6E: return ScalarSet(0x0A)  // n
        case 0x72: return ScalarSet(0x0D)  // r
        case 0x74: return ScalarSet(0x09)  // t
        case 0x76: return ScalarSet(0x0B)  // v
        case 0x62 where inClass: return ScalarSet(0x08)  // [\b] is backspace
        case 0x2D where inClass: return ScalarSet(0x2D)  // [\-]
        case 0x63:  // \cX
            guard let letter = peek, (0x41...0x5A).contains(letter) || (0x61...0x7A).contains(letter) else {
                throw RegexError(message: "a '\\c' not followed by a letter", offset: start, isUnsupported: false)
            }
            position += 1
            return ScalarSet(letter % 32)
        case 0x30:  // \0
            if let next = peek, next >= 0x30 && next <= 0x39 {
                throw RegexError(
                    message: "a '\\0' followed by a digit (an octal escape, which ECMA-262's unicode mode forbids)", offset: start,
                    isUnsupported: false)
            }
            return ScalarSet(0)
        case 0x78:  // \xHH
            guard let value = parseHex(count: 2) else {
                throw RegexError(message: "a '\\x' not followed by two hexadecimal digits", offset: start, isUnsupported: false)
            }
            return ScalarSet(value)
        case 0x75:  // \uHHHH, \u{H…}
            return ScalarSet(try parseUnicodeEscape(start: start))
        default:
            // Identity escapes: the syntax characters, '/', and (leniently) any other ASCII punctuation.
            if scalar < 0x80, let value = Unicode.Scalar(scalar), !value.properties.isAlphabetic, !(0x30...0x39).contains(scalar),
                scalar > 0x20
            {
                return ScalarSet(scalar)
            }
            let shown = Unicode.Scalar(scalar).map { String(Character($0)) } ?? "?"
            throw RegexError(message: "an unknown escape '\\\(shown)'", offset: start, isUnsupported: false)
        }
    }

    private func negated(_ set: ScalarSet) -> ScalarSet {
        var copy = set
        copy.isNegated = true
        copy.finish()
        return copy
    }

    private mutating func parseProperty(inverted: Bool, start: Int) throws(RegexError) -> ScalarSet {
        guard peek == 0x7B else { throw RegexError(message: "a '\\p' without a property in braces", offset: start, isUnsupported: false) }
        position += 1
        var name = String.UnicodeScalarView()
        while let scalar = peek, scalar != 0x7D {
            guard let value = Unicode.Scalar(scalar) else { break }
            name.append(value)
            position += 1
        }
        guard peek == 0x7D else { throw RegexError(message: "a '\\p{' without its closing '}'", offset: start, isUnsupported: false) }
        position += 1
        let text = String(name)
        guard let property = UnicodePropertyTest.named(text) else {
            let key = UnicodePropertyTest.loose(text)
            if key.hasPrefix("script") || key.hasPrefix("sc=") || key.hasPrefix("scx=") {
                throw RegexError(
                    message: "the property \\p{\(text)}: Strata's engine reads general categories and binary properties, not scripts",
                    offset: start, isUnsupported: true)
            }
            throw RegexError(message: "an unknown Unicode property \\p{\(text)}", offset: start, isUnsupported: false)
        }
        var set = ScalarSet()
        set.insert(property: property, inverted: inverted)
        set.finish()
        return set
    }

    private mutating func parseUnicodeEscape(start: Int) throws(RegexError) -> UInt32 {
        if peek == 0x7B {  // \u{…}
            position += 1
            var value: UInt32 = 0
            var digits = 0
            while let scalar = peek, let digit = Self.hexValue(scalar) {
                value = value &* 16 &+ digit
                digits += 1
                position += 1
                if value > 0x10FFFF { break }
            }
            guard digits > 0, peek == 0x7D, value <= 0x10FFFF else {
                throw RegexError(message: "a '\\u{' escape that is not a scalar value in braces", offset: start, isUnsupported: false)
            }
            position += 1
            return value
        }
        guard let high = parseHex(count: 4) else {
            throw RegexError(message: "a '\\u' not followed by four hexadecimal digits", offset: start, isUnsupported: false)
        }
        // A surrogate pair written as two escapes is one scalar.
        if (0xD800...0xDBFF).contains(high), peek == 0x5C, peek(at: 1) == 0x75 {
            let saved = position
            position += 2
            if let low = parseHex(count: 4), (0xDC00...0xDFFF).contains(low) {
                return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            }
            position = saved
        }
        return high
    }

    private mutating func parseHex(count: Int) -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<count {
            guard let scalar = peek(at: offset), let digit = Self.hexValue(scalar) else { return nil }
            value = value << 4 | digit
        }
        position += count
        return value
    }

    private static func hexValue(_ scalar: UInt32) -> UInt32? {
        switch scalar {
        case 0x30...0x39: return scalar - 0x30
        case 0x41...0x46: return scalar - 0x41 + 10
        case 0x61...0x66: return scalar - 0x61 + 10
        default: return nil
        }
    }

    // MARK: Classes

    private mutating func parseClass() throws(RegexError) -> ScalarSet {
        let start = position
        position += 1  // [
        var set = ScalarSet()
        if peek == 0x5E {  // ^
            set.isNegated = true
            position += 1
        }
        while true {
            guard let scalar = peek else {
                throw RegexError(message: "an unclosed character class", offset: start, isUnsupported: false)
            }
            if scalar == 0x5D {  // ]
                position += 1
                break
            }
            let atomStart = position
            let first = try parseClassAtom()
            // A range a-b, unless the '-' is the class's last character.
            if peek == 0x2D, let next = peek(at: 1), next != 0x5D {
                position += 1
                let second = try parseClassAtom()
                guard let low = first.singleScalar, let high = second.singleScalar else {
                    throw RegexError(message: "a range in a class whose end is a class escape such as \\d", offset: atomStart, isUnsupported: false)
                }
                guard low <= high else {
                    throw RegexError(message: "a range in a class whose start is after its end", offset: atomStart, isUnsupported: false)
                }
                set.insert(low...high)
            } else {
                set.formUnion(first)
            }
        }
        set.finish()
        return set
    }

    private mutating func parseClassAtom() throws(RegexError) -> ScalarSet {
        guard let scalar = peek else { throw error("an unclosed character class") }
        if scalar == 0x5C {
            position += 1
            if let next = peek, next >= 0x31 && next <= 0x39 || next == 0x42 || next == 0x6B {
                throw error("an escape that is not allowed inside a class")
            }
            return try parseClassOrCharacterEscape(inClass: true)
        }
        position += 1
        return ScalarSet(scalar)
    }

    // MARK: Reading

    private var peek: UInt32? {
        position < scalars.count ? scalars[position] : nil
    }

    private func peek(at offset: Int) -> UInt32? {
        let index = position &+ offset
        return index < scalars.count ? scalars[index] : nil
    }

    private func error(_ message: String) -> RegexError {
        RegexError(message: message, offset: position, isUnsupported: false)
    }

    /// The capturing groups of a pattern and their names, by a scan that skips escapes
    /// and classes.
    private static func countGroups(_ scalars: [UInt32]) -> (Int, Set<String>) {
        var count = 0
        var names: Set<String> = []
        var index = 0
        var inClass = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == 0x5C {
                index += 2
                continue
            }
            if inClass {
                if scalar == 0x5D { inClass = false }
            } else if scalar == 0x5B {
                inClass = true
            } else if scalar == 0x28 {
                if index + 1 < scalars.count && scalars[index + 1] == 0x3F {
                    if index + 2 < scalars.count && scalars[index + 2] == 0x3C && index + 3 < scalars.count
                        && scalars[index + 3] != 0x3D && scalars[index + 3] != 0x21
                    {
                        count += 1
                        var name = String.UnicodeScalarView()
                        var cursor = index + 3
                        while cursor < scalars.count, scalars[cursor] != 0x3E, let value = Unicode.Scalar(scalars[cursor]) {
                            name.append(value)
                            cursor += 1
                        }
                        names.insert(String(name))
                    }
                } else {
                    count += 1
                }
            }
            index += 1
        }
        return (count, names)
    }
}
