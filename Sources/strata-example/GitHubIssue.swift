import Foundation
import Strata

/// The issue model of Mantle's README, written for Strata: properties map to JSON key
/// paths, the state and the update date go through transformers, `assignee` is a nested
/// model, and `retrievedAt` is set locally and never read from or written to JSON.
struct GHIssue: JSONSerializing {
    enum State: Int, Codable {
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
}

/// A user, written inline with `@JSONKey`; the prototype tells Strata the key paths.
struct GHUser: JSONSerializing {
    @JSONKey("login") var login = ""
    @JSONKey("avatar_url") var avatarURL = ""
    @JSONKey("site_admin", "is_admin") var isAdmin = false

    static let prototype: GHUser? = GHUser()
}
