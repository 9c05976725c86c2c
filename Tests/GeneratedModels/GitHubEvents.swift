// Models for github_events.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace GitHubEventsModels github_events.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(GitHubEventsModels.GithubEvents.self, from: data)`.

import Foundation
import Strata

enum GitHubEventsModels {
    typealias GithubEvents = [GithubEvent]

    struct GithubEvent: JSONSerializing, Sendable {
        @Transform<ISO8601DateTransformer> var createdAt: Date
        var actor: Actor
        var repo: Repo
        var `public`: Bool
        var payload: Payload
        var id: String
        var org: Actor?

        enum CodingKeys: String, CodingKey {
            case actor, repo, `public`, payload, id, org
            case createdAt = "created_at"
        }

        enum Payload: JSONTaggedUnion, Sendable {
            case push(Push)
            case create(Create)
            case fork(Fork)
            case watch(Watch)
            case issueComment(IssueComment)
            case issues(Issues)
            case gollum(Gollum)
            case other(UnknownVariant)

            struct Push: JSONSerializing, Sendable {
                var commits: [Commit]
                var distinctSize: Int
                var ref: String
                var pushID: Int
                var head: String
                var before: String
                var size: Int

                enum CodingKeys: String, CodingKey {
                    case commits, ref, head, before, size
                    case distinctSize = "distinct_size"
                    case pushID = "push_id"
                }
            }

            struct Create: JSONSerializing, Sendable {
                var description: String
                var masterBranch: String
                var ref: String?
                var refType: String

                enum CodingKeys: String, CodingKey {
                    case description, ref
                    case masterBranch = "master_branch"
                    case refType = "ref_type"
                }

                static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
            }

            struct Fork: JSONSerializing, Sendable {
                var forkee: Forkee
            }

            struct Watch: JSONSerializing, Sendable {
                var action: String
            }

            struct IssueComment: JSONSerializing, Sendable {
                var issue: Issue
                var action: String
                var comment: Comment
            }

            struct Issues: JSONSerializing, Sendable {
                var issue: Issue
                var action: String
            }

            struct Gollum: JSONSerializing, Sendable {
                var pages: [Page]
            }

            static let discriminator = JSONDiscriminator.parentKey("type")
            static let variants: [JSONVariant<Payload>] = [
                JSONVariant("PushEvent", Push.self, Payload.push),
                JSONVariant("CreateEvent", Create.self, Payload.create),
                JSONVariant("ForkEvent", Fork.self, Payload.fork),
                JSONVariant("WatchEvent", Watch.self, Payload.watch),
                JSONVariant("IssueCommentEvent", IssueComment.self, Payload.issueComment),
                JSONVariant("IssuesEvent", Issues.self, Payload.issues),
                JSONVariant("GollumEvent", Gollum.self, Payload.gollum),
            ]
            static let fallback: JSONVariant<Payload>? = JSONVariant(UnknownVariant.self, Payload.other)
        }
    }

    struct Actor: JSONSerializing, Sendable {
        var gravatarID: String
        var login: String
        var avatarURL: URL
        var url: URL
        var id: Int

        enum CodingKeys: String, CodingKey {
            case login, url, id
            case gravatarID = "gravatar_id"
            case avatarURL = "avatar_url"
        }
    }

    struct Repo: JSONSerializing, Sendable {
        var url: URL
        var id: Int
        var name: String
    }

    struct Commit: JSONSerializing, Sendable {
        var url: URL
        var message: String
        var distinct: Bool
        var sha: String
        var author: Author
    }

    struct Author: JSONSerializing, Sendable {
        var email: String
        var name: String
    }

    struct Forkee: JSONSerializing, Sendable {
        var description: String
        var fork: Bool
        var url: URL
        var language: String
        var stargazersURL: URL
        var cloneURL: URL
        var tagsURL: String
        var fullName: String
        var mergesURL: URL
        var forks: Int
        var `private`: Bool
        var gitRefsURL: String
        var archiveURL: String
        var collaboratorsURL: String
        var owner: Owner
        var languagesURL: URL
        var treesURL: String
        var labelsURL: String
        var htmlURL: URL
        @Transform<ISO8601DateTransformer> var pushedAt: Date
        @Transform<ISO8601DateTransformer> var createdAt: Date
        var hasIssues: Bool
        var forksURL: URL
        var branchesURL: String
        var commitsURL: String
        var notificationsURL: String
        var openIssues: Int
        var contentsURL: String
        var blobsURL: String
        var issuesURL: String
        var compareURL: String
        var issueEventsURL: String
        var name: String
        @Transform<ISO8601DateTransformer> var updatedAt: Date
        var statusesURL: String
        var forksCount: Int
        var assigneesURL: String
        var sshURL: String
        var `public`: Bool
        var hasWiki: Bool
        var subscribersURL: URL
        var mirrorURL: JSONValue?  // only null in the samples
        var watchersCount: Int
        var id: Int
        var hasDownloads: Bool
        var gitCommitsURL: String
        var downloadsURL: URL
        var pullsURL: String
        var homepage: String?
        var issueCommentURL: String
        var hooksURL: URL
        var subscriptionURL: URL
        var milestonesURL: String
        var svnURL: URL
        var eventsURL: URL
        var gitTagsURL: String
        var teamsURL: URL
        var commentsURL: String
        var openIssuesCount: Int
        var keysURL: String
        var gitURL: URL
        var contributorsURL: URL
        var size: Int
        var watchers: Int

