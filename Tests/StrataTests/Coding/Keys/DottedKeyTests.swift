import Foundation
import Testing

@testable import Strata

/// Coding keys whose strings are dotted paths, with synthesized Codable.
@Suite("Dotted coding keys")
struct DottedKeyTests {
    struct Report: Codable, Equatable {
        var title: String
        var reporterLogin: String
        var reporterID: Int
        var firstLabel: String?
        var milestone: String?
        var context: String?

        enum CodingKeys: String, CodingKey {
            case title
            case reporterLogin = "user.login"
            case reporterID = "user.id"
            case firstLabel = "labels.0.name"
            case milestone = "milestone.title"
            case context = #"@odata\.context"#
        }
    }

    let json = #"""
        {"title":"Found a bug","user":{"login":"octocat","id":1},"labels":[{"name":"bug"}],"@odata.context":"ctx"}
        """#

    @Test("dotted keys decode from nested objects and arrays")
    func decode() throws {
        let issue = try StrataJSONDecoder().decode(Report.self, from: json)
        #expect(issue == Report(title: "Found a bug", reporterLogin: "octocat", reporterID: 1, firstLabel: "bug", milestone: nil, context: "ctx"))
    }

    @Test(
        "dotted keys encode into nested objects, one per prefix",
        arguments: [JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .prettyPrinted], []])
    func encode(formatting: JSONEncoder.OutputFormatting) throws {
        let issue = Report(title: "t", reporterLogin: "octocat", reporterID: 1, firstLabel: "bug", milestone: "v1", context: "ctx")
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = formatting
        let value = try JSONValue(parsing: encoder.encode(issue))
        let expected: JSONValue = [
            "title": "t", "user": ["login": "octocat", "id": 1], "labels": [["name": "bug"]], "milestone": ["title": "v1"],
            "@odata.context": "ctx",
        ]
        #expect(value == expected)
        let tree = try encoder.tree(issue)
        #expect(tree == expected)
        #expect(try StrataJSONDecoder().decode(Report.self, from: encoder.encode(issue)) == issue)
    }

    @Test("keys under one prefix share an object even when they are not adjacent")
    func scatteredPrefix() throws {
        struct Scattered: Codable, Equatable {
            var a: Int
            var title: String
            var b: Int
            enum CodingKeys: String, CodingKey {
                case a = "user.a"
                case title
                case b = "user.b"
            }
        }
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(Scattered(a: 1, title: "x", b: 2)), as: UTF8.self)
        #expect(text == #"{"title":"x","user":{"a":1,"b":2}}"#)
    }

    @Test("a literal key that contains dots is found first, as Foundation finds it")
    func literalFirst() throws {
        struct Flat: Codable {
            var login: String
            enum CodingKeys: String, CodingKey { case login = "user.login" }
        }
        let flat = try StrataJSONDecoder().decode(Flat.self, from: #"{"user.login":"flat","user":{"login":"nested"}}"#)
        #expect(flat.login == "flat")
    }

    @Test("the literal strategy reads and writes keys as Foundation does")
    func literalStrategy() throws {
        struct Flat: Codable, Equatable {
            var login: String
            enum CodingKeys: String, CodingKey { case login = "user.login" }
        }
        let decoder = StrataJSONDecoder()
        decoder.dottedKeyStrategy = .literal
        #expect(throws: DecodingError.self) { try decoder.decode(Flat.self, from: #"{"user":{"login":"nested"}}"#) }
        let encoder = StrataJSONEncoder()
        encoder.dottedKeyStrategy = .literal
        #expect(String(decoding: try encoder.encode(Flat(login: "x")), as: UTF8.self) == #"{"user.login":"x"}"#)
    }

    @Test("a missing path is keyNotFound, and a wrong type at the path a typeMismatch at that key")
    func failures() throws {
        struct Login: Decodable {
            var login: Int
            enum CodingKeys: String, CodingKey { case login = "user.login" }
        }
        do {
            _ = try StrataJSONDecoder().decode(Login.self, from: #"{"user":{"name":"x"}}"#)
            Issue.record("decoded")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "user.login")
            #expect(context.codingPath.isEmpty)
        }
        do {
            _ = try StrataJSONDecoder().decode(Login.self, from: #"{"user":{"login":"octocat"}}"#)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["user.login"])
            #expect(context.debugDescription.contains("line 1"))
            // The message names the path as written, not as an escaped single key.
            #expect(context.debugDescription.contains(#"at "user.login""#), "\(context.debugDescription)")
        }
        // A dictionary key that merely contains a dot is one key: its dot is escaped.
        do {
            _ = try StrataJSONDecoder().decode([String: Int].self, from: #"{"a.b":"x"}"#)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.debugDescription.contains(#"at "a\.b""#), "\(context.debugDescription)")
        }
        // A path through a string finds nothing.
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode(Login.self, from: #"{"user":"octocat"}"#) }
    }
}
