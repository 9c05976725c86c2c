import Foundation
import Strata
import StrataModelInference
import StrataTestSupport
import Testing

@testable import GeneratedModels

/// The proof that generated models work: for every sample in TestData (the benchmark
/// corpora and the samples of `TestData/samples`), the models committed in
/// `Tests/GeneratedModels` are exactly what the generator writes today, they compile
/// (they are a target of the package), and they decode each sample with
/// `StrataJSONDecoder` and encode it back to a value equal to the input.
@Suite struct GeneratedModelsTests {
    /// Decodes one sample (or an array of instances) with the committed models and
    /// encodes it again. Written by hand per manifest entry: the type is what was generated.
    struct RoundTrip {
        let run: (_ data: Data, _ isArrayOfInstances: Bool, StrataJSONDecoder, StrataJSONEncoder) throws -> Data
        /// The JSON Schema of the root type (or of an array of it).
        let schema: (_ isArrayOfInstances: Bool, JSONSchemaGenerationOptions) throws -> JSONSchema
        /// Whether the root type (or an array of it) decodes from the data.
        let decodes: (_ data: Data, _ isArrayOfInstances: Bool, StrataJSONDecoder) -> Bool

        static func of<Root: Codable>(_ type: Root.Type) -> RoundTrip {
            RoundTrip(
                run: { data, isArrayOfInstances, decoder, encoder in
                    isArrayOfInstances
                        ? try encoder.encode(decoder.decode([Root].self, from: data)) : try encoder.encode(decoder.decode(Root.self, from: data))
                },
                schema: { isArrayOfInstances, options in
                    isArrayOfInstances ? try JSONSchema(for: [Root].self, options: options) : try JSONSchema(for: Root.self, options: options)
                },
                decodes: { data, isArrayOfInstances, decoder in
                    isArrayOfInstances ? (try? decoder.decode([Root].self, from: data)) != nil : (try? decoder.decode(Root.self, from: data)) != nil
                })
        }
    }

    static var roundTrips: [String: RoundTrip] {
        [
            "GitHubEvents.swift": .of(GitHubEventsModels.GithubEvents.self),
            "GitHubEventsCodable.swift": .of(GitHubEventsCodable.GithubEvents.self),
            "Twitter.swift": .of(TwitterModels.Twitter.self),
            "TwitterSnakeCase.swift": .of(TwitterSnakeCase.Twitter.self),
            "CitmCatalog.swift": .of(CitmCatalogModels.CitmCatalog.self),
            "Canada.swift": .of(CanadaModels.Canada.self),
            "Mesh.swift": .of(MeshModels.Mesh.self),
            "GoogleMaps.swift": .of(GoogleMapsModels.GoogleMapsAPIResponse.self),
            "Demo.swift": .of(DemoModels.Demo.self),
            "Switzerland.swift": .of(SwitzerlandModels.Switzerland.self),
            "AmazonCellphones.swift": .of(AmazonModels.AmazonCellphones.self),
            "HackerNews.swift": .of(HackerNewsModels.HackerNewsItem.self),
            "StripeEvents.swift": .of(StripeModels.StripeEvents.self),
            "MastodonStatuses.swift": .of(MastodonModels.MastodonStatuses.self),
            "GitHubIssues.swift": .of(GitHubIssueModels.GithubIssue.self),
            "Earthquakes.swift": .of(EarthquakeModels.UsgsEarthquakes.self),
            "AwkwardKeys.swift": .of(AwkwardKeysModels.AwkwardKeys.self),
            "GitHubWebhooks.swift": .of(GitHubWebhookModels.GithubWebhooksIssue.self),
            "StripeFixtures.swift": .of(StripeFixtureModels.StripeFixtures.self),
            "SlackStatus.swift": .of(SlackStatusModels.SlackStatusHistory.self),
            "OpenWeather.swift": .of(OpenWeatherModels.OpenweatherOnecall.self),
            "HTTPExchanges.swift": .of(HTTPExchangeModels.HTTPExchange.self),
        ]
    }

    /// Samples whose numbers carry more digits than a `Double` holds: canada.json writes
    /// 17 significant digits (`-65.613616999999977`), and the `Double` decoded from it is
    /// written back in its shortest form (`-65.61361699999998`), the same `Double` but
    /// another decimal. For these, numbers with a fraction compare as `Double`s.
    static let samplesWithLongerNumbers: Set<String> = ["Canada.swift"]

