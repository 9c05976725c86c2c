import Foundation
import Testing

@testable import Strata

@Suite("JSONValue")
struct JSONValueTests {
    let issue: JSONValue = [
        "title": "Found a bug",
        "number": 1347,
        "user": ["login": "octocat", "site_admin": false],
        "labels": [["name": "bug"], ["name": "ui"]],
        "milestone": .null,
        "score": 0.5,
    ]

    @Test("typed accessors return values of their kind only")
    func accessors() {
        #expect(issue["title"]?.string == "Found a bug")
        #expect(issue["title"]?.int == nil)
        #expect(issue["number"]?.int == 1347)
        #expect(issue["number"]?.double == 1347)
        #expect(issue["score"]?.double == 0.5)
        #expect(issue["score"]?.int == nil)
        #expect(issue["user"]?["site_admin"]?.bool == false)
        #expect(issue["milestone"]?.isNull == true)
        #expect(issue["missing"] == nil)
        #expect(issue["labels"]?.array?.count == 2)
        #expect(issue["user"]?.object?.keys == ["login", "site_admin"])
        #expect(issue.kind == .object)
        #expect(issue.count == 6)
    }

    @Test("subscripts by index and by key path")
    func subscripts() {
        #expect(issue["labels"]?[1]?["name"] == "ui")
        #expect(issue["labels"]?[2] == nil)
        #expect(issue[path: "user.login"] == "octocat")
        #expect(issue[path: "labels.0.name"] == "bug")
        #expect(issue[path: "labels.x"] == nil)
        #expect(issue[path: "title.length"] == nil)
        let dotted: JSONValue = ["@odata.context": "https://example.com/$metadata", "a": ["b.c": 1]]
        #expect(dotted[path: #"@odata\.context"#] == "https://example.com/$metadata")
        #expect(dotted[path: JSONKeyPath(components: ["a", "b.c"])] == 1)
    }

    @Test("key paths parse dots and escapes, and print back")
    func keyPaths() {
        #expect(JSONKeyPath(parsing: "user.login").components == ["user", "login"])
        #expect(JSONKeyPath(parsing: #"a\.b.c"#).components == ["a.b", "c"])
        #expect(JSONKeyPath(parsing: #"a\\.b"#).components == [#"a\"#, "b"])
        #expect(JSONKeyPath(parsing: "login").components == ["login"])
        #expect(JSONKeyPath(components: ["a.b", #"c\d"#]).description == #"a\.b.c\\d"#)
        #expect(JSONKeyPath(parsing: JSONKeyPath(components: ["a.b", "c"]).description).components == ["a.b", "c"])
    }

    @Test("setting through subscripts edits objects and arrays in place")
    func mutation() {
        var value = issue
        value["title"] = "Fixed"
        value["state"] = "closed"
        value["milestone"] = nil
        value["labels"]?[0]?["name"] = "wontfix"
        value["labels"]?[1] = nil
        value["user"]?["login"] = "hubot"
        #expect(value["title"] == "Fixed")
        #expect(value.object?.keys == ["title", "number", "user", "labels", "score", "state"])
        #expect(value["labels"] == [["name": "wontfix"]])
        #expect(value[path: "user.login"] == "hubot")
        var scalar: JSONValue = 1
        scalar["a"] = 2
        #expect(scalar == 1)
    }

    @Test("objects compare and hash without regard to key order")
    func objectEquality() {
        let a: JSONValue = ["x": 1, "y": [1, 2]]
        let b: JSONValue = ["y": [1, 2], "x": 1]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != ["x": 1, "y": [2, 1]])
        #expect(a != ["x": 1])
        #expect(Set([a, b]).count == 1)
    }

    @Test(
        "numbers compare by value across spellings",
        arguments: [
            ("1", "1.0"), ("1", "1e0"), ("100", "1E2"), ("0", "-0"), ("0.5", "5e-1"), ("0.1", "0.10"),
            ("123456789012345678901234567890", "1.2345678901234567890123456789e29"),
        ])
    func numberEquality(a: String, b: String) throws {
        let x = try #require(JSONNumber(a)), y = try #require(JSONNumber(b))
        #expect(x == y)
        #expect(x.hashValue == y.hashValue)
    }

    @Test("numbers made from Swift values equal their JSON text")
    func numberFromSwift() {
        #expect(JSONNumber(0.1) == JSONNumber("0.1"))
        #expect(JSONNumber(Float(0.1)) == JSONNumber("0.1"))
        #expect(JSONNumber(1.0).hashValue == JSONNumber(1).hashValue)
        #expect(JSONNumber(UInt64.max) == JSONNumber("18446744073709551615"))
        #expect(JSONNumber(Int64.min).text == "-9223372036854775808")
        #expect(JSONNumber(Decimal(string: "3.14159")!) == JSONNumber("3.14159"))
        #expect(JSONNumber(Decimal.nan) == nil)
        #expect(JSONNumber(0.1) != JSONNumber("0.1000000000000000055511151231257827021181583404541015625"))
        #expect(JSONNumber(Double.nan) == JSONNumber(Double.nan))
        #expect(JSONNumber(Double.infinity) != JSONNumber(-Double.infinity))
    }

    @Test("only RFC 8259 number text makes a number", arguments: ["", "-", "01", "1.", ".5", "+1", "1e", "0x10", "NaN", "1 ", "1,0"])
    func invalidNumberText(text: String) {
        #expect(JSONNumber(text) == nil)
    }

    @Test("JSONObject keeps order, replaces in place and indexes large objects")
    func objects() {
        var object: JSONObject = ["b": 1, "a": 2]
        object["c"] = 3
        object["b"] = 4
        #expect(object.keys == ["b", "a", "c"])
        #expect(object.values == [4, 2, 3])
        #expect(object.removeValue(forKey: "a") == 2)
        #expect(object.map(\.key) == ["b", "c"])
        var large = JSONObject()
        for index in 0..<100 { large["k\(index)"] = .number(JSONNumber(index)) }
        #expect(large["k73"] == 73)
        large["k73"] = nil
        #expect(large["k73"] == nil)
        #expect(large["k74"] == 74)
        #expect(large.index(forKey: "k74") == 73)
        let literal: JSONObject = ["a": 1, "a": 2]
        #expect(literal.count == 1 && literal["a"] == 2)
    }

    @Test("description prints compact JSON")
    func description() {
        #expect(issue["user"]?.description == #"{"login":"octocat","site_admin":false}"#)
        #expect(JSONValue.string("a/b").description == #""a\/b""#)
        #expect(JSONValue.null.debugDescription == "JSONValue(null)")
    }

    @Test("a model can hold arbitrary JSON in a JSONValue field, under Foundation's coders")
    func codableField() throws {
        struct Event: Codable, Equatable {
            var type: String
            var payload: JSONValue
        }
        let json = #"{"type":"push","payload":{"ref":"main","size":3,"commits":[{"sha":"abc"}],"forced":false,"note":null}}"#
        let event = try JSONDecoder().decode(Event.self, from: Data(json.utf8))
        #expect(event.payload[path: "commits.0.sha"] == "abc")
        #expect(event.payload["size"] == 3)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let again = try JSONValue(parsing: encoder.encode(event))
        #expect(again == JSONValue(object: ["type": "push", "payload": event.payload]))
    }
}

extension JSONValue {
    init(object: JSONObject) {
        self = .object(object)
    }
}
