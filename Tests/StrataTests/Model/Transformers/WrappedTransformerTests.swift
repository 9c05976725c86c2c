import Foundation
import Testing

@testable import Strata

/// A model's transformers (by key and by type) applied to the wrapped value of each of
/// Strata's wrappers, in every way a model is decoded, encoded, updated and merged.
@Suite("Transformers on wrapped properties")
struct WrappedTransformerTests {
    enum One: DefaultValueProvider { static var defaultValue: UInt { 1 } }
    enum Epoch: DefaultValueProvider { static var defaultValue: Date { Date(timeIntervalSince1970: 0) } }
    enum NoDate: DefaultValueProvider { static var defaultValue: Date? { nil } }

    /// A model with one wrapped, transformed property, and two of its values with their
    /// JSON.
    protocol Sample: JSONSerializing, Equatable, Sendable {
        static var first: (json: JSONValue, value: Self) { get }
        static var second: (json: JSONValue, value: Self) { get }
        /// `first` updated from `second`'s JSON: `second`, but for objects, which a patch
        /// merges member by member (RFC 7396).
        static var firstUpdatedBySecond: Self { get }
    }

    /// A transformed dictionary without a wrapper: a patch applies to its JSON, which
    /// the transformer then reads.
    struct PlainScores: Sample {
        var scores: [String: UInt]
        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "scores" ? NumberStringTransformer<UInt>().forEachValue : nil
        }
        static var first: (json: JSONValue, value: Self) { (["scores": ["ann": "1"]], Self(scores: ["ann": 1])) }
        static var second: (json: JSONValue, value: Self) { (["scores": ["bob": "2"]], Self(scores: ["bob": 2])) }
        static var firstUpdatedBySecond: Self { Self(scores: ["ann": 1, "bob": 2]) }
    }

    /// Mantle's classic `count`: a number written as a string, 1 when absent.
    struct DefaultCount: Sample {
        @Default<One> var count: UInt
        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "count" ? NumberStringTransformer<UInt>() : nil
        }
        static var first: (json: JSONValue, value: Self) { (["count": "5"], Self(count: .init(wrappedValue: 5))) }
        static var second: (json: JSONValue, value: Self) { (["count": "7"], Self(count: .init(wrappedValue: 7))) }
    }

    struct DefaultOnInvalidCount: Sample {
        @DefaultOnInvalid<One> var count: UInt
        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "count" ? NumberStringTransformer<UInt>() : nil
        }
        static var first: (json: JSONValue, value: Self) { (["count": "5"], Self(count: .init(wrappedValue: 5))) }
        static var second: (json: JSONValue, value: Self) { (["count": "7"], Self(count: .init(wrappedValue: 7))) }
    }

    struct LenientCount: Sample {
        @Lenient var count: UInt
        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "count" ? NumberStringTransformer<UInt>() : nil
        }
        static var first: (json: JSONValue, value: Self) { (["count": "5"], Self(count: 5)) }
        static var second: (json: JSONValue, value: Self) { (["count": "7"], Self(count: 7)) }
    }

    struct LossyCounts: Sample {
        @LossyArray var counts: [UInt]
        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "counts" ? NumberStringTransformer<UInt>().forEachElement : nil
        }
        static var first: (json: JSONValue, value: Self) { (["counts": ["1", "2"]], Self(counts: [1, 2])) }
        static var second: (json: JSONValue, value: Self) { (["counts": ["3"]], Self(counts: [3])) }
    }

    struct LossyScores: Sample {
        @LossyDictionary var scores: [String: UInt]
        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "scores" ? NumberStringTransformer<UInt>().forEachValue : nil
        }
        static var first: (json: JSONValue, value: Self) { (["scores": ["ann": "1"]], Self(scores: ["ann": 1])) }
        static var second: (json: JSONValue, value: Self) { (["scores": ["bob": "2"]], Self(scores: ["bob": 2])) }
        static var firstUpdatedBySecond: Self { Self(scores: ["ann": 1, "bob": 2]) }
    }

    struct KeyPathCount: Sample {
        @JSONKey("stats.count") var count: UInt = 0
        static let prototype: KeyPathCount? = KeyPathCount()
        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "count" ? NumberStringTransformer<UInt>() : nil
        }
        static var first: (json: JSONValue, value: Self) { (["stats": ["count": "5"]], Self(count: 5)) }
        static var second: (json: JSONValue, value: Self) { (["stats": ["count": "7"]], Self(count: 7)) }
    }

    /// A type-level transformer reaches a wrapped property of its type.
    struct DefaultDate: Sample {
        @Default<Epoch> var seen: Date
        static var valueTransformers: [any Transformer] { [ISO8601DateTransformer()] }
        static var first: (json: JSONValue, value: Self) {
            (["seen": "2011-04-22T13:33:48Z"], Self(seen: .init(wrappedValue: Date(timeIntervalSince1970: 1_303_479_228))))
        }
        static var second: (json: JSONValue, value: Self) {
            (["seen": "2012-01-01T00:00:00Z"], Self(seen: .init(wrappedValue: Date(timeIntervalSince1970: 1_325_376_000))))
        }
    }

    /// A wrapped optional: the transformer's value is the optional's wrapped type.
    struct DefaultOptionalDate: Sample {
        @Default<NoDate> var seen: Date?
        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "seen" ? ISO8601DateTransformer() : nil
        }
        static var first: (json: JSONValue, value: Self) {
            (["seen": "2011-04-22T13:33:48Z"], Self(seen: .init(wrappedValue: Date(timeIntervalSince1970: 1_303_479_228))))
        }
        static var second: (json: JSONValue, value: Self) { (["seen": .null], Self(seen: .init(wrappedValue: nil))) }
    }

    enum Use: String, CaseIterable, Sendable {
        case strataDecoder, adapter, streamingEncoder, treeEncoder, roundTrip, update, merge, changes
    }

    struct Model: Sendable, CustomTestStringConvertible {
        let name: String
        let check: @Sendable (Use) throws -> Void
        var testDescription: String { name }

        init<M: Sample>(_ type: M.Type) {
            name = String(describing: M.self)
            check = { use in try WrappedTransformerTests.check(M.self, use) }
        }
    }

    static let models: [Model] = [
        Model(PlainScores.self), Model(DefaultCount.self), Model(DefaultOnInvalidCount.self), Model(LenientCount.self), Model(LossyCounts.self),
        Model(LossyScores.self), Model(KeyPathCount.self), Model(DefaultDate.self), Model(DefaultOptionalDate.self),
    ]

    static func check<M: Sample>(_ type: M.Type, _ use: Use) throws {
        let (json, value) = M.first
        let data = Data(json.description.utf8)
        switch use {
        case .strataDecoder:
            #expect(try StrataJSONDecoder().decode(M.self, from: data) == value)
            #expect(try StrataJSONDecoder().decode(M.self, from: M.second.json) == M.second.value)
        case .adapter:
            #expect(try JSONAdapter().model(M.self, from: data) == value)
            #expect(try JSONAdapter().model(M.self, fromFoundationObject: try #require(json.foundationObject as? [String: Any])) == value)
        case .streamingEncoder:
            #expect(try JSONValue(parsing: StrataJSONEncoder().encode(value) as Data) == json)
        case .treeEncoder:
            #expect(try StrataJSONEncoder().tree(value) == json)
            #expect(try JSONAdapter().jsonValue(from: value) == json)
        case .roundTrip:
            let decoded = try StrataJSONDecoder().decode(M.self, from: data)
            #expect(try StrataJSONDecoder().decode(M.self, from: StrataJSONEncoder().encode(decoded) as Data) == decoded)
        case .update:
            var updated = value
            try StrataJSONDecoder().update(&updated, from: M.second.json)
            #expect(updated == M.firstUpdatedBySecond)
            var unchanged = value
            try StrataJSONDecoder().update(&unchanged, from: [:] as JSONValue)
            #expect(unchanged == value)
        case .merge:
            #expect(try value.merging(M.second.value) == M.second.value)
        case .changes:
            let patch = try StrataJSONEncoder().changesTree(from: value, to: M.second.value)
            var patched = value
            try StrataJSONDecoder().update(&patched, from: patch)
            #expect(patched == M.second.value)
        }
    }

    @Test("a wrapped property goes through the model's transformer", arguments: models, Use.allCases)
    func wrapped(model: Model, use: Use) throws {
        try model.check(use)
    }

    @Test(
        "the wrapper keeps its part: a default for a missing key or null",
        arguments: ["{}", #"{"count": null}"#])
    func defaultsStay(json: String) throws {
        #expect(try StrataJSONDecoder().decode(DefaultCount.self, from: json).count == 1)
        #expect(try StrataJSONDecoder().decode(DefaultOnInvalidCount.self, from: json).count == 1)
    }

    @Test("@DefaultOnInvalid replaces a value the transformer rejects, and says so in the report")
    func invalidTransformed() throws {
        var report = DecodingReport()
        let decoded = try StrataJSONDecoder().decode(DefaultOnInvalidCount.self, from: Data(#"{"count": "many"}"#.utf8), report: &report)
        #expect(decoded.count == 1)
        #expect(report.failures.isEmpty)
        #expect(report.problems.map(\.kind) == [.defaultUsed])
        #expect(report.problems.map(\.path) == ["count"])
        #expect(report.problems.first?.message.contains(#"the string "many""#) == true)
        // Without a report, too.
        #expect(try StrataJSONDecoder().decode(DefaultOnInvalidCount.self, from: #"{"count": "many"}"#).count == 1)
    }

    @Test("a lossy collection whose transformer converts each element drops the elements it rejects, and reports them")
    func lossyElements() throws {
        var report = DecodingReport()
        let counts = try StrataJSONDecoder().decode(LossyCounts.self, from: Data(#"{"counts": ["1", "many", "3"]}"#.utf8), report: &report)
        #expect(counts.counts == [1, 3])
        #expect(report.failures.isEmpty)
        #expect(report.problems.map(\.kind) == [.droppedElement])
        #expect(report.problems.map(\.path) == ["counts.1"])
        #expect(report.problems.first?.message.contains(#"the string "many""#) == true)
        let scores = try StrataJSONDecoder().decode(LossyScores.self, from: #"{"scores": {"ann": "1", "bob": [], "cy": "3"}}"#)
        #expect(scores.scores == ["ann": 1, "cy": 3])
    }

    @Test("@Default leaves a value the transformer rejects an error, at the property's path")
    func rejectedUnderDefault() throws {
        do {
            _ = try StrataJSONDecoder().decode(DefaultCount.self, from: #"{"count": "many"}"#)
            Issue.record("decoded a count of \"many\"")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == ["count"])
            #expect(context.underlyingError is TransformerError)
        }
    }

    @Test("under a key path, an absent wrapped optional is nil and a present one is transformed")
    func keyPathOptional() throws {
        struct Visit: JSONSerializing, Equatable {
            @JSONKey("meta.seen") var seen: Date? = nil
            static let prototype: Visit? = Visit()
            static func transformer(forKey key: String) -> (any Transformer)? {
                key == "seen" ? ISO8601DateTransformer() : nil
            }
        }
        #expect(try StrataJSONDecoder().decode(Visit.self, from: #"{"meta": {}}"#).seen == nil)
        let visit = try StrataJSONDecoder().decode(Visit.self, from: #"{"meta": {"seen": "2011-04-22T13:33:48Z"}}"#)
        #expect(visit.seen == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(try StrataJSONEncoder().tree(visit) == ["meta": ["seen": "2011-04-22T13:33:48Z"]])
        #expect(try StrataJSONEncoder().tree(Visit()) == [:])
    }

    struct Owner: JSONSerializing, Equatable {
        var since: Date
        static var valueTransformers: [any Transformer] { [ISO8601DateTransformer()] }
    }

    enum Nobody: DefaultValueProvider { static var defaultValue: Owner { Owner(since: Date(timeIntervalSince1970: 0)) } }

    struct Listing: Codable, Equatable {
        @Default<Epoch> var listedAt: Date
        @Default<Nobody> var owner: Owner
    }

    @Test("@Default reads its value as the decoder reads that type: date strategies and a model's own transformers apply")
    func defaultReadsThroughTheDecoder() throws {
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let json = #"{"listedAt": "2011-04-22T13:33:48Z", "owner": {"since": "2012-01-01T00:00:00Z"}}"#
        let listing = try decoder.decode(Listing.self, from: json)
        #expect(listing.listedAt == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(listing.owner.since == Date(timeIntervalSince1970: 1_325_376_000))
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .iso8601
        #expect(try foundation.decode(Listing.self, from: Data(#"{"listedAt": "2011-04-22T13:33:48Z"}"#.utf8)).listedAt == listing.listedAt)
    }

    @Test("Foundation's coders cannot apply a key transformer: the value must then be of the property's own type")
    func foundation() throws {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DefaultCount.self, from: Data(#"{"count": "5"}"#.utf8)) }
        #expect(try JSONDecoder().decode(DefaultCount.self, from: Data(#"{"count": 5}"#.utf8)).count == 5)
        #expect(try JSONValue(parsing: JSONEncoder().encode(DefaultCount(count: .init(wrappedValue: 5)))) == ["count": 5])
    }
}

extension WrappedTransformerTests.Sample {
    /// Scalars and arrays are replaced whole.
    static var firstUpdatedBySecond: Self { second.value }
}
