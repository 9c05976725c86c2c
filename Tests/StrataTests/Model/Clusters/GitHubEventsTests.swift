import Foundation
import Testing

@testable import Strata

/// A GitHub events feed: each event's `type` names the shape of its sibling `payload`,
/// while `id`, `actor`, `repo` and `created_at` are ordinary properties.
struct FeedEvent: Codable, Equatable {
    var id: String
    var actorLogin: String
    var repoName: String
    var isPublic: Bool
    var createdAt: Date
    var payload: Payload

    enum CodingKeys: String, CodingKey {
        case id, payload
        case actorLogin = "actor.login"
        case repoName = "repo.name"
        case isPublic = "public"
        case createdAt = "created_at"
    }

    /// The declarative part: one case per event type, the discriminator beside the payload.
    enum Payload: JSONTaggedUnion, Equatable {
        case push(Push)
        case watch(Watch)
        case create(Create)
        case fork(Fork)
        case issues(Issues)
        case issueComment(IssueComment)
        case other(UnknownVariant)

        static let discriminator = JSONDiscriminator.parentKey("type")
        static let variants = [
            JSONVariant("PushEvent", Push.self, Payload.push),
            JSONVariant("WatchEvent", Watch.self, Payload.watch),
            JSONVariant("CreateEvent", Create.self, Payload.create),
            JSONVariant("ForkEvent", Fork.self, Payload.fork),
            JSONVariant("IssuesEvent", Issues.self, Payload.issues),
            JSONVariant("IssueCommentEvent", IssueComment.self, Payload.issueComment),
        ]
        static let fallback: JSONVariant<Payload>? = JSONVariant(UnknownVariant.self, Payload.other)
    }

    struct Push: Codable, Equatable {
        var ref: String
        var size: Int
        var commits: [Commit]
        struct Commit: Codable, Equatable {
            var sha: String
            var message: String
        }
    }
    struct Watch: Codable, Equatable { var action: String }
    struct Create: Codable, Equatable {
        var ref: String?
        var refType: String
        enum CodingKeys: String, CodingKey {
            case ref
            case refType = "ref_type"
        }
    }
    struct Fork: Codable, Equatable {
        var fullName: String
        enum CodingKeys: String, CodingKey { case fullName = "forkee.full_name" }
    }
    struct Issues: Codable, Equatable {
        var action: String
        var number: Int
        enum CodingKeys: String, CodingKey {
            case action
            case number = "issue.number"
        }
    }
    struct IssueComment: Codable, Equatable {
        var action: String
        var body: String
        enum CodingKeys: String, CodingKey {
            case action
            case body = "comment.body"
        }
    }
}

@Suite("GitHub events feed")
struct GitHubEventsTests {
    static func decoder() -> StrataJSONDecoder {
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func encoder() -> StrataJSONEncoder {
        let encoder = StrataJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    @Test("the real feed decodes: six event types by their payloads, and one the app does not know")
    func realFeed() throws {
        let events = try Self.decoder().decode([FeedEvent].self, from: TestDataFiles.corpus("github_events.json"))
        #expect(events.count == 30)
        var counts: [String: Int] = [:]
        for event in events {
            let name: String
            switch event.payload {
            case .push: name = "push"
            case .watch: name = "watch"
            case .create: name = "create"
            case .fork: name = "fork"
            case .issues: name = "issues"
            case .issueComment: name = "issueComment"
            case .other(let unknown): name = "other \(unknown.discriminatorValue?.string ?? "?")"
            }
            counts[name, default: 0] += 1
        }
        #expect(counts == ["push": 13, "watch": 6, "create": 3, "fork": 3, "issueComment": 2, "issues": 1, "other GollumEvent": 2])
        guard case .push(let push) = events[0].payload else {
            Issue.record("the first event is a push")
            return
        }
        #expect(events[0].actorLogin == "jathanism" && push.commits.first?.sha == "05570a3080693f6e55244e012b3b1ec59516c01b")
        // The unknown payload keeps its JSON.
        let gollum = events.compactMap { event -> UnknownVariant? in
            if case .other(let unknown) = event.payload { return unknown }
            return nil
        }
        #expect(gollum.allSatisfy { $0.json["pages"]?.count ?? 0 > 0 })
    }

    @Test("decode → encode → decode gives equal events; the type is written back beside the payload", arguments: [false, true])
    func roundTrip(throughTree: Bool) throws {
        let events = try Self.decoder().decode([FeedEvent].self, from: TestDataFiles.corpus("github_events.json"))
        let tree = try Self.encoder().tree(events)
        let data: Data = throughTree ? try tree.jsonData() : try Self.encoder().encode(events)
        let value = try JSONValue(parsing: data)
        #expect(value[0]?["type"] == "PushEvent")
        #expect(value[path: "0.payload.type"] == nil)
        let types = (0..<30).compactMap { value[$0]?["type"]?.string }
        #expect(Set(types) == ["PushEvent", "WatchEvent", "CreateEvent", "ForkEvent", "IssuesEvent", "IssueCommentEvent", "GollumEvent"])
        #expect(try Self.decoder().decode([FeedEvent].self, from: data) == events)
    }

    @Test("a missing type with a fallback is the unknown variant; under Foundation's decoder the layout is an error that says why")
    func edges() throws {
        let json =
            #"[{"id": "1", "actor": {"login": "a"}, "repo": {"name": "r"}, "public": true, "created_at": "2013-01-10T07:58:30Z", "payload": {}}]"#
        let events = try Self.decoder().decode([FeedEvent].self, from: json)
        #expect(events.first?.payload == .other(UnknownVariant(discriminatorValue: nil, json: [:])))
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .iso8601
        #expect(throws: DecodingError.self) { try foundation.decode([FeedEvent].self, from: Data(json.utf8)) }
    }
}
