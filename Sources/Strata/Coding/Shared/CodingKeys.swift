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

extension Array where Element == any CodingKey {
    /// The path as Strata writes key paths: `labels.0.name`, with dots inside keys
    /// escaped. Empty for the top level.
    var jsonKeyPath: String {
        JSONKeyPath(components: map { key in
            if let index = (key as? IndexCodingKey)?.index { return String(index) }
            return key.stringValue
        }).description
    }
}
