import CorpusModels
import Foundation
import Strata

/// Streaming: large files generated at run time, read as a stream
/// (`StrataJSONDecoder.elements(of:from:format:)`) beside decoding the same elements in
/// memory (one JSON array read into `Data` beforehand and decoded as one `[T]` by a decoder
/// kept from call to call), for throughput and for peak memory; and streams whose lines
/// are nearly all bad, skipped, beside the same number of good lines.
///
/// Large elements: JSON Lines of github_events.json's events and a top-level array of
/// twitter.json's statuses, each the objects written compact and repeated until the file
/// reaches the size asked for (`--stream-size MB`, 256 by default). Small elements, the
/// streams people have most: a million log records of three fields
/// (`{"level":"info","message":"disk 91% full","n":123}`) as JSON Lines and as one array,
/// and ten million `Int`s, one per line and as one array. Skipped lines: a million lines,
/// 999 in 1,000 bad (not decoding, or not JSON), read with `.skip`, with a report and
/// without, beside the million good log records. The counts are those at the default
/// size; `--stream-size` scales them with the large streams (`--stream-size 16` writes a
/// sixteenth, for callgrind). The files go to a temporary folder, removed afterwards;
/// nothing is committed.
///
/// Instruction counts: `--write-streams FOLDER` keeps the files, and the child
/// `--measure-stream-rss callgrind-stream|callgrind-memory|callgrind-stream-report NAME FILE`
/// makes one warm pass and then one pass inside `measuredStreamPass`, alone counted by
///
///     valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredStreamPass*' \
///         .build-stream-release/release/strata-bench --measure-stream-rss callgrind-stream \
///         'JSON Lines of Ints' FOLDER/ints.jsonl
///
/// and the instructions per element are the reported total divided by the count it
/// prints. (`callgrind-memory` takes the stream's array file.)
enum StreamingBenchmarks {
    /// A generated stream: its elements, its layout, the model they decode into, and
    /// how it is read.
    struct Stream: @unchecked Sendable {
        // `@unchecked`: `model` is a metatype, and nothing here changes once made.
        var name: String
        /// The file's name without its extension.
        var fileStem: String
        var elements: Elements
        var format: JSONStreamFormat
        var model: any Codable.Type
        /// Lines that fail, read with `.skip`: measured against ``comparedWith``'s lines,
        /// not in memory.
        var skips = false
        /// The stream of good elements a skipping stream is measured against.
        var comparedWith: String?

        enum Elements {
            /// A corpus's objects at a key path, repeated until the file reaches the size asked for.
            case corpus(file: String, path: JSONKeyPath)
            /// `count` elements at the default size (scaled with `--stream-size`), each the
            /// text the function makes of its index.
            case generated(count: Int, text: @Sendable (Int) -> [UInt8])
        }

        static let logRecords = "JSON Lines of log records"
        static let ints = "JSON Lines of Ints"

