import CorpusModels
import Foundation
import Strata
import Testing

// Each benchmark corpus decodes into its Codable model to equal values with both
// decoders, and the decoded model encodes to identical bytes with both encoders.

/// The benchmark corpora decode to equal models and re-encode to identical bytes.
@Suite("Differential corpora")
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
