/// `uri` and `uri-reference` (RFC 3986's grammar), `iri` and `iri-reference` (RFC 3987,
/// which adds non-ASCII characters), `uuid` (RFC 4122's string form) and `uri-template`
/// (RFC 6570, level 4).
enum URIFormats {
    static func isURI(_ text: String, international: Bool, relative: Bool) -> Bool {
        var parser = URIGrammar(scalars: Array(text.unicodeScalars), international: international)
        return parser.parse(allowingRelative: relative)
    }

    static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !IPAddressFormats.isHex(byte) {
                return false
            }
        }
        return true
    }

    static func isURITemplate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{" {
                guard let close = scalars[index...].firstIndex(of: "}") else { return false }
                guard isExpression(scalars[(index + 1)..<close]) else { return false }
                index = close + 1
                continue
            }
            if scalar == "%" {
                guard index + 2 < scalars.count, isHex(scalars[index + 1]), isHex(scalars[index + 2]) else { return false }
                index += 3
                continue
            }
            let value = scalar.value
            if value <= 0x20 || value == 0x7F || "\"<>\\^`{|}".unicodeScalars.contains(scalar) { return false }
            index += 1
        }
        return true
    }

    private static func isExpression(_ body: ArraySlice<Unicode.Scalar>) -> Bool {
        var body = body
        if let first = body.first, "+#./;?&".unicodeScalars.contains(first) { body = body.dropFirst() }
        guard !body.isEmpty else { return false }
        for varspec in body.split(separator: ",", omittingEmptySubsequences: false) {
            var name = varspec
            if name.last == "*" {
                name = name.dropLast()
            } else if let colon = name.firstIndex(of: ":") {
                let length = name[(colon + 1)...]
                guard let first = length.first, first != "0", (1...4).contains(length.count),
                    length.allSatisfy({ ("0"..."9").contains($0) })
                else { return false }
                name = name[..<colon]
            }
            guard isVariableName(name) else { return false }
        }
        return true
    }

    private static func isVariableName(_ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard !name.isEmpty, name.first != ".", name.last != "." else { return false }
        var index = name.startIndex
        var previousDot = false
        while index < name.endIndex {
            let scalar = name[index]
            if scalar == "." {
                if previousDot { return false }
                previousDot = true
                index += 1
                continue
            }
            previousDot = false
            if scalar == "%" {
                guard index + 2 < name.endIndex, isHex(name[index + 1]), isHex(name[index + 2]) else { return false }
                index += 3
                continue
            }
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" else { return false }
            index += 1
        }
        return true
    }

    static func isHex(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && IPAddressFormats.isHex(UInt8(scalar.value))
    }
}

/// A recursive-descent reader of RFC 3986's URI and relative-reference grammars (and
/// RFC 3987's, for IRIs).
private struct URIGrammar {
    let scalars: [Unicode.Scalar]
    let international: Bool
    var index = 0

    init(scalars: [Unicode.Scalar], international: Bool) {
        self.scalars = scalars
        self.international = international
    }

    mutating func parse(allowingRelative: Bool) -> Bool {
        let hasScheme = scanScheme()
        if !hasScheme {
            guard allowingRelative else { return false }
            index = 0
        }
        // hier-part / relative-part
        if peek("/") && peek("/", at: 1) {
            index += 2
            guard parseAuthority() else { return false }
            guard parsePath(noScheme: false) else { return false }
        } else {
            guard parsePath(noScheme: !hasScheme) else { return false }
        }
        if peek("?") {
            index += 1
            guard parseQueryOrFragment(query: true) else { return false }
        }
        if peek("#") {
            index += 1
            guard parseQueryOrFragment(query: false) else { return false }
        }
        return index == scalars.count
    }

