import Foundation
import StrataModelInference
import Testing

/// Class clusters: objects in one array that share a discriminator and whose shapes
/// differ by its value become a `JSONTaggedUnion`, written as the Class Clusters article
/// teaches: a case per value, the variants nested, an `UnknownVariant` fallback.
@Suite struct ClusterTests {
    @Test func objectsThatDifferByTheirTypeAreVariants() throws {
        let generated = try generate(samples: [#"[{"type": "circle", "radius": 1}, {"type": "rectangle", "width": 2, "height": 3}]"#])
        let shapes = GeneratedSource(generated)
        #expect(generated.source.contains("typealias Sample1 = [Sample1Item]"))
        let union = try #require(shapes.body(of: "enum", "Sample1Item"))
        #expect(
            union.text.hasPrefix(
                """
                    case circle(Circle)
                    case rectangle(Rectangle)
                    case other(UnknownVariant)
                """))
        #expect(
            union.contains(
                """
                    static let discriminator = JSONDiscriminator.key("type")
                    static let variants: [JSONVariant<Sample1Item>] = [
                        JSONVariant("circle", Circle.self, Sample1Item.circle),
                        JSONVariant("rectangle", Rectangle.self, Sample1Item.rectangle),
                    ]
                    static let fallback: JSONVariant<Sample1Item>? = JSONVariant(UnknownVariant.self, Sample1Item.other)
                """))
        // The discriminator belongs to the cluster: no variant declares it.
        let circle = try #require(union.structure("Circle"))
        #expect(circle.property("radius") == "var radius: Int")
        #expect(circle.property("type") == nil)
        #expect(generated.source.contains("enum Sample1Item: JSONTaggedUnion, Sendable {"))
    }

    @Test func whenOnlyOneMemberDiffersTheDiscriminatorIsItsParentsKey() throws {
        let generated = try generate(samples: [
            #"[{"id": 1, "type": "PushEvent", "payload": {"size": 2}}, {"id": 2, "type": "WatchEvent", "payload": {"action": "started"}}]"#
        ])
        let event = try #require(GeneratedSource(generated).structure("Sample1Item"))
        #expect(event.property("payload") == "var payload: Payload")
        #expect(event.property("type") == nil)
        let payload = try #require(event.body(of: "enum", "Payload"))
        #expect(payload.contains("case push(Push)\n        case watch(Watch)\n        case other(UnknownVariant)"))
        #expect(payload.contains(#"static let discriminator = JSONDiscriminator.parentKey("type")"#))
        #expect(payload.contains(#"JSONVariant("PushEvent", Push.self, Payload.push),"#))
        #expect(payload.contains("static let fallback: JSONVariant<Payload>? = JSONVariant(UnknownVariant.self, Payload.other)"))
    }

    @Test func theGitHubEventsCorpusIsAClusterOfPayloads() throws {
        let data = try PackageFiles.contents("TestData/corpora/github_events.json")
        let generated = try ModelGenerator().generate(from: [SampleFile(name: "github_events.json", contents: data)])
        let event = try #require(GeneratedSource(generated).structure("GithubEvent"))
        #expect(event.property("payload") == "var payload: Payload")
        let payload = try #require(event.body(of: "enum", "Payload"))
        let tags = ["PushEvent", "CreateEvent", "ForkEvent", "WatchEvent", "IssueCommentEvent", "IssuesEvent", "GollumEvent"]
        for tag in tags { #expect(payload.contains(#"JSONVariant("\#(tag)", "#), "no variant for \(tag)") }
        #expect(payload.contains(#"JSONDiscriminator.parentKey("type")"#))
        #expect(payload.contains("case other(UnknownVariant)"))
    }

    @Test(arguments: [
        ("the same shape for every value", #"[{"type": "a", "n": 1}, {"type": "b", "n": 2}]"#),
        ("one value only", #"[{"type": "a", "n": 1}, {"type": "a", "m": 2}]"#),
        ("a discriminator some objects lack", #"[{"type": "a", "n": 1}, {"m": 2}]"#),
        ("a discriminator that is not a string or an integer", #"[{"type": true, "n": 1}, {"type": false, "m": 2}]"#),
        ("a key that is no discriminator", #"[{"name": "a", "n": 1}, {"name": "b", "m": 2}]"#),
    ])
    func objectsThatAreNoCluster(_ label: String, _ sample: String) throws {
        let generated = try generate(samples: [sample])
        #expect(!generated.source.contains("JSONTaggedUnion"), "\(label)")
    }

    @Test(arguments: ["kind", "object", "event"])
    func theOtherStandardDiscriminators(_ key: String) throws {
        let generated = try generate(samples: [#"[{"\#(key)": "a", "n": 1}, {"\#(key)": "b", "m": "x"}]"#])
        #expect(generated.source.contains(#"JSONDiscriminator.key("\#(key)")"#))
    }

    @Test func aDiscriminatorNamedByTheOptionIsTriedFirst() throws {
        let sample = #"[{"type": "x", "category": "a", "n": 1}, {"type": "x", "category": "b", "m": "y"}]"#
        #expect(!(try generate(samples: [sample])).source.contains("JSONTaggedUnion"))
        let generated = try generate(samples: [sample], options: GenerationOptions(discriminators: ["category"]))
        #expect(generated.source.contains(#"JSONDiscriminator.key("category")"#))
    }

    @Test func integerDiscriminators() throws {
        let generated = try generate(samples: [#"[{"kind": 1, "start": "a"}, {"kind": 2, "stop": true}]"#])
        #expect(generated.source.contains("JSONVariant(1, Value1.self, Sample1Item.value1),"))
        #expect(generated.source.contains("JSONVariant(2, Value2.self, Sample1Item.value2),"))
    }

    @Test func aValueNamedLikeTheFallbackMovesTheFallback() throws {
        let generated = try generate(samples: [#"[{"type": "other", "n": 1}, {"type": "main", "m": "x"}]"#])
        #expect(generated.source.contains("case other(Other)"))
        #expect(generated.source.contains("case unknown(UnknownVariant)"))
        #expect(generated.source.contains("JSONVariant(UnknownVariant.self, Sample1Item.unknown)"))
    }

    @Test func jsonLinesOfVariantsMakeTheRootTheCluster() throws {
        let lines = #"{"type": "story", "title": "A", "score": 1}"# + "\n" + #"{"type": "comment", "text": "B", "parent": 1}"# + "\n"
        let generated = try ModelGenerator().generate(from: [SampleFile(name: "items.jsonl", contents: Data(lines.utf8))])
        #expect(generated.rootTypeName == "Item")
        #expect(generated.samplesAreInstances)
        #expect(generated.source.contains("enum Item: JSONTaggedUnion, Sendable {"))
    }
}
