import Foundation
import Testing

@testable import Strata

/// A `StrataJSONEncoder` prepares each object key once (quoted, escaped, converted) and
/// copies it on every later write, in this call and the encoder's next ones
/// (`PreparedKeyTable`). Whatever it keeps, every key must come out as Foundation writes
/// the key's `stringValue` at that moment: under each formatting and strategy, with
/// options changed between calls, for key types that share strings, make new strings, or
/// change them, and past the table's limits.
@Suite("Prepared keys")
struct PreparedKeysTests {
    struct Account: Codable, Equatable {
        var id: Int
        var login: String
        var avatarURL: String
        var siteAdmin: Bool
    }

    /// Shares `id` and `login` with `Account`, under other key types.
    struct Repository: Codable, Equatable {
        var id: Int
        var fullName: String
        var owner: Account
        var isPrivate: Bool

        enum CodingKeys: String, CodingKey {
            case id
            case fullName = "full_name"
            case owner
            case isPrivate = "private"
        }
    }

    /// Keys that need escaping, are not ASCII, or would be read as paths.
    struct Unusual: Codable, Equatable {
        var slash = 1
        var quote = 2
        var accent = 3
        var control = 4
        var dotted = 5
        var backslash = 6
        var camelCase = 7

        enum CodingKeys: String, CodingKey {
            case slash = "a/b"
            case quote = "say \"hi\""
            case accent = "café"
            case control = "line\nbreak\u{1}"
            case dotted = "meta.count"
            case backslash = "back\\slash"
            case camelCase = "camelCaseKey"
        }
    }

    struct Page: Codable, Equatable {
        var accounts: [Account]
        var repositories: [Repository]
        var unusual: Unusual
        var byName: [String: Account]
    }

    static let page = Page(
        accounts: (0..<3).map { Account(id: $0, login: "user\($0)", avatarURL: "https://example.com/a/\($0).png", siteAdmin: $0 == 1) },
        repositories: [
            Repository(
                id: 7, fullName: "octo/cat", owner: Account(id: 1, login: "octo", avatarURL: "https://x.test/o", siteAdmin: false), isPrivate: true)
        ],
        unusual: Unusual(),
        byName: ["first": Account(id: 9, login: "nine", avatarURL: "/9", siteAdmin: false)])

    static let strategies: [(name: String, strategy: JSONEncoder.KeyEncodingStrategy)] = [
        ("default keys", .useDefaultKeys), ("snake case", .convertToSnakeCase),
        ("custom", .custom { path in StringCodingKey("k_" + (path.last?.stringValue ?? "")) }),
    ]

    /// Every formatting under every strategy; dotted keys literal, as in Foundation (the
    /// paths are tested below).
    static let setups: [EncodingSetup] = EncodingSetup.formattings.flatMap { formatting in
        strategies.map { strategy in
            var setup = formatting
            setup.name += ", " + strategy.name
            setup.keys = strategy.strategy
            setup.strataDottedKeys = .literal
            return setup
        }
    }

