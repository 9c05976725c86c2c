import Foundation
import Testing

@testable import Strata

/// Elements decode with everything a `StrataJSONDecoder` does for a document: its
/// strategies, dotted key paths, clusters, model hooks and reports; from every kind of
/// source.
@Suite("Streaming: decoding elements")
struct StreamDecodingTests {
    struct Commit: Codable, Equatable {
        var authorName: String
        var committedAt: Date
        var login: String

        enum CodingKeys: String, CodingKey {
            case authorName, committedAt
            case login = "author.login"
        }
    }

    @Test("strategies and dotted key paths apply to every element")
    func strategiesAndKeyPaths() throws {
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let text = """
            {"author_name": "Ann", "committed_at": "2024-01-02T03:04:05Z", "author": {"login": "ann"}}
            {"author_name": "Bob", "committed_at": "2024-02-03T04:05:06Z", "author": {"login": "bob"}}

            """
        let values = try decoder.elements(of: Commit.self, from: Data(text.utf8), format: .jsonLines).map { try $0.get() }
        let expected = try text.split(separator: "\n").map { try decoder.decode(Commit.self, from: Data($0.utf8)) }
        #expect(values == expected)
        #expect(values.map(\.login) == ["ann", "bob"])
    }

    struct Account: JSONSerializing, Equatable {
        var email: String
        var domain: String? = nil

        struct Invalid: Error {}

        mutating func didDecode() throws {
            domain = email.split(separator: "@").last.map(String.init)
        }

        func validate() throws {
            guard email.contains("@") else { throw Invalid() }
        }
    }

    @Test("JSONSerializing hooks run per element; a value they reject fails its element only")
    func modelHooks() throws {
        let text = #"[{"email": "a@x.org"}, {"email": "nobody"}, {"email": "c@y.net"}]"#
        let report = JSONStreamReport()
        let values = StrataJSONDecoder().elements(
            of: Account.self, from: Data(text.utf8), format: .array, options: JSONStreamOptions(failurePolicy: .skip), report: report
        ).delivered().values
        #expect(values.map(\.domain) == ["x.org", "y.net"])
        #expect(report.skipped.map(\.elementIndex) == [1])
        #expect(report.skipped.first?.codingPath.map(\.stringValue) == ["Index 1"])
    }

    enum Shape: JSONTaggedUnion, Equatable {
        case circle(Circle)
        case square(Square)
        struct Circle: Codable, Equatable { var radius: Double }
        struct Square: Codable, Equatable { var side: Double }
        static let variants = [JSONVariant("circle", Circle.self, Shape.circle), JSONVariant("square", Square.self, Shape.square)]
    }

    @Test("clusters choose each element's type")
    func clusters() async throws {
        let text = #"{"type": "circle", "radius": 1.5} {"type": "square", "side": 2}{"type": "circle", "radius": 3}"#
        let values = await StrataJSONDecoder().elements(
            of: Shape.self, from: StreamFeed.asyncChunks(StreamFeed.pieces(Array(text.utf8), size: 5)), format: .concatenated
        ).delivered()
        #expect(values.error == nil)
        #expect(values.values == [.circle(.init(radius: 1.5)), .square(.init(side: 2)), .circle(.init(radius: 3))])
    }

    struct Settings: Codable, Equatable {
        @Default<Defaults.Zero<Int>> var retries: Int
        var name: String
    }

    @Test("with a report, the problems decoding recovered from are listed per element, located in the stream")
    func recoveredProblems() throws {
        let text = "{\"name\": \"a\", \"retries\": 2}\n{\"name\": \"b\"}\n{\"name\": \"c\", \"retries\": null}\n"
        let report = JSONStreamReport()
        let values = try StrataJSONDecoder().elements(of: Settings.self, from: Data(text.utf8), format: .jsonLines, report: report)
            .map { try $0.get() }
        #expect(values.map(\.retries) == [2, 0, 0])
        #expect(report.problems.map(\.elementIndex) == [1, 2])
        #expect(report.problems.allSatisfy { $0.problem.kind == .defaultUsed && $0.problem.isRecovered })
        #expect(report.problems.map(\.problem.line) == [2, 3])
        #expect(report.skippedCount == 0)
    }

    @Test("JSONValue elements, for untyped use")
    func untypedElements() throws {
        let text = #"{"data": {"items": [{"a": 1}, [true, null], "x", 2.5]}}"#
        let values = try StrataJSONDecoder().elements(of: JSONValue.self, from: Data(text.utf8), format: .array(at: "data.items"))
            .map { try $0.get() }
        #expect(values == [["a": 1], [true, .null], "x", 2.5])
    }

