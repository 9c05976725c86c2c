import StrataModelInference
import Testing

/// What the options change: the model protocol, flattening, access, conformances and
/// the namespace.
@Suite struct OptionsTests {
    private let sample = #"{"id": 1, "user": {"login": "octocat", "id": 2}, "at": "2013-01-10T07:58:30Z"}"#

    @Test func jsonSerializingModelsByDefault() throws {
        let generated = try generate(samples: [sample])
        #expect(generated.source.contains("struct Sample1: JSONSerializing, Sendable {"))
        #expect(generated.source.contains("struct User: JSONSerializing, Sendable {"))
    }

    @Test func plainCodableOnRequest() throws {
        let generated = try generate(samples: [sample], options: GenerationOptions(style: .codable))
        #expect(generated.source.contains("struct Sample1: Codable, Sendable {"))
        #expect(!generated.source.contains("JSONSerializing"))
    }

    @Test func flatteningMovesASingleUseObjectToKeyPaths() throws {
        let generated = try generate(samples: [sample], options: GenerationOptions(flattensSingleUseObjects: true))
        let root = try #require(GeneratedSource(generated).structure("Sample1"))
        #expect(root.property("userLogin") == "var userLogin: String")
        #expect(root.property("userID") == "var userID: Int")
        #expect(root.contains(#"case userLogin = "user.login""#))
        #expect(root.contains(#"case userID = "user.id""#))
        #expect(GeneratedSource(generated).structure("User") == nil)
    }

