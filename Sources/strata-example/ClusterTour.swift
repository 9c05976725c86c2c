import Foundation
import Strata

/// Class clusters: the concrete type of each value chosen from the JSON.
enum ClusterTour {
    static func run(sections: Sections) throws {
        guard let url = Bundle.module.url(forResource: "github-events", withExtension: "json", subdirectory: "Resources") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let feed = try Data(contentsOf: url)

        sections.start("A GitHub events feed: each payload's type chosen by the event's \"type\"")
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let events = try decoder.decode([GitHubEvent].self, from: feed)
        for event in events {
            print("  " + event.summary)
        }

        sections.start("And back: each payload with its type beside it, the unknown one unchanged")
        let encoder = StrataJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        let written = try encoder.encode(events)
        let tree = try JSONValue(parsing: written)
        print("  types written:", (0..<events.count).compactMap { tree[$0]?["type"]?.string }.joined(separator: ", "))
        print("  last event:", tree[events.count - 1] ?? .null)
        let again = try decoder.decode([GitHubEvent].self, from: written)
        print("  decoded and encoded again:", try encoder.encode(again) == written ? "the same bytes" : "different bytes")
    }
}
