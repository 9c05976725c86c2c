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
/// Reading rejects text the locale's number format does not read in full. Writing uses
/// the same format (grouping on, up to 15 fraction digits).
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
        guard let number = formatter.number(from: json.trimmingCharacters(in: .whitespaces)), let value = Number(parsedNumber: number) else {
            throw TransformerError.invalid(Self.self, input: json, expected: "a number written as in \(locale.identifier)")
        }
        return value
    }

    /// Writes the number in the locale's format.
    public func reverseTransform(_ value: Number) throws -> String {
        guard let text = formatter.string(from: value.numberToFormat) else {
            throw TransformerError.invalid(Self.self, input: value, expected: "a number \(locale.identifier) can write")
        }
        return text
    }
}

/// A number type ``LocalizedNumberTransformer`` reads and writes: `Double`, `Float`,
/// `Decimal` and the integer types.
public protocol LocalizedNumber: Sendable {
    /// The value from a parsed number; nil if it does not fit (a fraction for an
    /// integer type).
    init?(parsedNumber number: NSNumber)
    /// The value as a number to format.
    var numberToFormat: NSNumber { get }
}

extension Double: LocalizedNumber {
    /// The number's double value.
    public init?(parsedNumber number: NSNumber) { self = number.doubleValue }
    /// The value as a number.
    public var numberToFormat: NSNumber { NSNumber(value: self) }
}

extension Float: LocalizedNumber {
    /// The number's float value.
    public init?(parsedNumber number: NSNumber) { self = number.floatValue }
    /// The value as a number.
    public var numberToFormat: NSNumber { NSNumber(value: self) }
}

extension Decimal: LocalizedNumber {
    /// The number's decimal value.
    public init?(parsedNumber number: NSNumber) { self = number.decimalValue }
    /// The value as a number.
    public var numberToFormat: NSNumber { NSDecimalNumber(decimal: self) }
}

extension Int: LocalizedNumber {
    /// The number as an `Int`, if it is a whole number in range.
    public init?(parsedNumber number: NSNumber) {
        let decimal = number.decimalValue
        guard decimal == decimal.rounded(), let value = Int(exactly: number.doubleValue) else { return nil }
        self = value
    }
    /// The value as a number.
    public var numberToFormat: NSNumber { NSNumber(value: self) }
}

extension Decimal {
    fileprivate func rounded() -> Decimal {
        var value = self
        var result = Decimal()
        NSDecimalRound(&result, &value, 0, .plain)
        return result
    }
}

/// A `NumberFormatter` behind a lock.
final class LockedNumberFormatter: Sendable {
    private let formatter: Locked<NumberFormatter>

    init(locale: Locale) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 15
        formatter.generatesDecimalNumbers = true
        formatter.isLenient = false
        self.formatter = Locked(formatter)
    }

    /// The number the whole of `text` spells, or nil: `NumberFormatter.number(from:)`
    /// reads `"12 apples"` as 12, so every character must first be one a number in the
    /// locale is written with (digits, its separators and signs, spaces).
    func number(from text: String) -> NSNumber? {
        formatter.withLock { formatter in
            let signs = [formatter.groupingSeparator, formatter.decimalSeparator, formatter.minusSign, formatter.plusSign].compactMap { $0 }.joined()
            let allowed = Set(signs + " \u{00A0}\u{202F}")
            guard text.allSatisfy({ $0.isASCII && $0.isNumber || allowed.contains($0) }) else { return nil }
            return formatter.number(from: text)
        }
    }

    func string(from number: NSNumber) -> String? {
        formatter.withLock { $0.string(from: number) }
    }
}
