// Models for hacker_news_items.jsonl, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace HackerNewsModels --enums --epoch-dates hacker_news_items.jsonl
// Decode an instance (a line of JSON Lines, an element of an array of instances) with StrataJSONDecoder: `try
//     StrataJSONDecoder().decode(HackerNewsModels.HackerNewsItem.self, from: data)`.

import Foundation
import Strata

enum HackerNewsModels {
    enum HackerNewsItem: JSONTaggedUnion, Sendable {
        case story(Story)
        case comment(Comment)
        case job(Job)
        case poll(Poll)
        case pollopt(Pollopt)
        case other(UnknownVariant)

        struct Story: JSONSerializing, Sendable {
            var by: String
            var descendants: Int
            var id: Int
            var kids: [Int]
            var score: Int
            @Transform<SecondsSince1970Transformer> var time: Date
            var title: String
            var url: URL?
            var text: String?
        }

        struct Comment: JSONSerializing, Sendable {
            var by: String?
            var id: Int
            var kids: [Int]?
            var parent: Int
            var text: String?
            @Transform<SecondsSince1970Transformer> var time: Date
            var deleted: Bool?
        }

        struct Job: JSONSerializing, Sendable {
            var by: String
            var id: Int
            var score: Int
            var text: String
            @Transform<SecondsSince1970Transformer> var time: Date
            var title: String
            var url: String
        }

        struct Poll: JSONSerializing, Sendable {
            var by: String
            var descendants: Int
            var id: Int
            var kids: [Int]
            var parts: [Int]
            var score: Int
            var text: String
            @Transform<SecondsSince1970Transformer> var time: Date
            var title: String
        }

        struct Pollopt: JSONSerializing, Sendable {
            var by: String
            var id: Int
            var poll: Int
            var score: Int
            var text: String
            @Transform<SecondsSince1970Transformer> var time: Date
        }

        static let discriminator = JSONDiscriminator.key("type")
        static let variants: [JSONVariant<HackerNewsItem>] = [
            JSONVariant("story", Story.self, HackerNewsItem.story),
            JSONVariant("comment", Comment.self, HackerNewsItem.comment),
            JSONVariant("job", Job.self, HackerNewsItem.job),
            JSONVariant("poll", Poll.self, HackerNewsItem.poll),
            JSONVariant("pollopt", Pollopt.self, HackerNewsItem.pollopt),
        ]
        static let fallback: JSONVariant<HackerNewsItem>? = JSONVariant(UnknownVariant.self, HackerNewsItem.other)
    }
}
