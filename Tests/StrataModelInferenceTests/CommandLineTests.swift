import StrataModelInference
import Testing

/// The command line of `strata-generate`, read by hand.
@Suite struct CommandLineTests {
    @Test func everyOption() throws {
        let arguments = [
            "--root", "Event", "--namespace", "API", "--codable", "--flatten", "--enums", "--lenient", "--epoch-dates", "--snake-case-strategy",
            "--discriminator", "kind2", "--discriminator", "category", "--access", "public", "--conformances", "Sendable,hashable",
            "--skip-null-fields", "--split", "Models", "a.json", "b.jsonl",
        ]
        let expected = GenerationOptions(
            rootName: "Event", style: .codable, flattensSingleUseObjects: true, infersEnumerations: true, convertsDisagreeingScalars: true,
            readsEpochDates: true, discriminators: ["kind2", "category"], accessLevel: .public, conformances: [.sendable, .hashable],
            usesSnakeCaseStrategy: true, namespace: "API", skipsNullOnlyFields: true, outputDirectory: "Models")
        #expect(try CommandLineOptions.parse(arguments) == .generate(expected, files: ["a.json", "b.jsonl"]))
    }

    @Test func theDefaults() throws {
        #expect(try CommandLineOptions.parse(["a.json"]) == .generate(GenerationOptions(), files: ["a.json"]))
        #expect(
            try CommandLineOptions.parse(["--conformances", "none", "a.json"]) == .generate(GenerationOptions(conformances: []), files: ["a.json"]))
    }

    @Test func filesAfterTwoDashesMayStartWithADash() throws {
        #expect(try CommandLineOptions.parse(["--", "-odd.json"]) == .generate(GenerationOptions(), files: ["-odd.json"]))
    }

    @Test(arguments: [["--help"], ["-h"], ["a.json", "--help"]])
    func help(_ arguments: [String]) throws {
        #expect(try CommandLineOptions.parse(arguments) == .help)
    }

    @Test(arguments: [
        (["--bogus", "a.json"], "unknown option --bogus."),
        ([], "give at least one sample file."),
        (["--root"], "--root needs a value."),
        (["--split", "--flatten", "a.json"], "--split needs a value."),
        (["--root", "--flatten", "a.json"], "--root needs a value."),
        (["--access", "private", "a.json"], "--access private: use internal, public or package."),
        (["--conformances", "Codable", "a.json"], "--conformances: Codable is not one of Sendable, Equatable, Hashable (or none)."),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        #expect(throws: CommandLineOptions.UsageError(message: message)) { try CommandLineOptions.parse(arguments) }
    }

    /// A person reading `--help` finds every option the parser knows.
    @Test func theHelpNamesEveryOption() {
        for option in [
            "--root NAME", "--namespace NAME", "--codable", "--flatten", "--enums", "--lenient", "--epoch-dates", "--discriminator KEY",
            "--access LEVEL", "--conformances LIST", "--snake-case-strategy", "--skip-null-fields", "--split DIR", "-h, --help",
            "usage: strata-generate",
        ] {
            #expect(CommandLineOptions.help.contains(option), "\(option)")
        }
        for line in CommandLineOptions.help.split(separator: "\n") { #expect(line.count <= 100, "a help line wider than a terminal: \(line)") }
    }
}
