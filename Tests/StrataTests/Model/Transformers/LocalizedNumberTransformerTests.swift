import Foundation
import Testing

@testable import Strata

/// Numbers written for people, read and written exactly, and configured transformers
/// named by a type.
@Suite("Localized numbers")
struct LocalizedNumberTransformerTests {
    /// `{g}` stands for the locale's grouping separator, which differs between versions
    /// of the locale data (French uses a narrow no-break space in recent ones).
    @Test(
        "a Decimal is written from its own digits and read back exactly",
        arguments: [
            ("de_DE", "9876543.21", "9{g}876{g}543,21"),
            ("en_US", "9876543.21", "9{g}876{g}543.21"),
            ("fr_FR", "-1234.5", "-1{g}234,5"),
            ("de_DE", "12345678901234567890.123456789", "12{g}345{g}678{g}901{g}234{g}567{g}890,123456789"),
            ("de_DE", "0.000000000000000000000000000001", "0,000000000000000000000000000001"),
            ("de_DE", "-0.5", "-0,5"),
            ("de_DE", "100", "100"),
            ("de_DE", "1000000", "1{g}000{g}000"),
            ("es_ES", "1234.5", "1234,5"),
            ("es_ES", "12345.5", "12{g}345,5"),
            ("en_US", "1e30", "1{g}000{g}000{g}000{g}000{g}000{g}000{g}000{g}000{g}000{g}000"),
        ])
    func decimals(locale: String, plain: String, localized: String) throws {
        let transformer = LocalizedNumberTransformer<Decimal>(locale: Locale(identifier: locale))
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        let text = localized.replacingOccurrences(of: "{g}", with: formatter.groupingSeparator)
        let value = try #require(Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX")))
        #expect(try transformer.reverseTransform(value) == text)
        #expect(try transformer.transform(text) == value)
        #expect(try transformer.transform(transformer.reverseTransform(value)) == value)
    }

    @Test("integers are written as the locale's formatter writes them")
    func integers() throws {
        for identifier in ["de_DE", "en_US", "es_ES", "fr_FR", "de_CH"] {
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: identifier)
            formatter.numberStyle = .decimal
            let transformer = LocalizedNumberTransformer<Int>(locale: Locale(identifier: identifier))
            for value in [0, 7, -42, 1234, -12_345, 1_000_000, Int.max, Int.min] {
                #expect(try transformer.reverseTransform(value) == formatter.string(from: NSNumber(value: value)), "\(identifier) \(value)")
                #expect(try transformer.transform(transformer.reverseTransform(value)) == value)
            }
        }
    }

    @Test("a Decimal that is not a number cannot be written, and digits a Decimal cannot hold are not read")
    func limits() {
        let transformer = LocalizedNumberTransformer<Decimal>(locale: Locale(identifier: "en_US"))
        #expect(throws: TransformerError.self) { try transformer.reverseTransform(Decimal.nan) }
        // 42 significant digits: Decimal(string:) would silently keep 38.
        #expect(throws: TransformerError.self) { try transformer.transform("123,456,789,012,345,678,901,234,567,890,123,456,789,012") }
        #expect(throws: TransformerError.self) { try transformer.transform("1.23456789012345678901234567890123456789012") }
    }

    struct GermanNumber: ConfiguredTransformer {
        static let configured = LocalizedNumberTransformer<Decimal>(locale: Locale(identifier: "de_DE"))
    }

    struct Invoice: Codable, Equatable {
        @Transform<GermanNumber> var total: Decimal
        @Transform(GermanNumber?.self) var discount: Decimal? = nil
    }

    @Test("a configured transformer named by a type works with @Transform under both coders", arguments: [false, true])
    func configured(foundation: Bool) throws {
        let json = Data(#"{"total":"9.876.543,21","discount":"0,05"}"#.utf8)
        let invoice =
            foundation ? try JSONDecoder().decode(Invoice.self, from: json) : try StrataJSONDecoder().decode(Invoice.self, from: json)
        #expect(invoice.total == Decimal(string: "9876543.21"))
        #expect(invoice.discount == Decimal(string: "0.05"))
        let written = foundation ? try JSONEncoder().encode(invoice) : try StrataJSONEncoder().encode(invoice)
        #expect(try JSONValue(parsing: written) == ["total": "9.876.543,21", "discount": "0,05"])
    }

    struct Order: JSONSerializing, Equatable {
        var total: Decimal
        var placedAt: Date
        static var valueTransformers: [any Transformer] { [GermanNumber(), MillisecondDates()] }
    }

    struct MillisecondDates: ConfiguredTransformer {
        static let configured = ISO8601DateTransformer(precision: .milliseconds)
    }

    @Test("a configured transformer serves a model's type-level transformers too")
    func typeLevel() throws {
        let order = try JSONAdapter().model(Order.self, from: Data(#"{"total": "1.234,5", "placedAt": "2011-04-22T13:33:48Z"}"#.utf8))
        #expect(order.total == Decimal(string: "1234.5"))
        #expect(try JSONAdapter().jsonValue(from: order) == ["total": "1.234,5", "placedAt": "2011-04-22T13:33:48.000Z"])
    }
}
