import Foundation
import Strata

/// Errors, reports and leniency: messy JSON taken as it comes.
enum LeniencyTour {
    /// Messy JSON, taken as it comes, with a report of every accommodation made.
    static func run(sections: Sections) throws {
        sections.start("Messy JSON: leniency where the model asks for it, and a report of all it took")
        var report = DecodingReport()
        let order = try StrataJSONDecoder().decode(MessyOrder.self, from: MessyOrder.example, report: &report)
        print("  order \(order.id): \(order.total), paid \(order.paid), gift-wrapped \(order.giftWrapped), status \(order.status)")
        print("  items:", order.items.map { "\($0.quantity) × \($0.sku)" }.joined(separator: ", "))
        let days = order.deliveredAt.timeIntervalSince(order.placedAt) / 86_400
        print("  delivered \(String(format: "%.1f", days)) days after it was placed (three date formats)")
        print("  the report:")
        for problem in report.problems {
            print("    \(problem.path) (line \(problem.line ?? 0)): \(problem.kind): \(problem.message)")
        }
    }
}
