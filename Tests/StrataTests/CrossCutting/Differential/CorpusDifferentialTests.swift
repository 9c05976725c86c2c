import CorpusModels
import Foundation
import Strata
import Testing

// Each benchmark corpus decodes into its Codable model to equal values with both
// decoders, and the decoded model encodes to identical bytes with both encoders.

/// The benchmark corpora decode to equal models and re-encode to identical bytes.
@Suite("Differential corpora", .comparedWithSwiftFoundation)
struct CorpusDifferentialTests {
    static func check<Model: Codable & Equatable>(_ type: Model.Type, corpus name: String) throws {
        let input = try TestDataFiles.corpus(name)
        let expected = try JSONDecoder().decode(Model.self, from: input)
        let actual = try StrataJSONDecoder().decode(Model.self, from: input)
        #expect(actual == expected, "\(name) decodes to a different \(Model.self)")

        for formatting: JSONEncoder.OutputFormatting in [.sortedKeys, [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]] {
            let foundation = JSONEncoder()
            foundation.outputFormatting = formatting
            let strata = StrataJSONEncoder()
            strata.outputFormatting = formatting
            let foundationBytes = try foundation.encode(expected)
            let strataBytes: Data = try strata.encode(expected)
            #expect(foundationBytes.count > input.count / 4)
            if foundationBytes != strataBytes {
                let offset =
                    zip(foundationBytes, strataBytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(foundationBytes.count, strataBytes.count)
                let context = { (bytes: Data) in Differential.show(bytes.dropFirst(max(0, offset - 60)).prefix(120)) }
                Issue.record(
                    "\(name) encodes differently from byte \(offset): Foundation \(context(foundationBytes)), Strata \(context(strataBytes))")
            }
            // And the re-encoded document decodes alike again.
            #expect(try StrataJSONDecoder().decode(Model.self, from: foundationBytes) == expected)
        }
    }

    @Test("twitter.json as TwitterTimeline")
    func twitter() throws {
        try Self.check(TwitterTimeline.self, corpus: "twitter.json")
    }

    @Test("citm_catalog.json as CitmCatalog")
    func citmCatalog() throws {
        try Self.check(CitmCatalog.self, corpus: "citm_catalog.json")
    }

    @Test("canada.json as Canada")
    func canada() throws {
        try Self.check(Canada.self, corpus: "canada.json")
    }

    @Test("github_events.json as GitHubEvents, payloads chosen by event type")
    func githubEvents() throws {
        try Self.check(GitHubEvents.self, corpus: "github_events.json")
    }

    @Test("mesh.json as Mesh")
    func mesh() throws {
        try Self.check(Mesh.self, corpus: "mesh.json")
    }

    /// Each model holds every key of its corpus: encoding the decoded model gives back the
    /// document, except for members whose value is `null` (an absent optional is not
    /// encoded) and numbers' spellings (compared as values).
    @Test("each corpus model keeps every value of its document", arguments: TestDataFiles.corpusNames)
    func modelsAreComplete(name: String) throws {
        let input = try TestDataFiles.corpus(name)
        let reencoded: Data
        switch name {
        case "twitter.json": reencoded = try JSONEncoder().encode(try JSONDecoder().decode(TwitterTimeline.self, from: input))
        case "citm_catalog.json": reencoded = try JSONEncoder().encode(try JSONDecoder().decode(CitmCatalog.self, from: input))
        case "canada.json": reencoded = try JSONEncoder().encode(try JSONDecoder().decode(Canada.self, from: input))
        case "github_events.json": reencoded = try JSONEncoder().encode(try JSONDecoder().decode(GitHubEvents.self, from: input))
        case "mesh.json": reencoded = try JSONEncoder().encode(try JSONDecoder().decode(Mesh.self, from: input))
        default:
            Issue.record("no model for \(name)")
            return
        }
        let difference = Self.firstDifference(Self.withoutNullMembers(try JSONValue(parsing: input)), try JSONValue(parsing: reencoded), at: "")
        #expect(difference == nil, "\(name): the model loses or changes \(difference ?? "")")
    }

    static func withoutNullMembers(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object): return .object(JSONObject(object.filter { !$0.value.isNull }.map { ($0.key, withoutNullMembers($0.value)) }))
        case .array(let elements): return .array(elements.map(withoutNullMembers))
        default: return value
        }
    }

    /// The path of the first value that differs between two trees, nil if none does.
    /// Numbers compare as the `Double` (and, for integers, the `Int64`) they denote, so that
    /// `1.0` is `1` and a double's shortest spelling is the double.
    static func firstDifference(_ expected: JSONValue, _ actual: JSONValue, at path: String) -> String? {
        switch (expected, actual) {
        case (.object(let expected), .object(let actual)):
            for key in Set(expected.keys).union(actual.keys).sorted() {
                guard let expectedMember = expected[key], let actualMember = actual[key] else { return "\(path).\(key) (missing)" }
                if let difference = firstDifference(expectedMember, actualMember, at: "\(path).\(key)") { return difference }
            }
            return nil
        case (.array(let expected), .array(let actual)):
            guard expected.count == actual.count else { return "\(path) (count)" }
            for (index, (expectedElement, actualElement)) in zip(expected, actual).enumerated() {
                if let difference = firstDifference(expectedElement, actualElement, at: "\(path)[\(index)]") { return difference }
            }
            return nil
        case (.number(let expected), .number(let actual)):
            let same = expected.double == actual.double && expected.int64 == actual.int64
            return same ? nil : "\(path) (\(expected) against \(actual))"
        default:
            return expected == actual ? nil : "\(path) (\(expected) against \(actual))"
        }
    }

    /// The generic-tree sweep decodes every value of a document through `Tree` with both
    /// decoders, twice; in a debug build that takes about a minute for the three large
    /// corpora. A plain `swift test` sweeps the two smaller documents; `.ci/run` sets
    /// `STRATA_HEAVY_TESTS=1` and sweeps every corpus.
    static let treeSweepCorpora =
        TestDataFiles.runsHeavySweeps
        ? TestDataFiles.corpusNames : ["github_events.json", "twitter.json"]

    @Test("each corpus as a generic tree, and under convertFromSnakeCase", arguments: treeSweepCorpora)
    func genericTrees(name: String) throws {
        let input = try TestDataFiles.corpus(name)
        let outcome = Differential.expectSameDecoding(Tree.self, from: input, equal: ==)
        #expect(outcome.value != nil)
        Differential.expectSameDecoding(KeysSeen.self, from: input, setup: KeyStrategyDifferentialTests.snake, equal: ==)
    }
}
