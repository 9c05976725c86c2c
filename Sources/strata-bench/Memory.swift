import Foundation
import Strata

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak memory of decoding and encoding, Strata beside Foundation. Each operation runs
/// in a child process of its own (`--measure-rss OPERATION DOCUMENT FILE`, the document's
/// bytes in FILE), so that one measurement's allocations cannot raise another's peak.
///
/// Two figures per operation:
/// - *first call*: the process's peak resident set size, above that of a child that only
///   loads the document. It includes what the first call brings in once: the code pages
///   it runs (Strata's live in the executable, Foundation's in shared libraries that
///   count too), type metadata, caches.
/// - *warm*: after one call, the heap's free memory is returned to the system
///   (`malloc_trim`), the peak is reset (`/proc/self/clear_refs`) and measured over two
///   more calls, above the resident size before them: the memory the operation itself
///   needs each time.
enum Memory {
    static let operations = ["baseline", "strata-decode", "foundation-decode", "strata-encode", "foundation-encode"]

    /// Runs in the child: performs `operation` once, prints the peak (KiB), then twice
    /// more after resetting the peak, and prints that peak above the resident size
    /// before them (KiB; -1 where the peak cannot be reset).
    static func measure(_ operation: String, document name: String, dataFile: String) throws {
        let document = try BenchDocument.load(name, data: try Data(contentsOf: URL(fileURLWithPath: dataFile)))
        try measure(document.model, operation, data: document.data)
    }

    private static func measure<Model: Codable>(_ type: Model.Type, _ operation: String, data: Data) throws {
        let run = try makeOperation(type, operation, data: data)
        try run()
        print(peakResidentKibibytes())
        // Give the heap memory the first call freed back to the system, so that the
        // next calls' allocations count again.
        trimHeap()
        guard resetPeak() else {
            print(-1)
            return
        }
        let before = residentKibibytes()
        for _ in 0..<2 { try run() }
        print(peakResidentKibibytes() - before)
    }

    /// The call that `operation` names. Encoding decodes the value once with Foundation
    /// first (outside the comparison: both children do it).
    static func makeOperation<Model: Codable>(_ type: Model.Type, _ operation: String, data: Data) throws -> () throws -> Void {
        let value = operation.hasSuffix("encode") ? try JSONDecoder().decode(type, from: data) : nil
        return {
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

    /// glibc's `malloc_trim(0)`, looked up at run time (Swift's Glibc module does not
    /// export `malloc.h`); nothing elsewhere.
    private static func trimHeap() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        #endif
    }

    /// Resets `VmHWM` to the current resident size (Linux 4.0 and later).
    private static func resetPeak() -> Bool {
        guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? file.close() }
        return (try? file.write(contentsOf: Data("5".utf8))) != nil
    }

    private static func residentKibibytes() -> Int {
        statusField("VmRSS:") ?? 0
    }

    private static func statusField(_ name: String) -> Int? {
        guard let status = procFile("/proc/self/status"),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) })
        else { return nil }
        return Int(line.dropFirst(name.count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
    }

    /// The whole text of a /proc file, or nil where there is none. Read through a file
    /// handle: `String(contentsOfFile:)` stops at the first 4 KiB of a /proc file (whose
    /// size reads as zero), which /proc/self/smaps exceeds.
    static func procFile(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.readToEnd()).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The process's peak resident set size. On Linux this is `VmHWM` from
    /// /proc/self/status: `getrusage`'s `ru_maxrss` survives `exec`, so a child would
    /// report its parent's peak.
    static func peakResidentKibibytes() -> Int {
        if let value = statusField("VmHWM:") {
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
    static func report(documents: [BenchDocument]) throws {
        print("\npeak memory, MiB: first call = peak resident size above a process that only loaded the document (includes code pages,")
        print("metadata and caches the first call brings in); warm = peak of two more calls above the resident size before them")
        print(
            Table.pad("document", 28) + Table.pad("operation", 10) + Table.pad("first call: Strata", 20, right: true)
                + Table.pad("Foundation", 12, right: true) + Table.pad("ratio", 8, right: true)
                + Table.pad("warm: Strata", 14, right: true) + Table.pad("Foundation", 12, right: true) + Table.pad("ratio", 8, right: true))
        print(String(repeating: "-", count: 112))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var mappingRows: [(document: String, kind: String, strata: [String: Double], foundation: [String: Double])] = []
        for document in documents {
            let file = folder.appendingPathComponent("document.json")
            try document.data.write(to: file)
            var peaks: [String: (first: Double, warm: Double)] = [:]
            for operation in operations {
                peaks[operation] = try child(operation, document: document.name, dataFile: file.path)
            }
            for kind in ["decode", "encode"] {
                mappingRows.append(
                    (
                        document.name, kind,
                        try MemoryByMapping.growth("strata-\(kind)", document: document.name, dataFile: file.path),
                        try MemoryByMapping.growth("foundation-\(kind)", document: document.name, dataFile: file.path)
                    ))
            }
            let baseline = peaks["baseline"]?.first ?? 0
            for kind in ["decode", "encode"] {
                let strata = peaks["strata-\(kind)"] ?? (0, 0)
                let foundation = peaks["foundation-\(kind)"] ?? (0, 0)
                let columns: [String] = [
                    Table.pad(document.name, 28), Table.pad(kind, 10),
                    Table.pad(String(format: "%.2f", strata.first - baseline), 20, right: true),
                    Table.pad(String(format: "%.2f", foundation.first - baseline), 12, right: true),
                    Table.pad(String(format: "%.2fx", (strata.first - baseline) / max(foundation.first - baseline, 0.001)), 8, right: true),
                    Table.pad(String(format: "%.2f", strata.warm), 14, right: true),
                    Table.pad(String(format: "%.2f", foundation.warm), 12, right: true),
                    Table.pad(String(format: "%.2fx", strata.warm / max(foundation.warm, 0.001)), 8, right: true),
                ]
                print(columns.joined())
            }
        }
        MemoryByMapping.printTable(mappingRows)
    }

    private static func child(_ operation: String, document: String, dataFile: String) throws -> (first: Double, warm: Double) {
        let lines = try runChild(["--measure-rss", operation, document, dataFile])
        let numbers = lines.compactMap { Double($0) }
        guard numbers.count == 2 else {
            throw BenchmarkError("memory measurement of \(operation) on \(document) failed")
        }
        return (numbers[0] / 1024, numbers[1] / 1024)
    }

    /// Runs this executable with `arguments` and returns the lines it printed.
    static func runChild(_ arguments: [String]) throws -> [Substring] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("child \(arguments.joined(separator: " ")) failed")
        }
        return String(decoding: output, as: UTF8.self).split(separator: "\n")
    }
}
