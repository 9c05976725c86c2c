import Foundation
import Testing

@testable import Strata

/// The parser writes a document's index without bounds checks, into room for
/// `JSONParser.tapeCapacity(byteCount:maximumDepth:)` words. These tests read the texts
/// that pack the most nodes into their bytes, valid and cut off, at several nesting
/// limits, into an index given far more room than that, and check that what was
/// written, when the parse ended or failed, fits the capacity.
@Suite("Index capacity")
struct IndexCapacityTests {
    /// Texts dense in nodes: `depth` open containers and `count` members after them.
    static func texts(depth: Int, count: Int) -> [(name: String, text: String, json5: Bool)] {
        let open = String(repeating: "[", count: depth)
        let close = String(repeating: "]", count: depth)
        let ones = Array(repeating: "1", count: count).joined(separator: ",")
        let emptyKeys = String(repeating: "{\"\":", count: depth)
        return [
            ("open brackets only", open, false),
            ("nested and closed", open + close, false),
            ("open, then elements", open + ones, false),
            ("open, then elements, closed", open + ones + close, false),
            ("empty arrays", "[" + Array(repeating: "[]", count: count).joined(separator: ",") + "]", false),
            ("empty arrays inside open ones", open + Array(repeating: "[]", count: count).joined(separator: ","), false),
            ("objects with empty keys, open", emptyKeys + "1", false),
            ("objects with empty keys, then members", emptyKeys + "{" + Array(repeating: "\"\":1", count: count).joined(separator: ","), false),
            ("one-letter values", "[" + Array(repeating: "0", count: count).joined(separator: ",") + ",", false),
            ("JSON5 bare keys", "{" + Array(repeating: "a:1", count: count).joined(separator: ",") + "}", true),
            ("JSON5 trailing commas", open + Array(repeating: "1,", count: count).joined(), true),
            ("JSON5 without braces", Array(repeating: "a:1", count: count).joined(separator: ",") + "," + open, true),
        ]
    }

    @Test("the index a text needs fits the capacity its length and nesting limit give", arguments: [1, 2, 3, 16, 64])
    func writtenIndexFits(maximumDepth: Int) throws {
        for depth in Set([1, maximumDepth / 2, maximumDepth].filter { $0 > 0 }) {
            for count in [0, 1, 2, 7, 100] {
                for (name, text, json5) in Self.texts(depth: depth, count: count) {
                    let options = JSONReadingOptions(
                        allowsJSON5: json5, assumesTopLevelDictionary: json5 && name.contains("braces"), maximumDepth: maximumDepth)
                    let written = try Self.wordsWritten(text, options: options)
                    let capacity = JSONParser.tapeCapacity(byteCount: text.utf8.count, maximumDepth: maximumDepth)
                    #expect(written <= capacity, "\(name), depth \(depth), \(count) members: \(written) words written, room for \(capacity)")
                }
            }
        }
    }

    @Test("the capacity is about half the one-node-a-byte bound, and that bound for small texts")
    func capacityShape() {
        #expect(JSONParser.tapeCapacity(byteCount: 1_000_000, maximumDepth: 512) == 1_000_000 + 1 + 1_024 + 8)
        #expect(JSONParser.tapeCapacity(byteCount: 100, maximumDepth: 512) == 2 * 100 + 8)
        #expect(JSONParser.tapeCapacity(byteCount: 0, maximumDepth: 512) == 8)
        // A nesting limit past the text's length counts as its length.
        #expect(JSONParser.tapeCapacity(byteCount: 10_000, maximumDepth: .max) == 2 * 10_000 + 8)
    }

    /// Parses `text` into an index with room for four times its worst case, so that a
    /// parser writing past its capacity shows here instead of corrupting memory, and
    /// returns the words written, whether or not the text was valid.
    static func wordsWritten(_ text: String, options: JSONReadingOptions) throws -> Int {
        var text = text
        return try text.withUTF8 { utf8 in
            let storage = try JSONDocumentStorage(UnsafeRawBufferPointer(utf8), borrowing: true, tapeCapacity: 4 * utf8.count + 64)
            var parser = JSONParser(storage: storage, options: options)
            defer { parser.deallocateScratch() }
            _ = try? parser.parseDocument()
            return parser.tapeCount
        }
    }
}
