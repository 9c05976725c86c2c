// Models for github_issue.json, github_issue_closed.json, github_issues_page.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace GitHubIssueModels --access package github_issue.json github_issue_closed.json github_issues_page.json
// Decode an instance (a line of JSON Lines, an element of an array of instances) with StrataJSONDecoder: `try
//     StrataJSONDecoder().decode(GitHubIssueModels.GithubIssue.self, from: data)`.

import Foundation
import Strata

package enum GitHubIssueModels {
    package struct GithubIssue: JSONSerializing, AdjustsEncodedJSON, Sendable {
        package var url: URL
        package var repositoryURL: URL
        package var labelsURL: String
        package var commentsURL: URL
        package var eventsURL: URL
        package var htmlURL: URL
        package var id: Int
        package var nodeID: String
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
        package var timelineURL: URL
        package var performedViaGithubApp: JSONValue?  // only null in the samples
        package var stateReason: String?
        package var draft: Bool?
        package var pullRequest: PullRequest?

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
            case closedBy = "closed_by"
            case timelineURL = "timeline_url"
            case performedViaGithubApp = "performed_via_github_app"
            case stateReason = "state_reason"
            case pullRequest = "pull_request"
        }

        package static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        package init(
            url: URL,
            repositoryURL: URL,
            labelsURL: String,
            commentsURL: URL,
            eventsURL: URL,
            htmlURL: URL,
            id: Int,
            nodeID: String,
            number: Int,
            title: String,
            user: User,
            labels: [Label],
            state: String,
            locked: Bool,
            assignee: Assignee? = nil,
            assignees: [Assignee],
            milestone: Milestone? = nil,
            comments: Int,
            createdAt: Date,
            updatedAt: Date,
            closedAt: Date? = nil,
            authorAssociation: String,
            activeLockReason: String? = nil,
            body: String? = nil,
            closedBy: Assignee? = nil,
            reactions: Reactions,
            timelineURL: URL,
            performedViaGithubApp: JSONValue? = nil,
            stateReason: String? = nil,
            draft: Bool? = nil,
            pullRequest: PullRequest? = nil
        ) {
            self.url = url
            self.repositoryURL = repositoryURL
            self.labelsURL = labelsURL
            self.commentsURL = commentsURL
            self.eventsURL = eventsURL
            self.htmlURL = htmlURL
            self.id = id
            self.nodeID = nodeID
            self.number = number
            self.title = title
            self.user = user
            self.labels = labels
            self.state = state
            self.locked = locked
            self.assignee = assignee
            self.assignees = assignees
            self.milestone = milestone
            self.comments = comments
            self.createdAt = createdAt
            self.updatedAt = updatedAt
            self.closedAt = closedAt
            self.authorAssociation = authorAssociation
            self.activeLockReason = activeLockReason
            self.body = body
            self.closedBy = closedBy
            self.reactions = reactions
            self.timelineURL = timelineURL
            self.performedViaGithubApp = performedViaGithubApp
            self.stateReason = stateReason
            self.draft = draft
            self.pullRequest = pullRequest
        }

        /// Leaves out what the samples leave out: the model writes its other nil properties as null.
        package func adjustEncodedJSON(_ json: inout JSONObject) throws {
            if draft == nil { json["draft"] = nil }
            if pullRequest == nil { json["pull_request"] = nil }
        }
    }

    package struct User: JSONSerializing, Sendable {
        package var login: String
        package var id: Int
        package var nodeID: String
        package var avatarURL: URL
        package var gravatarID: String
        package var url: URL
        package var htmlURL: URL
        package var followersURL: URL
        package var followingURL: String
        package var gistsURL: String
        package var starredURL: String
        package var subscriptionsURL: URL
        package var organizationsURL: URL
        package var reposURL: URL
        package var eventsURL: String
        package var receivedEventsURL: URL
        package var type: String
        package var siteAdmin: Bool

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

        package init(
            login: String,
            id: Int,
            nodeID: String,
            avatarURL: URL,
            gravatarID: String,
            url: URL,
            htmlURL: URL,
            followersURL: URL,
            followingURL: String,
            gistsURL: String,
            starredURL: String,
            subscriptionsURL: URL,
            organizationsURL: URL,
            reposURL: URL,
            eventsURL: String,
            receivedEventsURL: URL,
            type: String,
            siteAdmin: Bool
        ) {
            self.login = login
            self.id = id
            self.nodeID = nodeID
            self.avatarURL = avatarURL
            self.gravatarID = gravatarID
            self.url = url
            self.htmlURL = htmlURL
            self.followersURL = followersURL
            self.followingURL = followingURL
            self.gistsURL = gistsURL
            self.starredURL = starredURL
            self.subscriptionsURL = subscriptionsURL
            self.organizationsURL = organizationsURL
            self.reposURL = reposURL
            self.eventsURL = eventsURL
            self.receivedEventsURL = receivedEventsURL
            self.type = type
            self.siteAdmin = siteAdmin
        }
    }

    package struct Label: JSONSerializing, Sendable {
        package var id: Int
        package var nodeID: String
        package var url: URL
        package var name: String
        package var description: String?
        package var color: String
        package var `default`: Bool

        enum CodingKeys: String, CodingKey {
            case id, url, name, description, color, `default`
            case nodeID = "node_id"
        }

        package static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        package init(id: Int, nodeID: String, url: URL, name: String, description: String? = nil, color: String, `default`: Bool) {
            self.id = id
            self.nodeID = nodeID
            self.url = url
            self.name = name
            self.description = description
            self.color = color
            self.`default` = `default`
        }
    }

    package struct Assignee: JSONSerializing, Sendable {
        package var login: String
        package var id: Int
        package var nodeID: String
        package var avatarURL: URL
        package var gravatarID: String
        package var url: URL
        package var htmlURL: URL
        package var type: String
        package var siteAdmin: Bool

        enum CodingKeys: String, CodingKey {
            case login, id, url, type
            case nodeID = "node_id"
            case avatarURL = "avatar_url"
            case gravatarID = "gravatar_id"
            case htmlURL = "html_url"
            case siteAdmin = "site_admin"
        }

        package init(
            login: String,
            id: Int,
            nodeID: String,
            avatarURL: URL,
            gravatarID: String,
            url: URL,
            htmlURL: URL,
            type: String,
            siteAdmin: Bool
        ) {
            self.login = login
            self.id = id
            self.nodeID = nodeID
            self.avatarURL = avatarURL
            self.gravatarID = gravatarID
            self.url = url
            self.htmlURL = htmlURL
            self.type = type
            self.siteAdmin = siteAdmin
        }
    }

    package struct Milestone: JSONSerializing, Sendable {
        package var url: URL
        package var htmlURL: URL
        package var labelsURL: URL
        package var id: Int
        package var nodeID: String
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
            case htmlURL = "html_url"
            case labelsURL = "labels_url"
            case nodeID = "node_id"
            case openIssues = "open_issues"
            case closedIssues = "closed_issues"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case closedAt = "closed_at"
            case dueOn = "due_on"
        }

        package init(
            url: URL,
            htmlURL: URL,
            labelsURL: URL,
            id: Int,
            nodeID: String,
            number: Int,
            state: String,
            title: String,
            description: String,
            creator: Assignee,
            openIssues: Int,
            closedIssues: Int,
            createdAt: Date,
            updatedAt: Date,
            closedAt: Date,
            dueOn: Date
        ) {
            self.url = url
            self.htmlURL = htmlURL
            self.labelsURL = labelsURL
            self.id = id
            self.nodeID = nodeID
            self.number = number
            self.state = state
            self.title = title
            self.description = description
            self.creator = creator
            self.openIssues = openIssues
            self.closedIssues = closedIssues
            self.createdAt = createdAt
            self.updatedAt = updatedAt
            self.closedAt = closedAt
            self.dueOn = dueOn
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

        package init(url: URL, totalCount: Int, plus1: Int, minus1: Int, laugh: Int, hooray: Int, confused: Int, heart: Int, rocket: Int, eyes: Int) {
            self.url = url
            self.totalCount = totalCount
            self.plus1 = plus1
            self.minus1 = minus1
            self.laugh = laugh
            self.hooray = hooray
            self.confused = confused
            self.heart = heart
            self.rocket = rocket
            self.eyes = eyes
        }
    }

    package struct PullRequest: JSONSerializing, Sendable {
        package var url: URL
        package var htmlURL: URL
        package var diffURL: URL
        package var patchURL: URL
        package var mergedAt: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case url
            case htmlURL = "html_url"
            case diffURL = "diff_url"
            case patchURL = "patch_url"
            case mergedAt = "merged_at"
        }

        package static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        package init(url: URL, htmlURL: URL, diffURL: URL, patchURL: URL, mergedAt: JSONValue? = nil) {
            self.url = url
            self.htmlURL = htmlURL
            self.diffURL = diffURL
            self.patchURL = patchURL
            self.mergedAt = mergedAt
        }
    }
}
