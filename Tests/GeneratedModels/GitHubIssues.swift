// Models for github_issue.json, github_issue_closed.json, github_issues_page.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace GitHubIssueModels --access package github_issue.json github_issue_closed.json github_issues_page.json
// Decode an instance (a line of JSON Lines, an element of an array of instances) with StrataJSONDecoder: `try
//     StrataJSONDecoder().decode(GitHubIssueModels.GithubIssue.self, from: data)`.

import Foundation
import Strata

package enum GitHubIssueModels {
    package struct GithubIssue: JSONSerializing, Sendable {
        package var url: URL
        package var repositoryUrl: URL
        package var labelsUrl: String
        package var commentsUrl: URL
        package var eventsUrl: URL
        package var htmlUrl: URL
        package var id: Int
        package var nodeId: String
        package var number: Int
        package var title: String
        package var user: User
        package var labels: [Label]
        package var state: String
        package var locked: Bool
        package var assignee: Assignee?
        package var assignees: [Assignee]
        package var milestone: Milestone?
        package var comments: Int
        @Transform<ISO8601DateTransformer> package var createdAt: Date
        @Transform<ISO8601DateTransformer> package var updatedAt: Date
        @Transform<ISO8601DateTransformer?> package var closedAt: Date?
        package var authorAssociation: String
        package var activeLockReason: String?
        package var body: String?
        package var closedBy: Assignee?
        package var reactions: Reactions
        package var timelineUrl: URL
        package var performedViaGithubApp: JSONValue?  // only null in the samples
        package var stateReason: String?
        package var draft: Tristate<Bool>  // absent, not null, in some samples
        package var pullRequest: Tristate<PullRequest>  // absent, not null, in some samples

        enum CodingKeys: String, CodingKey {
            case url, id, number, title, user, labels, state, locked, assignee, assignees, milestone, comments, body, reactions, draft
            case repositoryUrl = "repository_url"
            case labelsUrl = "labels_url"
            case commentsUrl = "comments_url"
            case eventsUrl = "events_url"
            case htmlUrl = "html_url"
            case nodeId = "node_id"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case closedAt = "closed_at"
            case authorAssociation = "author_association"
            case activeLockReason = "active_lock_reason"
            case closedBy = "closed_by"
            case timelineUrl = "timeline_url"
            case performedViaGithubApp = "performed_via_github_app"
            case stateReason = "state_reason"
            case pullRequest = "pull_request"
        }

        package static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    package struct User: JSONSerializing, Sendable {
        package var login: String
        package var id: Int
        package var nodeId: String
        package var avatarUrl: URL
        package var gravatarId: String
        package var url: URL
        package var htmlUrl: URL
        package var followersUrl: URL
        package var followingUrl: String
        package var gistsUrl: String
        package var starredUrl: String
        package var subscriptionsUrl: URL
        package var organizationsUrl: URL
        package var reposUrl: URL
        package var eventsUrl: String
        package var receivedEventsUrl: URL
        package var type: String
        package var siteAdmin: Bool

        enum CodingKeys: String, CodingKey {
            case login, id, url, type
            case nodeId = "node_id"
            case avatarUrl = "avatar_url"
            case gravatarId = "gravatar_id"
            case htmlUrl = "html_url"
            case followersUrl = "followers_url"
            case followingUrl = "following_url"
            case gistsUrl = "gists_url"
            case starredUrl = "starred_url"
            case subscriptionsUrl = "subscriptions_url"
            case organizationsUrl = "organizations_url"
            case reposUrl = "repos_url"
            case eventsUrl = "events_url"
            case receivedEventsUrl = "received_events_url"
            case siteAdmin = "site_admin"
        }
    }

    package struct Label: JSONSerializing, Sendable {
        package var id: Int
        package var nodeId: String
        package var url: URL
        package var name: String
        package var description: String?
        package var color: String
        package var `default`: Bool

        enum CodingKeys: String, CodingKey {
            case id, url, name, description, color, `default`
            case nodeId = "node_id"
        }

        package static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    package struct Assignee: JSONSerializing, Sendable {
        package var login: String
        package var id: Int
        package var nodeId: String
        package var avatarUrl: URL
        package var gravatarId: String
        package var url: URL
        package var htmlUrl: URL
        package var type: String
        package var siteAdmin: Bool

        enum CodingKeys: String, CodingKey {
            case login, id, url, type
            case nodeId = "node_id"
            case avatarUrl = "avatar_url"
            case gravatarId = "gravatar_id"
            case htmlUrl = "html_url"
            case siteAdmin = "site_admin"
        }
    }

    package struct Milestone: JSONSerializing, Sendable {
        package var url: URL
        package var htmlUrl: URL
        package var labelsUrl: URL
        package var id: Int
        package var nodeId: String
        package var number: Int
        package var state: String
        package var title: String
        package var description: String
        package var creator: Assignee
        package var openIssues: Int
        package var closedIssues: Int
        @Transform<ISO8601DateTransformer> package var createdAt: Date
        @Transform<ISO8601DateTransformer> package var updatedAt: Date
        @Transform<ISO8601DateTransformer> package var closedAt: Date
        @Transform<ISO8601DateTransformer> package var dueOn: Date

        enum CodingKeys: String, CodingKey {
            case url, id, number, state, title, description, creator
            case htmlUrl = "html_url"
            case labelsUrl = "labels_url"
            case nodeId = "node_id"
            case openIssues = "open_issues"
            case closedIssues = "closed_issues"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case closedAt = "closed_at"
            case dueOn = "due_on"
        }
    }

    package struct Reactions: JSONSerializing, Sendable {
        package var url: URL
        package var totalCount: Int
        package var plus1: Int
        package var minus1: Int
        package var laugh: Int
        package var hooray: Int
        package var confused: Int
        package var heart: Int
        package var rocket: Int
        package var eyes: Int

        enum CodingKeys: String, CodingKey {
            case url, laugh, hooray, confused, heart, rocket, eyes
            case totalCount = "total_count"
            case plus1 = "+1"
            case minus1 = "-1"
        }
    }

    package struct PullRequest: JSONSerializing, Sendable {
        package var url: URL
        package var htmlUrl: URL
        package var diffUrl: URL
        package var patchUrl: URL
        package var mergedAt: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case url
            case htmlUrl = "html_url"
            case diffUrl = "diff_url"
            case patchUrl = "patch_url"
            case mergedAt = "merged_at"
        }

        package static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }
}
