import Foundation

/// `hostname` (RFC 1123, with RFC 5890's A-labels decoded and checked as U-labels) and
/// `idn-hostname` (RFC 5890's internationalized host names).
///
/// Labels are checked against IDNA2008's rules as far as the standard library's Unicode
/// properties allow: the code points RFC 5892 derives as PVALID (letters, marks and
/// digits that are stable under NFKC case folding) and its exceptions, the CONTEXTJ and
/// CONTEXTO rules (scripts approximated by their blocks, joining types by the Arabic,
/// Syriac, N'Ko and Mongolian letters), the hyphen rules, and RFC 5893's Bidi rule (with
/// bidirectional classes approximated by block: the standard library does not give them).
enum HostnameFormat {
    static func isHostname(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 253, text.unicodeScalars.allSatisfy(\.isASCII) else { return false }
        var labels: [[Unicode.Scalar]] = []
        for label in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard let decoded = asciiLabel(Substring(label)) else { return false }
            labels.append(decoded)
        }
        return BidiRule.holds(for: labels)
    }

    /// The scalars of a valid ASCII label (an A-label decoded); nil when it is not valid.
    private static func asciiLabel(_ label: Substring) -> [Unicode.Scalar]? {
        let bytes = Array(label.utf8)
        guard (1...63).contains(bytes.count), bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-") else { return nil }
        guard bytes.allSatisfy({ isLetterDigit($0) || $0 == UInt8(ascii: "-") }) else { return nil }
        if bytes.count >= 4 && bytes[2] == UInt8(ascii: "-") && bytes[3] == UInt8(ascii: "-") {
            // An A-label: "xn--" then the Punycode of a valid U-label, which encodes back to it.
            let lowered = label.lowercased()
            guard lowered.hasPrefix("xn--"), let decoded = Punycode.decode(Array(lowered.dropFirst(4).unicodeScalars)),
                Punycode.encode(decoded) == String(lowered.dropFirst(4)), isUnicodeLabel(decoded)
            else { return nil }
            return decoded
        }
        return Array(label.unicodeScalars)
    }

    private static func isLetterDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    static func isInternationalHostname(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        var labels: [[Unicode.Scalar]] = [[]]
        for scalar in text.unicodeScalars {
            // RFC 3490's label separators: full stop, ideographic and fullwidth full stops.
            if scalar == "." || scalar == "\u{3002}" || scalar == "\u{FF0E}" || scalar == "\u{FF61}" {
                labels.append([])
            } else {
                labels[labels.count - 1].append(scalar)
            }
        }
        var length = labels.count - 1
        var decodedLabels: [[Unicode.Scalar]] = []
        for label in labels {
            guard !label.isEmpty else { return false }
            if label.allSatisfy(\.isASCII) {
                guard let decoded = asciiLabel(Substring(String(String.UnicodeScalarView(label)))) else { return false }
                decodedLabels.append(decoded)
                length += label.count
            } else {
                decodedLabels.append(label)
                guard isUnicodeLabel(label), let encoded = Punycode.encode(label) else { return false }
                guard encoded.count + 4 <= 63 else { return false }
                length += encoded.count + 4
            }
        }
        return length <= 253 && BidiRule.holds(for: decodedLabels)
    }

    /// Whether a U-label is valid under IDNA2008 (RFC 5891 section 5.4, RFC 5892).
    static func isUnicodeLabel(_ label: [Unicode.Scalar]) -> Bool {
        guard let first = label.first, let last = label.last else { return false }
        if first == "-" || last == "-" { return false }
        if label.count >= 4 && label[2] == "-" && label[3] == "-" { return false }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: break
        }
        // NFC: a label that normalization would change is not a U-label.
        let text = String(String.UnicodeScalarView(label))
        guard Array(text.precomposedStringWithCanonicalMapping.unicodeScalars) == label else { return false }
        var hasArabicIndic = false
        var hasExtendedArabicIndic = false
        for (position, scalar) in label.enumerated() {
            let value = scalar.value
            if (0x660...0x669).contains(value) { hasArabicIndic = true }
            if (0x6F0...0x6F9).contains(value) { hasExtendedArabicIndic = true }
            switch IDNAProperty.of(scalar) {
            case .valid: continue
            case .disallowed: return false
            case .contextJ, .contextO:
                guard IDNAProperty.satisfiesContext(label, at: position) else { return false }
            }
        }
        return !(hasArabicIndic && hasExtendedArabicIndic)
    }
}

