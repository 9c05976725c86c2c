/// The words of a JSON key or value, for naming: `avatar_url` and `avatarURL` are both
/// `avatar` and `url`, and Swift names are built from the words.
enum Words {
    /// Splits at every character that cannot be part of a Swift identifier's word (`_`,
    /// `-`, `.`, spaces, punctuation), and at case changes inside a run (`avatarUrl` →
    /// `avatar`, `Url`; `HTMLParser` → `HTML`, `Parser`; `IDs` stays one word). Letters of
    /// every script are kept (`naïve`, `日本語`), as Swift identifiers may hold them; text
    /// without lower-case letters is read as lower case.
    static func split(_ text: String) -> [String] {
        // A key in capitals throughout (`PLEYEL_PLEYEL`, `OK`) is words, not acronyms.
        let text = text.unicodeScalars.contains(where: isLower) ? text : text.lowercased()
        var words: [String] = []
        var chunk: [Unicode.Scalar] = []
        func flushChunk() {
            words += splitCase(chunk)
            chunk.removeAll()
        }
        for scalar in text.unicodeScalars {
            if isWordLetter(scalar) || isASCIIDigit(scalar) || (isMark(scalar) && !chunk.isEmpty) {
                chunk.append(scalar)
            } else {
                flushChunk()
            }
        }
        flushChunk()
        return words
    }

    private static func splitCase(_ chunk: [Unicode.Scalar]) -> [String] {
        guard !chunk.isEmpty else { return [] }
        func text(_ range: Range<Int>) -> String {
            var string = ""
            string.unicodeScalars.append(contentsOf: chunk[range])
            return string
        }
        var words: [String] = []
        var start = 0
        var index = 1
        while index < chunk.count {
            let current = chunk[index]
            // A mark belongs to the letter before it: look at that letter's case.
            var previousIndex = index - 1
            while previousIndex > start, isMark(chunk[previousIndex]) { previousIndex -= 1 }
            let previous = chunk[previousIndex]
            if isUpper(current) && (isLower(previous) || isASCIIDigit(previous)) {
                words.append(text(start..<index))
                start = index
            } else if isLower(current) && isUpper(previous) && previousIndex > start {
                // The end of an upper-case run: its last capital starts the next word
                // (`HTMLParser`), unless all that follows is a plural `s` (`IDs`).
                let isPlural = index == chunk.count - 1 && current == "s"
                if !isPlural {
                    words.append(text(start..<previousIndex))
                    start = previousIndex
                }
            }
            index += 1
        }
        words.append(text(start..<chunk.count))
        return words
    }

    /// Words Swift writes in capitals after the first word of a name (`htmlURL`,
    /// `userID`, `imageURLs`), as the API Design Guidelines ask of acronyms; the first word
    /// of a property stays in lower case (`url`, `id`).
    static let acronyms: Set<String> = [
        "acl", "api", "cdn", "cpu", "css", "dns", "gps", "gpu", "html", "http", "https", "id", "ip", "iso", "json", "jwt", "mime",
        "pdf", "qr", "rss", "sha", "sku", "sms", "sql", "ssh", "ssl", "svn", "tls", "ttl", "ui", "uri", "url", "utc", "uuid", "xml",
    ]

    /// The word as Swift writes it inside a name: an acronym in capitals (`URL`, and
    /// `URLs` for its plural), any other word capitalized.
    static func inner(_ word: String) -> String {
        let lower = word.lowercased()
        if acronyms.contains(lower) { return lower.uppercased() }
        if lower.count > 2, lower.hasSuffix("s"), acronyms.contains(String(lower.dropLast())) {
            return lower.dropLast().uppercased() + "s"
        }
        return capitalized(word)
    }

    /// `avatarURL` from `avatar`, `url`: the first word in lower case, the others as
    /// Swift writes them inside a name.
    static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(inner).joined()
    }

    /// `avatarUrl` from `avatar`, `url`: every word but the first capitalized, acronyms
    /// too, as `.convertFromSnakeCase` writes names.
    static func lowerCamelPlain(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// `AvatarURL` from `avatar`, `url`.
    static func upperCamel(_ words: [String]) -> String {
        words.map(inner).joined()
    }

    /// The word with its first letter in upper case and the rest as written.
    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    // MARK: Characters

    static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
    static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
    static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isLowercase }

    /// A letter of any script that may start a Swift identifier.
    static func isWordLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && SwiftIdentifiers.isHead(scalar)
    }

    /// A combining mark that may continue a Swift identifier (the diaeresis of a
    /// decomposed `ï`).
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return SwiftIdentifiers.isCharacter(scalar)
        default: return false
        }
    }
}

/// The characters of Swift identifiers, as the grammar of The Swift Programming Language
/// lists them ("Lexical Structure", Identifiers).
enum SwiftIdentifiers {
    private static let headRanges: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x5F...0x5F, 0x61...0x7A, 0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]
    private static let characterRanges: [ClosedRange<UInt32>] = [0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]

    /// Whether the scalar may start an identifier.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x10000 { return value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD }
        return headRanges.contains { $0.contains(value) }
    }

    /// Whether the scalar may continue an identifier.
    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || characterRanges.contains { $0.contains(scalar.value) }
    }

    /// Whether the name holds a character outside ASCII, which `swift format`'s
    /// `IdentifiersMustBeASCII` rule reports.
    static func isNonASCII(_ name: String) -> Bool {
        name.unicodeScalars.contains { !$0.isASCII }
    }
}
