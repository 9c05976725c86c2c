import Foundation

/// An instant as ISO 8601 text writes it: whole seconds since 2001-01-01 UTC (a `Date`'s
/// own reference) and a decimal fraction of `digits` digits.
///
/// Text becomes a `Date` by one formula (``date``), and a `Date` is written with the
/// fewest digits that give it back through that formula, so what is read is written
/// back exactly and reads back as the same `Date`. Calendar arithmetic is done here, on
/// the proleptic Gregorian calendar, rather than by a formatter: formatters roll
/// impossible dates over (`02-30` became `03-02`) and drop fractions they do not write.
struct ISO8601Timestamp {
    /// Whole seconds since 2001-01-01T00:00:00Z.
    var seconds: Int64
    /// The fraction of a second, as the integer its `digits` digits spell.
    var fraction: Int64
    var digits: Int

    private static let secondsFrom1970To2001: Int64 = 978_307_200
    /// The most fraction digits kept: 10^18 still fits an `Int64` and is exact as a
    /// `Double`, and a `Date` a second or more from 2001 needs no more than 18.
    static let maximumDigits = 18
    private static let powersOfTen: [Int64] = (0...maximumDigits).map { digits in (0..<digits).reduce(1) { power, _ in power * 10 } }

    init(seconds: Int64, fraction: Int64, digits: Int) {
        self.seconds = seconds
        self.fraction = fraction
        self.digits = digits
    }

    /// The instant as a `Date`: the one formula both reading and writing use.
    var date: Date {
        Date(timeIntervalSinceReferenceDate: Double(seconds) + Double(fraction) / Double(Self.powersOfTen[digits]))
    }

    // MARK: Writing

    /// `date` to the given precision; nil for a date outside years 0000–9999.
    init?(_ date: Date, precision: ISO8601DateTransformer.Precision) {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite, abs(interval) < 4e11 else { return nil }
        let whole = interval.rounded(.down)
        let part = interval - whole  // exact: whole is interval with its fraction bits cleared
        switch precision {
        case .wholeSeconds:
            self.init(seconds: Int64(whole), fraction: 0, digits: 0)
        case .milliseconds:
            self.init(seconds: Int64(whole), rounding: part, digits: 3)
        case .exact:
            // The fewest digits, in groups of three, that give the date back. Text read
            // with n digits is given back by the first group of at least n: both spell
            // the same number, which the formula rounds to the same `Date`.
            var found = ISO8601Timestamp(seconds: Int64(whole), rounding: part, digits: 0)
            for digits in stride(from: 3, through: Self.maximumDigits, by: 3) where found.date != date {
                found = ISO8601Timestamp(seconds: Int64(whole), rounding: part, digits: digits)
            }
            self = found
        }
        let year = Self.civilDate(days: Self.floorDivide(seconds + Self.secondsFrom1970To2001, 86_400)).year
        guard (0...9999).contains(year) else { return nil }
    }

    /// `part`, a fraction of a second, rounded to `digits` digits (a carry goes to the
    /// seconds).
    private init(seconds: Int64, rounding part: Double, digits: Int) {
        let scale = Self.powersOfTen[digits]
        var fraction = Int64((part * Double(scale)).rounded())
        var seconds = seconds
        if fraction >= scale {
            fraction -= scale
            seconds += 1
        }
        self.init(seconds: seconds, fraction: fraction, digits: digits)
    }

    /// `2011-04-22T13:33:48.123Z`.
    var text: String {
        let unix = seconds + Self.secondsFrom1970To2001
        let days = Self.floorDivide(unix, 86_400)
        let time = unix - days * 86_400
        let (year, month, day) = Self.civilDate(days: days)
        var text = ""
        text.reserveCapacity(30)
        Self.append(Int64(year), width: 4, to: &text)
        text.append("-")
        Self.append(Int64(month), width: 2, to: &text)
        text.append("-")
        Self.append(Int64(day), width: 2, to: &text)
        text.append("T")
        Self.append(time / 3_600, width: 2, to: &text)
        text.append(":")
        Self.append(time / 60 % 60, width: 2, to: &text)
        text.append(":")
        Self.append(time % 60, width: 2, to: &text)
        if digits > 0 {
            text.append(".")
            Self.append(fraction, width: digits, to: &text)
        }
        text.append("Z")
        return text
    }

    private static func append(_ value: Int64, width: Int, to text: inout String) {
        let digits = String(value)
        text.append(String(repeating: "0", count: max(0, width - digits.count)))
        text.append(digits)
    }

    // MARK: Reading

    /// The instant `text` spells; nil if it is not an ISO 8601 date and time with a zone,
    /// or names a date that does not exist.
    init?(parsing text: String) {
        var reader = Reader(bytes: Array(text.utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"), let month = reader.number(digits: 2), reader.skip("-"),
            let day = reader.number(digits: 2), reader.skip("T") || reader.skip("t"),
            let hour = reader.number(digits: 2), reader.skip(":"), let minute = reader.number(digits: 2), reader.skip(":"),
            let second = reader.number(digits: 2)
        else { return nil }
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60, second <= 60 else {
            return nil
        }
        var fraction: Int64 = 0
        var digits = 0
        if reader.skip(".") {
            var count = 0
            while let digit = reader.digit() {
                if digits < Self.maximumDigits {
                    fraction = fraction * 10 + Int64(digit)
                    digits += 1
                }
                count += 1
            }
            guard count > 0 else { return nil }
        }
        guard let offset = reader.zoneOffset(), reader.isAtEnd else { return nil }
        let days = Self.days(year: year, month: month, day: day)
        let unix = days * 86_400 + Int64(hour * 3_600 + minute * 60 + second) - offset
        self.init(seconds: unix - Self.secondsFrom1970To2001, fraction: fraction, digits: digits)
    }

    /// Reads the ASCII of a date-time.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        mutating func digit() -> Int? {
            guard position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") else { return nil }
            defer { position += 1 }
            return Int(bytes[position] - UInt8(ascii: "0"))
        }

        mutating func number(digits count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        /// `Z`, `+HH:MM`, `+HHMM` or `+HH` (or `-`), as seconds east of UTC.
        mutating func zoneOffset() -> Int64? {
            if skip("Z") || skip("z") { return 0 }
            let sign: Int64
            if skip("+") {
                sign = 1
            } else if skip("-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = number(digits: 2), hours < 24 else { return nil }
            var minutes = 0
            if !isAtEnd {
                _ = skip(":")
                guard let read = number(digits: 2), read < 60 else { return nil }
                minutes = read
            }
            return sign * Int64(hours * 3_600 + minutes * 60)
        }
    }

    // MARK: Calendar

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (the civil-days
    /// algorithm: years counted from March, in 400-year eras).
    private static func days(year: Int, month: Int, day: Int) -> Int64 {
        let shiftedYear = Int64(month <= 2 ? year - 1 : year)
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = Int64((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1)
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01; the inverse of `days(year:month:day:)`.
    private static func civilDate(days: Int64) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
