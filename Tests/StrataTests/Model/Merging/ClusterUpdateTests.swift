import Foundation
import Testing

@testable import Strata

/// Partial updates of properties whose JSON chooses their type: kept when absent,
/// decoded afresh (the JSON's type) when present.
@Suite("Updating clusters")
struct ClusterUpdateTests {
    struct Scene: Codable {
        var title: String
        var figure: Figure
        var vehicle: Vehicle
        @Polymorphic<Pets> var mascot: any Pet
        @Polymorphic<Pets?> var visitor: (any Pet)?
    }

    static func scene() -> Scene {
        let car = Car()
        car.wheels = 4
        return Scene(
            title: "Park", figure: .circle(.init(radius: 1)), vehicle: car, mascot: Puppy(name: "Rex"), visitor: Kitten(name: "Tom"))
    }

    @Test("absent clusters keep their values, of their own types")
    func absent() throws {
        var scene = Self.scene()
        try StrataJSONDecoder().update(&scene, from: Data(#"{"title": "Garden"}"#.utf8))
        #expect(scene.title == "Garden")
        #expect(scene.figure == .circle(.init(radius: 1)))
        #expect(scene.vehicle.summary == "Car(wheels: 4, seats: 4, trailer: nil)")
        #expect(samePet(scene.mascot, Puppy(name: "Rex")))
        #expect(samePet(scene.visitor, Kitten(name: "Tom")))
    }

    @Test("a present cluster is decoded afresh, and the JSON chooses its type")
    func present() throws {
        var scene = Self.scene()
        let json = #"""
            {"figure": {"type": "rectangle", "width": 2, "height": 3}, "vehicle": {"kind": "bike", "wheels": 2, "spec": {"gears": 3}},
             "mascot": {"species": "cat", "name": "Felix", "lives": 9}, "visitor": null}
            """#
        try StrataJSONDecoder().update(&scene, from: Data(json.utf8))
        #expect(scene.figure == .rectangle(.init(width: 2, height: 3)))
        #expect(scene.vehicle.summary == "Bike(wheels: 2, electric: nil, gears: 3)")
        #expect(samePet(scene.mascot, Kitten(name: "Felix")))
        #expect(scene.visitor == nil)
    }

    @Test("an optional polymorphic nil follows the nil encoding strategy")
    func nilStrategy() throws {
        var scene = Self.scene()
        scene.visitor = nil
        let encoder = StrataJSONEncoder()
        #expect((try encoder.tree(scene))["visitor"] == nil)
        encoder.nilEncodingStrategy = .explicitNull
        #expect((try encoder.tree(scene))["visitor"] == .null)
    }

    struct Drawing: JSONSerializing, Equatable {
        var figure: Figure
        var layers: [String: Figure]

        static func mergePolicy(forKey key: String) -> MergePolicy? { .deepMerge }
    }

    @Test("a deep merge takes the other cluster value whole")
    func deepMerge() throws {
        let current = Drawing(figure: .circle(.init(radius: 1)), layers: ["a": .circle(.init(radius: 1))])
        let other = Drawing(figure: .rectangle(.init(width: 1, height: 2)), layers: ["b": .circle(.init(radius: 2))])
        let merged = try current.merging(other)
        #expect(merged.figure == other.figure)
        #expect(merged.layers == ["a": .circle(.init(radius: 1)), "b": .circle(.init(radius: 2))])
    }
}
