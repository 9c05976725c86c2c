// Models for mastodon_statuses.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace MastodonModels --enums mastodon_statuses.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(MastodonModels.MastodonStatuses.self, from: data)`.

import Foundation
import Strata

enum MastodonModels {
    typealias MastodonStatuses = [MastodonStatus]

    struct MastodonStatus: JSONSerializing, Sendable {
        var id: String
        @Transform<ISO8601MillisecondsDate> var createdAt: Date
        var inReplyToID: String?
        var inReplyToAccountID: String?
        var sensitive: Bool
        var spoilerText: String
        var visibility: Visibility
        var language: String?
        var uri: URL
        var url: URL
        var repliesCount: Int
        var reblogsCount: Int
        var favouritesCount: Int
        var favourited: Bool
        var reblogged: Bool
        var muted: Bool
        var bookmarked: Bool
        var content: String
        var reblog: JSONValue?  // only null in the samples
        var application: Application
        var account: Account
        var mediaAttachments: [MediaAttachment]
        var mentions: [Mention]
        var tags: [Tag]
        var emojis: [JSONValue]
        var card: JSONValue?  // only null in the samples
        var poll: Poll?

        enum CodingKeys: String, CodingKey {
            case id, sensitive, visibility, language, uri, url, favourited, reblogged, muted, bookmarked, content, reblog, application, account
            case mentions, tags, emojis, card, poll
            case createdAt = "created_at"
            case inReplyToID = "in_reply_to_id"
            case inReplyToAccountID = "in_reply_to_account_id"
            case spoilerText = "spoiler_text"
            case repliesCount = "replies_count"
            case reblogsCount = "reblogs_count"
            case favouritesCount = "favourites_count"
            case mediaAttachments = "media_attachments"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    enum Visibility: String, UnknownCaseRepresentable, Sendable {
        case `public`, unlisted
        case unknown

        static let unknownCase = Visibility.unknown
    }

    struct Application: JSONSerializing, Sendable {
        var name: String
        var website: URL?

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Account: JSONSerializing, Sendable {
        var id: String
        var username: String
        var acct: String
        var displayName: String
        var locked: Bool
        var bot: Bool
        @Transform<ISO8601DateTransformer> var createdAt: Date
        var note: String
        var url: URL
        var avatar: URL
        var followersCount: Int
        var followingCount: Int
        var statusesCount: Int
        @Transform<CalendarDay> var lastStatusAt: Date
        var emojis: [JSONValue]
        var fields: [Field]

        enum CodingKeys: String, CodingKey {
            case id, username, acct, locked, bot, note, url, avatar, emojis, fields
            case displayName = "display_name"
            case createdAt = "created_at"
            case followersCount = "followers_count"
            case followingCount = "following_count"
            case statusesCount = "statuses_count"
            case lastStatusAt = "last_status_at"
        }
    }

    struct Field: JSONSerializing, Sendable {
        var name: String
        var value: String
        @Transform<ISO8601DateTransformer?> var verifiedAt: Date?

        enum CodingKeys: String, CodingKey {
            case name, value
            case verifiedAt = "verified_at"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct MediaAttachment: JSONSerializing, Sendable {
        var id: String
        var url: URL
        var previewURL: URL
        var remoteURL: JSONValue?  // only null in the samples
        var textURL: URL
        var meta: Meta
        var description: String?
        var blurhash: String

        enum CodingKeys: String, CodingKey {
            case id, url, meta, description, blurhash
            case previewURL = "preview_url"
            case remoteURL = "remote_url"
            case textURL = "text_url"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        enum Meta: JSONTaggedUnion, Sendable {
            case image(Image)
            case video(Video)
            case gifv(Gifv)
            case other(UnknownVariant)

            struct Image: JSONSerializing, Sendable {
                var original: Original
                var small: Original
                var focus: Focus?
            }

            struct Video: JSONSerializing, Sendable {
                var length: String
                var duration: Double
                var fps: Int
                var size: String
                var width: Int
                var height: Int
                var aspect: Double
                var audioEncode: String
                var audioBitrate: String
                var audioChannels: String
                var original: VideoOriginal
                var small: Original

                enum CodingKeys: String, CodingKey {
                    case length, duration, fps, size, width, height, aspect, original, small
                    case audioEncode = "audio_encode"
                    case audioBitrate = "audio_bitrate"
                    case audioChannels = "audio_channels"
                }
            }

            struct Gifv: JSONSerializing, Sendable {
                var length: String
                var duration: Double
                var fps: Int
                var size: String
                var width: Int
                var height: Int
                var aspect: Double
                var original: VideoOriginal
                var small: Original
            }

            static let discriminator = JSONDiscriminator.parentKey("type")
            static let variants: [JSONVariant<Meta>] = [
                JSONVariant("image", Image.self, Meta.image),
                JSONVariant("video", Video.self, Meta.video),
                JSONVariant("gifv", Gifv.self, Meta.gifv),
            ]
            static let fallback: JSONVariant<Meta>? = JSONVariant(UnknownVariant.self, Meta.other)
        }
    }

    struct Original: JSONSerializing, Sendable {
        var width: Int
        var height: Int
        var size: String
        var aspect: Double
    }

    struct Focus: JSONSerializing, Sendable {
        var x: Double
        var y: Double
    }

    struct VideoOriginal: JSONSerializing, Sendable {
        var width: Int
        var height: Int
        var frameRate: String
        var duration: Double
        var bitrate: Int

        enum CodingKeys: String, CodingKey {
            case width, height, duration, bitrate
            case frameRate = "frame_rate"
        }
    }

    struct Mention: JSONSerializing, Sendable {
        var id: String
        var username: String
        var url: URL
        var acct: String
    }

    struct Tag: JSONSerializing, Sendable {
        var name: String
        var url: URL
    }

    struct Poll: JSONSerializing, Sendable {
        var id: String
        @Transform<ISO8601DateTransformer> var expiresAt: Date
        var expired: Bool
        var multiple: Bool
        var votesCount: Int
        var votersCount: JSONValue?  // only null in the samples
        var voted: Bool
        var ownVotes: [Int]
        var options: [Option]
        var emojis: [JSONValue]

        enum CodingKeys: String, CodingKey {
            case id, expired, multiple, voted, options, emojis
            case expiresAt = "expires_at"
            case votesCount = "votes_count"
            case votersCount = "voters_count"
            case ownVotes = "own_votes"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Option: JSONSerializing, Sendable {
        var title: String
        var votesCount: Int

        enum CodingKeys: String, CodingKey {
            case title
            case votesCount = "votes_count"
        }
    }

    /// Days written as the samples write them, without a time: `2013-01-10`, read in UTC.
    struct CalendarDay: ConfiguredTransformer {
        static let configured = DateFormatTransformer(format: "yyyy-MM-dd")
    }

    /// Dates written as the samples write them, in UTC with milliseconds: `2013-01-10T07:58:30.000Z`.
    struct ISO8601MillisecondsDate: ConfiguredTransformer {
        static let configured = ISO8601DateTransformer(precision: .milliseconds)
    }
}
