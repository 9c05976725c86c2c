import Foundation
import Testing

@testable import Strata

/// Each merge policy, in a merge of two models and in a partial update from JSON.
@Suite("Merge policies")
struct MergePolicyTests {
    struct Reviewer: Codable, Hashable {
        var login: String
    }

    struct Settings: JSONSerializing, Hashable {
        var theme: String
        var fontSize: Int

        static func mergePolicy(forKey key: String) -> MergePolicy? {
            key == "theme" ? .keepCurrent : nil
        }
    }

    struct Document: JSONSerializing, Equatable {
        var title: String
        var kept: String
        var unlessNil: String?
        var tags: [String]
        var labels: Set<String>
        var reviewers: [Reviewer]
        var replaced: Settings
        var settings: Settings
        var limits: [String: Int]
        var score: Int
        var note: String?
        var count: Int?

        static func mergePolicy(forKey key: String) -> MergePolicy? {
            switch key {
            case "kept": .keepCurrent
            case "unlessNil": .takeOtherUnlessNil
            case "tags", "labels", "reviewers", "count": .union
            case "replaced": .takeOther
            case "settings", "limits": .deepMerge
            case "score": .custom { (current: Int, other: Int) in max(current, other) }
            case "note": .custom { (current: String, other: String) in current + "\n" + other }
            default: nil
            }
        }
    }

    static let current = Document(
        title: "Draft", kept: "mine", unlessNil: "current", tags: ["a", "b", "a"], labels: ["x"], reviewers: [Reviewer(login: "mona")],
        replaced: Settings(theme: "dark", fontSize: 12), settings: Settings(theme: "dark", fontSize: 12), limits: ["a": 1, "b": 2],
        score: 10, note: "first", count: 1)

    static let other = Document(
        title: "Final", kept: "theirs", unlessNil: nil, tags: ["b", "c", "a"], labels: ["y", "x"],
        reviewers: [Reviewer(login: "hubot"), Reviewer(login: "mona")], replaced: Settings(theme: "light", fontSize: 14),
        settings: Settings(theme: "light", fontSize: 14), limits: ["b": 3, "c": 4], score: 7, note: "second", count: 2)

    // MARK: Merging models

    /// Without `count`, whose union of two integers cannot be done.
    static func mergeable(_ document: Document) -> Document {
        var document = document
        document.count = nil
        return document
    }

    @Test("each policy in a merge of two models")
    func mergeOfModels() throws {
        let merged = try Self.mergeable(Self.current).merging(Self.mergeable(Self.other))
        #expect(merged.title == "Final")  // default: take the other
        #expect(merged.kept == "mine")  // keep current
        #expect(merged.unlessNil == "current")  // other is nil
        #expect(merged.tags == ["a", "b", "c"])  // order kept, duplicates dropped
        #expect(merged.labels == ["x", "y"])
        #expect(merged.reviewers == [Reviewer(login: "mona"), Reviewer(login: "hubot")])  // Equatable elements
        #expect(merged.replaced == Settings(theme: "light", fontSize: 14))  // take other, whole
        #expect(merged.settings == Settings(theme: "dark", fontSize: 14))  // deep: Settings' own keepCurrent
        #expect(merged.limits == ["a": 1, "b": 3, "c": 4])
        #expect(merged.score == 10)  // custom max
        #expect(merged.note == "first\nsecond")  // custom on the wrapped type
    }

    @Test("takeOtherUnlessNil takes a value that is not nil; custom and union keep the side that is not nil")
    func nilSides() throws {
        var other = Self.mergeable(Self.other)
        other.unlessNil = "theirs"
        var current = Self.mergeable(Self.current)
        current.note = nil
        let merged = try current.merging(other)
        #expect(merged.unlessNil == "theirs")
        #expect(merged.note == "second")
    }

    @Test("a policy that does not fit its property throws a MergeError naming it, and the model is unchanged")
    func mismatchedPolicy() throws {
        var document = Self.current
        #expect {
            try document.merge(Self.other)
        } throws: { error in
            (error as? MergeError)?.key == "count"
        }
        #expect(document == Self.current)
    }

    // MARK: Partial updates

    static func updated(_ json: String) throws -> Document {
        var document = current
        try StrataJSONDecoder().update(&document, from: Data(json.utf8))
        return document
    }

    @Test(
        "each policy in a partial update",
        arguments: [
            (#"{"kept": "theirs"}"#, "kept", "mine"),
            (#"{"unlessNil": null}"#, "unlessNil", "current"),
            (#"{"unlessNil": "theirs"}"#, "unlessNil", "theirs"),
            (#"{"tags": ["c", "a"]}"#, "tags", ["a", "b", "c"]),
            (#"{"settings": {"theme": "light", "fontSize": 20}}"#, "settings", ["theme": "dark", "fontSize": 20]),
            (#"{"settings": {"fontSize": 20}}"#, "settings", ["theme": "dark", "fontSize": 20]),
            (#"{"replaced": {"theme": "light", "fontSize": 20}}"#, "replaced", ["theme": "light", "fontSize": 20]),
            (#"{"limits": {"b": 3, "a": null}}"#, "limits", ["b": 3]),
            (#"{"score": 5}"#, "score", 10),
            (#"{"score": 15}"#, "score", 15),
            (#"{"note": "second"}"#, "note", "first\nsecond"),
            (#"{"note": null}"#, "note", .null),
        ] as [(String, String, JSONValue)])
    func partialUpdate(json: String, property: String, expected: JSONValue) throws {
        let values = try Self.updated(json).dictionaryValue()
        #expect(values[property] == expected)
        // Nothing else changed.
        var unchanged = try Self.current.dictionaryValue()
        unchanged[property] = values[property]
        #expect(values == unchanged)
    }

    @Test("union of sets in a partial update")
    func setUnion() throws {
        #expect(try Self.updated(#"{"labels": ["y"]}"#).labels == ["x", "y"])
    }

    @Test("takeOther replaces a nested model whole: a partial object is an error")
    func takeOtherNeedsWholeObject() throws {
        #expect {
            try Self.updated(#"{"replaced": {"fontSize": 20}}"#)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            return key.stringValue == "theme" && context.codingPath.map(\.stringValue) == ["replaced"]
        }
    }

    @Test("a policy that does not fit fails the update at the property's path")
    func mismatchedPolicyInUpdate() throws {
        #expect {
            try Self.updated(#"{"count": 3}"#)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["count"] && context.underlyingError is MergeError
        }
    }
}
