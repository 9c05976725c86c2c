import Foundation
import Testing

@testable import Strata

/// A write escapes the keys of a key list that objects share once, and copies them for
/// every later object (see `EscapedKeyLists`). The bytes must be what escaping each key
/// as it is written gives: Foundation's, with sorted keys, and a record's own bytes
/// written alone (too few objects for the lists to be used) otherwise.
@Suite("Writing objects that share their keys")
struct EscapedKeyListTests {
    /// Keys that need every kind of escape, and lengths around the 8-byte words the
    /// copies are made of.
    static let keyPool = [
        "id", "a/b", #"q"uote"#, #"back\slash"#, "tab\there", "\u{1}", "é", "日本語", "",
        "seven77", "eight888", "nine99999", "a_key_of_sixteen", "a_key_longer_than_sixteen_bytes/",
    ]

    /// Keys JSON text can spell without escapes (`/` may be escaped or not), which a tree
    /// read from text shares among objects.
    static let plainKeyPool = keyPool.filter { key in !key.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || $0.value < 0x20 } }

    static let optionSets: [JSONWritingOptions] = [[], .withoutEscapingSlashes, .prettyPrinted, [.prettyPrinted, .withoutEscapingSlashes]]

    /// `count` records whose keys come from a few key lists, each list used many times, in
    /// runs and interleaved, some with a nested record. Each record is a copy of its list's
    /// template with every value replaced, so records of one list share its keys, as the
    /// objects of a tree read from a server's response do.
    static func records(_ count: Int, lists listCount: Int, seed: UInt64, pool: [String] = keyPool) -> [JSONValue] {
        var random = SeededGenerator(seed: seed)
        let templates = (0..<listCount).map { list in
            var keys = Array(pool.shuffled(using: &random).prefix(Int.random(in: 1...pool.count, using: &random)))
            if list.isMultiple(of: 2) { keys.insert("nested", at: Int.random(in: 0...keys.count, using: &random)) }
            var template = JSONObject()
            for key in keys { template[key] = .null }
            return template
        }
        var records: [JSONValue] = []
        var list = 0
        for index in 0..<count {
            if Int.random(in: 0..<3, using: &random) == 0 { list = Int.random(in: 0..<listCount, using: &random) }
            var object = templates[list]
            for (position, key) in object.keys.enumerated() {
                if key == "nested" {
                    var nested = templates[(list + 1) % listCount]
                    for inner in nested.keys { nested[inner] = .string(inner) }
                    object[key] = .object(nested)
                } else {
                    object[key] = .number(JSONNumber(index * 100 + position))
                }
            }
            records.append(.object(object))
        }
        return records
    }

    /// How many distinct key lists the objects of `value` hold.
    static func keyListCount(_ value: JSONValue) -> (objects: Int, lists: Int) {
        var addresses = Set<UnsafePointer<String>?>()
        var objects = 0
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .object(let object):
                objects += 1
                addresses.insert(object.keys.withUnsafeBufferPointer { $0.baseAddress })
                pending.append(contentsOf: object.values)
            case .array(let elements):
                pending.append(contentsOf: elements)
            default:
                break
            }
        }
        return (objects, addresses.count)
    }

    /// The records, read back from their JSON: objects share a list when their keys have no
    /// escapes in the text.
    static func readBack(_ records: [JSONValue]) throws -> JSONValue {
        try JSONValue(parsing: try JSONValue.array(records).jsonData(options: .withoutEscapingSlashes))
    }

    @Test("the records share their key lists, as the writer's cache needs to be tested")
    func recordsShareLists() throws {
        let built = Self.keyListCount(.array(Self.records(400, lists: 6, seed: 0xE5CA_9E01)))
        #expect(built.objects > 400 && built.lists <= 6)
        let read = Self.keyListCount(try Self.readBack(Self.records(400, lists: 6, seed: 0xE5CA_9E01, pool: Self.plainKeyPool)))
        #expect(read.objects > 400 && read.lists < read.objects / 4)
    }

    @Test(
        "records that share key lists are written as each record alone",
        arguments: [JSONWritingOptions(), .withoutEscapingSlashes], [false, true])
    func sameAsEachRecordAlone(options: JSONWritingOptions, readBack: Bool) throws {
        let built = Self.records(400, lists: 6, seed: 0xE5CA_9E01, pool: readBack ? Self.plainKeyPool : Self.keyPool)
        let tree = readBack ? try Self.readBack(built) : .array(built)
        let records = try #require(tree.array)
        let alone = try records.map { try $0.jsonString(options: options) }
        #expect(try tree.jsonString(options: options) == "[" + alone.joined(separator: ",") + "]")
    }

    @Test("records that share key lists are written byte for byte as JSONEncoder writes them", arguments: optionSets)
    func sameAsFoundation(options: JSONWritingOptions) throws {
        let tree = JSONValue.array(Self.records(200, lists: 4, seed: 0xE5CA_9E02))
        let sorted = options.union(.sortedKeys)
        let encoder = JSONEncoder()
        encoder.outputFormatting = JSONEncoder.OutputFormatting(rawValue: sorted.rawValue)
        #expect(try tree.jsonString(options: sorted) == String(decoding: try encoder.encode(tree), as: UTF8.self))
    }

    @Test("more key lists than the write has slots for, each coming back, are written as each record alone")
    func manyListsTakingOneAnothersSlots() throws {
        // 700 lists of one to three keys, each used three times, round-robin: lists lose
        // their slots to others and are escaped again.
        let templates = (0..<700).map { list in
            var template = JSONObject()
            for key in (0...(list % 3)).map({ "k\(list)_\($0)/\"" }) { template[key] = .null }
            return template
        }
        var records: [JSONValue] = []
        for round in 0..<3 {
            for var object in templates {
                for key in object.keys { object[key] = .number(JSONNumber(round)) }
                records.append(.object(object))
            }
        }
        #expect(Self.keyListCount(.array(records)).lists == 700)
        let alone = try records.map { try $0.jsonString() }
        #expect(try JSONValue.array(records).jsonString() == "[" + alone.joined(separator: ",") + "]")
    }

    @Test("objects built in code with equal keys, and shared objects changed, are written with their own keys")
    func builtAndChangedObjects() throws {
        var records = Self.records(100, lists: 2, seed: 0xE5CA_9E03)
        // Changed copies leave the shared list: a key added, a key removed, a value replaced.
        for index in stride(from: 40, to: 100, by: 7) {
            guard case .object(var object) = records[index] else { continue }
            switch index % 3 {
            case 0: object["added/key"] = true
            case 1: object.removeValue(forKey: object.keys.first ?? "")
            default: object[object.keys.last ?? ""] = "replaced"
            }
            records[index] = .object(object)
        }
        // Objects built in code: the same keys as a shared list, in lists of their own.
        if case .object(let shared) = records[0] {
            for _ in 0..<20 {
                var object = JSONObject()
                for key in shared.keys { object[key] = "built" }
                records.append(.object(object))
            }
        }
        let tree = JSONValue.array(records)
        let alone = try records.map { try $0.jsonString() }
        #expect(try tree.jsonString() == "[" + alone.joined(separator: ",") + "]")
    }

    @Test("a value with shared keys inside an encoded model is written as alone")
    func insideAnEncodedModel() throws {
        struct Envelope: Encodable {
            let page: Int
            let items: JSONValue
        }
        let tree = JSONValue.array(Self.records(120, lists: 3, seed: 0xE5CA_9E04))
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let encoded = String(decoding: try encoder.encode(Envelope(page: 1, items: tree)), as: UTF8.self)
        #expect(encoded == #"{"items":"# + (try tree.jsonString(options: [.sortedKeys, .withoutEscapingSlashes])) + #","page":1}"#)
    }
}
