// Models for awkward_keys.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace AwkwardKeysModels awkward_keys.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(AwkwardKeysModels.AwkwardKeys.self, from: data)`.
// swift-format-ignore-file: IdentifiersMustBeASCII

import Foundation
import Strata

enum AwkwardKeysModels {
    struct AwkwardKeys: JSONSerializing, Sendable {
        var `default`: Bool
        var selfValue: URL
        var `class`: String
        var fooBar: Int
        var fooBar2: Int
        var odataContext: URL
        var pathTo: String
        var 名前: String
        var field2fa: Bool
        var contentType: String
        var plus1: Int
        var minus1: Int
        var ids: [Int]
        var hashValueValue: String
        var stringValueValue: String
        var type: String
        var data: AwkwardKeysData
        var date: AwkwardKeysDate
        var url: URL
        var field: String
        var lineBreak: String
        var quoteD: String

        enum CodingKeys: String, CodingKey {
            case `default`, `class`, fooBar, 名前, type, data, date
            case selfValue = "self"
            case fooBar2 = "foo_bar"
            case odataContext = "@odata\\.context"
            case pathTo = "path\\\\to"
            case field2fa = "2fa"
            case contentType = "Content-Type"
            case plus1 = "+1"
            case minus1 = "-1"
            case ids = "IDs"
            case hashValueValue = "hashValue"
            case stringValueValue = "stringValue"
            case url = "URL"
            case field = ""
            case lineBreak = "line\nbreak"
            case quoteD = "quote\"d"
        }
    }

    struct AwkwardKeysData: JSONSerializing, Sendable {
        var x: Int
    }

    struct AwkwardKeysDate: JSONSerializing, Sendable {
        var y: String  // days (`2024-02-29`); left a String, as the key names no time
    }
}
