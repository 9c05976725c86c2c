import Foundation
import Strata

/// Mantle's README example, as a `JSONSerializing` value type: dotted coding keys for
/// key paths, per-key transformers for the state and the date, and a local property
/// never read from or written to JSON.
struct GHIssue: JSONSerializing, Equatable {
    enum State: Int, Codable, Sendable {
        case open
        case closed
    }

    var url: URL
    var htmlURL: URL
    var number: Int
    var state: State
    var reporterLogin: String
    var assignee: GHUser?
    var updatedAt: Date
    var title: String
    var body: String?
    @JSONIgnored var retrievedAt: Date? = nil

    enum CodingKeys: String, CodingKey {
        case url, number, state, assignee, title, body, retrievedAt
        case htmlURL = "html_url"
        case reporterLogin = "user.login"
        case updatedAt = "updated_at"
    }

    static func transformer(forKey key: String) -> (any Transformer)? {
        switch key {
        case "state": return ValueMappingTransformer(["open": State.open, "closed": State.closed])
        case "updated_at": return DateFormatTransformer(format: "yyyy-MM-dd'T'HH:mm:ss'Z'")
        default: return nil
        }
    }

    mutating func didDecode() throws {
        retrievedAt = Date()
    }

    /// Equal apart from when each was retrieved.
    static func == (lhs: GHIssue, rhs: GHIssue) -> Bool {
        lhs.url == rhs.url && lhs.htmlURL == rhs.htmlURL && lhs.number == rhs.number && lhs.state == rhs.state
            && lhs.reporterLogin == rhs.reporterLogin && lhs.assignee == rhs.assignee && lhs.updatedAt == rhs.updatedAt
            && lhs.title == rhs.title && lhs.body == rhs.body
    }
}

/// A GitHub user, the nested model.
struct GHUser: JSONSerializing, Equatable {
    var login: String
    var id: Int
    var avatarURL: URL
    var siteAdmin: Bool

    enum CodingKeys: String, CodingKey {
        case login, id
        case avatarURL = "avatar_url"
        case siteAdmin = "site_admin"
    }
}
