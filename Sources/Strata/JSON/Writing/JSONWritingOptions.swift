/// How ``JSONValue`` is written as text. The options, and the bytes they produce, are
/// those of Foundation's `JSONEncoder.OutputFormatting`.
public struct JSONWritingOptions: OptionSet, Sendable, Hashable {
    /// The options as bits, the same bits as Foundation's `OutputFormatting`.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Two-space indentation, one member or element per line, and `"key" : value`.
    public static let prettyPrinted = JSONWritingOptions(rawValue: 1 << 0)
    /// Object keys in the lexicographic order of their UTF-8 bytes.
    public static let sortedKeys = JSONWritingOptions(rawValue: 1 << 1)
    /// Write `/` as is rather than as `\/`.
    public static let withoutEscapingSlashes = JSONWritingOptions(rawValue: 1 << 3)
}

/// The error thrown when a value cannot be written as JSON.
public struct JSONWritingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key path, from the value being written, to the offending number.
    public var path: [String]
    /// The number JSON cannot write: an infinity or NaN.
    public var value: Double

    /// Whether two errors name the same path and value (NaN equals NaN here).
    public static func == (lhs: JSONWritingError, rhs: JSONWritingError) -> Bool {
        lhs.path == rhs.path && lhs.value.bitPattern == rhs.value.bitPattern
    }

    /// Hashes the path and the value's bits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(value.bitPattern)
    }

    /// A sentence naming the number and where it is.
    public var description: String {
        let location = path.isEmpty ? "at the top level" : "at '\(JSONKeyPath(components: path))'"
        return "Cannot write \(FloatingPointText.json5(value)) \(location): JSON has no spelling for infinities or NaN."
    }
}
