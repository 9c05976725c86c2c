// Codable model of the `github_events.json` benchmark corpus (30 events of the GitHub
// public events API). Every key that occurs anywhere in the document is a stored
// property, so a decode visits the whole document. An event's `payload` has a different
// shape for each event `type`; `GitHubEvent.Payload` is a union chosen by `type`, the way
// a client of the API would model it.

/// The whole document: a list of events.
public typealias GitHubEvents = [GitHubEvent]

/// One element of the document: an event of the GitHub public events API.
public struct GitHubEvent: Codable, Equatable, Sendable {
    public var id: String
    /// `"PushEvent"`, `"WatchEvent"`, …: decides the shape of ``payload``.
    public var type: String
    public var actor: Account
    public var repo: Repository
    /// Present only on events in an organization's repository.
    public var org: Account?
    public var isPublic: Bool
    public var createdAt: String
    public var payload: Payload

    enum CodingKeys: String, CodingKey {
        case id
        case type
        case actor
        case repo
        case org
        case isPublic = "public"
        case createdAt = "created_at"
        case payload
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        type = try container.decode(String.self, forKey: .type)
        actor = try container.decode(Account.self, forKey: .actor)
        repo = try container.decode(Repository.self, forKey: .repo)
        org = try container.decodeIfPresent(Account.self, forKey: .org)
        isPublic = try container.decode(Bool.self, forKey: .isPublic)
        createdAt = try container.decode(String.self, forKey: .createdAt)
        switch type {
        case "PushEvent": payload = .push(try container.decode(PushPayload.self, forKey: .payload))
        case "CreateEvent": payload = .create(try container.decode(CreatePayload.self, forKey: .payload))
        case "ForkEvent": payload = .fork(try container.decode(ForkPayload.self, forKey: .payload))
        case "WatchEvent": payload = .watch(try container.decode(WatchPayload.self, forKey: .payload))
        case "GollumEvent": payload = .gollum(try container.decode(GollumPayload.self, forKey: .payload))
        case "IssuesEvent": payload = .issues(try container.decode(IssuesPayload.self, forKey: .payload))
        case "IssueCommentEvent": payload = .issueComment(try container.decode(IssueCommentPayload.self, forKey: .payload))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "Unknown event type \(type).")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(type, forKey: .type)
        try container.encode(actor, forKey: .actor)
        try container.encode(repo, forKey: .repo)
        try container.encodeIfPresent(org, forKey: .org)
        try container.encode(isPublic, forKey: .isPublic)
        try container.encode(createdAt, forKey: .createdAt)
        switch payload {
        case .push(let payload): try container.encode(payload, forKey: .payload)
        case .create(let payload): try container.encode(payload, forKey: .payload)
        case .fork(let payload): try container.encode(payload, forKey: .payload)
        case .watch(let payload): try container.encode(payload, forKey: .payload)
        case .gollum(let payload): try container.encode(payload, forKey: .payload)
        case .issues(let payload): try container.encode(payload, forKey: .payload)
        case .issueComment(let payload): try container.encode(payload, forKey: .payload)
        }
    }
}

extension GitHubEvent {
    /// An event's `payload`, one case per event type in the corpus.
    public enum Payload: Equatable, Sendable {
        case push(PushPayload)
        case create(CreatePayload)
        case fork(ForkPayload)
        case watch(WatchPayload)
        case gollum(GollumPayload)
        case issues(IssuesPayload)
        case issueComment(IssueCommentPayload)
    }

    /// The short form of a user or organization: an event's `actor` and `org`.
    public struct Account: Codable, Equatable, Sendable {
        public var id: Int
        public var login: String
        public var gravatarId: String
        public var url: String
        public var avatarUrl: String

        enum CodingKeys: String, CodingKey {
            case id
            case login
            case gravatarId = "gravatar_id"
            case url
            case avatarUrl = "avatar_url"
        }
    }

    /// An event's `repo`.
    public struct Repository: Codable, Equatable, Sendable {
        public var id: Int
        public var name: String
        public var url: String
    }

    /// The full form of a user: an issue's or comment's `user`, an issue's `assignee`,
    /// a fork's `owner`.
    public struct User: Codable, Equatable, Sendable {
        public var url: String
        public var gistsUrl: String
        public var gravatarId: String
        public var type: String
        public var avatarUrl: String
        public var subscriptionsUrl: String
        public var receivedEventsUrl: String
        public var organizationsUrl: String
        public var reposUrl: String
        public var login: String
        public var id: Int
        public var starredUrl: String
        public var eventsUrl: String
        public var followersUrl: String
        public var followingUrl: String

