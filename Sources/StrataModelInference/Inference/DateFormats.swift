import Foundation
import Strata

/// ISO 8601 forms the library's `ISO8601DateTransformer` does not write back as written,
/// each read through a `DateFormatConvention` that the output declares.
enum DateConvention: String, CaseIterable, Hashable {
    case iso8601Milliseconds
    case iso8601WithOffset
    case iso8601MillisecondsWithOffset
    case calendarDay

    /// The convention type's name in the output.
    var typeName: String {
        switch self {
        case .iso8601Milliseconds: return "ISO8601MillisecondsDate"
        case .iso8601WithOffset: return "ISO8601OffsetDate"
        case .iso8601MillisecondsWithOffset: return "ISO8601MillisecondsOffsetDate"
        case .calendarDay: return "CalendarDay"
        }
    }

    /// The Unicode date format pattern, read in `en_US_POSIX` and UTC.
    var format: String {
        switch self {
        case .iso8601Milliseconds: return "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
        case .iso8601WithOffset: return "yyyy-MM-dd'T'HH:mm:ssxxx"
        case .iso8601MillisecondsWithOffset: return "yyyy-MM-dd'T'HH:mm:ss.SSSxxx"
        case .calendarDay: return "yyyy-MM-dd"
        }
    }

    /// What the declaration's comment says the dates look like.
    var example: String {
        switch self {
        case .iso8601Milliseconds: return "2013-01-10T07:58:30.123Z"
        case .iso8601WithOffset: return "2013-01-10T07:58:30+00:00"
        case .iso8601MillisecondsWithOffset: return "2013-01-10T07:58:30.123+00:00"
        case .calendarDay: return "2013-01-10"
        }
    }
}

/// Decides whether strings are dates, and numbers Unix times, by reading each value with
/// the transformer the output would use and writing it back: a type is chosen only when
/// every value comes back as it was written.
struct DateRecognizer {
    private let iso8601 = ISO8601DateTransformer()
    private let conventions: [(DateConvention, DateFormatTransformer)] = DateConvention.allCases.map {
        ($0, DateFormatTransformer(format: $0.format))
    }

    /// The encoding that reads and writes back every value, if one does. A day without a
    /// time (`2023-08-16`) is a date only under a key that names a time: Stripe's
    /// `api_version` is written so too.
    func encoding(ofStrings values: [String], keyNamesATime: Bool) -> DateEncoding? {
        guard !values.isEmpty, values.allSatisfy(Self.startsLikeADate) else { return nil }
        if values.allSatisfy({ (try? iso8601.reverseTransform(iso8601.transform($0))) == $0 }) { return .iso8601 }
        for (convention, transformer) in conventions where convention != .calendarDay || keyNamesATime {
            if values.allSatisfy({ (try? transformer.reverseTransform(transformer.transform($0))) == $0 }) { return .convention(convention) }
        }
        return nil
    }

    /// Unix seconds or milliseconds, when every number lies between 1990 and 2100 in one
    /// unit and comes back from a `Date` unchanged.
    func encoding(ofNumbers texts: [String]) -> DateEncoding? {
        let numbers = texts.compactMap(JSONNumber.init)
        guard !numbers.isEmpty, numbers.count == texts.count else { return nil }
        let seconds = 631_152_000.0...4_102_444_800.0
        let doubles = numbers.map(\.double)
        if doubles.allSatisfy(seconds.contains) {
            let transformer = SecondsSince1970Transformer()
            return Self.roundTrips(numbers, transformer) ? .secondsSince1970 : nil
        }
        if doubles.allSatisfy({ seconds.contains($0 / 1000) }) {
            let transformer = MillisecondsSince1970Transformer()
            return Self.roundTrips(numbers, transformer) ? .millisecondsSince1970 : nil
        }
        return nil
    }

    private static func roundTrips<T: Transformer>(_ numbers: [JSONNumber], _ transformer: T) -> Bool where T.JSONType == Double, T.Value == Date {
        numbers.allSatisfy { number in
            guard let back = try? transformer.reverseTransform(transformer.transform(number.double)) else { return false }
            return JSONNumber(back) == number
        }
    }

    /// `yyyy-mm-dd` at the start: the cheap test before any formatter runs.
    private static func startsLikeADate(_ value: String) -> Bool {
        let bytes = Array(value.utf8.prefix(10))
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        return [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { Words.isDigit(bytes[$0]) }
    }

    /// Whether a key names a time: one of its words is `at`, `date`, `time`, `timestamp`…
    /// (`created_at`, `updatedAt`, `time`, `start_date`).
    static func keyNamesATime(_ key: String) -> Bool {
        let timeWords: Set<String> = [
            "at", "date", "time", "timestamp", "ts", "created", "updated", "modified", "deleted", "expires", "expiry", "start",
            "end", "since", "until", "published", "seen", "generated",
        ]
        return Words.split(key).contains { timeWords.contains($0.lowercased()) }
    }
}
