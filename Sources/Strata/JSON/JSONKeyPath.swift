/// A path to a value inside nested objects and arrays, such as `user.login` or
/// `labels.0.name`.
///
/// Components are separated by dots. Against an object a component is a key; against
/// an array a component that is a non-negative integer is an index. A key that itself
/// contains a dot stays reachable: write the dot as `\.` (and a backslash as `\\`), or
/// build the path from its components.
///
/// ```swift
/// import Strata
///
/// let login: JSONKeyPath = "user.login"
/// print(login.components)
/// // Prints "["user", "login"]"
/// let odata: JSONKeyPath = #"@odata\.context"#
/// print(odata.components)
/// // Prints "["@odata.context"]"
/// print(odata == JSONKeyPath(components: ["@odata.context"]))
/// // Prints "true"
/// ```
public struct JSONKeyPath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The keys and indices, outermost first.
    public var components: [String]

    /// Creates a path from components taken literally: dots in them are not separators.
    public init(components: [String]) {
        self.components = components
    }

    /// Parses dotted path syntax: `.` separates components, `\.` is a literal dot and
    /// `\\` a literal backslash.
    public init(parsing path: String) {
        components = Self.split(path)
    }

    /// Parses dotted path syntax, as ``init(parsing:)``.
    public init(stringLiteral value: String) {
        self.init(parsing: value)
    }

    /// The path in dotted syntax, with dots and backslashes inside components escaped.
    public var description: String {
        components.map(Self.escape).joined(separator: ".")
    }

    /// Whether dotted syntax would split `path` into more than one component. Only
    /// such strings need treating as paths.
    public static func isPath(_ path: String) -> Bool {
        path.utf8.contains(UInt8(ascii: ".")) || path.utf8.contains(UInt8(ascii: "\\"))
    }

    /// Escapes a single key so that ``init(parsing:)`` reads it back as one component.
    public static func escape(_ key: String) -> String {
        guard isPath(key) else { return key }
        var escaped = ""
        for character in key {
            if character == "." || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    static func split(_ path: String) -> [String] {
        guard isPath(path) else { return [path] }
        var components: [String] = []
        var current = ""
        var escaping = false
        for character in path {
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "." {
                components.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        components.append(current)
        return components
    }
}
