import Foundation
import Strata

// strata-bench: throughput of Strata beside Foundation on the standard corpora.
// Run in release mode from the package root:
//
//     swift run -c release strata-bench [--quick] [--no-memory] [--corpora DIR] [--only NAME]
//     swift run -c release strata-bench --streaming-only [--stream-size MB] [--quick] [--no-memory]
//     swift run -c release strata-bench --run LIBRARY OPERATION DOCUMENT [--calls N]
//     swift run -c release strata-bench --callgrind LIBRARY OPERATION DOCUMENT [--calls N]
//     swift run -c release strata-bench --schema-only [--schema-size MB] [--quick]
//     swift run -c release strata-bench --write-schema-corpus FOLDER [--schema-size MB]
//
// The corpora are read from the package's TestData/corpora (or $STRATA_TEST_DATA/corpora).
//
// Ratios are Foundation's time over Strata's, so 3.00x means Strata took a third of
// the time. Both sides run in the same process, alternating, on the same bytes; each
// cell is the median of its samples, with the ratio of the fastest samples beside it.
//
// `--run` performs one warm call and N measured calls (default 10) of one operation
// (decode, encode, read, value, write) by one library (strata, foundation) on one
// document, for instruction counts with callgrind; see SingleOperation.swift.
//
// The streaming rows (after the documents, or alone with --streaming-only; not with --only)
// read files of --stream-size MiB (256 by default) generated from the corpora's objects into
// a temporary folder; see StreamingBenchmarks.swift.
//
// `--callgrind` runs `--run` under valgrind itself and prints instructions and cache misses
// per call; see CallgrindReport.swift.
//
// `--schema-only` measures JSON Schema validation of the GitHub events (github_events.json,
// one event, and a large array of its events, --schema-size MB) beside Strata's decode of the
// same bytes; `--write-schema-corpus` writes the schema and those documents for other
// validators. See SchemaBenchmarks.swift.

