import Foundation
import Testing

@testable import Strata

/// A document of nothing but bad elements, with and without a report: each element
/// costs a bounded amount, and a report keeps at most its limit. `.ci/run` runs it at
/// 100,000 elements within the adversarial budget (`STRATA_ADVERSARIAL_TESTS=1`); a plain
/// `swift test` at 2,000, checking only the results.
@Suite("Adversarial reports: 100,000 bad elements within 5 seconds")
struct AdversarialReportTests {
    struct User: Codable {
        var id: Int
        var name: String
    }

    struct Feed: Codable {
        @LossyArray var users: [User]
    }

    static let count = AdversarialInputs.keyCount
    static let emptyObjects = "[" + Array(repeating: "{}", count: count).joined(separator: ",") + "]"

    @Test("a lossy array drops every bad element, with no report")
    func lossyWithoutReport() throws {
        let feed = try AdversarialComplexityTests.withinBudget("lossy array, \(Self.count) bad elements, no report") {
            try StrataJSONDecoder().decode(Feed.self, from: #"{"users": "# + Self.emptyObjects + "}")
        }
        #expect(feed.users.isEmpty)
    }

    @Test("a lossy array drops every bad element, with a report that keeps its limit")
    func lossyWithReport() throws {
        var report = DecodingReport()
        let feed = try AdversarialComplexityTests.withinBudget("lossy array, \(Self.count) bad elements, report") {
            try StrataJSONDecoder().decode(Feed.self, from: #"{"users": "# + Self.emptyObjects + "}", report: &report)
        }
        #expect(feed.users.isEmpty)
        #expect(report.problemCount == Self.count)
        #expect(report.problems.count == min(Self.count, DecodingReport.defaultProblemLimit))
    }

    @Test("an array of bad elements, with a report that keeps its limit")
    func arrayWithReport() throws {
        var report = DecodingReport()
        _ = AdversarialComplexityTests.withinBudget("array, \(Self.count) bad elements, report") {
            #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode([User].self, from: Self.emptyObjects, report: &report) }
        }
        #expect(report.problemCount == 2 * Self.count)
        #expect(report.problems.count == min(2 * Self.count, DecodingReport.defaultProblemLimit))
    }
}
