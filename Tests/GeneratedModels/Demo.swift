// Models for demo.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace DemoModels demo.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(DemoModels.Demo.self, from: data)`.

import Foundation
import Strata

enum DemoModels {
    struct Demo: JSONSerializing, Sendable {
        var image: Image

        enum CodingKeys: String, CodingKey {
            case image = "Image"
        }
    }

    struct Image: JSONSerializing, Sendable {
        var width: Int
        var height: Int
        var title: String
        var thumbnail: Thumbnail
        var animated: Bool
        var ids: [Int]

        enum CodingKeys: String, CodingKey {
            case width = "Width"
            case height = "Height"
            case title = "Title"
            case thumbnail = "Thumbnail"
            case animated = "Animated"
            case ids = "IDs"
        }
    }

    struct Thumbnail: JSONSerializing, Sendable {
        var url: URL
        var height: Int
        var width: Int

        enum CodingKeys: String, CodingKey {
            case url = "Url"
            case height = "Height"
            case width = "Width"
        }
    }
}
