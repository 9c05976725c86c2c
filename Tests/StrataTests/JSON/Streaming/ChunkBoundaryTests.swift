import Foundation
import Strata
import Testing

/// The same elements, whatever pieces the stream arrives in: 1-, 2- and prime-sized
/// chunks, single bytes, and two chunks split at every byte — inside multi-byte UTF-8
/// characters, escapes, numbers, literals, keys and brackets.
@Suite("Streaming: chunk boundaries")
struct ChunkBoundaryTests {
    /// A small stream in one format, and its elements read independently of any stream.
    struct Sample: CustomTestStringConvertible, Sendable {
        var name: String
        var format: JSONStreamFormat
        var text: String
        var expected: [JSONValue]

        var testDescription: String { name }
        var bytes: [UInt8] { Array(text.utf8) }
    }

    static let jsonLines: Sample = {
        let lines = [
            #"{"name": "café", "emoji": "😀", "escaped": "a\"b\\c\u00e9\ud83d\ude00\/", "n": -12.5e3}"#,
            "",
            "   \r",
            #"[1, 2.75, {"a]": "}{"}, [[]], {}]"#,
            #""just a string with a \n in it""#,
            "-0.000123E+10\r",
            "{}",
            "  true  ",
            "null",
            #"{"ключ": "значение", "k": 12345678901234567890}"#,
        ]
        let text = lines.joined(separator: "\n") + "\n"
        let expected = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { try! JSONValue(parsing: $0) }
        return Sample(name: "JSON Lines", format: .jsonLines, text: text, expected: expected)
    }()

    static let concatenated: Sample = {
        let values = [
            #"{"a":1}"#, #"{"b":[2,3]}"#, #""x\"y\\""#, "42", "-7.5e-3", "[true,false,null]", #""é😀""#, "{}", "12",
            #"{"s":"]}[{\""}"#, "0",
        ]
        // Separated by nothing where JSON allows it (after a string or container), by
        // whitespace where a number or literal must end first.
        let text = values.enumerated().map { index, value in
            index == 0 ? value : (value.first == "{" || value.first == "\"" || value.first == "[" ? "" : "\n ") + value
        }.joined()
        return Sample(name: "concatenated values", format: .concatenated, text: text, expected: values.map { try! JSONValue(parsing: $0) })
    }()

    static let array: Sample = {
        let text = #"""
            [ {"name":"café","emoji":"😀"} , [1,[2,[3]]] ,"s\\\"",-1.5e2,true,null,{"k":"]","e":"\u00e9\ud83d\ude00"},
              12345, "tail" ]
            """#
        return Sample(name: "array", format: .array, text: text, expected: try! JSONValue(parsing: text).array.map(Array.init)!)
    }()

    static let envelope: Sample = {
        let text = #"""
            {"meta": {"skip": ["[", "{", {"deep": [[[]]]}, "\"]"], "n": 1.5e3, "t": true},
             "d\u0061ta": {"count": 2, "items": [{"id": 1, "tags": ["a", "]"]}, {"id": 2, "name": "é😀"}, 3.25],
                           "after": {"x": "]}", "y": [{}]}},
             "tail": [1, 2, null], "data": {"items": ["not", "these"]}}
            """#
        let expected = try! JSONValue(parsing: #"[{"id": 1, "tags": ["a", "]"]}, {"id": 2, "name": "é😀"}, 3.25]"#).array.map(Array.init)!
        return Sample(name: "array at data.items", format: .array(at: "data.items"), text: text, expected: expected)
    }()

    static let samples = [jsonLines, concatenated, array, envelope]

    @Test("chunks of 1, 2 and prime sizes, as [UInt8] and as Data", arguments: samples, [1, 2, 3, 5, 7, 13, 31, 4096])
    func fixedSizes(_ sample: Sample, size: Int) async {
        let pieces = StreamFeed.pieces(sample.bytes, size: size)
        let asArrays = await StrataJSONDecoder().elements(of: JSONValue.self, from: StreamFeed.asyncChunks(pieces), format: sample.format)
            .delivered()
        #expect(asArrays.error == nil, "\(String(describing: asArrays.error))")
        #expect(asArrays.values == sample.expected)
        let asData = await StrataJSONDecoder().elements(
            of: JSONValue.self, from: StreamFeed.asyncChunks(pieces.map { Data($0) }), format: sample.format
        ).delivered()
        #expect(asData.values == sample.expected)
        #expect(asData.error == nil)
    }

    @Test("two chunks split at every byte", arguments: samples)
    func everySplit(_ sample: Sample) async {
        let bytes = sample.bytes
        for position in 0...bytes.count {
            let delivered = await StrataJSONDecoder().elements(
                of: JSONValue.self, from: StreamFeed.asyncChunks(StreamFeed.pieces(bytes, splitAt: position)), format: sample.format
            ).delivered()
            #expect(delivered.error == nil, "split at \(position): \(String(describing: delivered.error))")
            #expect(delivered.values == sample.expected, "split at \(position)")
        }
    }

    @Test("an async sequence of single bytes", arguments: samples)
    func singleBytes(_ sample: Sample) async {
        let delivered = await StrataJSONDecoder().elements(of: JSONValue.self, from: StreamFeed.asyncBytes(sample.bytes), format: sample.format)
            .delivered()
        #expect(delivered.error == nil, "\(String(describing: delivered.error))")
        #expect(delivered.values == sample.expected)
    }

    @Test("Data read synchronously", arguments: samples)
    func synchronousData(_ sample: Sample) {
        let delivered = StrataJSONDecoder().elements(of: JSONValue.self, from: Data(sample.bytes), format: sample.format).delivered()
        #expect(delivered.error == nil, "\(String(describing: delivered.error))")
        #expect(delivered.values == sample.expected)
    }

    /// The same sample many times over, read through a 4 KiB buffer: the splitter's
    /// place is kept across hundreds of refills and moves of the buffer's contents.
    @Test("many refills of a small buffer", arguments: samples)
    func manyRefills(_ sample: Sample) async {
        guard sample.format != .array(at: "data.items") else { return }
        let repeats = 300
        let text: String
        let expected: [JSONValue]
        if sample.format == .array {
            let inner = sample.text.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst().dropLast()
            text = "[" + Array(repeating: String(inner), count: repeats).joined(separator: ",") + "]"
            expected = Array(Array(repeating: sample.expected, count: repeats).joined())
        } else {
            text = String(repeating: sample.text + "\n", count: repeats)
            expected = Array(Array(repeating: sample.expected, count: repeats).joined())
        }
        let options = JSONStreamOptions(bufferSize: 4096)
        let synchronous = StrataJSONDecoder().elements(of: JSONValue.self, from: Data(text.utf8), format: sample.format, options: options)
            .delivered()
        #expect(synchronous.error == nil, "\(String(describing: synchronous.error))")
        #expect(synchronous.values == expected)
        let pieces = StreamFeed.pieces(Array(text.utf8), size: 997)
        let asynchronous = await StrataJSONDecoder().elements(
            of: JSONValue.self, from: StreamFeed.asyncChunks(pieces), format: sample.format, options: options
        ).delivered()
        #expect(asynchronous.error == nil)
        #expect(asynchronous.values == expected)
    }
}
