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
                var pushId: Int
                var head: String
                var before: String
                var size: Int

                enum CodingKeys: String, CodingKey {
                    case commits, ref, head, before, size
                    case distinctSize = "distinct_size"
                    case pushId = "push_id"
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
            static let variants = [
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
        var gravatarId: String
        var login: String
        var avatarUrl: URL
        var url: URL
        var id: Int

        enum CodingKeys: String, CodingKey {
            case login, url, id
            case gravatarId = "gravatar_id"
            case avatarUrl = "avatar_url"
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
        var stargazersUrl: URL
        var cloneUrl: URL
        var tagsUrl: String
        var fullName: String
        var mergesUrl: URL
        var forks: Int
        var `private`: Bool
        var gitRefsUrl: String
        var archiveUrl: String
        var collaboratorsUrl: String
        var owner: Owner
        var languagesUrl: URL
        var treesUrl: String
        var labelsUrl: String
        var htmlUrl: URL
        @Transform<ISO8601DateTransformer> var pushedAt: Date
        @Transform<ISO8601DateTransformer> var createdAt: Date
        var hasIssues: Bool
        var forksUrl: URL
        var branchesUrl: String
        var commitsUrl: String
        var notificationsUrl: String
        var openIssues: Int
        var contentsUrl: String
        var blobsUrl: String
        var issuesUrl: String
        var compareUrl: String
        var issueEventsUrl: String
        var name: String
        @Transform<ISO8601DateTransformer> var updatedAt: Date
        var statusesUrl: String
        var forksCount: Int
        var assigneesUrl: String
        var sshUrl: String
        var `public`: Bool
        var hasWiki: Bool
        var subscribersUrl: URL
        var mirrorUrl: JSONValue?  // only null in the samples
        var watchersCount: Int
        var id: Int
        var hasDownloads: Bool
        var gitCommitsUrl: String
        var downloadsUrl: URL
        var pullsUrl: String
        var homepage: String?
        var issueCommentUrl: String
        var hooksUrl: URL
        var subscriptionUrl: URL
        var milestonesUrl: String
        var svnUrl: URL
        var eventsUrl: URL
        var gitTagsUrl: String
        var teamsUrl: URL
        var commentsUrl: String
        var openIssuesCount: Int
        var keysUrl: String
        var gitUrl: URL
        var contributorsUrl: URL
        var size: Int
        var watchers: Int

        enum CodingKeys: String, CodingKey {
            case description, fork, url, language, forks, `private`, owner, name, `public`, id, homepage, size, watchers
            case stargazersUrl = "stargazers_url"
            case cloneUrl = "clone_url"
            case tagsUrl = "tags_url"
            case fullName = "full_name"
            case mergesUrl = "merges_url"
            case gitRefsUrl = "git_refs_url"
            case archiveUrl = "archive_url"
            case collaboratorsUrl = "collaborators_url"
            case languagesUrl = "languages_url"
            case treesUrl = "trees_url"
            case labelsUrl = "labels_url"
            case htmlUrl = "html_url"
            case pushedAt = "pushed_at"
            case createdAt = "created_at"
            case hasIssues = "has_issues"
            case forksUrl = "forks_url"
            case branchesUrl = "branches_url"
            case commitsUrl = "commits_url"
            case notificationsUrl = "notifications_url"
            case openIssues = "open_issues"
            case contentsUrl = "contents_url"
            case blobsUrl = "blobs_url"
            case issuesUrl = "issues_url"
            case compareUrl = "compare_url"
            case issueEventsUrl = "issue_events_url"
            case updatedAt = "updated_at"
            case statusesUrl = "statuses_url"
            case forksCount = "forks_count"
            case assigneesUrl = "assignees_url"
            case sshUrl = "ssh_url"
            case hasWiki = "has_wiki"
            case subscribersUrl = "subscribers_url"
            case mirrorUrl = "mirror_url"
            case watchersCount = "watchers_count"
            case hasDownloads = "has_downloads"
            case gitCommitsUrl = "git_commits_url"
            case downloadsUrl = "downloads_url"
            case pullsUrl = "pulls_url"
            case issueCommentUrl = "issue_comment_url"
            case hooksUrl = "hooks_url"
            case subscriptionUrl = "subscription_url"
            case milestonesUrl = "milestones_url"
            case svnUrl = "svn_url"
            case eventsUrl = "events_url"
            case gitTagsUrl = "git_tags_url"
            case teamsUrl = "teams_url"
            case commentsUrl = "comments_url"
            case openIssuesCount = "open_issues_count"
            case keysUrl = "keys_url"
            case gitUrl = "git_url"
            case contributorsUrl = "contributors_url"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Owner: JSONSerializing, Sendable {
        var url: URL
        var gistsUrl: String
        var gravatarId: String
        var type: String
        var avatarUrl: URL
        var subscriptionsUrl: URL
        var organizationsUrl: URL
        var receivedEventsUrl: URL
        var reposUrl: URL
        var login: String
        var id: Int
        var starredUrl: String
        var eventsUrl: String
        var followersUrl: URL
        var followingUrl: URL

        enum CodingKeys: String, CodingKey {
            case url, type, login, id
            case gistsUrl = "gists_url"
            case gravatarId = "gravatar_id"
            case avatarUrl = "avatar_url"
            case subscriptionsUrl = "subscriptions_url"
            case organizationsUrl = "organizations_url"
            case receivedEventsUrl = "received_events_url"
            case reposUrl = "repos_url"
            case starredUrl = "starred_url"
            case eventsUrl = "events_url"
            case followersUrl = "followers_url"
            case followingUrl = "following_url"
        }
    }

    struct Issue: JSONSerializing, Sendable {
        var user: Owner
        var url: URL
        var labels: [JSONValue]
        var htmlUrl: URL
        var labelsUrl: String
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
        var eventsUrl: URL
        var commentsUrl: URL
        var comments: Int

        enum CodingKeys: String, CodingKey {
            case user, url, labels, milestone, title, body, number, state, assignee, id, comments
            case htmlUrl = "html_url"
            case labelsUrl = "labels_url"
            case pullRequest = "pull_request"
            case createdAt = "created_at"
            case closedAt = "closed_at"
            case updatedAt = "updated_at"
            case eventsUrl = "events_url"
            case commentsUrl = "comments_url"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PullRequest: JSONSerializing, Sendable {
        var htmlUrl: JSONValue?  // only null in the samples
        var patchUrl: JSONValue?  // only null in the samples
        var diffUrl: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case htmlUrl = "html_url"
            case patchUrl = "patch_url"
            case diffUrl = "diff_url"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Comment: JSONSerializing, Sendable {
        var user: Owner
        var url: URL
        var issueUrl: URL
        @Transform<ISO8601DateTransformer> var createdAt: Date
        var body: String
        @Transform<ISO8601DateTransformer> var updatedAt: Date
        var id: Int

        enum CodingKeys: String, CodingKey {
            case user, url, body, id
            case issueUrl = "issue_url"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
        }
    }

    struct Page: JSONSerializing, Sendable {
        var pageName: String
        var htmlUrl: URL
        var title: String
        var sha: String
        var summary: JSONValue?  // only null in the samples
        var action: String

        enum CodingKeys: String, CodingKey {
            case title, sha, summary, action
            case pageName = "page_name"
            case htmlUrl = "html_url"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }
}
