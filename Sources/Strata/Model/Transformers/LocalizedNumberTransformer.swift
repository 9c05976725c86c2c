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
        guard let text = formatter.plainText(of: json.trimmingCharacters(in: .whitespaces)), let value = Number(plainText: text) else {
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
    /// The value of a number written plainly (`-1234.5`: an optional minus, digits and at
    /// most one `.`); nil if it does not fit (a fraction for an integer type).
    init?(plainText text: String)
    /// The value as a number to format.
    var numberToFormat: NSNumber { get }
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
    /// The number, exactly.
    public init?(plainText text: String) { self.init(string: text, locale: Locale(identifier: "en_US_POSIX")) }
    /// The value as a number.
    public var numberToFormat: NSNumber { NSDecimalNumber(decimal: self) }
}

extension Int: LocalizedNumber {
    /// The number, if it is a whole number in range (`12.0` is 12; `12.5` is not an `Int`).
    public init?(plainText text: String) {
        guard let number = JSONNumber(text), let value = number.int else { return nil }
        self = value
    }
    /// The value as a number.
    public var numberToFormat: NSNumber { NSNumber(value: self) }
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
}
