import Foundation

/// Files the tests read from `../shared` beside the package (the JSON benchmark corpora
/// and JSONTestSuite). Set `STRATA_SHARED` to read them from elsewhere. A missing
/// folder fails the tests that need it; nothing is skipped silently.
enum SharedFixtures {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "Shared test data is missing at \(path). Put the shared folder beside the package or set STRATA_SHARED."
        }
    }

    /// The package root, found from this file's location.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // StrataTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static var sharedRoot: URL {
        if let override = ProcessInfo.processInfo.environment["STRATA_SHARED"] {
            return URL(fileURLWithPath: override)
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }

    static var testSuiteDirectory: URL {
        sharedRoot.appendingPathComponent("JSONTestSuite/test_parsing")
    }

    static var corporaDirectory: URL {
        sharedRoot.appendingPathComponent("corpora")
    }

    static let corpusNames = ["twitter.json", "citm_catalog.json", "canada.json"]

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
            throw SharedFixtures.Missing(path: "Fixtures/\(name)")
        }
        return try Data(contentsOf: url)
    }
}
