import Foundation
import Testing

@testable import Strata

/// Every way a cluster can fail to decode is a `DecodingError` that locates the object and
/// says what was found and what is known; none traps.
@Suite("Cluster failures")
struct ClusterFailureTests {
    enum Kind: String, Sendable {
        case keyNotFound, typeMismatch, dataCorrupted, valueNotFound
    }

    struct Failure: @unchecked Sendable, CustomTestStringConvertible {
        // `@unchecked`: `decode` captures only a metatype and a string.
        var name: String
        var decode: () throws -> Void
        var kind: Kind
        var codingPath: [String]
        var mentions: [String]
        var testDescription: String { name }
    }

    static func failure<T: Decodable>(
        _ name: String, _ type: T.Type, _ json: String, _ kind: Kind, at codingPath: [String], mentioning mentions: [String],
        foundation: Bool = false
    ) -> Failure {
        Failure(
            name: name,
            decode: {
                if foundation {
                    _ = try JSONDecoder().decode(type, from: Data(json.utf8))
                } else {
                    _ = try StrataJSONDecoder().decode(type, from: json)
                }
            }, kind: kind, codingPath: codingPath, mentions: mentions)
    }

    struct Holder: Codable {
        var items: [Figure]
    }

    struct Note: JSONSerializing {
        var text: String
    }

    /// A cluster of `any JSONSerializing` values, which its messages name by the cluster.
    enum AnyModel: JSONCluster {
        typealias Base = any JSONSerializing
        static let variants: [JSONVariant<any JSONSerializing>] = [JSONVariant(Note.self)]
        static func variant(forParsing object: JSONDocument.Node) throws -> JSONVariant<any JSONSerializing>? {
            object["text"]?.string != nil ? JSONVariant(Note.self) : nil
        }
    }

    struct Board: Codable {
        @Polymorphic<AnyModel> var item: any JSONSerializing
    }

    struct Event: Codable {
        var payload: Figure2
        enum Figure2: JSONTaggedUnion {
            case circle(Figure.Circle)
            static let discriminator = JSONDiscriminator.parentKey("type")
            static let variants = [JSONVariant("circle", Figure.Circle.self, Figure2.circle)]
        }
    }

    static let failures: [Failure] = [
        failure(
            "an unknown discriminator, no fallback", Holder.self, #"{"items": [{"type": "circle", "radius": 1}, {"type": "hexagon"}]}"#,
            .dataCorrupted, at: ["items", "Index 1"], mentioning: [#""hexagon""#, #""circle", "rectangle", "group""#, "line 1"]),
        failure(
            "a missing discriminator", Holder.self, #"{"items": [{"radius": 1}]}"#, .keyNotFound, at: ["items", "Index 0"],
            mentioning: [#""type""#, #""circle""#]),
        failure(
            "a discriminator that is neither a string nor an integer", [Figure].self, #"[{"type": ["circle"]}]"#, .dataCorrupted,
            at: ["Index 0"], mentioning: ["string or an integer", "an array"]),
        failure(
            "a fractional integer discriminator", [Command].self, #"[{"meta": {"kind": 1.5}}]"#, .dataCorrupted, at: ["Index 0"],
            mentioning: ["the number 1.5"]),
        failure(
            "a choice in code that finds nothing", XYMessage.self, #"{"id": 1}"#, .dataCorrupted, at: [],
            mentioning: ["variant(forParsing:)", "an object"]),
        failure(
            "a value that is not an object", [Figure].self, #"[1]"#, .typeMismatch, at: ["Index 0"], mentioning: ["found the number 1"]),
        failure(
            "an untagged value no variant decodes", [Expandable].self, #"[42]"#, .dataCorrupted, at: ["Index 0"],
            mentioning: ["No variant of Expandable", "the number 42", "String:", "Customer:"]),
        failure(
            "an adjacent layout without its content", [Message].self, #"[{"type": "text"}]"#, .keyNotFound, at: ["Index 0"],
            mentioning: [#""content""#]),
        failure(
            "a variant's own error, deeper in, names the variant the tag chose", Holder.self,
            #"{"items": [{"type": "circle", "radius": "big"}]}"#, .typeMismatch, at: ["items", "Index 0", "radius"],
            mentioning: [
                #"Expected to decode Double but found the string "big" instead, at "items.0.radius" (line 1, column 41), in Circle, which "type" "circle" chose."#
            ]),
        failure(
            "inside a variant inside a variant, the inner choice", Holder.self,
            #"{"items": [{"type": "group", "name": "g", "members": [{"type": "rectangle", "width": 1}]}]}"#, .keyNotFound,
            at: ["items", "Index 0", "members", "Index 0"],
            mentioning: [#"in the object at "items.0.members.0" (line 1, column 55), in Rectangle, which "type" "rectangle" chose."#]),
        failure(
            "a protocol's cluster that chooses in code and finds nothing", Board.self, #"{"item": {"text": 1}}"#, .dataCorrupted,
            at: ["item"], mentioning: [#"AnyModel.variant(forParsing:) chose no variant for an object at "item" (line 1, column 10)."#]),
        failure(
            "a protocol's cluster that chooses in code and finds nothing, under Foundation's decoder", Board.self, #"{"item": {"text": 1}}"#,
            .dataCorrupted, at: ["item"], mentioning: [#"AnyModel.variant(forParsing:) chose no variant for an object {"text":1}."#],
            foundation: true),
        failure(
            "a parent-key cluster that is not a member of an object", [Event.Figure2].self, #"[{"radius": 1}]"#, .dataCorrupted,
            at: ["Index 0"], mentioning: ["\"type\"", "not a member of an object"]),
        failure(
            "a parent-key cluster under Foundation's decoder", Event.self, #"{"type": "circle", "payload": {"radius": 1}}"#,
            .dataCorrupted, at: ["payload"], mentioning: ["Strata's decoder"], foundation: true),
        failure(
            "an unknown discriminator under Foundation's decoder", [Figure].self, #"[{"type": "hexagon"}]"#, .dataCorrupted,
            at: ["Index 0"], mentioning: [#""hexagon""#, #""circle", "rectangle", "group""#], foundation: true),
    ]

    @Test("each failure is the right DecodingError, at the object, saying what was found and what is known", arguments: failures)
    func failure(_ failure: Failure) throws {
        let error = try #require(throws: DecodingError.self) { try failure.decode() }
        let kind: Kind
        let context: DecodingError.Context
        switch error {
        case .keyNotFound(_, let found):
            (kind, context) = (.keyNotFound, found)
        case .typeMismatch(_, let found):
            (kind, context) = (.typeMismatch, found)
        case .dataCorrupted(let found):
            (kind, context) = (.dataCorrupted, found)
        case .valueNotFound(_, let found):
            (kind, context) = (.valueNotFound, found)
        @unknown default:
            Issue.record("unknown error \(error)")
            return
        }
        #expect(kind == failure.kind, "\(error)")
        #expect(context.codingPath.map(\.stringValue) == failure.codingPath, "\(error)")
        for mention in failure.mentions {
            #expect(context.debugDescription.contains(mention), "\(context.debugDescription) should mention \(mention)")
        }
    }

    @Test("a missing discriminator uses the fallback when there is one")
    func missingUsesFallback() throws {
        let items = try StrataJSONDecoder().decode([FeedItem].self, from: #"[{"title": "untagged"}]"#)
        #expect(items == [.other(UnknownVariant(discriminatorValue: nil, json: ["title": "untagged"]))])
    }
}
