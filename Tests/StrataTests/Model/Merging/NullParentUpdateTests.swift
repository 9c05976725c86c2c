import Foundation
import Testing

@testable import Strata

/// A `null` on the way to a key-path property removes the property's value in an update,
/// as JSON Merge Patch (RFC 7396) removes the member and everything below it, and as
/// decoding the same JSON gives: GitHub's "unassigned" issue body, `{"assignee": null}`,
/// clears `assignee.login`. Every form of key path, every level of the path, every entry
/// point.
@Suite("Updates: null parents of key-path properties")
struct NullParentUpdateTests {
    /// A dotted coding key.
    struct DottedIssue: JSONSerializing, Equatable {
        var title: String
        var assigneeLogin: String?
        var teamName: String?

        enum CodingKeys: String, CodingKey {
            case title
            case assigneeLogin = "assignee.login"
            case teamName = "org.team.name"
        }
    }

    /// `@JSONKey`.
    struct WrappedIssue: JSONSerializing, Equatable {
        var title: String
        @JSONKey("assignee.login") var assigneeLogin: String? = nil
        @JSONKey("org.team.name") var teamName: String? = nil

        static let prototype: WrappedIssue? = WrappedIssue(title: "")
    }

    /// `jsonKeyPaths(forKey:)`: each property receives an object keyed by its paths.
    struct MappedIssue: JSONSerializing, Equatable {
        var title: String
        var assignee: [String: JSONValue]?
        var team: [String: JSONValue]?

        var assigneeLogin: String? { assignee?["assignee.login"]?.string }
        var teamName: String? { team?["org.team.name"]?.string }

        static func jsonKeyPaths(forKey key: String) -> [JSONKeyPath]? {
            switch key {
            case "assignee": return ["assignee.login"]
            case "team": return ["org.team.name"]
            default: return nil
            }
        }
    }

    /// Alternatives: the first path that holds a value feeds the property.
    struct AlternativeIssue: JSONSerializing, Equatable {
        var title: String
        @JSONKey("assignee.login", "assignee_login") var assigneeLogin: String? = nil
        @JSONKey("org.team.name", "team") var teamName: String? = nil

        static let prototype: AlternativeIssue? = AlternativeIssue(title: "")
    }

    /// A non-optional property under a path: `null` on the way is an error, as in a decode.
    struct RequiredLogin: JSONSerializing, Equatable {
        var title: String
        var assigneeLogin: String

        enum CodingKeys: String, CodingKey {
            case title
            case assigneeLogin = "assignee.login"
        }
    }

    static let original = #"{"title": "Crash", "assignee": {"login": "octocat", "id": 1}, "org": {"team": {"name": "core"}}}"#

