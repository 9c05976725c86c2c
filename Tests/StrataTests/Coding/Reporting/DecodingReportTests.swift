import Foundation
import Testing

@testable import Strata

/// A report lists every problem of a document; without one, decoding is unchanged.
@Suite("Decoding reports")
struct DecodingReportTests {
    enum Level: String, Codable { case low, high }

    struct Tag: Codable, Equatable {
        var name: String
    }

    struct Ticket: JSONSerializing {
        var id: Int
        var title: String
        var level: Level
        var homepage: URL
        @LossyArray var tags: [Tag]
        @Default<Defaults.Zero<Int>> var votes: Int
        var owner: Owner

        struct Owner: Codable { var login: String }

        static func transformer(forKey key: String) -> (any Transformer)? { key == "homepage" ? URLTransformer() : nil }
    }

    /// Five problems of five kinds, and two recoveries.
    static let json = #"""
        {"id": "seven",
         "level": "urgent",
         "homepage": "not a url",
         "tags": [{"name": "a"}, {"label": "b"}],
         "owner": {"login": null}}
        """#

    @Test("a document with five different problems produces a report listing all five, with paths and locations")
    func fiveProblems() throws {
        var report = DecodingReport()
        let error = try #require(throws: DecodingError.self) {
            try StrataJSONDecoder().decode(Ticket.self, from: Self.json, report: &report)
        }
        let failures = report.failures
        #expect(failures.map(\.kind) == [.typeMismatch, .missingKey, .invalidValue, .invalidValue, .missingValue])
        #expect(failures.map(\.path) == ["id", "title", "level", "homepage", "owner.login"])
        #expect(failures.map(\.line) == [1, 1, 2, 3, 5])
        #expect(failures[0].message.contains(#"found the string "seven""#))
        #expect(failures[2].message.contains(#"Cannot initialize Level from the string "urgent""#))
        #expect(failures[3].message.contains("URLTransformer"))
        // What decoding went on past: the dropped tag and the default vote count.
        let recovered = report.problems.filter(\.isRecovered)
        #expect(recovered.map(\.kind) == [.droppedElement, .defaultUsed])
        #expect(recovered.map(\.path) == ["tags.1", "votes"])
        // The error thrown is the first, and says how many more there are.
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["id"])
        #expect(context.debugDescription.hasSuffix(#"at "id" (line 1, column 8) (and 4 more problems in the DecodingReport)."#))
    }

    @Test("without a report, the same document throws the first problem only, exactly as before")
    func withoutReport() throws {
        let error = try #require(throws: DecodingError.self) { try StrataJSONDecoder().decode(Ticket.self, from: Self.json) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["id"])
        #expect(!context.debugDescription.contains("DecodingReport"))
    }

    @Test("a clean document returns its value and an empty report; recovered problems do not fail the decode")
    func cleanAndRecovered() throws {
        var report = DecodingReport()
        let ticket = try StrataJSONDecoder().decode(
            Ticket.self, from: #"{"id": 1, "title": "t", "level": "low", "homepage": "/", "tags": [], "votes": 2, "owner": {"login": "o"}}"#,
            report: &report)
        #expect(ticket.votes == 2 && report.isEmpty && report.description == "no problems")
        let recovered = try StrataJSONDecoder().decode(
            Ticket.self, from: #"{"id": 1, "title": "t", "level": "low", "homepage": "/", "tags": [3], "owner": {"login": "o"}}"#, report: &report)
        #expect(recovered.tags.isEmpty && recovered.votes == 0)
        #expect(report.failures.isEmpty && report.problems.count == 2)
    }

    @Test("problems in arrays of models go on to the next element, each reported at its index")
    func arrays() throws {
        var report = DecodingReport()
        let json = #"[{"login": "a"}, {"login": 1}, {}, {"login": "d"}, {"login": []}]"#
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode([Ticket.Owner].self, from: json, report: &report) }
        #expect(report.problems.map(\.path) == ["1.login", "2.login", "4.login"])
        #expect(report.problems.map(\.kind) == [.typeMismatch, .missingKey, .typeMismatch])
    }

    @Test("text that is not JSON is the one problem in the report")
    func notJSON() throws {
        var report = DecodingReport()
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode([Int].self, from: "[1, 2", report: &report) }
        #expect(report.problems.count == 1 && report.problems[0].kind == .invalidValue && report.problems[0].line == 1)
    }

    @Test("JSONAdapter keeps a report too")
    func adapter() throws {
        var report = DecodingReport()
        #expect(throws: DecodingError.self) { try JSONAdapter().model(Ticket.self, from: Data(Self.json.utf8), report: &report) }
        #expect(report.failures.count == 5)
    }
}
