import Foundation

/// `--callgrind LIBRARY OPERATION DOCUMENT [--calls N]`: runs this executable's `--run`
/// under `valgrind --tool=callgrind` with its cache simulation, counting only inside
/// ``SingleOperation/measuredCalls(_:count:)``, and prints per call the instructions and
/// the simulated cache misses. Instruction counts repeat to within a fraction of a percent
/// on a shared machine where times do not; instruction-cache misses tell when the code a
/// call runs is too large or too spread out for its speed, which instructions alone hide.
///
/// The simulated first-level caches are valgrind's defaults for the host (the I1 and D1
/// sizes it prints with `--cache-sim=yes`); the one warm call before the measured ones
/// fills them as a program's earlier calls would.
enum CallgrindReport {
    /// What one callgrind run counted, divided by the calls it measured.
    struct PerCall {
        var instructions: Double
        var instructionCacheMisses: Double
        var lastLevelInstructionMisses: Double
        var dataCacheMisses: Double
    }

    static func run(library: String, operation: String, document: String, calls: Int, corpora: String, afterCorpora: Bool = false) throws {
        guard calls > 0 else { throw BenchmarkError("--callgrind needs at least one measured call (--calls N, N > 0)") }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-bench-callgrind-\(ProcessInfo.processInfo.processIdentifier).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let arguments =
            [
                "valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*measuredCalls*", "--cache-sim=yes",
                "--callgrind-out-file=\(output.path)", executable, "--run", library, operation, document, "--calls", String(calls),
                "--corpora", corpora,
            ] + (afterCorpora ? ["--after"] : [])
        print("$ " + arguments.map { $0.contains(" ") || $0.contains("*") ? "'\($0)'" : $0 }.joined(separator: " "))
        fflush(nil)  // the command line before the child's output
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        // valgrind's own report goes to standard error; only the child's line is kept.
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("valgrind exited with status \(process.terminationStatus) (is valgrind installed and on PATH?)")
        }
        let perCall = try read(String(decoding: try Data(contentsOf: output), as: UTF8.self), calls: calls)
        print(
            String(
                format: "per call: %.0f instructions, %.0f I1 misses (%.2f per 1,000 instructions), %.0f LL instruction misses, %.0f D1 misses",
                perCall.instructions, perCall.instructionCacheMisses, perCall.instructionCacheMisses / perCall.instructions * 1000,
                perCall.lastLevelInstructionMisses, perCall.dataCacheMisses))
    }

    /// The totals of a callgrind output file (`events:` names the columns of `totals:`,
    /// or of `summary:` in older versions), divided by `calls`.
    static func read(_ file: String, calls: Int) throws -> PerCall {
        var events: [Substring] = []
        var totals: [Double] = []
        for line in file.split(separator: "\n") {
            if line.hasPrefix("events:") {
                events = line.dropFirst("events:".count).split(separator: " ")
            } else if line.hasPrefix("totals:") || (totals.isEmpty && line.hasPrefix("summary:")) {
                totals = line.drop(while: { $0 != ":" }).dropFirst().split(separator: " ").compactMap { Double($0) }
            }
        }
        func total(_ event: String) throws -> Double {
            guard let index = events.firstIndex(of: Substring(event)) else {
                throw BenchmarkError("callgrind's output has no \(event) column (events: \(events.joined(separator: " ")))")
            }
            // callgrind leaves out trailing zeros.
            return (index < totals.count ? totals[index] : 0) / Double(calls)
        }
        return PerCall(
            instructions: try total("Ir"), instructionCacheMisses: try total("I1mr"), lastLevelInstructionMisses: try total("ILmr"),
            dataCacheMisses: try total("D1mr") + total("D1mw"))
    }
}
