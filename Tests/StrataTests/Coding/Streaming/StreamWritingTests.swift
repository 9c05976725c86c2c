import Foundation
import Strata
import Testing

/// Writing a sequence of values a value at a time: JSON Lines, and arrays byte for byte
/// what encoding the whole array writes.
@Suite("Streaming: writing")
struct StreamWritingTests {
    struct Entry: Codable, Equatable, Sendable {
        var id: Int
        var name: String
        var createdAt: Date
        var tags: [String]
        var attributes: [String: Int]
        var note: String?
    }

    static let entries: [Entry] = (0..<40).map { index in
        Entry(
            id: index, name: "entry \(index) é/😀 \"quoted\"\nsecond line", createdAt: Date(timeIntervalSince1970: Double(index * 86_401)),
            tags: index % 3 == 0 ? [] : (0..<index % 4).map { "tag\($0)" },
            attributes: index % 5 == 0 ? [:] : ["b": index, "a": -index],
            note: index % 2 == 0 ? nil : "odd")
    }

    static let formattings: [JSONEncoder.OutputFormatting] = [
        [], .prettyPrinted, .sortedKeys, [.prettyPrinted, .sortedKeys], [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes],
    ]

    static func encoder(_ formatting: JSONEncoder.OutputFormatting) -> StrataJSONEncoder {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = formatting
        encoder.dateEncodingStrategy = .iso8601
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }

    @Test(
        "an array is byte for byte the whole array's encoding", arguments: formattings.indices,
        [0, 1, 2, 40])
    func arrayMatchesWholeEncoding(formatting: Int, count: Int) throws {
        let encoder = Self.encoder(Self.formattings[formatting])
        let values = Array(Self.entries.prefix(count))
        var streamed = Data()
        var chunks = 0
        try encoder.encode(values, as: .array) {
            streamed.append($0)
            chunks += 1
        }
        let whole = try encoder.encode(values)
        #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: whole, as: UTF8.self))
        #expect(chunks >= 1)
    }

    @Test(
        "an array at a key path is byte for byte the envelope's encoding, and reads back at that path",
        arguments: formattings.indices, [[], ["data"], ["data", "items"], ["a/b", "0", "é \"q\""]])
    func envelopeMatchesWholeEncoding(formatting: Int, path: [String]) throws {
        let encoder = Self.encoder(Self.formattings[formatting])
        for count in [0, 1, 3] {
            let values = Array(Self.entries.prefix(count))
            var streamed = Data()
            try encoder.encode(values, as: .array(at: JSONKeyPath(components: path))) { streamed.append($0) }
            // The envelope's keys are written as given: a dictionary's keys are not
            // converted by the key strategy, so the envelope is written as dictionaries.
            var whole = try JSONValue(parsing: encoder.encode(values))
            for key in path.reversed() { whole = .object([key: whole]) }
            let expected = try encoder.encode(EnvelopeValue(whole, entries: values, path: path))
            #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
            let decoder = StrataJSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let read = decoder.elements(of: Entry.self, from: streamed, format: .array(at: JSONKeyPath(components: path))).delivered()
            #expect(read.error == nil)
            #expect(read.values == values)
        }
    }

    /// The envelope around an array of entries, encoded as nested dictionaries keyed by
    /// the path's components (so that no key strategy touches the keys), with the entries
    /// encoded by the same encoder inside.
    struct EnvelopeValue: Encodable {
        var entries: [Entry]
        var path: [String]

        init(_ tree: JSONValue, entries: [Entry], path: [String]) {
            self.entries = entries
            self.path = path
        }

        func encode(to encoder: any Encoder) throws {
            try Level(entries: entries, path: path[...]).encode(to: encoder)
        }

        struct Level: Encodable {
            var entries: [Entry]
            var path: ArraySlice<String>

            func encode(to encoder: any Encoder) throws {
                guard let key = path.first else {
                    try entries.encode(to: encoder)
                    return
                }
                try [key: Level(entries: entries, path: path.dropFirst())].encode(to: encoder)
            }
        }
    }

    @Test("concatenated values: each followed by a line feed, pretty-printed if asked, read back", arguments: formattings.indices)
    func concatenated(formatting: Int) throws {
        let encoder = Self.encoder(Self.formattings[formatting])
        var output = Data()
        try encoder.encode(Self.entries.prefix(5), as: .concatenated) { output.append($0) }
        var expected = Data()
        for entry in Self.entries.prefix(5) {
            expected.append(try encoder.encode(entry))
            expected.append(0x0A)
        }
        #expect(output == expected)
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let read = decoder.elements(of: Entry.self, from: output, format: .concatenated).delivered()
        #expect(read.error == nil)
        #expect(read.values == Array(Self.entries.prefix(5)))
    }

