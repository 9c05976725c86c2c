// Models for che-1.geo.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --root Switzerland --namespace SwitzerlandModels che-1.geo.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(SwitzerlandModels.Switzerland.self, from: data)`.

import Foundation
import Strata

enum SwitzerlandModels {
    struct Switzerland: JSONSerializing, Sendable {
        var type: String
        var features: [Feature]
    }

    struct Feature: JSONSerializing, Sendable {
        var type: String
        var properties: Properties
        var geometry: Geometry
    }

    struct Properties: JSONSerializing, Sendable {
        var cca2: String
    }

    struct Geometry: JSONSerializing, Sendable {
        var type: String
        var coordinates: [[[Double]]]
    }
}
