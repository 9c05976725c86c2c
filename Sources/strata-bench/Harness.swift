import Foundation

/// Times operations and prints throughput beside Foundation's, measured in the same
/// run. Rounds of each pair alternate so that machine noise hits both sides alike; the
/// fastest round stands for each side (the least disturbed by other work).
struct Harness {
    var minimumRounds = 5
    var secondsPerSide = 1.0

    struct Result {
        var bestSeconds: Double
        var rounds: Int
    }

    /// Runs `strata` and `foundation` in alternation and returns both results.
    func compare(_ strata: () throws -> Void, _ foundation: () throws -> Void) rethrows -> (strata: Result, foundation: Result) {
        // One untimed round each to warm caches and lazily initialised state.
        try strata()
        try foundation()
        var strataBest = Double.infinity, foundationBest = Double.infinity
        var strataTotal = 0.0, foundationTotal = 0.0
        var rounds = 0
        while rounds < minimumRounds || (strataTotal < secondsPerSide && foundationTotal < secondsPerSide) {
            let s = try time(strata)
            let f = try time(foundation)
            strataBest = min(strataBest, s)
            foundationBest = min(foundationBest, f)
            strataTotal += s
            foundationTotal += f
            rounds += 1
            if rounds >= 1000 { break }
        }
        return (Result(bestSeconds: strataBest, rounds: rounds), Result(bestSeconds: foundationBest, rounds: rounds))
    }

    func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        let end = DispatchTime.now().uptimeNanoseconds
        return Double(end - start) / 1e9
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

    var strataMBps: Double { Double(bytes) / strata.bestSeconds / 1e6 }
    var foundationMBps: Double { Double(bytes) / foundation.bestSeconds / 1e6 }
    var ratio: Double { foundation.bestSeconds / strata.bestSeconds }
}

enum Table {
    static func printHeader() {
        let columns: [String] = [
            pad("file", 18), pad("operation", 22), pad("Strata MB/s", 13, right: true),
            pad("Foundation MB/s", 17, right: true), pad("ratio", 9, right: true), "  Foundation API",
        ]
        Swift.print(columns.joined())
        Swift.print(String(repeating: "-", count: 110))
    }

    static func print(_ row: Row) {
        let columns: [String] = [
            pad(row.file, 18), pad(row.operation, 22),
            pad(String(format: "%.1f", row.strataMBps), 13, right: true),
            pad(String(format: "%.1f", row.foundationMBps), 17, right: true),
            pad(String(format: "%.2fx", row.ratio), 9, right: true),
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