        enum CodingKeys: String, CodingKey {
            case description, fork, url, language, forks, `private`, owner, name, `public`, id, homepage, size, watchers
            case stargazersURL = "stargazers_url"
            case cloneURL = "clone_url"
            case tagsURL = "tags_url"
            case fullName = "full_name"
            case mergesURL = "merges_url"
            case gitRefsURL = "git_refs_url"
            case archiveURL = "archive_url"
            case collaboratorsURL = "collaborators_url"
            case languagesURL = "languages_url"
            case treesURL = "trees_url"
            case labelsURL = "labels_url"
            case htmlURL = "html_url"
            case pushedAt = "pushed_at"
            case createdAt = "created_at"
            case hasIssues = "has_issues"
            case forksURL = "forks_url"
            case branchesURL = "branches_url"
            case commitsURL = "commits_url"
            case notificationsURL = "notifications_url"
            case openIssues = "open_issues"
            case contentsURL = "contents_url"
            case blobsURL = "blobs_url"
            case issuesURL = "issues_url"
            case compareURL = "compare_url"
            case issueEventsURL = "issue_events_url"
            case updatedAt = "updated_at"
            case statusesURL = "statuses_url"
            case forksCount = "forks_count"
            case assigneesURL = "assignees_url"
            case sshURL = "ssh_url"
            case hasWiki = "has_wiki"
            case subscribersURL = "subscribers_url"
            case mirrorURL = "mirror_url"
            case watchersCount = "watchers_count"
            case hasDownloads = "has_downloads"
            case gitCommitsURL = "git_commits_url"
            case downloadsURL = "downloads_url"
            case pullsURL = "pulls_url"
            case issueCommentURL = "issue_comment_url"
            case hooksURL = "hooks_url"
            case subscriptionURL = "subscription_url"
            case milestonesURL = "milestones_url"
            case svnURL = "svn_url"
            case eventsURL = "events_url"
            case gitTagsURL = "git_tags_url"
            case teamsURL = "teams_url"
            case commentsURL = "comments_url"
            case openIssuesCount = "open_issues_count"
            case keysURL = "keys_url"
            case gitURL = "git_url"
            case contributorsURL = "contributors_url"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Owner: JSONSerializing, Sendable {
        var url: URL
        var gistsURL: String
        var gravatarID: String
        var type: String
        var avatarURL: URL
        var subscriptionsURL: URL
        var organizationsURL: URL
        var receivedEventsURL: URL
        var reposURL: URL
        var login: String
        var id: Int
        var starredURL: String
        var eventsURL: String
        var followersURL: URL
        var followingURL: URL

        enum CodingKeys: String, CodingKey {
            case url, type, login, id
            case gistsURL = "gists_url"
            case gravatarID = "gravatar_id"
            case avatarURL = "avatar_url"
            case subscriptionsURL = "subscriptions_url"
            case organizationsURL = "organizations_url"
            case receivedEventsURL = "received_events_url"
            case reposURL = "repos_url"
            case starredURL = "starred_url"
            case eventsURL = "events_url"
            case followersURL = "followers_url"
            case followingURL = "following_url"
        }
    }

    struct Issue: JSONSerializing, Sendable {
        var user: Owner
        var url: URL
        var labels: [JSONValue]
        var htmlURL: URL
        var labelsURL: String
        var pullRequest: PullRequest
        @Transform<ISO8601DateTransformer> var createdAt: Date
        @Transform<ISO8601DateTransformer?> var closedAt: Date?
        var milestone: JSONValue?  // only null in the samples
        var title: String
        var body: String
        @Transform<ISO8601DateTransformer> var updatedAt: Date
        var number: Int
        var state: String
        var assignee: Owner?
        var id: Int
        var eventsURL: URL
        var commentsURL: URL
        var comments: Int

        enum CodingKeys: String, CodingKey {
            case user, url, labels, milestone, title, body, number, state, assignee, id, comments
            case htmlURL = "html_url"
            case labelsURL = "labels_url"
            case pullRequest = "pull_request"
            case createdAt = "created_at"
            case closedAt = "closed_at"
            case updatedAt = "updated_at"
            case eventsURL = "events_url"
            case commentsURL = "comments_url"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PullRequest: JSONSerializing, Sendable {
        var htmlURL: JSONValue?  // only null in the samples
        var patchURL: JSONValue?  // only null in the samples
        var diffURL: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case htmlURL = "html_url"
            case patchURL = "patch_url"
            case diffURL = "diff_url"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Comment: JSONSerializing, Sendable {
        var user: Owner
        var url: URL
        var issueURL: URL
        @Transform<ISO8601DateTransformer> var createdAt: Date
        var body: String
        @Transform<ISO8601DateTransformer> var updatedAt: Date
        var id: Int

        enum CodingKeys: String, CodingKey {
            case user, url, body, id
            case issueURL = "issue_url"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
        }
    }

    struct Page: JSONSerializing, Sendable {
        var pageName: String
        var htmlURL: URL
        var title: String
        var sha: String
        var summary: JSONValue?  // only null in the samples
        var action: String

        enum CodingKeys: String, CodingKey {
            case title, sha, summary, action
            case pageName = "page_name"
            case htmlURL = "html_url"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }
}
