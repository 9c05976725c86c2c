import CorpusModels
import Foundation
import Testing

@testable import Strata

/// One decoder and one encoder shared by many concurrent tasks, as the documentation
/// promises. `.ci/run` also runs this suite under ThreadSanitizer.
@Suite("Concurrency")
struct ConcurrencyTests {
    struct Message: Codable, Equatable, Sendable {
        var id: Int
        var text: String
        var tags: [String]
        var sent: Date
    }

    @Test("a shared decoder and encoder give every task the right result")
    func sharedCoders() async throws {
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let encoder = StrataJSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = .sortedKeys
        let twitter = try SharedFixtures.corpus("twitter.json")

        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<20 {
                        let message = Message(id: task * 1000 + round, text: "task \(task) / round \(round)", tags: ["t\(task)"], sent: Date(timeIntervalSince1970: Double(round)))
                        let data = try encoder.encode(message)
                        #expect(try decoder.decode(Message.self, from: data) == message)
                    }
                    let timeline = try decoder.decode(TwitterTimeline.self, from: twitter)
                    #expect(timeline.statuses.count == 100)
                }
            }
            try await group.waitForAll()
        }
    }

    @Test("configuration can change while other tasks decode")
    func configurationChanges() async throws {
        let decoder = StrataJSONDecoder()
        let data = Data(#"{"user_name":"octocat"}"#.utf8)
        struct User: Decodable { var userName: String? }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for index in 0..<200 {
                    decoder.keyDecodingStrategy = index.isMultiple(of: 2) ? .convertFromSnakeCase : .useDefaultKeys
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<200 {
                        // Either snapshot is consistent: converted keys find the name,
                        // default keys find nothing.
                        let user = try? decoder.decode(User.self, from: data)
                        #expect(user != nil)
                        #expect(user?.userName == nil || user?.userName == "octocat")
                    }
                }
            }
        }
    }
}
