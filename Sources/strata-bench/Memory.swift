import Foundation
import Strata

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak memory of decoding and encoding, Strata beside Foundation. Each operation runs
/// in a child process of its own (`--measure-rss OPERATION FILE`), so that one
/// measurement's allocations cannot raise another's peak; the child reports its
/// maximum resident set size, and a child that only loads the file gives the baseline.
enum Memory {
    static let operations = ["baseline", "strata-decode", "foundation-decode", "strata-encode", "foundation-encode"]

    /// Runs in the child: performs `operation` three times, prints the peak in KiB.
    static func measure(_ operation: String, document name: String, corpora: String) throws {
        let document = try BenchDocument.load(name, corpora: corpora)
        try measure(document.model, operation, data: document.data)
        print(peakResidentKibibytes())
    }

    /// Encoding decodes the value once with Foundation first (outside the comparison:
    /// both children do it).
    private static func measure<Model: Codable>(_ type: Model.Type, _ operation: String, data: Data) throws {
        let value = operation.hasSuffix("encode") ? try JSONDecoder().decode(type, from: data) : nil
        for _ in 0..<3 {
            switch operation {
            case "baseline": break
            case "strata-decode": _ = try StrataJSONDecoder().decode(type, from: data)
            case "foundation-decode": _ = try JSONDecoder().decode(type, from: data)
            case "strata-encode": _ = try StrataJSONEncoder().encode(value)
            case "foundation-encode": _ = try JSONEncoder().encode(value)
            default: throw BenchmarkError("unknown memory operation \(operation)")
            }
        }
    }

    /// The process's peak resident set size. On Linux this is `VmHWM` from
    /// /proc/self/status: `getrusage`'s `ru_maxrss` survives `exec`, so a child would
    /// report its parent's peak.
    static func peakResidentKibibytes() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let value = Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        {
            return value
        }
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss / 1024
        #endif
    }

    /// Runs every operation in a child and prints the table.
    static func report(files: [String], corpora: String) throws {
        print("\npeak memory (maximum resident set size of a process that runs the operation 3 times; baseline = loading the file)")
        print(
            Table.pad("document", 28) + Table.pad("operation", 22) + Table.pad("Strata MiB", 13, right: true)
                + Table.pad("Foundation MiB", 17, right: true) + Table.pad("ratio", 9, right: true))
        print(String(repeating: "-", count: 89))
        for file in files {
            var peaks: [String: Double] = [:]
            for operation in operations {
                peaks[operation] = try child(operation, file: file, corpora: corpora)
            }
            let baseline = peaks["baseline"] ?? 0
            for kind in ["decode", "encode"] {
                let strata = (peaks["strata-\(kind)"] ?? 0) - baseline
                let foundation = (peaks["foundation-\(kind)"] ?? 0) - baseline
                let columns: [String] = [
                    Table.pad(file, 28), Table.pad("\(kind) (above baseline)", 22),
                    Table.pad(String(format: "%.1f", strata), 13, right: true),
                    Table.pad(String(format: "%.1f", foundation), 17, right: true),
                    Table.pad(String(format: "%.2fx", strata / max(foundation, 0.001)), 9, right: true),
                ]
                print(columns.joined())
            }
        }
    }

    private static func child(_ operation: String, file: String, corpora: String) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--measure-rss", operation, file, "--corpora", corpora]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let kibibytes = Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            throw BenchmarkError("memory measurement of \(operation) on \(file) failed")
        }
        return kibibytes / 1024
    }
}
