import Foundation
import Testing

@testable import Strata

/// Each kind of error: its case, its exact coding path, and a message that names the JSON
/// path, what was expected and what was found.
@Suite("Error messages")
struct ErrorMessageTests {
    enum State: String, Codable, CaseIterable { case open, closed }

    struct Nested: Codable {
        var nestedName: String?
        enum CodingKeys: String, CodingKey { case nestedName = "nested.name" }
    }

    struct Names: Codable {
        var names: String?
        enum CodingKeys: String, CodingKey { case names = "users.name" }
    }

    struct Issue: Codable {
        var title: String
        var state: State
        var comments: Int
    }

    struct Repo: JSONSerializing {
        var homepage: URL
        static func transformer(forKey key: String) -> (any Transformer)? { key == "homepage" ? URLTransformer() : nil }
    }

    struct Wrapped: Codable {
        @Transform<URLTransformer> var homepage: URL
        @Transform<URLTransformer?> var mirror: URL?
    }

    struct Followers: JSONSerializing {
        @JSONKey("user.stats.followers", "followers") var followers = 0
        static let prototype: Followers? = Followers()
    }

    struct Case: @unchecked Sendable, CustomTestStringConvertible {
        // `@unchecked`: `run` captures only a metatype and a string.
        var name: String
        var run: () throws -> Void
        var kind: String
        var codingPath: [String]
        var mentions: [String]
        var testDescription: String { name }
    }

    static func decoding<T: Decodable>(_ type: T.Type, _ json: String, _ name: String) -> () throws -> Void {
        { _ = try StrataJSONDecoder().decode(T.self, from: json) }
    }

