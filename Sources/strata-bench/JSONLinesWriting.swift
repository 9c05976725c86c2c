import CorpusModels
import Foundation
import Strata

/// Writing a stream of events as JSON Lines: 10,000 of github_events.json's events (its 30
/// repeated), written by `StrataJSONEncoder.encode(_:as: .jsonLines, to:)` beside
/// Foundation's `JSONEncoder` encoding each event and appending a line feed, each into
/// one `Data`. A row of github_events.json's part of the table; the bytes are the
/// output's.
///
/// This is the case the debug-build issue was reported with: an app that logs its events
/// as JSON Lines, run with `swift run`.
enum JSONLinesWriting {
    static let eventCount = 10_000

    static func run(_ events: [GitHubEvent], harness: Harness) throws -> Row {
        let lines = (0..<eventCount).map { events[$0 % events.count] }
        let strataEncoder = StrataJSONEncoder()
        let foundationEncoder = JSONEncoder()
        let strataOutput = try strata(lines, strataEncoder)
        // Foundation escapes `/` and Strata does not, so the two outputs differ in bytes;
        // each of Strata's lines must decode back to its event.
        let decoder = JSONDecoder()
        let written = try strataOutput.split(separator: 0x0A).map { try decoder.decode(GitHubEvent.self, from: Data($0)) }
        guard written == lines else {
            throw BenchmarkError("Strata's JSON Lines of \(eventCount) events do not decode back to the same events")
        }
        let timing = try harness.compare(
            { _ = try strata(lines, strataEncoder) },
            { _ = try foundation(lines, foundationEncoder) })
        return Row(
            file: "github_events.json", operation: "\(eventCount / 1000)k as JSON Lines", bytes: strataOutput.count, strata: timing.strata,
            foundation: timing.foundation, foundationName: "JSONEncoder.encode(_:) per line")
    }

    static func strata(_ lines: [GitHubEvent], _ encoder: StrataJSONEncoder) throws -> Data {
        var output = Data()
        try encoder.encode(lines, as: .jsonLines) { output.append($0) }
        return output
    }

    static func foundation(_ lines: [GitHubEvent], _ encoder: JSONEncoder) throws -> Data {
        var output = Data()
        for event in lines {
            output.append(try encoder.encode(event))
            output.append(0x0A)
        }
        return output
    }
}
