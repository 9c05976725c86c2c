// Codable model of the `twitter.json` benchmark corpus (a Twitter v1.1 search API
// response with 100 statuses). Every key that occurs anywhere in the document is a
// stored property, so a decode visits the whole document.

/// A heap-allocated box that lets a value type hold a value of its own type.
///
/// A struct cannot store an `Optional<Self>` directly (its size would be infinite).
/// `Status.retweetedStatus` is therefore typed `Indirect<Status>?`: the `indirect`
/// case is stored out of line, so `Status` keeps a fixed size. The box is invisible
/// in JSON — it decodes from and encodes to exactly the wrapped value — and it is
/// `Equatable`/`Sendable`/`Codable` whenever the wrapped type is.
public indirect enum Indirect<Wrapped> {
    case wrapped(Wrapped)

    /// Boxes `value`.
    public init(_ value: Wrapped) {
        self = .wrapped(value)
    }

    /// The boxed value.
    public var value: Wrapped {
        get {
            switch self {
            case .wrapped(let value): return value
            }
        }
        set {
            self = .wrapped(newValue)
        }
    }
}

extension Indirect: Equatable where Wrapped: Equatable {}
extension Indirect: Sendable where Wrapped: Sendable {}

extension Indirect: Decodable where Wrapped: Decodable {
    public init(from decoder: any Decoder) throws {
        self = .wrapped(try Wrapped(from: decoder))
    }
}

extension Indirect: Encodable where Wrapped: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

/// The whole document: the top-level object with `statuses` and `search_metadata`.
public struct TwitterTimeline: Codable, Equatable, Sendable {
    public var statuses: [Status]
    public var searchMetadata: SearchMetadata

    public init(statuses: [Status], searchMetadata: SearchMetadata) {
        self.statuses = statuses
        self.searchMetadata = searchMetadata
    }

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }
}

extension TwitterTimeline {
    /// One tweet: an element of `statuses`, or the object under `retweeted_status`.
    public struct Status: Codable, Equatable, Sendable {
        public var metadata: Metadata
        public var createdAt: String
        public var id: Int64
        public var idStr: String
        public var text: String
        public var source: String
        public var truncated: Bool
        public var inReplyToStatusId: Int64?
        public var inReplyToStatusIdStr: String?
        public var inReplyToUserId: Int64?
        public var inReplyToUserIdStr: String?
        public var inReplyToScreenName: String?
        public var user: User
        /// Always `null` in this corpus.
        public var geo: String?
        /// Always `null` in this corpus.
        public var coordinates: String?
        /// Always `null` in this corpus.
        public var place: String?
        /// Always `null` in this corpus (in the API it is a list of user ids).
        public var contributors: [Int64]?
        /// The original tweet when this status is a retweet (boxed; see ``Indirect``).
        public var retweetedStatus: Indirect<Status>?
        public var retweetCount: Int
        public var favoriteCount: Int
        public var entities: Entities
        public var favorited: Bool
        public var retweeted: Bool
        /// Present only on statuses that contain links or media.
        public var possiblySensitive: Bool?
        public var lang: String

        public init(
            metadata: Metadata,
            createdAt: String,
            id: Int64,
            idStr: String,
            text: String,
            source: String,
            truncated: Bool,
            inReplyToStatusId: Int64?,
            inReplyToStatusIdStr: String?,
            inReplyToUserId: Int64?,
            inReplyToUserIdStr: String?,
            inReplyToScreenName: String?,
            user: User,
            geo: String?,
            coordinates: String?,
            place: String?,
            contributors: [Int64]?,
            retweetedStatus: Indirect<Status>?,
            retweetCount: Int,
            favoriteCount: Int,
            entities: Entities,
            favorited: Bool,
            retweeted: Bool,
            possiblySensitive: Bool?,
            lang: String
        ) {
            self.metadata = metadata
            self.createdAt = createdAt
            self.id = id
            self.idStr = idStr
            self.text = text
            self.source = source
            self.truncated = truncated
            self.inReplyToStatusId = inReplyToStatusId
            self.inReplyToStatusIdStr = inReplyToStatusIdStr
            self.inReplyToUserId = inReplyToUserId
            self.inReplyToUserIdStr = inReplyToUserIdStr
            self.inReplyToScreenName = inReplyToScreenName
            self.user = user
            self.geo = geo
            self.coordinates = coordinates
            self.place = place
            self.contributors = contributors
            self.retweetedStatus = retweetedStatus
            self.retweetCount = retweetCount
            self.favoriteCount = favoriteCount
            self.entities = entities
            self.favorited = favorited
            self.retweeted = retweeted
            self.possiblySensitive = possiblySensitive
            self.lang = lang
        }

