import Foundation
import Strata

// strata-bench: throughput of Strata beside Foundation on the standard corpora.
// Run in release mode from the package root:
//
//     swift run -c release strata-bench [--quick] [--corpora DIR] [--only NAME]
//
// The corpora are read from the package's TestData/corpora (or $STRATA_TEST_DATA/corpora).
//
// Ratios are Foundation's time over Strata's, so 3.00x means Strata took a third of
// the time. Both sides run in the same process, alternating, on the same bytes.

var arguments = CommandLine.arguments.dropFirst()
var corporaPath = TestDataLocation.corpora.path
var harness = Harness()
var only: String?
var profile: String?
var measuresMemory = true
while let argument = arguments.popFirst() {
    switch argument {
    case "--measure-rss":
        // Internal: the child process of the memory report.
        let operation = arguments.popFirst() ?? ""
        let file = arguments.popFirst() ?? ""
        if arguments.popFirst() == "--corpora", let path = arguments.popFirst() { corporaPath = path }
        try Memory.measure(operation, file: file, corpora: corporaPath)
        exit(0)
    case "--no-memory":
        measuresMemory = false
    case "--profile":
        // Runs one Strata operation in a loop for a profiler: decode, encode, read, value, write.
        profile = arguments.popFirst()
    case "--quick":
        harness.minimumRounds = 3
        harness.secondsPerSide = 0.2
    case "--corpora":
        corporaPath = arguments.popFirst() ?? corporaPath
    case "--only":
        only = arguments.popFirst()
    default:
        FileHandle.standardError.write(
            "unknown argument \(argument)\nusage: strata-bench [--quick] [--no-memory] [--corpora DIR] [--only twitter|citm_catalog|canada]\n".data(
                using: .utf8)!)
        exit(2)
    }
}

#if DEBUG
print("warning: this is a debug build; run `swift run -c release strata-bench` for meaningful figures")
#endif

let files = ["twitter.json", "citm_catalog.json", "canada.json"].filter { only == nil || $0.hasPrefix(only!) }
if let profile {
    for file in files {
        let data = try Data(contentsOf: URL(fileURLWithPath: corporaPath).appendingPathComponent(file))
        try Profiling.run(profile, file: file, data: data, seconds: 5)
    }
    exit(0)
}
Table.printHeader()
for file in files {
    let url = URL(fileURLWithPath: corporaPath).appendingPathComponent(file)
    guard let data = try? Data(contentsOf: url) else {
        print("cannot read \(url.path); pass --corpora DIR or set STRATA_TEST_DATA to a folder laid out as TestData/")
        exit(1)
    }
    _ = try JSONLayerBenchmarks.run(file: file, data: data, harness: harness)
    _ = try CodableBenchmarks.run(file: file, data: data, harness: harness)
}

if measuresMemory {
    try Memory.report(files: files, corpora: corporaPath)
}
