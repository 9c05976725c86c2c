// Codable model of the `canada.json` benchmark corpus (the border of Canada as a
// GeoJSON FeatureCollection; ~111k floating-point numbers). Every key in the document
// is a stored property, so a decode visits the whole document.

/// The whole document: a GeoJSON `FeatureCollection`.
public struct Canada: Codable, Equatable, Sendable {
    /// `"FeatureCollection"`.
    public var type: String
    public var features: [Feature]

    public init(type: String, features: [Feature]) {
        self.type = type
        self.features = features
    }

    enum CodingKeys: String, CodingKey {
        case type
        case features
    }
}

extension Canada {
    /// An element of `features`: one GeoJSON `Feature`.
    public struct Feature: Codable, Equatable, Sendable {
        /// `"Feature"`.
        public var type: String
        public var properties: Properties
        public var geometry: Geometry

        public init(type: String, properties: Properties, geometry: Geometry) {
            self.type = type
            self.properties = properties
            self.geometry = geometry
        }

        enum CodingKeys: String, CodingKey {
            case type
            case properties
            case geometry
        }
    }

    /// A feature's `properties` object.
    public struct Properties: Codable, Equatable, Sendable {
        public var name: String

        public init(name: String) {
            self.name = name
        }

        enum CodingKeys: String, CodingKey {
            case name
        }
    }

    /// A feature's `geometry` object: a polygon as rings of `[longitude, latitude]` points.
    public struct Geometry: Codable, Equatable, Sendable {
        /// `"Polygon"`.
        public var type: String
        /// Rings → points → `[longitude, latitude]`.
        public var coordinates: [[[Double]]]

        public init(type: String, coordinates: [[[Double]]]) {
            self.type = type
            self.coordinates = coordinates
        }

        enum CodingKeys: String, CodingKey {
            case type
            case coordinates
        }
    }
}
