import Foundation
import Strata

// The model forms of the composition matrix: one small model per way of declaring a
// model, each with a JSON text it decodes from, the value that text makes, another value
// (for updates, merges and patches), and one bad input with the coding path of its error.
//
// Conventions that keep the forms usable under every way of use:
// - one camelCase key, `displayName`, which the key-strategy cells convert to snake case
//   by replacing its text (every other key is a single lowercase word, which snake case
//   leaves alone);
// - bad inputs that no lenient conversion repairs, so that they are bad under every use.

/// What a form of model provides to the matrix.
protocol MatrixForm: Codable, Equatable, Sendable {
    /// The form's name in the matrix.
    static var formName: String { get }
    /// A JSON text that decodes as ``sample``.
    static var goodJSON: String { get }
    /// The value ``goodJSON`` decodes as.
    static var sample: Self { get }
    /// Another value, which updates, merges and patches start from.
    static var changed: Self { get }
    /// A JSON text that fails to decode, and the JSON key path of its first failure.
    static var badJSON: String { get }
    static var badPath: String { get }
    /// Patches that set a value on the way to a key-path property to `null`, and what
    /// ``sample`` becomes under each (nil: an error, as decoding the patched JSON gives).
    static var nullParentPatches: [(patch: String, expected: Self?)] { get }
    /// What the error says when the strict structured-output profile cannot describe the
    /// form (nil: it can).
    static var strictProfileRefusal: String? { get }
    /// Whether the encoder writes members the form does not declare (unknown keys kept,
    /// a hook's additions), which the strict profile's closed objects leave out.
    static var writesMembersBeyondItsProperties: Bool { get }
}

extension MatrixForm {
    static var nullParentPatches: [(patch: String, expected: Self?)] { [] }
    static var strictProfileRefusal: String? { nil }
    static var writesMembersBeyondItsProperties: Bool { false }
}

/// A form that is also a `JSONSerializing` model: merges, dictionary values and archives
/// apply to it.
protocol SerializingMatrixForm: MatrixForm, JSONSerializing {}

// MARK: - Plain Codable

struct PlainForm: MatrixForm {
    var name: String
    var displayName: String
    var count: Int
    var tags: [String]
    var score: Double?

    static let formName = "plain Codable"
    static let goodJSON = #"{"name": "a", "displayName": "A", "count": 2, "tags": ["x"], "score": 1.5}"#
    static let sample = PlainForm(name: "a", displayName: "A", count: 2, tags: ["x"], score: 1.5)
    static let changed = PlainForm(name: "b", displayName: "B", count: 3, tags: [], score: nil)
    static let badJSON = #"{"name": "a", "displayName": "A", "count": "many", "tags": ["x"]}"#
    static let badPath = "count"
}

// MARK: - JSONSerializing with hooks

struct SerializingForm: SerializingMatrixForm {
    var name: String
    var displayName: String
    var count: Int
    var nickname: String?

    static let formName = "JSONSerializing"
    static let goodJSON = #"{"name": "a", "displayName": "A", "count": 2}"#
    static let sample = SerializingForm(name: "a", displayName: "A", count: 2, nickname: nil)
    static let changed = SerializingForm(name: "b", displayName: "B", count: 5, nickname: "bee")
    static let badJSON = #"{"name": "a", "displayName": "A", "count": -1}"#
    static let badPath = ""

    struct NegativeCount: Error {}

    func validate() throws {
        if count < 0 { throw NegativeCount() }
    }
}

// MARK: - Dotted coding keys

struct DottedKeysForm: SerializingMatrixForm {
    var title: String
    var displayName: String
    var reporterLogin: String
    var reporterID: Int
    var teamName: String?

    enum CodingKeys: String, CodingKey {
        case title, displayName
        case reporterLogin = "user.login"
        case reporterID = "user.id"
        case teamName = "org.team.name"
    }

