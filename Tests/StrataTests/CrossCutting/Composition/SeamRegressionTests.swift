import Foundation
import Testing

@testable import Strata

/// Where two capabilities met and one gave a wrong value or a wrong error (issue 21's list):
/// dictionary values, strict keys with clusters, and reports of arrays.
@Suite("Seams: dictionary values, strict clusters, reports of arrays")
struct SeamRegressionTests {
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

    @Test("a dictionary value is matched to properties by name, never by the type of its value")
    func dictionaryValueByName() throws {
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

    @Test("the discriminator is a known key under rejectsUnknownKeys; other keys are not")
    func strictTaggedUnion() throws {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        #expect(try decoder.decode(Expr.self, from: #"{"type":"lit","value":1}"#) == .lit(.init(value: 1)))
        #expect(throws: DecodingError.self) { try decoder.decode(Expr.self, from: #"{"type":"lit","value":1,"x":2}"#) }
    }

    typealias Event = ParentTaggedEvent

    @Test("a parent-key discriminator is a known key of the parent; an unannotated fallback is the fallback")
    func strictParentKey() throws {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        _ = try decoder.decode(Event.self, from: #"{"id":"1","type":"PushEvent","payload":{"ref":"main","size":1}}"#)
        let unknown = try decoder.decode(Event.self, from: #"{"id":"1","type":"Gollum","payload":{"size":1}}"#)
        guard case .other = unknown.payload else {
            Issue.record("fallback ignored")
            return
        }
    }

    @Test("a report lists every unknown tag of an array of clusters")
    func reportArrayOfClusters() throws {
        var report = DecodingReport()
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([Expr].self, from: #"[{"type":"x"},{"type":"lit","value":1},{"type":"y"}]"#, report: &report)
        }
        #expect(report.problems.count == 2, "\(report)")
    }

    @Test("a report lists every bad element of a top-level [Int] and [String: Int]")
    func reportTopLevelInts() throws {
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

/// Strict keys with every cluster form, kept keys, and what reports record.
@Suite("Seams: strict keys with every cluster form, and what reports record")
struct StrictClusterAndReportTests {
    static var strict: StrataJSONDecoder {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        return decoder
    }

    @Test("a class cluster's discriminator and its subclass's fields are known keys")
    func strictClassCluster() throws {
        let car = try Self.strict.decode(Vehicle.self, from: #"{"kind":"car","wheels":4,"seats":2}"#)
        #expect(car.summary == "Car(wheels: 4, seats: 2, trailer: nil)")
        let bike = try Self.strict.decode(Vehicle.self, from: #"{"kind":"bike","wheels":2,"spec":{"gears":3}}"#)
        #expect(bike.summary == "Bike(wheels: 2, electric: nil, gears: 3)")
        #expect(throws: DecodingError.self) { try Self.strict.decode(Vehicle.self, from: #"{"kind":"car","wheels":4,"seats":2,"x":1}"#) }
        let messages = try Self.strict.decode(
            [XYMessage].self, from: #"[{"id":1,"body":"b"},{"id":2,"image_url":"http://x","meta":{"caption":"c"}}]"#)
        #expect(messages.map(\.summary) == ["XYTextMessage(id: 1, body: b)", "XYPictureMessage(id: 2, imageURL: http://x, caption: c)"])
    }

    @Test("@Polymorphic elements' discriminators are known keys")
    func strictPolymorphic() throws {
        let json =
            #"{"city":"X","mascot":{"species":"dog","name":"a","goodBoy":true},"residents":[{"species":"cat","name":"b","lives":9}],"byKennel":{}}"#
        let shelter = try Self.strict.decode(Shelter.self, from: json)
        #expect(shelter.residents.count == 1)
    }

    @Test("a key-path discriminator and an adjacent envelope under rejectsUnknownKeys")
    func strictCommandAndMessage() throws {
        #expect(try Self.strict.decode(Command.self, from: #"{"meta":{"kind":1},"speed":3}"#) == .start(.init(speed: 3)))
        #expect(try Self.strict.decode(Message.self, from: #"{"type":"text","content":"hi"}"#) == .text("hi"))
        #expect(throws: DecodingError.self) { try Self.strict.decode(Message.self, from: #"{"type":"text","content":"hi","x":1}"#) }
    }

    /// Clusters of every layout whose fallback keeps an unknown variant's object whole.
    enum FeedByKey: JSONTaggedUnion, Equatable {
        case mention(Mention)
        case other(UnknownVariant)
        struct Mention: Codable, Equatable { var user: String }
        static let variants = [JSONVariant("mention", Mention.self, FeedByKey.mention)]
        static let fallback = JSONVariant(UnknownVariant.self, FeedByKey.other)
    }

    enum FeedByPath: JSONTaggedUnion, Equatable {
        case mention(FeedByKey.Mention)
        case other(UnknownVariant)
        static let discriminator = JSONDiscriminator.key("meta.kind")
        static let variants = [JSONVariant("mention", FeedByKey.Mention.self, FeedByPath.mention)]
        static let fallback = JSONVariant(UnknownVariant.self, FeedByPath.other)
    }

    enum FeedAdjacent: JSONTaggedUnion, Equatable {
        case mention(FeedByKey.Mention)
        case other(UnknownVariant)
        static let discriminator = JSONDiscriminator.adjacent(key: "type", content: "data")
        static let variants = [JSONVariant("mention", FeedByKey.Mention.self, FeedAdjacent.mention)]
        static let fallback = JSONVariant(UnknownVariant.self, FeedAdjacent.other)
    }

    struct Notification: Codable, Equatable {
        var id: Int
        var payload: FeedByParent
    }

    enum FeedByParent: JSONTaggedUnion, Equatable {
        case mention(FeedByKey.Mention)
        case other(UnknownVariant)
        static let discriminator = JSONDiscriminator.parentKey("type")
        static let variants = [JSONVariant("mention", FeedByKey.Mention.self, FeedByParent.mention)]
        static let fallback = JSONVariant(UnknownVariant.self, FeedByParent.other)
    }

    @Test("an unknown variant kept whole by the fallback is valid under rejectsUnknownKeys, in every layout; known variants stay strict")
    func strictUnknownVariantFallback() throws {
        let byKey = try Self.strict.decode([FeedByKey].self, from: #"[{"type": "sponsor", "tier": 3}, {"type": "mention", "user": "a"}]"#)
        #expect(byKey == [.other(UnknownVariant(discriminatorValue: "sponsor", json: ["type": "sponsor", "tier": 3])), .mention(.init(user: "a"))])
        #expect(throws: DecodingError.self) { try Self.strict.decode(FeedByKey.self, from: #"{"type": "mention", "user": "a", "tier": 3}"#) }

        let byPath = try Self.strict.decode(FeedByPath.self, from: #"{"meta": {"kind": "sponsor", "at": 1}, "tier": 3}"#)
        #expect(byPath == .other(UnknownVariant(discriminatorValue: "sponsor", json: ["meta": ["kind": "sponsor", "at": 1], "tier": 3])))

        let adjacent = try Self.strict.decode(FeedAdjacent.self, from: #"{"type": "sponsor", "data": {"tier": 3}}"#)
        #expect(adjacent == .other(UnknownVariant(discriminatorValue: "sponsor", json: ["tier": 3])))
        #expect(throws: DecodingError.self) { try Self.strict.decode(FeedAdjacent.self, from: #"{"type": "sponsor", "data": {}, "x": 1}"#) }

        let parent = try Self.strict.decode(Notification.self, from: #"{"id": 1, "type": "sponsor", "payload": {"tier": 3}}"#)
        #expect(parent.payload == .other(UnknownVariant(discriminatorValue: "sponsor", json: ["tier": 3])))
        #expect(throws: DecodingError.self) {
            try Self.strict.decode(Notification.self, from: #"{"id": 1, "type": "sponsor", "payload": {}, "x": 1}"#)
        }
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

    @Test("a variant that keeps unknown keys does not keep the discriminator")
    func keepsUnknownKeysVariant() throws {
        let method = try StrataJSONDecoder().decode(Method.self, from: #"{"object":"card","last4":"4242","extra":1}"#)
        guard case .card(let card) = method else { return }
        #expect(Array(card.unknownKeys.members.keys) == ["extra"])
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(method), as: UTF8.self) == #"{"extra":1,"last4":"4242","object":"card"}"#)
    }

    struct Inner: Codable, Equatable {
        @Default<Defaults.Zero<Int>> var n: Int
        var s: String
    }
    struct Outer: Codable { @LossyArray var items: [Inner] }

    @Test("what a lossy element recovered from is reported; a dropped element's is withdrawn")
    func lossyInnerProblems() throws {
        var report = DecodingReport()
        let outer = try StrataJSONDecoder().decode(Outer.self, from: #"{"items":[{"s":"a"},{"n":1}]}"#, report: &report)
        #expect(outer.items.count == 1)
        #expect(report.problems.map(\.kind) == [.defaultUsed, .droppedElement], "\(report)")
    }

    struct Lenient1: Codable {
        var n: Int
        var b: Bool
    }
    @Test("lenient conversions are reported as converted, not as failures")
    func convertedReported() throws {
        let decoder = StrataJSONDecoder()
        decoder.scalarDecodingStrategy = .lenient
        var report = DecodingReport()
        _ = try decoder.decode(Lenient1.self, from: #"{"n":"42","b":"true"}"#, report: &report)
        #expect(report.problems.count == 2, "\(report)")
    }
}

/// Patches of clusters: applying encodeChanges(from:to:) to the old value gives the new one.
@Suite("Seams: patches that change a cluster's variant")
struct ClusterPatchTests {
    struct Card: Codable, Equatable {
        var id: String
        var last4: String
        var brand: String?
    }
    struct Bank: Codable, Equatable {
        var id: String
        var bankName: String
        var brand: String?
    }
    enum Method: JSONTaggedUnion, Equatable {
        case card(Card)
        case bank(Bank)
        static let discriminator = JSONDiscriminator.key("object")
        static let variants = [JSONVariant("card", Card.self, Method.card), JSONVariant("bank_account", Bank.self, Method.bank)]
    }
    struct Customer: Codable, Equatable {
        var name: String
        var primary: Method
    }

    static func roundTrip<T: Codable & Equatable>(_ old: T, _ new: T) throws {
        let patch = try StrataJSONEncoder().encodeChanges(from: old, to: new) as Data
        var updated = old
        try StrataJSONDecoder().update(&updated, from: patch)
        #expect(updated == new, "\(String(decoding: patch, as: UTF8.self))")
    }

    @Test("a key discriminator: a new variant sharing members, a change inside a variant, a change beside it")
    func switchVariant() throws {
        let old = Customer(name: "a", primary: .card(Card(id: "pm_1", last4: "4242", brand: "visa")))
        try Self.roundTrip(old, Customer(name: "a", primary: .bank(Bank(id: "pm_1", bankName: "B", brand: nil))))
        try Self.roundTrip(old, Customer(name: "a", primary: .card(Card(id: "pm_1", last4: "1111", brand: "visa"))))
        try Self.roundTrip(old, Customer(name: "b", primary: .card(Card(id: "pm_1", last4: "4242", brand: nil))))
    }

    typealias Event = ParentTaggedEvent

    @Test("a parent-key discriminator: a new variant, a change inside, an unknown variant")
    func switchParentKeyVariant() throws {
        let old = Event(id: "1", payload: .push(.init(ref: "main", size: 2)))
        try Self.roundTrip(old, Event(id: "1", payload: .watch(.init(action: "started", size: 2))))
        try Self.roundTrip(old, Event(id: "1", payload: .push(.init(ref: "dev", size: 2))))
        try Self.roundTrip(old, Event(id: "1", payload: .other(UnknownVariant(discriminatorValue: "GollumEvent", json: ["pages": [1]]))))
    }

    struct Wallet: Codable, Equatable {
        var ownerName: String
        var paymentMethod: Method
    }

    @Test("a patch of a cluster under snake-case keys; a custom key strategy is refused with a clear error")
    func keyStrategies() throws {
        let old = Wallet(ownerName: "a", paymentMethod: .card(Card(id: "pm_1", last4: "4242", brand: "visa")))
        let new = Wallet(ownerName: "a", paymentMethod: .bank(Bank(id: "pm_1", bankName: "B", brand: nil)))
        let encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let patch: Data = try encoder.encodeChanges(from: old, to: new)
        #expect(try JSONValue(parsing: patch)["payment_method"]?["bank_name"] == "B")
        var updated = old
        try decoder.update(&updated, from: patch)
        #expect(updated == new)

        let custom = StrataJSONDecoder()
        custom.keyDecodingStrategy = .convertFromSnakeCaseSplittingDigits
        var unchanged = old
        do {
            try custom.update(&unchanged, from: patch)
            Issue.record("the patch was applied")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["paymentMethod"])
            #expect(context.debugDescription.contains("a custom keyDecodingStrategy cannot write back"))
        }
        #expect(unchanged == old)
    }

    @Test("a class cluster: a new subclass, and a change of a subclass's own field")
    func classClusterPatch() throws {
        struct Garage: Codable { var vehicle: Vehicle }
        let car = Car()
        car.wheels = 4
        car.seats = 2
        let bike = Bike()
        bike.wheels = 2
        bike.gears = 7
        let patch = try StrataJSONEncoder().encodeChanges(from: Garage(vehicle: car), to: Garage(vehicle: bike)) as Data
        var garage = Garage(vehicle: car)
        try StrataJSONDecoder().update(&garage, from: patch)
        #expect(garage.vehicle.summary == bike.summary, "\(String(decoding: patch, as: UTF8.self))")
        let car2 = Car()
        car2.wheels = 4
        car2.seats = 5
        let patch2 = try StrataJSONEncoder().encodeChanges(from: Garage(vehicle: car), to: Garage(vehicle: car2)) as Data
        var garage2 = Garage(vehicle: car)
        try StrataJSONDecoder().update(&garage2, from: patch2)
        #expect(garage2.vehicle.summary == car2.summary, "\(String(decoding: patch2, as: UTF8.self))")
    }
}

/// The limits and recoveries of reports, and paths that stay right.
@Suite("Seams: report limits, hooks, and coding paths")
struct ReportLimitTests {
    struct User: Codable {
        var id: Int
        var name: String
    }
    struct Feed: Codable { @LossyArray var users: [User] }

    @Test("a report keeps at most its limit of problems and counts the rest", arguments: [0, 1, 10, 1_000])
    func problemLimit(limit: Int) throws {
        let json = "[" + Array(repeating: "{}", count: 2_000).joined(separator: ",") + "]"
        var report = DecodingReport(problemLimit: limit)
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode([User].self, from: json, report: &report) }
        // Each element misses two keys.
        #expect(report.problems.count == limit)
        #expect(report.problemCount == 4_000)
        #expect(report.omittedProblemCount == 4_000 - limit)
        #expect(report.problems.allSatisfy { $0.kind == .missingKey })
    }

    @Test("dropped elements past the limit are counted, and the kept ones say why")
    func lossyLimit() throws {
        let json = #"{"users": ["# + Array(repeating: #"{"id": 1}"#, count: 30).joined(separator: ",") + "]}"
        var report = DecodingReport(problemLimit: 5)
        let feed = try StrataJSONDecoder().decode(Feed.self, from: json, report: &report)
        #expect(feed.users.isEmpty)
        #expect(report.problems.count == 5 && report.problemCount == 30)
        #expect(report.problems.allSatisfy { $0.kind == .droppedElement && $0.message.contains("\"name\"") })
        #expect(report.description.hasSuffix("(25 more not kept: the report keeps 5)"))
    }

    struct Positive: JSONSerializing {
        var count: Int
        struct NotPositive: Error {}
        func validate() throws { if count <= 0 { throw NotPositive() } }
    }

    @Test("a top-level model's failed validation is in the report")
    func validationInReport() throws {
        var report = DecodingReport()
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().decode(Positive.self, from: #"{"count": 0}"#, report: &report) }
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.kind == .invalidValue)
    }

    final class Counter: MatrixVehicle, @unchecked Sendable {
        var ticks = 0
    }

    class Gauge: Codable, JSONClassCluster, JSONSerializing, @unchecked Sendable {
        var id = 0
        /// What didDecode saw of the subclass's own field.
        var seenAtDecode = -1
        static let discriminator = JSONDiscriminator.key("kind")
        static let variants: [JSONVariant<Gauge>] = [JSONVariant("meter", Meter.self)]
        enum CodingKeys: String, CodingKey { case id }
        required init() {}
        required init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
        }
        func didDecode() throws { seenAtDecode = (self as? Meter)?.reading ?? 0 }
    }

    final class Meter: Gauge, @unchecked Sendable {
        var reading = 0
    }

    @Test("a class cluster's hooks run after the subclass's own fields are set")
    func hooksSeeSubclassFields() throws {
        let gauge = try StrataJSONDecoder().decode(Gauge.self, from: #"{"kind": "meter", "id": 1, "reading": 42}"#)
        #expect((gauge as? Meter)?.reading == 42)
        #expect(gauge.seenAtDecode == 42)
    }

    struct Profile: JSONSerializing {
        @JSONKey("stats.stars") var stars = 0
        var name = ""
        static let prototype: Profile? = Profile()
    }

    @Test("the coding path is the model's own after an @JSONKey path, in errors and unknown keys")
    func pathAfterKeyPath() throws {
        let strict = StrataJSONDecoder()
        strict.rejectsUnknownKeys = true
        do {
            _ = try strict.decode([Profile].self, from: #"[{"stats": {"stars": 1}, "name": "a", "extra": true}]"#)
            Issue.record("the unknown key was accepted")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["Index 0"])
            #expect(context.debugDescription.contains("Unknown key \"extra\" for Profile in the object at \"0\""))
        }
    }
}

/// PATCH bodies and `JSONValue.mergePatch` are one algorithm, whatever spelling of absent
/// members the values were encoded with.
@Suite("Seams: one merge patch for encodeChanges and JSONValue")
struct OneMergePatchTests {
    struct Team: Codable, Equatable { var name: String }
    struct Assignee: Codable, Equatable {
        var login: String
        var team: Team?
    }
    struct Ticket: Codable, Equatable {
        var title: String
        var assignee: Assignee?
    }

    @Test("nil to a value with a nil inside: no null members in the patch, and applying it gives the value")
    func nilToValue() throws {
        let old = Ticket(title: "t", assignee: nil)
        let new = Ticket(title: "t", assignee: Assignee(login: "hubot", team: nil))
        let patch = try StrataJSONEncoder().changesTree(from: old, to: new)
        #expect(patch == ["assignee": ["login": "hubot"]])
        let explicit = StrataJSONEncoder()
        explicit.nilEncodingStrategy = .explicitNull
        let omitted = StrataJSONEncoder()
        for encoder in [explicit, omitted] {
            let before = try encoder.tree(old)
            let after = try encoder.tree(new)
            #expect(JSONValue.mergePatch(from: before, to: after) == patch)
        }
        var updated = old
        try StrataJSONDecoder().update(&updated, from: patch)
        #expect(updated == new)
    }

    @Test("nulls inside an array placed whole are kept")
    func arraysKeepNulls() {
        let patch = JSONValue.mergePatch(from: ["a": 1], to: ["a": [["b": .null], .null], "c": ["d": ["e": .null, "f": 1]]])
        #expect(patch == ["a": [["b": .null], .null], "c": ["d": ["f": 1]]])
    }
}
