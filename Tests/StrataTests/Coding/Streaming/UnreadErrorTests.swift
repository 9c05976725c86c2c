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

    /// Fails at paths whose keys are of every form the remembered error tells apart: a key
    /// holding a `String`, one holding a `String` and an `Int` (the same string, another
    /// integer), a two-byte key of plain data (two keys alike in their first byte), and
    /// the same keys as the containers' keys above the failure.
    struct KeyShapes: Decodable {
        struct NameKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        struct NumberedKey: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(_ name: String, _ number: Int) { (stringValue, intValue) = (name, number) }
            init?(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
            init?(intValue: Int) { (stringValue, self.intValue) = ("\(intValue)", intValue) }
        }

        struct WideKey: CodingKey {
            var raw: UInt16
            var stringValue: String { "w\(raw)" }
            var intValue: Int? { nil }
            init(_ raw: UInt16) { self.raw = raw }
            init?(stringValue: String) {
                guard stringValue.first == "w", let raw = UInt16(stringValue.dropFirst()) else { return nil }
                self.raw = raw
            }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            do {
                let container = try decoder.container(keyedBy: NameKey.self)
                let which = try container.decode(String.self, forKey: NameKey("which"))
                switch which {
                case "name a", "name b":
                    _ = try container.decode(Int.self, forKey: NameKey(String(which.last!)))
                case "numbered 1", "numbered 2":
                    _ = try decoder.container(keyedBy: NumberedKey.self).decode(Int.self, forKey: NumberedKey("a", which == "numbered 1" ? 1 : 2))
                case "wide 257", "wide 513":
                    _ = try decoder.container(keyedBy: WideKey.self).decode(Int.self, forKey: WideKey(which == "wide 257" ? 0x0101 : 0x0201))
                case "nested a", "nested b":
                    let nested = try container.nestedContainer(keyedBy: NameKey.self, forKey: NameKey(String(which.last!)))
                    _ = try nested.decode(Int.self, forKey: NameKey("x"))
                default:
                    let wide = try decoder.container(keyedBy: WideKey.self)
                    let nested = try wide.nestedContainer(keyedBy: NameKey.self, forKey: WideKey(which == "nested wide 257" ? 0x0101 : 0x0201))
                    _ = try nested.decode(Int.self, forKey: NameKey("x"))
                }
            } catch {
                (decoder.userInfo[Recorder.key] as? Recorder)?.record(error)
                throw error
            }
        }

        static let lines = [
            "name a", "name a", "name b", "name b", "name a", "numbered 1", "numbered 1", "numbered 2", "numbered 1", "wide 257",
            "wide 257", "wide 513", "wide 257", "nested a", "nested a", "nested b", "nested a", "nested wide 257",
            "nested wide 257", "nested wide 513", "nested wide 257", "name a",
        ].map { which in
            which.hasPrefix("nested")
                ? #"{"which": "\#(which)", "a": {"x": "y"}, "b": {"x": "y"}, "w257": {"x": "y"}, "w513": {"x": "y"}}"#
                : #"{"which": "\#(which)", "a": "x", "b": "x", "w257": "x", "w513": "x"}"#
        }
    }

    @Test("keys of every form are told apart: strings, integers, every byte of plain data")
    func keyShapes() throws {
        let expectedRecorder = Recorder()
        let single = StrataJSONDecoder()
        single.userInfo[Recorder.key] = expectedRecorder
        for line in KeyShapes.lines {
            #expect(throws: DecodingError.self) { try single.decode(KeyShapes.self, from: Data(line.utf8)) }
        }
        let recorder = Recorder()
        let decoder = StrataJSONDecoder()
        decoder.userInfo[Recorder.key] = recorder
        let delivered = decoder.elements(
            of: KeyShapes.self, from: Data(KeyShapes.lines.joined(separator: "\n").utf8), format: .jsonLines,
            options: JSONStreamOptions(failurePolicy: .skip)
        ).delivered()
        #expect(delivered.error == nil)
        #expect(delivered.values.isEmpty)
        let expected = expectedRecorder.summaries
        #expect(expected.count == KeyShapes.lines.count)
        #expect(Set(expected.map(\.path)).count == 10)
        #expect(recorder.summaries == expected)
    }
}