    @Test func theManifestListsEveryCommittedFileAndEveryCorpus() throws {
        let committed = try FileManager.default.contentsOfDirectory(atPath: PackageFiles.root.appendingPathComponent("Tests/GeneratedModels").path)
            .filter { $0.hasSuffix(".swift") }
        #expect(Set(committed) == Set(PackageFiles.manifest.map(\.file)))
        #expect(Set(Self.roundTrips.keys) == Set(PackageFiles.manifest.map(\.file)))
        let corpora = try FileManager.default.contentsOfDirectory(atPath: PackageFiles.root.appendingPathComponent("TestData/corpora").path)
        let samples = try FileManager.default.contentsOfDirectory(atPath: PackageFiles.root.appendingPathComponent("TestData/samples").path)
        let used = Set(PackageFiles.manifest.flatMap(\.arguments).filter { $0.hasPrefix("TestData/") })
        for file in corpora.filter({ $0.hasSuffix(".json") }) {
            #expect(used.contains("TestData/corpora/\(file)"), "\(file) has no generated models")
        }
        for file in samples { #expect(used.contains("TestData/samples/\(file)"), "\(file) has no generated models") }
    }

    /// Any change to the generator shows up as a change to these files, which review then
    /// sees (and the round trips below check again).
    @Test(arguments: PackageFiles.manifest)
    func theGeneratorWritesTheCommittedFile(_ entry: PackageFiles.ManifestEntry) throws {
        let generated = try Self.generate(entry)
        let committed = String(decoding: try PackageFiles.contents("Tests/GeneratedModels/\(entry.file)"), as: UTF8.self)
        let written = generated.source.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(written, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(written.count, expected.count)
        #expect(
            generated.source == committed,
            """
            Tests/GeneratedModels/\(entry.file) is not what strata-generate writes now (run Scripts/generated-models.sh --update \
            and review the difference); first at line \(line + 1): committed "\(line < expected.count ? expected[line] : "")", \
            generated "\(line < written.count ? written[line] : "")"
            """)
    }

    @Test(arguments: PackageFiles.manifest)
    func theModelsDecodeEverySampleAndEncodeItBackUnchanged(_ entry: PackageFiles.ManifestEntry) throws {
        let roundTrip = try #require(Self.roundTrips[entry.file], "no round trip for \(entry.file)")
        let generated = try Self.generate(entry)
        let (decoder, encoder) = Self.coders(for: generated)
        let units = try Self.decodingUnits(of: entry)
        #expect(!units.isEmpty)
        for unit in units {
            let input = try JSONValue(parsing: unit.data)
            let output = try JSONValue(parsing: roundTrip.run(unit.data, unit.isArrayOfInstances, decoder, encoder))
            // Compared as Booleans, so that a failure names the first difference instead
            // of printing both documents.
            if Self.samplesWithLongerNumbers.contains(entry.file) {
                let equal = Self.fractionsAsDoubles(output) == Self.fractionsAsDoubles(input)
                #expect(
                    equal,
                    "\(unit.name) changed in the round trip: \(Self.firstDifference(Self.fractionsAsDoubles(input), Self.fractionsAsDoubles(output)) ?? "")"
                )
            } else {
                let equal = output == input
                #expect(equal, "\(unit.name) changed in the round trip: \(Self.firstDifference(input, output) ?? "")")
            }
        }
    }

