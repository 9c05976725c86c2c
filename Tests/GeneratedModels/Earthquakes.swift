// Models for usgs_earthquakes.geojson, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace EarthquakeModels --flatten --enums --epoch-dates --conformances none usgs_earthquakes.geojson
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(EarthquakeModels.UsgsEarthquakes.self, from: data)`.

import Foundation
import Strata

enum EarthquakeModels {
    struct UsgsEarthquakes: JSONSerializing {
        var type: String
        @Transform<MillisecondsSince1970Transformer> var metadataGenerated: Date
        var metadataURL: URL
        var metadataTitle: String
        var metadataStatus: Int
        var metadataAPI: String
        var metadataCount: Int
        var features: [Feature]
        var bbox: [Double]

        enum CodingKeys: String, CodingKey {
            case type, features, bbox
            case metadataGenerated = "metadata.generated"
            case metadataURL = "metadata.url"
            case metadataTitle = "metadata.title"
            case metadataStatus = "metadata.status"
            case metadataAPI = "metadata.api"
            case metadataCount = "metadata.count"
        }
    }

    struct Feature: JSONSerializing {
        var type: String
        var properties: Properties
        var geometryType: String
        var geometryCoordinates: [Double]
        var id: String

        enum CodingKeys: String, CodingKey {
            case type, properties, id
            case geometryType = "geometry.type"
            case geometryCoordinates = "geometry.coordinates"
        }
    }

    struct Properties: JSONSerializing {
        var mag: Double
        var place: String
        @Transform<MillisecondsSince1970Transformer> var time: Date
        @Transform<MillisecondsSince1970Transformer> var updated: Date
        var tz: JSONValue?  // only null in the samples
        var url: URL
        var detail: URL
        var felt: Int?
        var cdi: Double?
        var mmi: JSONValue?  // only null in the samples
        var alert: String?
        var status: Status
        var tsunami: Int
        var sig: Int
        var net: String
        var code: String
        var ids: String
        var sources: String
        var types: String
        var nst: Int?
        var dmin: Double?
        var rms: Double
        var gap: Double?
        var magType: String
        var type: PropertiesType
        var title: String

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    enum Status: String, UnknownCaseRepresentable, Sendable {
        case automatic, reviewed
        case unknown

        static let unknownCase = Status.unknown
    }

    enum PropertiesType: String, UnknownCaseRepresentable, Sendable {
        case earthquake
        case quarryBlast = "quarry blast"
        case unknown

        static let unknownCase = PropertiesType.unknown
    }
}
