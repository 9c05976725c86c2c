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
        var subTopicIds: [Int]
        var subjectCode: JSONValue?  // only null in the samples
        var subtitle: JSONValue?  // only null in the samples
        var topicIds: [Int]

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Performance: JSONSerializing, Sendable {
        var eventId: Int
        var id: Int
        var logo: String?
        var name: JSONValue?  // only null in the samples
        var prices: [Price]
        var seatCategories: [SeatCategory]
        var seatMapImage: JSONValue?  // only null in the samples
        var start: Int
        var venueCode: String

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Price: JSONSerializing, Sendable {
        var amount: Int
        var audienceSubCategoryId: Int
        var seatCategoryId: Int
    }

    struct SeatCategory: JSONSerializing, Sendable {
        var areas: [Area]
        var seatCategoryId: Int
    }

    struct Area: JSONSerializing, Sendable {
        var areaId: Int
        var blockIds: [JSONValue]
    }

    struct VenueNames: JSONSerializing, Sendable {
        var pleyelPleyel: String

        enum CodingKeys: String, CodingKey {
            case pleyelPleyel = "PLEYEL_PLEYEL"
        }
    }
}
