import Foundation
import Strata

/// A date transformer the output declares, for a form of date that the library's
/// transformers do not write back as the samples write it.
enum DateHelper: Hashable {
    /// ISO 8601 in UTC with milliseconds always (`2013-01-10T07:58:30.000Z`): a
    /// `ConfiguredTransformer` over `ISO8601DateTransformer(precision: .milliseconds)`.
    case iso8601Milliseconds
    /// A day without a time (`2013-01-10`): a `ConfiguredTransformer` over a
    /// `DateFormatTransformer`.
    case calendarDay
    /// ISO 8601 with an offset from UTC (`2018-09-07T18:34:15-07:00`): a transformer the
    /// output writes, that reads with `ISO8601DateTransformer` and writes at the offset the
    /// samples use.
    case zoned(ZonedDates)

    /// The helper's type name in the output.
    var typeName: String {
        switch self {
        case .iso8601Milliseconds: return "ISO8601MillisecondsDate"
        case .calendarDay: return "CalendarDay"
        case .zoned(let zoned): return zoned.typeName
        }
    }

    /// The type names a helper may take whatever the samples: no model takes them.
    static let fixedTypeNames: Set<String> = ["ISO8601MillisecondsDate", "CalendarDay", "ISO8601OffsetDate", "ISO8601MillisecondsOffsetDate"]
}

/// ISO 8601 dates and times written at an offset from UTC, fixed or a time zone's, and
/// how the output writes them back exactly as the samples do.
///
/// The output's transformer reads with `ISO8601DateTransformer`, and writes the date's
/// wall-clock time at the offset (the instant moved by the offset, written by
/// `ISO8601DateTransformer` in UTC, its `Z` replaced by the offset). The generator checks
/// each sample with this same computation (``write(_:)``) before choosing it.
struct ZonedDates: Hashable {
    /// Where the offset comes from.
    enum Offsets: Hashable {
        /// The same offset for every date, in seconds east of UTC.
        case fixed(seconds: Int)
        /// The offset a time zone of the system's database has at each date: for dates
        /// written in summer and winter time.
        case zone(identifier: String)
    }

    var offsets: Offsets
    /// Milliseconds always (`.000`), or as many digits as the date holds (none for a
    /// whole second).
    var milliseconds: Bool
    /// Whether an offset of zero is written `Z` rather than `+00:00`.
    var zeroAsZ: Bool

    var typeName: String {
        let precision = milliseconds ? "Milliseconds" : ""
        switch offsets {
        case .fixed(let seconds) where seconds == 0: return "ISO8601\(precision)OffsetDate"
        case .fixed(let seconds):
            let text = Self.offsetText(seconds)
            return "UTC\(seconds < 0 ? "Minus" : "Plus")\(text.dropFirst().replacingOccurrences(of: ":", with: ""))\(precision)Date"
        case .zone(let identifier):
            let city = identifier.split(separator: "/").last.map(String.init) ?? identifier
            let words = Words.split(city)
            return Identifiers.typeName(words: words, fallback: "Zone") + precision + "Date"
        }
    }

    /// `+07:00`, `-03:30`: the offset as ISO 8601 writes it.
    static func offsetText(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return String(format: "%@%02d:%02d", seconds < 0 ? "-" : "+", minutes / 60, minutes % 60)
    }

    private var transformer: ISO8601DateTransformer {
        ISO8601DateTransformer(precision: milliseconds ? .milliseconds : .exact)
    }

    /// The offset of a date, or nil when the zone is not in this system's database.
    func offset(at date: Date) -> Int? {
        switch offsets {
        case .fixed(let seconds): return seconds
        case .zone(let identifier): return TimeZone(identifier: identifier)?.secondsFromGMT(for: date)
        }
    }

    /// The text the output's transformer writes for a date.
    func write(_ date: Date) -> String? {
        guard let offset = offset(at: date), let text = try? transformer.reverseTransform(date.addingTimeInterval(TimeInterval(offset))) else {
            return nil
        }
        if offset == 0 && zeroAsZ { return text }
        return text.dropLast() + Self.offsetText(offset)
    }

    /// Whether every value reads and comes back as it was written.
    func writesBack(_ values: [(text: String, date: Date)]) -> Bool {
        values.allSatisfy { write($0.date) == $0.text }
    }

    /// What the output's doc comment says of the offsets.
    var offsetsDescription: String {
        switch offsets {
        case .fixed(let seconds): return "at \(Self.offsetText(seconds))"
        case .zone(let identifier): return "at the offsets of \(identifier)"
        }
    }
}

/// Decides whether strings are dates, and numbers Unix times, by reading each value with
/// the transformer the output would use and writing it back: a type is chosen only when
/// every value comes back as it was written. When strings look like dates but are left
/// alone, ``explanation(ofStrings:keyNamesATime:isProperty:)`` says why, for a comment.
struct DateRecognizer {
    private let iso8601 = ISO8601DateTransformer()
    private let milliseconds = ISO8601DateTransformer(precision: .milliseconds)
    private let calendarDay = DateFormatTransformer(format: "yyyy-MM-dd")