        enum CodingKeys: String, CodingKey {
            case url
            case gistsUrl = "gists_url"
            case gravatarId = "gravatar_id"
            case type
            case avatarUrl = "avatar_url"
            case subscriptionsUrl = "subscriptions_url"
            case receivedEventsUrl = "received_events_url"
            case organizationsUrl = "organizations_url"
            case reposUrl = "repos_url"
            case login
            case id
            case starredUrl = "starred_url"
            case eventsUrl = "events_url"
            case followersUrl = "followers_url"
            case followingUrl = "following_url"
        }
    }

    // MARK: Payloads

    /// `PushEvent`: commits pushed to a branch.
    public struct PushPayload: Codable, Equatable, Sendable {
        public var commits: [Commit]
        public var distinctSize: Int
        public var ref: String
        public var pushId: Int
        public var head: String
        public var before: String
        public var size: Int

        enum CodingKeys: String, CodingKey {
            case commits
            case distinctSize = "distinct_size"
            case ref
            case pushId = "push_id"
            case head
            case before
            case size
        }
    }

    /// An element of a push's `commits`.
    public struct Commit: Codable, Equatable, Sendable {
        public var url: String
        public var message: String
        public var distinct: Bool
        public var sha: String
        public var author: CommitAuthor

        enum CodingKeys: String, CodingKey {
            case url
            case message
            case distinct
            case sha
            case author
        }
    }

    /// A commit's `author`.
    public struct CommitAuthor: Codable, Equatable, Sendable {
        public var email: String
        public var name: String
    }

    /// `CreateEvent`: a repository, branch or tag was created.
    public struct CreatePayload: Codable, Equatable, Sendable {
        public var ref: String?
        public var refType: String
        public var masterBranch: String
        public var description: String

        enum CodingKeys: String, CodingKey {
            case ref
            case refType = "ref_type"
            case masterBranch = "master_branch"
            case description
        }
    }

    /// `ForkEvent`: the new fork.
    public struct ForkPayload: Codable, Equatable, Sendable {
        public var forkee: Forkee
    }

    /// A fork's repository, in full.
    public struct Forkee: Codable, Equatable, Sendable {
        public var description: String
        public var fork: Bool
        public var url: String
        public var language: String
        public var stargazersUrl: String
        public var cloneUrl: String
        public var tagsUrl: String
        public var fullName: String
        public var mergesUrl: String
        public var forks: Int
        public var isPrivate: Bool
        public var gitRefsUrl: String
        public var archiveUrl: String
        public var collaboratorsUrl: String
        public var owner: User
        public var languagesUrl: String
        public var treesUrl: String
        public var labelsUrl: String
        public var htmlUrl: String
        public var pushedAt: String
        public var createdAt: String
        public var hasIssues: Bool
        public var forksUrl: String
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
        public var updatedAt: String
        public var statusesUrl: String
        public var forksCount: Int
        public var assigneesUrl: String
        public var sshUrl: String
        public var isPublic: Bool
        public var hasWiki: Bool
        public var subscribersUrl: String
        public var mirrorUrl: String?
        public var watchersCount: Int
        public var id: Int
        public var hasDownloads: Bool
        public var gitCommitsUrl: String
        public var downloadsUrl: String
        public var pullsUrl: String
        public var homepage: String?
        public var issueCommentUrl: String
        public var hooksUrl: String
        public var subscriptionUrl: String
        public var milestonesUrl: String
        public var svnUrl: String
        public var eventsUrl: String
        public var gitTagsUrl: String
        public var teamsUrl: String
        public var commentsUrl: String
        public var openIssuesCount: Int
        public var keysUrl: String
        public var gitUrl: String
        public var contributorsUrl: String
        public var size: Int
        public var watchers: Int

