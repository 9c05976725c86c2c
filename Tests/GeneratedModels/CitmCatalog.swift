// Models for citm_catalog.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace CitmCatalogModels citm_catalog.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(CitmCatalogModels.CitmCatalog.self, from: data)`.

import Foundation
import Strata

enum CitmCatalogModels {
    struct CitmCatalog: JSONSerializing, Sendable {
        var areaNames: [String: String]
        var audienceSubCategoryNames: [String: String]
        var blockNames: [String: JSONValue]
        var events: [String: Event]
        var performances: [Performance]
        var seatCategoryNames: [String: String]
        var subTopicNames: [String: String]
        var subjectNames: [String: JSONValue]
        var topicNames: [String: String]
        var topicSubTopics: [String: [Int]]
        var venueNames: VenueNames
    }

    struct Event: JSONSerializing, Sendable {
        var description: JSONValue?  // only null in the samples
        var id: Int
        var logo: String?
        var name: String
        var subTopicIDs: [Int]
        var subjectCode: JSONValue?  // only null in the samples
        var subtitle: JSONValue?  // only null in the samples
        var topicIDs: [Int]

        enum CodingKeys: String, CodingKey {
            case description, id, logo, name, subjectCode, subtitle
            case subTopicIDs = "subTopicIds"
            case topicIDs = "topicIds"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Performance: JSONSerializing, Sendable {
        var eventID: Int
        var id: Int
        var logo: String?
        var name: JSONValue?  // only null in the samples
        var prices: [Price]
        var seatCategories: [SeatCategory]
        var seatMapImage: JSONValue?  // only null in the samples
        var start: Int
        var venueCode: String

        enum CodingKeys: String, CodingKey {
            case id, logo, name, prices, seatCategories, seatMapImage, start, venueCode
            case eventID = "eventId"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Price: JSONSerializing, Sendable {
        var amount: Int
        var audienceSubCategoryID: Int
        var seatCategoryID: Int

        enum CodingKeys: String, CodingKey {
            case amount
            case audienceSubCategoryID = "audienceSubCategoryId"
            case seatCategoryID = "seatCategoryId"
        }
    }

    struct SeatCategory: JSONSerializing, Sendable {
        var areas: [Area]
        var seatCategoryID: Int

        enum CodingKeys: String, CodingKey {
            case areas
            case seatCategoryID = "seatCategoryId"
        }
    }

    struct Area: JSONSerializing, Sendable {
        var areaID: Int
        var blockIDs: [JSONValue]

        enum CodingKeys: String, CodingKey {
            case areaID = "areaId"
            case blockIDs = "blockIds"
        }
    }

    struct VenueNames: JSONSerializing, Sendable {
        var pleyelPleyel: String

        enum CodingKeys: String, CodingKey {
            case pleyelPleyel = "PLEYEL_PLEYEL"
        }
    }
}
