import Foundation

/// A date written by a format string in a locale and time zone, such as GitHub's
/// `yyyy-MM-dd'T'HH:mm:ss'Z'`.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// let paris = TimeZone(identifier: "Europe/Paris")
/// let transformer = DateFormatTransformer(format: "dd/MM/yyyy HH:mm", timeZone: paris ?? TimeZone.current)
/// let date = try transformer.transform("22/04/2011 15:33")
/// print(date.timeIntervalSince1970)
/// // Prints "1303479180.0"
/// ```
///
/// To name such a format by a type, for ``Transform``, make it the configured value of a
/// ``ConfiguredTransformer``:
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct GitHubDate: ConfiguredTransformer {
///     static let configured = DateFormatTransformer(format: "yyyy-MM-dd'T'HH:mm:ss'Z'")
/// }
///
/// struct Issue: Codable {
///     @Transform<GitHubDate> var updatedAt: Date
/// }
///
/// let issue = try JSONDecoder().decode(Issue.self, from: Data(#"{"updatedAt": "2011-04-22T13:33:48Z"}"#.utf8))
/// print(issue.updatedAt.timeIntervalSince1970)
/// // Prints "1303479228.0"
/// ```
public struct DateFormatTransformer: Transformer {
    /// The Unicode date format pattern.
    public let format: String
    /// The locale the pattern is read in; `en_US_POSIX` by default, which fixes the
    /// calendar and digits whatever the user's settings.
    public let locale: Locale
    /// The time zone of dates without an explicit zone; UTC by default.
    public let timeZone: TimeZone
    private let formatter: LockedDateFormatter

    /// Creates a transformer for `format`.
    public init(format: String, locale: Locale = Locale(identifier: "en_US_POSIX"), timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
        self.format = format
        self.locale = locale
        self.timeZone = timeZone
        formatter = LockedDateFormatter(format: format, locale: locale, timeZone: timeZone)
    }

    /// Reads a date in the format.
    public func transform(_ json: String) throws -> Date {
        guard let date = formatter.date(from: json) else {
            throw TransformerError.invalid(Self.self, input: json, expected: "a date in the format \(format)")
        }
        return date
    }

    /// Writes the date in the format.
    public func reverseTransform(_ value: Date) throws -> String {
        formatter.string(from: value)
    }
}

/// A `DateFormatter` behind a lock: formatters are expensive to make and not
/// documented as safe to share on every platform.
final class LockedDateFormatter: Sendable {
    private let formatter: Locked<DateFormatter>

    init(format: String, locale: Locale, timeZone: TimeZone) {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        self.formatter = Locked(formatter)
    }

    func date(from string: String) -> Date? {
        formatter.withLock { $0.date(from: string) }
    }

    func string(from date: Date) -> String {
        formatter.withLock { $0.string(from: date) }
    }
}

/// A date written as a number of seconds since 1970-01-01 UTC, as Unix time stamps are:
/// `1303479228`, or `1303479228.5` with a fraction.
///
/// ```swift
/// struct Commit: Codable {
///     @Transform<SecondsSince1970Transformer> var committedAt: Date
/// }
/// ```
public struct SecondsSince1970Transformer: ParameterlessTransformer {
    /// Creates the transformer.
    public init() {}

    /// Reads a finite number of seconds since 1970.
    public func transform(_ json: Double) throws -> Date {
        try EpochTime.date(from: json, unitsPerSecond: 1, transformer: Self.self)
    }

    /// Writes the number of seconds since 1970.
    public func reverseTransform(_ value: Date) throws -> Double {
        value.timeIntervalSince1970
    }
}

/// A date written as a number of milliseconds since 1970-01-01 UTC, as JavaScript's
/// `Date.now()` writes it: `1303479228500`.
///
/// ```swift
/// struct Event: Codable {
///     @Transform<MillisecondsSince1970Transformer> var timestamp: Date
/// }
/// ```
public struct MillisecondsSince1970Transformer: ParameterlessTransformer {
    /// Creates the transformer.
    public init() {}

    /// Reads a finite number of milliseconds since 1970.
    public func transform(_ json: Double) throws -> Date {
        try EpochTime.date(from: json, unitsPerSecond: 1000, transformer: Self.self)
    }

    /// Writes the number of milliseconds since 1970.
    public func reverseTransform(_ value: Date) throws -> Double {
        value.timeIntervalSince1970 * 1000
    }
}

/// What the two epoch transformers share.
enum EpochTime {
    static func date<T>(from json: Double, unitsPerSecond: Double, transformer: T.Type) throws -> Date {
        guard json.isFinite else {
            let unit = unitsPerSecond == 1 ? "seconds" : "milliseconds"
            throw TransformerError.invalid(transformer, input: json, expected: "a finite number of \(unit) since 1970")
        }
        return Date(timeIntervalSince1970: json / unitsPerSecond)
    }
}
