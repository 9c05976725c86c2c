import Foundation
import Testing

@testable import Strata

/// Defaults for missing values and for invalid ones, lossy collections and unknown enum
/// cases: under both decoders, and in the report.
@Suite("Defaults, lossy collections and unknown cases")
struct DefaultsAndLossyTests {
    enum Plan: String, Codable, Equatable { case free, pro }
    enum FreePlan: DefaultValueProvider { static var defaultValue: Plan { .free } }

    struct Settings: Codable, Equatable {
        @Default<Defaults.True> var notifications: Bool
        @Default<Defaults.Zero<Int>> var retries: Int
        @Default<Defaults.Empty<[String]>> var tags: [String]
        @Default<Defaults.EmptyDictionary<String, Int>> var limits: [String: Int]
        @DefaultOnInvalid<FreePlan> var plan: Plan
    }

    static func decode<T: Decodable>(_ type: T.Type, _ json: String, foundation: Bool) throws -> T {
        foundation ? try JSONDecoder().decode(type, from: Data(json.utf8)) : try StrataJSONDecoder().decode(type, from: json)
    }

    @Test("@Default: a missing key or null is the default; a present value is kept", arguments: [false, true])
    func defaults(foundation: Bool) throws {
        let empty = try Self.decode(Settings.self, "{}", foundation: foundation)
        #expect(empty.notifications && empty.retries == 0 && empty.tags.isEmpty && empty.limits.isEmpty && empty.plan == .free)
        let nulls = try Self.decode(Settings.self, #"{"notifications": null, "retries": null, "plan": null}"#, foundation: foundation)
        #expect(nulls.notifications && nulls.retries == 0 && nulls.plan == .free)
        let given = try Self.decode(
            Settings.self, #"{"notifications": false, "retries": 3, "tags": ["a"], "limits": {"x": 1}, "plan": "pro"}"#, foundation: foundation)
        #expect(!given.notifications && given.retries == 3 && given.tags == ["a"] && given.limits == ["x": 1] && given.plan == .pro)
    }

    @Test("@Default keeps an invalid value an error; @DefaultOnInvalid replaces it", arguments: [false, true])
    func missingIsNotInvalid(foundation: Bool) throws {
        #expect(throws: DecodingError.self) { try Self.decode(Settings.self, #"{"retries": "three"}"#, foundation: foundation) }
        let unknownPlan = try Self.decode(Settings.self, #"{"plan": "enterprise"}"#, foundation: foundation)
        #expect(unknownPlan.plan == .free)
        let numberPlan = try Self.decode(Settings.self, #"{"plan": 42}"#, foundation: foundation)
        #expect(numberPlan.plan == .free)
    }

    @Test("the report says where each default was used, and why")
    func defaultsInTheReport() throws {
        var report = DecodingReport()
        let settings = try StrataJSONDecoder().decode(Settings.self, from: #"{"retries": null, "plan": "enterprise"}"#, report: &report)
        #expect(settings.plan == .free)
        #expect(report.failures.isEmpty)
        #expect(report.problems.map(\.kind) == [.defaultUsed, .defaultUsed, .defaultUsed, .defaultUsed, .defaultUsed])
        #expect(report.problems.map(\.path) == ["notifications", "retries", "tags", "limits", "plan"])
        #expect(report.problems.filter { !$0.isRecovered }.isEmpty)
        #expect(report.problems[0].message.contains("Missing key"))
        #expect(report.problems[1].message.contains("null"))
        #expect(report.problems[4].message.contains(#"the string "enterprise""#) && report.problems[4].line == 1)
    }

    struct Photo: Codable, Equatable {
        var url: String
        var width: Int
    }

    struct Album: Codable, Equatable {
        @LossyArray var photos: [Photo]
        @LossyDictionary var ratings: [String: Int]
    }

    static let albumJSON = #"""
        {"photos": [{"url": "a", "width": 1}, {"url": "b"}, {"url": "c", "width": "wide"}, 7, {"url": "d", "width": 4}],
         "ratings": {"ann": 5, "bob": "n/a", "cy": 3, "dee": null}}
        """#

    @Test("lossy collections keep what decodes, under both decoders", arguments: [false, true])
    func lossy(foundation: Bool) throws {
        let album = try Self.decode(Album.self, Self.albumJSON, foundation: foundation)
        #expect(album.photos == [Photo(url: "a", width: 1), Photo(url: "d", width: 4)])
        #expect(album.ratings == ["ann": 5, "cy": 3])
        // A missing array is still an error: lossy is about elements.
        #expect(throws: DecodingError.self) { try Self.decode(Album.self, #"{"ratings": {}}"#, foundation: foundation) }
    }

    @Test("each dropped element is in the report, with the error that dropped it")
    func lossyInTheReport() throws {
        var report = DecodingReport()
        _ = try StrataJSONDecoder().decode(Album.self, from: Self.albumJSON, report: &report)
        #expect(report.problems.map(\.kind) == Array(repeating: .droppedElement, count: 5))
        #expect(report.problems.map(\.path) == ["photos.1", "photos.2", "photos.3", "ratings.bob", "ratings.dee"])
        #expect(report.problems[0].message.contains(#"Missing key "width""#))
        #expect(report.problems[1].message.contains(#"the string "wide""#))
    }

    enum Status: String, UnknownCaseRepresentable, Equatable {
        case active, suspended, unknown
        static let unknownCase = Status.unknown
    }

    enum Level: Int, UnknownCaseRepresentable, Equatable {
        case low = 1, high = 2, other = 0
        static let unknownCase = Level.other
    }

    @Test("an unknown raw value falls back to the designated case, under both decoders", arguments: [false, true])
    func unknownCases(foundation: Bool) throws {
        #expect(try Self.decode([Status].self, #"["active", "archived", "suspended"]"#, foundation: foundation) == [.active, .unknown, .suspended])
        #expect(try Self.decode([Level].self, "[2, 9]", foundation: foundation) == [.high, .other])
        // The raw value's type still has to match.
        #expect(throws: DecodingError.self) { try Self.decode([Status].self, "[1]", foundation: foundation) }
        var report = DecodingReport()
        _ = try StrataJSONDecoder().decode([Status].self, from: #"["archived"]"#, report: &report)
        #expect(report.problems.map(\.kind) == [.fallbackUsed] && report.problems[0].message.contains(#"the string "archived""#))
    }
}
