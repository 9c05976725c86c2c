import Foundation
import Testing

@testable import Strata

/// Objects read into a `JSONValue` share the key list of an earlier object with the same
/// keys (see `ObjectShapes`). Sharing must never change what an object holds: its keys in
/// their order, its values, its lookups, and its changes.
@Suite("Objects that share their keys")
struct ObjectShapesTests {
    /// Whether two values are equal with every object's keys in the same order.
    static func sameInOrder(_ first: JSONValue, _ second: JSONValue) -> Bool {
        switch (first, second) {
        case (.object(let a), .object(let b)):
            return a.keys == b.keys && zip(a.values, b.values).allSatisfy { sameInOrder($0, $1) }
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { sameInOrder($0, $1) }
        default:
            return first == second
        }
    }

    @Test(
        "objects whose keys match an earlier one's, then differ at any member, keep their own keys",
        arguments: [
            #"[{"a":1,"b":2,"c":3},{"a":4,"b":5,"c":6}]"#,
            #"[{"a":1,"b":2,"c":3},{"x":4,"b":5,"c":6}]"#,
            #"[{"a":1,"b":2,"c":3},{"a":4,"x":5,"c":6}]"#,
            #"[{"a":1,"b":2,"c":3},{"a":4,"b":5,"x":6}]"#,
            #"[{"a":1,"b":2,"c":3},{"c":4,"b":5,"a":6}]"#,
            #"[{"a":1,"b":2},{"a":3,"bb":4},{"a":5,"b":6}]"#,
            // A nested object of the same size takes the outer one's place as the candidate.
            #"[{"a":1,"b":{"c":1,"d":2}},{"a":2,"b":{"c":3,"d":4}},{"c":5,"d":{"a":6,"b":7}}]"#,
            // Repeated keys: the first one wins, whatever an earlier object held.
            #"[{"a":1,"b":2},{"a":3,"a":4},{"a":5,"b":6}]"#,
            #"[{"é":1,"ü":2},{"é":3,"ü":4},{"é":5,"u":6}]"#,
            // Keys that are not ASCII: a repeat by canonical equivalence after a shared list.
            "[{\"é\":1,\"x\":2},{\"é\":3,\"x\":4},{\"é\":5,\"e\u{301}\":6},{\"e\u{301}\":7,\"é\":8}]",
        ])
    func matchingAndDiverging(text: String) throws {
        let value = try JSONValue(parsing: text)
        let elements = try #require(value.array)
        for (element, object) in zip(elements, try Self.orderedKeys(of: text)) {
            #expect(element.object?.keys == object, "\(text)")
        }
    }

    @Test("records that nest records of their own size, and two shapes of a size alternating, share their key lists")
    func twoShapesOfOneSize() throws {
        // citm_catalog.json's seat categories and their areas: two members each.
        let categories = (0..<12).map { category in
            let areas = (0..<(category % 4 + 1)).map { #"{"areaId":\#(category * 10 + $0),"blockIds":[]}"# }
            return #"{"areas":[\#(areas.joined(separator: ","))],"seatCategoryId":\#(category)}"#
        }
        let value = try JSONValue(parsing: "[" + categories.joined(separator: ",") + "]")
        let read = try #require(value.array).compactMap(\.object)
        #expect(read.count == 12)
        for (number, category) in read.enumerated() {
            #expect(category.keys == ["areas", "seatCategoryId"])
            #expect(category["seatCategoryId"] == .number(JSONNumber(number)))
            let areas = try #require(category["areas"]?.array).compactMap(\.object)
            #expect(areas.map { $0["areaId"] } == (0..<(number % 4 + 1)).map { .number(JSONNumber(number * 10 + $0)) })
            #expect(areas.allSatisfy { $0.keys == ["areaId", "blockIds"] })
        }
        // One list for all the categories, one for all the areas.
        func address(_ keys: [String]) -> UnsafePointer<String>? { keys.withUnsafeBufferPointer { $0.baseAddress } }
        let areaLists = read.flatMap { $0["areas"]?.array ?? [] }.compactMap { $0.object.map { address($0.keys) } }
        #expect(Set(read.map { address($0.keys) }).count == 1)
        #expect(Set(areaLists).count == 1)
    }

    @Test("an escaped key whose bytes spell an earlier key's text is read as its own text")
    func escapedKeyIsNotMatchedByItsBytes() throws {
        // The first key's text is the six characters a\u0062; the second key's bytes are
        // those six characters, and its text is "ab". (Today an object with an escaped key
        // never becomes a shape at all; this holds the rule should that change.)
        let value = try JSONValue(parsing: #"[{"a\\u0062":1},{"a\u0062":2},{"ab":3}]"#)
        #expect(value[0]?.object?.keys == [#"a\u0062"#])
        #expect(value[1]?.object?.keys == ["ab"])
        #expect(value[2]?.object?.keys == ["ab"])
        #expect(value[1]?["ab"] == 2)
    }

    @Test("large objects that share keys look members up and change independently")
    func largeObjectsShareAndChangeApart() throws {
        let keys = (0..<20).map { "member\($0)" }
        func object(_ offset: Int) -> String {
            "{" + keys.enumerated().map { "\"\($1)\":\($0 + offset)" }.joined(separator: ",") + "}"
        }
        var value = try JSONValue(parsing: "[\(object(0)),\(object(100)),\(object(200))]")
        for (position, base) in [0, 100, 200].enumerated() {
            #expect(value[position]?.object?.keys == keys)
            for (index, key) in keys.enumerated() {
                #expect(value[position]?[key] == .number(JSONNumber(index + base)))
            }
        }
        value[1]?["member3"] = "changed"
        value[1]?["added"] = true
        #expect(value[1]?["member3"] == "changed")
        #expect(value[1]?["added"] == true)
        #expect(value[0]?["member3"] == 3)
        #expect(value[0]?["added"] == nil)
        #expect(value[2]?["member3"] == 203)
        #expect(value[2]?.object?.keys == keys)
    }

    @Test("random records with keys from a small pool read back with their keys in order")
    func randomRecords() throws {
        var random = SeededGenerator(seed: 0x5A4E_0B1E)
        let pool = ["id", "name", "a", "b", "é", #"q"uote"#, #"back\slash"#, "a_key_longer_than_fifteen_bytes", "日本語", ""]
        var records: [JSONValue] = []
        var template: [String] = []
        for _ in 0..<3_000 {
            // Mostly the template again, sometimes changed at one member, sometimes new.
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6 where !template.isEmpty:
                break
            case 6..<8 where !template.isEmpty:
                let replacement = pool.randomElement(using: &random) ?? "id"
                if !template.contains(replacement) {
                    template[Int.random(in: 0..<template.count, using: &random)] = replacement
                }
            default:
                template = Array(pool.shuffled(using: &random).prefix(Int.random(in: 1...pool.count, using: &random)))
            }
            var object = JSONObject()
            for key in template {
                object[key] = Bool.random(using: &random) ? .number(JSONNumber(Int.random(in: 0..<1_000, using: &random))) : .string(key)
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                object["nested"] = .object(object)
            }
            records.append(.object(object))
        }
        let written = JSONValue.array(records)
        let read = try JSONValue(parsing: try written.jsonData())
        #expect(Self.sameInOrder(read, written))
    }

    /// The keys of each object of a top-level array, in order, read by `JSONDocument`.
    static func orderedKeys(of text: String) throws -> [[String]] {
        let document = try JSONDocument(parsing: text)
        return document.root.elements.map { element in
            var seen = Set<String>()
            return element.keys.filter { seen.insert($0).inserted }
        }
    }
}
