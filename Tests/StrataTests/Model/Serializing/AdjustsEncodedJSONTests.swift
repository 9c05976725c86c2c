import Foundation
import Testing

@testable import Strata

/// A model's own adjustment of its encoded JSON object (`AdjustsEncodedJSON`) runs for
/// every value of the model, wherever it is, under Strata's encoders.
@Suite("Adjusting a model's encoded JSON")
struct AdjustsEncodedJSONTests {
    struct Person: JSONSerializing, AdjustsEncodedJSON, Equatable {
        var firstName: String
        var lastName: String
        var tags: [String]

        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            json["full_name"] = .string("\(firstName) \(lastName)")
            if tags.isEmpty { json["tags"] = nil }
            // Renamed: the server calls it "surname".
            json["surname"] = json["lastName"]
            json["lastName"] = nil
        }
    }

    static let ada = Person(firstName: "Ada", lastName: "Lovelace", tags: [])
    static let adaJSON: JSONValue = ["firstName": "Ada", "full_name": "Ada Lovelace", "surname": "Lovelace"]

    struct Envelope: JSONSerializing, AdjustsEncodedJSON, Equatable {
        var id: Int

        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            json = ["data": .object(json), "version": 2]
        }
    }

    struct Team: Codable, Equatable {
        var lead: Person
        var members: [Person]
        var byRole: [String: Person]
        var optional: Person?
        var boxed: Envelope
    }

    enum Entry: JSONTaggedUnion, Equatable {
        case person(Person)
        case other(UnknownVariant)
        static let variants = [JSONVariant("person", Person.self, Entry.person)]
        static let fallback = JSONVariant(UnknownVariant.self, Entry.other)
    }

    enum Adjacent: JSONTaggedUnion, Equatable {
        case person(Person)
        static let discriminator = JSONDiscriminator.adjacent(key: "kind", content: "value")
        static let variants = [JSONVariant("person", Person.self, Adjacent.person)]
    }

    enum ParentPayload: JSONTaggedUnion, Equatable {
        case person(Person)
        static let discriminator = JSONDiscriminator.parentKey("type")
        static let variants = [JSONVariant("person", Person.self, ParentPayload.person)]
    }

    struct Event: Codable, Equatable {
        var payload: ParentPayload
    }

    /// Strata's byte encoder and its tree encoder, which must agree.
    static func encodings<T: Encodable>(
        _ value: T, formatting: JSONEncoder.OutputFormatting = .sortedKeys
    ) throws -> (streamed: JSONValue, tree: JSONValue, text: String) {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = formatting
        let data: Data = try encoder.encode(value)
        let tree = try encoder.tree(value)
        return (try JSONValue(parsing: data), tree, String(decoding: data, as: UTF8.self))
    }

    @Test("at the top level, nested, in arrays and dictionaries, optional, wrapped in an envelope")
    func everywhere() throws {
        let team = Team(
            lead: Self.ada, members: [Self.ada, Person(firstName: "Grace", lastName: "Hopper", tags: ["navy"])], byRole: ["cto": Self.ada],
            optional: Self.ada, boxed: Envelope(id: 7))
        let (streamed, tree, _) = try Self.encodings(team)
        let grace: JSONValue = ["firstName": "Grace", "full_name": "Grace Hopper", "surname": "Hopper", "tags": ["navy"]]
        let expected: JSONValue = [
            "lead": Self.adaJSON, "members": [Self.adaJSON, grace], "byRole": ["cto": Self.adaJSON], "optional": Self.adaJSON,
            "boxed": ["data": ["id": 7], "version": 2],
        ]
        #expect(streamed == expected)
        #expect(tree == expected)
        #expect(try Self.encodings(Self.ada).text == #"{"firstName":"Ada","full_name":"Ada Lovelace","surname":"Lovelace"}"#)
    }

    final class Calls: @unchecked Sendable {
        var count = 0
    }

    /// Counts its own `encode(to:)` calls: a stream that fell back to the tree would call
    /// it twice.
    struct Counted<Value: Encodable>: Encodable {
        let calls: Calls
        let value: Value

        func encode(to encoder: any Encoder) throws {
            calls.count += 1
            try value.encode(to: encoder)
        }
    }

    @Test("the stream writes adjusted models without falling back to the tree")
    func noFallback() throws {
        let calls = Calls()
        let team = Team(lead: Self.ada, members: [Self.ada], byRole: ["cto": Self.ada], optional: nil, boxed: Envelope(id: 1))
        _ = try StrataJSONEncoder().encode(Counted(calls: calls, value: [Entry.person(Self.ada)])) as Data
        _ = try StrataJSONEncoder().encode(Counted(calls: calls, value: team)) as Data
        #expect(calls.count == 2)
    }

    @Test("as a cluster's variant, beside the discriminator it cannot lose, in every layout")
    func clusterVariants() throws {
        let keyed = try Self.encodings([Entry.person(Self.ada)])
        #expect(keyed.streamed == [["type": "person", "firstName": "Ada", "full_name": "Ada Lovelace", "surname": "Lovelace"]])
        #expect(keyed.tree == keyed.streamed)
        let adjacent = try Self.encodings(Adjacent.person(Self.ada))
        #expect(adjacent.streamed == ["kind": "person", "value": Self.adaJSON])
        #expect(adjacent.tree == adjacent.streamed)
        let parent = try Self.encodings(Event(payload: .person(Self.ada)))
        #expect(parent.streamed == ["type": "person", "payload": Self.adaJSON])
        #expect(parent.tree == parent.streamed)
    }

    @Test("pretty printed and sorted, byte for byte as the tree written by the JSON layer")
    func prettyPrinted() throws {
        let team = Team(lead: Self.ada, members: [Self.ada], byRole: [:], optional: nil, boxed: Envelope(id: 1))
        let (_, tree, text) = try Self.encodings(team, formatting: [.prettyPrinted, .sortedKeys])
        #expect(text == (try tree.jsonString(options: [.prettyPrinted, .sortedKeys])))
    }

    @Test("PATCH bodies are adjusted like the JSON they describe")
    func patchBodies() throws {
        var renamed = Self.ada
        renamed.lastName = "King"
        let patch = try StrataJSONEncoder().changesTree(from: Self.ada, to: renamed)
        #expect(patch == ["full_name": "Ada King", "surname": "King"])
    }

    @Test("not in archives, not in dictionary values, not under Foundation's encoder")
    func notElsewhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-adjust-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("person.archive")
        try ModelArchive.write(Self.ada, to: url)
        #expect(try ModelArchive.read(Person.self, from: url) == Self.ada)
        #expect(try Self.ada.dictionaryValue() == ["firstName": "Ada", "lastName": "Lovelace", "tags": []])
        let foundation = try JSONValue(parsing: JSONEncoder().encode(Self.ada))
        #expect(foundation == ["firstName": "Ada", "lastName": "Lovelace", "tags": []])
    }

    struct Failing: JSONSerializing, AdjustsEncodedJSON {
        var id: Int
        struct Refused: Error {}
        func adjustEncodedJSON(_ json: inout JSONObject) throws { throw Refused() }
    }

    @Test("an error the hook throws fails the encode at the model's coding path")
    func hookError() throws {
        for encode in [
            { _ = try StrataJSONEncoder().encode(["items": [Failing(id: 1)]]) as Data },
            { _ = try StrataJSONEncoder().tree(["items": [Failing(id: 1)]]) },
        ] {
            do {
                try encode()
                Issue.record("the hook's error was lost")
            } catch let EncodingError.invalidValue(_, context) {
                #expect(context.codingPath.map(\.stringValue) == ["items", "Index 0"])
                #expect(context.underlyingError is Failing.Refused)
                #expect(context.debugDescription.hasPrefix("Failing.adjustEncodedJSON(_:) failed"))
            }
        }
    }
}