/// The IDNA2008 property of a code point (RFC 5892), derived from the standard
/// library's Unicode properties.
enum IDNAProperty {
    case valid, disallowed, contextJ, contextO

    static func of(_ scalar: Unicode.Scalar) -> IDNAProperty {
        let value = scalar.value
        // Exceptions (RFC 5892 section 2.6).
        switch value {
        case 0xDF, 0x3C2, 0x6FD, 0x6FE, 0xF0B, 0x3007: return .valid
        case 0xB7, 0x375, 0x5F3, 0x5F4, 0x30FB: return .contextO
        case 0x660...0x669, 0x6F0...0x6F9: return .contextO
        case 0x640, 0x7FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B: return .disallowed
        case 0x200C, 0x200D: return .contextJ
        default: break
        }
        if scalar.isASCII {
            let byte = UInt8(value)
            return (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D ? .valid : .disallowed
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .otherLetter, .decimalNumber, .modifierLetter, .nonspacingMark, .spacingMark:
            break
        default:
            return .disallowed
        }
        // Unstable (changes under NFKC case folding), ignorable properties, old Hangul jamo.
        if properties.changesWhenNFKCCaseFolded || properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint {
            return .disallowed
        }
        if (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value) { return .disallowed }
        // Ignorable blocks: combining marks for symbols, musical symbols.
        if (0x20D0...0x20FF).contains(value) || (0x1D100...0x1D24F).contains(value) { return .disallowed }
        return .valid
    }

    /// Whether the CONTEXTJ or CONTEXTO rule of the code point at `position` holds
    /// (RFC 5892, appendix A).
    static func satisfiesContext(_ label: [Unicode.Scalar], at position: Int) -> Bool {
        let value = label[position].value
        let before = position > 0 ? label[position - 1] : nil
        let after = position + 1 < label.count ? label[position + 1] : nil
        switch value {
        case 0x200C, 0x200D:
            if let before, before.properties.canonicalCombiningClass == .virama { return true }
            guard value == 0x200C else { return false }
            // (Joining_Type L or D) T* ZWNJ T* (R or D), with transparent marks skipped.
            var left = position - 1
            while left >= 0, label[left].properties.generalCategory == .nonspacingMark { left -= 1 }
            var right = position + 1
            while right < label.count, label[right].properties.generalCategory == .nonspacingMark { right += 1 }
            return left >= 0 && right < label.count && isJoining(label[left]) && isJoining(label[right])
        case 0xB7:
            return before == "l" && after == "l"
        case 0x375:
            guard let after else { return false }
            return isGreek(after)
        case 0x5F3, 0x5F4:
            guard let before else { return false }
            return (0x590...0x5FF).contains(before.value)
        case 0x30FB:
            return label.contains { scalar in
                let v = scalar.value
                return v != 0x30FB
                    && ((0x3040...0x309F).contains(v) || (0x30A0...0x30FF).contains(v) || (0x31F0...0x31FF).contains(v)
                        || (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x20000...0x3134F).contains(v)
                        || (0xF900...0xFAFF).contains(v))
            }
        case 0x660...0x669, 0x6F0...0x6F9:
            return true  // The label-wide rule is checked by the caller.
        default:
            return false
        }
    }

    private static func isGreek(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return ((0x370...0x3FF).contains(value) && value != 0x37E && value != 0x387) || (0x1F00...0x1FFF).contains(value)
    }

    /// Letters of the scripts whose letters join (Arabic, Syriac, N'Ko, Mongolian), taken as
    /// dual-joining.
    private static func isJoining(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard scalar.properties.generalCategory == .otherLetter else { return false }
        return (0x620...0x6FF).contains(value) || (0x710...0x74F).contains(value) || (0x750...0x77F).contains(value)
            || (0x7CA...0x7EA).contains(value) || (0x8A0...0x8FF).contains(value) || (0x1820...0x18AA).contains(value)
    }
}

/// RFC 5893's Bidi rule for domain names that hold right-to-left labels, with
/// bidirectional classes approximated from blocks and general categories.
enum BidiRule {
    enum BidiClass {
        case l, r, al, en, an, es, cs, et, on, bn, nsm
    }