    @Test("one encoder writes Foundation's bytes call after call", arguments: setups)
    func callAfterCall(setup: EncodingSetup) {
        let strata = setup.strata()
        for _ in 0..<3 {
            let expected = Differential.encode(Self.page, setup: setup).foundation
            let actual = Outcome { try strata.encode(Self.page) }
            Differential.compareEncodings(Page.self, expected, actual, setup: setup, sourceLocation: #_sourceLocation)
        }
    }

    @Test("one encoder whose options change between calls writes under the options of each call")
    func optionsChangeBetweenCalls() {
        let strata = StrataJSONEncoder()
        for round in 0..<2 {
            for setup in Self.setups {
                strata.outputFormatting = setup.formatting
                strata.keyEncodingStrategy = setup.keys
                strata.dottedKeyStrategy = round == 0 ? .literal : .keyPath
                guard round == 0 else {
                    // Dotted keys are paths now; the rest is Foundation's.
                    let written = Outcome { try strata.encode(Self.page.accounts) }
                    Differential.compareEncodings(
                        [Account].self, Differential.encode(Self.page.accounts, setup: setup).foundation, written, setup: setup,
                        sourceLocation: #_sourceLocation)
                    continue
                }
                let expected = Differential.encode(Self.page, setup: setup).foundation
                let actual = Outcome { try strata.encode(Self.page) }
                Differential.compareEncodings(Page.self, expected, actual, setup: setup, sourceLocation: #_sourceLocation)
            }
        }
    }

    /// A key made from data: a new `String` on every call of `stringValue`.
    struct DynamicKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Thousands of distinct keys, some long, more than the table keeps.
    struct ManyKeys: Encodable {
        var count: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicKey.self)
            for index in 0..<count {
                let long = index.isMultiple(of: 100) ? String(repeating: "x", count: 150) : ""
                try container.encode(index, forKey: DynamicKey(stringValue: "key number \(index) \(long)"))
            }
        }
    }

    static let limitSetups = [
        EncodingSetup.sorted,
        EncodingSetup("snake") {
            $0.formatting = .sortedKeys
            $0.keys = .convertToSnakeCase
        },
    ]

    @Test("keys past the table's limits (count and length) are written afresh", arguments: limitSetups)
    func pastTheLimits(setup: EncodingSetup) {
        let strata = setup.strata()
        for count in [PreparedKeyTable.maximumCount + 500, 10] {
            let value = ManyKeys(count: count)
            Differential.compareEncodings(
                ManyKeys.self, Differential.encode(value, setup: setup).foundation, Outcome { try strata.encode(value) }, setup: setup,
                sourceLocation: #_sourceLocation)
        }
    }

    /// A model's dotted coding key (a path) beside a dynamic key with the same string
    /// (literal).
    struct Paths: Encodable {
        struct Nested: Encodable {
            enum CodingKeys: String, CodingKey {
                case count = "meta.count"
                case name = "meta.name"
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(5, forKey: .count)
                try container.encode("x", forKey: .name)
            }
        }

        struct Literal: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: DynamicKey.self)
                try container.encode(6, forKey: DynamicKey(stringValue: "meta.count"))
            }
        }

