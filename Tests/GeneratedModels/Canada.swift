// Models for canada.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace CanadaModels canada.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(CanadaModels.Canada.self, from: data)`.

import Foundation
import Strata

enum CanadaModels {
    struct Canada: JSONSerializing, Sendable {
        var type: String
        var features: [Feature]
    }

    struct Feature: JSONSerializing, Sendable {
        var type: String
        var properties: Properties
        var geometry: Geometry
    }

    struct Properties: JSONSerializing, Sendable {
        var name: String
    }

    struct Geometry: JSONSerializing, Sendable {
        var type: String
        var coordinates: [[[Double]]]
    }
}
