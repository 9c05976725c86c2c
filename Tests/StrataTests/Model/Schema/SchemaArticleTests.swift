import Foundation
import Testing

@testable import Strata

/// The model of the JSON Schema article's first example, declared as the article does.
struct TicketTriage: Codable, JSONSchemaDescribing {
    enum Priority: String, Codable, CaseIterable {
        case low, medium, high, urgent
    }

    var summary: String
    var priority: Priority
    var labels: [String]
    var assignee: String?

    static let schemaDescription: String? = "How to route a support ticket."
    static func schemaDescription(forKey key: String) -> String? {
        key == "assignee" ? "A team member's login, or null when nobody fits." : nil
    }
}

/// The article "JSON Schema" shows the schema its first example sends: it must be the one
/// Strata makes, and every reply it allows must decode.
@Suite("JSON Schema: the article")
struct SchemaArticleTests {
    @Test func theArticleShowsTheSchemaStrataMakes() throws {
        let article = try String(contentsOf: TestDataFiles.packageRoot.appendingPathComponent("Docs.docc/JSONSchemaFromModels.md"), encoding: .utf8)
        let start = try #require(article.range(of: "```json\n"))
        let end = try #require(article.range(of: "```", range: start.upperBound..<article.endIndex))
        let shown = try JSONValue(parsing: String(article[start.upperBound..<end.lowerBound]))
        let made = try JSONSchema(for: TicketTriage.self, options: JSONSchemaGenerationOptions(profile: .strictStructuredOutput))
        #expect(made.value == shown, "the article should show \(made)")

        let validator = try JSONSchemaValidator(made)
        let reply = #"{"summary": "Checkout returns 500", "priority": "urgent", "labels": ["checkout"], "assignee": null}"#
        #expect(try validator.isValid(parsing: reply))
        #expect(try StrataJSONDecoder().decode(TicketTriage.self, from: reply).priority == .urgent)
        #expect(try !validator.isValid(parsing: #"{"summary": "s", "priority": "soon", "labels": [], "assignee": null}"#))
        #expect(try !validator.isValid(parsing: #"{"summary": "s", "priority": "low", "labels": []}"#))
    }
}
