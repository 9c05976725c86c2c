// Models for github_events.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace GitHubEventsCodable --codable --flatten --enums --access public --conformances Sendable,Hashable
//     github_events.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(GitHubEventsCodable.GithubEvents.self, from: data)`.
// Encode with `nilEncodingStrategy = .explicitNull`: the samples write null for a missing value.

import Foundation
import Strata

public enum GitHubEventsCodable {
    public typealias GithubEvents = [GithubEvent]

    public struct GithubEvent: Codable, Sendable, Hashable {
        @Transform<ISO8601DateTransformer> public var createdAt: Date
        public var actor: Actor
        public var repoUrl: URL
        public var repoId: Int
        public var repoName: String
        public var `public`: Bool
        public var payload: Payload
        public var id: String
        public var org: Tristate<Actor>  // absent, not null, in some samples

        enum CodingKeys: String, CodingKey {
            case actor, `public`, payload, id, org
            case createdAt = "created_at"
            case repoUrl = "repo.url"
            case repoId = "repo.id"
            case repoName = "repo.name"
        }

        public enum Payload: JSONTaggedUnion, Sendable, Hashable {
            case push(Push)
            case create(Create)
            case fork(Fork)
            case watch(Watch)
            case issueComment(IssueComment)
            case issues(Issues)
            case gollum(Gollum)
            case other(UnknownVariant)

            public struct Push: Codable, Sendable, Hashable {
                public var commits: [Commit]
                public var distinctSize: Int
                public var ref: String
                public var pushId: Int
                public var head: String
                public var before: String
                public var size: Int

                enum CodingKeys: String, CodingKey {
                    case commits, ref, head, before, size
                    case distinctSize = "distinct_size"
                    case pushId = "push_id"
                }
            }

            public struct Create: Codable, Sendable, Hashable {
                public var description: String
                public var masterBranch: String
                public var ref: String?
                public var refType: String

                enum CodingKeys: String, CodingKey {
                    case description, ref
                    case masterBranch = "master_branch"
                    case refType = "ref_type"
                }
            }

            public struct Fork: Codable, Sendable, Hashable {
                public var forkee: Forkee
            }

            public struct Watch: Codable, Sendable, Hashable {
                public var action: String
            }

            public struct IssueComment: Codable, Sendable, Hashable {
                public var issue: Issue
                public var action: String
                public var commentUser: Owner
                public var commentUrl: URL
                public var commentIssueUrl: URL
                @Transform<ISO8601DateTransformer> public var commentCreatedAt: Date
                public var commentBody: String
                @Transform<ISO8601DateTransformer> public var commentUpdatedAt: Date
                public var commentId: Int

                enum CodingKeys: String, CodingKey {
                    case issue, action
                    case commentUser = "comment.user"
                    case commentUrl = "comment.url"
                    case commentIssueUrl = "comment.issue_url"
                    case commentCreatedAt = "comment.created_at"
                    case commentBody = "comment.body"
                    case commentUpdatedAt = "comment.updated_at"
                    case commentId = "comment.id"
                }
            }

            public struct Issues: Codable, Sendable, Hashable {
                public var issue: Issue
                public var action: String
            }

            public struct Gollum: Codable, Sendable, Hashable {
                public var pages: [Page]
            }

            public static let discriminator = JSONDiscriminator.parentKey("type")
            public static let variants = [
                JSONVariant("PushEvent", Push.self, Payload.push),
                JSONVariant("CreateEvent", Create.self, Payload.create),
                JSONVariant("ForkEvent", Fork.self, Payload.fork),
                JSONVariant("WatchEvent", Watch.self, Payload.watch),
                JSONVariant("IssueCommentEvent", IssueComment.self, Payload.issueComment),
                JSONVariant("IssuesEvent", Issues.self, Payload.issues),
                JSONVariant("GollumEvent", Gollum.self, Payload.gollum),
            ]
            public static let fallback: JSONVariant<Payload>? = JSONVariant(UnknownVariant.self, Payload.other)
        }
    }

    public struct Actor: Codable, Sendable, Hashable {
        public var gravatarId: String
        public var login: String
        public var avatarUrl: URL
        public var url: URL
        public var id: Int

        enum CodingKeys: String, CodingKey {
            case login, url, id
            case gravatarId = "gravatar_id"
            case avatarUrl = "avatar_url"
        }
    }

