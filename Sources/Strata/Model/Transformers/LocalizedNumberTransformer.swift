import Foundation

/// A number written for people, with the grouping and decimal separators of a locale:
/// `"9,876,543.21"` in `en_US`, `"9.876.543,21"` in `de_DE`.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// let us = LocalizedNumberTransformer<Double>(locale: Locale(identifier: "en_US"))
/// print(try us.transform("9,876,543.21"))
/// // Prints "9876543.21"
/// let german = LocalizedNumberTransformer<Decimal>(locale: Locale(identifier: "de_DE"))
/// print(try german.transform("9.876.543,21"), try german.reverseTransform(Decimal(string: "1234.5") ?? 0))
/// // Prints "9876543.21 1.234,5"
/// ```
///
/// Reading rejects text the locale's number format does not read in full, and a number
/// the type cannot hold exactly (a fraction for an integer type, more than 38
/// significant digits for a `Decimal`). Writing uses the locale's separators and
/// grouping. A `Decimal` and the integer types are written from their own digits, every
/// one of them, so they read back exactly; a `Double` or `Float` is written by the
/// locale's number formatter, with up to 15 fraction digits.
///
/// To use one with ``Transform``, which names a transformer by its type, give the
/// configured transformer a type with ``ConfiguredTransformer``.
public struct LocalizedNumberTransformer<Number: LocalizedNumber>: Transformer {
    /// The locale whose separators the numbers use.
    public let locale: Locale
    private let formatter: LockedNumberFormatter

    /// Creates a transformer for `locale`.
    public init(locale: Locale) {
        self.locale = locale
        formatter = LockedNumberFormatter(locale: locale)
    }

    /// Reads a number written in the locale's format.
    public func transform(_ json: String) throws -> Number {
        guard let text = formatter.plainText(of: json.trimmingCharacters(in: .whitespaces)), let value = Number(plainText: text) else {
            throw TransformerError.invalid(Self.self, input: json, expected: "a number written as in \(locale.identifier), that \(Number.self) holds")
        }
        return value
    }

    /// Writes the number in the locale's format.
    public func reverseTransform(_ value: Number) throws -> String {
        let written = value.plainText.map { formatter.string(fromPlainText: $0) } ?? formatter.string(from: value.numberToFormat)
        guard let text = written else {
            throw TransformerError.invalid(Self.self, input: value, expected: "a number \(locale.identifier) can write")
        }
        return text
    }
}

/// A number type ``LocalizedNumberTransformer`` reads and writes: `Double`, `Float`,
/// `Decimal` and the integer types.
public protocol LocalizedNumber: Sendable {
    /// The value of a number written plainly (`-1234.5`: an optional minus, digits and at
    /// most one `.`); nil if it does not fit (a fraction for an integer type).
    init?(plainText text: String)
    /// The value as a number to format.
    var numberToFormat: NSNumber { get }
    /// The value written plainly (`-1234.5`), every digit of it, for a type whose every
    /// digit must be written; nil to have the locale's number formatter write
    /// ``numberToFormat``. Defaults to nil.
    var plainText: String? { get }
}

extension LocalizedNumber {
    /// Nil: the locale's number formatter writes the value.
    public var plainText: String? { nil }
}

extension Double: LocalizedNumber {
    /// The number, correctly rounded.
    public init?(plainText text: String) { self.init(text) }
    /// The value as a number.
    public var numberToFormat: NSNumber { NSNumber(value: self) }
}

extension Float: LocalizedNumber {
    /// The number, correctly rounded.
    public init?(plainText text: String) { self.init(text) }
    /// The value as a number.
    public var numberToFormat: NSNumber { NSNumber(value: self) }
}

extension Decimal: LocalizedNumber {
    /// The number, exactly; nil if it has more significant digits than a `Decimal` holds
    /// (38), which `Decimal(string:)` would drop.
    public init?(plainText text: String) {
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
            value.description == PlainNumberText.canonical(text)
        else { return nil }
        self = value
    }
    /// The value as a number.
    public var numberToFormat: NSNumber { NSDecimalNumber(decimal: self) }
    /// The value's own digits (`NaN` for not a number, which is not written).
    public var plainText: String? { description }
}

extension Int: LocalizedNumber {
    /// The number, if it is a whole number in range (`12.0` is 12; `12.5` is not an `Int`).
    public init?(plainText text: String) {
        guard let number = JSONNumber(text), let value = number.int else { return nil }
        self = value
    }
    /// The value as a number.
    public var numberToFormat: NSNumber { NSNumber(value: self) }
    /// The value's digits.
    public var plainText: String? { description }
}

/// Numbers written plainly: an optional `-`, digits, and at most one `.` with digits
/// after it.
enum PlainNumberText {
    /// `text` as `Decimal.description` writes its value: no leading zeros, no trailing
    /// zeros after the point (nor the point), and no sign on zero.
    static func canonical(_ text: String) -> String {
        var digits = Substring(text)
        let negative = digits.hasPrefix("-")
        if negative { digits = digits.dropFirst() }
        var whole = digits.prefix { $0 != "." }
        var fraction = digits.dropFirst(whole.count + 1)
        while whole.count > 1, whole.hasPrefix("0") { whole = whole.dropFirst() }
        while fraction.hasSuffix("0") { fraction = fraction.dropLast() }
        if whole.isEmpty { whole = "0" }
        let body = fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
        return negative && body != "0" ? "-" + body : body
    }

