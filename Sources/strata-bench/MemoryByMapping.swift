import Foundation

/// What a first call's resident memory is made of: the growth of each mapping of the
/// process (`/proc/self/smaps`, Linux), read in a child of its own
/// (`--measure-mappings OPERATION DOCUMENT FILE`) just before and after one call.
///
/// File-backed pages are code and read-only data paged in from the executable and the
/// shared libraries. Linux maps them in blocks (fault-around, 64 KiB by default) around
/// each page touched, so their growth follows how many blocks a call's code is spread
/// over, not how much of it runs. Anonymous pages are the heap, metadata and caches.
enum MemoryByMapping {
    /// Runs in the child: prints, for every mapping that grew, its growth in KiB and its
    /// name (the file, or `[heap]`, `[anon]`), tab-separated.
    static func measure(_ operation: String, document name: String, dataFile: String) throws {
        let document = try BenchDocument.load(name, data: try Data(contentsOf: URL(fileURLWithPath: dataFile)))
        try measure(document.model, operation, data: document.data)
    }

    private static func measure<Model: Codable>(_ type: Model.Type, _ operation: String, data: Data) throws {
        let run = try Memory.makeOperation(type, operation, data: data)
        // The first reading pages in the reading code itself; the second is the baseline.
        _ = residentByMapping()
        let before = residentByMapping()
        try run()
        let after = residentByMapping()
        for (name, kibibytes) in after where kibibytes != before[name, default: 0] {
            print("\(kibibytes - before[name, default: 0])\t\(name)")
        }
    }

    /// Resident KiB per mapping, mappings of one file added together.
    private static func residentByMapping() -> [String: Int] {
        guard let smaps = Memory.procFile("/proc/self/smaps") else { return [:] }
        var result: [String: Int] = [:]
        var current = "[anon]"
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count >= 5, fields[0].contains("-") {
                // A mapping's header: range, permissions, offset, device, inode[, name].
                current = fields.count >= 6 ? String(fields[5]) : "[anon]"
            } else if fields.first == "Rss:", fields.count >= 2, let kibibytes = Int(fields[1]) {
                result[current, default: 0] += kibibytes
            }
        }
        return result
    }

    /// The growth of one operation's first call, in MiB: file-backed pages by file
    /// (the last path component), and everything else together as "anonymous".
    static func growth(_ operation: String, document: String, dataFile: String) throws -> [String: Double] {
        var result: [String: Double] = [:]
        for line in try Memory.runChild(["--measure-mappings", operation, document, dataFile]) {
            let fields = line.split(separator: "\t", maxSplits: 1)
            guard fields.count == 2, let kibibytes = Double(fields[0]) else { continue }
            let name = fields[1].hasPrefix("/") ? String(fields[1].split(separator: "/").last ?? fields[1]) : "anonymous"
            result[name, default: 0] += kibibytes / 1024
        }
        return result
    }

    /// Prints one row per document and operation: the file-backed growth in all and its
    /// largest parts, and the anonymous growth, for Strata and for Foundation.
    static func printTable(_ rows: [(document: String, kind: String, strata: [String: Double], foundation: [String: Double])]) {
        guard rows.contains(where: { !$0.strata.isEmpty || !$0.foundation.isEmpty }) else {
            print("\nfirst call by mapping: not measured (it reads /proc/self/smaps, which this system does not have)")
            return
        }
        print("\nfirst call by mapping, MiB (smaps before and after one call; file-backed = code and read-only data paged in, in 64 KiB blocks)")
        print(
            Table.pad("document", 28) + Table.pad("operation", 10) + Table.pad("file-backed: Strata", 21, right: true)
                + Table.pad("Foundation", 12, right: true) + Table.pad("anonymous: Strata", 19, right: true)
                + Table.pad("Foundation", 12, right: true) + "  largest file-backed parts (Strata | Foundation)")
        print(String(repeating: "-", count: 150))
        for row in rows {
            func fileBacked(_ parts: [String: Double]) -> Double { parts.filter { $0.key != "anonymous" }.values.reduce(0, +) }
            func largest(_ parts: [String: Double]) -> String {
                parts.filter { $0.key != "anonymous" && $0.value > 0 }.sorted { $0.value > $1.value }.prefix(3)
                    .map { "\($0.key) " + String(format: "%.2f", $0.value) }.joined(separator: ", ")
            }
            let columns: [String] = [
                Table.pad(row.document, 28), Table.pad(row.kind, 10),
                Table.pad(String(format: "%.2f", fileBacked(row.strata)), 21, right: true),
                Table.pad(String(format: "%.2f", fileBacked(row.foundation)), 12, right: true),
                Table.pad(String(format: "%.2f", row.strata["anonymous"] ?? 0), 19, right: true),
                Table.pad(String(format: "%.2f", row.foundation["anonymous"] ?? 0), 12, right: true),
                "  " + largest(row.strata) + " | " + largest(row.foundation),
            ]
            print(columns.joined())
        }
    }
}
