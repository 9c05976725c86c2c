import Foundation
import Testing

@testable import Strata

/// Properties typed with a protocol, through `@Polymorphic`.
@Suite("Polymorphic properties")
struct PolymorphicTests {
    static let json = #"""
        {"city": "Lyon",
         "mascot": {"species": "cat", "name": "Tom", "lives": 7},
         "residents": [{"species": "dog", "name": "Rex", "goodBoy": false}, {"species": "cat", "name": "Kit", "lives": 9}],
         "byKennel": {"a1": {"species": "dog", "name": "Bo", "goodBoy": true}}}
        """#

    static func check(_ shelter: Shelter) {
        #expect(samePet(shelter.mascot, Kitten(name: "Tom", lives: 7)))
        #expect(shelter.adopted == nil)
        #expect(shelter.residents.count == 2)
        #expect(samePet(shelter.residents.first, Puppy(name: "Rex", goodBoy: false)))
        #expect(samePet(shelter.residents.last, Kitten(name: "Kit", lives: 9)))
        #expect(samePet(shelter.byKennel["a1"], Puppy(name: "Bo", goodBoy: true)))
    }

    @Test("a single value, an optional, an array and a dictionary of a protocol, under both coders", arguments: [false, true])
    func decode(foundation: Bool) throws {
        let shelter =
            foundation
            ? try JSONDecoder().decode(Shelter.self, from: Data(Self.json.utf8)) : try StrataJSONDecoder().decode(Shelter.self, from: Self.json)
        Self.check(shelter)
    }

    @Test("encoding writes each value's discriminator; nil optionals are left out; the result decodes equal", arguments: [false, true])
    func roundTrip(foundation: Bool) throws {
        var shelter = try StrataJSONDecoder().decode(Shelter.self, from: Self.json)
        let data: Data
        if foundation {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            data = try encoder.encode(shelter)
        } else {
            let encoder = StrataJSONEncoder()
            encoder.outputFormatting = .sortedKeys
            data = try encoder.encode(shelter)
        }
        let value = try JSONValue(parsing: data)
        #expect(value["mascot"] == ["species": "cat", "name": "Tom", "lives": 7])
        #expect(value["adopted"] == nil)
        #expect(value["residents"]?[0]?["species"] == "dog")
        #expect(value[path: "byKennel.a1.species"] == "dog")
        Self.check(try StrataJSONDecoder().decode(Shelter.self, from: data))
        shelter.adopted = Puppy(name: "Max")
        let withAdopted = try StrataJSONEncoder().tree(shelter)
        #expect(withAdopted["adopted"] == ["species": "dog", "name": "Max", "goodBoy": true])
    }

    @Test("a missing optional and an explicit null are both nil")
    func optional() throws {
        let json = #"{"city": "x", "mascot": {"species": "dog", "name": "a", "goodBoy": true}, "adopted": null, "residents": [], "byKennel": {}}"#
        let shelter = try StrataJSONDecoder().decode(Shelter.self, from: json)
        #expect(shelter.adopted == nil && shelter.residents.isEmpty && shelter.byKennel.isEmpty)
    }

    @Test("a value whose type is not a listed variant cannot be encoded: an EncodingError")
    func unlistedType() throws {
        struct Parrot: Pet { var name: String }
        let shelter = Shelter(city: "x", mascot: Parrot(name: "Polly"), adopted: nil, residents: [], byKennel: [:])
        #expect(throws: EncodingError.self) { try StrataJSONEncoder().encode(shelter) as Data }
    }
}
