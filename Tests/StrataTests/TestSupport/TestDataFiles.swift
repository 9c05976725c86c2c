import Foundation

/// The public JSON documents in the package's `TestData/` folder: the benchmark corpora
/// and JSONTestSuite. Set `STRATA_TEST_DATA` to read the same layout from elsewhere. A
/// missing file fails the tests that need it; nothing is skipped silently.
enum TestDataFiles {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "Test data is missing at \(path). It ships in the package's TestData/ folder; STRATA_TEST_DATA, if set, must point to a folder with the same layout."
        }
    }

    /// The package root, found from this file's location.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // StrataTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static var root: URL {
        if let override = ProcessInfo.processInfo.environment["STRATA_TEST_DATA"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return packageRoot.appendingPathComponent("TestData")
    }

    static var testSuiteDirectory: URL {
        root.appendingPathComponent("JSONTestSuite/test_parsing")
    }

    static var corporaDirectory: URL {
        root.appendingPathComponent("corpora")
    }

    /// Every corpus, smallest first.
    static let corpusNames = ["github_events.json", "twitter.json", "mesh.json", "citm_catalog.json", "canada.json"]

    /// Whether the heavier sweeps run: `.ci/run` sets `STRATA_HEAVY_TESTS=1`; a plain
    /// `swift test` runs the quicker form of each (see README, "Checks").
    static var runsHeavySweeps: Bool {
        ProcessInfo.processInfo.environment["STRATA_HEAVY_TESTS"] == "1"
    }

    /// The JSONTestSuite file names, sorted; empty if the folder is missing (a separate
    /// test fails in that case).
    static func testSuiteFileNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: testSuiteDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func testSuiteFile(_ name: String) throws -> Data {
        let url = testSuiteDirectory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Missing(path: url.path) }
        return data
    }

    static func corpus(_ name: String) throws -> Data {
        let url = corporaDirectory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Missing(path: url.path) }
        return data
    }
}

/// Test fixtures bundled with the test target.
enum Fixtures {
    static func data(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw TestDataFiles.Missing(path: "Fixtures/\(name)")
        }
        return try Data(contentsOf: url)
    }
}