        var nested = Nested()
        var literal = Literal()
    }

    @Test("dotted keys are paths on every call, and literal in dynamic keys")
    func pathsOnEveryCall() throws {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for _ in 0..<3 {
            #expect(
                String(decoding: try encoder.encode(Paths()), as: UTF8.self)
                    == #"{"literal":{"meta.count":6},"nested":{"meta":{"count":5,"name":"x"}}}"#)
        }
    }

    @Test("keys prepared while dotted keys were literal are never written once they are paths, by that encoder or a later one")
    func literalKeysDoNotCarryIntoPaths() throws {
        let literalText = #"{"literal":{"meta.count":6},"nested":{"meta.count":5,"meta.name":"x"}}"#
        let pathText = #"{"literal":{"meta.count":6},"nested":{"meta":{"count":5,"name":"x"}}}"#
        do {
            let encoder = StrataJSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.dottedKeyStrategy = .literal
            #expect(String(decoding: try encoder.encode(Paths()), as: UTF8.self) == literalText)
            encoder.dottedKeyStrategy = .keyPath
            #expect(String(decoding: try encoder.encode(Paths()), as: UTF8.self) == pathText)
            encoder.dottedKeyStrategy = .literal
            #expect(String(decoding: try encoder.encode(Paths()), as: UTF8.self) == literalText)
        }
        // The literal encoder is gone: what it kept went to the process's pool.
        for _ in 0..<3 {
            let encoder = StrataJSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(String(decoding: try encoder.encode(Paths()), as: UTF8.self) == pathText)
        }
    }

    /// What `RenamedKey`'s cases are written as, changed between encodes.
    static let names = Locked(["id": "id", "name": "name"])

    /// A key type whose strings are not fixed: each call of `stringValue` reads `names`.
    enum RenamedKey: CodingKey {
        case id, name

        var stringValue: String {
            let name = self == .id ? "id" : "name"
            return PreparedKeysTests.names.withLock { $0[name] ?? name }
        }

        init?(stringValue: String) { nil }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    struct Renamed: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: RenamedKey.self)
            try container.encode(1, forKey: .id)
            try container.encode("a", forKey: .name)
        }
    }

    @Test("a key whose string changes is written with its new string")
    func changingStrings() throws {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(Renamed()), as: UTF8.self) == #"{"id":1,"name":"a"}"#)
        // A short string (held in the `String` itself) and a long one (in storage).
        Self.names.withLock { $0 = ["id": "identifier", "name": "a name longer than fifteen bytes"] }
        defer { Self.names.withLock { $0 = ["id": "id", "name": "name"] } }
        #expect(
            String(decoding: try encoder.encode(Renamed()), as: UTF8.self) == #"{"a name longer than fifteen bytes":"a","identifier":1}"#)
    }

    struct OtherKeys: Encodable {
        enum First: String, CodingKey { case id }
        enum Second: String, CodingKey { case id }

        /// Two key types, one string, one object: the second value wins, as in Foundation.
        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: First.self)
            try first.encode(1, forKey: .id)
            var second = encoder.container(keyedBy: Second.self)
            try second.encode(2, forKey: .id)
        }
    }

    @Test("a prepared key written twice into one object is found, as a key written afresh is")
    func repeatedPreparedKey() throws {
        let encoder = StrataJSONEncoder()
        for _ in 0..<2 {
            #expect(String(decoding: try encoder.encode(OtherKeys()), as: UTF8.self) == #"{"id":2}"#)
            #expect(try encoder.encode(OtherKeys()) == (try JSONEncoder().encode(OtherKeys())))
        }
    }

    /// Keeps the encoder its `encode(to:)` was given, and writes with it after the encode.
    final class KeptEncoder: @unchecked Sendable {
        var encoder: (any Encoder)?
    }

    struct Keeping: Encodable {
        let kept: KeptEncoder
        func encode(to encoder: any Encoder) throws {
            kept.encoder = encoder
            var container = encoder.container(keyedBy: Repository.CodingKeys.self)
            try container.encode(1, forKey: .id)
        }
    }

    @Test("an encoder kept past its call writes nothing into the next call's keys")
    func keptEncoder() throws {
        let strata = StrataJSONEncoder()
        strata.outputFormatting = .sortedKeys
        strata.dottedKeyStrategy = .literal
        let kept = KeptEncoder()
        #expect(String(decoding: try strata.encode(Keeping(kept: kept)), as: UTF8.self) == #"{"id":1}"#)
        // The kept encoder writes keys the next call has not met; they must not become
        // the next call's.
        if let late = kept.encoder {
            var container = late.container(keyedBy: Repository.CodingKeys.self)
            try container.encode("late", forKey: .fullName)
            try container.encode(true, forKey: .isPrivate)
        }
        let expected = try #require(Differential.encode(Self.page, setup: .sorted).foundation.value)
        #expect(try strata.encode(Self.page) == expected)
    }
}

/// One encoder shared by many tasks, each writing its own key types: every call takes the
/// prepared keys its encoder's last call left, or starts its own while another call
/// holds them. `.ci/run` runs this suite under ThreadSanitizer.
@Suite("Prepared keys from many tasks")
struct PreparedKeysConcurrencyTests {
    @Test("a shared encoder writes every task's keys as Foundation does")
    func sharedEncoder() async throws {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dottedKeyStrategy = .literal
        let expectedPage = try #require(Differential.encode(PreparedKeysTests.page, setup: .sorted).foundation.value)
        let many = PreparedKeysTests.ManyKeys(count: 300)
        let expectedMany = try JSONEncoder.sorted.encode(many)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<30 {
                        if (task + round).isMultiple(of: 3) {
                            let encoded = try encoder.encode(many)
                            #expect(encoded == expectedMany)
                        } else {
                            let encoded = try encoder.encode(PreparedKeysTests.page)
                            #expect(encoded == expectedPage)
                        }
                        let account = PreparedKeysTests.Account(id: task, login: "t\(round)", avatarURL: "/", siteAdmin: false)
                        let encoded = try encoder.encode(account)
                        #expect(encoded == (try JSONEncoder.sorted.encode(account)))
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}

extension JSONEncoder {
    fileprivate static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