    static func bidiClass(_ scalar: Unicode.Scalar) -> BidiClass {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return .nsm
        default: break
        }
        switch value {
        case 0x30...0x39, 0x6F0...0x6F9: return .en
        case 0x660...0x669, 0x66B, 0x66C: return .an
        case 0x2B, 0x2D: return .es
        case 0x200B...0x200D: return .bn
        case 0x2C, 0x2E, 0x3A: return .cs
        case 0x23...0x25: return .et
        case 0x590...0x5FF, 0x7C0...0x85F, 0xFB1D...0xFB4F, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return .r
        case 0x600...0x6FF, 0x700...0x7BF, 0x860...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .al
        default:
            if scalar.isASCII && !scalar.properties.isAlphabetic { return .on }
            return .l
        }
    }

    /// Whether every label satisfies the rule, when any label is right-to-left.
    static func holds(for labels: [[Unicode.Scalar]]) -> Bool {
        let classes = labels.map { $0.map(bidiClass) }
        guard classes.contains(where: { $0.contains { $0 == .r || $0 == .al || $0 == .an } }) else { return true }
        for label in classes {
            guard let first = label.first else { return false }
            let last = label.last { $0 != .nsm }
            switch first {
            case .r, .al:
                let allowed: Set<BidiClass> = [.r, .al, .an, .en, .es, .cs, .et, .on, .bn, .nsm]
                guard label.allSatisfy(allowed.contains), let last, [.r, .al, .en, .an].contains(last) else { return false }
                if label.contains(.en) && label.contains(.an) { return false }
            case .l:
                let allowed: Set<BidiClass> = [.l, .en, .es, .cs, .et, .on, .bn, .nsm]
                guard label.allSatisfy(allowed.contains), let last, last == .l || last == .en else { return false }
            default:
                return false
            }
        }
        return true
    }
}

/// RFC 3492's Punycode, for A-labels.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700, initialBias = 72, initialN = 128

    /// The scalars a label's Punycode (after `xn--`) encodes; nil when it is not valid
    /// Punycode.
    static func decode(_ input: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        guard input.allSatisfy(\.isASCII) else { return nil }
        var output: [Unicode.Scalar] = []
        var rest = input[...]
        if let delimiter = input.lastIndex(of: "-") {
            output = Array(input[..<delimiter])
            rest = input[(delimiter + 1)...]
            guard !rest.isEmpty || !output.isEmpty else { return nil }
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var position = rest.startIndex
        while position < rest.endIndex {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard position < rest.endIndex, let digit = digitValue(rest[position]) else { return nil }
                position += 1
                let (product, overflow) = digit.multipliedReportingOverflow(by: w)
                guard !overflow, i <= Int(Int32.max) - product else { return nil }
                i += product
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                guard w <= Int(Int32.max) / (base - t) else { return nil }
                w *= base - t
                k += base
            }
            bias = adapt(i - oldI, output.count + 1, oldI == 0)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        return output
    }

    /// The Punycode of a label's scalars (without `xn--`).
    static func encode(_ input: [Unicode.Scalar]) -> String? {
        var output = String.UnicodeScalarView(input.filter(\.isASCII))
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append("-") }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < input.count {
            guard let m = input.map({ Int($0.value) }).filter({ $0 >= n }).min() else { return nil }
            delta += (m - n) * (handled + 1)
            n = m
            for scalar in input {
                let value = Int(scalar.value)
                if value < n { delta += 1 }
                if value == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta, handled + 1, handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return String(output)
    }

    private static func adapt(_ delta: Int, _ count: Int, _ first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: return Int(scalar.value) - 0x30 + 26
        case 0x41...0x5A: return Int(scalar.value) - 0x41
        case 0x61...0x7A: return Int(scalar.value) - 0x61
        default: return nil
        }
    }

    private static func digit(_ value: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(value < 26 ? value + 0x61 : value - 26 + 0x30))
    }
}
