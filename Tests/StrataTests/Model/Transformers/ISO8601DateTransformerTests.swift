import Foundation
import Testing

@testable import Strata

/// ISO 8601 dates read and written exactly: what was read is written back, fractional
/// seconds included, and reads back as the same `Date`.
@Suite("ISO 8601 dates")
struct ISO8601DateTransformerTests {
    @Test(
        "a date read is written as it was read, in UTC",
        arguments: [
            ("2011-04-22T13:33:48Z", "2011-04-22T13:33:48Z"),
            ("2011-04-22T13:33:48.123Z", "2011-04-22T13:33:48.123Z"),
            ("2011-04-22T13:33:48.999Z", "2011-04-22T13:33:48.999Z"),
            ("2011-04-22T13:33:48.001Z", "2011-04-22T13:33:48.001Z"),
            ("2011-04-22T13:33:48.120Z", "2011-04-22T13:33:48.120Z"),
            ("2011-04-22T13:33:48.1Z", "2011-04-22T13:33:48.100Z"),
            ("2011-04-22T13:33:48.000Z", "2011-04-22T13:33:48Z"),
            ("2011-04-22T13:33:48.123456Z", "2011-04-22T13:33:48.123456Z"),
            ("2011-04-22T15:33:48.5+02:00", "2011-04-22T13:33:48.500Z"),
            ("2011-04-22T11:03:48.250-0230", "2011-04-22T13:33:48.250Z"),
            ("2011-04-22t13:33:48.123z", "2011-04-22T13:33:48.123Z"),
            ("1969-12-31T23:59:59.999Z", "1969-12-31T23:59:59.999Z"),
            ("2000-02-29T00:00:00.042Z", "2000-02-29T00:00:00.042Z"),
            ("2001-01-01T00:00:00.001Z", "2001-01-01T00:00:00.001Z"),
            ("0001-01-01T00:00:00Z", "0001-01-01T00:00:00Z"),
            ("9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59.999Z"),
            ("2016-12-31T23:59:60Z", "2017-01-01T00:00:00Z"),
            ("2000-12-31T23:59:59.123456789012Z", "2000-12-31T23:59:59.123456789012Z"),
            ("2011-04-22T13:33:48.1230000000000000000001Z", "2011-04-22T13:33:48.123Z"),
        ])
    func roundTrip(read: String, written: String) throws {
        let transformer = ISO8601DateTransformer()
        let date = try transformer.transform(read)
        #expect(try transformer.reverseTransform(date) == written)
        #expect(try transformer.transform(transformer.reverseTransform(date)) == date)
    }

    @Test(
        "fractional seconds mean what they say",
        arguments: [
            ("2011-04-22T13:33:48Z", 1_303_479_228.0), ("2011-04-22T13:33:48.25Z", 1_303_479_228.25),
            ("2011-04-22T15:33:48+02:00", 1_303_479_228.0), ("1970-01-01T00:00:00.5Z", 0.5),
        ])
    func values(text: String, seconds: Double) throws {
        #expect(try ISO8601DateTransformer().transform(text).timeIntervalSince1970 == seconds)
    }

    @Test(
        "text that is not an ISO 8601 date and time with a zone is rejected",
        arguments: [
            "2011-04-22", "2011-04-22T13:33:48", "2011-04-22T13:33Z", "2011-02-30T13:33:48Z", "2011-13-01T00:00:00Z",
            "2011-04-22T24:00:00Z", "2011-04-22T13:60:00Z", "2011-04-22T13:33:48.Z", "2011-04-22T13:33:48+24:00", "2011-04-22 13:33:48Z",
            "12011-04-22T13:33:48Z", "2011-04-22T13:33:48Zjunk", "yesterday", "",
        ])
    func rejects(text: String) {
        #expect(throws: TransformerError.self) { try ISO8601DateTransformer().transform(text) }
    }

    @Test(
        "each precision writes what its name says",
        arguments: [
            (ISO8601DateTransformer.Precision.exact, 1_303_479_228.125, "2011-04-22T13:33:48.125Z"),
            (.exact, 1_303_479_228.0, "2011-04-22T13:33:48Z"),
            (.milliseconds, 1_303_479_228.0, "2011-04-22T13:33:48.000Z"),
            (.milliseconds, 1_303_479_228.125, "2011-04-22T13:33:48.125Z"),
            (.milliseconds, 1_303_479_228.9996, "2011-04-22T13:33:49.000Z"),
            (.wholeSeconds, 1_303_479_228.9996, "2011-04-22T13:33:48Z"),
            (.wholeSeconds, -0.5, "1969-12-31T23:59:59Z"),
        ])
    func precisions(precision: ISO8601DateTransformer.Precision, seconds: Double, text: String) throws {
        let transformer = ISO8601DateTransformer(precision: precision)
        #expect(try transformer.reverseTransform(Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test("any date written exactly reads back as the same date")
    func anyDate() throws {
        let transformer = ISO8601DateTransformer()
        var generator = SystemRandomNumberGenerator()
        var dates = [Date(), Date.distantPast, Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSince1970: 0)]
        for _ in 0..<2_000 {
            dates.append(Date(timeIntervalSince1970: Double.random(in: -2e10...2e10, using: &generator)))
        }
        for date in dates {
            let text = try transformer.reverseTransform(date)
            #expect(try transformer.transform(text) == date, "\(text)")
        }
    }

    @Test("a date outside years 0000 to 9999 cannot be written in this form")
    func outOfRange() {
        #expect(throws: TransformerError.self) { try ISO8601DateTransformer().reverseTransform(Date(timeIntervalSince1970: 3e11)) }
        #expect(throws: TransformerError.self) { try ISO8601DateTransformer().reverseTransform(Date(timeIntervalSince1970: .infinity)) }
    }

    struct Event: Codable, Equatable {
        @Transform<ISO8601DateTransformer> var at: Date
    }

    @Test("decode, encode and decode again give the same model, under both coders", arguments: [false, true])
    func throughCoders(foundation: Bool) throws {
        let json = Data(#"{"at":"2011-04-22T13:33:48.123Z"}"#.utf8)
        let decode: (Data) throws -> Event = {
            foundation ? try JSONDecoder().decode(Event.self, from: $0) : try StrataJSONDecoder().decode(Event.self, from: $0)
        }
        let encode: (Event) throws -> Data = { foundation ? try JSONEncoder().encode($0) : try StrataJSONEncoder().encode($0) }
        let event = try decode(json)
        let written = try encode(event)
        #expect(String(decoding: written, as: UTF8.self) == #"{"at":"2011-04-22T13:33:48.123Z"}"#)
        #expect(try decode(written) == event)
    }
}
