import Foundation
import Testing

@testable import Strata

/// Partial updates and merges of properties under Strata's wrappers and transformers.
@Suite("Updating wrapped and transformed properties")
struct WrappedPropertyUpdateTests {
    struct Repository: JSONSerializing, Equatable {
        @Transform<URLTransformer> var homepage = URL(string: "https://a.example")!
        @Transform<ISO8601DateTransformer?> var pushedAt: Date? = nil
        @JSONKey("owner.login") var owner = ""
        @JSONKey("meta.license") var license: String? = nil
        var stars = 0
        var updatedAt = Date(timeIntervalSince1970: 0)
        @JSONIgnored var localNote = "none"

        static let prototype: Repository? = Repository()

        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "updatedAt" ? ISO8601DateTransformer() : nil
        }
    }

    static let json = #"""
        {"homepage": "https://strata.example", "pushedAt": "2020-01-01T00:00:00Z", "owner": {"login": "mona"},
         "meta": {"license": "MIT"}, "stars": 5, "updatedAt": "2021-01-01T00:00:00Z"}
        """#

    static func decoded() throws -> Repository {
        var repository = try JSONAdapter().model(Repository.self, from: Data(json.utf8))
        repository.localNote = "starred"
        return repository
    }

    @Test(
        "each wrapper keeps its value when absent and takes the JSON's when present",
        arguments: [
            ("{}", "homepage", "https://strata.example"),
            (#"{"homepage": "https://b.example"}"#, "homepage", "https://b.example"),
            ("{}", "pushedAt", "2020-01-01T00:00:00Z"),
            (#"{"pushedAt": null}"#, "pushedAt", .null),
            (#"{"pushedAt": "2022-01-01T00:00:00Z"}"#, "pushedAt", "2022-01-01T00:00:00Z"),
            (#"{"owner": {"id": 1}}"#, "owner", "mona"),
            (#"{"owner": {"login": "hubot"}}"#, "owner", "hubot"),
            (#"{"meta": {}}"#, "license", "MIT"),
            (#"{"meta": {"license": null}}"#, "license", .null),
            (#"{"updatedAt": "2023-01-01T00:00:00Z"}"#, "updatedAt", "2023-01-01T00:00:00Z"),
            (#"{"localNote": "x"}"#, "localNote", "starred"),
        ] as [(String, String, JSONValue)])
    func update(json: String, property: String, expected: JSONValue) throws {
        var repository = try Self.decoded()
        try JSONAdapter().update(&repository, from: Data(json.utf8))
        let values = try repository.dictionaryValue()
        #expect(values[property] == expected)
        var unchanged = try Self.decoded().dictionaryValue()
        unchanged[property] = values[property]
        #expect(values == unchanged)
    }

    @Test("a merge takes the other's wrapped values, @JSONIgnored included")
    func merge() throws {
        let current = try Self.decoded()
        var other = current
        other.owner = "hubot"
        other.pushedAt = nil
        other.localNote = "theirs"
        #expect(try current.merging(other) == other)
    }

    @Test("updating from a Foundation dictionary and from a JSONValue")
    func otherInputs() throws {
        var repository = try Self.decoded()
        try JSONAdapter().update(&repository, fromFoundationObject: ["stars": 6, "owner": ["login": "hubot"]])
        #expect(repository.stars == 6 && repository.owner == "hubot")
        try JSONAdapter().update(&repository, from: ["stars": 7] as JSONValue)
        #expect(repository.stars == 7 && repository.owner == "hubot")
    }

    @Test("the JSON of some keys only (JSONModel's toDictionaryWithKeys:)")
    func someKeys() throws {
        let repository = try Self.decoded()
        #expect(try JSONAdapter().jsonValue(from: repository, keys: ["stars", "owner.login"]) == ["stars": 5, "owner": ["login": "mona"]])
    }

    struct Place: JSONSerializing, Equatable {
        /// Decoded from an object keyed by the paths as written.
        struct Coordinates: Codable, Equatable {
            var lat: Double
            var lng: Double
            enum CodingKeys: String, CodingKey {
                case lat = "position.lat"
                case lng = "position.lng"
            }
        }

        var name: String
        var coordinates: Coordinates

        static func jsonKeyPaths(forKey key: String) -> [JSONKeyPath]? {
            key == "coordinates" ? ["position.lat", "position.lng"] : nil
        }
    }

    @Test("a property fed from several key paths keeps its value when they are absent and is read again when present")
    func multiPath() throws {
        var place = Place(name: "Oslo", coordinates: .init(lat: 59.9, lng: 10.7))
        try JSONAdapter().update(&place, from: Data(#"{"name": "Oslo S"}"#.utf8))
        #expect(place == Place(name: "Oslo S", coordinates: .init(lat: 59.9, lng: 10.7)))
        try JSONAdapter().update(&place, from: Data(#"{"position": {"lat": 60.4, "lng": 5.3}}"#.utf8))
        #expect(place == Place(name: "Oslo S", coordinates: .init(lat: 60.4, lng: 5.3)))
    }

    struct Listing: Codable, Equatable {
        var title: String
        @Lenient var price: Double
        @Lenient var stock: Int?
        @Default<Defaults.Zero<Int>> var views: Int
        @LossyArray var tags: [String]
    }

    static func summary(_ listing: Listing) -> String {
        "\(listing.title) \(listing.price) \(listing.stock.map(String.init) ?? "nil") \(listing.views) [\(listing.tags.joined(separator: ", "))]"
    }

    @Test("leniency and defaults: absent keys keep the current values, present ones are read as in decoding")
    func lenientAndDefaults() throws {
        var listing = try StrataJSONDecoder().decode(
            Listing.self, from: #"{"title": "Lamp", "price": "3.50", "stock": "4", "views": 9, "tags": ["a", 1, "b"]}"#)
        #expect(Self.summary(listing) == "Lamp 3.5 4 9 [a, b]")
        try StrataJSONDecoder().update(&listing, from: Data(#"{"title": "Desk lamp"}"#.utf8))
        #expect(Self.summary(listing) == "Desk lamp 3.5 4 9 [a, b]")
        try StrataJSONDecoder().update(&listing, from: Data(#"{"price": 4, "stock": null, "views": null, "tags": [true, "c"]}"#.utf8))
        #expect(Self.summary(listing) == "Desk lamp 4.0 nil 0 [c]")
    }
}