    /// Each patch, and what the two properties hold after it: a `null` at each level of
    /// each path clears the property below it; a patch that leaves a path's members out
    /// keeps the property (RFC 7396 merges objects).
    static let patches: [(patch: String, login: String?, team: String?)] = [
        (#"{"assignee": null}"#, nil, "core"),
        (#"{"assignee": {"login": null}}"#, nil, "core"),
        (#"{"assignee": {"id": 2}}"#, "octocat", "core"),
        (#"{"assignee": {"login": "hubot"}}"#, "hubot", "core"),
        (#"{"org": null}"#, "octocat", nil),
        (#"{"org": {"team": null}}"#, "octocat", nil),
        (#"{"org": {"team": {"name": null}}}"#, "octocat", nil),
        (#"{"org": {"team": {}}}"#, "octocat", "core"),
        (#"{"title": "Crash on launch"}"#, "octocat", "core"),
        (#"{"assignee": null, "org": {"team": null}}"#, nil, nil),
    ]

    static func check<Model: JSONSerializing & Equatable>(
        _ type: Model.Type, login: KeyPath<Model, String?>, team: KeyPath<Model, String?>, patch: String, expectedLogin: String?,
        expectedTeam: String?
    ) throws {
        let decoder = StrataJSONDecoder()
        let adapter = JSONAdapter()
        var throughDecoder = try decoder.decode(Model.self, from: original)
        var throughAdapter = throughDecoder
        try decoder.update(&throughDecoder, from: patch)
        try adapter.update(&throughAdapter, from: Data(patch.utf8))
        for updated in [throughDecoder, throughAdapter] {
            #expect(updated[keyPath: login] == expectedLogin, "\(Model.self) after \(patch)")
            #expect(updated[keyPath: team] == expectedTeam, "\(Model.self) after \(patch)")
        }
        // The update gives what decoding the patched JSON does.
        let patched = try JSONValue(parsing: original).applyingMergePatch(JSONValue(parsing: patch))
        let decoded = try decoder.decode(Model.self, from: patched)
        #expect(decoded == throughDecoder, "\(Model.self) after \(patch)")
    }

    @Test("dotted coding keys", arguments: patches.indices)
    func dotted(index: Int) throws {
        let (patch, login, team) = Self.patches[index]
        try Self.check(DottedIssue.self, login: \.assigneeLogin, team: \.teamName, patch: patch, expectedLogin: login, expectedTeam: team)
    }

    @Test("@JSONKey", arguments: patches.indices)
    func wrapped(index: Int) throws {
        let (patch, login, team) = Self.patches[index]
        try Self.check(WrappedIssue.self, login: \.assigneeLogin, team: \.teamName, patch: patch, expectedLogin: login, expectedTeam: team)
    }

    @Test("jsonKeyPaths(forKey:)", arguments: patches.indices)
    func mapped(index: Int) throws {
        let (patch, login, team) = Self.patches[index]
        try Self.check(MappedIssue.self, login: \.assigneeLogin, team: \.teamName, patch: patch, expectedLogin: login, expectedTeam: team)
    }

    @Test("alternative paths", arguments: patches.indices)
    func alternatives(index: Int) throws {
        let (patch, login, team) = Self.patches[index]
        try Self.check(AlternativeIssue.self, login: \.assigneeLogin, team: \.teamName, patch: patch, expectedLogin: login, expectedTeam: team)
    }

    @Test("alternatives: a value at another path wins over a null parent of the first")
    func alternativeValueWins() throws {
        var issue = try StrataJSONDecoder().decode(AlternativeIssue.self, from: Self.original)
        try StrataJSONDecoder().update(&issue, from: #"{"assignee": null, "assignee_login": "hubot"}"#)
        #expect(issue.assigneeLogin == "hubot")
    }

    @Test("a null parent of a non-optional property is the error decoding the patched JSON gives, and nothing changes")
    func requiredUnderNull() throws {
        var issue = try StrataJSONDecoder().decode(RequiredLogin.self, from: Self.original)
        let before = issue
        #expect {
            try StrataJSONDecoder().update(&issue, from: #"{"title": "changed", "assignee": null}"#)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "assignee.login"
        }
        #expect(issue == before)
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode(RequiredLogin.self, from: #"{"title": "changed", "assignee": null}"#) }
    }

    @Test("GitHub's unassigned issue body clears the assignee's login")
    func githubUnassigned() throws {
        var issue = try StrataJSONDecoder().decode(DottedIssue.self, from: Self.original)
        try StrataJSONDecoder().update(&issue, from: #"{"action": "unassigned", "assignee": null, "title": "Crash"}"#)
        #expect(issue == DottedIssue(title: "Crash", assigneeLogin: nil, teamName: "core"))
    }

    /// A cluster at a dotted key, whose discriminator is itself at a key path inside it.
    enum Shape: JSONTaggedUnion, Equatable {
        case circle(Circle)
        case square(Square)
        struct Circle: Codable, Equatable { var radius: Int }
        struct Square: Codable, Equatable { var side: Int }
        static let discriminator = JSONDiscriminator.key("meta.kind")
        static let variants = [JSONVariant("circle", Circle.self, Shape.circle), JSONVariant("square", Square.self, Shape.square)]
    }

    struct Drawing: JSONSerializing, Equatable {
        var title: String
        var shape: Shape?

        enum CodingKeys: String, CodingKey {
            case title
            case shape = "layers.main"
        }
    }

    static let drawing = #"{"title": "t", "layers": {"main": {"meta": {"kind": "circle"}, "radius": 1}}}"#

    @Test(
        "a cluster at a key path: null on the way clears it, a patch inside keeps its variant",
        arguments: [
            (#"{"layers": null}"#, nil), (#"{"layers": {"main": null}}"#, nil), (#"{"layers": {"other": 1}}"#, Shape.circle(.init(radius: 1))),
            (#"{"layers": {"main": {"radius": 2}}}"#, .circle(.init(radius: 2))),
            (#"{"layers": {"main": {"meta": {"kind": "square"}, "side": 3}}}"#, .square(.init(side: 3))),
        ] as [(String, Shape?)])
    func clusterUnderPath(patch: String, expected: Shape?) throws {
        var drawing = try StrataJSONDecoder().decode(Drawing.self, from: Self.drawing)
        try StrataJSONDecoder().update(&drawing, from: patch)
        #expect(drawing.shape == expected)
    }

    @Test("a null parent of a cluster's discriminator removes it: the update fails as decoding does, and nothing changes")
    func discriminatorUnderNull() throws {
        var drawing = try StrataJSONDecoder().decode(Drawing.self, from: Self.drawing)
        let before = drawing
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().update(&drawing, from: #"{"layers": {"main": {"meta": null}}}"#) }
        #expect(drawing == before)
    }
}
