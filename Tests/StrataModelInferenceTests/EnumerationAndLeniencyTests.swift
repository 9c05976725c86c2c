import StrataModelInference
import Testing

/// Options that read more into the samples than they say outright: enums for a few
/// repeated strings (`--enums`) and `@Lenient` for scalars written in two ways
/// (`--lenient`).
@Suite struct EnumerationAndLeniencyTests {
    private let states = [
        #"{"state": "open"}"#, #"{"state": "closed"}"#, #"{"state": "open"}"#, #"{"state": "in_progress"}"#, #"{"state": "closed"}"#,
        #"{"state": "open"}"#,
    ]

    @Test func repeatedStringsBecomeAnEnumWithAnUnknownCase() throws {
        let generated = try generate(samples: states, options: GenerationOptions(infersEnumerations: true))
        let source = GeneratedSource(generated)
        #expect(try #require(source.structure(generated.rootTypeName)).property("state") == "var state: State")
        let state = try #require(source.body(of: "enum", "State"))
        #expect(
            state.text == """
                    case open, closed
                    case inProgress = "in_progress"
                    case unknown

                    static let unknownCase = State.unknown
                """)
        #expect(generated.source.contains("enum State: String, UnknownCaseRepresentable, Sendable {"))
    }

    /// Values that differ only in letter case are one case, spelled as the samples spell
    /// it most, and the enum reads every spelling.
    @Test func valuesThatDifferOnlyInCaseAreOneCase() throws {
        let samples = ["open", "Open", "closed", "open", "OPEN", "closed", "open"].map { #"{"state": "\#($0)"}"# }
        let generated = try generate(samples: samples, options: GenerationOptions(infersEnumerations: true))
        let state = try #require(GeneratedSource(generated).body(of: "enum", "State"))
        #expect(
            state.text == """
                    case open, closed
                    case unknown

                    static let unknownCase = State.unknown

                    /// Reads a value in any letter case: the samples also write `Open` and `OPEN`. Each case writes its own raw value.
                    init?(rawValue: String) {
                        switch rawValue.lowercased() {
                        case "open": self = .open
                        case "closed": self = .closed
                        case "unknown": self = .unknown
                        default: return nil
                        }
                    }
                """)
    }

    @Test func withoutTheOptionTheyStayStrings() throws {
        let generated = try generate(samples: states)
        #expect(try #require(GeneratedSource(generated).structure(generated.rootTypeName)).property("state") == "var state: String")
    }

    @Test func theFallbackCaseAvoidsTheValuesSeen() throws {
        let samples = [#"{"level": "unknown"}"#, #"{"level": "high"}"#, #"{"level": "unknown"}"#, #"{"level": "high"}"#]
        let generated = try generate(samples: samples, options: GenerationOptions(infersEnumerations: true))
        let level = try #require(GeneratedSource(generated).body(of: "enum", "Level"))
        #expect(level.contains("case unknown, high\n    case unrecognized"))
        #expect(level.contains("static let unknownCase = Level.unrecognized"))
    }

    @Test(arguments: [
        ("a value seen once each", [#"{"state": "open"}"#, #"{"state": "closed"}"#]),
        ("one value only", [#"{"state": "open"}"#, #"{"state": "open"}"#, #"{"state": "open"}"#]),
        ("names, ids and text", [#"{"name": "Web"}"#, #"{"name": "Tusky"}"#, #"{"name": "Web"}"#, #"{"name": "Tusky"}"#]),
        ("values that are not codes", [#"{"state": "a b!"}"#, #"{"state": "c"}"#, #"{"state": "a b!"}"#, #"{"state": "c"}"#]),
    ])
    func samplesThatDoNotMakeAnEnum(_ label: String, _ samples: [String]) throws {
        let generated = try generate(samples: samples, options: GenerationOptions(infersEnumerations: true))
        #expect(!generated.source.contains("UnknownCaseRepresentable"), "\(label)")
    }

    @Test func scalarsWrittenInTwoWaysAreJSONValuesWithAWarning() throws {
        let generated = try generate(samples: [#"{"id": 1}"#, "\n" + #"{"id": "2"}"#])
        #expect(try #require(GeneratedSource(generated).structure(generated.rootTypeName)).property("id") == "var id: JSONValue")
        let warning = try #require(generated.warnings.first)
        #expect(
            warning.description
                == "sample1.json:1: warning: the samples disagree on the type of `id`: a number at sample1.json:1, a string at sample2.json:2; it is typed JSONValue (--lenient would convert them)."
        )
    }

    @Test(arguments: [
        ([#"{"v": 1}"#, #"{"v": "2"}"#], "@Lenient var v: Int"),
        ([#"{"v": 1.5}"#, #"{"v": "2"}"#], "@Lenient var v: Double"),
        ([#"{"v": 1}"#, #"{"v": "2.5"}"#], "@Lenient var v: Double"),
        ([#"{"v": true}"#, #"{"v": "yes"}"#], "@Lenient var v: Bool"),
        ([#"{"v": "A-12"}"#, #"{"v": 1012}"#], "@Lenient var v: String"),
        ([#"{"v": 1}"#, #"{"v": "2"}"#, #"{"v": null}"#], "@Lenient var v: Int?"),
    ])
    func withLenientTheyConvert(_ samples: [String], _ declaration: String) throws {
        let generated = try generate(samples: samples, options: GenerationOptions(convertsDisagreeingScalars: true))
        #expect(try #require(GeneratedSource(generated).structure(generated.rootTypeName)).property("v") == declaration)
        #expect(generated.warnings.isEmpty)
    }

    @Test func lenientDoesNotTouchObjectsAndArrays() throws {
        let generated = try generate(samples: [#"{"v": 1}"#, #"{"v": [1]}"#], options: GenerationOptions(convertsDisagreeingScalars: true))
        #expect(try #require(GeneratedSource(generated).structure(generated.rootTypeName)).property("v") == "var v: JSONValue")
    }
}