    public struct Commit: Codable, Sendable, Hashable {
        public var url: URL
        public var message: String
        public var distinct: Bool
        public var sha: String
        public var authorEmail: String
        public var authorName: String

        enum CodingKeys: String, CodingKey {
            case url, message, distinct, sha
            case authorEmail = "author.email"
            case authorName = "author.name"
        }
    }

    public struct Forkee: Codable, Sendable, Hashable {
        public var description: String
        public var fork: Bool
        public var url: URL
        public var language: String
        public var stargazersUrl: URL
        public var cloneUrl: URL
        public var tagsUrl: String
        public var fullName: String
        public var mergesUrl: URL
        public var forks: Int
        public var `private`: Bool
        public var gitRefsUrl: String
        public var archiveUrl: String
        public var collaboratorsUrl: String
        public var owner: Owner
        public var languagesUrl: URL
        public var treesUrl: String
        public var labelsUrl: String
        public var htmlUrl: URL
        @Transform<ISO8601DateTransformer> public var pushedAt: Date
        @Transform<ISO8601DateTransformer> public var createdAt: Date
        public var hasIssues: Bool
        public var forksUrl: URL
        public var branchesUrl: String
        public var commitsUrl: String
        public var notificationsUrl: String
        public var openIssues: Int
        public var contentsUrl: String
        public var blobsUrl: String
        public var issuesUrl: String
        public var compareUrl: String
        public var issueEventsUrl: String
        public var name: String
        @Transform<ISO8601DateTransformer> public var updatedAt: Date
        public var statusesUrl: String
        public var forksCount: Int
        public var assigneesUrl: String
        public var sshUrl: String
        public var `public`: Bool
        public var hasWiki: Bool
        public var subscribersUrl: URL
        public var mirrorUrl: JSONValue?  // only null in the samples
        public var watchersCount: Int
        public var id: Int
        public var hasDownloads: Bool
        public var gitCommitsUrl: String
        public var downloadsUrl: URL
        public var pullsUrl: String
        public var homepage: String?
        public var issueCommentUrl: String
        public var hooksUrl: URL
        public var subscriptionUrl: URL
        public var milestonesUrl: String
        public var svnUrl: URL
        public var eventsUrl: URL
        public var gitTagsUrl: String
        public var teamsUrl: URL
        public var commentsUrl: String
        public var openIssuesCount: Int
        public var keysUrl: String
        public var gitUrl: URL
        public var contributorsUrl: URL
        public var size: Int
        public var watchers: Int

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
    }

    public struct Owner: Codable, Sendable, Hashable {
        public var url: URL
        public var gistsUrl: String
        public var gravatarId: String
        public var type: String
        public var avatarUrl: URL
        public var subscriptionsUrl: URL
        public var organizationsUrl: URL
        public var receivedEventsUrl: URL
        public var reposUrl: URL
        public var login: String
        public var id: Int
        public var starredUrl: String
        public var eventsUrl: String
        public var followersUrl: URL
        public var followingUrl: URL

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

    public struct Issue: Codable, Sendable, Hashable {
        public var user: Owner
        public var url: URL
        public var labels: [JSONValue]
        public var htmlUrl: URL
        public var labelsUrl: String
        public var pullRequest: PullRequest
        @Transform<ISO8601DateTransformer> public var createdAt: Date
        @Transform<ISO8601DateTransformer?> public var closedAt: Date?
        public var milestone: JSONValue?  // only null in the samples
        public var title: String
        public var body: String
        @Transform<ISO8601DateTransformer> public var updatedAt: Date
        public var number: Int
        public var state: String
        public var assignee: Owner?
        public var id: Int
        public var eventsUrl: URL
        public var commentsUrl: URL
        public var comments: Int

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
    }

    public struct PullRequest: Codable, Sendable, Hashable {
        public var htmlUrl: JSONValue?  // only null in the samples
        public var patchUrl: JSONValue?  // only null in the samples
        public var diffUrl: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case htmlUrl = "html_url"
            case patchUrl = "patch_url"
            case diffUrl = "diff_url"
        }
    }

    public struct Page: Codable, Sendable, Hashable {
        public var pageName: String
        public var htmlUrl: URL
        public var title: String
        public var sha: String
        public var summary: JSONValue?  // only null in the samples
        public var action: String

        enum CodingKeys: String, CodingKey {
            case title, sha, summary, action
            case pageName = "page_name"
            case htmlUrl = "html_url"
        }
    }
}
