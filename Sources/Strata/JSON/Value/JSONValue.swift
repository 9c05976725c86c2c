import Foundation

/// A JSON value as a Swift tree: null, a boolean, an exact number, a string, an array
/// or an object whose keys keep their order.
///
/// ```swift
/// import Strata
///
/// let issue = try JSONValue(parsing: #"{"title": "Found a bug", "user": {"login": "octocat"}, "labels": [{"name": "bug"}]}"#)
/// print(issue["title"]?.string ?? "")
/// // Prints "Found a bug"
/// print(issue[path: "user.login"]?.string ?? "")
/// // Prints "octocat"
/// print(issue["labels"]?[0]?["name"]?.string ?? "")
/// // Prints "bug"
///
/// let patch: JSONValue = ["state": "closed", "labels": ["wontfix"]]
/// print(try patch.jsonString())
/// // Prints "{"state":"closed","labels":["wontfix"]}"
/// ```
///
/// `JSONValue` is `Codable`, so it can stand for "any JSON here" inside a model, and
/// decodes from any `Decoder`. Objects compare without regard to key order, numbers
/// by value (see ``JSONNumber``).
///
/// Every operation works at any depth, without recursion: comparing, hashing, writing,
/// describing and releasing a value a hundred thousand levels deep takes memory on the
/// heap, never the call stack. (Encoding one through a `Codable` encoder is bounded by
/// Foundation's limit of 511 levels and throws `EncodingError` beyond it.)
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept exactly.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array. (`JSONValue.array(_:)` with a `[JSONValue]` makes one from a Swift
    /// array.)
    case array(JSONArray)
    /// An object, its keys in order.
    case object(JSONObject)

    /// The kind of the value.
    public var kind: JSONKind {
        switch self {
        case .null: return .null
        case .bool: return .bool
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }
}

// MARK: - Reading

extension JSONValue {
    /// Reads a value from JSON text: `Data`, bytes, a `String` or any other
    /// ``JSONInput`` (UTF-8, or UTF-16 or UTF-32 told by a byte order mark or the pattern
    /// of zero bytes).
    ///
    /// - Throws: ``JSONReadingError`` saying what was wrong and where.
    public init(parsing input: some JSONInput, options: JSONReadingOptions = JSONReadingOptions()) throws {
        if let value = input as? JSONValue {
            self = value
            return
        }
        self = try input.withJSONBytes { bytes in
            try JSONDocumentStorage.withBorrowedStorage(bytes, options: options) { JSONValue(node: 0, in: $0) }
        }
    }
}

extension JSONValue: JSONInput {
    /// Calls `body` with the value written as JSON text: compact, with slashes unescaped
    /// and any infinite or NaN number in its JSON5 spelling (`Infinity`, `NaN`), which
    /// Strata's readers accept from a `JSONValue`.
    public func withJSONBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        var output = JSONOutputBuffer()
        JSONValueWriter.write(self, to: &output, options: [.withoutEscapingSlashes], lenientNumbers: true)
        return try body(UnsafeRawBufferPointer(output.bytes))
    }
}

// MARK: - Accessors

extension JSONValue {
    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value of a boolean.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value of a string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value of a number.
    public var number: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// A number that is a whole number in `Int`'s range.
    public var int: Int? {
        number?.int
    }

    /// A number that is a whole number in `Int64`'s range.
    public var int64: Int64? {
        number?.int64
    }

    /// A number that is a whole number in `UInt64`'s range.
    public var uint64: UInt64? {
        number?.uint64
    }

    /// A number as the nearest `Double`.
    public var double: Double? {
        number?.double
    }

    /// A number as a `Decimal`.
    public var decimal: Decimal? {
        number?.decimal
    }

    /// The elements of an array.
    public var array: JSONArray? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members of an object.
    public var object: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The number of elements of an array or members of an object; 0 otherwise.
    public var count: Int {
        switch self {
        case .array(let elements): return elements.count
        case .object(let object): return object.count
        default: return 0
        }
    }

    /// The value for `key` of an object; nil if there is none or this is not an
    /// object. Setting a value stores it (keeping the key's position if it exists);
    /// setting `nil` removes the key. Setting on a value that is not an object has no
    /// effect.
    public subscript(key: String) -> JSONValue? {
        get {
            if case .object(let object) = self { return object[key] }
            return nil
        }
        set {
            guard case .object(var object) = self else { return }
            self = .null  // Releases the payload so the object is uniquely referenced.
            object[key] = newValue
            self = .object(object)
        }
    }

    /// The element at `index` of an array; nil if out of range or this is not an
    /// array. Setting replaces an element in range; setting `nil` removes it.
    public subscript(index: Int) -> JSONValue? {
        get {
            if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
            return nil
        }
        set {
            guard case .array(var elements) = self, elements.indices.contains(index) else { return }
            self = .null
            if let newValue {
                elements[index] = newValue
            } else {
                elements.remove(at: index)
            }
            self = .array(elements)
        }
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A boolean written as a literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// A number written as an integer literal.
    public init(integerLiteral value: Int) {
        self = .number(JSONNumber(value))
    }

    /// A number written as a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .number(JSONNumber(value))
    }

    /// A string written as a literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// An array written as a literal.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(JSONArray(elements))
    }

    /// Later duplicates of a key replace earlier values, keeping the first position.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}

// MARK: - Description

extension JSONValue: CustomStringConvertible, CustomDebugStringConvertible {
    /// The value as compact JSON. Non-finite numbers, which JSON cannot hold, print as
    /// JSON5's `NaN` and `Infinity`.
    public var description: String {
        var output = JSONOutputBuffer()
        JSONValueWriter.write(self, to: &output, options: [], lenientNumbers: true)
        return output.makeString()
    }

    /// The value as compact JSON, marked as a `JSONValue`: `JSONValue({"a":1})`.
    public var debugDescription: String {
        "JSONValue(\(description))"
    }
}
