import Foundation
import Strata

/// An order as a messy server sends it: numbers as strings, booleans as `"yes"` and `1`,
/// a status the app does not know, a malformed line item, dates in three formats. Every
/// accommodation is declared on the property it is for; there is no hand-written
/// `init(from:)`.
struct MessyOrder: Codable {
    @Lenient var id: Int
    @Lenient var total: Decimal
    @Lenient var paid: Bool
    @Lenient var giftWrapped: Bool
    var status: Status
    @LossyArray var items: [Item]
    @Transform<AnyDate> var placedAt: Date
    @Transform<AnyDate> var shippedAt: Date
    @Transform<AnyDate> var deliveredAt: Date

    enum Status: String, UnknownCaseRepresentable {
        case pending, shipped, delivered, unknown
        static let unknownCase = Status.unknown
    }

    struct Item: Codable {
        var sku: String
        @Lenient var quantity: Int
    }

    struct AnyDate: ConfiguredTransformer {
        static let configured = FirstMatchTransformer(
            ISO8601DateTransformer(), DateFormatTransformer(format: "dd/MM/yyyy"), SecondsSince1970Transformer())
    }

    static let example = #"""
        {"id": "1042", "total": "99.90", "paid": "yes", "giftWrapped": 1, "status": "on_hold",
         "items": [{"sku": "A-1", "quantity": "2"}, {"sku": 7}, {"sku": "B-9", "quantity": 1}],
         "placedAt": "2022-12-01T09:15:02Z", "shippedAt": "02/12/2022", "deliveredAt": 1670140800}
        """#
}
