import Foundation
import Testing

@testable import Strata

/// `nilEncodingStrategy`: `nil` optionals left out (Foundation's way, the default) or
/// written as `null`, per encoder and per model.
@Suite("Nil encoding strategy")
struct NilEncodingStrategyTests {
    struct Profile: Codable, Equatable {
        var name: String
        var nickname: String?
        var age: Int?
        var score: Double?
        var flag: Bool?
        @Transform<ISO8601DateTransformer?> var seenAt: Date? = nil
        var friend: Friend?
    }

    struct Friend: Codable, Equatable {
        var login: String?
    }

    static let profile = Profile(name: "Mona", friend: Friend(login: nil))

    /// Both of Strata's encoders: the stream, and the tree it falls back to.
    static func encodings(_ value: some Encodable, _ configure: (StrataJSONEncoder) -> Void = { _ in }) throws -> [JSONValue] {
        let encoder = StrataJSONEncoder()
        configure(encoder)
        return [try JSONValue(parsing: encoder.encode(value) as Data), try encoder.tree(value)]
    }

    @Test("by default nil is left out, as Foundation's encoder does")
    func omitByDefault() throws {
        let foundation = try JSONValue(parsing: JSONEncoder().encode(Self.profile))
        #expect(foundation == ["name": "Mona", "friend": [:]])
        for encoded in try Self.encodings(Self.profile) {
            #expect(encoded == foundation)
        }
    }

    @Test("explicitNull writes every nil optional as null, transformed ones and nested ones too")
    func explicitNull() throws {
        let expected: JSONValue = [
            "name": "Mona", "nickname": .null, "age": .null, "score": .null, "flag": .null, "seenAt": .null, "friend": ["login": .null],
        ]
        for encoded in try Self.encodings(Self.profile, { $0.nilEncodingStrategy = .explicitNull }) {
            #expect(encoded == expected)
        }
        // Foundation's encoder still leaves the transformed nil out.
        #expect(try JSONValue(parsing: JSONEncoder().encode(Self.profile))["seenAt"] == nil)
    }

    @Test("values that are not nil are written the same under both strategies")
    func nonNil() throws {
        let full = Profile(
            name: "Mona", nickname: "m", age: 7, score: 1.5, flag: true, seenAt: Date(timeIntervalSince1970: 0), friend: Friend(login: "x"))
        let omitted = try Self.encodings(full)
        let explicit = try Self.encodings(full) { $0.nilEncodingStrategy = .explicitNull }
        #expect(omitted == explicit)
        #expect(omitted[0] == (try JSONValue(parsing: JSONEncoder().encode(full))))
    }

    struct Loud: JSONSerializing {
        var name: String
        var nickname: String?
        var hidden: String?
        @JSONKey("meta.note") var note: String? = nil
        var quiet: Quiet?
        static let prototype: Loud? = Loud(name: "")
        static var nilEncodingStrategy: NilEncodingStrategy? { .explicitNull }
        var serializableKeys: Set<String>? { ["name", "nickname", "note", "quiet"] }
    }

    struct Quiet: JSONSerializing {
        var value: String?
        static var nilEncodingStrategy: NilEncodingStrategy? { .omit }
    }

    @Test("a model's own strategy wins over the encoder's, for its own properties")
    func perModel() throws {
        let loud = Loud(name: "x", quiet: Quiet())
        for encoded in try Self.encodings(loud) {
            // `hidden` is left out by serializableKeys even though it is nil.
            #expect(encoded == ["name": "x", "nickname": .null, "meta": ["note": .null], "quiet": [:]])
        }
        for encoded in try Self.encodings(loud, { $0.nilEncodingStrategy = .explicitNull }) {
            #expect(encoded["quiet"] == [:])
        }
    }

    @Test("arrays hold nil as null under either strategy")
    func arrays() throws {
        let values: [Int?] = [1, nil]
        for encoded in try Self.encodings(values) {
            #expect(encoded == [1, .null])
        }
    }
}
