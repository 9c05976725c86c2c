import Foundation
import Testing

@testable import Strata

/// PATCH bodies: what changed between two versions of a model, as a JSON Merge Patch.
@Suite("Encoding what changed")
struct ChangesEncodingTests {
    struct Label: Codable, Hashable {
        var name: String
    }

    struct Issue: JSONSerializing, Equatable {
        var title: String
        var body: String?
        var state: String
        var reporterLogin: String
        var reporterID: Int
        var labels: [Label]
        var reactions: [String: Int]
        var milestone: Milestone?
        @JSONIgnored var readAt: Date? = nil

        enum CodingKeys: String, CodingKey {
            case title, body, state, labels, reactions, milestone, readAt
            case reporterLogin = "user.login"
            case reporterID = "user.id"
        }
    }

    struct Milestone: JSONSerializing, Equatable {
        var title: String
        var dueOn: Date?
    }

    static let issue = Issue(
        title: "Crash", body: "It crashes", state: "open", reporterLogin: "octocat", reporterID: 1, labels: [Label(name: "bug")],
        reactions: ["+1": 2, "heart": 1], milestone: Milestone(title: "1.0", dueOn: nil))

    static func changes(_ change: (inout Issue) -> Void) throws -> JSONValue {
        var new = issue
        change(&new)
        return try JSONValue(parsing: StrataJSONEncoder().encodeChanges(from: issue, to: new))
    }

    @Test("no change is an empty object")
    func noChange() throws {
        #expect(try Self.changes { _ in } == [:])
        #expect(try Self.changes { $0.readAt = Date() } == [:])  // @JSONIgnored is never written
    }

    /// A change by name, for the table below.
    static func change(_ name: String, _ issue: inout Issue) {
        switch name {
        case "title": issue.title = "Crash on launch"
        case "clear body": issue.body = nil
        case "reporter": issue.reporterLogin = "hubot"
        case "label": issue.labels.append(Label(name: "p1"))
        case "remove reaction": issue.reactions["heart"] = nil
        case "change reaction": issue.reactions["+1"] = 3
        case "milestone title": issue.milestone?.title = "1.1"
        case "clear milestone": issue.milestone = nil
        default: issue.milestone?.dueOn = Date(timeIntervalSinceReferenceDate: 0)
        }
    }

    @Test(
        "each kind of change",
        arguments: [
            ("title", ["title": "Crash on launch"]),
            ("clear body", ["body": .null]),
            ("reporter", ["user": ["login": "hubot"]]),
            ("label", ["labels": [["name": "bug"], ["name": "p1"]]]),
            ("remove reaction", ["reactions": ["heart": .null]]),
            ("change reaction", ["reactions": ["+1": 3]]),
            ("milestone title", ["milestone": ["title": "1.1"]]),
            ("clear milestone", ["milestone": .null]),
            ("milestone due date", ["milestone": ["dueOn": 0]]),
        ] as [(String, JSONValue)])
    func kinds(change: String, expected: JSONValue) throws {
        #expect(try Self.changes { Self.change(change, &$0) } == expected)
    }

    @Test("the patch applied to the old value gives the new one, and as a partial update too")
    func roundTrip() throws {
        var new = Self.issue
        new.title = "Crash on launch"
        new.body = nil
        new.reporterID = 2
        new.labels = []
        new.reactions = ["rocket": 1, "+1": 2]
        new.milestone = Milestone(title: "2.0", dueOn: Date(timeIntervalSinceReferenceDate: 86_400))
        let encoder = StrataJSONEncoder()
        let patch = try encoder.changesTree(from: Self.issue, to: new)
        let oldJSON = try encoder.tree(Self.issue)
        let newJSON = try encoder.tree(new)
        #expect(oldJSON.applyingMergePatch(patch) == newJSON)
        var updated = Self.issue
        updated.readAt = Date(timeIntervalSince1970: 5)
        try StrataJSONDecoder().update(&updated, from: patch)
        #expect(updated.readAt == Date(timeIntervalSince1970: 5))
        updated.readAt = nil
        #expect(updated == new)
    }

    @Test("the encoder's options apply, and Data and JSONValue agree")
    func options() throws {
        var new = Self.issue
        new.milestone?.dueOn = Date(timeIntervalSince1970: 0)
        new.title = "T"
        let encoder = StrataJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encodeChanges(from: Self.issue, to: new)
        #expect(String(decoding: data, as: UTF8.self) == #"{"milestone":{"dueOn":"1970-01-01T00:00:00Z"},"title":"T"}"#)
        #expect(try JSONValue(parsing: data) == (try encoder.changesTree(from: Self.issue, to: new)))
    }

    @Test("a key the new value no longer writes is null, as the standard requires")
    func droppedKey() throws {
        struct Patchable: Codable {
            var nickname: Tristate<String>
        }
        let patch = try StrataJSONEncoder().changesTree(from: Patchable(nickname: .value("m")), to: Patchable(nickname: .missing))
        #expect(patch == ["nickname": .null])
    }

    @Test("values that are not objects: the patch is the new value")
    func notObjects() throws {
        #expect(try StrataJSONEncoder().changesTree(from: [1, 2], to: [1, 3]) == [1, 3])
    }
}

/// JSON Merge Patch on `JSONValue` (RFC 7396, with the examples of its appendix A).
@Suite("JSON Merge Patch")
struct MergePatchTests {
    static let rfcExamples: [(target: String, patch: String, result: String)] = [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"a":"foo"}"#, #"null"#, #"null"#),
        (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
        (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
    ]

    @Test("applying a patch: the examples of RFC 7396", arguments: rfcExamples)
    func apply(target: String, patch: String, result: String) throws {
        #expect(try JSONValue(parsing: target).applyingMergePatch(JSONValue(parsing: patch)) == JSONValue(parsing: result))
    }

    @Test("the patch between two objects turns one into the other (nulls aside)", arguments: rfcExamples)
    func generate(target: String, patch: String, result: String) throws {
        let old = try JSONValue(parsing: target)
        let new = try JSONValue(parsing: result)
        let generated = JSONValue.mergePatch(from: old, to: new)
        #expect(old.applyingMergePatch(generated) == new)
    }

    @Test("the patch holds only what changed")
    func minimal() throws {
        let old: JSONValue = ["a": 1, "b": ["c": 2, "d": 3], "e": [1, 2]]
        let new: JSONValue = ["a": 1, "b": ["c": 2, "d": 4], "e": [1, 2]]
        #expect(JSONValue.mergePatch(from: old, to: new) == ["b": ["d": 4]])
        #expect(JSONValue.mergePatch(from: old, to: old) == [:])
    }
}
