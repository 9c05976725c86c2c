/// The six kinds of value JSON has.
public enum JSONKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool
    /// A number.
    case number
    /// A string.
    case string
    /// An array.
    case array
    /// An object.
    case object

    /// The kind as a phrase for messages: "a string", "an object", "null".
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
