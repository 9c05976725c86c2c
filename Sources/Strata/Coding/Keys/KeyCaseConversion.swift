import Foundation

/// Foundation's snake-case key conversions, reproduced so that converted keys are the
/// same strings `JSONDecoder` and `JSONEncoder` produce, quirks included.
enum KeyCaseConversion {
    /// `one_two_three` → `oneTwoThree`.
    ///
    /// Leading and trailing underscores are kept as they are; the middle is split on
    /// underscores (runs count once). A middle without underscores is returned
    /// unchanged; otherwise the first word is lowercased and every later word
    /// capitalized (`capitalized`: first letter upper, the rest lower).
    static func fromSnakeCase(_ key: String) -> String {
        guard key.contains("_") else { return key }
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        guard let lastLetter = key.lastIndex(where: { $0 != "_" }) else { return key }
        let middleRange = first...lastLetter
        let words = key[middleRange].split(separator: "_")
        guard words.count > 1 else { return key }
        let middle = words[0].lowercased() + words.dropFirst().map { $0.capitalized }.joined()
        return String(key[..<first]) + middle + String(key[key.index(after: lastLetter)...])
    }

    /// `myURLValue` → `my_url_value`.
    ///
    /// Words are found as Foundation finds them: scanning from the second character,
    /// an uppercase letter ends the word before it; if a lowercase letter follows that
    /// capital directly, the capital starts the next word; if lowercase letters follow
    /// only after more capitals, the capitals but the last form a word of their own
    /// and the last one starts the next; if none follow, the rest is one word. The
    /// first character never starts a word, hence `URL` → `u_rl`. Words are
    /// lowercased and joined with underscores.
    static func toSnakeCase(_ key: String) -> String {
        let scalars = Array(key.unicodeScalars)
        guard scalars.count > 1 else { return key.lowercased() }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchFrom = 1
        while let capital = (searchFrom..<scalars.count).first(where: { isUppercase(scalars[$0]) }) {
            words.append(wordStart..<capital)
            guard let lower = (capital..<scalars.count).first(where: { isLowercase(scalars[$0]) }) else {
                wordStart = capital
                searchFrom = scalars.count
                break
            }
            if lower == capital + 1 {
                wordStart = capital
            } else {
                words.append(capital..<(lower - 1))
                wordStart = lower - 1
            }
            searchFrom = lower + 1
        }
        words.append(wordStart..<scalars.count)
        return words.map { range in
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view).lowercased()
        }.joined(separator: "_")
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .lowercaseLetter
    }
}
