import Foundation
import Strata

/// Streams: a feed written as JSON Lines a value at a time, read back an element at a
/// time (one line broken on purpose), and an array read inside its envelope.
enum StreamingTour {
    static func run(sections: Sections) throws {
        guard let url = Bundle.module.url(forResource: "github-events", withExtension: "json", subdirectory: "Resources") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let feed = try Data(contentsOf: url)
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let events = try decoder.decode([GitHubEvent].self, from: feed)

        sections.start("Streams: JSON Lines written and read an event at a time")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-example-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let output = try FileHandle(forWritingTo: file)
        let encoder = StrataJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        // Five times over, and a line a log writer got wrong in the middle.
        let repeated = Array(repeating: events, count: 5).joined()
        try encoder.encode(repeated.prefix(12), as: .jsonLines, to: output)
        try output.write(contentsOf: Data("{\"id\": \"broken\", \"type\": \"PushEvent\",\n".utf8))
        try encoder.encode(repeated.dropFirst(12), as: .jsonLines, to: output)
        try output.close()
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        print("  wrote \(repeated.count) events as JSON Lines (\(size) bytes), and one broken line")

        let report = JSONStreamReport()
        var kinds: [String: Int] = [:]
        let stream = decoder.elements(
            of: GitHubEvent.self, from: file, format: .jsonLines, options: JSONStreamOptions(failurePolicy: .skip), report: report)
        for element in stream {
            kinds[kind(of: try element.get()), default: 0] += 1
        }
        print("  read back, one event at a time:", kinds.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        for skipped in report.skipped {
            print("  skipped:", skipped)
        }

        sections.start("Streams: the array inside an envelope, the rest skipped unread")
        let envelope = Data(#"{"meta": {"page": 1, "next": "…"}, "data": {"events": "#.utf8) + feed + Data(#", "count": 5}}"#.utf8)
        let logins = try decoder.elements(of: GitHubEvent.self, from: envelope, format: .array(at: "data.events"))
            .map { try $0.get().actorLogin }
        print("  actors of data.events:", logins.joined(separator: ", "))
    }

    /// What happened, in a word.
    static func kind(of event: GitHubEvent) -> String {
        switch event.payload {
        case .push: return "pushes"
        case .watch: return "stars"
        case .create: return "creations"
        case .fork: return "forks"
        case .issues: return "issue changes"
        case .issueComment: return "comments"
        case .other: return "unknown events"
        }
    }
}