    /// Zones tried first, in this order, when dates are written at more than one offset:
    /// those of the places most servers keep their clocks in. Then every zone the system
    /// knows, in the order of their names.
    static let preferredZones = [
        "America/Los_Angeles", "America/Denver", "America/Chicago", "America/New_York", "America/Halifax", "America/St_Johns",
        "America/Anchorage", "Pacific/Honolulu", "America/Mexico_City", "America/Sao_Paulo", "America/Santiago", "Europe/London",
        "Europe/Dublin", "Europe/Lisbon", "Europe/Paris", "Europe/Berlin", "Europe/Madrid", "Europe/Rome", "Europe/Amsterdam",
        "Europe/Stockholm", "Europe/Warsaw", "Europe/Athens", "Europe/Helsinki", "Europe/Kiev", "Asia/Jerusalem", "Asia/Beirut",
        "Africa/Cairo", "Asia/Tehran", "Australia/Sydney", "Australia/Melbourne", "Australia/Adelaide", "Australia/Hobart",
        "Pacific/Auckland",
    ]

    /// The encoding that reads and writes back every value, if one does. A day without a
    /// time (`2023-08-16`) is a date only under a key that names a time: Stripe's
    /// `api_version` is written so too.
    func encoding(ofStrings values: [String], keyNamesATime: Bool) -> DateEncoding? {
        guard !values.isEmpty, values.allSatisfy(Self.startsLikeADate) else { return nil }
        if values.allSatisfy({ $0.utf8.count == 10 }) {
            guard keyNamesATime else { return nil }
            return values.allSatisfy({ (try? calendarDay.reverseTransform(calendarDay.transform($0))) == $0 }) ? .helper(.calendarDay) : nil
        }
        var dated: [(text: String, date: Date)] = []
        dated.reserveCapacity(values.count)
        for value in values {
            guard let date = try? iso8601.transform(value) else { return nil }
            dated.append((value, date))
        }
        if dated.allSatisfy({ (try? iso8601.reverseTransform($0.date)) == $0.text }) { return .iso8601 }
        if dated.allSatisfy({ (try? milliseconds.reverseTransform($0.date)) == $0.text }) { return .helper(.iso8601Milliseconds) }
        return zoned(dated).map { .helper(.zoned($0)) }
    }

    /// Dates written at an offset: the same one for every date, or the offsets of one
    /// time zone, in whole seconds or milliseconds as the samples write them.
    private func zoned(_ dated: [(text: String, date: Date)]) -> ZonedDates? {
        var offsets: [Int] = []
        var zeroAsZ: Bool?
        for (text, _) in dated {
            guard let (offset, isZ) = Self.writtenOffset(text) else { return nil }
            if offset == 0 {
                if let existing = zeroAsZ, existing != isZ { return nil }
                zeroAsZ = isZ
            }
            offsets.append(offset)
        }
        let distinct = Set(offsets)
        for milliseconds in [false, true] {
            if distinct.count == 1, let offset = distinct.first {
                let fixed = ZonedDates(offsets: .fixed(seconds: offset), milliseconds: milliseconds, zeroAsZ: zeroAsZ ?? false)
                if fixed.writesBack(dated) { return fixed }
                continue
            }
            // Every zone whose offsets at the dates are those written.
            let known = TimeZone.knownTimeZoneIdentifiers.sorted()
            for identifier in Self.preferredZones + known {
                guard let zone = TimeZone(identifier: identifier),
                    zip(dated, offsets).allSatisfy({ zone.secondsFromGMT(for: $0.0.date) == $0.1 })
                else { continue }
                let zoned = ZonedDates(offsets: .zone(identifier: identifier), milliseconds: milliseconds, zeroAsZ: zeroAsZ ?? false)
                if zoned.writesBack(dated) { return zoned }
            }
        }
        return nil
    }