    static let cases: [Case] = [
        Case(
            name: "a key path through a string", run: decoding(Nested.self, #"{"nested": "bar"}"#, ""), kind: "typeMismatch",
            codingPath: ["nested.name"], mentions: [#"at "nested""#, #"found the string "bar""#, "line 1, column 12"]),
        Case(
            name: "a key path through an array", run: decoding(Names.self, #"{"users": [{"name": "a"}]}"#, ""), kind: "typeMismatch",
            codingPath: ["users.name"], mentions: [#"at "users""#, "found an array", "line 1"]),
        Case(
            name: "a string for an integer", run: decoding(Issue.self, #"{"title": "t", "state": "open", "comments": "Potentially"}"#, ""),
            kind: "typeMismatch", codingPath: ["comments"],
            mentions: [#"Expected to decode Int but found the string "Potentially" instead, at "comments" (line 1, column 45)."#]),
        Case(
            name: "an integer that does not fit", run: decoding([Int8].self, "[1, 666]", ""), kind: "dataCorrupted", codingPath: ["Index 1"],
            mentions: ["the number 666", "Int8", #"at "1""#]),
        Case(
            name: "null for a string", run: decoding(Issue.self, #"{"title": null, "state": "open", "comments": 1}"#, ""),
            kind: "valueNotFound", codingPath: ["title"], mentions: ["found null", #"at "title""#]),
        Case(
            name: "an unknown raw value", run: decoding(Issue.self, #"{"title": "t", "state": "Potentially", "comments": 1}"#, ""),
            kind: "dataCorrupted", codingPath: ["state"],
            mentions: [#"Cannot initialize State from the string "Potentially": expected one of "open", "closed", at "state" (line 1, column 25)."#]),
        // A transformer's error is underlying: the message says what and where, without
        // a full stop, which Swift's "Underlying error: …" that follows it supplies.
        Case(
            name: "a transformer named for a key", run: decoding(Repo.self, #"{"homepage": "not a valid URL"}"#, ""),
            kind: "dataCorrupted", codingPath: ["homepage"],
            mentions: [#"URLTransformer rejected the string "not a valid URL", at "homepage" (line 1, column 14)"#]),
        Case(
            name: "@Transform", run: decoding(Wrapped.self, #"{"homepage": "a b"}"#, ""), kind: "dataCorrupted",
            codingPath: ["homepage"], mentions: [#"URLTransformer rejected the string "a b", at "homepage" (line 1, column 14)"#]),
        Case(
            name: "an optional @Transform", run: decoding(Wrapped.self, #"{"homepage": "/", "mirror": "%zz"}"#, ""), kind: "dataCorrupted",
            codingPath: ["mirror"], mentions: [#"URLTransformer rejected the string "%zz", at "mirror" (line 1, column 29)"#]),
        Case(
            name: "@JSONKey with alternatives, both missing", run: decoding(Followers.self, #"{"user": {}}"#, ""), kind: "keyNotFound",
            codingPath: ["user.stats.followers"],
            mentions: [
                #"No value at "user.stats.followers" or "followers" for the property "followers" of Followers, in the object at the top level (line 1, column 1)."#
            ]),
        Case(
            name: "an ISO 8601 date that does not parse", run: decodingDates(Order.self, #"{"id": 7, "placedAt": "tomorrow-ish"}"#),
            kind: "dataCorrupted", codingPath: ["placedAt"],
            mentions: [#"Expected date string to be ISO8601-formatted: found the string "tomorrow-ish", at "placedAt" (line 1, column 23)."#]),
        Case(
            name: "an unknown raw value of an enum that is not CaseIterable", run: decoding(Ticket.self, #"{"priority": 3}"#, ""),
            kind: "dataCorrupted", codingPath: ["priority"],
            mentions: [#"Cannot initialize Priority from the number 3: expected one of 1, 2, 5, at "priority" (line 1, column 14)."#]),
        Case(
            name: "an unknown raw value of a type Strata cannot list", run: decoding(Badge.self, #"{"token": "x1"}"#, ""),
            kind: "dataCorrupted", codingPath: ["token"],
            mentions: [
                #"Cannot initialize Token from the string "x1", at "token" (line 1, column 11); make Token CaseIterable to have its values listed here."#
            ]),
        // Decoded from values, which have no line and column: the path is said once.
        Case(
            name: "infinity for an integer, decoded from a JSONValue",
            run: { _ = try StrataJSONDecoder().decode(Count.self, from: JSONValue.object(["count": .number(JSONNumber(Double.infinity))])) },
            kind: "dataCorrupted", codingPath: ["count"],
            mentions: [#"Expected to decode Int but found the number Infinity, which Int cannot represent, at "count"."#]),
        Case(
            name: "NaN for an integer, from a Foundation dictionary",
            run: { _ = try JSONAdapter().model(Count.self, fromFoundationObject: ["count": Double.nan]) },
            kind: "dataCorrupted", codingPath: ["count"],
            mentions: [#"Expected to decode Int but found the number NaN, which Int cannot represent, at "count"."#]),
    ]

    static func decodingDates<T: Decodable>(_ type: T.Type, _ json: String) -> () throws -> Void {
        {
            let decoder = StrataJSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            _ = try decoder.decode(T.self, from: json)
        }
    }

    struct Order: Codable {
        var id: Int
        var placedAt: Date
    }

    /// Raw values that are neither in order nor from 0: listed from the runtime's cases.
    enum Priority: Int, Codable { case low = 1, normal = 2, urgent = 5 }

    struct Ticket: Codable {
        var priority: Priority
    }

    /// A raw-value type that is not an enum: nothing to list.
    struct Token: RawRepresentable, Codable {
        var rawValue: String
        init?(rawValue: String) {
            guard rawValue.hasPrefix("t") else { return nil }
            self.rawValue = rawValue
        }
    }

    struct Badge: Codable {
        var token: Token
    }

    struct Count: JSONSerializing {
        var count: Int
    }

    @Test("the case, the coding path and the message of each error", arguments: cases)
    func error(_ testCase: Case) throws {
        let error = try #require(throws: DecodingError.self) { try testCase.run() }
        let kind: String
        var path: [String]
        let message: String
        switch error {
        case .keyNotFound(let key, let context):
            (kind, path, message) = ("keyNotFound", context.codingPath.map(\.stringValue), context.debugDescription)
            path.append(key.stringValue)
        case .typeMismatch(_, let context):
            (kind, path, message) = ("typeMismatch", context.codingPath.map(\.stringValue), context.debugDescription)
        case .valueNotFound(_, let context):
            (kind, path, message) = ("valueNotFound", context.codingPath.map(\.stringValue), context.debugDescription)
        case .dataCorrupted(let context):
            (kind, path, message) = ("dataCorrupted", context.codingPath.map(\.stringValue), context.debugDescription)
        @unknown default:
            Testing.Issue.record("\(error)")
            return
        }
        #expect(kind == testCase.kind, "\(error)")
        #expect(path == testCase.codingPath, "\(error)")
        for mention in testCase.mentions {
            #expect(message.contains(mention), "\(message)")
        }
        #expect(!message.contains("At at") && !message.contains(".."), "\(message)")
        // Where the value is, said once.
        #expect(message.components(separatedBy: ", at ").count <= 2, "\(message)")
    }

    struct Person: Codable {
        var name: String
        var email: String
        var age: Int
        var city: String?
    }

    @Test("the missing required keys of one object are listed together, in one keyNotFound for the first")
    func missingKeysTogether() throws {
        let error = try #require(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([Person].self, from: #"[{"name": "a", "email": "e", "age": 1}, {"city": "x"}]"#)
        }
        guard case .keyNotFound(let key, let context) = error else {
            Testing.Issue.record("\(error)")
            return
        }
        #expect(key.stringValue == "name")
        #expect(context.codingPath.map(\.stringValue) == ["Index 1"])
        #expect(context.debugDescription == #"Missing keys "name", "email" and "age" in the object at "1" (line 1, column 41)."#)
        // One missing key keeps the one-key message.
        let single = try #require(throws: DecodingError.self) {
            try StrataJSONDecoder().decode(Person.self, from: #"{"name": "a", "email": "e"}"#)
        }
        guard case .keyNotFound(let onlyKey, let onlyContext) = single else {
            Testing.Issue.record("\(single)")
            return
        }
        #expect(onlyKey.stringValue == "age" && onlyContext.debugDescription.hasPrefix(#"Missing key "age" in the object at the top level"#))
    }

    @Test(
        "URLTransformer accepts URL references and rejects what is not one",
        arguments: [
            ("https://api.github.com/repos/octocat", true), ("/relative/path?q=1#top", true), ("mailto:a@example.com", true),
            ("https://example.com/a%20b", true), ("not a valid URL", false), ("", false), ("https://example.com/é", false), ("100%", false),
            ("http://exa mple.com", false), ("<script>", false),
        ])
    func urlTransformer(input: String, accepted: Bool) throws {
        let result = Result { try URLTransformer().transform(input) }
        #expect(((try? result.get()) != nil) == accepted, "\(input)")
        if case .failure(let error) = result {
            #expect("\(error)".contains("expected a URL"))
        }
    }
}