    /// Splits `text` into its sign, whole digits and fraction digits; nil if it is not
    /// a number written plainly.
    static func parts(of text: String) -> (negative: Bool, whole: Substring, fraction: Substring)? {
        var rest = Substring(text)
        let negative = rest.hasPrefix("-")
        if negative { rest = rest.dropFirst() }
        let whole = rest.prefix { $0 != "." }
        let hasPoint = whole.count < rest.count
        let fraction = rest.dropFirst(whole.count + 1)
        let isDigits: (Substring) -> Bool = { part in part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard !whole.isEmpty, isDigits(whole), isDigits(fraction), !hasPoint || !fraction.isEmpty else { return nil }
        return (negative, whole, fraction)
    }
}

/// A `NumberFormatter` behind a lock.
final class LockedNumberFormatter: Sendable {
    private let formatter: Locked<NumberFormatter>
    /// See `grouping(of:)`; worked out once, as it formats a number.
    private let grouping: (primary: Int, secondary: Int, minimumGrouping: Int)

    init(locale: Locale) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 15
        formatter.generatesDecimalNumbers = true
        formatter.isLenient = false
        grouping = Self.grouping(of: formatter)
        self.formatter = Locked(formatter)
    }

    /// `text`, a number in the locale's format, written plainly (`-1234.5`), or nil if
    /// it is not one: only digits, the locale's separators and signs, and spaces inside
    /// groups may appear, and the separators must be where the locale puts them.
    func plainText(of text: String) -> String? {
        formatter.withLock { formatter in
            let grouping = formatter.groupingSeparator ?? ","
            let decimal = formatter.decimalSeparator ?? "."
            let minus = formatter.minusSign ?? "-"
            var plain = ""
            var rest = Substring(text)
            if rest.hasPrefix(minus) {
                plain = "-"
                rest = rest.dropFirst(minus.count)
            }
            var sawDecimal = false
            var lastWasDigit = false
            while let character = rest.first {
                if character.isASCII && character.isNumber {
                    plain.append(character)
                    lastWasDigit = true
                    rest = rest.dropFirst()
                } else if rest.hasPrefix(decimal), !sawDecimal, lastWasDigit {
                    plain.append(".")
                    sawDecimal = true
                    lastWasDigit = false
                    rest = rest.dropFirst(decimal.count)
                } else if !sawDecimal, lastWasDigit, rest.hasPrefix(grouping) || " \u{00A0}\u{202F}".contains(character) {
                    rest = rest.dropFirst(rest.hasPrefix(grouping) ? grouping.count : 1)
                    lastWasDigit = false
                } else {
                    return nil
                }
            }
            // Digits on both sides of a separator, and a digit at the end.
            return lastWasDigit && JSONNumber(plain) != nil ? plain : nil
        }
    }

    func string(from number: NSNumber) -> String? {
        formatter.withLock { $0.string(from: number) }
    }

    /// `text`, a number written plainly (`-1234.5`), in the locale's format: its own
    /// digits, with the locale's minus sign, grouping and decimal separator. Nil if it
    /// is not a number written plainly (`NaN`).
    func string(fromPlainText text: String) -> String? {
        guard let (negative, whole, fraction) = PlainNumberText.parts(of: text) else { return nil }
        return formatter.withLock { formatter in
            var grouped = ""
            let sizes = grouping
            if sizes.primary > 0, whole.count >= sizes.primary + sizes.minimumGrouping {
                // Groups from the right: the primary size, then the secondary one.
                var groups: [Substring] = []
                var end = whole.endIndex
                var size = sizes.primary
                while whole.distance(from: whole.startIndex, to: end) > size {
                    let start = whole.index(end, offsetBy: -size)
                    groups.append(whole[start..<end])
                    end = start
                    size = sizes.secondary
                }
                groups.append(whole[whole.startIndex..<end])
                grouped = groups.reversed().joined(separator: formatter.groupingSeparator ?? ",")
            } else {
                grouped = String(whole)
            }
            if !fraction.isEmpty {
                grouped += (formatter.decimalSeparator ?? ".") + fraction
            }
            // The sign `plainText(of:)` reads back; a zero is written without one.
            let isZero = whole.allSatisfy { $0 == "0" } && fraction.allSatisfy { $0 == "0" }
            return negative && !isZero ? (formatter.minusSign ?? "-") + grouped : grouped
        }
    }

    /// The locale's grouping: the size of the group nearest the decimal separator, of the
    /// others, and how many digits the whole part needs beyond one group before it is
    /// grouped at all (2 where `1234` is written ungrouped, as in Spanish).
    private static func grouping(of formatter: NumberFormatter) -> (primary: Int, secondary: Int, minimumGrouping: Int) {
        guard formatter.usesGroupingSeparator, formatter.groupingSize > 0 else { return (0, 0, 0) }
        let primary = formatter.groupingSize
        let secondary = formatter.secondaryGroupingSize > 0 ? formatter.secondaryGroupingSize : primary
        let smallest = Int(String(repeating: "1", count: primary + 1)) ?? 1_000
        let groupsSmallest = formatter.string(from: NSNumber(value: smallest))?.contains(formatter.groupingSeparator ?? ",") ?? true
        return (primary, secondary, groupsSmallest ? 1 : 2)
    }
}
