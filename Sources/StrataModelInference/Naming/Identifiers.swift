/// Swift names for JSON keys and values: camel case with acronyms as Swift writes them
/// (`htmlURL`, `userID`), letters of every script kept, never a keyword left bare.
enum Identifiers {
    /// Words Swift reserves: a property or case with one of these names is written in
    /// backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "super",
        "throws", "true", "try", "self", "Self", "Any", "Type", "Protocol",
    ]

    /// Names a member may not take even in backticks, because they mean something else
    /// after a dot (`Kind.self`, `Kind.init`) or are what a protocol the type adopts
    /// declares (`hashValue`, a coding key's `stringValue`).
    static let unusableMemberNames: Set<String> = [
        "self", "Self", "init", "Type", "Protocol", "super", "hashValue", "stringValue", "intValue",
    ]

    /// A property name for a JSON key (or a dotted path of keys), before collisions:
    /// `created_at` → `createdAt`.
    /// Without `acronyms`, every word but the first is capitalized (`avatarUrl`), as
    /// `.convertFromSnakeCase` writes it.
    static func propertyName(forKeys keys: [String], acronyms: Bool = true) -> String {
        let words = keys.flatMap { Words.split(spellingOutSign($0)) }
        return memberName(words: words, fallback: "field", acronyms: acronyms)
    }

    /// `+1` → `plus1`, `-1` → `minus1`: the sign of a number is the only difference
    /// between GitHub's `+1` and `-1` reactions.
    private static func spellingOutSign(_ key: String) -> String {
        let bytes = Array(key.utf8)
        guard bytes.count > 1, Words.isDigit(bytes[1]) else { return key }
        switch bytes[0] {
        case UInt8(ascii: "+"): return "plus" + key.dropFirst()
        case UInt8(ascii: "-"): return "minus" + key.dropFirst()
        default: return key
        }
    }

    /// A case name for an enum's raw value or a variant's words.
    static func caseName(words: [String]) -> String {
        memberName(words: words, fallback: "value")
    }

    /// A type name for a key or a variant: `created_at` → `CreatedAt`.
    static func typeName(words: [String], fallback: String = "Value") -> String {
        let name = Words.upperCamel(words)
        guard let first = name.utf8.first else { return fallback }
        return Words.isDigit(first) ? fallback + name : name
    }

    static func typeName(forKey key: String) -> String {
        typeName(words: Words.split(key))
    }

    private static func memberName(words: [String], fallback: String, acronyms: Bool = true) -> String {
        let name = acronyms ? Words.lowerCamel(words) : Words.lowerCamelPlain(words)
        guard let first = name.utf8.first else { return fallback }
        if Words.isDigit(first) { return fallback + name }
        if unusableMemberNames.contains(name) { return name + "Value" }
        return name
    }

    /// The name as written in a declaration: in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
