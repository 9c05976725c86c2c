import Foundation
import Strata

// Types shared by the cluster tests: each form of cluster, small enough to read at a glance.

// MARK: - Mantle's class cluster, chosen in code

class XYMessage: Codable, JSONClassCluster, @unchecked Sendable {
    var id = 0

    class var jsonKeyPathsByPropertyKey: [String: JSONKeyPath] { [:] }

    static func variant(forParsing object: JSONDocument.Node) -> JSONVariant<XYMessage>? {
        if object["image_url"] != nil { return JSONVariant(XYPictureMessage.self) }
        if object["body"] != nil { return JSONVariant(XYTextMessage.self) }
        return nil
    }

    /// What a test compares: the runtime class and every property.
    var summary: String { "\(type(of: self))(id: \(id))" }
}

final class XYTextMessage: XYMessage, @unchecked Sendable {
    var body = ""
    override var summary: String { "XYTextMessage(id: \(id), body: \(body))" }
}

final class XYPictureMessage: XYMessage, @unchecked Sendable {
    var imageURL: URL?
    var caption: String?

    override class var jsonKeyPathsByPropertyKey: [String: JSONKeyPath] { ["imageURL": "image_url", "caption": "meta.caption"] }
    override var summary: String { "XYPictureMessage(id: \(id), imageURL: \(imageURL?.absoluteString ?? "nil"), caption: \(caption ?? "nil"))" }
}

// MARK: - A class cluster with a discriminator table and a fallback

class Vehicle: Codable, JSONClassCluster, @unchecked Sendable {
    var wheels = 0

    static let discriminator = JSONDiscriminator.key("kind")
    static let variants: [JSONVariant<Vehicle>] = [
        JSONVariant("car", Car.self),
        JSONVariant("bike", Bike.self),
        JSONVariant(7, Truck.self),
    ]
    static let fallback: JSONVariant<Vehicle>? = JSONVariant(Vehicle.self)

    var summary: String { "\(type(of: self))(wheels: \(wheels))" }
}

final class Car: Vehicle, @unchecked Sendable {
    var seats = 4
    var trailer: Vehicle?
    override var summary: String { "Car(wheels: \(wheels), seats: \(seats), trailer: \(trailer?.summary ?? "nil"))" }
}

class Bike: Vehicle, @unchecked Sendable {
    var electric: Bool? = nil
    @JSONKey("spec.gears") var gears = 1
    override var summary: String { "\(type(of: self))(wheels: \(wheels), electric: \(electric.map(String.init) ?? "nil"), gears: \(gears))" }
}

/// A subclass of a variant that is not listed itself: it encodes as its nearest listed
/// superclass (`bike`), with its own properties too.
final class RacingBike: Bike, @unchecked Sendable {
    var team = "none"
}

final class Truck: Vehicle, @unchecked Sendable {
    var load: Double = 0
    override var summary: String { "Truck(wheels: \(wheels), load: \(load))" }
}

// MARK: - Enums

enum Figure: JSONTaggedUnion, Equatable, Sendable {
    case circle(Circle)
    case rectangle(Rectangle)
    case group(Group)

    struct Circle: Codable, Equatable, Sendable { var radius: Double }
    struct Rectangle: Codable, Equatable, Sendable { var width, height: Double }
    /// A cluster inside a variant.
    struct Group: Codable, Equatable, Sendable {
        var name: String
        var members: [Figure]
    }

    static let variants = [
        JSONVariant("circle", Circle.self, Figure.circle),
        JSONVariant("rectangle", Rectangle.self, Figure.rectangle),
        JSONVariant("group", Group.self, Figure.group),
    ]
}

/// Tag at a key path, integer tags.
enum Command: JSONTaggedUnion, Equatable, Sendable {
    case start(Start)
    case stop(Stop)
    struct Start: Codable, Equatable, Sendable { var speed: Int }
    struct Stop: Codable, Equatable, Sendable { var reason: String? }

    static let discriminator = JSONDiscriminator.key("meta.kind")
    static let variants = [JSONVariant(1, Start.self, Command.start), JSONVariant(2, Stop.self, Command.stop)]
}

/// The plain adjacent form, with a case that shares its payload type with another.
enum Message: JSONTaggedUnion, Equatable, Sendable {
    case text(String)
    case note(String)
    case numbers([Int])

    static let discriminator = JSONDiscriminator.adjacent(key: "type", content: "content")
    static let variants = [
        JSONVariant("text", String.self, Message.text),
        JSONVariant("note", String.self, Message.note),
        JSONVariant("numbers", [Int].self, Message.numbers),
    ]
}

/// Stripe's expandable field: a string id, or the whole object.
enum Expandable: JSONTaggedUnion, Equatable, Sendable {
    case id(String)
    case customer(Customer)
    struct Customer: Codable, Equatable, Sendable {
        var id: String
        var email: String
    }

    static let discriminator = JSONDiscriminator.untagged
    static let variants = [JSONVariant(String.self, Expandable.id), JSONVariant(Customer.self, Expandable.customer)]
}

/// A feed that keeps what it does not know.
enum FeedItem: JSONTaggedUnion, Equatable, Sendable {
    case post(Post)
    case other(UnknownVariant)
    struct Post: Codable, Equatable, Sendable { var title: String }

    static let variants = [JSONVariant("post", Post.self, FeedItem.post)]
    static let fallback: JSONVariant<FeedItem>? = JSONVariant(UnknownVariant.self, FeedItem.other)
}

// MARK: - Protocol existentials

protocol Pet: Codable, Sendable {
    var name: String { get }
}

struct Puppy: Pet, Equatable {
    var name: String
    var goodBoy = true
}
struct Kitten: Pet, Equatable {
    var name: String
    var lives = 9
}

enum Pets: JSONCluster {
    static let discriminator = JSONDiscriminator.key("species")
    static let variants: [JSONVariant<any Pet>] = [JSONVariant("dog", Puppy.self), JSONVariant("cat", Kitten.self)]
}

struct Shelter: Codable {
    var city: String
    @Polymorphic<Pets> var mascot: any Pet
    @Polymorphic<Pets?> var adopted: (any Pet)?
    @Polymorphic<[Pets]> var residents: [any Pet]
    @Polymorphic<[String: Pets]> var byKennel: [String: any Pet]
}

/// Equality of existentials, for tests: the same type and the same values.
func samePet(_ a: (any Pet)?, _ b: (any Pet)?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let x as Puppy, let y as Puppy): return x == y
    case (let x as Kitten, let y as Kitten): return x == y
    default: return false
    }
}

// MARK: - A GitHub-like event: the discriminator beside the value

/// An event whose payload's shape its sibling `type` names, as GitHub's events do, cut down
/// to two variants and a fallback: the parent-key cluster of the composition matrix and
/// the seam suites.
struct ParentTaggedEvent: Codable, Equatable {
    var id: String
    var payload: EventPayload
}

enum EventPayload: JSONTaggedUnion, Equatable {
    case push(Push)
    case watch(Watch)
    case other(UnknownVariant)
    struct Push: Codable, Equatable {
        var ref: String
        var size: Int
    }
    struct Watch: Codable, Equatable {
        var action: String
        var size: Int?
    }

    static let discriminator = JSONDiscriminator.parentKey("type")
    static let variants = [JSONVariant("PushEvent", Push.self, EventPayload.push), JSONVariant("WatchEvent", Watch.self, EventPayload.watch)]
    static let fallback = JSONVariant(UnknownVariant.self, EventPayload.other)
}
