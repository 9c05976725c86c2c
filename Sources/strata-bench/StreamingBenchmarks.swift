import CorpusModels
import Foundation
import Strata

/// Streaming: large files generated at run time from the corpora's objects, read as a
/// stream (`StrataJSONDecoder.elements(of:from:format:)`) beside decoding the same
/// elements in memory (one JSON array read into `Data` and decoded as `[T]`), for
/// throughput and for peak memory.
///
/// Two streams: JSON Lines of github_events.json's events, and a top-level array of
/// twitter.json's statuses, each the objects written compact and repeated until the file
/// reaches the size asked for (`--stream-size MB`, 256 by default). The files go to a
/// temporary folder, removed afterwards; nothing is committed.
enum StreamingBenchmarks {
    /// A generated stream: its objects' corpus and model, and its layout.
    struct Stream: @unchecked Sendable {
        // `@unchecked`: `model` is a metatype, and nothing here changes once made.
        var name: String
        var corpus: String
        /// Where the objects are in the corpus file.
        var path: JSONKeyPath
        var format: JSONStreamFormat
        var model: any Codable.Type

        static let all = [
            Stream(
                name: "JSON Lines of github events", corpus: "github_events.json", path: JSONKeyPath(components: []), format: .jsonLines,
                model: GitHubEvent.self),
            Stream(name: "array of twitter statuses", corpus: "twitter.json", path: "statuses", format: .array, model: TwitterTimeline.Status.self),
        ]

        static func named(_ name: String) throws -> Stream {
            guard let stream = all.first(where: { $0.name == name }) else { throw BenchmarkError("unknown stream \(name)") }
            return stream
        }
    }

    /// A generated stream's files: the stream, and the same elements as one JSON array
    /// (the same file, for a stream that is an array).
    struct Files {
        var stream: Stream
        var file: URL
        var array: URL
        var count: Int
    }