    static let formName = "dotted CodingKeys"
    static let goodJSON = #"{"title": "t", "displayName": "T", "user": {"login": "octocat", "id": 1}, "org": {"team": {"name": "core"}}}"#
    static let sample = DottedKeysForm(title: "t", displayName: "T", reporterLogin: "octocat", reporterID: 1, teamName: "core")
    static let changed = DottedKeysForm(title: "u", displayName: "U", reporterLogin: "hubot", reporterID: 1, teamName: nil)
    static let badJSON = #"{"title": "t", "displayName": "T", "user": {"login": ["octocat"], "id": 1}}"#
    static let badPath = "user.login"
    static var nullParentPatches: [(patch: String, expected: DottedKeysForm?)] {
        var cleared = sample
        cleared.teamName = nil
        return [
            (#"{"org": null}"#, cleared), (#"{"org": {"team": null}}"#, cleared), (#"{"org": {"team": {"name": null}}}"#, cleared),
            (#"{"org": {"team": {}}}"#, sample), (#"{"user": null}"#, nil), (#"{"user": {"login": null}}"#, nil),
        ]
    }
}

// MARK: - @JSONKey

struct JSONKeyForm: SerializingMatrixForm {
    var title = ""
    var displayName = ""
    @JSONKey("user.login") var login = ""
    @JSONKey("stats.stars", "stargazers") var stars = 0
    @JSONKey("org.team.name") var teamName: String? = nil

    static let prototype: JSONKeyForm? = JSONKeyForm()

    static let formName = "@JSONKey"
    static let goodJSON =
        #"{"title": "t", "displayName": "T", "user": {"login": "octocat"}, "stats": {"stars": 3}, "org": {"team": {"name": "core"}}}"#
    static let sample = JSONKeyForm(title: "t", displayName: "T", login: "octocat", stars: 3, teamName: "core")
    static let changed = JSONKeyForm(title: "u", displayName: "U", login: "hubot", stars: 4)
    static let badJSON = #"{"title": "t", "displayName": "T", "user": {"login": ["octocat"]}, "stats": {"stars": 3}}"#
    static let badPath = "user.login"
    static var nullParentPatches: [(patch: String, expected: JSONKeyForm?)] {
        var cleared = sample
        cleared.teamName = nil
        var fromSecondPath = sample
        fromSecondPath.stars = 9
        return [
            (#"{"org": null}"#, cleared), (#"{"org": {"team": null}}"#, cleared), (#"{"org": {"team": {"name": null}}}"#, cleared),
            (#"{"stats": null, "stargazers": 9}"#, fromSecondPath), (#"{"user": null}"#, nil),
        ]
    }
}

// MARK: - @Transform and model transformers

struct TransformForm: SerializingMatrixForm {
    var title: String
    var displayName: String
    @Transform<URLTransformer> var homepage: URL
    @Transform<ISO8601DateTransformer?> var pushedAt: Date?
    var stars: Int

    static var valueTransformers: [any Transformer] { [] }
    static func transformer(forKey key: String) -> (any Transformer)? {
        key == "stars" ? NumberStringTransformer<Int>() : nil
    }

    static let formName = "@Transform"
    static let goodJSON =
        #"{"title": "t", "displayName": "T", "homepage": "https://example.com", "pushedAt": "2011-04-22T13:33:48Z", "stars": "42"}"#
    static let sample = TransformForm(
        title: "t", displayName: "T", homepage: URL(string: "https://example.com")!, pushedAt: Date(timeIntervalSince1970: 1_303_479_228),
        stars: 42)
    static let changed = TransformForm(
        title: "u", displayName: "U", homepage: URL(string: "https://example.org")!, pushedAt: nil, stars: 7)
    static let badJSON = #"{"title": "t", "displayName": "T", "homepage": "https://example.com", "pushedAt": "yesterday", "stars": "42"}"#
    static let badPath = "pushedAt"
}

// MARK: - @Default and @DefaultOnInvalid

struct DefaultsForm: SerializingMatrixForm {
    var name: String
    var displayName: String
    @Default<Defaults.Zero<Int>> var retries: Int
    @DefaultOnInvalid<Defaults.True> var enabled: Bool
    @Default<Defaults.Empty<[String]>> var tags: [String]

    init(name: String, displayName: String, retries: Int, enabled: Bool, tags: [String]) {
        self.name = name
        self.displayName = displayName
        self.retries = retries
        self.enabled = enabled
        self.tags = tags
    }

    static let formName = "@Default, @DefaultOnInvalid"
    // `retries` missing and `tags` null take their defaults; `enabled` is invalid.
    static let goodJSON = #"{"name": "a", "displayName": "A", "enabled": "maybe", "tags": null}"#
    static let sample = DefaultsForm(name: "a", displayName: "A", retries: 0, enabled: true, tags: [])
    static let changed = DefaultsForm(name: "b", displayName: "B", retries: 3, enabled: false, tags: ["x"])
    static let badJSON = #"{"name": "a", "displayName": "A", "retries": "often"}"#
    static let badPath = "retries"
}

// MARK: - @Lenient

struct LenientForm: SerializingMatrixForm {
    var name: String
    var displayName: String
    @Lenient var count: Int
    @Lenient var price: Double
    @Lenient var active: Bool

    static let formName = "@Lenient"
    static let goodJSON = #"{"name": "a", "displayName": "A", "count": "3", "price": "2.5", "active": "yes"}"#
    static let sample = LenientForm(name: "a", displayName: "A", count: 3, price: 2.5, active: true)
    static let changed = LenientForm(name: "b", displayName: "B", count: 4, price: 1, active: false)
    static let badJSON = #"{"name": "a", "displayName": "A", "count": "three", "price": 2.5, "active": true}"#
    static let badPath = "count"
}

// MARK: - @LossyArray and @LossyDictionary

struct LossyForm: SerializingMatrixForm {
    struct Item: Codable, Equatable {
        var id: Int
    }

    var name: String
    var displayName: String
    @LossyArray var items: [Item]
    @LossyDictionary var scores: [String: Int]

    static let formName = "@LossyArray, @LossyDictionary"
    static let strictProfileRefusal: String? = "a dictionary's keys are data"
    static let goodJSON = #"{"name": "a", "displayName": "A", "items": [{"id": 1}, {"id": "x"}, {"id": 3}], "scores": {"ann": 1, "bob": "x"}}"#
    static let sample = LossyForm(name: "a", displayName: "A", items: [Item(id: 1), Item(id: 3)], scores: ["ann": 1])
    static let changed = LossyForm(name: "b", displayName: "B", items: [Item(id: 2)], scores: ["cy": 2])
    static let badJSON = #"{"name": "a", "displayName": "A", "items": 5, "scores": {}}"#
    static let badPath = "items"
}

// MARK: - Tristate

struct TristateForm: SerializingMatrixForm {
    var id: Int
    var displayName: String
    var nickname: Tristate<String>
    var note: Tristate<String>

    static let formName = "Tristate"
    static let goodJSON = #"{"id": 1, "displayName": "A", "nickname": null, "note": "hi"}"#
    static let sample = TristateForm(id: 1, displayName: "A", nickname: .null, note: .value("hi"))
    static let changed = TristateForm(id: 2, displayName: "B", nickname: .value("bee"), note: .null)
    static let badJSON = #"{"id": "one", "displayName": "A", "nickname": null}"#
    static let badPath = "id"
}

// MARK: - KeepsUnknownKeys

struct UnknownKeysForm: SerializingMatrixForm, KeepsUnknownKeys {
    var name: String
    var displayName: String
    var unknownKeys = UnknownKeys()

    static let formName = "KeepsUnknownKeys"
    static let writesMembersBeyondItsProperties = true
    static let goodJSON = #"{"name": "a", "displayName": "A", "theme": "dark", "beta": {"on": true}}"#
    static let sample = UnknownKeysForm(name: "a", displayName: "A", unknownKeys: UnknownKeys(["theme": "dark", "beta": ["on": true]]))
    static let changed = UnknownKeysForm(name: "b", displayName: "B", unknownKeys: UnknownKeys(["theme": "light"]))
    static let badJSON = #"{"name": ["a"], "displayName": "A", "theme": "dark"}"#
    static let badPath = "name"
}

// MARK: - Tagged unions, one form per discriminator layout

enum KeyShape: JSONTaggedUnion, Equatable {
    case circle(Circle)
    case square(Square)
    struct Circle: Codable, Equatable { var radius: Double }
    struct Square: Codable, Equatable { var side: Double }

    static let variants = [JSONVariant("circle", Circle.self, KeyShape.circle), JSONVariant("square", Square.self, KeyShape.square)]
}

struct TaggedKeyForm: SerializingMatrixForm {
    var displayName: String
    var main: KeyShape
    var shapes: [KeyShape]

    static let formName = "JSONTaggedUnion, .key"
    static let goodJSON =
        #"{"displayName": "A", "main": {"type": "circle", "radius": 1}, "shapes": [{"type": "square", "side": 2}, {"type": "circle", "radius": 3}]}"#
    static let sample = TaggedKeyForm(
        displayName: "A", main: .circle(.init(radius: 1)), shapes: [.square(.init(side: 2)), .circle(.init(radius: 3))])
    static let changed = TaggedKeyForm(displayName: "B", main: .square(.init(side: 1)), shapes: [.circle(.init(radius: 9))])
    static let badJSON =
        #"{"displayName": "A", "main": {"type": "circle", "radius": 1}, "shapes": [{"type": "square", "side": 2}, {"type": "hexagon"}]}"#
    static let badPath = "shapes.1"
}

enum PathCommand: JSONTaggedUnion, Equatable {
    case start(Start)
    case stop(Stop)
    struct Start: Codable, Equatable { var speed: Int }
    struct Stop: Codable, Equatable { var reason: String? }

    static let discriminator = JSONDiscriminator.key("meta.kind")
    static let variants = [JSONVariant(1, Start.self, PathCommand.start), JSONVariant(2, Stop.self, PathCommand.stop)]
}

struct TaggedPathForm: SerializingMatrixForm {
    var displayName: String
    var commands: [PathCommand]

    static let formName = "JSONTaggedUnion, .key(path)"
    static let goodJSON = #"{"displayName": "A", "commands": [{"meta": {"kind": 1}, "speed": 3}, {"meta": {"kind": 2}, "reason": "done"}]}"#
    static let sample = TaggedPathForm(displayName: "A", commands: [.start(.init(speed: 3)), .stop(.init(reason: "done"))])
    static let changed = TaggedPathForm(displayName: "B", commands: [.stop(.init(reason: nil))])
    static let badJSON = #"{"displayName": "A", "commands": [{"meta": {"kind": 1}, "speed": "fast"}]}"#
    static let badPath = "commands.0.speed"
}

enum AdjacentMessage: JSONTaggedUnion, Equatable {
    case text(String)
    case numbers([Int])

    static let discriminator = JSONDiscriminator.adjacent(key: "type", content: "content")
    static let variants = [JSONVariant("text", String.self, AdjacentMessage.text), JSONVariant("numbers", [Int].self, AdjacentMessage.numbers)]
}

struct AdjacentForm: SerializingMatrixForm {
    var displayName: String
    var messages: [AdjacentMessage]

    static let formName = "JSONTaggedUnion, .adjacent"
    static let goodJSON = #"{"displayName": "A", "messages": [{"type": "text", "content": "hi"}, {"type": "numbers", "content": [1, 2]}]}"#
    static let sample = AdjacentForm(displayName: "A", messages: [.text("hi"), .numbers([1, 2])])
    static let changed = AdjacentForm(displayName: "B", messages: [.numbers([])])
    static let badJSON = #"{"displayName": "A", "messages": [{"type": "numbers", "content": [1, "two"]}]}"#
    static let badPath = "messages.0.content.1"
}

// `EventPayload`, the parent-key cluster, is shared: TestSupport/Models/ClusterModels.swift.

struct ParentKeyForm: SerializingMatrixForm {
    typealias Event = ParentTaggedEvent

    var displayName: String
    var events: [Event]

    static let formName = "JSONTaggedUnion, .parentKey"
    static let strictProfileRefusal: String? = "is in the object around it"
    static let goodJSON = #"""
        {"displayName": "A", "events": [{"id": "1", "type": "PushEvent", "payload": {"ref": "main", "size": 2}},
         {"id": "2", "type": "GollumEvent", "payload": {"pages": [1]}}, {"id": "3", "type": "WatchEvent", "payload": {"action": "started"}}]}
        """#
    static let sample = ParentKeyForm(
        displayName: "A",
        events: [
            Event(id: "1", payload: .push(.init(ref: "main", size: 2))),
            Event(id: "2", payload: .other(UnknownVariant(discriminatorValue: "GollumEvent", json: ["pages": [1]]))),
            Event(id: "3", payload: .watch(.init(action: "started"))),
        ])
    static let changed = ParentKeyForm(displayName: "B", events: [Event(id: "9", payload: .watch(.init(action: "stopped")))])
    static let badJSON = #"{"displayName": "A", "events": [{"id": "1", "type": "PushEvent", "payload": {"ref": "main", "size": "two"}}]}"#
    static let badPath = "events.0.payload.size"
}

enum UntaggedID: JSONTaggedUnion, Equatable {
    case id(String)
    case customer(Customer)
    struct Customer: Codable, Equatable {
        var id: String
        var email: String
    }

    static let discriminator = JSONDiscriminator.untagged
    static let variants = [JSONVariant(String.self, UntaggedID.id), JSONVariant(Customer.self, UntaggedID.customer)]
}

struct UntaggedForm: SerializingMatrixForm {
    var displayName: String
    var customers: [UntaggedID]

    static let formName = "JSONTaggedUnion, .untagged"
    static let goodJSON = #"{"displayName": "A", "customers": ["cus_1", {"id": "cus_2", "email": "a@example.com"}]}"#
    static let sample = UntaggedForm(displayName: "A", customers: [.id("cus_1"), .customer(.init(id: "cus_2", email: "a@example.com"))])
    static let changed = UntaggedForm(displayName: "B", customers: [.id("cus_9")])
    static let badJSON = #"{"displayName": "A", "customers": [["cus_1"]]}"#
    static let badPath = "customers.0"
}

// MARK: - A class cluster

class MatrixVehicle: Codable, JSONClassCluster, @unchecked Sendable {
    var wheels = 0

    static let discriminator = JSONDiscriminator.key("kind")
    static let variants: [JSONVariant<MatrixVehicle>] = [JSONVariant("car", MatrixCar.self), JSONVariant("bike", MatrixBike.self)]

    /// The runtime class and every property, for equality.
    var summary: String { "\(type(of: self))(wheels: \(wheels))" }
}

final class MatrixCar: MatrixVehicle, @unchecked Sendable {
    var seats = 4
    var plate: String?
    override var summary: String { "MatrixCar(wheels: \(wheels), seats: \(seats), plate: \(plate ?? "nil"))" }
}

final class MatrixBike: MatrixVehicle, @unchecked Sendable {
    @JSONKey("spec.gears") var gears = 1
    override var summary: String { "MatrixBike(wheels: \(wheels), gears: \(gears))" }
}

struct ClassClusterForm: SerializingMatrixForm {
    var displayName: String
    var vehicles: [MatrixVehicle]

    static func == (a: ClassClusterForm, b: ClassClusterForm) -> Bool {
        a.displayName == b.displayName && a.vehicles.map(\.summary) == b.vehicles.map(\.summary)
    }

    static func car(wheels: Int, seats: Int, plate: String?) -> MatrixVehicle {
        let car = MatrixCar()
        car.wheels = wheels
        car.seats = seats
        car.plate = plate
        return car
    }

    static func bike(gears: Int) -> MatrixVehicle {
        let bike = MatrixBike()
        bike.wheels = 2
        bike.gears = gears
        return bike
    }

    static let formName = "JSONClassCluster"
    static let goodJSON =
        #"{"displayName": "A", "vehicles": [{"kind": "car", "wheels": 4, "seats": 2, "plate": "XY"}, {"kind": "bike", "wheels": 2, "spec": {"gears": 7}}]}"#
    static var sample: ClassClusterForm { ClassClusterForm(displayName: "A", vehicles: [car(wheels: 4, seats: 2, plate: "XY"), bike(gears: 7)]) }
    static var changed: ClassClusterForm { ClassClusterForm(displayName: "B", vehicles: [car(wheels: 3, seats: 1, plate: nil)]) }
    static let badJSON = #"{"displayName": "A", "vehicles": [{"kind": "car", "wheels": 4, "seats": "two"}]}"#
    static let badPath = "vehicles.0.seats"
}

// MARK: - @Polymorphic

// The pets cluster (`Pet`, `Puppy`, `Kitten`, `Pets`) is shared with the cluster suites:
// TestSupport/Models/ClusterModels.swift.

struct PolymorphicForm: SerializingMatrixForm {
    var displayName: String
    @Polymorphic<Pets> var mascot: any Pet
    @Polymorphic<[Pets]> var pets: [any Pet]

    static func == (a: PolymorphicForm, b: PolymorphicForm) -> Bool {
        a.displayName == b.displayName && describe(a.mascot) == describe(b.mascot) && a.pets.map(describe) == b.pets.map(describe)
    }

    private static func describe(_ pet: any Pet) -> String { String(describing: pet) }

    static let formName = "@Polymorphic"
    static let goodJSON =
        #"{"displayName": "A", "mascot": {"species": "dog", "name": "Rex", "goodBoy": true}, "pets": [{"species": "cat", "name": "Tom", "lives": 7}]}"#
    static let sample = PolymorphicForm(displayName: "A", mascot: Puppy(name: "Rex"), pets: [Kitten(name: "Tom", lives: 7)])
    static let changed = PolymorphicForm(displayName: "B", mascot: Kitten(name: "Felix"), pets: [])
    static let badJSON =
        #"{"displayName": "A", "mascot": {"species": "dog", "name": "Rex", "goodBoy": true}, "pets": [{"species": "cow", "name": "Daisy"}]}"#
    static let badPath = "pets.0"
}

// MARK: - AdjustsEncodedJSON

struct AdjustedForm: SerializingMatrixForm, AdjustsEncodedJSON {
    var name: String
    var displayName: String
    var tags: [String]

    /// Adds a computed member and leaves out an empty array, as a server may want.
    func adjustEncodedJSON(_ json: inout JSONObject) throws {
        json["summary"] = .string("\(name): \(tags.count)")
        if tags.isEmpty { json["tags"] = nil }
    }

    static let formName = "AdjustsEncodedJSON"
    static let writesMembersBeyondItsProperties = true
    static let goodJSON = #"{"name": "a", "displayName": "A", "tags": ["x"]}"#
    static let sample = AdjustedForm(name: "a", displayName: "A", tags: ["x"])
    static let changed = AdjustedForm(name: "b", displayName: "B", tags: ["y", "z"])
    static let badJSON = #"{"name": "a", "displayName": "A", "tags": "x"}"#
    static let badPath = "tags"
}

/// Every form, in the matrix's order.
let matrixForms: [any MatrixForm.Type] = [
    PlainForm.self, SerializingForm.self, DottedKeysForm.self, JSONKeyForm.self, TransformForm.self, DefaultsForm.self, LenientForm.self,
    LossyForm.self, TristateForm.self, UnknownKeysForm.self, TaggedKeyForm.self, TaggedPathForm.self, AdjacentForm.self, ParentKeyForm.self,
    UntaggedForm.self, ClassClusterForm.self, PolymorphicForm.self, AdjustedForm.self,
]
