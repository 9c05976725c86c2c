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
        public var repoURL: URL
        public var repoID: Int
        public var repoName: String
        public var `public`: Bool
        public var payload: Payload
        public var id: String
        public var org: Tristate<Actor>  // absent, not null, in some samples

        enum CodingKeys: String, CodingKey {
            case actor, `public`, payload, id, org
            case createdAt = "created_at"
            case repoURL = "repo.url"
            case repoID = "repo.id"
            case repoName = "repo.name"
        }

        public init(
            createdAt: Date,
            actor: Actor,
            repoURL: URL,
            repoID: Int,
            repoName: String,
            `public`: Bool,
            payload: Payload,
            id: String,
            org: Tristate<Actor> = .missing
        ) {
            self.createdAt = createdAt
            self.actor = actor
            self.repoURL = repoURL
            self.repoID = repoID
            self.repoName = repoName
            self.`public` = `public`
            self.payload = payload
            self.id = id
            self.org = org
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
                public var pushID: Int
                public var head: String
                public var before: String
                public var size: Int

                enum CodingKeys: String, CodingKey {
                    case commits, ref, head, before, size
                    case distinctSize = "distinct_size"
                    case pushID = "push_id"
                }

                public init(commits: [Commit], distinctSize: Int, ref: String, pushID: Int, head: String, before: String, size: Int) {
                    self.commits = commits
                    self.distinctSize = distinctSize
                    self.ref = ref
                    self.pushID = pushID
                    self.head = head
                    self.before = before
                    self.size = size
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

                public init(description: String, masterBranch: String, ref: String? = nil, refType: String) {
                    self.description = description
                    self.masterBranch = masterBranch
                    self.ref = ref
                    self.refType = refType
                }
            }

            public struct Fork: Codable, Sendable, Hashable {
                public var forkee: Forkee

                public init(forkee: Forkee) {
                    self.forkee = forkee
                }
            }

            public struct Watch: Codable, Sendable, Hashable {
                public var action: String

                public init(action: String) {
                    self.action = action
                }
            }

            public struct IssueComment: Codable, Sendable, Hashable {
                public var issue: Issue
                public var action: String
                public var commentUser: Owner
                public var commentURL: URL
                public var commentIssueURL: URL
                @Transform<ISO8601DateTransformer> public var commentCreatedAt: Date
                public var commentBody: String
                @Transform<ISO8601DateTransformer> public var commentUpdatedAt: Date
                public var commentID: Int

                enum CodingKeys: String, CodingKey {
                    case issue, action
                    case commentUser = "comment.user"
                    case commentURL = "comment.url"
                    case commentIssueURL = "comment.issue_url"
                    case commentCreatedAt = "comment.created_at"
                    case commentBody = "comment.body"
                    case commentUpdatedAt = "comment.updated_at"
                    case commentID = "comment.id"
                }

                public init(
                    issue: Issue,
                    action: String,
                    commentUser: Owner,
                    commentURL: URL,
                    commentIssueURL: URL,
                    commentCreatedAt: Date,
                    commentBody: String,
                    commentUpdatedAt: Date,
                    commentID: Int
                ) {
                    self.issue = issue
                    self.action = action
                    self.commentUser = commentUser
                    self.commentURL = commentURL
                    self.commentIssueURL = commentIssueURL
                    self.commentCreatedAt = commentCreatedAt
                    self.commentBody = commentBody
                    self.commentUpdatedAt = commentUpdatedAt
                    self.commentID = commentID
                }
            }

            public struct Issues: Codable, Sendable, Hashable {
                public var issue: Issue
                public var action: String

                public init(issue: Issue, action: String) {
                    self.issue = issue
                    self.action = action
                }
            }

            public struct Gollum: Codable, Sendable, Hashable {
                public var pages: [Page]

                public init(pages: [Page]) {
                    self.pages = pages
                }
            }

            public static let discriminator = JSONDiscriminator.parentKey("type")
            public static let variants: [JSONVariant<Payload>] = [
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
        public var gravatarID: String
        public var login: String
        public var avatarURL: URL
        public var url: URL
        public var id: Int

        enum CodingKeys: String, CodingKey {
            case login, url, id
            case gravatarID = "gravatar_id"
            case avatarURL = "avatar_url"
        }

        public init(gravatarID: String, login: String, avatarURL: URL, url: URL, id: Int) {
            self.gravatarID = gravatarID
            self.login = login
            self.avatarURL = avatarURL
            self.url = url
            self.id = id
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

        public init(url: URL, message: String, distinct: Bool, sha: String, authorEmail: String, authorName: String) {
            self.url = url
            self.message = message
            self.distinct = distinct
            self.sha = sha
            self.authorEmail = authorEmail
            self.authorName = authorName
        }
    }

    public struct Forkee: Codable, Sendable, Hashable {
        public var description: String
        public var fork: Bool
        public var url: URL
        public var language: String
        public var stargazersURL: URL
        public var cloneURL: URL
        public var tagsURL: String
        public var fullName: String
        public var mergesURL: URL
        public var forks: Int
        public var `private`: Bool
        public var gitRefsURL: String
        public var archiveURL: String
        public var collaboratorsURL: String
        public var owner: Owner
        public var languagesURL: URL
        public var treesURL: String
        public var labelsURL: String
        public var htmlURL: URL
        @Transform<ISO8601DateTransformer> public var pushedAt: Date
        @Transform<ISO8601DateTransformer> public var createdAt: Date
        public var hasIssues: Bool
        public var forksURL: URL
        public var branchesURL: String
        public var commitsURL: String
        public var notificationsURL: String
        public var openIssues: Int
        public var contentsURL: String
        public var blobsURL: String
        public var issuesURL: String
        public var compareURL: String
        public var issueEventsURL: String
        public var name: String
        @Transform<ISO8601DateTransformer> public var updatedAt: Date
        public var statusesURL: String
        public var forksCount: Int
        public var assigneesURL: String
        public var sshURL: String
        public var `public`: Bool
        public var hasWiki: Bool
        public var subscribersURL: URL
        public var mirrorURL: JSONValue?  // only null in the samples
        public var watchersCount: Int
        public var id: Int
        public var hasDownloads: Bool
        public var gitCommitsURL: String
        public var downloadsURL: URL
        public var pullsURL: String
        public var homepage: String?
        public var issueCommentURL: String
        public var hooksURL: URL
        public var subscriptionURL: URL
        public var milestonesURL: String
        public var svnURL: URL
        public var eventsURL: URL
        public var gitTagsURL: String
        public var teamsURL: URL
        public var commentsURL: String
        public var openIssuesCount: Int
        public var keysURL: String
        public var gitURL: URL
        public var contributorsURL: URL
        public var size: Int
        public var watchers: Int

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

        public init(
            description: String,
            fork: Bool,
            url: URL,
            language: String,
            stargazersURL: URL,
            cloneURL: URL,
            tagsURL: String,
            fullName: String,
            mergesURL: URL,
            forks: Int,
            `private`: Bool,
            gitRefsURL: String,
            archiveURL: String,
            collaboratorsURL: String,
            owner: Owner,
            languagesURL: URL,
            treesURL: String,
            labelsURL: String,
            htmlURL: URL,
            pushedAt: Date,
            createdAt: Date,
            hasIssues: Bool,
            forksURL: URL,
            branchesURL: String,
            commitsURL: String,
            notificationsURL: String,
            openIssues: Int,
            contentsURL: String,
            blobsURL: String,
            issuesURL: String,
            compareURL: String,
            issueEventsURL: String,
            name: String,
            updatedAt: Date,
            statusesURL: String,
            forksCount: Int,
            assigneesURL: String,
            sshURL: String,
            `public`: Bool,
            hasWiki: Bool,
            subscribersURL: URL,
            mirrorURL: JSONValue? = nil,
            watchersCount: Int,
            id: Int,
            hasDownloads: Bool,
            gitCommitsURL: String,
            downloadsURL: URL,
            pullsURL: String,
            homepage: String? = nil,
            issueCommentURL: String,
            hooksURL: URL,
            subscriptionURL: URL,
            milestonesURL: String,
            svnURL: URL,
            eventsURL: URL,
            gitTagsURL: String,
            teamsURL: URL,
            commentsURL: String,
            openIssuesCount: Int,
            keysURL: String,
            gitURL: URL,
            contributorsURL: URL,
            size: Int,
            watchers: Int
        ) {
            self.description = description
            self.fork = fork
            self.url = url
            self.language = language
            self.stargazersURL = stargazersURL
            self.cloneURL = cloneURL
            self.tagsURL = tagsURL
            self.fullName = fullName
            self.mergesURL = mergesURL
            self.forks = forks
            self.`private` = `private`
            self.gitRefsURL = gitRefsURL
            self.archiveURL = archiveURL
            self.collaboratorsURL = collaboratorsURL
            self.owner = owner
            self.languagesURL = languagesURL
            self.treesURL = treesURL
            self.labelsURL = labelsURL
            self.htmlURL = htmlURL
            self.pushedAt = pushedAt
            self.createdAt = createdAt
            self.hasIssues = hasIssues
            self.forksURL = forksURL
            self.branchesURL = branchesURL
            self.commitsURL = commitsURL
            self.notificationsURL = notificationsURL
            self.openIssues = openIssues
            self.contentsURL = contentsURL
            self.blobsURL = blobsURL
            self.issuesURL = issuesURL
            self.compareURL = compareURL
            self.issueEventsURL = issueEventsURL
            self.name = name
            self.updatedAt = updatedAt
            self.statusesURL = statusesURL
            self.forksCount = forksCount
            self.assigneesURL = assigneesURL
            self.sshURL = sshURL
            self.`public` = `public`
            self.hasWiki = hasWiki
            self.subscribersURL = subscribersURL
            self.mirrorURL = mirrorURL
            self.watchersCount = watchersCount
            self.id = id
            self.hasDownloads = hasDownloads
            self.gitCommitsURL = gitCommitsURL
            self.downloadsURL = downloadsURL
            self.pullsURL = pullsURL
            self.homepage = homepage
            self.issueCommentURL = issueCommentURL
            self.hooksURL = hooksURL
            self.subscriptionURL = subscriptionURL
            self.milestonesURL = milestonesURL
            self.svnURL = svnURL
            self.eventsURL = eventsURL
            self.gitTagsURL = gitTagsURL
            self.teamsURL = teamsURL
            self.commentsURL = commentsURL
            self.openIssuesCount = openIssuesCount
            self.keysURL = keysURL
            self.gitURL = gitURL
            self.contributorsURL = contributorsURL
            self.size = size
            self.watchers = watchers
        }
    }

    public struct Owner: Codable, Sendable, Hashable {
        public var url: URL
        public var gistsURL: String
        public var gravatarID: String
        public var type: String
        public var avatarURL: URL
        public var subscriptionsURL: URL
        public var organizationsURL: URL
        public var receivedEventsURL: URL
        public var reposURL: URL
        public var login: String
        public var id: Int
        public var starredURL: String
        public var eventsURL: String
        public var followersURL: URL
        public var followingURL: URL

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

        public init(
            url: URL,
            gistsURL: String,
            gravatarID: String,
            type: String,
            avatarURL: URL,
            subscriptionsURL: URL,
            organizationsURL: URL,
            receivedEventsURL: URL,
            reposURL: URL,
            login: String,
            id: Int,
            starredURL: String,
            eventsURL: String,
            followersURL: URL,
            followingURL: URL
        ) {
            self.url = url
            self.gistsURL = gistsURL
            self.gravatarID = gravatarID
            self.type = type
            self.avatarURL = avatarURL
            self.subscriptionsURL = subscriptionsURL
            self.organizationsURL = organizationsURL
            self.receivedEventsURL = receivedEventsURL
            self.reposURL = reposURL
            self.login = login
            self.id = id
            self.starredURL = starredURL
            self.eventsURL = eventsURL
            self.followersURL = followersURL
            self.followingURL = followingURL
        }
    }

    public struct Issue: Codable, Sendable, Hashable {
        public var user: Owner
        public var url: URL
        public var labels: [JSONValue]
        public var htmlURL: URL
        public var labelsURL: String
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
        public var eventsURL: URL
        public var commentsURL: URL
        public var comments: Int

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

        public init(
            user: Owner,
            url: URL,
            labels: [JSONValue],
            htmlURL: URL,
            labelsURL: String,
            pullRequest: PullRequest,
            createdAt: Date,
            closedAt: Date? = nil,
            milestone: JSONValue? = nil,
            title: String,
            body: String,
            updatedAt: Date,
            number: Int,
            state: String,
            assignee: Owner? = nil,
            id: Int,
            eventsURL: URL,
            commentsURL: URL,
            comments: Int
        ) {
            self.user = user
            self.url = url
            self.labels = labels
            self.htmlURL = htmlURL
            self.labelsURL = labelsURL
            self.pullRequest = pullRequest
            self.createdAt = createdAt
            self.closedAt = closedAt
            self.milestone = milestone
            self.title = title
            self.body = body
            self.updatedAt = updatedAt
            self.number = number
            self.state = state
            self.assignee = assignee
            self.id = id
            self.eventsURL = eventsURL
            self.commentsURL = commentsURL
            self.comments = comments
        }
    }

    public struct PullRequest: Codable, Sendable, Hashable {
        public var htmlURL: JSONValue?  // only null in the samples
        public var patchURL: JSONValue?  // only null in the samples
        public var diffURL: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case htmlURL = "html_url"
            case patchURL = "patch_url"
            case diffURL = "diff_url"
        }

        public init(htmlURL: JSONValue? = nil, patchURL: JSONValue? = nil, diffURL: JSONValue? = nil) {
            self.htmlURL = htmlURL
            self.patchURL = patchURL
            self.diffURL = diffURL
        }
    }

    public struct Page: Codable, Sendable, Hashable {
        public var pageName: String
        public var htmlURL: URL
        public var title: String
        public var sha: String
        public var summary: JSONValue?  // only null in the samples
        public var action: String

        enum CodingKeys: String, CodingKey {
            case title, sha, summary, action
            case pageName = "page_name"
            case htmlURL = "html_url"
        }

        public init(pageName: String, htmlURL: URL, title: String, sha: String, summary: JSONValue? = nil, action: String) {
            self.pageName = pageName
            self.htmlURL = htmlURL
            self.title = title
            self.sha = sha
            self.summary = summary
            self.action = action
        }
    }
}
