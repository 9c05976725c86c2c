/// RFC 3339's `date-time`, `full-date` and `full-time` (with the leap-second and offset
/// rules the test suite checks), and its appendix A's `duration`.
enum DateTimeFormats {
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count > 11, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") else { return false }
        return isDate(bytes[..<10]) && isTime(bytes[11...])
    }

    static func isDate(_ text: String) -> Bool {
        isDate(Array(text.utf8)[...])
    }

    static func isTime(_ text: String) -> Bool {
        isTime(Array(text.utf8)[...])
    }

    /// `YYYY-MM-DD` with a day that exists in that month.
    private static func isDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count == 10 else { return false }
        let start = bytes.startIndex
        guard bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
            let year = digits(bytes, start, 4), let month = digits(bytes, start + 5, 2), let day = digits(bytes, start + 8, 2)
        else { return false }
        guard (1...12).contains(month), day >= 1 else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days
    }

    /// `HH:MM:SS[.fraction](Z|±HH:MM)`; second 60 only where the time in UTC is 23:59.
    private static func isTime(_ bytes: ArraySlice<UInt8>) -> Bool {
        let start = bytes.startIndex
        guard bytes.count >= 9, bytes[start + 2] == UInt8(ascii: ":"), bytes[start + 5] == UInt8(ascii: ":"),
            let hour = digits(bytes, start, 2), let minute = digits(bytes, start + 3, 2), let second = digits(bytes, start + 6, 2),
            hour < 24, minute < 60, second <= 60
        else { return false }
        var index = start + 8
        if index < bytes.endIndex && bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
            guard index > fraction else { return false }
        }
        guard index < bytes.endIndex else { return false }
        var offsetMinutes = 0
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard index + 1 == bytes.endIndex else { return false }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard bytes.endIndex - index == 6, bytes[index + 3] == UInt8(ascii: ":"), let offsetHour = digits(bytes, index + 1, 2),
                let offsetMinute = digits(bytes, index + 4, 2), offsetHour < 24, offsetMinute < 60
            else { return false }
            offsetMinutes = (offsetHour * 60 + offsetMinute) * (bytes[index] == UInt8(ascii: "+") ? 1 : -1)
        default:
            return false
        }
        if second == 60 {
            // The leap second is 23:59:60 in UTC.
            var utc = hour * 60 + minute - offsetMinutes
            utc = ((utc % 1440) + 1440) % 1440
            return utc == 23 * 60 + 59
        }
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func digits(_ bytes: ArraySlice<UInt8>, _ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.endIndex else { return nil }
        var value = 0
        for index in start..<start + count {
            guard isDigit(bytes[index]) else { return nil }
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        }
        return value
    }

    /// `P[nY][nM][nD][T[nH][nM][nS]]` or `PnW`: at least one element, units in order, the
    /// time part not empty, and no gap in a run of units (`P1Y2D` and `PT1H2S` are not
    /// durations by the RFC's grammar).
    static func isDuration(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        guard bytes.popFirst() == UInt8(ascii: "P"), !bytes.isEmpty else { return false }
        // Elements: (number, unit) in order.
        func elements(_ part: ArraySlice<UInt8>) -> [UInt8]? {
            var units: [UInt8] = []
            var index = part.startIndex
            while index < part.endIndex {
                let start = index
                while index < part.endIndex, isDigit(part[index]) { index += 1 }
                guard index > start, index < part.endIndex else { return nil }
                units.append(part[index])
                index += 1
            }
            return units
        }
        let timeStart = bytes.firstIndex(of: UInt8(ascii: "T"))
        let datePart = bytes[..<(timeStart ?? bytes.endIndex)]
        guard let dateUnits = elements(datePart) else { return false }
        if dateUnits == [UInt8(ascii: "W")] { return timeStart == nil }
        guard isRun(dateUnits, of: Array("YMD".utf8)) else { return false }
        if let timeStart {
            guard let timeUnits = elements(bytes[(timeStart + 1)...]), !timeUnits.isEmpty, isRun(timeUnits, of: Array("HMS".utf8)) else {
                return false
            }
            return true
        }
        return !dateUnits.isEmpty
    }

    /// Whether `units` are consecutive letters of `order`.
    private static func isRun(_ units: [UInt8], of order: [UInt8]) -> Bool {
        guard let first = units.first else { return true }
        guard let start = order.firstIndex(of: first), start + units.count <= order.count else { return false }
        return Array(order[start..<start + units.count]) == units
    }
}