    @Test("nested values of every shape, pretty-printed inside an array")
    func nestedShapes() throws {
        let values: [JSONValue] = [
            [:], [], [[]], ["a": [:]], ["a": [[], [:], [[1]]], "b": ["c": ["d": []]]], "text\nwith a line feed", 1.5, .null,
        ]
        for formatting in Self.formattings {
            let encoder = Self.encoder(formatting)
            var streamed = Data()
            try encoder.encode(values, as: .array) { streamed.append($0) }
            #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: try encoder.encode(values), as: UTF8.self))
        }
    }

    @Test("JSON Lines: one compact value per line, read back by the stream reader", arguments: formattings.indices)
    func jsonLines(formatting: Int) throws {
        let encoder = Self.encoder(Self.formattings[formatting])
        var output = Data()
        try encoder.encode(Self.entries, as: .jsonLines) { output.append($0) }
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.entries.count + 1)
        #expect(lines.last == "")
        let compact = Self.encoder(Self.formattings[formatting].subtracting(.prettyPrinted))
        for (line, entry) in zip(lines, Self.entries) {
            #expect(Data(line.utf8) == (try compact.encode(entry)))
        }
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let read = decoder.elements(of: Entry.self, from: output, format: .jsonLines).delivered()
        #expect(read.error == nil)
        #expect(read.values == Self.entries)
    }

    @Test("large outputs come in bounded chunks; a value larger than a chunk comes whole")
    func chunkSizes() throws {
        let many = Array(repeating: Self.entries, count: 100).joined()
        var sizes: [Int] = []
        var output = Data()
        try Self.encoder([]).encode(many, as: .array) {
            sizes.append($0.count)
            output.append($0)
        }
        #expect(sizes.count > 3)
        // A chunk is handed on once 64 KiB are pending, so none exceeds that by more than a value.
        let largestValue = try many.map { try Self.encoder([]).encode($0).count }.max() ?? 0
        #expect(sizes.allSatisfy { $0 < (64 << 10) + largestValue + 2 })
        #expect(output == (try Self.encoder([]).encode(Array(many))))
        let huge = JSONValue.string(String(repeating: "x", count: 300_000))
        var hugeSizes: [Int] = []
        try StrataJSONEncoder().encode([huge, "small"], as: .jsonLines) { hugeSizes.append($0.count) }
        // The large value's line, whole; then the small one's.
        #expect(hugeSizes == [300_003, 8])
    }

    @Test("async sequences, into a file handle and to an async consumer")
    func asyncAndFileHandle() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-write-\(UUID().uuidString).json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let encoder = Self.encoder(.prettyPrinted)
        let handle = try FileHandle(forWritingTo: url)
        try await encoder.encode(StreamFeed.asyncChunks(Self.entries), as: .array, to: handle)
        try handle.close()
        #expect(try Data(contentsOf: url) == (try encoder.encode(Self.entries)))

        let collected = Collected()
        try await encoder.encode(StreamFeed.asyncChunks(Self.entries), as: .jsonLines) { await collected.append($0) }
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(decoder.elements(of: Entry.self, from: await collected.data, format: .jsonLines).delivered().values == Self.entries)

        let syncHandle = try FileHandle(forWritingTo: url)
        try syncHandle.truncate(atOffset: 0)
        try encoder.encode(Self.entries, as: .jsonLines, to: syncHandle)
        try syncHandle.close()
        #expect(decoder.elements(of: Entry.self, from: url, format: .jsonLines).delivered().values == Self.entries)
    }

    actor Collected {
        var data = Data()
        func append(_ chunk: Data) { data.append(chunk) }
    }

    struct Unencodable: Encodable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(0, EncodingError.Context(codingPath: [], debugDescription: "no"))
        }
    }

    @Test("a value that fails to encode: the error is thrown, and the text so far ends before it")
    func failure() throws {
        var output = Data()
        #expect(throws: EncodingError.self) {
            try StrataJSONEncoder().encode([AnyEncodable(1), AnyEncodable(Unencodable()), AnyEncodable(3)], as: .array) { output.append($0) }
        }
        #expect(output.isEmpty)
    }

    struct AnyEncodable: Encodable {
        let value: any Encodable
        init(_ value: any Encodable) { self.value = value }
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }
}
