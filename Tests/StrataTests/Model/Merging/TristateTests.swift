import Foundation
import Testing

@testable import Strata

/// `Tristate`: missing, null and a value, under Foundation's coders and Strata's.
@Suite("Tristate")
struct TristateTests {
    struct Changes: Codable, Equatable {
        var name: Tristate<String> = .missing
        var age: Tristate<Int> = .missing
        var city: Tristate<String> = .missing

        enum CodingKeys: String, CodingKey {
            case name, age
            case city = "address.city"
        }
    }

    /// A document and the value it decodes to, under both coders.
    static let cases: [(json: String, value: Changes)] = [
        (#"{}"#, Changes()),
        (#"{"name":null}"#, Changes(name: .null)),
        (#"{"name":"Mona","age":7}"#, Changes(name: .value("Mona"), age: .value(7))),
        (#"{"age":null,"name":""}"#, Changes(name: .value(""), age: .null)),
    ]

    @Test("decodes missing, null and a value under Foundation's decoder and Strata's", arguments: cases)
    func decoding(json: String, value: Changes) throws {
        #expect(try JSONDecoder().decode(Changes.self, from: Data(json.utf8)) == value)
        #expect(try StrataJSONDecoder().decode(Changes.self, from: json) == value)
    }

    @Test("encodes missing as no key, null as null, under Foundation's encoder and Strata's", arguments: cases)
    func encoding(json: String, value: Changes) throws {
        let expected = try JSONValue(parsing: json)
        #expect(try JSONValue(parsing: JSONEncoder().encode(value)) == expected)
        #expect(try JSONValue(parsing: StrataJSONEncoder().encode(value)) == expected)
        #expect(try StrataJSONEncoder().tree(value) == expected)
    }

    @Test("a dotted coding key is a key path under Strata's coders")
    func keyPath() throws {
        let json = #"{"address":{"city":null}}"#
        let value = try StrataJSONDecoder().decode(Changes.self, from: json)
        #expect(value == Changes(city: .null))
        #expect(try StrataJSONDecoder().decode(Changes.self, from: #"{"address":{}}"#) == Changes())
        #expect(try StrataJSONEncoder().tree(value) == (try JSONValue(parsing: json)))
    }

    @Test("outside a keyed container, missing is written as null")
    func unkeyed() throws {
        let values: [Tristate<Int>] = [.value(1), .null, .missing]
        #expect(String(decoding: try JSONEncoder().encode(values), as: UTF8.self) == "[1,null,null]")
        #expect(String(decoding: try StrataJSONEncoder().encode(values), as: UTF8.self) == "[1,null,null]")
        #expect(try StrataJSONDecoder().decode([Tristate<Int>].self, from: "[1,null]") == [.value(1), .null])
    }

    @Test("a partial update keeps a Tristate the JSON leaves out, whatever its state")
    func partialUpdate() throws {
        var changes = Changes(name: .value("Mona"), age: .null, city: .missing)
        try StrataJSONDecoder().update(&changes, from: Data("{}".utf8))
        #expect(changes == Changes(name: .value("Mona"), age: .null, city: .missing))
        try StrataJSONDecoder().update(&changes, from: Data(#"{"name":null,"age":3,"address":{"city":"Oslo"}}"#.utf8))
        #expect(changes == Changes(name: .null, age: .value(3), city: .value("Oslo")))
    }

    @Test("the accessors")
    func accessors() {
        #expect(Tristate<Int>(nil) == .null)
        #expect(Tristate(3) == .value(3))
        #expect(Tristate.value(3).valueIfPresent == 3)
        #expect(Tristate<Int>.null.valueIfPresent == nil)
        #expect(Tristate<Int>.missing.isMissing && !Tristate<Int>.null.isMissing)
        #expect(Tristate<Int>.null.isNull && !Tristate.value(1).isNull)
    }
}
