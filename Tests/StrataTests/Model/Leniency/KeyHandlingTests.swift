import Foundation
import Testing

@testable import Strata

/// Unknown keys rejected or kept, a model's explicit mapping over a key strategy, and
/// JSONModel's snake case.
@Suite("Keys: unknown keys, precedence and snake case")
struct KeyHandlingTests {
    struct Strict: JSONSerializing {
        var name: String
        var owner: Owner?
        static var rejectsUnknownKeys: Bool { true }
        struct Owner: Codable { var login: String }
    }

    @Test("a model that rejects unknown keys names them; nested plain types are not checked")
    func modelRejects() throws {
        #expect(try JSONAdapter().model(Strict.self, from: Data(#"{"name": "n", "owner": {"login": "o", "extra": 1}}"#.utf8)).name == "n")
        let error = try #require(throws: DecodingError.self) {
            try JSONAdapter().model(Strict.self, from: Data(#"{"name": "n", "nmae": "typo", "colour": 1}"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(context.codingPath.isEmpty)
        #expect(
            context.debugDescription.contains(#"Unknown keys "nmae", "colour" for Strict"#) && context.debugDescription.contains(#"it reads "name""#))
    }

    struct Plain: Codable {
        var id: Int
        var user: User
        var tags: [String: Int]
        var login: String?
        struct User: Codable { var name: String }
        enum CodingKeys: String, CodingKey {
            case id, user, tags
            case login = "account.login"
        }
    }

    @Test("the decoder option rejects unknown keys of every type, at any depth; dictionaries read every key")
    func decoderRejects() throws {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        let good = #"{"id": 1, "user": {"name": "a"}, "tags": {"x": 1, "y": 2}, "account": {"login": "l", "other": 0}}"#
        #expect(try decoder.decode(Plain.self, from: good).login == "l")
        var report = DecodingReport()
        let bad = #"{"id": 1, "user": {"name": "a", "age": 3}, "tags": {}, "zone": "z"}"#
        #expect(throws: DecodingError.self) { try decoder.decode(Plain.self, from: bad, report: &report) }
        #expect(report.problems.map(\.path) == ["user.age", "zone"])
        #expect(report.problems.map(\.kind) == [.unknownKey, .unknownKey])
        // Off by default, as in Foundation.
        #expect(try StrataJSONDecoder().decode(Plain.self, from: bad).id == 1)
    }

    struct Profile: JSONSerializing, KeepsUnknownKeys, Equatable {
        var name: String
        var theme: String?
        var unknownKeys = UnknownKeys()
    }

    @Test("a model that keeps unknown keys writes them back: decode → encode loses nothing", arguments: [false, true])
    func keeps(throughTree: Bool) throws {
        let json = #"{"name": "Ann", "beta": {"flags": [1, 2]}, "theme": "dark", "score_2": 9.5}"#
        let profile = try JSONAdapter().model(Profile.self, from: Data(json.utf8))
        #expect(profile.name == "Ann" && profile.theme == "dark")
        #expect(profile.unknownKeys.members == ["beta": ["flags": [1, 2]], "score_2": 9.5])
        let encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase  // the kept keys are written as they were read
        let written: JSONValue = throughTree ? try encoder.tree(profile) : try JSONValue(parsing: encoder.encode(profile) as Data)
        #expect(written == (try JSONValue(parsing: Data(json.utf8))))
        // Foundation's coders neither fill nor write them, and do not fail.
        let foundation = try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
        #expect(foundation.unknownKeys.members.isEmpty)
        #expect(try JSONValue(parsing: JSONEncoder().encode(profile))["unknownKeys"] == nil)
    }

    struct User: JSONSerializing, Equatable {
        var displayName: String
        var identifier: Int
        var createdAt: String
        enum CodingKeys: String, CodingKey {
            case displayName = "screen_name"
            case identifier = "ID"
            case createdAt
        }
    }

    struct PlainUser: Codable {
        var displayName: String
        enum CodingKeys: String, CodingKey { case displayName = "screen_name" }
    }

    @Test("a model's explicit mapping wins over the coder-wide key strategy; plain types keep Foundation's semantics")
    func precedence() throws {
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        let adapter = JSONAdapter(decoder: decoder, encoder: encoder)
        let user = try adapter.model(User.self, from: Data(#"{"screen_name": "ann", "ID": 7, "created_at": "x"}"#.utf8))
        #expect(user == User(displayName: "ann", identifier: 7, createdAt: "x"))
        #expect(String(decoding: try adapter.jsonData(from: user), as: UTF8.self) == #"{"ID":7,"created_at":"x","screen_name":"ann"}"#)
        #expect(try adapter.jsonValue(from: user) == ["ID": 7, "created_at": "x", "screen_name": "ann"])
        // Foundation converts "screen_name" to "screenName" and then finds no "screen_name".
        #expect(throws: DecodingError.self) { try decoder.decode(PlainUser.self, from: #"{"screen_name": "ann"}"#) }
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        #expect(throws: DecodingError.self) { try foundation.decode(PlainUser.self, from: Data(#"{"screen_name": "ann"}"#.utf8)) }
    }

    struct Item: Codable, Equatable {
        var itemObject145: Int
        var version2Beta: Bool
        var plainName: String
    }

    @Test("JSONModel's snake case splits digit runs, both ways, with Strata's and Foundation's coders", arguments: [false, true])
    func digitSplitting(foundation: Bool) throws {
        let item = Item(itemObject145: 1, version2Beta: true, plainName: "p")
        let json: Data
        if foundation {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCaseSplittingDigits
            encoder.outputFormatting = .sortedKeys
            json = try encoder.encode(item)
        } else {
            let encoder = StrataJSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCaseSplittingDigits
            encoder.outputFormatting = .sortedKeys
            json = try encoder.encode(item)
        }
        #expect(String(decoding: json, as: UTF8.self) == #"{"item_object_145":1,"plain_name":"p","version_2_beta":true}"#)
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCaseSplittingDigits
        #expect(try decoder.decode(Item.self, from: json) == item)
        // Foundation's own strategy does not split: item_object145.
        let plain = JSONEncoder()
        plain.keyEncodingStrategy = .convertToSnakeCase
        #expect(try JSONValue(parsing: plain.encode(item))["item_object145"] == 1)
    }
}
