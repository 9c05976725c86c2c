/// The words of a JSON key or value, for naming: `avatar_url` and `avatarURL` are both
/// `avatar` and `url`-ish words, and Swift names are built from the words.
enum Words {
    /// Splits at every character that is not an ASCII letter or digit, and at case
    /// changes inside a run (`avatarUrl` → `avatar`, `Url`; `HTMLParser` → `HTML`,
    /// `Parser`; `IDs` stays one word). Text without lower-case letters is read as
    /// lower case.
    static func split(_ text: String) -> [String] {
        // A key in capitals throughout (`PLEYEL_PLEYEL`, `OK`) is words, not acronyms.
        let text = text.utf8.contains(where: isLower) ? text : text.lowercased()
        var words: [String] = []
        var chunk: [UInt8] = []
        func flushChunk() {
            words += splitCase(chunk)
            chunk.removeAll()
        }
        for byte in text.utf8 {
            if isLetter(byte) || isDigit(byte) {
                chunk.append(byte)
            } else {
                flushChunk()
            }
        }
        flushChunk()
        return words
    }

    private static func splitCase(_ chunk: [UInt8]) -> [String] {
        guard !chunk.isEmpty else { return [] }
        var words: [String] = []
        var start = 0
        var index = 1
        while index < chunk.count {
            let previous = chunk[index - 1]
            let current = chunk[index]
            if isUpper(current) && (isLower(previous) || isDigit(previous)) {
                words.append(String(decoding: chunk[start..<index], as: UTF8.self))
                start = index
            } else if isLower(current) && isUpper(previous) && index - 1 > start {
                // The end of an upper-case run: its last capital starts the next word
                // (`HTMLParser`), unless all that follows is a plural `s` (`IDs`).
                let rest = chunk[index...]
                let isPlural = rest.count == 1 && current == UInt8(ascii: "s")
                if !isPlural {
                    words.append(String(decoding: chunk[start..<(index - 1)], as: UTF8.self))
                    start = index - 1
                }
            }
            index += 1
        }
        words.append(String(decoding: chunk[start...], as: UTF8.self))
        return words
    }

    /// `avatarUrl` from `avatar`, `url`: the first word lower case, the others capitalized.
    static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// `AvatarUrl` from `avatar`, `url`.
    static func upperCamel(_ words: [String]) -> String {
        words.map(capitalized).joined()
    }

    /// The word with its first letter in upper case and the rest as written.
    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
    static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
