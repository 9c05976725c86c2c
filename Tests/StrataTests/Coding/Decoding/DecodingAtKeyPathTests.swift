import Foundation
import Testing

@testable import Strata

/// Decoding the value at a key path inside a document's envelope.
@Suite("Decoding at a key path")
struct DecodingAtKeyPathTests {
    struct Repository: Codable, Equatable {
        var name: String
        var stars: Int
    }

    struct Issue: JSONSerializing, Equatable {
        var title: String
        var reporter: String
        enum CodingKeys: String, CodingKey {
            case title
            case reporter = "user.login"
        }
    }

    static let envelope = #"""
        {"data": {"items": [{"name": "strata", "stars": 42}, {"name": "mantle", "stars": 7}],
                  "issue": {"title": "Found a bug", "user": {"login": "octocat"}},
                  "nothing": null, "note": "text"},
         "meta": {"page": 1, "items": "not these"}}
        """#
    static var data: Data { Data(envelope.utf8) }

    @Test("the value at a path decodes alone, from every input type")
    func decodesTheValue() throws {
        let decoder = StrataJSONDecoder()
        let expected = [Repository(name: "strata", stars: 42), Repository(name: "mantle", stars: 7)]
        #expect(try decoder.decode([Repository].self, from: Self.data, at: "data.items") == expected)
        #expect(try decoder.decode([Repository].self, from: Array(Self.data), at: "data.items") == expected)
        #expect(try decoder.decode([Repository].self, from: Self.envelope, at: "data.items") == expected)
        #expect(try decoder.decode([Repository].self, from: JSONValue(parsing: Self.data), at: "data.items") == expected)
        #expect(try decoder.decode(Repository.self, from: Self.data, at: "data.items.1") == expected[1])
        #expect(try decoder.decode(Int.self, from: Self.data, at: "meta.page") == 1)
    }

    @Test("JSONAdapter reads models at a path, with their key paths and hooks")
    func adapter() throws {
        let issue = try JSONAdapter().model(Issue.self, from: Self.data, at: "data.issue")
        #expect(issue == Issue(title: "Found a bug", reporter: "octocat"))
        let single = try JSONAdapter().model([Issue].self, from: Data(#"{"r":[{"title":"a","user":{"login":"b"}}]}"#.utf8), at: "r")
        #expect(single == [Issue(title: "a", reporter: "b")])
    }

    @Test("errors inside the value have coding paths from the document's root")
    func errorsStartAtTheRoot() throws {
        let broken = Data(#"{"data": {"items": [{"name": "strata", "stars": "many"}]}}"#.utf8)
        let error = try #require(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([Repository].self, from: broken, at: "data.items")
        }
        guard case .typeMismatch(_, let context) = error else {
            Testing.Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["data", "items", "Index 0", "stars"])
        #expect(context.codingPath[2].intValue == 0)
        #expect(context.debugDescription.contains(#"at "data.items.0.stars""#))
    }

    struct PathFailure: Sendable, CustomTestStringConvertible {
        var path: JSONKeyPath
        var codingPath: [String]
        var key: String?
        var message: String
        var testDescription: String { path.description }
    }

    static let failures: [PathFailure] = [
        PathFailure(path: "data.repos", codingPath: ["data"], key: "repos", message: #"has no key "repos""#),
        PathFailure(path: "result.items", codingPath: [], key: "result", message: #"has no key "result""#),
        PathFailure(path: "data.items.5", codingPath: ["data", "items"], key: "Index 5", message: "has no element 5"),
        PathFailure(path: "data.note.items", codingPath: ["data", "note"], key: nil, message: "found a string instead"),
        PathFailure(path: "data.items.first", codingPath: ["data", "items"], key: nil, message: "found an array instead"),
        PathFailure(path: "data.nothing.items", codingPath: ["data", "nothing"], key: nil, message: "found null"),
    ]

    @Test("a missing or mistyped path is a DecodingError that names it", arguments: failures)
    func pathFailures(_ failure: PathFailure) throws {
        let error = try #require(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([Repository].self, from: Self.data, at: failure.path)
        }
        let context: DecodingError.Context
        switch error {
        case .keyNotFound(let key, let found):
            #expect(key.stringValue == failure.key)
            context = found
        case .typeMismatch(_, let found), .valueNotFound(_, let found):
            #expect(failure.key == nil)
            context = found
        default:
            Testing.Issue.record("unexpected \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == failure.codingPath)
        #expect(context.debugDescription.contains("\"\(failure.path)\""), "\(context.debugDescription)")
        #expect(context.debugDescription.contains(failure.message), "\(context.debugDescription)")
    }

    @Test("for an optional type, a missing value or a null on the way is nil; a mismatch still throws")
    func optionals() throws {
        let decoder = StrataJSONDecoder()
        #expect(try decoder.decode(Repository?.self, from: Self.data, at: "data.missing") == nil)
        #expect(try decoder.decode(Repository?.self, from: Self.data, at: "data.nothing.items") == nil)
        #expect(try decoder.decode(Repository?.self, from: Self.data, at: "data.items.0") == Repository(name: "strata", stars: 42))
        #expect(throws: DecodingError.self) { try decoder.decode(Repository?.self, from: Self.data, at: "data.note.items") }
    }

    @Test("under a key strategy, components match as written or as converted")
    func keyStrategy() throws {
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = Data(#"{"response_body": {"total_count": 3}}"#.utf8)
        #expect(try decoder.decode(Int.self, from: json, at: "response_body.total_count") == 3)
        #expect(try decoder.decode(Int.self, from: json, at: "responseBody.totalCount") == 3)
    }

    @Test("invalid JSON anywhere in the document is still rejected")
    func validatesTheWholeDocument() {
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode(Int.self, from: Data(#"{"a": 1, "b": [1,]}"#.utf8), at: "a")
        }
    }
}