let usage = """
    usage: strata-bench [--quick] [--no-memory] [--corpora DIR] [--only DOCUMENT] [--no-streaming] [--stream-size MB]
           strata-bench --streaming-only [--stream-size MB] [--quick] [--no-memory] [--corpora DIR]
           strata-bench [--stream-size MB] --write-streams FOLDER
           strata-bench --run strata|foundation decode|decode-new|encode|encode-new|read|value|write DOCUMENT [--calls N] [--after] [--corpora DIR]
           strata-bench --callgrind strata|foundation decode|decode-new|encode|encode-new|read|value|write DOCUMENT [--calls N] [--after] [--corpora DIR]
           strata-bench --schema-only [--schema-size MB] [--quick] [--corpora DIR]
           strata-bench --write-schema-corpus FOLDER [--schema-size MB] [--corpora DIR]
    (--run and --callgrind also take the operations validate, validate-value and validate-text, by strata, on the GitHub event documents)
    (decode-new and encode-new make a new decoder or encoder for every call, as most app code does; --after decodes
     and encodes every corpus document first, as a process that handles many models has)
    DOCUMENT is a prefix of one of: \((BenchDocument.names + [BenchDocument.emptyObjectName]).joined(separator: ", "))

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

var arguments = CommandLine.arguments.dropFirst()
var corporaPath = TestDataLocation.corpora.path
var harness = Harness()
var only: String?
var single: (library: String, operation: String, document: String)?
var underCallgrind = false
var calls = 10
var afterCorpora = false
var measuresMemory = true
// A debug build leaves the streaming rows out unless asked for: they read 256 MiB per stream.
var streaming = (runs: !BuildKind.isDebug, only: false, megabytes: 256)
var schema = (only: false, megabytes: 100, writeFolder: String?.none)
while let argument = arguments.popFirst() {
    switch argument {
    case "--measure-rss", "--measure-mappings":
        // Internal: the child processes of the memory report (the peaks, and the first
        // call's growth by mapping).
        let operation = arguments.popFirst() ?? ""
        let document = arguments.popFirst() ?? ""
        let dataFile = arguments.popFirst() ?? ""
        do {
            if argument == "--measure-rss" {
                try Memory.measure(operation, document: document, dataFile: dataFile)
            } else {
                try MemoryByMapping.measure(operation, document: document, dataFile: dataFile)
            }
        } catch {
            fail("strata-bench: \(error)")
        }
        exit(0)
    case "--measure-stream-rss":
        // Internal: a child of the streaming memory table.
        guard let operation = arguments.popFirst(), let stream = arguments.popFirst(), let file = arguments.popFirst() else { fail(usage) }
        do {
            try StreamingBenchmarks.measurePeak(operation, stream: stream, file: file)
        } catch {
            fail("strata-bench: \(error)")
        }
        exit(0)
    case "--write-streams":
        // Writes the generated streams into a folder and keeps them, for callgrind runs of
        // the `--measure-stream-rss` children.
        guard let folder = arguments.popFirst() else { fail(usage) }
        do {
            try StreamingBenchmarks.write(megabytes: streaming.megabytes, into: folder, corpora: corporaPath)
        } catch {
            fail("strata-bench: \(error)")
        }
        exit(0)
    case "--schema-only":
        schema.only = true
    case "--schema-size":
        guard let megabytes = arguments.popFirst().flatMap({ Int($0) }), megabytes > 0 else { fail(usage) }
        schema.megabytes = megabytes
    case "--write-schema-corpus":
        guard let folder = arguments.popFirst() else { fail(usage) }
        schema.writeFolder = folder
    case "--no-streaming":
        streaming.runs = false
    case "--streaming-only":
        streaming.only = true
    case "--stream-size":
        guard let megabytes = arguments.popFirst().flatMap({ Int($0) }), megabytes > 0 else { fail(usage) }
        streaming.megabytes = megabytes
    case "--no-memory":
        measuresMemory = false
    case "--run", "--callgrind":
        underCallgrind = argument == "--callgrind"
        guard let library = arguments.popFirst(), let operation = arguments.popFirst(), let document = arguments.popFirst() else {
            fail(usage)
        }
        single = (library, operation, document)
    case "--after":
        // For --run and --callgrind: code every corpus document first, as a process that
        // handles many models has (the coders' shared state then knows all their types).
        afterCorpora = true
    case "--calls":
        guard let count = arguments.popFirst().flatMap({ Int($0) }), count >= 0 else { fail(usage) }
        calls = count
    case "--quick":
        harness.minimumRounds = 5
        harness.secondsPerSide = 0.2
    case "--corpora":
        corporaPath = arguments.popFirst() ?? corporaPath
    case "--only":
        only = arguments.popFirst()
    default:
        fail("unknown argument \(argument)\n" + usage)
    }
}

if BuildKind.isDebug && single == nil {
    print(BuildKind.debugBanner)
}

do {
    if let single {
        let names = try BenchDocument.select(single.document)
        guard names.count == 1 else { fail("\(single.document) names more than one document: \(names.joined(separator: ", "))") }
        if underCallgrind {
            try CallgrindReport.run(
                library: single.library, operation: single.operation, document: names[0], calls: calls, corpora: corporaPath,
                afterCorpora: afterCorpora)
            exit(0)
        }
        if afterCorpora { try SingleOperation.codeEveryCorpus(corpora: corporaPath) }
        try SingleOperation.run(
            library: single.library, operation: single.operation, document: try BenchDocument.load(names[0], corpora: corporaPath), calls: calls)
        exit(0)
    }
    if let folder = schema.writeFolder {
        try SchemaBenchmarks.write(into: folder, corpora: corporaPath, megabytes: schema.megabytes)
        exit(0)
    }
    if schema.only {
        try SchemaBenchmarks.run(corpora: corporaPath, megabytes: schema.megabytes, harness: harness)
        exit(0)
    }
    if !streaming.only {
        let documents = try BenchDocument.select(only).map { try BenchDocument.load($0, corpora: corporaPath) }
        Table.printHeader()
        for document in documents {
            _ = try JSONLayerBenchmarks.run(document, harness: harness)
            _ = try CodableBenchmarks.run(document, harness: harness)
        }
        if measuresMemory {
            try Memory.report(documents: documents)
        }
    }
    if streaming.only || streaming.runs && only == nil {
        try StreamingBenchmarks.run(megabytes: streaming.megabytes, corpora: corporaPath, harness: harness, measuresMemory: measuresMemory)
    }
} catch {
    fail("strata-bench: \(error)")
}
