// Fuzzing archive reading: any bytes, read as each sample model and array of models
// (Tests/StrataTests/TestSupport/ArchiveSamples.swift), must give an ArchiveError or a value
// that survives being written and read again; nothing may trap (a length near Int.max
// once did). Seeded with valid archives of each model at each version, in both formats
// (Fuzz/archive-seeds).

import Foundation

enum ArchiveFuzzing {
    static func run(_ data: Data) {
        if let broken = ArchiveSamples.check([UInt8](data)) {
            fatalError("archive reading broke a rule: \(broken)")
        }
    }
}
