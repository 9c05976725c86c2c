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
        #expect(root.property("userId") == "var userId: Int")
        #expect(root.contains(#"case userLogin = "user.login""#))
        #expect(root.contains(#"case userId = "user.id""#))
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
        #expect(source.contains("public struct LowercaseUUID: ParameterlessTransformer {\n    public init() {}"))
        #expect(source.contains("public static let configured = DateFormatTransformer(format: "))
        #expect(!source.contains("\nstruct ") && !source.contains("    var "))
    }

    @Test func clustersAndEnumsTakeTheAccessLevel() throws {
        let samples = [
            #"[{"type": "a", "n": 1, "s": "x"}, {"type": "b", "m": 2}, {"type": "a", "n": 3, "s": "x"}, {"type": "a", "n": 4, "s": "y"}, "#
                + #"{"type": "a", "n": 5, "s": "y"}]"#
        ]
        let generated = try generate(samples: samples, options: GenerationOptions(infersEnumerations: true, accessLevel: .package))
        #expect(generated.source.contains("package enum Sample1Item: JSONTaggedUnion, Sendable {"))
        #expect(generated.source.contains("package static let variants = ["))
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
