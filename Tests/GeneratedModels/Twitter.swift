// Models for twitter.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace TwitterModels twitter.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(TwitterModels.Twitter.self, from: data)`.

import Foundation
import Strata

enum TwitterModels {
    struct Twitter: JSONSerializing, Sendable {
        var statuses: [Status]
        var searchMetadata: SearchMetadata

        enum CodingKeys: String, CodingKey {
            case statuses
            case searchMetadata = "search_metadata"
        }
    }

    struct Status: JSONSerializing, AdjustsEncodedJSON, Sendable {
        var metadata: Metadata
        var createdAt: String
        var id: Int
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusID: Int?
        var inReplyToStatusIDStr: String?
        var inReplyToUserID: Int?
        var inReplyToUserIDStr: String?
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

        enum CodingKeys: String, CodingKey {
            case metadata, id, text, source, truncated, user, geo, coordinates, place, contributors, entities, favorited, retweeted, lang
            case createdAt = "created_at"
            case idStr = "id_str"
            case inReplyToStatusID = "in_reply_to_status_id"
            case inReplyToStatusIDStr = "in_reply_to_status_id_str"
            case inReplyToUserID = "in_reply_to_user_id"
            case inReplyToUserIDStr = "in_reply_to_user_id_str"
            case inReplyToScreenName = "in_reply_to_screen_name"
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case retweetedStatus = "retweeted_status"
            case possiblySensitive = "possibly_sensitive"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        /// Leaves out what the samples leave out: the model writes its other nil properties as null.
        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            if retweetedStatus == nil { json["retweeted_status"] = nil }
            if possiblySensitive == nil { json["possibly_sensitive"] = nil }
        }
    }

    struct Metadata: JSONSerializing, Sendable {
        var resultType: String
        var isoLanguageCode: String

        enum CodingKeys: String, CodingKey {
            case resultType = "result_type"
            case isoLanguageCode = "iso_language_code"
        }
    }

    struct User: JSONSerializing, AdjustsEncodedJSON, Sendable {
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
        var profileBackgroundImageURL: URL
        var profileBackgroundImageURLHTTPS: URL
        var profileBackgroundTile: Bool
        var profileImageURL: URL
        var profileImageURLHTTPS: URL
        var profileBannerURL: URL?
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

        enum CodingKeys: String, CodingKey {
            case id, name, location, description, url, entities, protected, verified, lang, following, notifications
            case idStr = "id_str"
            case screenName = "screen_name"
            case followersCount = "followers_count"
            case friendsCount = "friends_count"
            case listedCount = "listed_count"
            case createdAt = "created_at"
            case favouritesCount = "favourites_count"
            case utcOffset = "utc_offset"
            case timeZone = "time_zone"
            case geoEnabled = "geo_enabled"
            case statusesCount = "statuses_count"
            case contributorsEnabled = "contributors_enabled"
            case isTranslator = "is_translator"
            case isTranslationEnabled = "is_translation_enabled"
            case profileBackgroundColor = "profile_background_color"
            case profileBackgroundImageURL = "profile_background_image_url"
            case profileBackgroundImageURLHTTPS = "profile_background_image_url_https"
            case profileBackgroundTile = "profile_background_tile"
            case profileImageURL = "profile_image_url"
            case profileImageURLHTTPS = "profile_image_url_https"
            case profileBannerURL = "profile_banner_url"
            case profileLinkColor = "profile_link_color"
            case profileSidebarBorderColor = "profile_sidebar_border_color"
            case profileSidebarFillColor = "profile_sidebar_fill_color"
            case profileTextColor = "profile_text_color"
            case profileUseBackgroundImage = "profile_use_background_image"
            case defaultProfile = "default_profile"
            case defaultProfileImage = "default_profile_image"
            case followRequestSent = "follow_request_sent"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        /// Leaves out what the samples leave out: the model writes its other nil properties as null.
        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            if profileBannerURL == nil { json["profile_banner_url"] = nil }
        }
    }

