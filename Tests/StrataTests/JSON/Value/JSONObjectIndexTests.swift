import Foundation
import Strata
import Testing

/// A large object finds its keys through an index (a table addressed by the keys' bytes
/// where they are ASCII, a dictionary otherwise); a small one by comparing them. Either
/// way a lookup must find exactly what comparing the key with each member's, as Swift
/// compares strings, finds: here against a plain list of members, through parsing,
/// inserting, replacing and removing, on both sides of the threshold.
@Suite("JSONObject: lookups by key, indexed or not")
struct JSONObjectIndexTests {
    /// The position of `key` as a list of members finds it: by Swift's `==`.
    static func expectedPosition(of key: String, in members: [(String, Int)]) -> Int? {
        members.firstIndex { $0.0 == key }
    }

    static func expectSame(_ object: JSONObject, _ members: [(String, Int)], queries: [String]) {
        #expect(object.keys == members.map(\.0))
        for query in queries {
            let expected = expectedPosition(of: query, in: members)
            #expect(object.index(forKey: query) == expected, "\(query.debugDescription)")
            #expect(object[query] == expected.map { .number(JSONNumber(members[$0].1)) }, "\(query.debugDescription)")
        }
    }

    /// Keys that are ASCII, that are not, and pairs that Swift holds equal though their
    /// bytes differ (the Kelvin sign and `K`, `é` composed and decomposed).
    static let keyPools: [String: [String]] = [
        "ascii": (0..<300).map { "key\($0)" } + ["", "K", "a b", "\u{7F}"],
        "mixed": (0..<200).map { "key\($0)" } + ["K", "\u{212A}", "caf\u{E9}", "cafe\u{301}", "日本語", "naïve", "Ω", "\u{2126}"],
    ]

    @Test("random edits, then every key looked up", arguments: ["ascii", "mixed"], [5, 13, 40, 400])
    func randomEdits(pool poolName: String, size: Int) throws {
        let pool = try #require(Self.keyPools[poolName])
        var generator = SeededGenerator(seed: UInt64(size) &* 31 &+ UInt64(poolName.count))
        var object = JSONObject()
        var members: [(String, Int)] = []
        for step in 0..<(size * 6) {
            let key = pool[Int(generator.next() % UInt64(pool.count))]
            if generator.next() % 4 == 0 {
                let removed = object.removeValue(forKey: key)
                let position = Self.expectedPosition(of: key, in: members)
                #expect(removed == position.map { .number(JSONNumber(members[$0].1)) })
                if let position { members.remove(at: position) }
            } else {
                object[key] = .number(JSONNumber(step))
                if let position = Self.expectedPosition(of: key, in: members) {
                    members[position].1 = step
                } else {
                    members.append((key, step))
                }
            }
            if step % 97 == 0 { Self.expectSame(object, members, queries: pool) }
        }
        Self.expectSame(object, members, queries: pool + ["absent", "\u{212A}x", ""])
    }

    @Test("parsed objects of every size around the threshold", arguments: [1, 12, 13, 14, 100, 5_000])
    func parsed(count: Int) throws {
        let members = (0..<count).map { ("member_\($0 * 7919 % 100_003)", $0) }
        let text = "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        let object = try #require(try JSONValue(parsing: Data(text.utf8)).object)
        Self.expectSame(object, members, queries: members.map(\.0) + ["member_", "member_100003", "absent"])
    }

    @Test("a key equal to an ASCII key though its bytes are not ASCII is found, both ways round")
    func canonicalEquivalence() throws {
        #expect("\u{212A}" == "K")
        var members = (0..<20).map { ("k\($0)", $0) }
        members.append(("K", 20))
        let text = "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        let object = try #require(try JSONValue(parsing: Data(text.utf8)).object)
        #expect(object["\u{212A}"] == .number(20))
        #expect(object.index(forKey: "\u{212A}") == 20)

        var accented = (0..<20).map { ("k\($0)", $0) }
        accented.append(("caf\u{E9}", 20))
        let accentedText = "{" + accented.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        let accentedObject = try #require(try JSONValue(parsing: Data(accentedText.utf8)).object)
        #expect(accentedObject["cafe\u{301}"] == .number(20))
        #expect(accentedObject["caf\u{E9}"] == .number(20))
    }

    @Test("an object grown a member at a time past the threshold and far beyond keeps finding every key")
    func grownOneAtATime() {
        var object = JSONObject()
        for index in 0..<3_000 {
            object["k\(index)"] = .number(JSONNumber(index))
        }
        for index in stride(from: 0, to: 3_000, by: 7) {
            #expect(object["k\(index)"] == .number(JSONNumber(index)))
        }
        #expect(object["k3000"] == nil)
        // A non-ASCII key joins: the object keeps finding every key.
        object["ключ"] = .string("value")
        #expect(object["ключ"] == .string("value"))
        #expect(object["k2999"] == .number(2999))
        #expect(object.count == 3_001)
    }

    @Test("copies of an indexed object grow apart: each finds its own keys and not the other's")
    func copiesGrowApart() {
        var first = JSONObject()
        for index in 0..<20 {
            first["k\(index)"] = .number(JSONNumber(index))
        }
        var second = first
        first["only in first"] = .string("first")
        second["only in second"] = .string("second")
        for index in 20..<40 {
            second["k\(index)"] = .number(JSONNumber(index))
        }
        #expect(first["only in first"] == .string("first"))
        #expect(first["only in second"] == nil)
        #expect(first["k25"] == nil)
        #expect(second["only in second"] == .string("second"))
        #expect(second["only in first"] == nil)
        #expect(second["k39"] == .number(39))
        for index in 0..<20 {
            #expect(first["k\(index)"] == .number(JSONNumber(index)))
            #expect(second["k\(index)"] == .number(JSONNumber(index)))
        }
    }

    @Test("records of one array with the same keys, and others of the same size, each find their own values, before and after edits")
    func recordsOfAnArray() throws {
        let keys = (0..<20).map { "field_number_\($0)_of_a_record" }
        let otherKeys = (0..<20).map { "other_\($0)" }
        func record(_ index: Int, keys: [String]) -> String {
            "{" + keys.enumerated().map { "\"\($0.element)\":\(index * 100 + $0.offset)" }.joined(separator: ",") + "}"
        }
        // Records of two shapes of the same size, in runs and alternating.
        let shapes = (0..<60).map { $0 < 20 || $0 % 2 == 0 ? keys : otherKeys }
        let text = "[" + shapes.enumerated().map { record($0.offset, keys: $0.element) }.joined(separator: ",") + "]"
        var records = try #require(try JSONValue(parsing: Data(text.utf8)).array).map { try #require($0.object) }
        for (index, object) in records.enumerated() {
            let expectedKeys = shapes[index]
            #expect(object.keys == expectedKeys)
            for (offset, key) in expectedKeys.enumerated() {
                #expect(object[key] == .number(JSONNumber(index * 100 + offset)))
            }
            #expect(object[(expectedKeys == keys ? otherKeys : keys)[3]] == nil)
        }
        // One record gains a key and another loses one: the rest keep theirs.
        records[0]["added"] = .bool(true)
        records[2].removeValue(forKey: keys[5])
        #expect(records[0]["added"] == .bool(true))
        #expect(records[0][keys[19]] == .number(19))
        #expect(records[2][keys[5]] == nil)
        #expect(records[2][keys[6]] == .number(206))
        for index in [1, 3, 4, 40] {
            #expect(records[index]["added"] == nil)
            #expect(records[index][shapes[index][5]] == .number(JSONNumber(index * 100 + 5)))
        }
    }
}
