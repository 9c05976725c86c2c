import Foundation

/// A date written in ISO 8601 (RFC 3339's internet form), with or without fractional
/// seconds: `"2011-04-22T13:33:48Z"`, `"2011-04-22T13:33:48.123+02:00"`.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// let transformer = ISO8601DateTransformer()
/// let date = try transformer.transform("2011-04-22T15:33:48.123+02:00")
/// print(try transformer.reverseTransform(date), try transformer.reverseTransform(Date(timeIntervalSince1970: 1_303_479_229)))
/// // Prints "2011-04-22T13:33:48.123Z 2011-04-22T13:33:49Z"
/// ```
///
/// Dates are written in UTC with as many digits of fractional seconds as they hold
/// (``Precision/exact``): none for a whole second, else the fewest in groups of three
/// (milliseconds, microseconds, …) that read back as the same `Date`. So a date read and
/// written again keeps its fraction (`.123` stays `.123`, a whole second stays whole,
/// `.1` becomes `.100`), and decoding, encoding and decoding again give the same `Date`.
/// ``Precision/milliseconds`` and ``Precision/wholeSeconds`` write a fixed form, for
/// servers that want one, and round.
///
/// Reading accepts `YYYY-MM-DDTHH:MM:SS`, an optional fraction of any number of digits
/// (digits past the eighteenth are ignored: a `Date` keeps about a tenth of a
/// microsecond in this century), and a zone: `Z`, `+HH:MM`, `+HHMM` or `+HH` (lowercase
/// `t` and `z` too).
/// Dates that do not exist (`2011-02-30`) are rejected, not rolled over; a leap second
/// (`23:59:60`) is read as the next second, which is all a `Date` can hold.
public struct ISO8601DateTransformer: ParameterlessTransformer {
    /// How many digits of fractional seconds dates are written with.
    public enum Precision: Sendable, Hashable {
        /// As many as the date holds: none for a whole second, else the fewest in groups
        /// of three (3, 6, 9 … 18) that read back as the same `Date`. A date read from JSON
        /// is written as it was read.
        case exact
        /// Always three digits: the date rounded to the nearest millisecond.
        case milliseconds
        /// None: the date rounded down to the second.
        case wholeSeconds
    }

    /// How many digits of fractional seconds dates are written with. Reading accepts
    /// any.
    public var precision: Precision

    /// Creates the transformer; by default it writes dates exactly.
    public init(precision: Precision) {
        self.precision = precision
    }

    /// Creates the transformer that writes dates exactly.
    public init() {
        self.init(precision: .exact)
    }

    /// Reads an ISO 8601 date and time with a time zone.
    public func transform(_ json: String) throws -> Date {
        guard let instant = ISO8601Timestamp(parsing: json) else {
            throw TransformerError.invalid(Self.self, input: json, expected: "an ISO 8601 date and time with a zone, such as 2011-04-22T13:33:48Z")
        }
        return instant.date
    }

    /// Writes the date in UTC.
    public func reverseTransform(_ value: Date) throws -> String {
        guard let instant = ISO8601Timestamp(value, precision: precision) else {
            throw TransformerError.invalid(Self.self, input: value, expected: "a date between the years 0000 and 9999")
        }
        return instant.text
    }
}
