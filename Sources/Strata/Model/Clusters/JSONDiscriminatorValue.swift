/// The value of a discriminator: the string or integer that says which variant an object
/// is (`"type": "circle"`, `"kind": 2`).
///
/// Write it as a literal where a ``JSONVariant`` is declared: `JSONVariant("circle", …)`,
/// `JSONVariant(2, …)`. Read it with ``string`` and ``integer``, or print it:
///
/// ```swift
/// import Strata
///
/// let tag: JSONDiscriminatorValue = "GollumEvent"
/// print(tag, tag.string ?? "", tag.integer ?? 0)
/// // Prints "GollumEvent GollumEvent 0"
/// debugPrint(tag, JSONDiscriminatorValue.integer(2))
/// // Prints ""GollumEvent" 2"
/// ```
public enum JSONDiscriminatorValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// A string discriminator, compared exactly.
    case string(String)
    /// An integer discriminator; JSON numbers equal to it match (`2`, `2.0`, `2e0`).
    case integer(Int64)

    /// A string tag written as a literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// An integer tag written as a literal.
    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }

    /// The string of a string tag (`circle`); nil for an integer tag.
    public var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The integer of an integer tag (`2`); nil for a string tag, even one of digits.
    public var integer: Int64? {
        if case .integer(let integer) = self { return integer }
        return nil
    }

    /// The tag's text, without quotes: `circle`, `2`. A string tag of digits prints as the
    /// integer tag does; ``debugDescription`` tells them apart.
    public var description: String {
        switch self {
        case .string(let string): return string
        case .integer(let integer): return String(integer)
        }
    }

    /// The tag as Swift would write the literal: `"circle"` (quoted, escaped) or `2`.
    public var debugDescription: String {
        switch self {
        case .string(let string): return string.debugDescription
        case .integer(let integer): return String(integer)
        }
    }
}

extension JSONDiscriminatorValue: Codable {
    /// Reads a string or an integer.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int64.self) {
            self = .integer(integer)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Writes the string or the integer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let string): try container.encode(string)
        case .integer(let integer): try container.encode(integer)
        }
    }
}

extension JSONDiscriminatorValue {
    init(_ tag: ClusterCodingInfo.Tag) {
        switch tag {
        case .string(let string): self = .string(string)
        case .integer(let integer): self = .integer(integer)
        }
    }

    var codingTag: ClusterCodingInfo.Tag {
        switch self {
        case .string(let string): return .string(string)
        case .integer(let integer): return .integer(integer)
        }
    }
}
