import Foundation
import Strata

/// The Coding layer: Foundation's `JSONDecoder` API, with Strata underneath.
enum CodingTour {
    /// A plain Codable model, as an app using Foundation would have it.
    struct Issue: Codable, Equatable {
        struct User: Codable, Equatable {
            var login: String
            var siteAdmin: Bool
        }

        var number: Int
        var title: String
        var state: String
        var user: User
        var labels: [Label]
        var createdAt: Date
        var closedAt: Date?

        struct Label: Codable, Equatable {
            var name: String
            var color: String
        }
    }

    static func run(_ payload: Data, sections: Sections) throws {
        sections.start("A drop-in JSONDecoder: change the type name, keep the rest")
        let strata = StrataJSONDecoder()
        strata.keyDecodingStrategy = .convertFromSnakeCase
        strata.dateDecodingStrategy = .iso8601
        let issue = try strata.decode(Issue.self, from: payload)
        print("decoded #\(issue.number) \"\(issue.title)\" by \(issue.user.login), labels \(issue.labels.map(\.name)), created \(issue.createdAt)")

        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        foundation.dateDecodingStrategy = .iso8601
        print("same value as Foundation's JSONDecoder:", try foundation.decode(Issue.self, from: payload) == issue)

        let encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let foundationEncoder = JSONEncoder()
        foundationEncoder.keyEncodingStrategy = .convertToSnakeCase
        foundationEncoder.dateEncodingStrategy = .iso8601
        foundationEncoder.outputFormatting = [.sortedKeys]
        print("same bytes as Foundation's JSONEncoder:", try encoder.encode(issue) == foundationEncoder.encode(issue))

        sections.start("Errors say where, with Foundation's cases and coding paths")
        var broken = try JSONValue(parsing: payload)
        broken["labels"]?[1]?["name"] = 42
        do {
            _ = try strata.decode(Issue.self, from: broken.jsonData(options: .prettyPrinted))
        } catch {
            print(error)
        }
    }
}
