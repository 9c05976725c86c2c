import Foundation
import Strata
import Testing

/// `JSONAdapter`'s Foundation-object entry points given values JSON cannot hold: a
/// `DecodingError` at the value's coding path, as every other decoding failure, and
/// messages that cite no line or column (there is no JSON text the caller wrote).
@Suite("JSONAdapter with Foundation objects that are not JSON")
struct JSONAdapterFoundationObjectTests {
    struct Reading: JSONSerializing, Equatable {
        var name: String
        var score: Double
        var tags: [String: String]? = nil
    }

    final class Opaque: Sendable {}

    /// A coding path as keys and `#`-prefixed array positions.
    static func components(_ path: [any CodingKey]) -> [String] {
        path.map { key in key.intValue.map { "#\($0)" } ?? key.stringValue }
    }

    struct NotJSON: @unchecked Sendable, CustomTestStringConvertible {
        var name: String
        var dictionary: [String: Any]
        var path: [String]

        var testDescription: String { name }
    }

    static let valuesJSONCannotHold: [NotJSON] = [
        NotJSON(name: "a Date", dictionary: ["name": "a", "score": Date()], path: ["score"]),
        NotJSON(name: "a custom object", dictionary: ["name": Opaque(), "score": 1], path: ["name"]),
        NotJSON(name: "a dictionary with Int keys", dictionary: ["name": "a", "score": 1, "tags": [1: "x"]], path: ["tags"]),
        NotJSON(
            name: "a Date in a nested array", dictionary: ["name": "a", "score": 1, "tags": ["list": [1, Date()]]], path: ["tags", "list", "#1"]),
    ]

    @Test("a value JSON cannot hold throws DecodingError.dataCorrupted at its path", arguments: valuesJSONCannotHold)
    func notJSON(input: NotJSON) {
        do {
            _ = try JSONAdapter().model(Reading.self, fromFoundationObject: input.dictionary)
            Issue.record("expected a DecodingError")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(Self.components(context.codingPath) == input.path)
            #expect(context.underlyingError is JSONValue.ConversionError)
            #expect(!context.debugDescription.contains("line"), "\(context.debugDescription)")
        } catch {
            Issue.record("expected DecodingError.dataCorrupted, got \(error)")
        }
    }

    @Test("an array of dictionaries with a value JSON cannot hold throws DecodingError at its path")
    func notJSONInArray() {
        let array: [Any] = [["name": "a", "score": 1], ["name": "b", "score": Date()]]
        do {
            _ = try JSONAdapter().model([Reading].self, fromFoundationObject: array)
            Issue.record("expected a DecodingError")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(Self.components(context.codingPath) == ["#1", "score"])
        } catch {
            Issue.record("expected DecodingError.dataCorrupted, got \(error)")
        }
    }

    /// A model with an integer where a dictionary may hold a non-finite `Double`.
    struct Counted: JSONSerializing {
        var count: Int
    }

    @Test("NaN and infinity decode into a Double")
    func nonFiniteIntoDouble() throws {
        #expect(try JSONAdapter().model(Reading.self, fromFoundationObject: ["name": "a", "score": Double.nan]).score.isNaN)
        #expect(try JSONAdapter().model(Reading.self, fromFoundationObject: ["name": "a", "score": -Double.infinity]).score == -.infinity)
    }

    @Test("NaN and infinity into an integer throw DecodingError at the path, without a line and column", arguments: [Double.nan, .infinity])
    func nonFiniteIntoInteger(value: Double) {
        do {
            _ = try JSONAdapter().model(Counted.self, fromFoundationObject: ["count": value])
            Issue.record("expected a DecodingError")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == ["count"])
            #expect(!context.debugDescription.contains("line") && !context.debugDescription.contains("column"), "\(context.debugDescription)")
        } catch {
            Issue.record("expected DecodingError.dataCorrupted, got \(error)")
        }
    }

    @Test("a type mismatch from a dictionary cites the path, not a line and column")
    func mismatchWithoutPosition() {
        do {
            _ = try JSONAdapter().model(Reading.self, fromFoundationObject: ["name": 1, "score": 1])
            Issue.record("expected a DecodingError")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["name"])
            #expect(!context.debugDescription.contains("line"), "\(context.debugDescription)")
            #expect(context.debugDescription.contains("\"name\""), "\(context.debugDescription)")
        } catch {
            Issue.record("expected DecodingError.typeMismatch, got \(error)")
        }
    }
}
