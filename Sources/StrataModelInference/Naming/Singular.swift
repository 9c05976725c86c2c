/// The singular of an English plural, for the type of an array's elements (`commits` →
/// `Commit`, `entities` → `Entity`). Only the last word changes.
enum Singular {
    private static let irregular: [String: String] = [
        "people": "person", "children": "child", "men": "man", "women": "woman", "indices": "index", "vertices": "vertex",
        "matrices": "matrix", "analyses": "analysis", "statuses": "status", "aliases": "alias", "addresses": "address",
        "criteria": "criterion", "leaves": "leaf", "halves": "half", "feet": "foot", "mice": "mouse", "geese": "goose",
    ]
    /// Words whose singular is themselves, or not worth guessing.
    private static let unchanged: Set<String> = [
        "data", "metadata", "media", "news", "series", "species", "info", "information", "status", "analysis", "bus", "gas",
    ]

    /// The words with their last one made singular; `nil` when it does not change.
    static func singular(_ words: [String]) -> [String]? {
        guard let last = words.last, let singular = singularWord(last) else { return nil }
        return words.dropLast() + [singular]
    }

    private static func singularWord(_ word: String) -> String? {
        let lower = word.lowercased()
        if unchanged.contains(lower) { return nil }
        if let irregular = irregular[lower] { return matchingCase(irregular, like: word) }
        func drop(_ count: Int, adding suffix: String = "") -> String? {
            guard word.count > count + 1 else { return nil }
            let isUpperCase = word == word.uppercased()
            return String(word.dropLast(count)) + (isUpperCase ? suffix.uppercased() : suffix)
        }
        if lower.hasSuffix("ies") { return drop(3, adding: "y") }
        if lower.hasSuffix("sses") || lower.hasSuffix("shes") || lower.hasSuffix("ches") || lower.hasSuffix("xes") {
            return drop(2)
        }
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") { return nil }
        if lower.hasSuffix("s") { return drop(1) }
        return nil
    }

    private static func matchingCase(_ singular: String, like word: String) -> String {
        guard let first = word.first, first.isUppercase else { return singular }
        return Words.capitalized(singular)
    }
}
