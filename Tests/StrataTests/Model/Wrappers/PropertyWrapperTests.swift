import Foundation
import Testing

@testable import Strata

/// `@Transform`, `@JSONKey` and `@JSONIgnored` on synthesized Codable models.
@Suite("Property wrappers")
struct PropertyWrapperTests {
    struct Repository: Codable, Equatable {
        @Transform<URLTransformer> var homepage: URL
        @Transform<ISO8601DateTransformer?> var pushedAt: Date?
        @Transform(NumberStringTransformer<Int>.self) var stars: Int = 0
        var name: String
    }

    @Test("@Transform works under Foundation's coders and Strata's alike")
    func transformAnyDecoder() throws {
        let json = #"{"homepage":"https://example.com","pushedAt":"2011-04-22T13:33:48Z","stars":"42","name":"strata"}"#
        let expected = Repository(
            homepage: URL(string: "https://example.com")!, pushedAt: Date(timeIntervalSince1970: 1_303_479_228), stars: 42, name: "strata")
        #expect(try JSONDecoder().decode(Repository.self, from: Data(json.utf8)) == expected)
        #expect(try StrataJSONDecoder().decode(Repository.self, from: json) == expected)
        let foundation = try JSONValue(parsing: JSONEncoder().encode(expected))
        let strata = try JSONValue(parsing: StrataJSONEncoder().encode(expected))
        #expect(foundation == strata)
        #expect(strata["stars"] == "42")
        #expect(strata["pushedAt"] == "2011-04-22T13:33:48Z")
    }

    @Test("an optional @Transform reads a missing key or null as nil and leaves nil out")
    func optionalTransform() throws {
        for json in [
            #"{"homepage":"https://example.com","stars":"1","name":"x"}"#,
            #"{"homepage":"https://example.com","pushedAt":null,"stars":"1","name":"x"}"#,
        ] {
            #expect(try JSONDecoder().decode(Repository.self, from: Data(json.utf8)).pushedAt == nil)
            #expect(try StrataJSONDecoder().decode(Repository.self, from: json).pushedAt == nil)
        }
        let value = Repository(homepage: URL(string: "https://example.com")!, pushedAt: nil, stars: 1, name: "x")
        #expect(try JSONValue(parsing: StrataJSONEncoder().encode(value))["pushedAt"] == nil)
        #expect(try JSONValue(parsing: JSONEncoder().encode(value))["pushedAt"] == nil)
    }