    /// The JSON Schema generated from the models says what their decoder accepts: every
    /// sample and what the encoder writes for it are valid, and each document one edit
    /// away from a sample (a member removed, a value of another type, an unknown member)
    /// is valid exactly when the models decode it. Samples are edited to a depth of four,
    /// at most 300 edits each (40 for the large corpora, so that they stay quick).
    @Test(arguments: PackageFiles.manifest)
    func theSchemaOfTheModelsAgreesWithTheirDecoder(_ entry: PackageFiles.ManifestEntry) throws {
        let roundTrip = try #require(Self.roundTrips[entry.file], "no round trip for \(entry.file)")
        let generated = try Self.generate(entry)
        let (decoder, encoder) = Self.coders(for: generated)
        let options = JSONSchemaGenerationOptions(encoder: encoder)
        for unit in try Self.decodingUnits(of: entry) {
            let schema = try roundTrip.schema(unit.isArrayOfInstances, options)
            let validator = try JSONSchemaValidator(schema, options: JSONSchemaOptions(assertsFormat: true))
            let input = try JSONValue(parsing: unit.data)
            let inputResult = validator.validate(input)
            #expect(inputResult.isValid, "\(unit.name) is invalid: \(inputResult.failures.prefix(3))")
            let output = try JSONValue(parsing: roundTrip.run(unit.data, unit.isArrayOfInstances, decoder, encoder))
            #expect(
                validator.isValid(output), "what the encoder writes for \(unit.name) is invalid: \(validator.validate(output).failures.prefix(3))")
            let limit = unit.data.count > 100_000 ? 40 : 300
            for (edit, document) in JSONMutations.of(input, maximumDepth: 4, limit: limit) {
                let valid = validator.isValid(document)
                let decodes = roundTrip.decodes(try document.jsonData(), unit.isArrayOfInstances, decoder)
                #expect(
                    valid == decodes,
                    "\(unit.name), \(edit): the schema \(valid ? "accepts" : "rejects") it, the models \(decodes ? "decode" : "refuse") it")
            }
        }
    }

    /// The exception is needed, and only where it is declared: canada.json's numbers do
    /// change spelling, so comparing them exactly would fail.
    @Test func onlyCanadaNeedsNumbersComparedAsDoubles() throws {
        let entry = try #require(PackageFiles.manifest.first { $0.file == "Canada.swift" })
        let unit = try #require(try Self.decodingUnits(of: entry).first)
        let output = try JSONValue(parsing: Self.roundTrips["Canada.swift"]!.run(unit.data, false, StrataJSONDecoder(), StrataJSONEncoder()))
        let exactlyEqual = output == (try JSONValue(parsing: unit.data))
        #expect(!exactlyEqual)
    }

    // MARK: Helpers

    /// The coders the generated models are used with, set as the generator says.
    static func coders(for generated: GeneratedModels) -> (StrataJSONDecoder, StrataJSONEncoder) {
        let decoder = StrataJSONDecoder()
        let encoder = StrataJSONEncoder()
        if generated.coderSettings.usesSnakeCaseKeys {
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            encoder.keyEncodingStrategy = .convertToSnakeCase
        }
        if generated.coderSettings.writesNullForNil { encoder.nilEncodingStrategy = .explicitNull }
        return (decoder, encoder)
    }

    static func generate(_ entry: PackageFiles.ManifestEntry) throws -> GeneratedModels {
        guard case .generate(let options, let paths) = try CommandLineOptions.parse(entry.arguments) else {
            throw PackageFiles.Missing(path: "a command line that generates, for \(entry.file)")
        }
        let files = try paths.map { SampleFile(name: $0, contents: try PackageFiles.contents($0)) }
        return try ModelGenerator(options: options).generate(from: files)
    }

    struct Unit {
        var name: String
        var data: Data
        var isArrayOfInstances: Bool
    }

    /// What one decode reads: a whole file, or a line of JSON Lines; when some samples are
    /// single instances and others arrays of them, the arrays decode as `[Root]`.
    static func decodingUnits(of entry: PackageFiles.ManifestEntry) throws -> [Unit] {
        var units: [Unit] = []
        for path in entry.arguments where path.hasPrefix("TestData/") {
            let data = try PackageFiles.contents(path)
            if path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson") {
                for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
                    units.append(Unit(name: "\(path):\(index + 1)", data: Data(line), isArrayOfInstances: false))
                }
            } else {
                units.append(Unit(name: path, data: data, isArrayOfInstances: false))
            }
        }
        let kinds = try units.map { try JSONValue(parsing: $0.data).kind }
        if !kinds.allSatisfy({ $0 == .array }) {
            for index in units.indices where kinds[index] == .array { units[index].isArrayOfInstances = true }
        }
        return units
    }

    static func fractionsAsDoubles(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number): return number.isWholeNumber ? value : .number(JSONNumber(number.double))
        case .array(let array): return .array(JSONArray(array.map(fractionsAsDoubles)))
        case .object(let object): return .object(JSONObject(object.map { ($0.key, fractionsAsDoubles($0.value)) }))
        default: return value
        }
    }

    /// Where two values first differ, for the failure message.
    static func firstDifference(_ expected: JSONValue, _ actual: JSONValue, path: String = "") -> String? {
        guard expected != actual else { return nil }
        switch (expected, actual) {
        case (.object(let a), .object(let b)):
            for key in a.keys where b[key] == nil { return "\(path).\(key) is missing" }
            for key in b.keys where a[key] == nil { return "\(path).\(key) was added" }
            for key in a.keys {
                if let a = a[key], let b = b[key], let difference = firstDifference(a, b, path: "\(path).\(key)") { return difference }
            }
        case (.array(let a), .array(let b)) where a.count == b.count:
            for index in 0..<a.count {
                if let difference = firstDifference(a[index], b[index], path: "\(path)[\(index)]") { return difference }
            }
        default: break
        }
        return "\(path): \(expected) became \(actual)"
    }
}
