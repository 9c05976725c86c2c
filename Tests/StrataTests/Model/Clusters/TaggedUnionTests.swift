import Foundation
import Testing

@testable import Strata

/// Enums with associated values as clusters, in each layout, under Strata's coders and
/// Foundation's.
@Suite("Tagged unions")
struct TaggedUnionTests {
    static func decode<T: Decodable>(_ type: T.Type, _ json: String, foundation: Bool) throws -> T {
        foundation ? try JSONDecoder().decode(type, from: Data(json.utf8)) : try StrataJSONDecoder().decode(type, from: json)
    }

    static func encode<T: Encodable>(_ value: T, foundation: Bool) throws -> String {
        if foundation {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var encoded: String
        var check: @Sendable (String, Bool) throws -> Bool
        var testDescription: String { json }
    }

    static func roundTrip<T: Codable & Equatable & Sendable>(_ json: String, _ expected: T, encoded: String) -> Case {
        Case(json: json, encoded: encoded) { json, foundation in
            let value = try decode(T.self, json, foundation: foundation)
            guard value == expected else { return false }
            let written = try encode(value, foundation: foundation)
            let again = try decode(T.self, written, foundation: foundation)
            return written == encoded && again == expected
        }
    }

    static let cases: [Case] = [
        // Internally tagged: the discriminator is a member of the case's object.
        roundTrip(
            #"[{"type": "circle", "radius": 1}, {"width": 2, "type": "rectangle", "height": 3}]"#,
            [Figure.circle(.init(radius: 1)), .rectangle(.init(width: 2, height: 3))],
            encoded: #"[{"radius":1,"type":"circle"},{"height":3,"type":"rectangle","width":2}]"#),
        // A cluster inside a variant, nested twice.
        roundTrip(
            #"{"type": "group", "name": "g", "members": [{"type": "circle", "radius": 2}, {"type": "group", "name": "h", "members": []}]}"#,
            Figure.group(.init(name: "g", members: [.circle(.init(radius: 2)), .group(.init(name: "h", members: []))])),
            encoded: #"{"members":[{"radius":2,"type":"circle"},{"members":[],"name":"h","type":"group"}],"name":"g","type":"group"}"#),
        // A key path, integer tags (any spelling of the integer).
        roundTrip(
            #"[{"meta": {"kind": 1}, "speed": 3}, {"meta": {"kind": 2.0}}]"#, [Command.start(.init(speed: 3)), .stop(.init(reason: nil))],
            encoded: #"[{"meta":{"kind":1},"speed":3},{"meta":{"kind":2}}]"#),
        // Adjacently tagged; two cases with one payload type stay apart.
        roundTrip(
            #"[{"type": "note", "content": "n"}, {"content": "t", "type": "text"}, {"type": "numbers", "content": [1, 2]}]"#,
            [Message.note("n"), .text("t"), .numbers([1, 2])],
            encoded: #"[{"content":"n","type":"note"},{"content":"t","type":"text"},{"content":[1,2],"type":"numbers"}]"#),
        // Untagged: the first variant that decodes wins (Stripe's expandable fields).
        roundTrip(
            #"["cus_123", {"id": "cus_456", "email": "a@example.com"}]"#,
            [Expandable.id("cus_123"), .customer(.init(id: "cus_456", email: "a@example.com"))],
            encoded: #"["cus_123",{"email":"a@example.com","id":"cus_456"}]"#),
        // An unknown discriminator decodes as the fallback and keeps its JSON and tag.
        roundTrip(
            #"[{"type": "post", "title": "t"}, {"type": "poll", "options": ["a", "b"]}]"#,
            [FeedItem.post(.init(title: "t")), .other(UnknownVariant(discriminatorValue: "poll", json: ["type": "poll", "options": ["a", "b"]]))],
            encoded: #"[{"title":"t","type":"post"},{"options":["a","b"],"type":"poll"}]"#),
    ]

    @Test("each layout decodes, encodes its discriminator back, and round-trips with Strata's coders", arguments: cases)
    func strata(_ testCase: Case) throws {
        #expect(try testCase.check(testCase.json, false))
    }

    @Test("the same enums work under Foundation's JSONDecoder and JSONEncoder: the coding is in their types", arguments: cases)
    func foundation(_ testCase: Case) throws {
        #expect(try testCase.check(testCase.json, true))
    }

    @Test("a case that is none of the listed variants cannot be encoded: an EncodingError, never a trap")
    func unlistedCase() throws {
        enum Partial: JSONTaggedUnion {
            case a(Int)
            case b(String)
            static let variants = [JSONVariant("a", Int.self, Partial.a)]
        }
        #expect(throws: EncodingError.self) { try StrataJSONEncoder().encode(Partial.b("x")) as Data }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(Partial.b("x")) }
    }
}
