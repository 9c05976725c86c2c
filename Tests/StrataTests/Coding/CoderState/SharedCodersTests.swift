import Foundation
import Testing

@testable import Strata

/// A coder made for one call and dropped leaves its decoder or encoder to the process's
/// pool (``CoderPool``), and the next new coder's first call takes it up. What passes on is
/// what was learned about types; a coder's options never do: each new coder decodes and
/// encodes as its own settings say, whatever coder used the pooled state before, and what a
/// coder was configured with goes when the coder goes.
@Suite("Coders made per call share what earlier coders learned, never their settings")
struct SharedCodersTests {
    /// Reads user info's "suffix" into its name, and a date.
    struct Account: Codable, Equatable {
        var userName: String
        var createdAt: Date
        var homePage: String?

        enum CodingKeys: String, CodingKey {
            case userName, createdAt, homePage
        }

        init(userName: String, createdAt: Date, homePage: String? = nil) {
            self.userName = userName
            self.createdAt = createdAt
            self.homePage = homePage
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let suffix = decoder.userInfo[CodingUserInfoKey(rawValue: "suffix")!] as? String ?? ""
            userName = try container.decode(String.self, forKey: .userName) + suffix
            createdAt = try container.decode(Date.self, forKey: .createdAt)
            homePage = try container.decodeIfPresent(String.self, forKey: .homePage)
        }
    }

    static let seconds = Date(timeIntervalSince1970: 1_303_479_228)

    /// A decoder's settings, the document they read, and what it decodes to under them
    /// (nil: it must throw).
    struct DecodingCase: CustomTestStringConvertible, Sendable {
        var name: String
        var configure: @Sendable (StrataJSONDecoder) -> Void
        var json: String
        var expected: Account?
        var testDescription: String { name }

        /// What a new decoder with these settings makes of `json`; nil when it throws.
        func decodedByNewDecoder() -> Account? {
            let decoder = StrataJSONDecoder()
            configure(decoder)
            return try? decoder.decode(Account.self, from: Data(json.utf8))
        }
    }