    /// A value that keeps its container and reads it later, after the stream has moved
    /// on (and reused or freed the buffer the container's document was in).
    struct Deferred: Decodable {
        let container: KeyedDecodingContainer<CodingKeys>
        enum CodingKeys: String, CodingKey { case name }

        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: CodingKeys.self)
        }

        func name() throws -> String {
            try container.decode(String.self, forKey: .name)
        }
    }

    @Test("a decoded value may keep its decoder past its element: the bytes it reads are kept for it")
    func containersOutliveTheirBatch() throws {
        let names = (0..<2_000).map { "name number \($0) " + String(repeating: "é", count: $0 % 50) }
        let text = names.map { "{\"name\": \"\($0)\"}" }.joined(separator: "\n")
        let kept = StrataJSONDecoder().elements(
            of: Deferred.self, from: Data(text.utf8), format: .jsonLines, options: JSONStreamOptions(bufferSize: 4096)
        ).delivered().values
        #expect(kept.count == names.count)
        #expect(try kept.map { try $0.name() } == names)
    }

    @Test("sources: a file, a file handle from its offset, Data, async bytes and async chunks")
    func sources() async throws {
        let firstLine = "{\"authorName\": \"x\"}\n"
        let text = firstLine + (1...50).map { "{\"id\": \($0)}" }.joined(separator: "\n") + "\n"
        let expected = (1...50).map { StreamErrorTests.Item(id: $0) }
        let skipFirstLine = firstLine.utf8.count
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-stream-\(UUID().uuidString).jsonl")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let decoder = StrataJSONDecoder()
        let options = JSONStreamOptions(failurePolicy: .skip)
        let fromFile = decoder.elements(of: StreamErrorTests.Item.self, from: url, format: .jsonLines, options: options).delivered()
        #expect(fromFile.values == expected)
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(skipFirstLine))
        let fromHandle = decoder.elements(of: StreamErrorTests.Item.self, from: handle, format: .jsonLines).delivered()
        #expect(fromHandle.values == expected)
        #expect(fromHandle.error == nil)
        let fromData = decoder.elements(of: StreamErrorTests.Item.self, from: Data(text.utf8), format: .jsonLines, options: options)
            .delivered()
        #expect(fromData.values == expected)
        let bytes = Array(text.utf8)
        let fromBytes = await decoder.elements(
            of: StreamErrorTests.Item.self, from: StreamFeed.asyncBytes(bytes), format: .jsonLines, options: options
        ).delivered()
        #expect(fromBytes.values == expected)
        let fromChunks = await decoder.elements(
            of: StreamErrorTests.Item.self, from: StreamFeed.asyncChunks(StreamFeed.pieces(bytes, size: 64).map { Data($0) }),
            format: .jsonLines, options: options
        ).delivered()
        #expect(fromChunks.values == expected)
    }

    /// Iterated where most app code runs: strict concurrency accepts it on an actor.
    @MainActor
    static func countOnTheMainActor(_ chunks: [[UInt8]]) async throws -> Int {
        var count = 0
        for try await _ in StrataJSONDecoder().elements(of: JSONValue.self, from: StreamFeed.asyncChunks(chunks), format: .jsonLines) {
            count += 1
        }
        return count
    }

    @Test("an async stream iterated on the main actor")
    func mainActor() async throws {
        #expect(try await Self.countOnTheMainActor([Array("1\n2\n".utf8), Array("3\n".utf8)]) == 3)
    }

    @Test("an element larger than the buffer decodes, and so do the small ones after it", arguments: [JSONStreamFormat.jsonLines, .array])
    func elementLargerThanTheBuffer(format: JSONStreamFormat) throws {
        let big = JSONValue.array(JSONArray((0..<20_000).map { JSONValue.number(JSONNumber($0)) }))
        let elements: [JSONValue] = ["small", big, ["k": "v"], big, 1]
        let written = try elements.map { try $0.jsonString() }
        let text = format == .array ? "[" + written.joined(separator: ",") + "]" : written.joined(separator: "\n")
        #expect(text.utf8.count > 200_000)
        let delivered = StrataJSONDecoder().elements(
            of: JSONValue.self, from: Data(text.utf8), format: format, options: JSONStreamOptions(bufferSize: 4096)
        ).delivered()
        #expect(delivered.error == nil)
        #expect(delivered.values == elements)
    }

    @Test("the buffer grows for a large element and returns to its size after it")
    func bufferShrinksBack() throws {
        let reader = JSONElementReader(format: .jsonLines, reading: JSONReadingOptions(), options: JSONStreamOptions(bufferSize: 4096))
        let big = "[" + String(repeating: "12345678,", count: 10_000) + "0]\n"
        let small = String(repeating: "{\"a\": 1}\n", count: 2_000)
        // More after the large element than its buffer holds, so that it is refilled.
        let after = String(repeating: "{\"a\": 1}\n", count: 40_000)
        var input = Array((small + big + after).utf8)[...]
        var capacities: [Int] = []
        var count = 0
        reading: while true {
            switch try reader.nextBatch() {
            case .batch(let batch):
                count += batch.elements.count
                reader.finishBatch()
            case .needsInput:
                capacities.append(reader.bufferCapacity)
                if input.isEmpty {
                    reader.endInput()
                    continue
                }
                let taken = input.withUnsafeBytes { reader.append($0) }
                input = input.dropFirst(taken)
            case .finished:
                break reading
            }
        }
        #expect(count == 42_001)
        #expect(capacities.max() ?? 0 >= big.utf8.count)
        #expect(capacities.first == 4096)
        #expect(capacities.last == 4096)
    }
}
