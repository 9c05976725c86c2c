import Foundation
import Testing

@testable import Strata

/// Partial updates from JSON: absent keys keep, `null` clears, values replace, nested
/// objects update in place at their key paths, and failures change nothing.
@Suite("Partial updates from JSON")
struct PartialUpdateTests {
    struct Address: JSONSerializing, Equatable {
        var street: String
        var city: String
        var zip: String?

        struct NoCity: Error {}

        func validate() throws {
            if city.isEmpty { throw NoCity() }
        }
    }

    struct Profile: JSONSerializing, Equatable {
        var name: String
        var bio: String?
        var address: Address
        var previousAddress: Address?
        var city: String
        var tags: [String]
        var counters: [String: Int]
        @JSONIgnored var fetchedAt: Date? = nil
        var nameLength = 0
        var updates = 0

        enum CodingKeys: String, CodingKey {
            case name, bio, address, previousAddress, tags, counters, fetchedAt, nameLength, updates
            case city = "geo.city"
        }

        struct Invalid: Error, Equatable {}

        mutating func didDecode() throws {
            nameLength = name.count
        }

        mutating func didUpdate() throws {
            nameLength = name.count
            updates += 1
        }

        func validate() throws {
            if name.isEmpty { throw Invalid() }
        }
    }

    static let original = Profile(
        name: "Mona", bio: "Octocat", address: Address(street: "88 Colin P Kelly Jr St", city: "San Francisco", zip: "94107"),
        previousAddress: nil, city: "SF", tags: ["swift", "json"], counters: ["stars": 3, "forks": 1],
        fetchedAt: Date(timeIntervalSince1970: 1_000), nameLength: 4)

    static func updated(_ json: String, _ profile: Profile = original) throws -> Profile {
        var profile = profile
        try StrataJSONDecoder().update(&profile, from: Data(json.utf8))
        return profile
    }

    @Test("an empty object changes nothing but runs didUpdate")
    func emptyObject() throws {
        var expected = Self.original
        expected.updates = 1
        #expect(try Self.updated("{}") == expected)
    }