        static let all = [
            Stream(
                name: "JSON Lines of github events", fileStem: "github_events",
                elements: .corpus(file: "github_events.json", path: JSONKeyPath(components: [])), format: .jsonLines, model: GitHubEvent.self),
            Stream(
                name: "array of twitter statuses", fileStem: "twitter_statuses", elements: .corpus(file: "twitter.json", path: "statuses"),
                format: .array, model: TwitterTimeline.Status.self),
            Stream(name: logRecords, fileStem: "log_records", elements: logRecordElements, format: .jsonLines, model: LogRecord.self),
            Stream(name: "array of log records", fileStem: "log_records_array", elements: logRecordElements, format: .array, model: LogRecord.self),
            Stream(name: ints, fileStem: "ints", elements: intElements, format: .jsonLines, model: Int.self),
            Stream(name: "array of Ints", fileStem: "ints_array", elements: intElements, format: .array, model: Int.self),
            Stream(
                name: "lines, 999/1000 not decoding", fileStem: "log_records_not_decoding",
                elements: badLogRecords(#"{"level":"info","message":"disk 91% full","n":"123"}"#), format: .jsonLines, model: LogRecord.self,
                skips: true, comparedWith: logRecords),
            Stream(
                name: "lines, 999/1000 not JSON", fileStem: "log_records_not_json",
                elements: badLogRecords(#"{"level":"info","message":"disk 91% full","n":123"#), format: .jsonLines, model: LogRecord.self,
                skips: true, comparedWith: logRecords),
        ]

        /// `{"level":"info","message":"disk 91% full","n":123}`, with `n` from 0 to 999.
        static func logRecord(_ index: Int) -> [UInt8] {
            Array(#"{"level":"info","message":"disk 91% full","n":\#(index % 1000)}"#.utf8)
        }

        static let logRecordElements = Elements.generated(count: 1_000_000, text: logRecord)
        /// Counters: 0 to 9,999,999.
        static let intElements = Elements.generated(count: 10_000_000) { Array(String($0).utf8) }

        /// A million lines, every thousandth a good log record and the others `bad`.
        static func badLogRecords(_ bad: String) -> Elements {
            let badText = Array(bad.utf8)
            return .generated(count: 1_000_000) { $0 % 1000 == 0 ? logRecord($0) : badText }
        }

        static func named(_ name: String) throws -> Stream {
            guard let stream = all.first(where: { $0.name == name }) else {
                throw BenchmarkError("unknown stream \(name); the streams are \(all.map(\.name).joined(separator: ", "))")
            }
            return stream
        }
    }

    /// A log record of the small-element streams.
    struct LogRecord: Codable, Equatable {
        var level: String
        var message: String
        var n: Int
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
    static func elementTexts(of file: String, at path: JSONKeyPath, corpora: String) throws -> [[UInt8]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: corpora).appendingPathComponent(file))
        var root = try JSONValue(parsing: data)
        for component in path.components { root = root[component] ?? .null }
        guard let elements = root.array, !elements.isEmpty else { throw BenchmarkError("\(file) has no array at \(path)") }
        return try elements.map { try $0.jsonBytes() }
    }

    /// Writes the stream into `folder`: a corpus's elements repeated until its file holds
    /// at least `megabytes` MiB, or the generated elements (their count scaled by
    /// `megabytes` / 256), and (for JSON Lines) the same elements as one array.
    static func generate(_ stream: Stream, in folder: URL, megabytes: Int, corpora: String) throws -> Files {
        let byteCount = megabytes << 20
        let element: (Int) -> [UInt8]
        let done: (_ count: Int, _ written: Int) -> Bool
        switch stream.elements {
        case .corpus(let file, let path):
            let texts = try elementTexts(of: file, at: path, corpora: corpora)
            element = { texts[$0 % texts.count] }
            done = { _, written in written >= byteCount }
        case .generated(let count, let text):
            let scaled = max(1, Int((Double(count) * Double(megabytes) / 256).rounded()))
            element = text
            done = { index, _ in index >= scaled }
        }
        let isArray = stream.format == .array
        let file = folder.appendingPathComponent(isArray ? "\(stream.fileStem).json" : "\(stream.fileStem).jsonl")
        let arrayFile = isArray ? file : folder.appendingPathComponent("\(stream.fileStem).array.json")
        let output = try Output(file)
        let arrayOutput = isArray ? output : (stream.skips ? nil : try Output(arrayFile))
        arrayOutput?.chunk.append(UInt8(ascii: "["))
        var count = 0
        while !done(count, output.written + output.chunk.count) {
            let text = element(count)
            if count > 0 { arrayOutput?.chunk.append(UInt8(ascii: ",")) }
            arrayOutput?.chunk.append(contentsOf: text)
            if !isArray {
                output.chunk.append(contentsOf: text)
                output.chunk.append(0x0A)
            }
            count += 1
            try output.flush(atLeast: 4 << 20)
            try arrayOutput?.flush(atLeast: 4 << 20)
        }
        arrayOutput?.chunk.append(UInt8(ascii: "]"))
        try output.flush(atLeast: 0)
        try arrayOutput?.flush(atLeast: 0)
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

    /// Reads every element of the stream in `file`, keeping none; returns how many were
    /// delivered. A skipping stream leaves its bad elements out, into `report` if given.
    ///
    /// The loop is compiled for the stream's model, as an app's loop over
    /// `elements(of: Int.self, …)` is: the streams' models are named here, so that the
    /// iterator's `next()`, inlined into the loop, is specialized for them (a loop left
    /// generic over the model would hand each element over through its value witnesses).
    static func streamElements<Model: Decodable>(
        _ type: Model.Type, from file: URL, stream: Stream, decoder: StrataJSONDecoder = StrataJSONDecoder(), report: JSONStreamReport? = nil
    ) throws -> Int {
        switch type {
        case let type as Int.Type: return try countElements(type, from: file, stream: stream, decoder: decoder, report: report)
        case let type as LogRecord.Type: return try countElements(type, from: file, stream: stream, decoder: decoder, report: report)
        case let type as GitHubEvent.Type: return try countElements(type, from: file, stream: stream, decoder: decoder, report: report)
        case let type as TwitterTimeline.Status.Type:
            return try countElements(type, from: file, stream: stream, decoder: decoder, report: report)
        default: return try countElements(type, from: file, stream: stream, decoder: decoder, report: report)
        }
    }

    private static func countElements<Model: Decodable>(
        _ type: Model.Type, from file: URL, stream: Stream, decoder: StrataJSONDecoder, report: JSONStreamReport?
    ) throws -> Int {
        var count = 0
        let options = JSONStreamOptions(failurePolicy: stream.skips ? .skip : .stop)
        for element in decoder.elements(of: type, from: file, format: stream.format, options: options, report: report) {
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
    /// children under callgrind: `--measure-stream-rss OPERATION NAME FILE`).
    static func write(megabytes: Int, into folder: String, corpora: String) throws {
        let url = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for stream in Stream.all {
            let files = try generate(stream, in: url, megabytes: megabytes, corpora: corpora)
            let array = stream.skips ? "" : " (as one array: \(files.array.path))"
            print("\(stream.name): \(files.file.path)\(array), \(files.count) elements")
        }
    }

    /// The largest stream also decoded in memory. Above it the in-memory side is left out:
    /// its index reserves 16 bytes of address space per byte of input (a 2 GiB array asks
    /// for 32 GiB at once, which a machine without that much memory and swap refuses).
    static let largestInMemory = 512

    /// Runs the throughput rows, the skipped lines' rows and the peak-memory table.
    static func run(megabytes: Int, corpora: String, harness: Harness, measuresMemory: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-bench-streams-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        print("\nstreaming: files generated in \(folder.path) (removed afterwards); large elements: \(megabytes) MiB of the corpora's objects")
        print("throughput (median of interleaved samples; ratio = streaming MB/s / in-memory MB/s, the same elements decoded as one [T]")
        print("from Data by a kept decoder; min = the same for the fastest samples; ns/el = streaming nanoseconds per element)")
        print(
            Table.pad("stream", 30) + Table.pad("elements", 11, right: true) + Table.pad("stream MB/s", 13, right: true)
                + Table.pad("in-memory MB/s", 16, right: true) + Table.pad("ratio", 9, right: true) + Table.pad("min", 9, right: true)
                + Table.pad("ns/el", 9, right: true))
        print(String(repeating: "-", count: 97))
        var generated: [String: Files] = [:]
        var perElement: [String: Double] = [:]
        for stream in Stream.all where !stream.skips {
            let files = try generate(stream, in: folder, megabytes: megabytes, corpora: corpora)
            generated[stream.name] = files
            perElement[stream.name] = try measureThroughput(stream.model, files, harness: harness, inMemory: megabytes <= largestInMemory)
        }
        if megabytes > largestInMemory {
            print("(in memory: not measured above \(largestInMemory) MiB; its index would reserve 16 bytes of address space per input byte)")
        }
        print("\nskipped lines (JSONStreamOptions(failurePolicy: .skip)): time per line beside a stream of as many good lines read in")
        print("alternation, read the same way (with a report or without); median of the samples; ratio = a line of the")
        print("skipping stream / a good line")
        print(
            Table.pad("stream", 30) + Table.pad("report", 8) + Table.pad("lines", 11, right: true) + Table.pad("ns/line", 10, right: true)
                + Table.pad("good ns/line", 14, right: true) + Table.pad("ratio", 9, right: true) + Table.pad("seconds", 9, right: true))
        print(String(repeating: "-", count: 91))
        for stream in Stream.all where stream.skips {
            let files = try generate(stream, in: folder, megabytes: megabytes, corpora: corpora)
            guard let good = stream.comparedWith.flatMap({ generated[$0] }), good.count == files.count else {
                throw BenchmarkError("\(stream.name): no stream of as many good lines to compare with")
            }
            for withReport in [true, false] {
                try measureSkipping(stream.model, files, good: good, withReport: withReport, harness: harness)
            }
        }
        guard measuresMemory else { return }
        print("\npeak memory, MiB above a process that only started (peak resident size, VmHWM): streaming from the file keeps no")
        print("element; in memory = the same elements as one array, read into Data and decoded as one [T]")
        print(
            Table.pad("stream", 30) + Table.pad("file MiB", 10, right: true) + Table.pad("streaming", 12, right: true)
                + Table.pad("in memory", 12, right: true))
        print(String(repeating: "-", count: 64))
        let first = Stream.all[0]
        let baseline = try peak("baseline", stream: first, file: generated[first.name]?.file ?? folder)
        for stream in Stream.all where !stream.skips {
            guard let files = generated[stream.name] else { continue }
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

    /// Prints the stream's row; returns the streaming seconds per element.
    @discardableResult
    private static func measureThroughput<Model: Codable>(_ type: Model.Type, _ files: Files, harness: Harness, inMemory: Bool) throws -> Double {
        let stream = files.stream
        let fileBytes = (try FileManager.default.attributesOfItem(atPath: files.file.path)[.size] as? Int) ?? 0
        let streamDecoder = StrataJSONDecoder()
        guard inMemory else {
            // The stream alone: the median of three passes.
            var seconds: [Double] = []
            for _ in 0..<3 {
                var streamed = 0
                seconds.append(try harness.time { streamed = try streamElements(type, from: files.file, stream: stream, decoder: streamDecoder) })
                guard streamed == files.count else { throw BenchmarkError("\(stream.name): streamed \(streamed) of \(files.count) elements") }
            }
            let median = seconds.sorted()[1]
            print(
                Table.pad(stream.name, 30) + Table.pad("\(files.count)", 11, right: true)
                    + Table.pad(String(format: "%.1f", Double(fileBytes) / median / 1e6), 13, right: true) + Table.pad("-", 16, right: true)
                    + Table.pad("-", 9, right: true) + Table.pad("-", 9, right: true)
                    + Table.pad(String(format: "%.1f", median / Double(files.count) * 1e9), 9, right: true))
            FileHandle.standardOutput.synchronizeFile()
            return median / Double(files.count)
        }
        let array = try Data(contentsOf: files.array)
        let decoder = StrataJSONDecoder()
        let streamed = try streamElements(type, from: files.file, stream: stream, decoder: streamDecoder)
        let decoded = try decoder.decode([Model].self, from: array).count
        guard streamed == files.count, decoded == files.count else {
            throw BenchmarkError("\(stream.name): streamed \(streamed) and decoded \(decoded) of \(files.count) elements")
        }
        let result = try harness.compare(
            { _ = try streamElements(type, from: files.file, stream: stream, decoder: streamDecoder) },
            { _ = try decoder.decode([Model].self, from: array) })
        let streamMBps = Double(fileBytes) / result.strata.median / 1e6
        let memoryMBps = Double(array.count) / result.foundation.median / 1e6
        // Per byte of each input: the lines' line feeds are the array's commas, so the two
        // inputs differ by a byte or two in all.
        let ratio = streamMBps / memoryMBps
        let ratioOfMinimums = (Double(fileBytes) / result.strata.minimum) / (Double(array.count) / result.foundation.minimum)
        print(
            Table.pad(stream.name, 30) + Table.pad("\(files.count)", 11, right: true) + Table.pad(String(format: "%.1f", streamMBps), 13, right: true)
                + Table.pad(String(format: "%.1f", memoryMBps), 16, right: true) + Table.pad(String(format: "%.2fx", ratio), 9, right: true)
                + Table.pad(String(format: "%.2fx", ratioOfMinimums), 9, right: true)
                + Table.pad(String(format: "%.1f", result.strata.median / Double(files.count) * 1e9), 9, right: true))
        FileHandle.standardOutput.synchronizeFile()
        return result.strata.median / Double(files.count)
    }

    /// Prints a skipping stream's row: its lines read with `.skip` (and a report, or
    /// none) in alternation with the good stream's as many lines, read with a report
    /// when the skipping stream has one (a report costs each element of a stream some
    /// work, failed or not).
    private static func measureSkipping<Model: Codable>(_ type: Model.Type, _ files: Files, good: Files, withReport: Bool, harness: Harness) throws {
        let stream = files.stream
        let decoder = StrataJSONDecoder()
        let goodDecoder = StrataJSONDecoder()
        let expected = (files.count + 999) / 1000
        let report = JSONStreamReport()
        let delivered = try streamElements(type, from: files.file, stream: stream, decoder: decoder, report: report)
        guard delivered == expected, report.skippedCount == files.count - expected else {
            throw BenchmarkError("\(stream.name): delivered \(delivered) and skipped \(report.skippedCount) of \(files.count) lines")
        }
        // A pass lasts seconds before the skip path was made cheap: fewer rounds.
        var skipHarness = harness
        skipHarness.minimumRounds = min(harness.minimumRounds, 3)
        skipHarness.secondsPerSide = min(harness.secondsPerSide, 2)
        let result = try skipHarness.compare(
            { _ = try streamElements(type, from: files.file, stream: stream, decoder: decoder, report: withReport ? JSONStreamReport() : nil) },
            {
                _ = try streamElements(
                    type, from: good.file, stream: good.stream, decoder: goodDecoder, report: withReport ? JSONStreamReport() : nil)
            })
        let perLine = result.strata.median / Double(files.count)
        let goodPerLine = result.foundation.median / Double(good.count)
        print(
            Table.pad(stream.name, 30) + Table.pad(withReport ? "yes" : "no", 8) + Table.pad("\(files.count)", 11, right: true)
                + Table.pad(String(format: "%.1f", perLine * 1e9), 10, right: true)
                + Table.pad(String(format: "%.1f", goodPerLine * 1e9), 14, right: true)
                + Table.pad(String(format: "%.2fx", perLine / goodPerLine), 9, right: true)
                + Table.pad(String(format: "%.2f", result.strata.median), 9, right: true))
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

    /// Runs in the child: performs `operation` once and prints the peak resident size
    /// (KiB); or, for the `callgrind-` operations, one warm pass and one measured pass (see
    /// the type's description), and prints the elements delivered.
    static func measurePeak(_ operation: String, stream name: String, file: String) throws {
        let stream = try Stream.named(name)
        try measurePeak(stream.model, operation, stream: stream, file: URL(fileURLWithPath: file))
    }

    private static func measurePeak<Model: Codable>(_ type: Model.Type, _ operation: String, stream: Stream, file: URL) throws {
        switch operation {
        case "baseline":
            _ = StrataJSONDecoder()
        case "stream":
            print(try streamElements(type, from: file, stream: stream))
        case "memory":
            print(try decodeInMemory(type, from: file))
        case "callgrind-stream", "callgrind-stream-report":
            let decoder = StrataJSONDecoder()
            let reports = operation.hasSuffix("report")
            let pass = { try streamElements(type, from: file, stream: stream, decoder: decoder, report: reports ? JSONStreamReport() : nil) }
            _ = try pass()
            print("\(try measuredStreamPass(pass)) elements delivered in the measured pass")
            return
        case "callgrind-memory":
            let decoder = StrataJSONDecoder()
            let data = try Data(contentsOf: file)
            let pass = { try decoder.decode([Model].self, from: data).count }
            _ = try pass()
            print("\(try measuredStreamPass(pass)) elements decoded in the measured pass")
            return
        default:
            throw BenchmarkError("unknown streaming operation \(operation)")
        }
        print(Memory.peakResidentKibibytes())
    }

    /// The measured pass, which callgrind's `--toggle-collect='*measuredStreamPass*'`
    /// counts alone. It must hold no closure of its own (see `SingleOperation.measuredCalls`).
    @inline(never)
    static func measuredStreamPass(_ body: () throws -> Int) throws -> Int {
        try body()
    }
}
