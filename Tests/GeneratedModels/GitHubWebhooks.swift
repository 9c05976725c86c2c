// Models for github_webhooks_issues.jsonl, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace GitHubWebhookModels github_webhooks_issues.jsonl
// Decode an instance (a line of JSON Lines, an element of an array of instances) with StrataJSONDecoder: `try
//     StrataJSONDecoder().decode(GitHubWebhookModels.GithubWebhooksIssue.self, from: data)`.

import Foundation
import Strata

enum GitHubWebhookModels {
    struct GithubWebhooksIssue: JSONSerializing, Sendable {
        var action: String
        var issue: Issue
        var assignee: User?
        var repository: Repository
        var sender: User
        var installation: Installation?
        var organization: Organization?
        var milestone: Milestone?
        var changes: Changes?
        var label: Label?
    }

    struct Issue: JSONSerializing, AdjustsEncodedJSON, Sendable {
        var url: URL
        var repositoryURL: URL
        var labelsURL: String
        var commentsURL: URL
        var eventsURL: URL
        var htmlURL: URL
        var id: Int
        var nodeID: String
        var number: Int
        var title: String
        var user: User
        var labels: [Label]?
        var state: String?
        var locked: Bool?
        var assignee: Tristate<User>  // absent from some samples, null in others
        var assignees: [User]
        var milestone: Milestone?
        var comments: Int
        @Transform<ISO8601DateTransformer> var createdAt: Date
        @Transform<ISO8601DateTransformer> var updatedAt: Date
        @Transform<ISO8601DateTransformer?> var closedAt: Date?
        var authorAssociation: String
        var activeLockReason: String?
        var body: String?
        var reactions: Reactions
        var draft: Bool
        var timelineURL: URL?
        var performedViaGithubApp: Tristate<JSONValue>  // only null in the samples; absent from some samples, null in others
        var pullRequest: PullRequest?

        enum CodingKeys: String, CodingKey {
            case url, id, number, title, user, labels, state, locked, assignee, assignees, milestone, comments, body, reactions, draft
            case repositoryURL = "repository_url"
            case labelsURL = "labels_url"
            case commentsURL = "comments_url"
            case eventsURL = "events_url"
            case htmlURL = "html_url"
            case nodeID = "node_id"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case closedAt = "closed_at"
            case authorAssociation = "author_association"
            case activeLockReason = "active_lock_reason"
            case timelineURL = "timeline_url"
            case performedViaGithubApp = "performed_via_github_app"
            case pullRequest = "pull_request"
        }

