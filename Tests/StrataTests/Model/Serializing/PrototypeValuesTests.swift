import Foundation
import Testing

@testable import Strata

/// Mantle's behaviour, as a per-model opt-in: a key missing from the JSON keeps the
/// value the model's prototype has.
@Suite("Missing keys keep the prototype's values")
struct PrototypeValuesTests {
    enum Zero: DefaultValueProvider { static var defaultValue: Int { 0 } }

    struct Repository: JSONSerializing, Equatable {
        var name = "unnamed"
        var stars = 0
        var topics = ["swift"]
        var homepage = URL(string: "https://example.com")
        var license: String? = nil
        /// Mantle's classic `count`: a number written as a string, 1 when absent.
        var count: UInt = 1
        var pushedAt = Date(timeIntervalSince1970: 0)
        var reporter = "ghost"
        @JSONKey("owner.login") var owner = "nobody"
        @Transform(NumberStringTransformer<Int>.self) var watchers = 3
        @Default<Zero> var forks: Int = 9
        var nested = Nested()

        struct Nested: Codable, Equatable {
            var level = 1
        }

        enum CodingKeys: String, CodingKey {
            case name, stars, topics, homepage, license, count, pushedAt, owner, watchers, forks, nested
            case reporter = "user.login"
        }

        static let prototype: Repository? = Repository()
        static var missingKeysKeepPrototypeValues: Bool { true }

        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "count" ? NumberStringTransformer<UInt>() : nil
        }

        static var valueTransformers: [any Transformer] { [ISO8601DateTransformer()] }
    }

    /// Each row: JSON, then the property it sets and to what; every other property keeps
    /// the prototype's value.
    @Test(
        "a missing key keeps the prototype's value; a present one is read as usual",
        arguments: [
            ("{}", "name", "unnamed" as JSONValue),
            (#"{"name": "strata"}"#, "name", "strata"),
            (#"{"stars": 7}"#, "stars", 7),
            (#"{"topics": []}"#, "topics", []),
            (#"{"homepage": null}"#, "homepage", .null),
            (#"{"homepage": "https://strata.example"}"#, "homepage", "https://strata.example"),
            (#"{"license": "MIT"}"#, "license", "MIT"),
            (#"{"count": "5"}"#, "count", "5"),
            (#"{"pushedAt": "2011-04-22T13:33:48Z"}"#, "pushedAt", "2011-04-22T13:33:48Z"),
            (#"{"user": {"login": "mona"}}"#, "user.login", "mona"),
            (#"{"user": {}}"#, "user.login", "ghost"),
            (#"{"user": null}"#, "user.login", "ghost"),
            (#"{"owner": {"login": "hubot"}}"#, "owner.login", "hubot"),
            (#"{"owner": {}}"#, "owner.login", "nobody"),
            (#"{"watchers": "12"}"#, "watchers", "12"),
            (#"{"forks": 4}"#, "forks", 4),
            (#"{"forks": null}"#, "forks", 0),
            (#"{"nested": {"level": 2}}"#, "nested.level", 2),
        ] as [(String, String, JSONValue)])
    func missingKeys(json: String, path: String, expected: JSONValue) throws {
        let decoded = try StrataJSONDecoder().decode(Repository.self, from: json)
        let written = try StrataJSONEncoder().tree(decoded)
        #expect(written[path: JSONKeyPath(parsing: path)] == expected)
        var prototype = try StrataJSONEncoder().tree(Repository())
        prototype[path: JSONKeyPath(parsing: path)] = expected
        #expect(written == prototype)
        // Decode, encode, decode: the same model.
        #expect(try StrataJSONDecoder().decode(Repository.self, from: written) == decoded)
        #expect(try JSONAdapter().model(Repository.self, from: Data(json.utf8)) == decoded)
    }

    @Test("an explicit null on a non-optional property is still an error, at its path")
    func nullIsNotMissing() {
        do {
            _ = try StrataJSONDecoder().decode(Repository.self, from: #"{"stars": null}"#)
            Issue.record("decoded a null star count")
        } catch DecodingError.valueNotFound(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["stars"])
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("a nested model that does not opt in still needs its keys")
    func perModel() {
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode(Repository.self, from: #"{"nested": {}}"#) }
    }

    @Test("a dotted key that runs into a value that is not an object is still an error")
    func pathIntoScalar() {
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode(Repository.self, from: #"{"user": "mona"}"#) }
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode(Repository.self, from: #"{"owner": 3}"#) }
    }

    @Test("under a key strategy, missing keys keep the prototype's values too")
    func keyStrategy() throws {
        struct Account: JSONSerializing, Equatable {
            var displayName = "anonymous"
            var followerCount = 0
            static let prototype: Account? = Account()
            static var missingKeysKeepPrototypeValues: Bool { true }
        }
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(Account.self, from: #"{"follower_count": 3}"#) == Account(displayName: "anonymous", followerCount: 3))
        #expect(try decoder.decode([Account].self, from: #"[{}, {"display_name": "mona"}]"#) == [Account(), Account(displayName: "mona")])
    }

    @Test("a report lists each prototype value used, and the problems of present values")
    func report() throws {
        var report = DecodingReport()
        let decoded = try StrataJSONDecoder().decode(
            [Repository].self,
            from: Data(
                #"[{"name": "a", "stars": 1, "topics": [], "count": "2", "pushedAt": "2011-04-22T13:33:48Z", "user": {"login": "u"}, "owner": {"login": "o"}, "watchers": "1", "forks": 1, "nested": {"level": 1}}]"#
                    .utf8),
            report: &report)
        #expect(decoded.count == 1)
        #expect(report.problems.map(\.path) == ["0.homepage"])
        #expect(report.problems.map(\.kind) == [.defaultUsed])
        #expect(report.problems.first?.message.contains("prototype") == true)

        var failing = DecodingReport()
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode(Repository.self, from: Data(#"{"stars": "many", "count": "x"}"#.utf8), report: &failing)
        }
        #expect(failing.failures.map(\.path) == ["stars", "count"])
    }

    @Test("unknown keys are still rejected")
    func strictKeys() {
        struct Strict: JSONSerializing, Equatable {
            var name = "unnamed"
            static let prototype: Strict? = Strict()
            static var missingKeysKeepPrototypeValues: Bool { true }
            static var rejectsUnknownKeys: Bool { true }
        }
        #expect((try? StrataJSONDecoder().decode(Strict.self, from: "{}")) == Strict())
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode(Strict.self, from: #"{"nmae": "typo"}"#) }
    }

    @Test("a partial update keeps the current values, not the prototype's")
    func update() throws {
        var repository = Repository()
        repository.name = "strata"
        repository.stars = 40
        try StrataJSONDecoder().update(&repository, from: ["stars": 41] as JSONValue)
        #expect(repository.name == "strata" && repository.stars == 41)
    }

    struct Unprepared: JSONSerializing {
        var name = "unnamed"
        static var missingKeysKeepPrototypeValues: Bool { true }
    }

    @Test("a model that opts in without a prototype gets an error that says what to add")
    func missingPrototype() {
        do {
            _ = try StrataJSONDecoder().decode(Unprepared.self, from: #"{"name": "x"}"#)
            Issue.record("decoded without a prototype")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("missingKeysKeepPrototypeValues"))
            #expect(context.debugDescription.contains("static let prototype: Unprepared? = Unprepared()"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("Foundation's decoder knows nothing of prototypes: a missing key is its usual error")
    func foundation() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Unprepared.self, from: Data("{}".utf8)) }
    }
}