    /// The objects' texts, compact, from the corpus.
    static func elementTexts(of stream: Stream, corpora: String) throws -> [[UInt8]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: corpora).appendingPathComponent(stream.corpus))
        var root = try JSONValue(parsing: data)
        for component in stream.path.components { root = root[component] ?? .null }
        guard let elements = root.array, !elements.isEmpty else { throw BenchmarkError("\(stream.corpus) has no array at \(stream.path)") }
        return try elements.map { try $0.jsonBytes() }
    }

    /// Writes the stream into `folder`, its elements repeated until its file holds at
    /// least `byteCount` bytes, and (for JSON Lines) the same elements as one array.
    static func generate(_ stream: Stream, in folder: URL, byteCount: Int, corpora: String) throws -> Files {
        let texts = try elementTexts(of: stream, corpora: corpora)
        let isArray = stream.format == .array
        let file = folder.appendingPathComponent(isArray ? "\(stream.corpus).array.json" : "\(stream.corpus).jsonl")
        let arrayFile = isArray ? file : folder.appendingPathComponent("\(stream.corpus).array.json")
        let output = try Output(file)
        let arrayOutput = isArray ? output : try Output(arrayFile)
        arrayOutput.chunk.append(UInt8(ascii: "["))
        var count = 0
        while output.written + output.chunk.count < byteCount {
            let text = texts[count % texts.count]
            if count > 0 { arrayOutput.chunk.append(UInt8(ascii: ",")) }
            arrayOutput.chunk.append(contentsOf: text)
            if !isArray {
                output.chunk.append(contentsOf: text)
                output.chunk.append(0x0A)
            }
            count += 1
            try output.flush(atLeast: 4 << 20)
            try arrayOutput.flush(atLeast: 4 << 20)
        }
        arrayOutput.chunk.append(UInt8(ascii: "]"))
        try output.flush(atLeast: 0)
        try arrayOutput.flush(atLeast: 0)
        return Files(stream: stream, file: file, array: arrayFile, count: count)
    }

    /// A file being written, a chunk at a time.
    final class Output {
        let handle: FileHandle
        var chunk = Data()
        var written = 0

        init(_ url: URL) throws {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw BenchmarkError("cannot create \(url.path)") }
            handle = try FileHandle(forWritingTo: url)
        }

        deinit { try? handle.close() }

        func flush(atLeast minimum: Int) throws {
            guard chunk.count >= minimum, !chunk.isEmpty else { return }
            try handle.write(contentsOf: chunk)
            written += chunk.count
            chunk.removeAll(keepingCapacity: true)
        }
    }

    /// Reads every element of the stream in `file`, keeping none; returns how many.
    static func streamElements<Model: Decodable>(_ type: Model.Type, from file: URL, format: JSONStreamFormat) throws -> Int {
        var count = 0
        for element in StrataJSONDecoder().elements(of: type, from: file, format: format) {
            _ = try element.get()
            count += 1
        }
        return count
    }

    /// Reads the array in `file` into memory and decodes it whole; returns its count.
    static func decodeInMemory<Model: Decodable>(_ type: Model.Type, from file: URL) throws -> Int {
        try StrataJSONDecoder().decode([Model].self, from: try Data(contentsOf: file)).count
    }

    /// Writes the streams of `megabytes` MiB into `folder` and keeps them (for running the
    /// children under callgrind: `--measure-stream-rss stream|memory NAME FILE`).
    static func write(megabytes: Int, into folder: String, corpora: String) throws {
        let url = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for stream in Stream.all {
            let files = try generate(stream, in: url, byteCount: megabytes << 20, corpora: corpora)
            print("\(stream.name): \(files.file.path) (as one array: \(files.array.path)), \(files.count) elements")
        }
    }

    /// The largest stream also decoded in memory. Above it the in-memory side is left out:
    /// its index reserves 16 bytes of address space per byte of input (a 2 GiB array asks
    /// for 32 GiB at once, which a machine without that much memory and swap refuses).
    static let largestInMemory = 512

    /// Runs the throughput rows and the peak-memory table.
    static func run(megabytes: Int, corpora: String, harness: Harness, measuresMemory: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-bench-streams-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        print("\nstreaming: \(megabytes) MiB files generated from the corpora's objects in \(folder.path) (removed afterwards)")
        print("throughput (median of interleaved samples; ratio = streaming MB/s / in-memory MB/s; min = the same for the fastest samples)")
        print(
            Table.pad("stream", 30) + Table.pad("elements", 10, right: true) + Table.pad("stream MB/s", 14, right: true)
                + Table.pad("in-memory MB/s", 16, right: true) + Table.pad("ratio", 9, right: true) + Table.pad("min", 9, right: true))
        print(String(repeating: "-", count: 88))
        var generated: [Files] = []
        for stream in Stream.all {
            let files = try generate(stream, in: folder, byteCount: megabytes << 20, corpora: corpora)
            generated.append(files)
            try measureThroughput(stream.model, files, harness: harness, inMemory: megabytes <= largestInMemory)
        }
        if megabytes > largestInMemory {
            print("(in memory: not measured above \(largestInMemory) MiB; its index would reserve 16 bytes of address space per input byte)")
        }
        guard measuresMemory else { return }
        print("\npeak memory, MiB above a process that only started (peak resident size, VmHWM): streaming from the file keeps no")
        print("element; in memory = the same elements as one array, read into Data and decoded as one [T]")
        print(
            Table.pad("stream", 30) + Table.pad("file MiB", 10, right: true) + Table.pad("streaming", 12, right: true)
                + Table.pad("in memory", 12, right: true))
        print(String(repeating: "-", count: 64))
        let baseline = try peak("baseline", stream: Stream.all[0], file: generated[0].file)
        for files in generated {
            let size = Double((try FileManager.default.attributesOfItem(atPath: files.file.path)[.size] as? Int) ?? 0) / 1_048_576
            let streaming = try peak("stream", stream: files.stream, file: files.file) - baseline
            let inMemory = megabytes <= largestInMemory ? try peak("memory", stream: files.stream, file: files.array) - baseline : nil
            print(
                Table.pad(files.stream.name, 30) + Table.pad(String(format: "%.0f", size), 10, right: true)
                    + Table.pad(String(format: "%.1f", streaming), 12, right: true)
                    + Table.pad(inMemory.map { String(format: "%.1f", $0) } ?? "-", 12, right: true))
            FileHandle.standardOutput.synchronizeFile()
        }
    }

    private static func measureThroughput<Model: Codable>(_ type: Model.Type, _ files: Files, harness: Harness, inMemory: Bool) throws {
        let stream = files.stream
        let fileBytes = (try FileManager.default.attributesOfItem(atPath: files.file.path)[.size] as? Int) ?? 0
        guard inMemory else {
            // The stream alone: the median of three passes.
            var seconds: [Double] = []
            for _ in 0..<3 {
                var streamed = 0
                seconds.append(try harness.time { streamed = try streamElements(type, from: files.file, format: stream.format) })
                guard streamed == files.count else { throw BenchmarkError("\(stream.name): streamed \(streamed) of \(files.count) elements") }
            }
            let median = seconds.sorted()[1]
            print(
                Table.pad(stream.name, 30) + Table.pad("\(files.count)", 10, right: true)
                    + Table.pad(String(format: "%.1f", Double(fileBytes) / median / 1e6), 14, right: true) + Table.pad("-", 16, right: true)
                    + Table.pad("-", 9, right: true) + Table.pad("-", 9, right: true))
            FileHandle.standardOutput.synchronizeFile()
            return
        }
        let array = try Data(contentsOf: files.array)
        let decoder = StrataJSONDecoder()
        let streamed = try streamElements(type, from: files.file, format: stream.format)
        let decoded = try decoder.decode([Model].self, from: array).count
        guard streamed == files.count, decoded == files.count else {
            throw BenchmarkError("\(stream.name): streamed \(streamed) and decoded \(decoded) of \(files.count) elements")
        }
        let result = try harness.compare(
            { _ = try streamElements(type, from: files.file, format: stream.format) },
            { _ = try decoder.decode([Model].self, from: array) })
        let streamMBps = Double(fileBytes) / result.strata.median / 1e6
        let memoryMBps = Double(array.count) / result.foundation.median / 1e6
        // Per byte of each input: the lines' line feeds are the array's commas, so the two
        // inputs differ by a byte or two in all.
        let ratio = streamMBps / memoryMBps
        let ratioOfMinimums = (Double(fileBytes) / result.strata.minimum) / (Double(array.count) / result.foundation.minimum)
        print(
            Table.pad(stream.name, 30) + Table.pad("\(files.count)", 10, right: true) + Table.pad(String(format: "%.1f", streamMBps), 14, right: true)
                + Table.pad(String(format: "%.1f", memoryMBps), 16, right: true) + Table.pad(String(format: "%.2fx", ratio), 9, right: true)
                + Table.pad(String(format: "%.2fx", ratioOfMinimums), 9, right: true))
        FileHandle.standardOutput.synchronizeFile()
    }

    /// The peak resident size (MiB) of a child that performs `operation` on `file`.
    private static func peak(_ operation: String, stream: Stream, file: URL) throws -> Double {
        let lines = try Memory.runChild(["--measure-stream-rss", operation, stream.name, file.path])
        guard let kibibytes = lines.compactMap({ Double($0) }).last else {
            throw BenchmarkError("peak memory of \(operation) on \(stream.name) failed")
        }
        return kibibytes / 1024
    }

    /// Runs in the child: performs `operation` once and prints the peak resident size (KiB).
    static func measurePeak(_ operation: String, stream name: String, file: String) throws {
        let stream = try Stream.named(name)
        try measurePeak(stream.model, operation, stream: stream, file: URL(fileURLWithPath: file))
    }

    private static func measurePeak<Model: Codable>(_ type: Model.Type, _ operation: String, stream: Stream, file: URL) throws {
        switch operation {
        case "baseline":
            _ = StrataJSONDecoder()
        case "stream":
            print(try streamElements(type, from: file, format: stream.format))
        case "memory":
            print(try decodeInMemory(type, from: file))
        default:
            throw BenchmarkError("unknown streaming operation \(operation)")
        }
        print(Memory.peakResidentKibibytes())
    }
}