        /// Writes null where the samples write null: the model leaves its other nil properties out.
        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            if milestone == nil { json["milestone"] = .null }
            if closedAt == nil { json["closed_at"] = .null }
            if activeLockReason == nil { json["active_lock_reason"] = .null }
            if body == nil { json["body"] = .null }
        }
    }

    struct User: JSONSerializing, Sendable {
        var login: String
        var id: Int
        var nodeID: String
        var avatarURL: URL
        var gravatarID: String
        var url: URL
        var htmlURL: URL
        var followersURL: URL
        var followingURL: String
        var gistsURL: String
        var starredURL: String
        var subscriptionsURL: URL
        var organizationsURL: URL
        var reposURL: URL
        var eventsURL: String
        var receivedEventsURL: URL
        var type: String
        var siteAdmin: Bool

        enum CodingKeys: String, CodingKey {
            case login, id, url, type
            case nodeID = "node_id"
            case avatarURL = "avatar_url"
            case gravatarID = "gravatar_id"
            case htmlURL = "html_url"
            case followersURL = "followers_url"
            case followingURL = "following_url"
            case gistsURL = "gists_url"
            case starredURL = "starred_url"
            case subscriptionsURL = "subscriptions_url"
            case organizationsURL = "organizations_url"
            case reposURL = "repos_url"
            case eventsURL = "events_url"
            case receivedEventsURL = "received_events_url"
            case siteAdmin = "site_admin"
        }
    }

    struct Label: JSONSerializing, Sendable {
        var id: Int
        var nodeID: String
        var url: URL
        var name: String
        var color: String
        var `default`: Bool
        var description: String

        enum CodingKeys: String, CodingKey {
            case id, url, name, color, `default`, description
            case nodeID = "node_id"
        }
    }

    struct Milestone: JSONSerializing, Sendable {
        var url: URL
        var htmlURL: URL
        var labelsURL: URL
        var id: Int
        var nodeID: String
        var number: Int
        var title: String
        var description: String
        var creator: User
        var openIssues: Int
        var closedIssues: Int
        var state: String
        @Transform<ISO8601DateTransformer> var createdAt: Date
        @Transform<ISO8601DateTransformer> var updatedAt: Date
        @Transform<ISO8601DateTransformer> var dueOn: Date
        @Transform<ISO8601DateTransformer> var closedAt: Date

        enum CodingKeys: String, CodingKey {
            case url, id, number, title, description, creator, state
            case htmlURL = "html_url"
            case labelsURL = "labels_url"
            case nodeID = "node_id"
            case openIssues = "open_issues"
            case closedIssues = "closed_issues"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case dueOn = "due_on"
            case closedAt = "closed_at"
        }
    }

    struct Reactions: JSONSerializing, Sendable {
        var url: URL
        var totalCount: Int
        var plus1: Int
        var minus1: Int
        var laugh: Int
        var hooray: Int
        var confused: Int
        var heart: Int
        var rocket: Int
        var eyes: Int

        enum CodingKeys: String, CodingKey {
            case url, laugh, hooray, confused, heart, rocket, eyes
            case totalCount = "total_count"
            case plus1 = "+1"
            case minus1 = "-1"
        }
    }

    struct PullRequest: JSONSerializing, Sendable {
        var url: URL
        var htmlURL: URL
        var diffURL: URL
        var patchURL: URL

        enum CodingKeys: String, CodingKey {
            case url
            case htmlURL = "html_url"
            case diffURL = "diff_url"
            case patchURL = "patch_url"
        }
    }

    struct Repository: JSONSerializing, Sendable {
        var id: Int
        var nodeID: String
        var name: String
        var fullName: String
        var `private`: Bool
        var owner: User
        var htmlURL: URL
        var description: String?
        var fork: Bool
        var url: URL
        var forksURL: URL
        var keysURL: String
        var collaboratorsURL: String
        var teamsURL: URL
        var hooksURL: URL
        var issueEventsURL: String
        var eventsURL: URL
        var assigneesURL: String
        var branchesURL: String
        var tagsURL: URL
        var blobsURL: String
        var gitTagsURL: String
        var gitRefsURL: String
        var treesURL: String
        var statusesURL: String
        var languagesURL: URL
        var stargazersURL: URL
        var contributorsURL: URL
        var subscribersURL: URL
        var subscriptionURL: URL
        var commitsURL: String
        var gitCommitsURL: String
        var commentsURL: String
        var issueCommentURL: String
        var contentsURL: String
        var compareURL: String
        var mergesURL: URL
        var archiveURL: String
        var downloadsURL: URL
        var issuesURL: String
        var pullsURL: String
        var milestonesURL: String
        var notificationsURL: String
        var labelsURL: String
        var releasesURL: String
        var deploymentsURL: URL
        @Transform<ISO8601DateTransformer> var createdAt: Date
        @Transform<ISO8601DateTransformer> var updatedAt: Date
        @Transform<ISO8601DateTransformer> var pushedAt: Date
        var gitURL: URL
        var sshURL: String
        var cloneURL: URL
        var svnURL: URL
        var homepage: String?
        var size: Int
        var stargazersCount: Int
        var watchersCount: Int
        var language: String?
        var hasIssues: Bool
        var hasProjects: Bool
        var hasDownloads: Bool
        var hasWiki: Bool
        var hasPages: Bool
        var forksCount: Int
        var mirrorURL: JSONValue?  // only null in the samples
        var archived: Bool
        var disabled: Bool
        var openIssuesCount: Int
        var license: JSONValue?  // only null in the samples
        var forks: Int
        var openIssues: Int
        var watchers: Int
        var defaultBranch: String
        var isTemplate: Bool
        var topics: [JSONValue]
        var visibility: String
        var webCommitSignoffRequired: Bool
        var customProperties: [String: JSONValue]

        enum CodingKeys: String, CodingKey {
            case id, name, `private`, owner, description, fork, url, homepage, size, language, archived, disabled, license, forks, watchers, topics
            case visibility
            case nodeID = "node_id"
            case fullName = "full_name"
            case htmlURL = "html_url"
            case forksURL = "forks_url"
            case keysURL = "keys_url"
            case collaboratorsURL = "collaborators_url"
            case teamsURL = "teams_url"
            case hooksURL = "hooks_url"
            case issueEventsURL = "issue_events_url"
            case eventsURL = "events_url"
            case assigneesURL = "assignees_url"
            case branchesURL = "branches_url"
            case tagsURL = "tags_url"
            case blobsURL = "blobs_url"
            case gitTagsURL = "git_tags_url"
            case gitRefsURL = "git_refs_url"
            case treesURL = "trees_url"
            case statusesURL = "statuses_url"
            case languagesURL = "languages_url"
            case stargazersURL = "stargazers_url"
            case contributorsURL = "contributors_url"
            case subscribersURL = "subscribers_url"
            case subscriptionURL = "subscription_url"
            case commitsURL = "commits_url"
            case gitCommitsURL = "git_commits_url"
            case commentsURL = "comments_url"
            case issueCommentURL = "issue_comment_url"
            case contentsURL = "contents_url"
            case compareURL = "compare_url"
            case mergesURL = "merges_url"
            case archiveURL = "archive_url"
            case downloadsURL = "downloads_url"
            case issuesURL = "issues_url"
            case pullsURL = "pulls_url"
            case milestonesURL = "milestones_url"
            case notificationsURL = "notifications_url"
            case labelsURL = "labels_url"
            case releasesURL = "releases_url"
            case deploymentsURL = "deployments_url"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case pushedAt = "pushed_at"
            case gitURL = "git_url"
            case sshURL = "ssh_url"
            case cloneURL = "clone_url"
            case svnURL = "svn_url"
            case stargazersCount = "stargazers_count"
            case watchersCount = "watchers_count"
            case hasIssues = "has_issues"
            case hasProjects = "has_projects"
            case hasDownloads = "has_downloads"
            case hasWiki = "has_wiki"
            case hasPages = "has_pages"
            case forksCount = "forks_count"
            case mirrorURL = "mirror_url"
            case openIssuesCount = "open_issues_count"
            case openIssues = "open_issues"
            case defaultBranch = "default_branch"
            case isTemplate = "is_template"
            case webCommitSignoffRequired = "web_commit_signoff_required"
            case customProperties = "custom_properties"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Installation: JSONSerializing, Sendable {
        var id: Int
        var nodeID: String

        enum CodingKeys: String, CodingKey {
            case id
            case nodeID = "node_id"
        }
    }

    struct Organization: JSONSerializing, Sendable {
        var login: String
        var id: Int
        var nodeID: String
        var url: URL
        var reposURL: URL
        var eventsURL: URL
        var hooksURL: URL
        var issuesURL: URL
        var membersURL: String
        var publicMembersURL: String
        var avatarURL: URL
        var description: String

        enum CodingKeys: String, CodingKey {
            case login, id, url, description
            case nodeID = "node_id"
            case reposURL = "repos_url"
            case eventsURL = "events_url"
            case hooksURL = "hooks_url"
            case issuesURL = "issues_url"
            case membersURL = "members_url"
            case publicMembersURL = "public_members_url"
            case avatarURL = "avatar_url"
        }
    }

    struct Changes: JSONSerializing, Sendable {
        var oldIssue: Issue?
        var oldRepository: Repository?
        var newIssue: Issue?
        var newRepository: Repository?

        enum CodingKeys: String, CodingKey {
            case oldIssue = "old_issue"
            case oldRepository = "old_repository"
            case newIssue = "new_issue"
            case newRepository = "new_repository"
        }
    }
}
