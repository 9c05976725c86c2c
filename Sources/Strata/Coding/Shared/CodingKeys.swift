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
                let name = key.stringValue
                if expandingDottedKeys && JSONKeyPath.mayBePath(name) && KeyPathEligibility.allowsPath(key) {
                    return JSONKeyPath(parsing: name).components
                }
                return [name]
            }
        ).description
    }
}
