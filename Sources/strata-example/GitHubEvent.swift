import Foundation
import Strata

/// An event of GitHub's events API. Its `type` names the shape of its `payload`, a
/// cluster whose discriminator is a key of the event (the payload's parent); the other
/// fields are ordinary properties.
struct GitHubEvent: Codable {
    var id: String
    var actorLogin: String
    var repoName: String
    var createdAt: Date
    var payload: Payload

    enum CodingKeys: String, CodingKey {
        case id, payload
        case actorLogin = "actor.login"
        case repoName = "repo.name"
        case createdAt = "created_at"
    }

    enum Payload: JSONTaggedUnion {
        case push(Push)
        case watch(Watch)
        case create(Create)
        case fork(Fork)
        case issues(Issues)
        case issueComment(IssueComment)
        case other(UnknownVariant)  // an event type this app does not know yet

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

    struct Push: Codable {
        var ref: String
        var commits: [Commit]
        struct Commit: Codable {
            var sha: String
            var message: String
        }
    }

    struct Watch: Codable { var action: String }

    struct Create: Codable {
        var ref: String
        var refType: String
        enum CodingKeys: String, CodingKey {
            case ref
            case refType = "ref_type"
        }
    }

    struct Fork: Codable {
        var fullName: String
        enum CodingKeys: String, CodingKey { case fullName = "forkee.full_name" }
    }

    struct Issues: Codable {
        var action: String
        var number: Int
        enum CodingKeys: String, CodingKey {
            case action
            case number = "issue.number"
        }
    }

    struct IssueComment: Codable {
        var number: Int
        var body: String
        enum CodingKeys: String, CodingKey {
            case number = "issue.number"
            case body = "comment.body"
        }
    }

    /// One line about the event.
    var summary: String {
        switch payload {
        case .push(let push): return "\(actorLogin) pushed \(push.commits.count) commits to \(push.ref): \"\(push.commits.first?.message ?? "")\""
        case .watch: return "\(actorLogin) starred \(repoName)"
        case .create(let create): return "\(actorLogin) created the \(create.refType) \(create.ref)"
        case .fork(let fork): return "\(actorLogin) forked \(repoName) to \(fork.fullName)"
        case .issues(let issues): return "\(actorLogin) \(issues.action) issue #\(issues.number)"
        case .issueComment(let comment): return "\(actorLogin) commented on #\(comment.number): \"\(comment.body)\""
        case .other(let unknown):
            return "\(actorLogin): a \(unknown.discriminatorValue?.string ?? "?") this app does not know, kept as \(unknown.json)"
        }
    }
}
