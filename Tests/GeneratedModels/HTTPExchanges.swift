// Models for http_exchanges.jsonl, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace HTTPExchangeModels --access public http_exchanges.jsonl
// Decode an instance (a line of JSON Lines, an element of an array of instances) with StrataJSONDecoder: `try
//     StrataJSONDecoder().decode(HTTPExchangeModels.HTTPExchange.self, from: data)`.

import Foundation
import Strata

public enum HTTPExchangeModels {
    public struct HTTPExchange: JSONSerializing, Sendable {
        public var id: String
        public var method: String
        public var path: String
        public var status: Int
        @Transform<UTCPlus0530Date> public var startedAt: Date
        @Transform<UTCMinus0300MillisecondsDate> public var receivedAt: Date
        public var durationMs: Int
        public var requestHeaders: [String: String]
        public var responseHeaders: [String: String]
        public var labels: [String: String]

        enum CodingKeys: String, CodingKey {
            case id, method, path, status, labels
            case startedAt = "started_at"
            case receivedAt = "received_at"
            case durationMs = "duration_ms"
            case requestHeaders = "request_headers"
            case responseHeaders = "response_headers"
        }

        public init(
            id: String,
            method: String,
            path: String,
            status: Int,
            startedAt: Date,
            receivedAt: Date,
            durationMs: Int,
            requestHeaders: [String: String],
            responseHeaders: [String: String],
            labels: [String: String]
        ) {
            self.id = id
            self.method = method
            self.path = path
            self.status = status
            self.startedAt = startedAt
            self.receivedAt = receivedAt
            self.durationMs = durationMs
            self.requestHeaders = requestHeaders
            self.responseHeaders = responseHeaders
            self.labels = labels
        }
    }

    /// Dates written as the samples write them, at -03:00 (`2013-01-10T07:58:30.000-03:00`): read by ISO8601DateTransformer, written at that offset.
    public struct UTCMinus0300MillisecondsDate: ParameterlessTransformer, JSONSchemaDescribingTransformer {
        public init() {}

        public var jsonSchema: JSONSchema { JSONSchema(["type": "string", "format": "date-time"]) }

        public func transform(_ json: String) throws -> Date {
            try ISO8601DateTransformer().transform(json)
        }

        public func reverseTransform(_ value: Date) throws -> String {
            let offset: TimeInterval = -10800
            let local = try ISO8601DateTransformer(precision: .milliseconds).reverseTransform(value.addingTimeInterval(offset))
            return local.dropLast() + "-03:00"
        }
    }

    /// Dates written as the samples write them, at +05:30 (`2013-01-10T07:58:30+05:30`): read by ISO8601DateTransformer, written at that offset.
    public struct UTCPlus0530Date: ParameterlessTransformer, JSONSchemaDescribingTransformer {
        public init() {}

        public var jsonSchema: JSONSchema { JSONSchema(["type": "string", "format": "date-time"]) }

        public func transform(_ json: String) throws -> Date {
            try ISO8601DateTransformer().transform(json)
        }

        public func reverseTransform(_ value: Date) throws -> String {
            let offset: TimeInterval = 19800
            let local = try ISO8601DateTransformer().reverseTransform(value.addingTimeInterval(offset))
            return local.dropLast() + "+05:30"
        }
    }
}