        enum CodingKeys: String, CodingKey {
            case description
            case fork
            case url
            case language
            case stargazersUrl = "stargazers_url"
            case cloneUrl = "clone_url"
            case tagsUrl = "tags_url"
            case fullName = "full_name"
            case mergesUrl = "merges_url"
            case forks
            case isPrivate = "private"
            case gitRefsUrl = "git_refs_url"
            case archiveUrl = "archive_url"
            case collaboratorsUrl = "collaborators_url"
            case owner
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
            case name
            case updatedAt = "updated_at"
            case statusesUrl = "statuses_url"
            case forksCount = "forks_count"
            case assigneesUrl = "assignees_url"
            case sshUrl = "ssh_url"
            case isPublic = "public"
            case hasWiki = "has_wiki"
            case subscribersUrl = "subscribers_url"
            case mirrorUrl = "mirror_url"
            case watchersCount = "watchers_count"
            case id
            case hasDownloads = "has_downloads"
            case gitCommitsUrl = "git_commits_url"
            case downloadsUrl = "downloads_url"
            case pullsUrl = "pulls_url"
            case homepage
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
            case size
            case watchers
        }
    }

    /// `WatchEvent`: someone starred the repository.
    public struct WatchPayload: Codable, Equatable, Sendable {
        public var action: String
    }

    /// `GollumEvent`: wiki pages created or edited.
    public struct GollumPayload: Codable, Equatable, Sendable {
        public var pages: [WikiPage]
    }

    /// An element of a wiki event's `pages`.
    public struct WikiPage: Codable, Equatable, Sendable {
        public var pageName: String
        public var htmlUrl: String
        public var title: String
        public var sha: String
        public var summary: String?
        public var action: String

        enum CodingKeys: String, CodingKey {
            case pageName = "page_name"
            case htmlUrl = "html_url"
            case title
            case sha
            case summary
            case action
        }
    }

    /// `IssuesEvent`: an issue opened, closed, …
    public struct IssuesPayload: Codable, Equatable, Sendable {
        public var action: String
        public var issue: Issue
    }

    /// `IssueCommentEvent`: a comment on an issue.
    public struct IssueCommentPayload: Codable, Equatable, Sendable {
        public var action: String
        public var issue: Issue
        public var comment: Comment
    }

    /// An issue, as in the issue events.
    public struct Issue: Codable, Equatable, Sendable {
        public var user: User
        public var url: String
        public var labels: [Label]
        public var htmlUrl: String
        public var labelsUrl: String
        public var pullRequest: PullRequestLinks
        public var createdAt: String
        public var closedAt: String?
        public var milestone: Milestone?
        public var title: String
        public var body: String
        public var updatedAt: String
        public var number: Int
        public var state: String
        public var assignee: User?
        public var id: Int
        public var eventsUrl: String
        public var commentsUrl: String
        public var comments: Int

        enum CodingKeys: String, CodingKey {
            case user
            case url
            case labels
            case htmlUrl = "html_url"
            case labelsUrl = "labels_url"
            case pullRequest = "pull_request"
            case createdAt = "created_at"
            case closedAt = "closed_at"
            case milestone
            case title
            case body
            case updatedAt = "updated_at"
            case number
            case state
            case assignee
            case id
            case eventsUrl = "events_url"
            case commentsUrl = "comments_url"
            case comments
        }
    }

    /// An issue's `labels` element (always an empty list in this corpus).
    public struct Label: Codable, Equatable, Sendable {
        public var url: String
        public var name: String
        public var color: String
    }

    /// An issue's `milestone` (always `null` in this corpus).
    public struct Milestone: Codable, Equatable, Sendable {
        public var url: String
        public var number: Int
        public var title: String
        public var state: String
    }

    /// An issue's `pull_request` links (all `null` in this corpus: the issues are not
    /// pull requests).
    public struct PullRequestLinks: Codable, Equatable, Sendable {
        public var htmlUrl: String?
        public var diffUrl: String?
        public var patchUrl: String?

        enum CodingKeys: String, CodingKey {
            case htmlUrl = "html_url"
            case diffUrl = "diff_url"
            case patchUrl = "patch_url"
        }
    }

    /// An issue comment's `comment`.
    public struct Comment: Codable, Equatable, Sendable {
        public var user: User
        public var url: String
        public var issueUrl: String
        public var createdAt: String
        public var body: String
        public var updatedAt: String
        public var id: Int

        enum CodingKeys: String, CodingKey {
            case user
            case url
            case issueUrl = "issue_url"
            case createdAt = "created_at"
            case body
            case updatedAt = "updated_at"
            case id
        }
    }
}
