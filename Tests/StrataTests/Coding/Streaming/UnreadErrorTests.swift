import Foundation
import Strata
import Testing

/// A skipped element's error, which no report keeps, is thrown again when the next
/// element fails the same way (see `RepeatedUnreadError`). Code inside `init(from:)` can
/// still catch it: what it sees must be the error the element's own decode throws, but for
/// the message, which is never made for an unread error.
@Suite("Errors nobody reads, thrown again")
struct UnreadErrorTests {
    /// What a caught `DecodingError` says, but its message.
    struct Summary: Equatable, CustomStringConvertible {
        var kind: String
        var type: String
        var path: [String]

        init(_ error: any Error) {
            func keys(_ path: [any CodingKey]) -> [String] {
                path.map { "\(Swift.type(of: $0)).\($0.stringValue).\($0.intValue.map(String.init) ?? "-")" }
            }
            switch error as? DecodingError {
            case .typeMismatch(let type, let context)?: (kind, self.type, path) = ("typeMismatch", "\(type)", keys(context.codingPath))
            case .valueNotFound(let type, let context)?: (kind, self.type, path) = ("valueNotFound", "\(type)", keys(context.codingPath))
            case .keyNotFound(let key, let context)?: (kind, type, path) = ("keyNotFound", key.stringValue, keys(context.codingPath))
            case .dataCorrupted(let context)?: (kind, type, path) = ("dataCorrupted", "", keys(context.codingPath))
            default: (kind, type, path) = ("other", "\(Swift.type(of: error))", [])
            }
        }

        init(kind: String, type: String, path: [String]) {
            (self.kind, self.type, self.path) = (kind, type, path)
        }

        var description: String { "\(kind) \(type) at \(path)" }
    }

    /// Collects the errors a `Probe` catches.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var caught: [Summary] = []

        func record(_ error: any Error) {
            lock.withLock { caught.append(Summary(error)) }
        }

        var summaries: [Summary] { lock.withLock { caught } }

