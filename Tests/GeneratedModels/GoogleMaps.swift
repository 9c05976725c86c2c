// Models for google_maps_api_response.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace GoogleMapsModels google_maps_api_response.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(GoogleMapsModels.GoogleMapsAPIResponse.self, from: data)`.

import Foundation
import Strata

enum GoogleMapsModels {
    struct GoogleMapsAPIResponse: JSONSerializing, Sendable {
        var destinationAddresses: [String]
        var originAddresses: [String]
        var rows: [Row]
        var status: String

        enum CodingKeys: String, CodingKey {
            case rows, status
            case destinationAddresses = "destination_addresses"
            case originAddresses = "origin_addresses"
        }
    }

    struct Row: JSONSerializing, Sendable {
        var elements: [Element]
    }

    struct Element: JSONSerializing, Sendable {
        var distance: Distance
        var duration: Distance
        var status: String
    }

    struct Distance: JSONSerializing, Sendable {
        var text: String
        var value: Int
    }
}
