import Foundation
import StrataModelInference
import Testing

/// Names: camel-case properties, coding keys only where a key differs from its property,
/// type names from keys (singular for elements), keywords escaped, collisions resolved,
/// the same output for the same input.
@Suite struct NamingTests {
    @Test(
        arguments: [
            ("created_at", "var createdAt: Int", #"case createdAt = "created_at""#),
            ("avatarURL", "var avatarURL: Int", nil),
            ("Content-Type", "var contentType: Int", #"case contentType = "Content-Type""#),
            ("IDs", "var ids: Int", #"case ids = "IDs""#),
            ("PLEYEL_PLEYEL", "var pleyelPleyel: Int", #"case pleyelPleyel = "PLEYEL_PLEYEL""#),
            ("+1", "var plus1: Int", #"case plus1 = "+1""#),
            ("2fa", "var field2fa: Int", #"case field2fa = "2fa""#),
            ("名前", "var 名前: Int", nil),
            ("naïve", "var naïve: Int", nil),
            ("Straße_Name", "var straßeName: Int", #"case straßeName = "Straße_Name""#),
            ("html_url", "var htmlURL: Int", #"case htmlURL = "html_url""#),
            ("user_id", "var userID: Int", #"case userID = "user_id""#),
            ("image_urls", "var imageURLs: Int", #"case imageURLs = "image_urls""#),
            ("api_version", "var apiVersion: Int", #"case apiVersion = "api_version""#),
            ("merge_commit_sha", "var mergeCommitSHA: Int", #"case mergeCommitSHA = "merge_commit_sha""#),
            ("id", "var id: Int", nil),
            ("URL", "var url: Int", #"case url = "URL""#),
            ("@odata.context", "var odataContext: Int", #"case odataContext = "@odata\\.context""#),
            ("default", "var `default`: Int", nil),
            ("self", "var selfValue: Int", #"case selfValue = "self""#),
            ("hashValue", "var hashValueValue: Int", #"case hashValueValue = "hashValue""#),
        ] as [(String, String, String?)])
    func propertyNames(_ key: String, _ declaration: String, _ codingKey: String?) throws {
        let generated = try generate(samples: [#"{"\#(key)": 1, "plain": 2}"#])
        let root = try #require(GeneratedSource(generated).structure(generated.rootTypeName))
        #expect(root.text.contains("    \(declaration)\n"))
        if let codingKey {
            #expect(root.contains("        \(codingKey)\n"))
        } else {
            #expect(!root.contains("CodingKeys"))
        }
    }

    /// Swift takes letters of every script in names; the project's swift-format rule asks
    /// for ASCII, so a file that declares such a name says to skip that rule, and only then.
    @Test func namesInOtherScriptsAreKeptAndTheLintRuleSkipped() throws {
        let generated = try generate(samples: [#"{"日本語": {"naïve": true}, "plain": 1}"#])
        #expect(generated.source.contains("var 日本語: 日本語\n"))
        #expect(generated.source.contains("struct 日本語: JSONSerializing, Sendable {\n    var naïve: Bool\n}"))
        #expect(generated.source.contains("\n// swift-format-ignore-file: IdentifiersMustBeASCII\n\nimport Foundation"))
        let ascii = try generate(samples: [#"{"plain": 1}"#])
        #expect(!ascii.source.contains("swift-format-ignore"))
    }

    @Test func typeNamesTakeAcronymsAsSwiftWritesThem() throws {
        let generated = try generate(samples: [#"{"api_response": {"n": 1}, "html_urls": [{"href": "x"}]}"#])
        #expect(generated.source.contains("var apiResponse: APIResponse\n"))
        #expect(generated.source.contains("var htmlURLs: [HTMLURL]\n"))
    }

    @Test func objectsNestedDeeplyKeepShortNames() throws {
        let depth = 60
        let deep = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        let generated = try generate(samples: [deep])
        let names = generated.source.split(separator: "\n").filter { $0.hasPrefix("struct ") }.map { $0.dropFirst(7).prefix { $0 != ":" } }
        #expect(names.count == depth)
        #expect(names.allSatisfy { $0.count <= 48 }, "\(names.map(\.count).max() ?? 0) characters")
    }

    @Test func keywordsAreEscapedInTheCodingKeysToo() throws {
        let generated = try generate(samples: [#"{"public": true, "created_at": 1}"#])
        #expect(generated.source.contains("case `public`\n"))
        #expect(generated.source.contains("var `public`: Bool"))
    }

    @Test func keysThatMakeTheSameNameAreNumbered() throws {
        let generated = try generate(samples: [#"{"fooBar": 1, "foo_bar": 2}"#])
        let root = try #require(GeneratedSource(generated).structure(generated.rootTypeName))
        #expect(root.property("fooBar") == "var fooBar: Int")
        #expect(root.property("fooBar2") == "var fooBar2: Int")
        #expect(root.contains(#"case fooBar2 = "foo_bar""#))
    }

    @Test(arguments: [
        ("commits", "Commit"), ("entities", "Entity"), ("statuses", "Status"), ("user_mentions", "UserMention"), ("indices", "Index"),
        ("addresses", "Address"), ("media", "MediaItem"), ("data", "DataItem"), ("batches", "Batch"),
    ])
    func arrayElementsAreNamedInTheSingular(_ key: String, _ type: String) throws {
        let generated = try generate(samples: [#"{"\#(key)": [{"n": 1}]}"#])
        #expect(generated.source.contains("struct \(type): JSONSerializing, Sendable {"))
    }

    @Test func typeNamesNeverShadowTheTypesTheOutputUses() throws {
        let generated = try generate(samples: [#"{"date": {"day": 1}, "url": {"host": "a"}, "data": {"bytes": 1}}"#])
        let source = generated.source
        for reserved in ["Date", "URL", "Data"] { #expect(!source.contains("struct \(reserved):")) }
        #expect(source.contains("var date: Sample1Date"))
        #expect(source.contains("var url: Sample1URL"))
        #expect(source.contains("var data: Sample1Data"))
    }

    @Test func differentShapesUnderOneKeyGetTheirParentsName() throws {
        let generated = try generate(samples: [#"{"user": {"login": "a"}, "repo": {"user": {"id": 1, "site_admin": true}}}"#])
        #expect(generated.source.contains("var user: User\n"))
        #expect(generated.source.contains("var user: RepoUser\n"))
    }

    @Test func variantsNeverShareANameWithAnotherType() throws {
        // A variant named `Issue` inside the cluster would hide the top-level `Issue`.
        let generated = try generate(samples: [
            #"[{"type": "issue", "issue": {"id": 1}, "n": 1}, {"type": "comment", "issue": {"id": 2}, "text": "x"}]"#
        ])
        #expect(generated.source.contains("struct Issue: JSONSerializing"))
        #expect(generated.source.contains("case issue(IssueSample1Item)"))
    }

    @Test func theOutputIsTheSameEveryTime() throws {
        let data = try PackageFiles.contents("TestData/corpora/twitter.json")
        let first = try ModelGenerator().generate(from: [SampleFile(name: "twitter.json", contents: data)])
        let second = try ModelGenerator().generate(from: [SampleFile(name: "/elsewhere/twitter.json", contents: data)])
        #expect(first.source == second.source)
    }

    @Test func theSnakeCaseStrategyReplacesCodingKeysWhenEveryKeyAllowsIt() throws {
        let options = GenerationOptions(usesSnakeCaseStrategy: true)
        let generated = try generate(samples: [#"{"created_at": 1, "user": {"screen_name": "a", "id_str": "1"}}"#], options: options)
        #expect(!generated.source.contains("CodingKeys"))
        #expect(generated.coderSettings.usesSnakeCaseKeys)
        #expect(generated.source.contains("`keyDecodingStrategy = .convertFromSnakeCase`"))
        #expect(generated.warnings.isEmpty)
    }

    @Test func aKeyTheStrategyWouldChangeKeepsCodingKeys() throws {
        let options = GenerationOptions(usesSnakeCaseStrategy: true)
        let generated = try generate(samples: [#"{"created_at": 1, "avatarURL": "x"}"#], options: options)
        #expect(generated.source.contains(#"case createdAt = "created_at""#))
        #expect(!generated.coderSettings.usesSnakeCaseKeys)
        #expect(generated.warnings.map(\.message).contains { $0.contains("--snake-case-strategy") })
    }

    @Test func dottedPathsKeepTheirCodingKeysUnderTheStrategy() throws {
        let options = GenerationOptions(flattensSingleUseObjects: true, usesSnakeCaseStrategy: true)
        let generated = try generate(samples: [#"{"created_at": 1, "user": {"login": "a"}}"#], options: options)
        let root = try #require(GeneratedSource(generated).structure(generated.rootTypeName))
        #expect(root.contains("case createdAt\n"))
        #expect(root.contains(#"case userLogin = "user.login""#))
    }
}
