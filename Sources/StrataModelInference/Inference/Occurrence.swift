import Strata

/// A value seen in the samples, with the document it belongs to, so that a message can
/// name the file and line.
struct Occurrence {
    var node: JSONDocument.Node
    var sample: Int
}

/// One place in the samples' structure: the root, a key of an object, the elements of
/// an array, the values of a dictionary.
struct Position {
    /// Where it is, for messages: `payload.commits[].author`.
    var path: String
    /// The key of the property, when the position is one.
    var key: String?
    /// The type name the position suggests.
    var nameHint: String
    /// Whether the values are a struct's property (which may carry a property wrapper).
    var isProperty: Bool
    /// How many arrays and dictionaries hold the values, in one Swift type (a struct
    /// starts again from none).
    var collectionDepth = 0

    func member(_ key: String) -> Position {
        Position(path: path.isEmpty ? key : "\(path).\(key)", key: key, nameHint: Identifiers.typeName(forKey: key), isProperty: true)
    }

    /// The elements of an array or the values of a dictionary: named in the singular.
    func elements(suffix: String) -> Position {
        let words = Words.split(nameHint)
        let singular = Singular.singular(words).map(Words.upperCamel) ?? nameHint + "Item"
        return Position(path: path + suffix, key: key, nameHint: singular, isProperty: false, collectionDepth: collectionDepth + 1)
    }
}
