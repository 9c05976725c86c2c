import Foundation
import Testing

@testable import Strata

/// A coder keeps its decoder or encoder between its calls in its state (`KeptDecoderState`,
/// `KeptEncoderState`), and every entry point must hand it back there when the call ends:
/// one that does not makes a new decoder or encoder, with its containers, key tables and
/// memory, on every call, and gives values no different, so only this can tell.
@Suite("Every entry point of a coder keeps its decoder or encoder for the next call")
struct CoderKeeperTests {
    struct Repository: Codable, Equatable {
        var name: String
        var stars: Int
    }

    struct Counted: Codable, Equatable {
        var starCount: Int
    }

    typealias Greeting = FoundationSubclassTests.Greeting

    /// A decoder's entry point, called once with a coder: true when it decoded right.
    struct DecodingCall: CustomTestStringConvertible, Sendable {
        let name: String
        let call: @Sendable (StrataJSONDecoder) throws -> Bool
        var testDescription: String { name }
    }

    static let document = Data(#"{"data": {"name": "strata", "stars": 42}}"#.utf8)
    static let repository = Repository(name: "strata", stars: 42)

    static let decodingCalls: [DecodingCall] = [
        DecodingCall(name: "decode(_:from: Data)") {
            try $0.decode([String: Repository].self, from: document) == ["data": repository]
        },
        DecodingCall(name: "decode(_:from: String)") {
            try $0.decode([String: Repository].self, from: String(decoding: document, as: UTF8.self)) == ["data": repository]
        },
        DecodingCall(name: "decode(_:from: JSONValue)") {
            try $0.decode([String: Repository].self, from: try JSONValue(parsing: document)) == ["data": repository]
        },
        DecodingCall(name: "decode(_:from:at:)") {
            try $0.decode(Repository.self, from: document, at: "data") == repository
        },
        DecodingCall(name: "decode(_:from:report:)") {
            var report = DecodingReport()
            return try $0.decode([String: Repository].self, from: document, report: &report) == ["data": repository]
        },
        DecodingCall(name: "decode(_:from:at:report:)") {
            var report = DecodingReport()
            return try $0.decode(Repository.self, from: document, at: "data", report: &report) == repository
        },
        DecodingCall(name: "update(_:from:)") {
            var value = Repository(name: "old", stars: 1)
            try $0.update(&value, from: #"{"stars": 42, "name": "strata"}"#)
            return value == repository
        },
        DecodingCall(name: "decode(_:from:configuration:)") {
            try $0.decode(Greeting.self, from: Data(#"{"user": {"name": "Ada"}}"#.utf8), configuration: "Hi, ") == Greeting(text: "Hi, Ada")
        },
        DecodingCall(name: "decode(_:from:) after a setting changed") {
            $0.keyDecodingStrategy = .convertFromSnakeCase
            return try $0.decode(Counted.self, from: Data(#"{"star_count": 1}"#.utf8)) == Counted(starCount: 1)
        },
    ]

    @Test("each decoding entry point leaves the decoder with its coder, a new coder's first call too", arguments: decodingCalls)
    func decoderKept(call: DecodingCall) throws {
        let coder = StrataJSONDecoder()
        for _ in 0..<2 {
            #expect(try call.call(coder))
            let kept = try #require(coder.configuration.takeKept(), "no decoder kept")
            #expect(kept.keeper === coder.configuration)
            #expect(coder.configuration.keep(kept))
        }
    }

    /// The first call of a coder that finds nothing to take, neither its own nor in the
    /// process's pool, makes a decoder that its coder then keeps.
    @Test("a decoder made because none was kept is kept by the coder whose call made it")
    func madeDecoderKept() throws {
        let coder = StrataJSONDecoder()
        while let pooled = SharedCoders.decoders.take() { _ = pooled }
        var kept: JSONIndexDecoder? = nil
        let value = try Self.document.withUnsafeBytes {
            try StrataJSONDecoder.decode(
                [String: Repository].self, from: $0, options: coder.options, keeper: coder.configuration, kept: &kept)
        }
        #expect(value == ["data": Self.repository])
        let made = try #require(coder.configuration.takeKept())
        #expect(made.keeper === coder.configuration)
    }

    @Test("a coder that goes leaves its decoder to the pool without its keeper, and a new coder's call takes it up")
    func retiredDecoderLeavesKeeper() throws {
        var coder: StrataJSONDecoder? = StrataJSONDecoder()
        weak let state = coder?.configuration
        _ = try #require(coder).decode([Int].self, from: Data("[1]".utf8))
        let decoder = try #require(coder?.configuration.takeKept())
        #expect(try #require(coder).configuration.keep(decoder))
        try withExtendedLifetime(decoder) { () throws -> Void in
            coder = nil
            // The test still holds the decoder: had it kept its keeper, the coder's state
            // would be alive. (Its `keeper` itself is not asked: in the pool, another test's
            // coder may already have taken it up.)
            #expect(state == nil)
            // And a new coder's call still decodes with what the pool holds.
            #expect(try StrataJSONDecoder().decode([Int].self, from: Data("[2]".utf8)) == [2])
        }
    }

    /// An encoder's entry point, called once with a coder: true when it encoded right.
    struct EncodingCall: CustomTestStringConvertible, Sendable {
        let name: String
        let call: @Sendable (StrataJSONEncoder) throws -> Bool
        var testDescription: String { name }
    }

    static let encodingCalls: [EncodingCall] = [
        EncodingCall(name: "encode(_:)") {
            try $0.encode(repository) == Data(#"{"name":"strata","stars":42}"#.utf8)
        },
        EncodingCall(name: "encode(_:configuration:)") {
            try $0.encode(Greeting(text: "Hi, Ada"), configuration: "Hi, ") == Data(#"{"user":{"name":"Ada"}}"#.utf8)
        },
        EncodingCall(name: "encode(_:as: .jsonLines, to:)") {
            var output = Data()
            try $0.encode([repository, repository], as: .jsonLines) { output.append($0) }
            return output == Data("{\"name\":\"strata\",\"stars\":42}\n{\"name\":\"strata\",\"stars\":42}\n".utf8)
        },
        EncodingCall(name: "encode(_:) after a setting changed") {
            $0.outputFormatting = .sortedKeys
            $0.keyEncodingStrategy = .convertToSnakeCase
            return try $0.encode(Counted(starCount: 1)) == Data(#"{"star_count":1}"#.utf8)
        },
    ]

    @Test("each encoding entry point leaves the encoder with its coder, a new coder's first call too", arguments: encodingCalls)
    func encoderKept(call: EncodingCall) throws {
        let coder = StrataJSONEncoder()
        for _ in 0..<2 {
            #expect(try call.call(coder))
            let kept = try #require(coder.configuration.takeKept(), "no encoder kept")
            #expect(kept.keeper === coder.configuration)
            #expect(coder.configuration.keep(kept))
        }
    }

    @Test("a coder that goes leaves its encoder to the pool without its keeper")
    func retiredEncoderLeavesKeeper() throws {
        var coder: StrataJSONEncoder? = StrataJSONEncoder()
        weak let state = coder?.configuration
        _ = try #require(coder).encode([1])
        let encoder = try #require(coder?.configuration.takeKept())
        #expect(try #require(coder).configuration.keep(encoder))
        withExtendedLifetime(encoder) {
            coder = nil
            // As for the decoder: held here, it would keep the state alive through its keeper.
            #expect(state == nil)
        }
    }
}
