import Foundation
import Testing

@testable import Strata

@Suite("Seam repro")
struct SeamReproTests {
    struct Link: JSONSerializing, Equatable {
        var title: String?
        var htmlURL: String?
        enum CodingKeys: String, CodingKey {
            case title
            case htmlURL = "html_url"
        }
    }

    struct RequiredLink: JSONSerializing, Equatable {
        var htmlURL: String
        enum CodingKeys: String, CodingKey { case htmlURL = "html_url" }
    }

    @Test func dictionaryValue() throws {
        let link = try Link(dictionaryValue: ["htmlURL": "h"])
        #expect(link == Link(title: nil, htmlURL: "h"))
        let required = try RequiredLink(dictionaryValue: ["htmlURL": "h"])
        #expect(required.htmlURL == "h")
    }

    enum Expr: JSONTaggedUnion, Equatable {
        case lit(Lit)
        struct Lit: Codable, Equatable { var value: Int }
        static let variants = [JSONVariant("lit", Lit.self, Expr.lit)]
    }

    @Test func strictTaggedUnion() throws {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        #expect(try decoder.decode(Expr.self, from: #"{"type":"lit","value":1}"#) == .lit(.init(value: 1)))
        #expect(throws: DecodingError.self) { try decoder.decode(Expr.self, from: #"{"type":"lit","value":1,"x":2}"#) }
    }

    enum Payload: JSONTaggedUnion {
        case push(Push)
        case other(UnknownVariant)
        struct Push: Codable { var size: Int }
        static let discriminator = JSONDiscriminator.parentKey("type")
        static let variants = [JSONVariant("PushEvent", Push.self, Payload.push)]
        static let fallback = JSONVariant(UnknownVariant.self, Payload.other)
    }
    struct Event: Codable { var id: String; var payload: Payload }