    struct Entities: JSONSerializing, Sendable {
        var description: Description
        var url: Description?
    }

    struct Description: JSONSerializing, Sendable {
        var urls: [DescriptionURL]
    }

    struct DescriptionURL: JSONSerializing, Sendable {
        var url: URL
        var expandedURL: URL
        var displayURL: String
        var indices: [Int]

        enum CodingKeys: String, CodingKey {
            case url, indices
            case expandedURL = "expanded_url"
            case displayURL = "display_url"
        }
    }

    struct StatusEntities: JSONSerializing, Sendable {
        var hashtags: [Hashtag]
        var symbols: [JSONValue]
        var urls: [DescriptionURL]
        var userMentions: [UserMention]
        var media: [MediaItem]?

        enum CodingKeys: String, CodingKey {
            case hashtags, symbols, urls, media
            case userMentions = "user_mentions"
        }
    }

    struct Hashtag: JSONSerializing, Sendable {
        var text: String
        var indices: [Int]
    }

    struct UserMention: JSONSerializing, Sendable {
        var screenName: String
        var name: String
        var id: Int
        var idStr: String
        var indices: [Int]

        enum CodingKeys: String, CodingKey {
            case name, id, indices
            case screenName = "screen_name"
            case idStr = "id_str"
        }
    }

    struct MediaItem: JSONSerializing, Sendable {
        var id: Int
        var idStr: String
        var indices: [Int]
        var mediaURL: URL
        var mediaURLHTTPS: URL
        var url: URL
        var displayURL: String
        var expandedURL: URL
        var type: String
        var sizes: Sizes
        var sourceStatusID: Int?
        var sourceStatusIDStr: String?

        enum CodingKeys: String, CodingKey {
            case id, indices, url, type, sizes
            case idStr = "id_str"
            case mediaURL = "media_url"
            case mediaURLHTTPS = "media_url_https"
            case displayURL = "display_url"
            case expandedURL = "expanded_url"
            case sourceStatusID = "source_status_id"
            case sourceStatusIDStr = "source_status_id_str"
        }
    }

    struct Sizes: JSONSerializing, Sendable {
        var medium: Medium
        var small: Medium
        var thumb: Medium
        var large: Medium
    }

    struct Medium: JSONSerializing, Sendable {
        var w: Int
        var h: Int
        var resize: String
    }

    struct RetweetedStatus: JSONSerializing, AdjustsEncodedJSON, Sendable {
        var metadata: Metadata
        var createdAt: String
        var id: Int
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusID: Int?
        var inReplyToStatusIDStr: String?
        var inReplyToUserID: Int?
        var inReplyToUserIDStr: String?
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

        enum CodingKeys: String, CodingKey {
            case metadata, id, text, source, truncated, user, geo, coordinates, place, contributors, entities, favorited, retweeted, lang
            case createdAt = "created_at"
            case idStr = "id_str"
            case inReplyToStatusID = "in_reply_to_status_id"
            case inReplyToStatusIDStr = "in_reply_to_status_id_str"
            case inReplyToUserID = "in_reply_to_user_id"
            case inReplyToUserIDStr = "in_reply_to_user_id_str"
            case inReplyToScreenName = "in_reply_to_screen_name"
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case possiblySensitive = "possibly_sensitive"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        /// Leaves out what the samples leave out: the model writes its other nil properties as null.
        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            if possiblySensitive == nil { json["possibly_sensitive"] = nil }
        }
    }

    struct SearchMetadata: JSONSerializing, Sendable {
        var completedIn: Double
        var maxID: Int
        var maxIDStr: String
        var nextResults: String
        var query: String
        var refreshURL: String
        var count: Int
        var sinceID: Int
        var sinceIDStr: String

        enum CodingKeys: String, CodingKey {
            case query, count
            case completedIn = "completed_in"
            case maxID = "max_id"
            case maxIDStr = "max_id_str"
            case nextResults = "next_results"
            case refreshURL = "refresh_url"
            case sinceID = "since_id"
            case sinceIDStr = "since_id_str"
        }
    }
}
