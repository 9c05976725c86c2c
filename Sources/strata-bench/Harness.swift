import Foundation

/// Times operations and prints throughput beside Foundation's, measured in the same
/// run. Samples of each pair alternate so that machine noise hits both sides alike.
/// Each side's figure is the median of its samples; the minimum (the least disturbed
/// sample) is reported beside it.
struct Harness {
    var minimumRounds = 9
    var secondsPerSide = 1.0
    /// A sample times enough calls to last about this long, so that small documents are
    /// not measured at the clock's resolution.
    var secondsPerSample = 0.002

    struct Result {
        /// Seconds per call, one entry per sample, sorted.
        var samples: [Double]

        var median: Double {
            let middle = samples.count / 2
            return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
        }

        var minimum: Double { samples[0] }
    }

    /// Runs `strata` and `foundation` in alternation and returns both results.
    func compare(_ strata: () throws -> Void, _ foundation: () throws -> Void) rethrows -> (strata: Result, foundation: Result) {
        // One untimed call each warms caches and lazily initialised state; a second
        // tells how many calls make a sample. Each side's samples are sized from its own
        // time, so that both last about `secondsPerSample`: sized from the slower side,
        // the faster side's samples were a few calls long, and the first call of each
        // ran in caches the other library had just filled.
        try strata()
        try foundation()
        let strataCalls = max(1, Int(secondsPerSample / max(try time(strata), 1e-7)))
        let foundationCalls = max(1, Int(secondsPerSample / max(try time(foundation), 1e-7)))
        var strataSamples: [Double] = [], foundationSamples: [Double] = []
        var strataTotal = 0.0, foundationTotal = 0.0
        while strataSamples.count < minimumRounds || (strataTotal < secondsPerSide && foundationTotal < secondsPerSide) {
            let s = try time(calls: strataCalls, strata)
            let f = try time(calls: foundationCalls, foundation)
            strataSamples.append(s)
            foundationSamples.append(f)
            strataTotal += s * Double(strataCalls)
            foundationTotal += f * Double(foundationCalls)
            if strataSamples.count >= 1000 { break }
        }
        return (Result(samples: strataSamples.sorted()), Result(samples: foundationSamples.sorted()))
    }

    /// Seconds per call of `body`, over `calls` calls.
    func time(calls: Int = 1, _ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<calls { try body() }
        let end = DispatchTime.now().uptimeNanoseconds
        return Double(end - start) / 1e9 / Double(calls)
    }
}

/// One printed row: an operation on a file, Strata beside Foundation.
struct Row {
    var file: String
    var operation: String
    var bytes: Int
    var strata: Harness.Result
    var foundation: Harness.Result
    var foundationName: String

    var strataMBps: Double { Double(bytes) / strata.median / 1e6 }
    var foundationMBps: Double { Double(bytes) / foundation.median / 1e6 }
    /// Foundation's median time over Strata's.
    var ratio: Double { foundation.median / strata.median }
    /// Foundation's fastest sample over Strata's.
    var ratioOfMinimums: Double { foundation.minimum / strata.minimum }
}

enum Table {
    static func printHeader() {
        Swift.print("throughput (median of interleaved samples; ratio = Foundation's time / Strata's; min = the same for the fastest samples)")
        let columns: [String] = [
            pad("document", 28), pad("operation", 30), pad("Strata MB/s", 13, right: true),
            pad("Foundation MB/s", 17, right: true), pad("ratio", 9, right: true), pad("min", 9, right: true), "  Foundation API",
        ]
        Swift.print(columns.joined())
        Swift.print(String(repeating: "-", count: 142))
    }

    static func print(_ row: Row) {
        let columns: [String] = [
            pad(row.file, 28), pad(row.operation, 30),
            pad(String(format: "%.1f", row.strataMBps), 13, right: true),
            pad(String(format: "%.1f", row.foundationMBps), 17, right: true),
            pad(String(format: "%.2fx", row.ratio), 9, right: true),
            pad(String(format: "%.2fx", row.ratioOfMinimums), 9, right: true),
            "  " + row.foundationName,
        ]
        Swift.print(columns.joined())
        FileHandle.standardOutput.synchronizeFile()
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        guard text.count < width else { return text + " " }
        let padding = String(repeating: " ", count: width - text.count)
        return right ? padding + text : text + padding
    }
}
