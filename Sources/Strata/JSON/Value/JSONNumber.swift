import Foundation

/// A JSON number, kept exactly.
///
/// JSON numbers have no size or precision limit, and Swift has no single type that
/// holds them all. `JSONNumber` keeps the value the document wrote (`0.1` stays one
/// tenth, `18446744073709551615` stays whole) and converts on request: to integers only
/// when exact, to `Double` and `Float` correctly rounded, to `Decimal`.
///
/// Numbers compare by value, not spelling: `1`, `1.0` and `1e0` are equal, and so are
/// `0` and `-0`. A number made from a `Double` equals the text its shortest
/// round-tripping form would be, so `JSONNumber(0.1) == JSONNumber("0.1")`.
///
/// ```swift
/// import Strata
///
/// let id: JSONNumber = 505874924095815681
/// print(id.int64 ?? 0)
/// // Prints "505874924095815681"
/// print(JSONNumber("1e2")?.int ?? 0)
/// // Prints "100"
/// print(JSONNumber("1.5")?.int as Any)      // not a whole number
/// // Prints "nil"
/// ```
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    enum Storage: Sendable {
        /// Plain notation with at most 19 digits: `significand` with its last
        /// `fractionDigits` digits after the point. Reproduces the text exactly.
        case decimal(significand: UInt64, fractionDigits: Int16, isNegative: Bool)
        /// A `Double`, written as Foundation's `JSONEncoder` writes it.
        case double(Double)
        /// A `Float`, written as Foundation's `JSONEncoder` writes it.
        case float(Float)
        /// Any other RFC 8259 number text (exponents, more than 19 digits), verbatim.
        case text(String)
    }

    var storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// A number with the value of an integer.
    public init<Integer: BinaryInteger>(_ value: Integer) {
        if let magnitude = UInt64(exactly: value.magnitude) {
            storage = .decimal(significand: magnitude, fractionDigits: 0, isNegative: value < 0)
        } else {
            storage = .text(String(value))
        }
    }

    /// A number with the value of a `Double`. Infinity and NaN are held, but writing
    /// them as JSON fails (JSON has no spelling for them).
    public init(_ value: Double) {
        storage = .double(value)
    }

    /// A number with the value of a `Float`.
    public init(_ value: Float) {
        storage = .float(value)
    }

    /// A number with the value of a `Decimal`; nil for `Decimal.nan`.
    public init?(_ value: Decimal) {
        guard !value.isNaN else { return nil }
        self.init(validatedText: value.description)
    }

    /// Parses RFC 8259 number text such as `-12.5e3`; nil if `text` is not exactly one
    /// JSON number.
    public init?(_ text: String) {
        guard ExactDecimal(parsing: text) != nil else { return nil }
        // ExactDecimal accepts leading zeros; JSON does not.
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") }
        if digits.count > 1 && digits.first == UInt8(ascii: "0") && Array(digits)[1] &- UInt8(ascii: "0") < 10 {
            return nil
        }
        self.init(validatedText: text)
    }

    /// Wraps text already known to be an RFC 8259 number.
    init(validatedText text: String) {
        var text = text
        storage = text.withUTF8 { Self.storage(fromValidated: $0) }
    }

    /// Chooses the compact form when the text has one.
    ///
    /// Hot path when documents become ``JSONValue``s: plain numbers of up to 19 digits
    /// (all of canada.json's) are stored without allocating.
    @inline(__always)
    static func storage(fromValidated text: UnsafeBufferPointer<UInt8>) -> Storage {
        guard let base = text.baseAddress, text.count > 0 else { return .text("") }
        var index = 0
        let isNegative = base[0] == UInt8(ascii: "-")
        if isNegative { index = 1 }
        var significand: UInt64 = 0
        var digits = 0
        var fractionDigits = -1
        while index < text.count {
            let byte = base[index]
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                if digits > 0 || digit != 0 { digits &+= 1 }
                significand = significand &* 10 &+ UInt64(digit)
                if fractionDigits >= 0 { fractionDigits &+= 1 }
            } else if byte == UInt8(ascii: ".") {
                fractionDigits = 0
            } else {
                // An exponent: keep the text.
                return .text(String(decoding: text, as: UTF8.self))
            }
            index &+= 1
        }
        if digits > 19 || fractionDigits > Int(Int16.max) {
            return .text(String(decoding: text, as: UTF8.self))
        }
        return .decimal(significand: significand, fractionDigits: Int16(max(0, fractionDigits)), isNegative: isNegative)
    }

    /// The number as JSON text. Infinity and NaN, which JSON cannot write, read
    /// `Infinity`, `-Infinity` and `NaN` as in JSON5.
    public var text: String {
        switch storage {
        case .decimal(let significand, let fractionDigits, let isNegative):
            return Self.plainText(significand: significand, fractionDigits: Int(fractionDigits), isNegative: isNegative)
        case .double(let value):
            return FloatingPointText.json(value) ?? FloatingPointText.json5(value)
        case .float(let value):
            return FloatingPointText.json(value) ?? FloatingPointText.json5(Double(value))
        case .text(let text):
            return text
        }
    }

    /// The same as ``text``.
    public var description: String { text }

    static func plainText(significand: UInt64, fractionDigits: Int, isNegative: Bool) -> String {
        var digits = String(significand)
        if fractionDigits > 0 {
            if digits.count <= fractionDigits {
                digits = String(repeating: "0", count: fractionDigits - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
        }
        return isNegative ? "-" + digits : digits
    }

    /// Whether the value is finite (always, unless made from an infinite or NaN
    /// `Double` or `Float`, or read from JSON5's `Infinity` or `NaN`).
    public var isFinite: Bool {
        switch storage {
        case .double(let value): return value.isFinite
        case .float(let value): return value.isFinite
        default: return true
        }
    }

    // MARK: Conversions

    /// The value as an `Int`, if it is a whole number in `Int`'s range.
    public var int: Int? {
        int64.flatMap { Int(exactly: $0) }
    }

    /// The value as an `Int64`, if it is a whole number in `Int64`'s range.
    public var int64: Int64? {
        switch storage {
        case .decimal(let significand, 0, let isNegative):
            if isNegative {
                if significand == UInt64(Int64.max) + 1 { return .min }
                return Int64(exactly: significand).map { -$0 }
            }
            return Int64(exactly: significand)
        case .double(let value): return Int64(exactly: value)
        case .float(let value): return Int64(exactly: value)
        default:
            var text = self.text
            return text.withUTF8 { NumberConversion.int64($0, isPlainInteger: false) }
        }
    }

    /// The value as a `UInt64`, if it is a whole number in `UInt64`'s range.
    public var uint64: UInt64? {
        switch storage {
        case .decimal(let significand, 0, let isNegative):
            return isNegative && significand != 0 ? nil : significand
        case .double(let value): return UInt64(exactly: value)
        case .float(let value): return UInt64(exactly: value)
        default:
            var text = self.text
            return text.withUTF8 { NumberConversion.uint64($0, isPlainInteger: false) }
        }
    }

    /// The nearest `Double` (±infinity beyond its range).
    public var double: Double {
        switch storage {
        case .decimal(let significand, let fractionDigits, let isNegative):
            if let value = EiselLemire.double(significand: significand, exponent: -Int(fractionDigits), isNegative: isNegative) {
                return value
            }
            return Double(text) ?? .nan
        case .double(let value): return value
        case .float(let value): return Double(value)
        case .text(var text):
            return text.withUTF8 { NumberConversion.double($0) } ?? .nan
        }
    }

    /// The nearest `Float`, rounded once from the exact value.
    public var float: Float {
        switch storage {
        case .float(let value): return value
        case .double(let value) where !value.isFinite: return Float(value)
        default:
            var text = self.text
            return text.withUTF8 { NumberConversion.float($0) } ?? .nan
        }
    }

    /// The value as a `Decimal` (which keeps 38 significant digits); nil for
    /// infinities and NaN, and beyond `Decimal`'s exponent range.
    public var decimal: Decimal? {
        guard isFinite else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Whether the value is a whole number.
    public var isWholeNumber: Bool {
        canonical?.isWhole ?? false
    }

    // MARK: Equality

    /// The canonical form; nil for infinities and NaN.
    var canonical: ExactDecimal? {
        switch storage {
        case .decimal(var significand, let fractionDigits, let isNegative):
            var exponent = -Int(fractionDigits)
            if significand == 0 { return ExactDecimal(parsing: "0") }
            while significand % 10 == 0 {
                significand /= 10
                exponent += 1
            }
            return ExactDecimal(isNegative: isNegative, digits: String(significand), exponent: exponent)
        case .double(let value):
            return FloatingPointText.json(value).flatMap(ExactDecimal.init(parsing:))
        case .float(let value):
            return FloatingPointText.json(value).flatMap(ExactDecimal.init(parsing:))
        case .text(let text):
            return ExactDecimal(parsing: text)
        }
    }

    /// The non-finite value, for numbers without a canonical form.
    private var nonFinite: Double {
        switch storage {
        case .double(let value): return value
        case .float(let value): return Double(value)
        default: return 0
        }
    }

    /// Whether two numbers have the same value, whatever their spelling. NaN equals
    /// NaN here, so that `JSONNumber` is a lawful `Equatable`.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.decimal(let a, let aFraction, let aNegative), .decimal(let b, let bFraction, let bNegative))
        where aFraction == bFraction:
            return a == b && (aNegative == bNegative || a == 0)
        case (.double(let a), .double(let b)):
            return a == b || (a.isNaN && b.isNaN)
        default:
            switch (lhs.canonical, rhs.canonical) {
            case (let a?, let b?): return a == b
            case (nil, nil):
                let a = lhs.nonFinite, b = rhs.nonFinite
                return a == b || (a.isNaN && b.isNaN)
            default: return false
            }
        }
    }

    /// Hashes the number's value, so that equal numbers hash alike.
    public func hash(into hasher: inout Hasher) {
        if let canonical {
            hasher.combine(canonical)
        } else {
            hasher.combine(nonFinite.isNaN ? .nan : nonFinite)
        }
    }
}

