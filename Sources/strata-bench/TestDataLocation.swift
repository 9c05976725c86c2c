import Foundation

/// Where the benchmark corpora are: `$STRATA_TEST_DATA/corpora` if set, else the
/// package's own `TestData/corpora`, found from this source file's location so that the
/// benchmark runs from any working directory of a clone.
enum TestDataLocation {
    static var root: URL {
        if let override = ProcessInfo.processInfo.environment["STRATA_TEST_DATA"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // strata-bench
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()
            .appendingPathComponent("TestData")
    }

    static var corpora: URL { root.appendingPathComponent("corpora") }
}
