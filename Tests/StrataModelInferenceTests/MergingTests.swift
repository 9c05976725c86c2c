import Foundation
import Testing

@testable import StrataModelInference

/// Fewer, better types: structs that are nearly the same are one type whatever keys they
/// sit under (GitHub's `changes.old_issue` is an `Issue`), but never one that holds
/// itself, and never small shapes that happen to share their keys.
@Suite struct MergingTests {
    private static let issue = #"{"id": 1, "title": "t", "state": "open", "number": 1, "closed_at": null, "body": "b"}"#

    @Test func nearlyEqualStructsUnderDifferentKeysAreOneType() throws {
        let oldIssue = #"{"id": 2, "title": "u", "state": "closed", "number": 2, "closed_at": "2013-01-10T07:58:30Z"}"#
        let newIssue = #"{"id": 3, "title": "v", "state": "open", "number": 3, "closed_at": null, "body": "c", "locked": false}"#
        let generated = try generate(samples: [
            #"{"issue": \#(Self.issue)}"#, #"{"issue": \#(Self.issue), "changes": {"old_issue": \#(oldIssue), "new_issue": \#(newIssue)}}"#,
        ])
        let source = GeneratedSource(generated)
        #expect(try #require(source.structure(generated.rootTypeName)).property("issue") == "var issue: Issue")
        let changes = try #require(source.structure("Changes"))
        #expect(changes.property("oldIssue") == "var oldIssue: Issue")
        #expect(changes.property("newIssue") == "var newIssue: Issue")
        #expect(source.structure("OldIssue") == nil && source.structure("NewIssue") == nil)
        let issue = try #require(source.structure("Issue"))
        #expect(issue.property("closedAt") == "@Transform<ISO8601DateTransformer?> var closedAt: Date?")
        #expect(issue.property("body") == "var body: String?")
        #expect(issue.property("locked") == "var locked: Bool?")
    }

    /// The merged type takes the name the others end with, whichever is met first.
    @Test func theMergedTypeTakesTheShortestName() throws {
        let generated = try generate(samples: [
            #"{"changes": {"old_issue": \#(Self.issue)}, "issue": \#(Self.issue.replacingOccurrences(of: #", "body": "b""#, with: ""))}"#
        ])
        let changes = try #require(GeneratedSource(generated).structure("Changes"))
        #expect(changes.property("oldIssue") == "var oldIssue: Issue")
        #expect(GeneratedSource(generated).structure("OldIssue") == nil)
    }

    /// A struct met first as an event's `data.object` and then as a `plan` is a `Plan`:
    /// a merged struct takes the name that says more than `Object`.
    @Test func theMergedTypeTakesTheNameThatSaysMore() throws {
        let plan = #"{"id": "plan_1", "amount": 500, "currency": "usd", "interval": "month"}"#
        let generated = try generate(samples: [#"{"event": {"data": {"object": \#(plan)}}, "plan": \#(plan)}"#])
        let source = GeneratedSource(generated)
        #expect(try #require(source.structure(generated.rootTypeName)).property("plan") == "var plan: Plan")
        #expect(try #require(source.structure("EventData")).property("object") == "var object: Plan")
        #expect(source.structure("Object") == nil)
    }

    @Test(arguments: [
        (
            "small shapes", #"{"tag": {"id": 1, "name": "a"}, "owner": {"id": 2, "name": "b"}, "repo": {"id": 3, "name": "c", "private": true}}"#,
            ["Tag", "Repo"]
        ),
        (
            "shapes that share too few keys",
            #"{"issue": {"id": 1, "title": "t", "state": "open", "number": 1}, "team": {"id": 2, "title": "u", "slug": "s", "members": 3}}"#,
            ["Issue", "Team"]
        ),
        (
            "types that disagree",
            #"{"issue": {"id": 1, "title": "t", "state": "open", "number": 1}, "draft": {"id": "x", "title": "t", "state": "open", "number": 1}}"#,
            ["Issue", "Draft"]
        ),
    ])
    func structsThatStayApart(_ label: String, _ sample: String, _ types: [String]) throws {
        let generated = try generate(samples: [sample])
        for type in types { #expect(GeneratedSource(generated).structure(type) != nil, "\(label): no \(type)") }
    }

    /// A retweet is nearly a tweet, but a struct that holds itself is no value type.
    @Test func aStructNeverMergesWithOneItHolds() throws {
        let tweet = #"{"id": 1, "text": "a", "lang": "en", "favorited": false, "retweet_count": 0}"#
        let generated = try generate(samples: [
            #"{"statuses": [\#(tweet), {"id": 2, "text": "b", "lang": "ja", "favorited": true, "retweet_count": 3, "retweeted_status": \#(tweet)}]}"#
        ])
        let status = try #require(GeneratedSource(generated).structure("Status"))
        #expect(status.property("retweetedStatus") == "var retweetedStatus: RetweetedStatus?")
    }

    /// Merging is linear in the depth of the samples: children are merged before their
    /// parents, so a comparison never descends, and each struct is compared with a bounded
    /// number of earlier ones. (Before, 500 nested objects took minutes.)
    @Test(arguments: [100, 500])
    func deepNestingIsLinearWork(_ depth: Int) throws {
        let deep = String(repeating: #"{"a": {"b": 1, "c": "#, count: depth / 2) + "1" + String(repeating: "}}", count: depth / 2)
        let chain = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        for sample in [deep, chain] {
            let clock = ContinuousClock()
            let start = clock.now
            let generated = try generate(samples: [sample, sample.replacingOccurrences(of: "1", with: "2")])
            let elapsed = clock.now - start
            let statistics = generated.statistics
            #expect(statistics.structs >= depth)
            #expect(statistics.structComparisons <= 32 * statistics.structs, "\(statistics.structComparisons) comparisons")
            #expect(elapsed < .seconds(10), "\(elapsed)")
        }
    }

    @Test func fiveHundredNestedObjectsTakeWellUnderASecond() throws {
        let depth = 500
        let deep = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        let clock = ContinuousClock()
        let start = clock.now
        let generated = try ModelGenerator().generate(from: [SampleFile(name: "deep.json", contents: Data(deep.utf8))])
        #expect(clock.now - start < .seconds(1))
        #expect(generated.source.components(separatedBy: ": JSONSerializing, Sendable {").count == depth + 1)
    }
}