    /// `scheme ":"`: a letter, then letters, digits, `+`, `-`, `.`.
    private mutating func scanScheme() -> Bool {
        guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        var position = 1
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == ":" {
                index = position + 1
                return true
            }
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar) else {
                return false
            }
            position += 1
        }
        return false
    }

    private mutating func parseAuthority() -> Bool {
        let end = scalars[index...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? scalars.count
        var authority = scalars[index..<end]
        index = end
        if let at = authority.firstIndex(of: "@") {
            let userinfo = authority[..<at]
            guard userinfo.allSatisfy({ isUnreserved($0) || isSubDelimiter($0) || $0 == ":" || $0 == "%" }), isPercentEncodingValid(userinfo) else {
                return false
            }
            authority = authority[(at + 1)...]
        }
        // host [":" port]
        var host = authority
        if authority.first == "[" {
            guard let close = authority.firstIndex(of: "]") else { return false }
            let literal = authority[(authority.startIndex + 1)..<close]
            guard isIPLiteral(literal) else { return false }
            let rest = authority[(close + 1)...]
            if !rest.isEmpty {
                guard rest.first == ":", rest.dropFirst().allSatisfy({ ("0"..."9").contains($0) }) else { return false }
            }
            return true
        }
        if let colon = authority.lastIndex(of: ":") {
            guard authority[(colon + 1)...].allSatisfy({ ("0"..."9").contains($0) }) else { return false }
            host = authority[..<colon]
        }
        return host.allSatisfy { isUnreserved($0) || isSubDelimiter($0) || $0 == "%" } && isPercentEncodingValid(host)
    }

    private func isIPLiteral(_ literal: ArraySlice<Unicode.Scalar>) -> Bool {
        if let first = literal.first, first == "v" || first == "V" {
            guard let dot = literal.firstIndex(of: "."), dot > literal.startIndex + 1 else { return false }
            let version = literal[(literal.startIndex + 1)..<dot]
            let rest = literal[(dot + 1)...]
            return version.allSatisfy(URIFormats.isHex) && !rest.isEmpty
                && rest.allSatisfy { ($0.isASCII && isUnreserved($0)) || isSubDelimiter($0) || $0 == ":" }
        }
        guard literal.allSatisfy(\.isASCII) else { return false }
        return IPAddressFormats.isIPv6(ArraySlice(literal.map { UInt8($0.value) }))
    }

    /// A path up to `?` or `#`: segments of `pchar`; with `noScheme`, the first segment of a
    /// relative path may not hold `:`.
    private mutating func parsePath(noScheme: Bool) -> Bool {
        let end = scalars[index...].firstIndex { $0 == "?" || $0 == "#" } ?? scalars.count
        let path = scalars[index..<end]
        index = end
        if noScheme, path.first != "/" {
            let firstSegment = path.prefix { $0 != "/" }
            if firstSegment.contains(":") { return false }
        }
        return path.allSatisfy { isPathCharacter($0) || $0 == "/" } && isPercentEncodingValid(path)
    }

    private mutating func parseQueryOrFragment(query: Bool) -> Bool {
        let end = query ? (scalars[index...].firstIndex(of: "#") ?? scalars.count) : scalars.count
        let part = scalars[index..<end]
        index = end
        return part.allSatisfy { isPathCharacter($0) || $0 == "/" || $0 == "?" || (query && international && isPrivate($0)) }
            && isPercentEncodingValid(part)
    }

    private func isPathCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isUnreserved(scalar) || isSubDelimiter(scalar) || scalar == ":" || scalar == "@" || scalar == "%"
    }

    private func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar)
        }
        return international && isUCSCharacter(scalar)
    }

    private func isSubDelimiter(_ scalar: Unicode.Scalar) -> Bool {
        "!$&'()*+,;=".unicodeScalars.contains(scalar)
    }

    /// RFC 3987's `ucschar`.
    private func isUCSCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0xA0...0xD7FF).contains(value) || (0xF900...0xFDCF).contains(value) || (0xFDF0...0xFFEF).contains(value) { return true }
        guard value >= 0x10000 else { return false }
        // Every plane but the last 2 code points of each, and not plane 14's start or the private planes.
        if value & 0xFFFE == 0xFFFE { return false }
        if value >= 0xE0000 && value < 0xE1000 { return false }
        return value < 0xF0000
    }

    /// RFC 3987's `iprivate`, allowed in queries.
    private func isPrivate(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xE000...0xF8FF).contains(value) || (0xF0000...0xFFFFD).contains(value) || (0x100000...0x10FFFD).contains(value)
    }

    private func isPercentEncodingValid(_ part: ArraySlice<Unicode.Scalar>) -> Bool {
        var position = part.startIndex
        while position < part.endIndex {
            if part[position] == "%" {
                guard position + 2 < part.endIndex, URIFormats.isHex(part[position + 1]), URIFormats.isHex(part[position + 2]) else {
                    return false
                }
                position += 3
            } else {
                position += 1
            }
        }
        return true
    }

    private func peek(_ scalar: Unicode.Scalar, at offset: Int = 0) -> Bool {
        index + offset < scalars.count && scalars[index + offset] == scalar
    }
}
