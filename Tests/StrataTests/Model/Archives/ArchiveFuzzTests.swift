import Foundation
import Testing

@testable import Strata

/// The archive fuzzer's seeds and the inputs it once broke on (Fuzz/run.sh archive).
@Suite("Archive fuzzing: seeds and regressions")
struct ArchiveFuzzTests {
    static var seedsDirectory: URL { TestDataFiles.packageRoot.appendingPathComponent("Fuzz/archive-seeds") }
    static var regressionsDirectory: URL { TestDataFiles.packageRoot.appendingPathComponent("Fuzz/archive-regressions") }

    static func names(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// `STRATA_WRITE_ARCHIVE_SEEDS=1 swift test --filter ArchiveFuzzTests` writes the
    /// seeds afresh, after a change of the format.
    @Test("the seeds are the sample archives as this version writes them, and each reads")
    func seeds() throws {
        let seeds = try ArchiveSamples.seeds()
        if ProcessInfo.processInfo.environment["STRATA_WRITE_ARCHIVE_SEEDS"] == "1" {
            for seed in seeds {
                try Data(seed.bytes).write(to: Self.seedsDirectory.appendingPathComponent("\(seed.name).archive"))
            }
        }
        #expect(Self.names(in: Self.seedsDirectory) == seeds.map { "\($0.name).archive" }.sorted())
        for seed in seeds {
            let stored = try? Data(contentsOf: Self.seedsDirectory.appendingPathComponent("\(seed.name).archive"))
            #expect(
                stored.map(Array.init) == seed.bytes,
                "Fuzz/archive-seeds/\(seed.name).archive is stale: write the seeds again with STRATA_WRITE_ARCHIVE_SEEDS=1 swift test --filter ArchiveFuzzTests"
            )
            #expect(ArchiveSamples.check(seed.bytes) == nil)
        }
        // What the seeds hold, read back: each version migrates to the current value.
        let url = URL(fileURLWithPath: "/seeds")
        let bytes = Dictionary(uniqueKeysWithValues: seeds.map { ($0.name, $0.bytes) })
        for (name, cents) in [("price", 1234), ("price-version-0", 1200), ("price-version-1", 1230), ("price-format-1", 1234)] {
            let price = try ModelArchive.decode(ArchiveSamples.Price.self, from: bytes[name] ?? [], url: url)
            #expect(price == ArchiveSamples.Price(cents: cents, currency: "EUR"), "\(name)")
        }
        for name in ["contact-version-0", "contact-version-1"] {
            var expected = ArchiveSamples.contact
            expected.notes = nil
            #expect(try ModelArchive.decode(ArchiveSamples.V3.Contact.self, from: bytes[name] ?? [], url: url) == expected, "\(name)")
        }
        #expect(try ModelArchive.decode([ArchiveSamples.V3.Contact].self, from: bytes["contacts"] ?? [], url: url).count == 2)
        #expect(try ModelArchive.decode(ArchiveSamples.V1.Contact.self, from: bytes["v1-contact"] ?? [], url: url) == ArchiveSamples.oldContact)
    }

    @Test("the regression folder is present")
    func present() {
        #expect(!Self.names(in: Self.regressionsDirectory).isEmpty, "Fuzz/archive-regressions is missing or empty")
    }

    @Test("each kept input reads as an ArchiveError or a value that survives a round trip", arguments: names(in: regressionsDirectory))
    func regression(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.regressionsDirectory.appendingPathComponent(name)))
        #expect(ArchiveSamples.check(bytes) == nil, "\(name)")
    }
}