    @Test(arguments: [
        ("an object some samples lack", [#"{"user": {"login": "a"}}"#, #"{}"#]),
        ("an object some samples make null", [#"{"user": {"login": "a"}}"#, #"{"user": null}"#]),
        ("an object used in two places", [#"{"user": {"login": "a"}, "owner": {"login": "b"}}"#]),
        ("an object whose every key is optional", [#"{"user": {"login": "a"}}"#, #"{"user": {}}"#]),
        ("an object of more than eight properties", [#"{"user": {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9}}"#]),
        ("an object in an array", [#"{"users": [{"login": "a"}]}"#]),
        ("a key that is a number", [#"{"user": {"1": "a", "login": "b"}}"#]),
    ])
    func objectsThatStayStructs(_ label: String, _ samples: [String]) throws {
        let generated = try generate(samples: samples, options: GenerationOptions(flattensSingleUseObjects: true))
        #expect(!generated.source.contains(#"user."#) && !generated.source.contains(#"users."#), "\(label)")
    }

    @Test func flatteningEscapesDotsInKeys() throws {
        let generated = try generate(samples: [#"{"meta": {"a.b": 1}}"#], options: GenerationOptions(flattensSingleUseObjects: true))
        #expect(generated.source.contains(#"case metaAB = "meta.a\\.b""#))
    }

    @Test func publicAccessReachesEveryDeclarationOthersUse() throws {
        let samples = [#"{"id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "at": "2019-12-08T03:48:33.901+00:00", "n": null}"#]
        let generated = try generate(samples: samples, options: GenerationOptions(accessLevel: .public))
        let source = generated.source
        #expect(source.contains("public struct Sample1: JSONSerializing, Sendable {"))
        #expect(source.contains("@Transform<LowercaseUUID> public var id: UUID"))
        #expect(source.contains("public static let nilEncodingStrategy"))
        #expect(source.contains("public struct LowercaseUUID: ParameterlessTransformer, JSONSchemaDescribingTransformer {\n    public init() {}"))
        #expect(source.contains("public struct ISO8601OffsetDate: ParameterlessTransformer, JSONSchemaDescribingTransformer {\n    public init() {}"))
        #expect(source.contains("    public var jsonSchema: JSONSchema { JSONSchema([\"type\": \"string\", \"format\": \"uuid\"]) }"))
        #expect(source.contains("    public func reverseTransform(_ value: Date) throws -> String {"))
        #expect(!source.contains("\nstruct ") && !source.contains("    var "))
    }

    /// Swift's memberwise initializer is internal: a public model a client cannot make is
    /// of little use, so public and package models declare one, with nil and `.missing`
    /// as the defaults of optionals and Tristates.
    @Test(arguments: [GenerationOptions.AccessLevel.public, .package])
    func publicAndPackageModelsDeclareAnInitializer(_ access: GenerationOptions.AccessLevel) throws {
        let samples = [
            #"{"id": 1, "user": {"login": "a"}, "at": "2013-01-10T07:58:30Z", "n": 1, "t": 1}"#,
            #"{"id": 2, "user": {"login": "b"}, "at": "2013-01-10T07:58:30Z", "n": null, "t": null}"#,
            #"{"id": 3, "user": {"login": "c"}, "at": "2013-01-10T07:58:30Z", "n": 2}"#,
        ]
        let generated = try generate(samples: samples, options: GenerationOptions(accessLevel: access))
        let root = try #require(GeneratedSource(generated).structure("Sample1"))
        let level = access.rawValue
        #expect(
            root.contains("    \(level) init(id: Int, user: User, at: Date, n: Int? = nil, t: Tristate<Int> = .missing) {\n        self.id = id\n"))
        #expect(root.contains("        self.at = at\n"))
        #expect(
            try #require(GeneratedSource(generated).structure("User")).contains(
                "    \(level) init(login: String) {\n        self.login = login\n    }"))
        let internalModels = try generate(samples: samples)
        #expect(!internalModels.source.contains("init("))
    }

    /// A long initializer takes a parameter a line, as swift-format lays it out.
    @Test func aLongInitializerTakesAParameterALine() throws {
        let keys = (1...12).map { #""property_number_\#($0)": \#($0)"# }.joined(separator: ", ")
        let generated = try generate(samples: ["{\(keys)}"], options: GenerationOptions(accessLevel: .public))
        #expect(generated.source.contains("    public init(\n        propertyNumber1: Int,\n        propertyNumber2: Int,\n"))
        #expect(generated.source.contains("        propertyNumber12: Int\n    ) {\n        self.propertyNumber1 = propertyNumber1\n"))
    }

    @Test func clustersAndEnumsTakeTheAccessLevel() throws {
        let samples = [
            #"[{"type": "a", "n": 1, "s": "x"}, {"type": "b", "m": 2}, {"type": "a", "n": 3, "s": "x"}, {"type": "a", "n": 4, "s": "y"}, "#
                + #"{"type": "a", "n": 5, "s": "y"}]"#
        ]
        let generated = try generate(samples: samples, options: GenerationOptions(infersEnumerations: true, accessLevel: .package))
        #expect(generated.source.contains("package enum Sample1Item: JSONTaggedUnion, Sendable {"))
        #expect(generated.source.contains("package static let variants: [JSONVariant<Sample1Item>] = ["))
        #expect(generated.source.contains("package static let fallback: JSONVariant<Sample1Item>?"))
        #expect(generated.source.contains("package enum S: String, UnknownCaseRepresentable, Sendable {"))
        #expect(generated.source.contains("package static let unknownCase = S.unknown"))
    }

    @Test(
        arguments: [
            ([], "JSONSerializing {"),
            ([.equatable], "JSONSerializing, Equatable {"),
            ([.sendable, .hashable], "JSONSerializing, Sendable, Hashable {"),
            ([.sendable, .equatable, .hashable], "JSONSerializing, Sendable, Hashable {"),
        ] as [(Set<GenerationOptions.Conformance>, String)])
    func conformances(_ conformances: Set<GenerationOptions.Conformance>, _ declaration: String) throws {
        let generated = try generate(samples: [sample], options: GenerationOptions(conformances: conformances))
        #expect(generated.source.contains("struct Sample1: \(declaration)"))
        #expect(generated.source.contains("struct User: \(declaration)"))
    }

    /// For a large API, a file per type: the first holds the header (and the namespace's
    /// enum), the others extend the namespace; together they declare what the single file
    /// declares.
    @Test func theOutputSplitsIntoAFilePerType() throws {
        let samples = [#"{"id": 1, "user": {"login": "a"}, "at": "2013-01-10T07:58:30.000Z", "tags": [{"name": "x"}]}"#]
        let single = try generate(samples: samples, options: GenerationOptions(namespace: "API"))
        #expect(single.files.map(\.name) == ["Sample1.swift"] && single.files.first?.source == single.source)
        let split = try generate(samples: samples, options: GenerationOptions(namespace: "API", outputDirectory: "Models"))
        #expect(split.files.map(\.name) == ["Sample1.swift", "User.swift", "Tag.swift", "ISO8601MillisecondsDate.swift"])
        let first = try #require(split.files.first).source
        #expect(
            first.hasPrefix(
                "// Models for sample1.json, written by strata-generate. Edit them as your own.\n// Made with: strata-generate --namespace API --split Models sample1.json\n"
            ))
        #expect(first.contains("import Strata\n\nenum API {}\n\nextension API {\n    struct Sample1: JSONSerializing, Sendable {\n"))
        let user = try #require(split.files.dropFirst().first).source
        #expect(
            user == """
                // Part of the models for sample1.json, written by strata-generate; Sample1.swift says how they were made.

                import Foundation
                import Strata

                extension API {
                    struct User: JSONSerializing, Sendable {
                        var login: String
                    }
                }

                """)
        // Every declaration of the single file, in one of the parts.
        let declarations = single.source.split(separator: "\n").filter { $0.hasPrefix("    struct ") }
        let parts = split.files.flatMap { $0.source.split(separator: "\n").filter { $0.hasPrefix("    struct ") } }
        #expect(declarations == parts)
    }

    @Test func aNamespaceHoldsEveryDeclaration() throws {
        let generated = try generate(samples: [sample], options: GenerationOptions(namespace: "API"))
        #expect(generated.source.contains("import Strata\n\nenum API {\n    struct Sample1: JSONSerializing, Sendable {"))
        #expect(generated.source.hasSuffix("    }\n}\n"))
        #expect(generated.source.contains("decode(API.Sample1.self, from: data)"))
    }

    @Test func theHeaderSaysHowToMakeTheFileAgain() throws {
        let options = GenerationOptions(rootName: "Event", style: .codable, flattensSingleUseObjects: true, conformances: [.hashable])
        let generated = try generate(samples: [sample], options: options)
        #expect(
            generated.source.hasPrefix(
                """
                // Models for sample1.json, written by strata-generate. Edit them as your own.
                // Made with: strata-generate --root Event --codable --flatten --conformances Hashable sample1.json
                // Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(Event.self, from: data)`.

                import Foundation
                import Strata
                """))
    }
}