        enum CodingKeys: String, CodingKey {
            case metadata
            case createdAt = "created_at"
            case id
            case idStr = "id_str"
            case text
            case source
            case truncated
            case inReplyToStatusId = "in_reply_to_status_id"
            case inReplyToStatusIdStr = "in_reply_to_status_id_str"
            case inReplyToUserId = "in_reply_to_user_id"
            case inReplyToUserIdStr = "in_reply_to_user_id_str"
            case inReplyToScreenName = "in_reply_to_screen_name"
            case user
            case geo
            case coordinates
            case place
            case contributors
            case retweetedStatus = "retweeted_status"
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case entities
            case favorited
            case retweeted
            case possiblySensitive = "possibly_sensitive"
            case lang
        }
    }

    /// A status's `metadata` object (search result type and language).
    public struct Metadata: Codable, Equatable, Sendable {
        public var resultType: String
        public var isoLanguageCode: String

        public init(resultType: String, isoLanguageCode: String) {
            self.resultType = resultType
            self.isoLanguageCode = isoLanguageCode
        }

        enum CodingKeys: String, CodingKey {
            case resultType = "result_type"
            case isoLanguageCode = "iso_language_code"
        }
    }

    /// A status's `user` object (the author's profile).
    public struct User: Codable, Equatable, Sendable {
        public var id: Int64
        public var idStr: String
        public var name: String
        public var screenName: String
        public var location: String
        public var description: String
        public var url: String?
        public var entities: UserEntities
        public var protected: Bool
        public var followersCount: Int
        public var friendsCount: Int
        public var listedCount: Int
        public var createdAt: String
        public var favouritesCount: Int
        public var utcOffset: Int?
        public var timeZone: String?
        public var geoEnabled: Bool
        public var verified: Bool
        public var statusesCount: Int
        public var lang: String
        public var contributorsEnabled: Bool
        public var isTranslator: Bool
        public var isTranslationEnabled: Bool
        public var profileBackgroundColor: String
        public var profileBackgroundImageUrl: String
        public var profileBackgroundImageUrlHttps: String
        public var profileBackgroundTile: Bool
        public var profileImageUrl: String
        public var profileImageUrlHttps: String
        /// Missing for users without a banner.
        public var profileBannerUrl: String?
        public var profileLinkColor: String
        public var profileSidebarBorderColor: String
        public var profileSidebarFillColor: String
        public var profileTextColor: String
        public var profileUseBackgroundImage: Bool
        public var defaultProfile: Bool
        public var defaultProfileImage: Bool
        public var following: Bool
        public var followRequestSent: Bool
        public var notifications: Bool

