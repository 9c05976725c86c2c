/// The coding key of an element of an unkeyed container: `Index 3`, like Foundation's.
struct IndexCodingKey: CodingKey {
    let index: Int

    init(_ index: Int) {
        self.index = index
    }

    init?(stringValue: String) {
        return nil
    }

    init?(intValue: Int) {
        index = intValue
    }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}

/// A coding key made from a string: JSON object keys, `super`, converted keys.
struct StringCodingKey: CodingKey {
    let stringValue: String

    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
    }

    var intValue: Int? { nil }

    static let `super` = StringCodingKey("super")
}

/// A key path as one coding key: where a property mapped to a path (`@JSONKey("user.login")`)
/// stands in a coding path, as a dotted `CodingKeys` case (`case login = "user.login"`)
/// does. Its string is the path as written; messages and reports read it as a path
/// whatever the dotted key strategy, since such a mapping is always a path.
struct KeyPathCodingKey: CodingKey {
    let path: JSONKeyPath

    init(_ path: JSONKeyPath) {
        self.path = path
    }

    init(stringValue: String) {
        path = JSONKeyPath(parsing: stringValue)
    }

    init?(intValue: Int) {
        return nil
    }

    var stringValue: String { path.description }
    var intValue: Int? { nil }
}

extension JSONKeyPath {
    /// Whether a key may be a dotted path: it contains a dot or a backslash.
    ///
    /// Hot path: asked of every key the encoder writes.
    @inline(__always)
    static func mayBePath(_ key: String) -> Bool {
        if let answer = key.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            for byte in bytes where byte == UInt8(ascii: ".") || byte == UInt8(ascii: "\\") {
                return true
            }
            return false
        }) {
            return answer
        }
        return isPath(key)
    }

    /// Whether a component indexes an array: a non-negative decimal number.
    static func isIndex(_ component: String) -> Bool {
        !component.isEmpty && component.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }
}

extension Array where Element == any CodingKey {
    /// The path as Strata writes key paths: `labels.0.name`. A coding key that the coders
    /// read as a path (`case login = "user.login"`, when `expandingDottedKeys`) stands for
    /// its components; a key that merely contains a dot is escaped (`@odata\.context`).
    /// Empty for the top level.
    func jsonKeyPath(expandingDottedKeys: Bool) -> String {
        JSONKeyPath(
            components: flatMap { key -> [String] in
                if let index = (key as? IndexCodingKey)?.index { return [String(index)] }
                if let keyPath = key as? KeyPathCodingKey { return keyPath.path.components }
                let name = key.stringValue
                if expandingDottedKeys && JSONKeyPath.mayBePath(name) && KeyPathEligibility.allowsPath(key) {
                    return JSONKeyPath(parsing: name).components
                }
                return [name]
            }
        ).description
    }
}

/// Coding keys a model maps explicitly: a `CodingKeys` case whose string is not its name
/// (`case displayName = "screen_name"`). A model's explicit mapping wins over a coder-wide
/// key strategy: such a key is matched and written exactly as the model wrote it.
enum ExplicitKeyMapping {
    /// Whether `key` is a case of an enum whose string differs from the case's name.
    static func isExplicit(_ key: some CodingKey) -> Bool {
        guard let name = caseName(of: key) else { return false }
        return name != key.stringValue
    }

    /// The name of the case a coding key is, for keys of enum types (a synthesized
    /// `CodingKeys` case is named after its property); nil for other keys.
    static func caseName(of key: some CodingKey) -> String? {
        guard KeyPathEligibility.allowsPath(key), let name = EnumCases.name(of: key) else { return nil }
        return String(cString: name)
    }
}