        static let key = CodingUserInfoKey(rawValue: "UnreadErrorTests.recorder")!
    }

    /// Reads `n` with one of two key types that both spell it "n", as an `Int` or a
    /// `String`, as `which` says, then an object, an array read element by element, an
    /// array of numbers and an array of objects: failures of every shape at one coding path and at paths that
    /// differ in one key, its type or an index.
    struct Probe: Decodable {
        enum KeysA: String, CodingKey { case which, n, inner, items, numbers, objects }
        enum KeysB: String, CodingKey { case n }
        struct Inner: Decodable { var flag: Bool }

        init(from decoder: any Decoder) throws {
            do {
                let container = try decoder.container(keyedBy: KeysA.self)
                switch try container.decode(String.self, forKey: .which) {
                case "b": _ = try decoder.container(keyedBy: KeysB.self).decode(Int.self, forKey: .n)
                case "c": _ = try container.decode(String.self, forKey: .n)
                default: _ = try container.decode(Int.self, forKey: .n)
                }
                _ = try container.decodeIfPresent(Inner.self, forKey: .inner)
                if container.contains(.items) {
                    var items = try container.nestedUnkeyedContainer(forKey: .items)
                    while !items.isAtEnd { _ = try items.decode(Int.self) }
                }
                _ = try container.decodeIfPresent([Int].self, forKey: .numbers)
                _ = try container.decodeIfPresent([Inner].self, forKey: .objects)
            } catch {
                (decoder.userInfo[Recorder.key] as? Recorder)?.record(error)
                throw error
            }
        }
    }

    static let lines = [
        #"{"which": "a", "n": "x"}"#,
        #"{"which": "a", "n": "x"}"#,
        #"{"which": "b", "n": "x"}"#,
        #"{"which": "b", "n": "x"}"#,
        #"{"which": "c", "n": 1}"#,
        #"{"which": "a", "n": null}"#,
        #"{"which": "a", "n": "x"}"#,
        #"{"which": "a", "n": 1, "inner": {"flag": "x"}}"#,
        #"{"which": "a", "n": 1, "inner": {"flag": 1}}"#,
        #"{"which": "a", "n": 1, "inner": {"flag": null}}"#,
        #"{"which": "a", "n": 1, "items": [1, "x"]}"#,
        #"{"which": "a", "n": 1, "items": ["x"]}"#,
        #"{"which": "a", "n": 1, "items": ["x"]}"#,
        #"{"which": "a", "n": 1, "numbers": [1, "x"]}"#,
        #"{"which": "a", "n": 1, "numbers": ["x"]}"#,
        #"{"which": "a", "n": 1, "numbers": ["x"]}"#,
        #"{"which": "a", "n": 1, "objects": [{"flag": 1}]}"#,
        #"{"which": "a", "n": 1, "objects": [{"flag": true}, {"flag": 1}]}"#,
        #"{"which": "a", "n": 1, "objects": [{"flag": true}, {"flag": 1}]}"#,
        #"{"which": "a", "n": 1}"#,
        #"{"which": "a", "n": 1.5}"#,
        #"{"which": "a", "n": "x"}"#,
    ]

    /// The error each line's own decode throws, caught in `init(from:)`.
    static func expectedSummaries() -> [Summary] {
        let recorder = Recorder()
        let decoder = StrataJSONDecoder()
        decoder.userInfo[Recorder.key] = recorder
        for line in lines {
            _ = try? decoder.decode(Probe.self, from: Data(line.utf8))
        }
        return recorder.summaries
    }

    @Test("a skipped line's error is the one its own decode throws", arguments: [JSONStreamFormat.jsonLines, .array])
    func skippedLines(format: JSONStreamFormat) throws {
        let recorder = Recorder()
        let decoder = StrataJSONDecoder()
        decoder.userInfo[Recorder.key] = recorder
        let text = format == .jsonLines ? Self.lines.joined(separator: "\n") : "[" + Self.lines.joined(separator: ",\n") + "]"
        let delivered = decoder.elements(
            of: Probe.self, from: Data(text.utf8), format: format, options: JSONStreamOptions(failurePolicy: .skip)
        ).delivered()
        #expect(delivered.error == nil)
        #expect(delivered.values.count == 1)
        var expected = Self.expectedSummaries()
        if format == .array {
            // In an array, each element's path starts with its index.
            var index = 0
            for (line, text) in Self.lines.enumerated() where text != #"{"which": "a", "n": 1}"# {
                expected[index].path.insert("IndexCodingKey.Index \(line).\(line)", at: 0)
                index += 1
            }
        }
        let caught = recorder.summaries
        #expect(caught.count == expected.count)
        for (found, wanted) in zip(caught, expected) {
            #expect(found == wanted)
        }
    }

    /// An `Int` read through a single-value container, whose errors it records.
    struct Counter: Decodable {
        init(from decoder: any Decoder) throws {
            do {
                _ = try decoder.singleValueContainer().decode(Int.self)
            } catch {
                (decoder.userInfo[Recorder.key] as? Recorder)?.record(error)
                throw error
            }
        }
    }

    @Test("elements of an array that fail alike are told apart by their index")
    func arrayElements() throws {
        let recorder = Recorder()
        let decoder = StrataJSONDecoder()
        decoder.userInfo[Recorder.key] = recorder
        let delivered = decoder.elements(
            of: Counter.self, from: Data(#"[1, "x", "x", null, null, "y", 2, true]"#.utf8), format: .array,
            options: JSONStreamOptions(failurePolicy: .skip)
        ).delivered()
        #expect(delivered.values.count == 2)
        let index = { (position: Int) in "IndexCodingKey.Index \(position).\(position)" }
        #expect(
            recorder.summaries == [
                Summary(kind: "typeMismatch", type: "Int", path: [index(1)]),
                Summary(kind: "typeMismatch", type: "Int", path: [index(2)]),
                Summary(kind: "valueNotFound", type: "Int", path: [index(3)]),
                Summary(kind: "valueNotFound", type: "Int", path: [index(4)]),
                Summary(kind: "typeMismatch", type: "Int", path: [index(5)]),
                Summary(kind: "typeMismatch", type: "Int", path: [index(7)]),
            ])
    }
}
