import Foundation
import Testing

@testable import Strata

/// Inputs the fuzzer (Fuzz/run.sh) once crashed on, kept so the bugs stay fixed. Each
/// must read or be rejected cleanly in every mode, and a value read from it must
/// survive being written and read again, as the fuzzer checks.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static var directory: URL { TestDataFiles.packageRoot.appendingPathComponent("Fuzz/regressions") }

    static func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("the regression folder is present")
    func present() {
        #expect(Self.names().count >= 2, "Fuzz/regressions is missing or empty")
    }

    @Test("each kept input is handled cleanly", arguments: names())
    func regression(name: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(name))
        for options in [
            JSONReadingOptions(), JSONReadingOptions(allowsJSON5: true), JSONReadingOptions(assumesTopLevelDictionary: true, maximumDepth: 64),
        ] {
            guard let value = try? JSONValue(parsing: data, options: options) else { continue }
            _ = value.description
            guard value.isFinitelyWritable else { continue }
            #expect(try JSONValue(parsing: value.jsonData()) == value, "\(name)")
        }
    }

    @Test("numbers with tens of thousands of leading fraction zeros keep their text")
    func longFraction() throws {
        let text = "0." + String(repeating: "0", count: 40_000) + "1"
        let value = try JSONValue(parsing: text)
        #expect(value.number?.text == text)
        #expect(value.double == 0)
    }
}