    @Test("absent keys keep their values; present ones replace them")
    func absentAndPresent() throws {
        let profile = try Self.updated(#"{"name": "Hubot", "tags": ["bot"]}"#)
        var expected = Self.original
        expected.name = "Hubot"
        expected.tags = ["bot"]
        expected.nameLength = 5
        expected.updates = 1
        #expect(profile == expected)
    }

    @Test("null clears an optional")
    func nullClearsOptional() throws {
        let profile = try Self.updated(#"{"bio": null}"#)
        #expect(profile.bio == nil)
        #expect(profile.name == "Mona")
    }

    @Test("null for a non-optional is an error with its path, and the model is unchanged")
    func nullForNonOptional() throws {
        var profile = Self.original
        #expect {
            try StrataJSONDecoder().update(&profile, from: Data(#"{"bio": "new", "address": {"city": null}}"#.utf8))
        } throws: { error in
            guard case DecodingError.valueNotFound(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["address", "city"]
        }
        #expect(profile == Self.original)
    }

    @Test("a nested object updates the nested model in place")
    func nestedInPlace() throws {
        let profile = try Self.updated(#"{"address": {"city": "Oakland"}}"#)
        #expect(profile.address == Address(street: "88 Colin P Kelly Jr St", city: "Oakland", zip: "94107"))
    }

    @Test("a nested null clears a nested optional")
    func nestedNull() throws {
        let profile = try Self.updated(#"{"address": {"zip": null}}"#)
        #expect(profile.address.zip == nil)
        #expect(profile.address.city == "San Francisco")
    }

    @Test("a nested model that was nil is decoded whole")
    func nestedCreated() throws {
        let profile = try Self.updated(#"{"previousAddress": {"street": "1 Main St", "city": "Boston"}}"#)
        #expect(profile.previousAddress == Address(street: "1 Main St", city: "Boston", zip: nil))
        #expect {
            try Self.updated(#"{"previousAddress": {"city": "Boston"}}"#)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            return key.stringValue == "street" && context.codingPath.map(\.stringValue) == ["previousAddress"]
        }
    }

    @Test("dotted coding keys update at their key paths")
    func dottedKeys() throws {
        #expect(try Self.updated(#"{"geo": {"city": "Oakland"}}"#).city == "Oakland")
        #expect(try Self.updated(#"{"geo": {"country": "US"}}"#).city == "SF")
    }

    @Test("a dictionary is patched key by key; null removes a key")
    func dictionaryPatch() throws {
        let profile = try Self.updated(#"{"counters": {"stars": 4, "forks": null, "watchers": 2}}"#)
        #expect(profile.counters == ["stars": 4, "watchers": 2])
    }

    @Test("@JSONIgnored properties are untouched, even when the JSON holds their key")
    func ignoredUntouched() throws {
        let profile = try Self.updated(#"{"fetchedAt": 5, "name": "Hubot"}"#)
        #expect(profile.fetchedAt == Date(timeIntervalSince1970: 1_000))
    }

    @Test("didDecode does not run on the updated model; didUpdate and validate do")
    func hooks() throws {
        var profile = Self.original
        profile.nameLength = 99
        let updated = try Self.updated(#"{"bio": "new"}"#, profile)
        #expect(updated.nameLength == 4)  // didUpdate's, from the name
        #expect(updated.updates == 1)
    }

    @Test("a failed validation leaves the model unchanged")
    func validationFailure() throws {
        var profile = Self.original
        #expect {
            try StrataJSONDecoder().update(&profile, from: Data(#"{"name": "", "bio": "changed"}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.underlyingError is Profile.Invalid && context.codingPath.isEmpty
        }
        #expect(profile == Self.original)
    }

    @Test("a nested model's failed validation is reported at its path, and nothing changes")
    func nestedValidationFailure() throws {
        var profile = Self.original
        #expect {
            try StrataJSONDecoder().update(&profile, from: Data(#"{"name": "Hubot", "address": {"city": ""}}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.underlyingError is Address.NoCity && context.codingPath.map(\.stringValue) == ["address"]
        }
        #expect(profile == Self.original)
    }

    @Test("the decoder's key strategy applies to the keys of an update")
    func keyStrategy() throws {
        struct Settings: Codable, Equatable {
            var fontSize: Int
            var colorScheme: String
            var shortcuts: [String: String]
        }
        var settings = Settings(fontSize: 12, colorScheme: "dark", shortcuts: ["newTab": "⌘T"])
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        try decoder.update(&settings, from: Data(#"{"font_size": 14, "shortcuts": {"close_tab": "⌘W"}}"#.utf8))
        #expect(settings == Settings(fontSize: 14, colorScheme: "dark", shortcuts: ["newTab": "⌘T", "closeTab": "⌘W"]))
    }

    @Test("a value that is not an object is replaced whole")
    func notAnObject() throws {
        var tags = ["a", "b"]
        try StrataJSONDecoder().update(&tags, from: Data(#"["c"]"#.utf8))
        #expect(tags == ["c"])
        #expect(throws: DecodingError.self) { try StrataJSONDecoder().update(&tags, from: Data(#"{"a": 1}"#.utf8)) }
        #expect(tags == ["c"])
    }

    @Test("a type mismatch deep inside leaves the model unchanged")
    func typeMismatch() throws {
        var profile = Self.original
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().update(&profile, from: Data(#"{"name": "Hubot", "address": {"city": 5}}"#.utf8))
        }
        #expect(profile == Self.original)
    }
}

/// Unknown keys in updates and merges: rejected when the decoder rejects them, kept (and
/// patched) by models that keep them.
@Suite("Unknown keys in updates and merges")
struct UnknownKeysUpdateTests {
    struct Profile: JSONSerializing, KeepsUnknownKeys, Equatable {
        var name: String
        var unknownKeys = UnknownKeys()
    }

    static func decoded() throws -> Profile {
        try JSONAdapter().model(Profile.self, from: JSONValue(parsing: #"{"name": "Ann", "theme": "dark", "beta": true}"#))
    }

    @Test("an update keeps the unknown keys the JSON does not mention and patches the others")
    func keptAndPatched() throws {
        var profile = try Self.decoded()
        try JSONAdapter().update(&profile, from: Data(#"{"name": "Bo", "theme": "light", "beta": null, "font": 12}"#.utf8))
        #expect(profile.name == "Bo")
        #expect(profile.unknownKeys.members == ["theme": "light", "font": 12])
        try JSONAdapter().update(&profile, from: Data(#"{"name": "Cy"}"#.utf8))
        #expect(profile.unknownKeys.members == ["theme": "light", "font": 12])
    }

    @Test("a merge keeps the unknown keys of both, the other's winning; a dictionary value restores them")
    func mergeAndDictionary() throws {
        let current = try Self.decoded()
        let other = Profile(name: "Bo", unknownKeys: UnknownKeys(["theme": "light", "font": 12]))
        #expect(try current.merging(other).unknownKeys.members == ["theme": "light", "beta": true, "font": 12])
        #expect(try Profile(dictionaryValue: current.dictionaryValue()) == current)
    }

    @Test("an update rejects unknown keys when the decoder does, and changes nothing")
    func rejected() throws {
        struct Settings: Codable, Equatable {
            var theme: String
        }
        var settings = Settings(theme: "dark")
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        #expect(throws: DecodingError.self) { try decoder.update(&settings, from: Data(#"{"theme": "light", "font": 12}"#.utf8)) }
        #expect(settings == Settings(theme: "dark"))
        try decoder.update(&settings, from: Data(#"{"theme": "light"}"#.utf8))
        #expect(settings == Settings(theme: "light"))
    }
}