        public init(
            id: Int64,
            idStr: String,
            name: String,
            screenName: String,
            location: String,
            description: String,
            url: String?,
            entities: UserEntities,
            protected: Bool,
            followersCount: Int,
            friendsCount: Int,
            listedCount: Int,
            createdAt: String,
            favouritesCount: Int,
            utcOffset: Int?,
            timeZone: String?,
            geoEnabled: Bool,
            verified: Bool,
            statusesCount: Int,
            lang: String,
            contributorsEnabled: Bool,
            isTranslator: Bool,
            isTranslationEnabled: Bool,
            profileBackgroundColor: String,
            profileBackgroundImageUrl: String,
            profileBackgroundImageUrlHttps: String,
            profileBackgroundTile: Bool,
            profileImageUrl: String,
            profileImageUrlHttps: String,
            profileBannerUrl: String?,
            profileLinkColor: String,
            profileSidebarBorderColor: String,
            profileSidebarFillColor: String,
            profileTextColor: String,
            profileUseBackgroundImage: Bool,
            defaultProfile: Bool,
            defaultProfileImage: Bool,
            following: Bool,
            followRequestSent: Bool,
            notifications: Bool
        ) {
            self.id = id
            self.idStr = idStr
            self.name = name
            self.screenName = screenName
            self.location = location
            self.description = description
            self.url = url
            self.entities = entities
            self.protected = protected
            self.followersCount = followersCount
            self.friendsCount = friendsCount
            self.listedCount = listedCount
            self.createdAt = createdAt
            self.favouritesCount = favouritesCount
            self.utcOffset = utcOffset
            self.timeZone = timeZone
            self.geoEnabled = geoEnabled
            self.verified = verified
            self.statusesCount = statusesCount
            self.lang = lang
            self.contributorsEnabled = contributorsEnabled
            self.isTranslator = isTranslator
            self.isTranslationEnabled = isTranslationEnabled
            self.profileBackgroundColor = profileBackgroundColor
            self.profileBackgroundImageUrl = profileBackgroundImageUrl
            self.profileBackgroundImageUrlHttps = profileBackgroundImageUrlHttps
            self.profileBackgroundTile = profileBackgroundTile
            self.profileImageUrl = profileImageUrl
            self.profileImageUrlHttps = profileImageUrlHttps
            self.profileBannerUrl = profileBannerUrl
            self.profileLinkColor = profileLinkColor
            self.profileSidebarBorderColor = profileSidebarBorderColor
            self.profileSidebarFillColor = profileSidebarFillColor
            self.profileTextColor = profileTextColor
            self.profileUseBackgroundImage = profileUseBackgroundImage
            self.defaultProfile = defaultProfile
            self.defaultProfileImage = defaultProfileImage
            self.following = following
            self.followRequestSent = followRequestSent
            self.notifications = notifications
        }

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case name
            case screenName = "screen_name"
            case location
            case description
            case url
            case entities
            case protected
            case followersCount = "followers_count"
            case friendsCount = "friends_count"
            case listedCount = "listed_count"
            case createdAt = "created_at"
            case favouritesCount = "favourites_count"
            case utcOffset = "utc_offset"
            case timeZone = "time_zone"
            case geoEnabled = "geo_enabled"
            case verified
            case statusesCount = "statuses_count"
            case lang
            case contributorsEnabled = "contributors_enabled"
            case isTranslator = "is_translator"
            case isTranslationEnabled = "is_translation_enabled"
            case profileBackgroundColor = "profile_background_color"
            case profileBackgroundImageUrl = "profile_background_image_url"
            case profileBackgroundImageUrlHttps = "profile_background_image_url_https"
            case profileBackgroundTile = "profile_background_tile"
            case profileImageUrl = "profile_image_url"
            case profileImageUrlHttps = "profile_image_url_https"
            case profileBannerUrl = "profile_banner_url"
            case profileLinkColor = "profile_link_color"
            case profileSidebarBorderColor = "profile_sidebar_border_color"
            case profileSidebarFillColor = "profile_sidebar_fill_color"
            case profileTextColor = "profile_text_color"
            case profileUseBackgroundImage = "profile_use_background_image"
            case defaultProfile = "default_profile"
            case defaultProfileImage = "default_profile_image"
            case following
            case followRequestSent = "follow_request_sent"
            case notifications
        }
    }

    /// A user's `entities` object: links found in the profile URL and description.
    public struct UserEntities: Codable, Equatable, Sendable {
        /// Missing for users without a profile URL.
        public var url: URLEntities?
        public var description: URLEntities

        public init(url: URLEntities?, description: URLEntities) {
            self.url = url
            self.description = description
        }

        enum CodingKeys: String, CodingKey {
            case url
            case description
        }
    }

    /// An object holding just a `urls` list (`user.entities.url` / `.description`).
    public struct URLEntities: Codable, Equatable, Sendable {
        public var urls: [URLEntity]

        public init(urls: [URLEntity]) {
            self.urls = urls
        }

        enum CodingKeys: String, CodingKey {
            case urls
        }
    }

    /// A status's `entities` object: hashtags, symbols, links, mentions and media.
    public struct Entities: Codable, Equatable, Sendable {
        public var hashtags: [Hashtag]
        /// Always empty in this corpus; cashtags share the hashtag shape.
        public var symbols: [Hashtag]
        public var urls: [URLEntity]
        public var userMentions: [UserMention]
        /// Missing on statuses without attached media.
        public var media: [Media]?

        public init(
            hashtags: [Hashtag],
            symbols: [Hashtag],
            urls: [URLEntity],
            userMentions: [UserMention],
            media: [Media]?
        ) {
            self.hashtags = hashtags
            self.symbols = symbols
            self.urls = urls
            self.userMentions = userMentions
            self.media = media
        }

        enum CodingKeys: String, CodingKey {
            case hashtags
            case symbols
            case urls
            case userMentions = "user_mentions"
            case media
        }
    }

    /// An element of `entities.hashtags` (or `entities.symbols`).
    public struct Hashtag: Codable, Equatable, Sendable {
        public var text: String
        public var indices: [Int]

        public init(text: String, indices: [Int]) {
            self.text = text
            self.indices = indices
        }

        enum CodingKeys: String, CodingKey {
            case text
            case indices
        }
    }

    /// An element of any `urls` list: a shortened link and its expansion.
    public struct URLEntity: Codable, Equatable, Sendable {
        public var url: String
        public var expandedUrl: String
        public var displayUrl: String
        public var indices: [Int]

        public init(url: String, expandedUrl: String, displayUrl: String, indices: [Int]) {
            self.url = url
            self.expandedUrl = expandedUrl
            self.displayUrl = displayUrl
            self.indices = indices
        }

        enum CodingKeys: String, CodingKey {
            case url
            case expandedUrl = "expanded_url"
            case displayUrl = "display_url"
            case indices
        }
    }

    /// An element of `entities.user_mentions`.
    public struct UserMention: Codable, Equatable, Sendable {
        public var screenName: String
        public var name: String
        public var id: Int64
        public var idStr: String
        public var indices: [Int]

        public init(screenName: String, name: String, id: Int64, idStr: String, indices: [Int]) {
            self.screenName = screenName
            self.name = name
            self.id = id
            self.idStr = idStr
            self.indices = indices
        }

        enum CodingKeys: String, CodingKey {
            case screenName = "screen_name"
            case name
            case id
            case idStr = "id_str"
            case indices
        }
    }

    /// An element of `entities.media` (an attached photo).
    public struct Media: Codable, Equatable, Sendable {
        public var id: Int64
        public var idStr: String
        public var indices: [Int]
        public var mediaUrl: String
        public var mediaUrlHttps: String
        public var url: String
        public var displayUrl: String
        public var expandedUrl: String
        public var type: String
        public var sizes: Sizes
        /// Present only when the media was first posted in another status.
        public var sourceStatusId: Int64?
        /// Present only when the media was first posted in another status.
        public var sourceStatusIdStr: String?

        public init(
            id: Int64,
            idStr: String,
            indices: [Int],
            mediaUrl: String,
            mediaUrlHttps: String,
            url: String,
            displayUrl: String,
            expandedUrl: String,
            type: String,
            sizes: Sizes,
            sourceStatusId: Int64?,
            sourceStatusIdStr: String?
        ) {
            self.id = id
            self.idStr = idStr
            self.indices = indices
            self.mediaUrl = mediaUrl
            self.mediaUrlHttps = mediaUrlHttps
            self.url = url
            self.displayUrl = displayUrl
            self.expandedUrl = expandedUrl
            self.type = type
            self.sizes = sizes
            self.sourceStatusId = sourceStatusId
            self.sourceStatusIdStr = sourceStatusIdStr
        }

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case indices
            case mediaUrl = "media_url"
            case mediaUrlHttps = "media_url_https"
            case url
            case displayUrl = "display_url"
            case expandedUrl = "expanded_url"
            case type
            case sizes
            case sourceStatusId = "source_status_id"
            case sourceStatusIdStr = "source_status_id_str"
        }
    }

    /// A media item's `sizes` object: the four renditions of the image.
    public struct Sizes: Codable, Equatable, Sendable {
        public var medium: Size
        public var small: Size
        public var thumb: Size
        public var large: Size

        public init(medium: Size, small: Size, thumb: Size, large: Size) {
            self.medium = medium
            self.small = small
            self.thumb = thumb
            self.large = large
        }

        enum CodingKeys: String, CodingKey {
            case medium
            case small
            case thumb
            case large
        }
    }

    /// One rendition under `sizes`: width, height and resize mode.
    public struct Size: Codable, Equatable, Sendable {
        public var w: Int
        public var h: Int
        public var resize: String

        public init(w: Int, h: Int, resize: String) {
            self.w = w
            self.h = h
            self.resize = resize
        }

        enum CodingKeys: String, CodingKey {
            case w
            case h
            case resize
        }
    }

    /// The top-level `search_metadata` object (query, paging and timing).
    public struct SearchMetadata: Codable, Equatable, Sendable {
        public var completedIn: Double
        public var maxId: Int64
        public var maxIdStr: String
        public var nextResults: String
        public var query: String
        public var refreshUrl: String
        public var count: Int
        public var sinceId: Int64
        public var sinceIdStr: String

        public init(
            completedIn: Double,
            maxId: Int64,
            maxIdStr: String,
            nextResults: String,
            query: String,
            refreshUrl: String,
            count: Int,
            sinceId: Int64,
            sinceIdStr: String
        ) {
            self.completedIn = completedIn
            self.maxId = maxId
            self.maxIdStr = maxIdStr
            self.nextResults = nextResults
            self.query = query
            self.refreshUrl = refreshUrl
            self.count = count
            self.sinceId = sinceId
            self.sinceIdStr = sinceIdStr
        }

        enum CodingKeys: String, CodingKey {
            case completedIn = "completed_in"
            case maxId = "max_id"
            case maxIdStr = "max_id_str"
            case nextResults = "next_results"
            case query
            case refreshUrl = "refresh_url"
            case count
            case sinceId = "since_id"
            case sinceIdStr = "since_id_str"
        }
    }
}
