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
        let twitter = try TestDataFiles.corpus("twitter.json")

        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<20 {
                        let message = Message(
                            id: task * 1000 + round, text: "task \(task) / round \(round)", tags: ["t\(task)"],
                            sent: Date(timeIntervalSince1970: Double(round)))
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

    /// A model no other test uses, so its per-type caches are filled by the tasks below
    /// racing to use it first.
    struct Release: JSONSerializing, Equatable {
        @JSONKey("meta.tag", "tag") var tag = ""
        @Transform<ISO8601DateTransformer> var published = Date(timeIntervalSince1970: 0)
        var author = ""
        @JSONIgnored var seen = false

        enum CodingKeys: String, CodingKey {
            case tag, published, seen
            case author = "author.login"
        }

        static let prototype: Release? = Release()
    }

    @Test("one document answers location lookups from many tasks at once, the first ones racing to build its table")
    func sharedDocumentLocations() async throws {
        var text = "{\n"
        for index in 0..<200 {
            text += "  \"key \(index) é\": \"\(String(repeating: "v", count: index % 23))\",\n"
        }
        text += "  \"end\": 0\n}"
        let bytes = Array(text.utf8)
        // The expected answers come from counting from the start, not from the table.
        let expected = (0...bytes.count).map { offset in
            bytes.withUnsafeBufferPointer { JSONReadingError.at(offset, in: $0, .emptyInput) }
        }
        let document = try JSONDocument(parsing: text)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each task starts at a different offset, so that the first lookups
                    // land in different blocks.
                    for step in 0...bytes.count {
                        let offset = (step + task * 397) % (bytes.count + 1)
                        let found = document.location(ofByteOffset: offset)
                        #expect(found.line == expected[offset].line && found.column == expected[offset].column, "offset \(offset)")
                    }
                }
            }
        }
    }

    @Test("models, transformers and error locations are safe from many tasks at once")
    func sharedModels() async throws {
        let issue = try Fixtures.data("github-issue.json")
        let releaseJSON = Data(#"{"meta":{"tag":"v1"},"published":"2011-04-22T13:33:48Z","author":{"login":"octocat"}}"#.utf8)
        let badJSON = Data("{\n  \"meta\": {\"tag\": 1}}".utf8)
        let expected = Release(tag: "v1", published: Date(timeIntervalSince1970: 1_303_479_228), author: "octocat")
        let adapter = JSONAdapter()

        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10 {
                        let release = try adapter.model(Release.self, from: releaseJSON)
                        #expect(release == expected)
                        #expect(try adapter.model(Release.self, from: adapter.jsonData(from: release)) == expected)
                        let model = try adapter.model(GHIssue.self, from: issue)
                        #expect(model.reporterLogin == "octocat")
                        #expect(try adapter.model(GHIssue.self, from: adapter.jsonData(from: model)) == model)
                        do {
                            _ = try adapter.model(Release.self, from: badJSON)
                            Issue.record("a number where the tag's string belongs decoded")
                        } catch let DecodingError.typeMismatch(_, context) {
                            #expect(context.debugDescription.contains("line 2"), "\(context.debugDescription)")
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    /// A class cluster and a model with local state that no other test uses, so that the
    /// per-type caches behind clusters, subclass fields, updates and merges are filled by
    /// tasks racing to use them first.
    class Shape: Codable, JSONClassCluster, @unchecked Sendable {
        var name = ""
        static let discriminator = JSONDiscriminator.key("type")
        static let variants: [JSONVariant<Shape>] = [JSONVariant("circle", Circle.self), JSONVariant("square", Square.self)]
    }

    final class Circle: Shape, @unchecked Sendable {
        var radius = 0.0
    }

    final class Square: Shape, @unchecked Sendable {
        @JSONKey("size.side") var side = 0.0
    }

    struct Board: JSONSerializing, Equatable {
        var title = ""
        var pins: [String] = []
        var openedAt = Date.distantPast

        enum CodingKeys: String, CodingKey { case title, pins }
    }

    @Test("clusters, partial updates and merges are safe from many tasks at once")
    func clustersUpdatesAndMerges() async throws {
        let shapes = Data(#"[{"type":"circle","name":"c","radius":2},{"type":"square","name":"s","size":{"side":3}}]"#.utf8)
        let patch = Data(#"{"pins":["b"]}"#.utf8)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<10 {
                        let decoded = try StrataJSONDecoder().decode([Shape].self, from: shapes)
                        #expect((decoded.first as? Circle)?.radius == 2)
                        #expect((decoded.last as? Square)?.side == 3)
                        let written = try JSONValue(parsing: StrataJSONEncoder().encode(decoded))
                        #expect(written[1]?["size"]?["side"] == 3)

                        var board = Board(title: "t\(task)", pins: ["a"], openedAt: Date(timeIntervalSince1970: Double(round)))
                        try StrataJSONDecoder().update(&board, from: patch)
                        #expect(board == Board(title: "t\(task)", pins: ["b"], openedAt: Date(timeIntervalSince1970: Double(round))))
                        var other = board
                        other.title = "merged"
                        other.openedAt = .distantFuture
                        try board.merge(other)
                        #expect(board.title == "merged" && board.openedAt == Date(timeIntervalSince1970: Double(round)))
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
