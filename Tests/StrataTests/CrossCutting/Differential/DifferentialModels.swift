import Foundation

// Codable model types shared by the differential suites: nested structs, optionals, enums
// with associated and raw values, classes with `super`, dictionary keys.

struct Person: Codable, Equatable, Sendable {
    var name: String
    var age: Int
    var email: String?
}

struct Book: Codable, Equatable, Sendable {
    var title: String
    var pages: Int
    var tags: [String]
    var ratings: [Double]
}

struct Library: Codable, Equatable, Sendable {
    var name: String
    var books: [Book]
    var owner: Person?
    var shelves: [[Int]]
}

extension Library {
    static let sample = Library(
        name: "Central / \"Main\"",
        books: [
            Book(title: "Ünïcödé 😀", pages: 320, tags: ["a/b", "tab\there"], ratings: [4.5, 0.1, -0.0]),
            Book(title: "", pages: 0, tags: [], ratings: []),
        ],
        owner: Person(name: "Ada", age: 36, email: nil),
        shelves: [[1, 2], [], [3]])
}

struct Optionals: Codable, Equatable, Sendable {
    var a: Int?
    var b: String?
    var c: [Int?]?
    var d: Person?
    var e: Int??
}

/// An enum with associated values and synthesized `Codable`.
indirect enum Shape: Codable, Equatable, Sendable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case point
    case labeled(String, Int)
    case group(shapes: [Shape], name: String?)
}

enum Color: String, Codable, Equatable, Sendable {
    case red, green
    case darkBlue = "dark_blue"
}

enum Level: Int, Codable, Equatable, Sendable {
    case low = 1
    case high = 3
}

/// A key usable in dictionaries (`CodingKeyRepresentable`).
enum DictionaryKey: String, Codable, CodingKeyRepresentable, Hashable, Sendable {
    case aB
    case plain
}

/// A base class encoding its fields into its encoder's keyed container.
class Animal: Codable, Equatable, @unchecked Sendable {
    let name: String
    let legs: Int

    init(name: String, legs: Int) {
        self.name = name
        self.legs = legs
    }

    static func == (lhs: Animal, rhs: Animal) -> Bool {
        type(of: lhs) == type(of: rhs) && lhs.isEqual(to: rhs)
    }

    func isEqual(to other: Animal) -> Bool {
        name == other.name && legs == other.legs
    }
}

/// A subclass that encodes its superclass through `superEncoder()` (key `super`).
final class Dog: Animal, @unchecked Sendable {
    let breed: String

    init(name: String, legs: Int, breed: String) {
        self.breed = breed
        super.init(name: name, legs: legs)
    }

    enum CodingKeys: String, CodingKey { case breed }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        breed = try container.decode(String.self, forKey: .breed)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(breed, forKey: .breed)
        try super.encode(to: container.superEncoder())
    }

    override func isEqual(to other: Animal) -> Bool {
        super.isEqual(to: other) && breed == (other as? Dog)?.breed
    }
}

/// A subclass that encodes its superclass through `superEncoder(forKey:)`.
final class Cat: Animal, @unchecked Sendable {
    let indoor: Bool

    init(name: String, legs: Int, indoor: Bool) {
        self.indoor = indoor
        super.init(name: name, legs: legs)
    }

    enum CodingKeys: String, CodingKey { case indoor, base }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        indoor = try container.decode(Bool.self, forKey: .indoor)
        try super.init(from: container.superDecoder(forKey: .base))
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(indoor, forKey: .indoor)
        try super.encode(to: container.superEncoder(forKey: .base))
    }

    override func isEqual(to other: Animal) -> Bool {
        super.isEqual(to: other) && indoor == (other as? Cat)?.indoor
    }
}

/// A subclass that shares its encoder with its superclass (one flat object).
final class Bird: Animal, @unchecked Sendable {
    let wingspan: Double

    init(name: String, legs: Int, wingspan: Double) {
        self.wingspan = wingspan
        super.init(name: name, legs: legs)
    }

    enum CodingKeys: String, CodingKey { case wingspan }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        wingspan = try container.decode(Double.self, forKey: .wingspan)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(wingspan, forKey: .wingspan)
        try super.encode(to: encoder)
    }

    override func isEqual(to other: Animal) -> Bool {
        super.isEqual(to: other) && wingspan == (other as? Bird)?.wingspan
    }
}

/// A subclass whose unkeyed encoding puts its superclass in an element via the unkeyed
/// container's `superEncoder()`.
final class Fish: Animal, @unchecked Sendable {
    let fins: [Int]

    init(name: String, fins: [Int]) {
        self.fins = fins
        super.init(name: name, legs: 0)
    }

    required init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let first = try container.decode(Int.self)
        let base = try container.superDecoder()
        var fins = [first]
        while !container.isAtEnd { fins.append(try container.decode(Int.self)) }
        self.fins = fins
        try super.init(from: base)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(fins.first ?? 0)
        try super.encode(to: container.superEncoder())
        for fin in fins.dropFirst() { try container.encode(fin) }
    }

    override func isEqual(to other: Animal) -> Bool {
        super.isEqual(to: other) && fins == (other as? Fish)?.fins
    }
}

/// A struct of every special Foundation type the coders treat specially.
struct Specials: Codable, Equatable, Sendable {
    var url: URL
    var date: Date
    var data: Data
    var decimal: Decimal
    var uuid: UUID
}

extension Specials {
    static let sample = Specials(
        url: URL(string: "https://example.com/a%20b?q=1&r=/x")!,
        date: Date(timeIntervalSince1970: 1_700_000_000.5),
        data: Data([0, 1, 2, 250, 255]),
        decimal: Decimal(string: "-123.456")!,
        uuid: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
}

/// Properties whose names the key strategies convert in interesting ways.
struct CamelKeys: Codable, Equatable, Sendable {
    var oneTwoThree: Int
    var myURLValue: Int
    var already_snake: Int
    var _leading: Int
    var iOSVersion: Int
    var someDict: [String: Int]
    var intDict: [Int: Int]
    var enumDict: [DictionaryKey: Int]
}

extension CamelKeys {
    static let sample = CamelKeys(
        oneTwoThree: 1, myURLValue: 2, already_snake: 3, _leading: 4, iOSVersion: 5,
        someDict: ["a_b": 1, "cD": 2], intDict: [1: 1, -2: 2], enumDict: [.aB: 1, .plain: 2])
}
