import Foundation
import Testing

@testable import Strata

@Suite("Seam repro")
struct SeamReproTests {
    struct Link: JSONSerializing, Equatable {
        var title: String?
        var htmlURL: String?
        enum CodingKeys: String, CodingKey {
            case title
            case htmlURL = "html_url"
        }
    }

    struct RequiredLink: JSONSerializing, Equatable {
        var htmlURL: String
        enum CodingKeys: String, CodingKey { case htmlURL = "html_url" }
    }

    @Test func dictionaryValue() throws {
        let link = try Link(dictionaryValue: ["htmlURL": "h"])
        #expect(link == Link(title: nil, htmlURL: "h"))
        let required = try RequiredLink(dictionaryValue: ["htmlURL": "h"])
        #expect(required.htmlURL == "h")
    }

    enum Expr: JSONTaggedUnion, Equatable {
        case lit(Lit)
        struct Lit: Codable, Equatable { var value: Int }
        static let variants = [JSONVariant("lit", Lit.self, Expr.lit)]
    }

    @Test func strictTaggedUnion() throws {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        #expect(try decoder.decode(Expr.self, from: #"{"type":"lit","value":1}"#) == .lit(.init(value: 1)))
        #expect(throws: DecodingError.self) { try decoder.decode(Expr.self, from: #"{"type":"lit","value":1,"x":2}"#) }
    }

    enum Payload: JSONTaggedUnion {
        case push(Push)
        case other(UnknownVariant)
        struct Push: Codable { var size: Int }
        static let discriminator = JSONDiscriminator.parentKey("type")
        static let variants = [JSONVariant("PushEvent", Push.self, Payload.push)]
        static let fallback = JSONVariant(UnknownVariant.self, Payload.other)
    }
    struct Event: Codable { var id: String; var payload: Payload }

    @Test func strictParentKey() throws {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        _ = try decoder.decode(Event.self, from: #"{"id":"1","type":"PushEvent","payload":{"size":1}}"#)
        let unknown = try decoder.decode(Event.self, from: #"{"id":"1","type":"Gollum","payload":{"size":1}}"#)
        guard case .other = unknown.payload else { Issue.record("fallback ignored"); return }
    }

    @Test func reportArrayOfClusters() throws {
        var report = DecodingReport()
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([Expr].self, from: #"[{"type":"x"},{"type":"lit","value":1},{"type":"y"}]"#, report: &report)
        }
        #expect(report.problems.count == 2, "\(report)")
    }

    @Test func reportTopLevelInts() throws {
        var report = DecodingReport()
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([Int].self, from: #"[1,"a",3,"b"]"#, report: &report)
        }
        #expect(report.problems.count == 2, "\(report)")
        var report2 = DecodingReport()
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([String: Int].self, from: #"{"a":1,"b":"x"}"#, report: &report2)
        }
        #expect(report2.problems.count == 1, "\(report2)")
    }
}
