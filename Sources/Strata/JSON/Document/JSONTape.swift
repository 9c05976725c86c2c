/// The layout of the reader's index, shared by the parser that writes it and the
/// readers that walk it. ARCHITECTURE.md documents the invariants.
///
/// The index is a flat array of 64-bit words, two per JSON value, in document order
/// (a container's node comes before its elements; an object's elements alternate key
/// node, value node):
///
/// - word 0: bits 0–3 the ``NodeKind``, bits 4–7 kind-specific ``NodeFlags``, bits
///   8–63 the byte offset of the value in the UTF-8 input (for a quoted string, of the
///   first byte after the opening quote).
/// - word 1: for strings and numbers, the length in bytes of their text (a string's
///   text excludes the quotes and is still escaped); for arrays and objects, the
///   element count (pairs, for objects) in the low 32 bits and the word index just past
///   the container's last descendant in the high 32 bits; zero for literals.
///
/// Skipping a value is therefore O(1): a scalar occupies two words, a container ends
/// where its word 1 says.
enum JSONTape {
    /// Words per node.
    static let nodeWidth = 2

    @_transparent
    static func header(kind: NodeKind, flags: UInt8, offset: Int) -> UInt64 {
        UInt64(kind.rawValue) | UInt64(flags) << 4 | UInt64(truncatingIfNeeded: offset) << 8
    }

    @_transparent
    static func kind(_ header: UInt64) -> NodeKind {
        // Every header is written by the parser with a valid kind.
        NodeKind(rawValue: UInt8(truncatingIfNeeded: header & 0xF)) ?? .null
    }

    @_transparent
    static func rawKind(_ header: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: header & 0xF)
    }

    @_transparent
    static func flags(_ header: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: (header >> 4) & 0xF)
    }

    @_transparent
    static func offset(_ header: UInt64) -> Int {
        Int(truncatingIfNeeded: header >> 8)
    }

    @_transparent
    static func containerPayload(count: Int, end: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: count) | UInt64(truncatingIfNeeded: end) << 32
    }

    @_transparent
    static func containerCount(_ payload: UInt64) -> Int {
        Int(truncatingIfNeeded: payload & 0xFFFF_FFFF)
    }

    @_transparent
    static func containerEnd(_ payload: UInt64) -> Int {
        Int(truncatingIfNeeded: payload >> 32)
    }
}

/// What a node in the index records.
enum NodeKind: UInt8 {
    case null = 0
    case falseLiteral = 1
    case trueLiteral = 2
    case number = 3
    case string = 4
    case array = 5
    case object = 6

    var jsonKind: JSONKind {
        switch self {
        case .null: return .null
        case .falseLiteral, .trueLiteral: return .bool
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }
}

/// Per-kind flag bits stored in a node's header.
enum NodeFlags {
    /// The string contains at least one backslash escape.
    static let stringHasEscapes: UInt8 = 1
    /// JSON5: the string was written between single quotes.
    static let stringSingleQuoted: UInt8 = 2
    /// JSON5: an object key written as a bare identifier.
    static let stringUnquoted: UInt8 = 4
    /// The string contains a byte of 0x80 or above (a non-ASCII character).
    static let stringHasNonASCII: UInt8 = 8

    /// The number is an optional minus sign followed by digits only.
    static let numberIsInteger: UInt8 = 1
    /// JSON5: hexadecimal, a leading `+`, a leading or trailing decimal point,
    /// `Infinity` or `NaN`; its text is not RFC 8259 number syntax.
    static let numberIsJSON5: UInt8 = 2
    /// The reader's plain scan read the number (see `JSONParser.plainNumberEnd(from:)`):
    /// an optional minus, 1 to 15 integer digits and optionally a point and 1 to 15
    /// fraction digits, no exponent, and every word of its digits it read (one or two a
    /// part) lies inside the input. Converting it, which reads the same words, needs
    /// neither bounds checks nor another look at which bytes are digits (see
    /// ``PlainDecimal``).
    static let numberIsPlainDecimal: UInt8 = 4

    /// Key lookups in this object must take the exact path: scan from the first key and
    /// compare as `String`s. Set when the object repeats a key (the first occurrence
    /// wins), or has a key with escapes or non-ASCII characters (whose bytes can differ
    /// from an equal `String`'s: `"\u00e9"`, or `é` precomposed and decomposed).
    static let objectNeedsExactLookup: UInt8 = 1
}
