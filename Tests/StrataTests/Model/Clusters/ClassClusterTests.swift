import Foundation
import Testing

@testable import Strata

/// Class hierarchies whose base class chooses the subclass: Mantle's class clusters.
@Suite("Class clusters")
struct ClassClusterTests {
    static let mantleJSON = #"""
        [{"id": 1, "body": "Hello World!"},
         {"id": 2, "image_url": "http://example.com/lolcat.gif", "meta": {"caption": "lol"}},
         {"id": 3}]
        """#

    @Test("Mantle's XYMessage: the base class chooses the subclass from the object")
    func mantleExample() throws {
        let json = #"[{"id": 1, "body": "Hello World!"}, {"id": 2, "image_url": "http://example.com/lolcat.gif", "meta": {"caption": "lol"}}]"#
        let messages = try StrataJSONDecoder().decode([XYMessage].self, from: json)
        #expect(
            messages.map(\.summary) == [
                "XYTextMessage(id: 1, body: Hello World!)",
                "XYPictureMessage(id: 2, imageURL: http://example.com/lolcat.gif, caption: lol)",
            ])
        // Chosen in code, written back without a discriminator: the shape says it all.
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(messages), as: UTF8.self)
                == #"[{"body":"Hello World!","id":1},{"id":2,"image_url":"http:\/\/example.com\/lolcat.gif","meta":{"caption":"lol"}}]"#)
    }

    static let vehicles = #"""
        {"fleet": [{"kind": "car", "wheels": 4, "seats": 2, "trailer": {"kind": "bike", "wheels": 2, "spec": {"gears": 21}}},
                   {"kind": "bike", "wheels": 2, "electric": true, "spec": {"gears": 3}},
                   {"kind": 7, "wheels": 6, "load": 12.5},
                   {"kind": "hovercraft", "wheels": 0}],
         "favourite": {"kind": "car", "wheels": 4, "seats": 4},
         "spare": null,
         "byOwner": {"ann": {"kind": "bike", "wheels": 3, "spec": {"gears": 1}}, "bob": {"kind": 7, "wheels": 18, "load": 40}}}
        """#

    struct Garage: Codable {
        var fleet: [Vehicle]
        var favourite: Vehicle
        var spare: Vehicle?
        var missing: Vehicle?
        var byOwner: [String: Vehicle]
    }

    @Test("a discriminator table works wherever the base class appears: property, optional, array, dictionary, nested")
    func everywhere() throws {
        let garage = try StrataJSONDecoder().decode(Garage.self, from: Self.vehicles)
        // A required property a subclass adds (here through @JSONKey) must be there.
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode(Vehicle.self, from: #"{"kind": "bike", "wheels": 2}"#) }
        #expect(
            garage.fleet.map(\.summary) == [
                "Car(wheels: 4, seats: 2, trailer: Bike(wheels: 2, electric: nil, gears: 21))",
                "Bike(wheels: 2, electric: true, gears: 3)",
                "Truck(wheels: 6, load: 12.5)",
                // An unknown kind decodes as the fallback, the base class.
                "Vehicle(wheels: 0)",
            ])
        #expect(garage.favourite.summary == "Car(wheels: 4, seats: 4, trailer: nil)")
        #expect(garage.spare == nil && garage.missing == nil)
        #expect(garage.byOwner.mapValues(\.summary) == ["ann": "Bike(wheels: 3, electric: nil, gears: 1)", "bob": "Truck(wheels: 18, load: 40.0)"])
        // At the top level too.
        let top = try StrataJSONDecoder().decode(Vehicle.self, from: #"{"kind": 7, "wheels": 8, "load": 1}"#)
        #expect(top.summary == "Truck(wheels: 8, load: 1.0)")
    }

    @Test("each value encodes as its runtime class, with its discriminator and its own properties", arguments: [false, true])
    func encodesAsRuntimeClass(throughTree: Bool) throws {
        let garage = try StrataJSONDecoder().decode(Garage.self, from: Self.vehicles)
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let value: JSONValue = throughTree ? try encoder.tree(garage) : try JSONValue(parsing: encoder.encode(garage) as Data)
        #expect(
            value["fleet"]?[0]
                == ["kind": "car", "wheels": 4, "seats": 2, "trailer": ["kind": "bike", "wheels": 2, "spec": ["gears": 21]]])
        #expect(value["fleet"]?[1] == ["kind": "bike", "wheels": 2, "electric": true, "spec": ["gears": 3]])
        #expect(value["fleet"]?[2] == ["kind": 7, "wheels": 6, "load": 12.5])
        // The fallback base class has no tag of its own.
        #expect(value["fleet"]?[3] == ["wheels": 0])
        // Decode → encode → decode gives equal values.
        let again = try StrataJSONDecoder().decode(Garage.self, from: try value.jsonData())
        #expect(again.fleet.dropLast().map(\.summary) == garage.fleet.dropLast().map(\.summary))
        #expect(again.byOwner.mapValues(\.summary) == garage.byOwner.mapValues(\.summary))
    }

    @Test("a subclass that is not listed encodes as its nearest listed superclass, with all its properties")
    func unlistedSubclass() throws {
        let racer = RacingBike()
        racer.wheels = 2
        racer.team = "Jumbo"
        racer.gears = 24
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode([racer as Vehicle]), as: UTF8.self)
        #expect(json == #"[{"kind":"bike","spec":{"gears":24},"team":"Jumbo","wheels":2}]"#)
    }

    @Test("a subclass asked for by name decodes as itself, with the properties it adds")
    func subclassByName() throws {
        let car = try StrataJSONDecoder().decode(Car.self, from: #"{"wheels": 4, "seats": 7}"#)
        #expect(car.summary == "Car(wheels: 4, seats: 7, trailer: nil)")
        let text = try JSONAdapter().decoder.decode(XYTextMessage.self, from: #"{"id": 9, "body": "hi"}"#)
        #expect(text.summary == "XYTextMessage(id: 9, body: hi)")
    }

    @Test("the properties a subclass adds: a missing optional is nil, a missing required one is an error at the object")
    func subclassProperties() throws {
        let truck = try StrataJSONDecoder().decode(Vehicle.self, from: #"{"kind": 7, "wheels": 6, "load": 3}"#)
        #expect((truck as? Truck)?.load == 3)
        let error = try #require(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([Vehicle].self, from: #"[{"kind": 7, "wheels": 6}]"#)
        }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "load")
        #expect(context.codingPath.map(\.stringValue) == ["Index 0"])
        #expect(context.debugDescription.contains("\"load\""))
    }

    @Test("a choice in code that finds no subclass is an error that locates the object")
    func noChoice() throws {
        let error = try #require(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([XYMessage].self, from: Self.mantleJSON)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["Index 2"])
        #expect(context.debugDescription.contains("variant(forParsing:)"))
        #expect(context.debugDescription.contains("line 3"))
    }

    @Test("a class cluster round-trips through JSONAdapter's dictionaries and trees")
    func adapter() throws {
        let vehicle = try StrataJSONDecoder().decode(Vehicle.self, from: #"{"kind": "car", "wheels": 4, "seats": 5}"#)
        let tree = try StrataJSONEncoder().tree(vehicle)
        #expect(tree == ["kind": "car", "wheels": 4, "seats": 5])
        let again = try StrataJSONDecoder().decode(Vehicle.self, from: tree)
        #expect(again.summary == vehicle.summary)
    }

    struct Wrapped: Codable {
        @Polymorphic<Vehicle> var vehicle: Vehicle
    }

    @Test("Foundation's coders build only the base class; @Polymorphic makes a property work there too")
    func underFoundation() throws {
        let json = Data(#"{"kind": "car", "wheels": 4, "seats": 2}"#.utf8)
        #expect(type(of: try JSONDecoder().decode(Vehicle.self, from: json)) == Vehicle.self)
        let wrapped = try JSONDecoder().decode(Wrapped.self, from: Data(#"{"vehicle": {"kind": "car", "wheels": 4, "seats": 2}}"#.utf8))
        #expect(wrapped.vehicle.summary == "Car(wheels: 4, seats: 2, trailer: nil)")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(wrapped), as: UTF8.self) == #"{"vehicle":{"kind":"car","seats":2,"wheels":4}}"#)
    }

    class Note: Codable, JSONClassCluster, @unchecked Sendable {
        var id = 0
        static func variant(forParsing object: JSONDocument.Node) -> JSONVariant<Note>? {
            object["thread"] != nil ? JSONVariant(ThreadedNote.self) : JSONVariant(Note.self)
        }
    }

    final class Thread: Codable, Sendable {}

    /// A subclass whose added properties Strata cannot write: a weak reference.
    final class ThreadedNote: Note, @unchecked Sendable {
        weak var thread: Thread?
    }

    @Test("a subclass with a property Strata cannot assign is a clear error at the object, never a partly decoded value")
    func unassignableSubclassProperty() {
        #expect {
            try StrataJSONDecoder().decode([Note].self, from: #"[{"id": 1}, {"id": 2, "thread": {}}]"#)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            let underlying = "\(context.underlyingError.map { "\($0)" } ?? "")"
            return context.codingPath.map(\.stringValue) == ["Index 1"] && context.debugDescription.contains("ThreadedNote")
                && underlying.contains("\"thread\"") && underlying.contains("weak reference")
        }
    }
}