    /// The offset a date and time is written at, in seconds, and whether it is `Z`.
    static func writtenOffset(_ text: String) -> (seconds: Int, isZ: Bool)? {
        let bytes = Array(text.utf8)
        guard let last = bytes.last else { return nil }
        if last == UInt8(ascii: "Z") || last == UInt8(ascii: "z") { return (0, true) }
        // `+HH:MM`, `+HHMM` or `+HH` after the time (`THH:MM:SS`, at byte 19 or later).
        guard let sign = bytes.lastIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }), sign >= 19 else { return nil }
        let digits = bytes[(sign + 1)...].filter { $0 != UInt8(ascii: ":") }
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy(Words.isDigit) else { return nil }
        let number = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        let minutes = digits.count == 2 ? number * 60 : (number / 100) * 60 + number % 100
        return ((bytes[sign] == UInt8(ascii: "-") ? -1 : 1) * minutes * 60, false)
    }

    /// Why strings that look like dates were left `String`s, for the property's comment;
    /// nil when they do not look like dates (or are dates).
    func explanation(ofStrings values: [String], keyNamesATime: Bool, isProperty: Bool) -> String? {
        guard let example = values.first(where: Self.startsLikeADate) else { return nil }
        let looking = values.filter(Self.startsLikeADate).count
        guard looking * 2 >= values.count else { return nil }
        let quoted = "`\(example.prefix(40))`"
        if looking < values.count { return "most values look like dates (\(quoted)), not all: left a String" }
        if values.allSatisfy({ $0.utf8.count == 10 }) {
            guard values.allSatisfy({ (try? calendarDay.transform($0)) != nil }) else { return nil }
            if !keyNamesATime { return "days (\(quoted)); left a String, as the key names no time" }
            return isProperty ? nil : "days (\(quoted)), kept as written: a transformer cannot reach into a collection"
        }
        let readable = values.allSatisfy { (try? iso8601.transform($0)) != nil }
        guard readable else {
            return "looks like dates (\(quoted)), but not in ISO 8601 with a zone: left a String"
        }
        if !isProperty { return "dates (\(quoted)), kept as written: a transformer cannot reach into a collection" }
        if encoding(ofStrings: values, keyNamesATime: keyNamesATime) != nil { return nil }
        return "ISO 8601 dates (\(quoted)) at offsets no one transformer writes back: left a String "
            + "(ISO8601DateTransformer reads them, writing UTC)"
    }

    /// Unix seconds or milliseconds, when every number lies between 1990 and 2100 in one
    /// unit and comes back from a `Date` unchanged.
    func encoding(ofNumbers texts: [String]) -> DateEncoding? {
        encoding(ofNumbers: texts, seconds: 631_152_000.0...4_102_444_800.0)
    }

    /// Unix seconds or milliseconds by their values alone, for a key that names no time
    /// (OpenWeather's `dt`, `sunrise` and `sunset`): integers only, of 10 digits for
    /// seconds or 13 for milliseconds, all between 2001 and 2050, under a key that names
    /// no count, amount, size or id.
    func encoding(ofNumbersByValue texts: [String], key: String) -> DateEncoding? {
        guard !Self.keyNamesAQuantity(key), texts.allSatisfy({ text in text.utf8.allSatisfy(Words.isDigit) }) else { return nil }
        guard let length = texts.first?.utf8.count, length == 10 || length == 13, texts.allSatisfy({ $0.utf8.count == length }) else {
            return nil
        }
        return encoding(ofNumbers: texts, seconds: 978_307_200.0...2_524_608_000.0)
    }

    private func encoding(ofNumbers texts: [String], seconds: ClosedRange<Double>) -> DateEncoding? {
        let numbers = texts.compactMap(JSONNumber.init)
        guard !numbers.isEmpty, numbers.count == texts.count else { return nil }
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

    /// `yyyy-mm-dd` at the start: the cheap test before any transformer runs.
    static func startsLikeADate(_ value: String) -> Bool {
        let bytes = Array(value.utf8.prefix(10))
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        return [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { Words.isDigit(bytes[$0]) }
    }

    /// Whether a key names a time: one of its words is `at`, `date`, `time`, `timestamp`…
    /// (`created_at`, `updatedAt`, `time`, `start_date`).
    static func keyNamesATime(_ key: String) -> Bool {
        let timeWords: Set<String> = [
            "at", "date", "time", "timestamp", "ts", "created", "updated", "modified", "deleted", "expires", "expiry", "start",
            "end", "since", "until", "published", "seen", "generated", "on", "when", "sunrise", "sunset", "epoch",
        ]
        return Words.split(key).contains { timeWords.contains($0.lowercased()) }
    }

    /// Whether a key names something counted or measured, or an id, whose integers are
    /// never times whatever their values: `id`, `user_id`, `count`, `amount`, `subtotal`,
    /// `divide_by`, `day_of_month`. A word of four letters or more also counts at the end
    /// of a longer one (`subtotal`, `pageviews`).
    static func keyNamesAQuantity(_ key: String) -> Bool {
        Words.split(key).contains { word in
            let word = word.lowercased()
            return quantityWords.contains(word) || quantityWords.contains { $0.count >= 4 && word.hasSuffix($0) }
        }
    }

    private static let quantityWords: Set<String> = [
        "id", "ids", "count", "counts", "number", "num", "total", "amount", "balance", "price", "cost", "fee", "size", "bytes",
        "length", "width", "height", "depth", "weight", "duration", "version", "seq", "sequence", "index", "offset", "limit",
        "code", "port", "pid", "uid", "gid", "hash", "zip", "phone", "population", "score", "rank", "views", "followers",
        "following", "stars", "likes", "quantity", "capacity", "value", "sum", "max", "min", "avg", "level", "position", "key",
        "divide", "multiply", "factor", "ratio", "rate", "percent", "percentage", "tax", "quota", "threshold", "day", "days",
        "month", "months", "week", "weeks", "hour", "hours", "minute", "minutes", "seconds", "milliseconds", "interval",
    ]
}
