import Foundation
import Testing

@testable import Strata

/// A `StrataJSONDecoder` passes its decoding state from one call to the next
/// (``KeptDecoderState``). Nothing of one call may show in the next: not its lookup hints,
/// coding path, report or model, and a decoder that a value kept keeps its own state.
@Suite("Decoding state kept between a decoder's calls")
struct KeptDecoderStateTests {
    struct Inner: Decodable, Equatable {
        var x: Int
        var y: Int?
    }

    struct Outer: Decodable, Equatable {
        var a: Inner
    }

    /// Pairs of documents whose objects at depth 1 differ in shape: a lookup hint left at
    /// the first one's keys would land inside the second one's object, on a node that is
    /// not a key, if the next call started from it.
    static let documentPairs: [(String, String, Inner)] = [
        (#"{"a": {"y": 2, "z": 3, "w": 4, "x": 1}}"#, #"{"a": {"p": [1, 2, 3], "x": 9}}"#, Inner(x: 9, y: nil)),
        (#"{"a": {"y": 2, "z": 3, "w": 4, "x": 1}}"#, #"{"a": {"p": [1, 2, 3, 4, 5], "x": 9}}"#, Inner(x: 9, y: nil)),
        (#"{"a": {"x": 1, "y": 2}}"#, #"{"a": {"q": {"x": 5, "y": 6}, "y": 7, "x": 8}}"#, Inner(x: 8, y: 7)),
        (#"{"a": {"w": "....", "v": "....", "y": 0, "x": 1}}"#, #"{"a": {"v": ["x"], "x": 3}}"#, Inner(x: 3, y: nil)),
    ]

    @Test("a document read after another finds its keys wherever the first one's were", arguments: documentPairs)
    func lookupHintsStartOver(first: String, second: String, expected: Inner) throws {
        let decoder = StrataJSONDecoder()
        for _ in 0..<3 {
            _ = try decoder.decode(Outer.self, from: Data(first.utf8))
            #expect(try decoder.decode(Outer.self, from: Data(second.utf8)) == Outer(a: expected))
        }
    }

    @Test("an error's coding path is its own call's, after a call that failed deeper")
    func pathsStartOver() throws {
        let decoder = StrataJSONDecoder()
        struct Deep: Decodable {
            var one: [Outer]
        }
        let deepFailure = Data(#"{"one": [{"a": {"x": 1}}, {"a": {"x": "two"}}]}"#.utf8)
        let shallowFailure = Data(#"{"a": {"y": 1}}"#.utf8)
        for _ in 0..<2 {
            #expect(Self.codingPath(of: { _ = try decoder.decode(Deep.self, from: deepFailure) }) == ["one", "Index 1", "a", "x"])
            #expect(Self.codingPath(of: { _ = try decoder.decode(Outer.self, from: shallowFailure) }) == ["a"])
            #expect(try decoder.decode(Outer.self, from: Data(#"{"a": {"x": 4}}"#.utf8)) == Outer(a: Inner(x: 4)))
        }
    }

    @Test("a decode with a report, then one without, then with again: each report has its own call's problems")
    func reportsStartOver() throws {
        let decoder = StrataJSONDecoder()
        struct Lenient: Decodable, Equatable {
            var a: Inner?
            var b: Int?
        }
        var first = DecodingReport()
        _ = try? decoder.decode(Outer.self, from: Data(#"{"a": {"x": "no"}}"#.utf8), report: &first)
        #expect(first.problems.map(\.path) == ["a.x"])
        #expect(try decoder.decode(Lenient.self, from: Data(#"{"b": 2}"#.utf8)) == Lenient(a: nil, b: 2))
        var second = DecodingReport()
        _ = try? decoder.decode(Outer.self, from: Data(#"{"b": 1}"#.utf8), report: &second)
        #expect(second.problems.map(\.path) == ["a"])
    }

    /// Keeps the `Decoder` it was given, and reads from it later.
    final class DecoderKeeper: Decodable, @unchecked Sendable {
        let decoder: any Decoder
        init(from decoder: any Decoder) throws {
            self.decoder = decoder
        }
        func value() throws -> Inner {
            try Inner(from: decoder)
        }
    }

    /// Reads, in the middle of its own decode, from the decoder an earlier call kept.
    struct ReadsKeptDecoder: Decodable, Equatable {
        nonisolated(unsafe) static var kept: DecoderKeeper?
        var before: Int
        var kept: Inner
        var after: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            before = try container.decode(Int.self, forKey: AnyKey("before"))
            kept = try Self.kept?.value() ?? Inner(x: -1)
            after = try container.decode(Int.self, forKey: AnyKey("after"))
        }
        init(before: Int, kept: Inner, after: Int) {
            self.before = before
            self.kept = kept
            self.after = after
        }
    }

    @Test("a decoder a value kept keeps reading its own document, between and during later calls")
    func keptDecoderKeepsItsState() throws {
        let decoder = StrataJSONDecoder()
        let keeper = try decoder.decode(DecoderKeeper.self, from: Data(#"{"y": 20, "x": 10}"#.utf8))
        ReadsKeptDecoder.kept = keeper
        defer { ReadsKeptDecoder.kept = nil }
        for round in 0..<4 {
            let other = Data(#"{"a": {"x": \#(round), "q": [1, 2, 3], "y": 5}}"#.utf8)
            #expect(try decoder.decode(Outer.self, from: other) == Outer(a: Inner(x: round, y: 5)))
            #expect(try keeper.value() == Inner(x: 10, y: 20))
            let during = Data(#"{"q": [[1], {"x": 0}], "after": \#(round + 1), "before": \#(round)}"#.utf8)
            #expect(
                try decoder.decode(ReadsKeptDecoder.self, from: during)
                    == ReadsKeptDecoder(before: round, kept: Inner(x: 10, y: 20), after: round + 1))
        }
    }

    /// From the second call on, a coder's kept decoder reads the document into storage of
    /// its own (see `JSONIndexDecoder.readKeptDocument`), which borrows the caller's bytes:
    /// whatever outlives the call must then read a copy.
    @Test("a decoder or container a value kept from a later call reads its own document after the caller's bytes change")
    func keptPastTheCallersBytes() throws {
        let decoder = StrataJSONDecoder()
        #expect(try decoder.decode(Outer.self, from: Data(#"{"a": {"x": 0, "y": 0}}"#.utf8)) == Outer(a: Inner(x: 0, y: 0)))
        for round in 1...3 {
            var keeperText = Array(#"{"y": 20, "x": 10}"#.utf8)
            let keeper = try decoder.decode(DecoderKeeper.self, from: keeperText)
            var deferredText = Array(#"[{"name": "a", "rank": 1}, {"name": "b", "rank": 2}]"#.utf8)
            let deferred = try decoder.decode([ContainerMemoTests.Deferred].self, from: deferredText)
            // The caller's buffers are written over in place, as a reused buffer would be.
            for index in keeperText.indices { keeperText[index] = UInt8(ascii: "9") }
            for index in deferredText.indices { deferredText[index] = UInt8(ascii: "9") }
            #expect(try decoder.decode(Outer.self, from: Data(#"{"a": {"x": \#(round), "y": 5}}"#.utf8)) == Outer(a: Inner(x: round, y: 5)))
            #expect(try keeper.value() == Inner(x: 10, y: 20))
            #expect(try deferred.map { try $0.name() } == ["a", "b"])
            #expect(try deferred.map { try $0.rank() } == [1, 2])
            #expect(keeperText.allSatisfy { $0 == UInt8(ascii: "9") } && deferredText.allSatisfy { $0 == UInt8(ascii: "9") })
        }
    }

    /// A class cluster whose chooser keeps the node it is given: the node holds the
    /// document's storage, not the decoder.
    class StashingMessage: Codable, JSONClassCluster, @unchecked Sendable {
        var id = 0
        class var jsonKeyPathsByPropertyKey: [String: JSONKeyPath] { [:] }
        nonisolated(unsafe) static var stashed: JSONDocument.Node?
        static func variant(forParsing object: JSONDocument.Node) -> JSONVariant<StashingMessage>? {
            // Only the decoded object's node: a chooser may also be asked about others.
            if object["body"] != nil { stashed = object }
            return JSONVariant(StashedText.self)
        }
    }

    final class StashedText: StashingMessage, @unchecked Sendable {
        var body = ""
    }

    @Test("a node a cluster's chooser kept from a later call reads its own document after the caller's bytes change")
    func nodeKeptPastTheCallersBytes() throws {
        let decoder = StrataJSONDecoder()
        defer { StashingMessage.stashed = nil }
        for round in 0..<3 {
            var text = Array(#"{"id": \#(round), "body": "hello"}"#.utf8)
            let message = try decoder.decode(StashingMessage.self, from: text)
            #expect((message as? StashedText)?.body == "hello")
            for index in text.indices { text[index] = UInt8(ascii: "9") }
            #expect(try decoder.decode(Outer.self, from: Data(#"{"a": {"x": 1, "y": 2}}"#.utf8)) == Outer(a: Inner(x: 1, y: 2)))
            let node = try #require(StashingMessage.stashed)
            #expect(node["body"]?.string == "hello")
            #expect(node["id"]?.int == round)
            #expect(text.allSatisfy { $0 == UInt8(ascii: "9") })
        }
    }

    /// Reads its user info's "suffix" into its name, and a date.
    struct Settled: Decodable, Equatable {
        var userName: String
        var createdAt: Date

        enum CodingKeys: String, CodingKey {
            case userName, createdAt
        }

        init(userName: String, createdAt: Date) {
            self.userName = userName
            self.createdAt = createdAt
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let suffix = decoder.userInfo[CodingUserInfoKey(rawValue: "suffix")!] as? String ?? ""
            userName = try container.decode(String.self, forKey: .userName) + suffix
            createdAt = try container.decode(Date.self, forKey: .createdAt)
        }
    }

    /// A kept decoder keeps its coder's options while they stay the same snapshot: each
    /// change here makes a new one, which the next call must take up.
    @Test("a setting changed between calls applies to the next call, as on a new decoder")
    func settingsChangedBetweenCalls() throws {
        let snake = Data(#"{"user_name": "ada", "created_at": "2011-04-22T13:33:48Z"}"#.utf8)
        let camel = Data(#"{"userName": "ada", "createdAt": 1303479228}"#.utf8)
        let suffix = CodingUserInfoKey(rawValue: "suffix")!
        let decoder = StrataJSONDecoder()
        let changes: [(Data, (StrataJSONDecoder) -> Void)] = [
            (camel, { $0.dateDecodingStrategy = .secondsSince1970 }),
            (
                snake,
                {
                    $0.keyDecodingStrategy = .convertFromSnakeCase
                    $0.dateDecodingStrategy = .iso8601
                }
            ),
            (snake, { $0.userInfo = [suffix: "!"] }),
            (
                camel,
                {
                    $0.keyDecodingStrategy = .useDefaultKeys
                    $0.dateDecodingStrategy = .secondsSince1970
                }
            ),
            (camel, { $0.userInfo = [:] }),
        ]
        for (data, change) in changes {
            change(decoder)
            let fresh = StrataJSONDecoder()
            fresh.keyDecodingStrategy = decoder.keyDecodingStrategy
            fresh.dateDecodingStrategy = decoder.dateDecodingStrategy
            fresh.userInfo = decoder.userInfo
            let expected = try fresh.decode(Settled.self, from: data)
            #expect(try decoder.decode(Settled.self, from: data) == expected)
            #expect(try decoder.decode(Settled.self, from: data) == expected)
        }
        #expect(try decoder.decode(Settled.self, from: camel) == Settled(userName: "ada", createdAt: Date(timeIntervalSince1970: 1_303_479_228)))
    }

    /// A call takes the options its kept decoder holds while no setting has changed since
    /// (see `VersionedConfiguration`); any other snapshot is read under the lock.
    @Test("a setting changed and changed back, or changed and restored to an equal value, applies to the next call")
    func settingsChangedAndRestored() throws {
        let camel = Data(#"{"userName": "ada", "createdAt": 1303479228}"#.utf8)
        let seconds = Settled(userName: "ada", createdAt: Date(timeIntervalSince1970: 1_303_479_228))
        let milliseconds = Settled(userName: "ada", createdAt: Date(timeIntervalSince1970: 1_303_479.228))
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        #expect(try decoder.decode(Settled.self, from: camel) == seconds)
        for _ in 0..<3 {
            decoder.dateDecodingStrategy = .millisecondsSince1970
            #expect(try decoder.decode(Settled.self, from: camel) == milliseconds)
            #expect(try decoder.decode(Settled.self, from: Array(camel)) == milliseconds)
            decoder.dateDecodingStrategy = .secondsSince1970
            #expect(try decoder.decode(Settled.self, from: String(decoding: camel, as: UTF8.self)) == seconds)
            decoder.dateDecodingStrategy = .secondsSince1970
            #expect(try decoder.decode(Settled.self, from: camel) == seconds)
        }
    }

    /// A call from a `JSONValue` runs with options of its own (no text positions), which
    /// its decoder keeps: the next call from text must not take them for the coder's.
    @Test("a call from text after one from a JSONValue cites line and column again")
    func optionsOfACallFromAValueStayItsOwn() throws {
        let decoder = StrataJSONDecoder()
        let text = Data(#"{"userName": 7, "createdAt": 0}"#.utf8)
        for _ in 0..<3 {
            let value = try JSONValue(parsing: text)
            let fromValue = try #require(throws: DecodingError.self) { try decoder.decode(Settled.self, from: value) }
            #expect(!LongValueMessageTests.message(of: fromValue).contains("(line "))
            for _ in 0..<2 {
                let fromText = try #require(throws: DecodingError.self) { try decoder.decode(Settled.self, from: text) }
                #expect(LongValueMessageTests.message(of: fromText).contains("(line 1, column 14)"))
            }
        }
    }

    /// A document that cannot be read leaves the decoder the call took for the next call.
    @Test("calls after a document that is not JSON decode as before, with the settings of the time")
    func callsAfterInvalidText() throws {
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let camel = Data(#"{"userName": "ada", "createdAt": 1303479228}"#.utf8)
        for round in 0..<3 {
            #expect(throws: DecodingError.self) { try decoder.decode(Settled.self, from: Data(#"{"userName": "#.utf8)) }
            if round == 1 { decoder.userInfo = [CodingUserInfoKey(rawValue: "suffix")!: "?"] }
            let expected = Settled(userName: round >= 1 ? "ada?" : "ada", createdAt: Date(timeIntervalSince1970: 1_303_479_228))
            #expect(try decoder.decode(Settled.self, from: camel) == expected)
        }
    }

    /// Calls on many tasks while another task changes a setting: each call decodes under
    /// one setting or the other, never a mixture or a stale one after the change is done.
    @Test("a setting changed while calls run on other tasks: each call sees one whole snapshot")
    func settingChangedDuringConcurrentCalls() async throws {
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let camel = Data(#"{"userName": "ada", "createdAt": 1303479228}"#.utf8)
        let seconds = Date(timeIntervalSince1970: 1_303_479_228)
        let milliseconds = Date(timeIntervalSince1970: 1_303_479.228)
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var whole = true
                    for _ in 0..<200 {
                        let date = try decoder.decode(Settled.self, from: camel).createdAt
                        whole = whole && (date == seconds || date == milliseconds)
                    }
                    return whole
                }
            }
            group.addTask {
                for round in 0..<200 {
                    decoder.dateDecodingStrategy = round.isMultiple(of: 2) ? .millisecondsSince1970 : .secondsSince1970
                }
                decoder.dateDecodingStrategy = .millisecondsSince1970
                return true
            }
            for try await whole in group { #expect(whole) }
        }
        #expect(try decoder.decode(Settled.self, from: camel).createdAt == milliseconds)
    }

    @Test("calls that nest another call of the same decoder each get whole state", arguments: [1, 8])
    func nestedAndConcurrentCalls(tasks: Int) async throws {
        let decoder = StrataJSONDecoder()
        // A value that decodes a document of its own with the same decoder, in the middle
        // of the outer call.
        struct Nesting: Decodable, Equatable, Sendable {
            var inner: Outer
            var rank: Int
            static let shared = StrataJSONDecoder()
            init(inner: Outer, rank: Int) {
                self.inner = inner
                self.rank = rank
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                let text = try container.decode(String.self, forKey: AnyKey("text"))
                inner = try Nesting.shared.decode(Outer.self, from: Data(text.utf8))
                rank = try container.decode(Int.self, forKey: AnyKey("rank"))
            }
        }
        let json = Data(#"[{"text": "{\"a\": {\"x\": 1, \"y\": 2}}", "rank": 3}, {"rank": 4, "text": "{\"a\": {\"y\": 5, \"x\": 6}}"}]"#.utf8)
        let expected = [Nesting(inner: Outer(a: Inner(x: 1, y: 2)), rank: 3), Nesting(inner: Outer(a: Inner(x: 6, y: 5)), rank: 4)]
        try await ContainerMemoTests.everyTaskAgrees(tasks: tasks) {
            try decoder.decode([Nesting].self, from: json) == expected
                && Nesting.shared.decode([Nesting].self, from: json) == expected
        }
    }

    static func codingPath(of body: () throws -> Void) -> [String]? {
        do {
            try body()
            return nil
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.keyNotFound(_, context),
            let DecodingError.valueNotFound(_, context), let DecodingError.dataCorrupted(context)
        {
            return context.codingPath.map(\.stringValue)
        } catch {
            return nil
        }
    }
}

/// A `StrataJSONEncoder` passes its state and output buffer from one call to the next
/// (``KeptEncoderState``). Every call writes what a new encoder writes, whatever the calls
/// before it wrote, threw or kept.
@Suite("Encoding state kept between an encoder's calls")
struct KeptEncoderStateTests {
    struct Item: Codable, Equatable {
        var name: String
        var tags: [String]
    }

    static func items(_ count: Int, salt: Int) -> [Item] {
        (0..<count).map { Item(name: "item \($0) of call \(salt)", tags: Array(repeating: "t/\(salt)", count: $0 % 3)) }
    }

    /// Sizes in turn across the limits that matter: a `Data` copied (up to 1 KiB) or
    /// handed the buffer, and a buffer kept (up to 64 KiB) or not.
    static let counts = [1, 40, 0, 3, 2000, 5, 30, 800, 1, 12_000, 2]

    @Test(
        "outputs that grow and shrink, through one encoder, are the bytes a new encoder writes",
        arguments: [
            JSONEncoder.OutputFormatting(), .sortedKeys, [.prettyPrinted, .withoutEscapingSlashes],
        ])
    func sizesInTurn(formatting: JSONEncoder.OutputFormatting) throws {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = formatting
        for (salt, count) in Self.counts.enumerated() {
            let items = Self.items(count, salt: salt)
            let fresh = StrataJSONEncoder()
            fresh.outputFormatting = formatting
            let expected: Data = try fresh.encode(items)
            #expect(try encoder.encode(items) == expected, "\(count) items")
            let bytes = try encoder.bytes(items)
            #expect(bytes == Array(expected), "\(count) items as bytes")
        }
    }

    /// Keys whose written form each setting changes: snake case, spacing, slashes.
    struct Styled: Encodable {
        var displayName = "A"
        var path = "/b/"
        enum CodingKeys: String, CodingKey {
            case displayName
            case path = "a/b"
        }
    }

    @Test("keys written under settings changed between calls are written as a new encoder with those settings writes them")
    func settingsInTurn() throws {
        let encoder = StrataJSONEncoder()
        let settings: [(JSONEncoder.OutputFormatting, JSONEncoder.KeyEncodingStrategy)] = [
            ([], .useDefaultKeys), (.prettyPrinted, .useDefaultKeys), ([], .convertToSnakeCase), (.withoutEscapingSlashes, .useDefaultKeys),
            (.prettyPrinted, .convertToSnakeCase), ([], .useDefaultKeys),
        ]
        // Sorted, so that Foundation's order is fixed too.
        for (formatting, strategy) in settings.map({ ($0.union(.sortedKeys), $1) }) {
            encoder.outputFormatting = formatting
            encoder.keyEncodingStrategy = strategy
            let fresh = StrataJSONEncoder()
            fresh.outputFormatting = formatting
            fresh.keyEncodingStrategy = strategy
            let foundation = JSONEncoder()
            foundation.outputFormatting = formatting
            foundation.keyEncodingStrategy = strategy
            for _ in 0..<2 {
                let output = try encoder.encode([Styled()])
                #expect(output == (try fresh.encode([Styled()])))
                #expect(output == (try foundation.encode([Styled()])))
            }
        }
    }

    /// Throws from inside its object, after writing part of it.
    struct Failing: Encodable {
        var depth: Int
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode("partial", forKey: AnyKey("written"))
            if depth > 0 {
                try container.encode(Failing(depth: depth - 1), forKey: AnyKey("nested"))
            } else {
                try container.encode(Double.nan, forKey: AnyKey("number"))
            }
        }
    }

    @Test("a call after one that threw deep inside its value writes only its own value")
    func afterAThrow() throws {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for depth in [0, 3, 1] {
            #expect(throws: EncodingError.self) { _ = try encoder.encode([Failing(depth: depth)]) }
            #expect(String(decoding: try encoder.encode(["k": [1, 2]]), as: UTF8.self) == #"{"k":[1,2]}"#)
        }
    }

    /// Keeps the encoder it was given.
    final class EncoderKeeper: Encodable, @unchecked Sendable {
        var encoder: (any Encoder)?
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode(1, forKey: AnyKey("kept"))
            self.encoder = encoder
        }
    }

    /// Writes into the encoder an earlier call kept, in the middle of its own encode.
    struct WritesIntoKeptEncoder: Encodable {
        let keeper: EncoderKeeper
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode("first", forKey: AnyKey("a"))
            if let kept = keeper.encoder {
                var intruder = kept.container(keyedBy: AnyKey.self)
                try intruder.encode("intruder", forKey: AnyKey("x"))
            }
            try container.encode("second", forKey: AnyKey("b"))
        }
    }

    @Test("an encoder a value kept is not the next call's: writing into it leaves the next call's output alone")
    func keptEncoderIsNotShared() throws {
        let encoder = StrataJSONEncoder()
        let keeper = EncoderKeeper()
        #expect(String(decoding: try encoder.encode(keeper), as: UTF8.self) == #"{"kept":1}"#)
        for _ in 0..<3 {
            let output = String(decoding: try encoder.encode(WritesIntoKeptEncoder(keeper: keeper)), as: UTF8.self)
            #expect(output == #"{"a":"first","b":"second"}"#)
        }
    }

    /// A call takes the options its kept encoder holds while no setting has changed since
    /// (see `VersionedConfiguration`).
    @Test("a setting changed, changed back, or set again to the same value applies to the next call")
    func settingsChangedAndRestored() throws {
        let encoder = StrataJSONEncoder()
        let value = ["b": 1, "a": 2]
        for _ in 0..<3 {
            encoder.outputFormatting = [.sortedKeys]
            #expect(String(decoding: try encoder.encode(value) as Data, as: UTF8.self) == #"{"a":2,"b":1}"#)
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            #expect(String(decoding: try encoder.encode(value) as Data, as: UTF8.self) == "{\n  \"a\" : 2,\n  \"b\" : 1\n}")
            #expect(String(decoding: Data(try encoder.bytes(value)), as: UTF8.self) == "{\n  \"a\" : 2,\n  \"b\" : 1\n}")
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            #expect(String(decoding: try encoder.encode(value) as Data, as: UTF8.self) == "{\n  \"a\" : 2,\n  \"b\" : 1\n}")
        }
    }

    /// Calls on many tasks while another task changes a setting: each output is written
    /// under one setting or the other, and the last setting holds after the changes.
    @Test("a setting changed while calls run on other tasks: each output is one whole snapshot's")
    func settingChangedDuringConcurrentCalls() async throws {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let value = ["b": 1, "a": 2]
        let compact = #"{"a":2,"b":1}"#
        let pretty = "{\n  \"a\" : 2,\n  \"b\" : 1\n}"
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var whole = true
                    for _ in 0..<200 {
                        let text = String(decoding: try encoder.encode(value) as Data, as: UTF8.self)
                        whole = whole && (text == compact || text == pretty)
                    }
                    return whole
                }
            }
            group.addTask {
                for round in 0..<200 {
                    encoder.outputFormatting = round.isMultiple(of: 2) ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
                }
                encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
                return true
            }
            for try await whole in group { #expect(whole) }
        }
        #expect(String(decoding: try encoder.encode(value) as Data, as: UTF8.self) == pretty)
    }

    @Test("calls from many tasks at once, of every size, each write their own value", arguments: [1, 8])
    func concurrentCalls(tasks: Int) async throws {
        let encoder = StrataJSONEncoder()
        // The last output is past the largest buffer kept.
        let values = [3, 200, 0, 2500].map { Self.items($0, salt: $0) }
        let expected: [Data] = try values.map { try StrataJSONEncoder().encode($0) }
        #expect(expected.last.map { $0.count > JSONByteEncoder.largestKeptOutput } == true)
        try await ContainerMemoTests.everyTaskAgrees(tasks: tasks) {
            try zip(values, expected).allSatisfy { value, expected in try encoder.encode(value) == expected }
        }
    }
}