    @Test("a transformer rejecting input is a DecodingError located at the property")
    func transformFailure() throws {
        let json = #"{"outer":{"homepage":"","stars":"1","name":"x"}}"#
        struct Outer: Codable { var outer: Repository }
        for decode in [{ try JSONDecoder().decode(Outer.self, from: Data(json.utf8)) }, { try StrataJSONDecoder().decode(Outer.self, from: json) }] {
            #expect {
                try decode()
            } throws: { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return false }
                return context.codingPath.map(\.stringValue) == ["outer", "homepage"] && context.underlyingError is TransformerError
            }
        }
    }

    struct Profile: JSONSerializing, Equatable {
        @JSONKey("user.login") var login = ""
        @JSONKey("name", "full_name", "user.name") var name = ""
        @JSONKey("labels.0.name") var firstLabel: String? = nil
        @JSONIgnored var cachedAt = Date(timeIntervalSince1970: 42)
        @JSONIgnored var scratch: [Int]? = nil
        var bio = ""

        static let prototype: Profile? = Profile()
    }

    @Test("@JSONKey reads key paths and tries alternatives in order")
    func jsonKeyDecode() throws {
        let json = #"{"user":{"login":"octocat","name":"The Octocat"},"full_name":"Mona","labels":[{"name":"bug"}],"bio":"hi","cachedAt":1}"#
        let profile = try JSONAdapter().model(Profile.self, from: Data(json.utf8))
        #expect(profile.login == "octocat")
        #expect(profile.name == "Mona")
        #expect(profile.firstLabel == "bug")
        #expect(profile.bio == "hi")
        #expect(profile.cachedAt == Date(timeIntervalSince1970: 42))
        #expect(profile.scratch == nil)
        let fallback = try JSONAdapter().model(Profile.self, from: Data(#"{"user":{"login":"x","name":"Last resort"},"bio":""}"#.utf8))
        #expect(fallback.name == "Last resort")
        #expect(fallback.firstLabel == nil)
    }

    @Test("@JSONKey writes the first path; @JSONIgnored is never written")
    func jsonKeyEncode() throws {
        var profile = Profile()
        profile.login = "octocat"
        profile.name = "Mona"
        profile.firstLabel = nil
        profile.bio = "hi"
        profile.scratch = [1]
        let json = try JSONAdapter().jsonValue(from: profile)
        #expect(json == ["user": ["login": "octocat"], "name": "Mona", "bio": "hi"])
        let again = try JSONAdapter().model(Profile.self, from: json)
        #expect(again.login == "octocat" && again.name == "Mona" && again.bio == "hi")
    }

    @Test("a missing required @JSONKey path is keyNotFound naming the paths")
    func jsonKeyMissing() throws {
        #expect {
            try JSONAdapter().model(Profile.self, from: Data(#"{"name":"x"}"#.utf8))
        } throws: { error in
            // The path as one key, in the object that lacks it, as a dotted coding key is;
            // the object lacks "bio" too, and the message lists both.
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            return key.stringValue == "user.login" && context.codingPath.isEmpty
                && context.debugDescription == #"Missing keys "user.login" and "bio" in the object at the top level (line 1, column 1)."#
        }
        #expect {
            try JSONAdapter().model(Profile.self, from: Data(#"{"name":"x", "bio": "b"}"#.utf8))
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            return key.stringValue == "user.login" && context.codingPath.isEmpty
                && context.debugDescription
                    == #"No value at "user.login" for the property "login" of Profile, in the object at the top level (line 1, column 1)."#
        }
    }

    struct NoPrototype: JSONSerializing {
        @JSONKey("user.login") var login = ""
    }

    struct NotAModel: Codable {
        @JSONKey("user.login") var login = ""
    }

    /// A property whose coding key maps it to another string: the advice names the case.
    struct RenamedNoPrototype: JSONSerializing {
        @JSONKey("stock.available") var inStock = false
        enum CodingKeys: String, CodingKey { case inStock = "in_stock" }
    }

    @Test("the advice for a missing prototype names the property's own coding key, and quotes no path it cannot know")
    func missingPrototypeAdvice() throws {
        for (decode, property, model) in [
            ({ _ = try JSONAdapter().model(NoPrototype.self, from: Data(#"{"user": {"login": "x"}}"#.utf8)) }, "login", "NoPrototype"),
            (
                { _ = try JSONAdapter().model(RenamedNoPrototype.self, from: Data(#"{"stock": {"available": true}}"#.utf8)) }, "inStock",
                "RenamedNoPrototype"
            ),
        ] as [(() throws -> Void, String, String)] {
            let error = try #require(throws: DecodingError.self) { try decode() }
            guard case .dataCorrupted(let context) = error else {
                Issue.record("\(error)")
                continue
            }
            #expect(
                context.debugDescription == """
                    The property "\(property)" of \(model) uses @JSONKey, whose arguments Swift's synthesized init(from:) never passes to a \
                    decoder. Either map the property with a dotted coding key instead, which needs no prototype: `case \(property) = "…"` in \
                    CodingKeys, where … is the key path written in @JSONKey(…); or give \(model) a prototype for Strata to reflect once: \
                    `static let prototype: \(model)? = \(model)(…)` with any instance of it (`\(model)()` when every property has a default value).
                    """)
        }
    }

    @Test("a model without a prototype fails on first use with advice")
    func missingPrototype() throws {
        #expect {
            try JSONAdapter().model(NoPrototype.self, from: Data(#"{"user":{"login":"x"}}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.contains("prototype") && context.debugDescription.contains("NoPrototype")
        }
        #expect {
            try StrataJSONDecoder().decode(NotAModel.self, from: #"{"user":{"login":"x"}}"#)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.contains("JSONSerializing")
        }
        // Other decoders cannot see the paths: they say so instead of reading "login".
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NotAModel.self, from: Data(#"{"login":"x"}"#.utf8)) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(NotAModel()) }
    }

    @Test("@JSONKey encodes without a prototype: the instance knows its paths")
    func jsonKeyEncodeWithoutPrototype() throws {
        var model = NotAModel()
        model.login = "octocat"
        #expect(try JSONValue(parsing: StrataJSONEncoder().encode(model)) == ["user": ["login": "octocat"]])
    }

    struct Session: Codable {
        var token: String
        @JSONIgnored var attempts: Int? = 3
    }

    @Test("@JSONIgnored is left out by every encoder; an optional one decodes as nil anywhere")
    func ignoredAnywhere() throws {
        let session = Session(token: "t", attempts: 5)
        #expect(try JSONValue(parsing: JSONEncoder().encode(session)) == ["token": "t"])
        #expect(try JSONValue(parsing: StrataJSONEncoder().encode(session)) == ["token": "t"])
        #expect(try JSONDecoder().decode(Session.self, from: Data(#"{"token":"t","attempts":9}"#.utf8)).attempts == nil)
        #expect(try StrataJSONDecoder().decode(Session.self, from: #"{"token":"t","attempts":9}"#).attempts == nil)
    }
}
