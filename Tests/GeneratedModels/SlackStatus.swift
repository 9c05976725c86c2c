// Models for slack_status_history.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace SlackStatusModels --enums slack_status_history.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(SlackStatusModels.SlackStatusHistory.self, from: data)`.

import Foundation
import Strata

enum SlackStatusModels {
    typealias SlackStatusHistory = [SlackStatusHistoryItem]

    struct SlackStatusHistoryItem: JSONSerializing, Sendable {
        var id: Int
        @Transform<LosAngelesDate> var dateCreated: Date
        @Transform<LosAngelesDate> var dateUpdated: Date
        var title: String
        var type: SlackStatusHistoryItemType
        var status: Status
        var url: URL
        var services: [String]
        var notes: [Note]

        enum CodingKeys: String, CodingKey {
            case id, title, type, status, url, services, notes
            case dateCreated = "date_created"
            case dateUpdated = "date_updated"
        }
    }

    enum SlackStatusHistoryItemType: String, UnknownCaseRepresentable, Sendable {
        case notice, outage, incident
        case unknown

        static let unknownCase = SlackStatusHistoryItemType.unknown
    }

    enum Status: String, UnknownCaseRepresentable, Sendable {
        case completed, resolved
        case unknown

        static let unknownCase = Status.unknown
    }

    struct Note: JSONSerializing, Sendable {
        @Transform<LosAngelesDate> var dateCreated: Date
        var body: String

        enum CodingKeys: String, CodingKey {
            case body
            case dateCreated = "date_created"
        }
    }

    /// Dates written as the samples write them, at the offsets of America/Los_Angeles on each date (`2013-01-10T07:58:30-08:00`): read by
    /// ISO8601DateTransformer, written at the offset the zone has on the date.
    struct LosAngelesDate: ParameterlessTransformer, JSONSchemaDescribingTransformer {
        private static let zone = TimeZone(identifier: "America/Los_Angeles")

        var jsonSchema: JSONSchema { JSONSchema(["type": "string", "format": "date-time"]) }

        func transform(_ json: String) throws -> Date {
            try ISO8601DateTransformer().transform(json)
        }

        func reverseTransform(_ value: Date) throws -> String {
            guard let zone = Self.zone else {
                throw TransformerError.invalid(Self.self, input: value, expected: "a date, in a system that knows America/Los_Angeles")
            }
            let offset = zone.secondsFromGMT(for: value)
            let local = try ISO8601DateTransformer().reverseTransform(value.addingTimeInterval(TimeInterval(offset)))
            let minutes = abs(offset) / 60
            return local.dropLast() + String(format: "%@%02d:%02d", offset < 0 ? "-" : "+", minutes / 60, minutes % 60)
        }
    }
}
