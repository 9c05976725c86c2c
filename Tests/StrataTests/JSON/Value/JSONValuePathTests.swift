import Testing

@testable import Strata

/// Setting and removing values through `JSONValue[path:]`.
@Suite("JSONValue key-path subscript")
struct JSONValuePathTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var start: JSONValue
        var path: JSONKeyPath
        var newValue: JSONValue?
        var expected: JSONValue
        var testDescription: String { "\(start)[path: \(path)] = \(newValue.map(\.description) ?? "nil")" }
    }

    static let cases: [Case] = [
        // Replacing and adding at existing objects.
        Case(start: ["a": ["b": 1]], path: "a.b", newValue: 2, expected: ["a": ["b": 2]]),
        Case(start: ["a": ["b": 1]], path: "a.c", newValue: 3, expected: ["a": ["b": 1, "c": 3]]),
        // Intermediate objects are created; a null on the way becomes an object.
        Case(start: [:], path: "user.stats.followers", newValue: 7, expected: ["user": ["stats": ["followers": 7]]]),
        Case(start: ["user": .null], path: "user.login", newValue: "octocat", expected: ["user": ["login": "octocat"]]),
        Case(start: .null, path: "a.b", newValue: true, expected: ["a": ["b": true]]),
        // Arrays: replace in range, append at the count, nothing past it.
        Case(start: ["l": [1, 2]], path: "l.1", newValue: 9, expected: ["l": [1, 9]]),
        Case(start: ["l": [1, 2]], path: "l.2", newValue: 3, expected: ["l": [1, 2, 3]]),
        Case(start: ["l": [1, 2]], path: "l.5", newValue: 3, expected: ["l": [1, 2]]),
        Case(start: ["l": [["n": "a"]]], path: "l.0.n", newValue: "b", expected: ["l": [["n": "b"]]]),
        Case(start: ["l": []], path: "l.0.n", newValue: "b", expected: ["l": [["n": "b"]]]),
        Case(start: ["l": [1, 2]], path: "l.x", newValue: 3, expected: ["l": [1, 2]]),
        // Scalars on the way are left alone.
        Case(start: ["title": "bug"], path: "title.length", newValue: 3, expected: ["title": "bug"]),
        // Removal: the key or element goes; missing paths change nothing.
        Case(start: ["a": ["b": 1, "c": 2]], path: "a.b", newValue: nil, expected: ["a": ["c": 2]]),
        Case(start: ["l": [1, 2, 3]], path: "l.1", newValue: nil, expected: ["l": [1, 3]]),
        Case(start: ["a": 1], path: "x.y", newValue: nil, expected: ["a": 1]),
        // Keys with dots, escaped or given as components.
        Case(start: [:], path: #"@odata\.context"#, newValue: "u", expected: ["@odata.context": "u"]),
        Case(start: [:], path: JSONKeyPath(components: ["a", "b.c"]), newValue: 1, expected: ["a": ["b.c": 1]]),
        // The empty path is the value itself.
        Case(start: ["a": 1], path: JSONKeyPath(components: []), newValue: [1], expected: [1]),
    ]

    @Test("setting and removing through a key path", arguments: cases)
    func set(_ testCase: Case) {
        var value = testCase.start
        value[path: testCase.path] = testCase.newValue
        #expect(value == testCase.expected)
        if let newValue = testCase.newValue, value != testCase.start {
            #expect(value[path: testCase.path] == newValue)
        }
    }

    @Test("a new key keeps the object's order; an existing key keeps its position")
    func order() throws {
        var value: JSONValue = ["z": 1, "a": ["m": 1]]
        value[path: "a.b"] = 2
        value[path: "z"] = 3
        value[path: "b"] = 4
        #expect(try value.jsonString() == #"{"z":3,"a":{"m":1,"b":2},"b":4}"#)
    }

    @Test("writing through a path leaves other copies of the tree unchanged")
    func valueSemantics() {
        let original: JSONValue = ["user": ["login": "octocat"]]
        var copy = original
        copy[path: "user.login"] = "hubot"
        #expect(original[path: "user.login"] == "octocat")
        #expect(copy[path: "user.login"] == "hubot")
    }
}