    @Test func strictParentKey() throws {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        _ = try decoder.decode(Event.self, from: #"{"id":"1","type":"PushEvent","payload":{"size":1}}"#)
        let unknown = try decoder.decode(Event.self, from: #"{"id":"1","type":"Gollum","payload":{"size":1}}"#)
        guard case .other = unknown.payload else { Issue.record("fallback ignored"); return }
    }

    @Test func reportArrayOfClusters() throws {
        var report = DecodingReport()
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([Expr].self, from: #"[{"type":"x"},{"type":"lit","value":1},{"type":"y"}]"#, report: &report)
        }
        #expect(report.problems.count == 2, "\(report)")
    }

    @Test func reportTopLevelInts() throws {
        var report = DecodingReport()
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([Int].self, from: #"[1,"a",3,"b"]"#, report: &report)
        }
        #expect(report.problems.count == 2, "\(report)")
        var report2 = DecodingReport()
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([String: Int].self, from: #"{"a":1,"b":"x"}"#, report: &report2)
        }
        #expect(report2.problems.count == 1, "\(report2)")
    }
}

@Suite("Seam repro 2")
struct SeamRepro2Tests {
    static var strict: StrataJSONDecoder {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        return decoder
    }

    @Test func strictClassCluster() throws {
        let car = try Self.strict.decode(Vehicle.self, from: #"{"kind":"car","wheels":4,"seats":2}"#)
        #expect(car.summary == "Car(wheels: 4, seats: 2, trailer: nil)")
        let bike = try Self.strict.decode(Vehicle.self, from: #"{"kind":"bike","wheels":2,"spec":{"gears":3}}"#)
        #expect(bike.summary == "Bike(wheels: 2, electric: nil, gears: 3)")
        #expect(throws: DecodingError.self) { try Self.strict.decode(Vehicle.self, from: #"{"kind":"car","wheels":4,"seats":2,"x":1}"#) }
        let messages = try Self.strict.decode([XYMessage].self, from: #"[{"id":1,"body":"b"},{"id":2,"image_url":"http://x","meta":{"caption":"c"}}]"#)
        #expect(messages.map(\.summary) == ["XYTextMessage(id: 1, body: b)", "XYPictureMessage(id: 2, imageURL: http://x, caption: c)"])
    }

    @Test func strictPolymorphic() throws {
        let json = #"{"city":"X","mascot":{"species":"dog","name":"a","goodBoy":true},"residents":[{"species":"cat","name":"b","lives":9}],"byKennel":{}}"#
        let shelter = try Self.strict.decode(Shelter.self, from: json)
        #expect(shelter.residents.count == 1)
    }

    @Test func strictCommandAndMessage() throws {
        #expect(try Self.strict.decode(Command.self, from: #"{"meta":{"kind":1},"speed":3}"#) == .start(.init(speed: 3)))
        #expect(try Self.strict.decode(Message.self, from: #"{"type":"text","content":"hi"}"#) == .text("hi"))
        #expect(throws: DecodingError.self) { try Self.strict.decode(Message.self, from: #"{"type":"text","content":"hi","x":1}"#) }
    }

    struct Card: JSONSerializing, KeepsUnknownKeys, Equatable {
        var last4: String
        var unknownKeys = UnknownKeys()
    }
    enum Method: JSONTaggedUnion, Equatable {
        case card(Card)
        static let discriminator = JSONDiscriminator.key("object")
        static let variants = [JSONVariant("card", Card.self, Method.card)]
    }

    @Test func keepsUnknownKeysVariant() throws {
        let method = try StrataJSONDecoder().decode(Method.self, from: #"{"object":"card","last4":"4242","extra":1}"#)
        guard case .card(let card) = method else { return }
        #expect(Array(card.unknownKeys.members.keys) == ["extra"])
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(method), as: UTF8.self) == #"{"extra":1,"last4":"4242","object":"card"}"#)
    }

    struct Inner: Codable, Equatable { @Default<Defaults.Zero<Int>> var n: Int; var s: String }
    struct Outer: Codable { @LossyArray var items: [Inner] }

    @Test func lossyInnerProblems() throws {
        var report = DecodingReport()
        let outer = try StrataJSONDecoder().decode(Outer.self, from: #"{"items":[{"s":"a"},{"n":1}]}"#, report: &report)
        #expect(outer.items.count == 1)
        #expect(report.problems.map(\.kind) == [.defaultUsed, .droppedElement], "\(report)")
    }

    struct Lenient1: Codable { var n: Int; var b: Bool }
    @Test func convertedReported() throws {
        let decoder = StrataJSONDecoder()
        decoder.scalarDecodingStrategy = .lenient
        var report = DecodingReport()
        _ = try decoder.decode(Lenient1.self, from: #"{"n":"42","b":"true"}"#, report: &report)
        #expect(report.problems.count == 2, "\(report)")
    }
}

@Suite("Seam repro 3")
struct SeamRepro3Tests {
    struct Card: Codable, Equatable { var id: String; var last4: String; var brand: String? }
    struct Bank: Codable, Equatable { var id: String; var bankName: String; var brand: String? }
    enum Method: JSONTaggedUnion, Equatable {
        case card(Card)
        case bank(Bank)
        static let discriminator = JSONDiscriminator.key("object")
        static let variants = [JSONVariant("card", Card.self, Method.card), JSONVariant("bank_account", Bank.self, Method.bank)]
    }
    struct Customer: Codable, Equatable { var name: String; var primary: Method }

    static func roundTrip<T: Codable & Equatable>(_ old: T, _ new: T) throws {
        let patch = try StrataJSONEncoder().encodeChanges(from: old, to: new) as Data
        var updated = old
        try StrataJSONDecoder().update(&updated, from: patch)
        #expect(updated == new, "\(String(decoding: patch, as: UTF8.self))")
    }

    @Test func switchVariant() throws {
        let old = Customer(name: "a", primary: .card(Card(id: "pm_1", last4: "4242", brand: "visa")))
        try Self.roundTrip(old, Customer(name: "a", primary: .bank(Bank(id: "pm_1", bankName: "B", brand: nil))))
        try Self.roundTrip(old, Customer(name: "a", primary: .card(Card(id: "pm_1", last4: "1111", brand: "visa"))))
        try Self.roundTrip(old, Customer(name: "b", primary: .card(Card(id: "pm_1", last4: "4242", brand: nil))))
    }

    struct Event: Codable, Equatable { var id: String; var payload: Payload }
    enum Payload: JSONTaggedUnion, Equatable {
        case push(Push)
        case watch(Watch)
        case other(UnknownVariant)
        struct Push: Codable, Equatable { var ref: String; var size: Int }
        struct Watch: Codable, Equatable { var action: String; var size: Int? }
        static let discriminator = JSONDiscriminator.parentKey("type")
        static let variants = [JSONVariant("PushEvent", Push.self, Payload.push), JSONVariant("WatchEvent", Watch.self, Payload.watch)]
        static let fallback = JSONVariant(UnknownVariant.self, Payload.other)
    }

    @Test func switchParentKeyVariant() throws {
        let old = Event(id: "1", payload: .push(.init(ref: "main", size: 2)))
        try Self.roundTrip(old, Event(id: "1", payload: .watch(.init(action: "started", size: 2))))
        try Self.roundTrip(old, Event(id: "1", payload: .push(.init(ref: "dev", size: 2))))
        try Self.roundTrip(old, Event(id: "1", payload: .other(UnknownVariant(tag: "GollumEvent", json: ["pages": [1]]))))
    }

    @Test func classClusterPatch() throws {
        struct Garage: Codable { var vehicle: Vehicle }
        let car = Car(); car.wheels = 4; car.seats = 2
        let bike = Bike(); bike.wheels = 2; bike.gears = 7
        let patch = try StrataJSONEncoder().encodeChanges(from: Garage(vehicle: car), to: Garage(vehicle: bike)) as Data
        var garage = Garage(vehicle: car)
        try StrataJSONDecoder().update(&garage, from: patch)
        #expect(garage.vehicle.summary == bike.summary, "\(String(decoding: patch, as: UTF8.self))")
        let car2 = Car(); car2.wheels = 4; car2.seats = 5
        let patch2 = try StrataJSONEncoder().encodeChanges(from: Garage(vehicle: car), to: Garage(vehicle: car2)) as Data
        var garage2 = Garage(vehicle: car)
        try StrataJSONDecoder().update(&garage2, from: patch2)
        #expect(garage2.vehicle.summary == car2.summary, "\(String(decoding: patch2, as: UTF8.self))")
    }
}