extension ExactDecimal {
    init(isNegative: Bool, digits: String, exponent: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = exponent
    }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A number written as an integer literal.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// A number written as a floating-point literal: the `Double` the literal denotes.
    public init(floatLiteral value: Double) {
        self.init(value)
    }
}

extension JSONNumber {
    /// Reads the number node at `index`.
    init(node index: Int, in storage: JSONDocumentStorage) {
        let text = storage.text(index)
        if storage.nodeFlags(index) & NodeFlags.numberIsPlainDecimal != 0, let start = text.baseAddress,
            let plain = PlainDecimal.exactDecimal(start, start: 0, length: text.count)
        {
            let fractionDigits = Int16(truncatingIfNeeded: plain.fractionDigits)
            self.init(storage: .decimal(significand: plain.significand, fractionDigits: fractionDigits, isNegative: plain.isNegative))
        } else if storage.isJSON5Number(index) {
            switch storage.normalizedJSON5Number(index) {
            case .text(let text): self.init(validatedText: text)
            case .infinity(let isNegative): self.init(isNegative ? -Double.infinity : .infinity)
            case .nan(let isNegative): self.init(isNegative ? -Double.nan : Double.nan)
            }
        } else {
            self.init(storage: Self.storage(fromValidated: text))
        }
    }
}
