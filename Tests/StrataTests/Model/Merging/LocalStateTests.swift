import Foundation
import Testing

@testable import Strata

/// State the JSON never holds — properties a model's `CodingKeys` leave out — survives
/// partial updates and merges, as `@JSONIgnored` properties do.
@Suite("Local state through updates and merges")
struct LocalStateTests {
    struct Issue: JSONSerializing, Equatable {
        var title: String
        var body: String?
        var retrievedAt = Date.distantPast
        var viewCount = 0
        var notes: [String] = []

        enum CodingKeys: String, CodingKey {
            case title, body
        }
    }

    static func issue() throws -> Issue {
        var issue = try JSONAdapter().model(Issue.self, from: Data(#"{"title": "t", "body": "b"}"#.utf8))
        issue.retrievedAt = Date(timeIntervalSince1970: 5)
        issue.viewCount = 3
        issue.notes = ["seen"]
        return issue
    }

    @Test("a partial update changes what the JSON holds and nothing the JSON never holds")
    func update() throws {
        var issue = try Self.issue()
        try StrataJSONDecoder().update(&issue, from: Data(#"{"title": "new", "body": null}"#.utf8))
        #expect(issue.title == "new" && issue.body == nil)
        #expect(issue.retrievedAt == Date(timeIntervalSince1970: 5) && issue.viewCount == 3 && issue.notes == ["seen"])
    }

    @Test("a merge takes the other's mapped properties and keeps the current local state")
    func merge() throws {
        var issue = try Self.issue()
        var other = issue
        other.title = "other"
        other.viewCount = 99
        try issue.merge(other)
        #expect(issue.title == "other" && issue.viewCount == 3 && issue.notes == ["seen"])
    }

    final class Counter: JSONSerializing, @unchecked Sendable {
        var label = ""
        var taps = 0
        enum CodingKeys: String, CodingKey { case label }
    }

    @Test("a class's local state is carried to the updated instance too")
    func classes() throws {
        var counter = Counter()
        counter.label = "a"
        counter.taps = 7
        try StrataJSONDecoder().update(&counter, from: Data(#"{"label": "b"}"#.utf8))
        #expect(counter.label == "b" && counter.taps == 7)
    }

    final class Owner: Sendable {}

    /// Local state Strata cannot carry over: a weak reference, whose storage is not its
    /// type's. Leaving it at its default would be a silently wrong value.
    struct Watched: Codable {
        var title: String
        weak var owner: Owner?
        enum CodingKeys: String, CodingKey { case title }
    }

    @Test("local state Strata cannot copy is a clear error, and the value is left as it was")
    func unreadableLocalState() throws {
        let owner = Owner()
        var watched = Watched(title: "old", owner: owner)
        #expect {
            try StrataJSONDecoder().update(&watched, from: Data(#"{"title": "new"}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            let underlying = "\(context.underlyingError.map { "\($0)" } ?? "")"
            return context.debugDescription.contains("Cannot update") && underlying.contains("\"owner\"")
                && underlying.contains("weak reference")
        }
        #expect(watched.title == "old" && watched.owner === owner)
    }

    /// Hand-written decoding whose key is named after no property: which property it sets
    /// cannot be told, so nothing is carried over it.
    struct Renamed: Codable, Equatable {
        var name: String
        enum CodingKeys: String, CodingKey { case fullName = "full_name" }
        init(name: String) { self.name = name }
        init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .fullName)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .fullName)
        }
    }

    @Test("a hand-written decoding with keys named after no property is updated as it decodes")
    func handWritten() throws {
        var renamed = Renamed(name: "old")
        try StrataJSONDecoder().update(&renamed, from: Data(#"{"full_name": "new"}"#.utf8))
        #expect(renamed.name == "new")
    }
}
