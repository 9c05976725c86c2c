// Models for twitter.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace TwitterSnakeCase --snake-case-strategy --conformances Sendable,Equatable twitter.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(TwitterSnakeCase.Twitter.self, from: data)`.
// Set `keyDecodingStrategy = .convertFromSnakeCase` on the decoder and `keyEncodingStrategy = .convertToSnakeCase`
// on the encoder: the models rely on them for their keys.

import Foundation
import Strata

enum TwitterSnakeCase {
    struct Twitter: JSONSerializing, Sendable, Equatable {
        var statuses: [Status]
        var searchMetadata: SearchMetadata
    }

    struct Status: JSONSerializing, AdjustsEncodedJSON, Sendable, Equatable {
        var metadata: Metadata
        var createdAt: String
        var id: Int
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: User
        var geo: JSONValue?  // only null in the samples
        var coordinates: JSONValue?  // only null in the samples
        var place: JSONValue?  // only null in the samples
        var contributors: JSONValue?  // only null in the samples
        var retweetCount: Int
        var favoriteCount: Int
        var entities: StatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var retweetedStatus: RetweetedStatus?
        var possiblySensitive: Bool?

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        /// Leaves out what the samples leave out: the model writes its other nil properties as null.
        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            if retweetedStatus == nil { json["retweeted_status"] = nil }
            if possiblySensitive == nil { json["possibly_sensitive"] = nil }
        }
    }

    struct Metadata: JSONSerializing, Sendable, Equatable {
        var resultType: String
        var isoLanguageCode: String
    }

    struct User: JSONSerializing, AdjustsEncodedJSON, Sendable, Equatable {
        var id: Int
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL?
        var entities: Entities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: Int?
        var timeZone: String?
        var geoEnabled: Bool
        var verified: Bool
        var statusesCount: Int
        var lang: String
        var contributorsEnabled: Bool
        var isTranslator: Bool
        var isTranslationEnabled: Bool
        var profileBackgroundColor: String
        var profileBackgroundImageUrl: URL
        var profileBackgroundImageUrlHttps: URL
        var profileBackgroundTile: Bool
        var profileImageUrl: URL
        var profileImageUrlHttps: URL
        var profileBannerUrl: URL?
        var profileLinkColor: String
        var profileSidebarBorderColor: String
        var profileSidebarFillColor: String
        var profileTextColor: String
        var profileUseBackgroundImage: Bool
        var defaultProfile: Bool
        var defaultProfileImage: Bool
        var following: Bool
        var followRequestSent: Bool
        var notifications: Bool

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        /// Leaves out what the samples leave out: the model writes its other nil properties as null.
        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            if profileBannerUrl == nil { json["profile_banner_url"] = nil }
        }
    }

    struct Entities: JSONSerializing, Sendable, Equatable {
        var description: Description
        var url: Description?
    }

    struct Description: JSONSerializing, Sendable, Equatable {
        var urls: [DescriptionURL]
    }

    struct DescriptionURL: JSONSerializing, Sendable, Equatable {
        var url: URL
        var expandedUrl: URL
        var displayUrl: String
        var indices: [Int]
    }

    struct StatusEntities: JSONSerializing, Sendable, Equatable {
        var hashtags: [Hashtag]
        var symbols: [JSONValue]
        var urls: [DescriptionURL]
        var userMentions: [UserMention]
        var media: [MediaItem]?
    }

    struct Hashtag: JSONSerializing, Sendable, Equatable {
        var text: String
        var indices: [Int]
    }

    struct UserMention: JSONSerializing, Sendable, Equatable {
        var screenName: String
        var name: String
        var id: Int
        var idStr: String
        var indices: [Int]
    }

    struct MediaItem: JSONSerializing, Sendable, Equatable {
        var id: Int
        var idStr: String
        var indices: [Int]
        var mediaUrl: URL
        var mediaUrlHttps: URL
        var url: URL
        var displayUrl: String
        var expandedUrl: URL
        var type: String
        var sizes: Sizes
        var sourceStatusId: Int?
        var sourceStatusIdStr: String?
    }

    struct Sizes: JSONSerializing, Sendable, Equatable {
        var medium: Medium
        var small: Medium
        var thumb: Medium
        var large: Medium
    }

    struct Medium: JSONSerializing, Sendable, Equatable {
        var w: Int
        var h: Int
        var resize: String
    }

    struct RetweetedStatus: JSONSerializing, AdjustsEncodedJSON, Sendable, Equatable {
        var metadata: Metadata
        var createdAt: String
        var id: Int
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: User
        var geo: JSONValue?  // only null in the samples
        var coordinates: JSONValue?  // only null in the samples
        var place: JSONValue?  // only null in the samples
        var contributors: JSONValue?  // only null in the samples
        var retweetCount: Int
        var favoriteCount: Int
        var entities: StatusEntities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool?
        var lang: String

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        /// Leaves out what the samples leave out: the model writes its other nil properties as null.
        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            if possiblySensitive == nil { json["possibly_sensitive"] = nil }
        }
    }

    struct SearchMetadata: JSONSerializing, Sendable, Equatable {
        var completedIn: Double
        var maxId: Int
        var maxIdStr: String
        var nextResults: String
        var query: String
        var refreshUrl: String
        var count: Int
        var sinceId: Int
        var sinceIdStr: String
    }
}