    static let decodingCases: [DecodingCase] = [
        DecodingCase(
            name: "defaults", configure: { _ in }, json: #"{"userName": "ada", "createdAt": 325000028}"#,
            expected: Account(userName: "ada", createdAt: Date(timeIntervalSinceReferenceDate: 325_000_028))),
        DecodingCase(
            name: "snake case and ISO 8601",
            configure: {
                $0.keyDecodingStrategy = .convertFromSnakeCase
                $0.dateDecodingStrategy = .iso8601
            }, json: #"{"user_name": "ada", "created_at": "2011-04-22T13:33:48Z", "home_page": "/ada"}"#,
            expected: Account(userName: "ada", createdAt: seconds, homePage: "/ada")),
        DecodingCase(
            name: "user info", configure: { $0.userInfo = [CodingUserInfoKey(rawValue: "suffix")!: "!"] },
            json: #"{"userName": "ada", "createdAt": 0}"#, expected: Account(userName: "ada!", createdAt: Date(timeIntervalSinceReferenceDate: 0))),
        DecodingCase(
            name: "seconds since 1970", configure: { $0.dateDecodingStrategy = .secondsSince1970 },
            json: #"{"userName": "ada", "createdAt": 1303479228}"#, expected: Account(userName: "ada", createdAt: seconds)),
        DecodingCase(
            name: "unknown keys rejected", configure: { $0.rejectsUnknownKeys = true },
            json: #"{"userName": "ada", "createdAt": 0, "extra": 1}"#, expected: nil),
        DecodingCase(
            name: "lenient scalars", configure: { $0.scalarDecodingStrategy = .lenient },
            json: #"{"userName": 42, "createdAt": "0"}"#, expected: Account(userName: "42", createdAt: Date(timeIntervalSinceReferenceDate: 0))),
        DecodingCase(
            name: "custom key conversion",
            configure: { $0.keyDecodingStrategy = .custom { path in AnyKey(String(path.last!.stringValue.dropFirst(2))) } },
            json: #"{"x_userName": "ada", "x_createdAt": 0}"#, expected: Account(userName: "ada", createdAt: Date(timeIntervalSinceReferenceDate: 0))),
        DecodingCase(
            name: "defaults again, where the last coder rejected unknown keys",
            configure: { _ in }, json: #"{"userName": "ada", "createdAt": 0, "extra": 1}"#,
            expected: Account(userName: "ada", createdAt: Date(timeIntervalSinceReferenceDate: 0))),
    ]

    /// Every case after every other, each call by a new decoder: the pooled decoder passes
    /// between all of them.
    @Test("new decoders, one per call, each decode under their own settings, whatever decoded before", arguments: decodingCases)
    func decodersInTurn(_ first: DecodingCase) throws {
        for second in Self.decodingCases {
            for test in [first, second, first] {
                #expect(test.decodedByNewDecoder() == test.expected, "\(test.name) after \(first.name)")
            }
        }
    }

    /// An encoder's settings and what they write for one account.
    struct EncodingCase: CustomTestStringConvertible, Sendable {
        var name: String
        var configure: @Sendable (StrataJSONEncoder) -> Void
        var expected: String
        var testDescription: String { name }

        /// A new encoder with these settings.
        func newEncoder() -> StrataJSONEncoder {
            let encoder = StrataJSONEncoder()
            configure(encoder)
            return encoder
        }
    }

    static let account = Account(userName: "ada", createdAt: seconds, homePage: "/ada")

    static let encodingCases: [EncodingCase] = [
        // Every setting its default (keys in the order the model writes them): a pooled
        // encoder that prepared keys in another coder's format must not write those.
        EncodingCase(name: "defaults", configure: { _ in }, expected: #"{"userName":"ada","createdAt":325172028,"homePage":"\/ada"}"#),
        EncodingCase(
            name: "sorted", configure: { $0.outputFormatting = .sortedKeys },
            expected: #"{"createdAt":325172028,"homePage":"\/ada","userName":"ada"}"#),
        EncodingCase(
            name: "snake case, no slashes escaped",
            configure: {
                $0.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                $0.keyEncodingStrategy = .convertToSnakeCase
            }, expected: #"{"created_at":325172028,"home_page":"/ada","user_name":"ada"}"#),
        EncodingCase(
            name: "pretty, ISO 8601",
            configure: {
                $0.outputFormatting = [.sortedKeys, .prettyPrinted]
                $0.dateEncodingStrategy = .iso8601
            }, expected: "{\n  \"createdAt\" : \"2011-04-22T13:33:48Z\",\n  \"homePage\" : \"\\/ada\",\n  \"userName\" : \"ada\"\n}"),
        EncodingCase(
            name: "custom keys",
            configure: {
                $0.outputFormatting = .sortedKeys
                $0.keyEncodingStrategy = .custom { path in AnyKey("k_" + path.last!.stringValue) }
            }, expected: #"{"k_createdAt":325172028,"k_homePage":"\/ada","k_userName":"ada"}"#),
        EncodingCase(
            name: "seconds since 1970, snake case, sorted",
            configure: {
                $0.outputFormatting = .sortedKeys
                $0.keyEncodingStrategy = .convertToSnakeCase
                $0.dateEncodingStrategy = .secondsSince1970
            }, expected: #"{"created_at":1303479228,"home_page":"\/ada","user_name":"ada"}"#),
    ]

    @Test("new encoders, one per call, each write under their own settings, whatever wrote before", arguments: encodingCases)
    func encodersInTurn(_ first: EncodingCase) throws {
        for second in Self.encodingCases {
            for test in [first, second, first] {
                let encoder = test.newEncoder()
                #expect(String(decoding: try encoder.encode(Self.account), as: UTF8.self) == test.expected, "\(test.name) after \(first.name)")
                // Foundation agrees on every case whose keys it sorts (its other orders vary).
                guard encoder.outputFormatting.contains(.sortedKeys) else { continue }
                let foundation = JSONEncoder()
                foundation.outputFormatting = encoder.outputFormatting
                foundation.keyEncodingStrategy = encoder.keyEncodingStrategy
                foundation.dateEncodingStrategy = encoder.dateEncodingStrategy
                #expect(String(decoding: try foundation.encode(Self.account), as: UTF8.self) == test.expected)
            }
        }
    }

    final class Held: @unchecked Sendable {}

    /// A coder that goes must not leave its user info or its strategies' captures in the
    /// pool, where nothing could ever free them.
    @Test("what a coder was configured with is freed when the coder goes, though its decoder or encoder stays pooled")
    func settingsGoWithTheirCoder() throws {
        weak var weakInfo: Held?
        weak var weakCapture: Held?
        do {
            let info = Held()
            let capture = Held()
            weakInfo = info
            weakCapture = capture
            let decoder = StrataJSONDecoder()
            decoder.userInfo = [CodingUserInfoKey(rawValue: "held")!: info]
            decoder.dateDecodingStrategy = .custom { _ in
                _ = capture
                return Date(timeIntervalSince1970: 0)
            }
            let encoder = StrataJSONEncoder()
            encoder.userInfo = [CodingUserInfoKey(rawValue: "held")!: info]
            encoder.dateEncodingStrategy = .custom { _, encoder in
                _ = capture
                var container = encoder.singleValueContainer()
                try container.encode(0)
            }
            for _ in 0..<2 {
                #expect(try decoder.decode(Account.self, from: Data(#"{"userName": "a", "createdAt": 1}"#.utf8)).createdAt.timeIntervalSince1970 == 0)
                #expect(String(decoding: try encoder.encode(["d": Date()]), as: UTF8.self) == #"{"d":0}"#)
            }
        }
        #expect(weakInfo == nil)
        #expect(weakCapture == nil)
        // The pooled state still serves the next coders.
        #expect(try StrataJSONDecoder().decode([Int].self, from: Data("[1, 2]".utf8)) == [1, 2])
        #expect(try StrataJSONEncoder().encode([1, 2]) == Data("[1,2]".utf8))
    }

    /// Two coders set up the same way have the same settings, but a snapshot of one must
    /// never pass for the other's current settings: a pooled decoder holds the last one.
    @Test("configurations never share a version, so a snapshot is current for its own configuration only", arguments: [false, true])
    func versionsAreUniqueInTheProcess(fallback: Bool) throws {
        guard let first = KeptDecoderState.make(DecodingOptions(), fallback: fallback),
            let second = KeptDecoderState.make(DecodingOptions(), fallback: fallback)
        else { return }
        let firstSnapshot = first.read { $0 }
        let secondSnapshot = second.read { $0 }
        #expect(first.isCurrent(firstSnapshot) && second.isCurrent(secondSnapshot))
        #expect(!first.isCurrent(secondSnapshot) && !second.isCurrent(firstSnapshot))
        second.update { $0.rejectsUnknownKeys = true }
        #expect(!second.isCurrent(secondSnapshot) && first.isCurrent(firstSnapshot))
        #expect(!first.isCurrent(second.read { $0 }))
    }

    /// New coders on many tasks at once, each with settings of its own: more tasks than the
    /// pool has slots, so some calls take pooled state and some make their own.
    @Test("new coders on many tasks at once each decode and encode under their own settings")
    func concurrentNewCoders() async throws {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var right = true
                    for round in 0..<100 {
                        let test = Self.decodingCases[(task + round) % Self.decodingCases.count]
                        right = right && test.decodedByNewDecoder() == test.expected
                        let writing = Self.encodingCases[(task + round) % Self.encodingCases.count]
                        let written = String(decoding: try writing.newEncoder().encode(Self.account), as: UTF8.self)
                        right = right && written == writing.expected
                    }
                    return right
                }
            }
            for try await right in group { #expect(right) }
        }
    }
}
