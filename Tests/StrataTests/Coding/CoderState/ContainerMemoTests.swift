import Foundation
import Testing

@testable import Strata

/// A `StrataJSONDecoder` keeps its keyed containers between calls, in its kept state (`KeptDecoderState`):
/// later calls take them up, no call's decoder or document stays alive for them, and a
/// container that a value kept is never handed to another call.
@Suite("Keyed containers kept between a decoder's calls")
struct ContainerMemoTests {
    typealias Deferred = KeyedContainerReuseTests.Deferred
    typealias Eager = KeyedContainerReuseTests.Eager
    typealias DecoderWitness = KeyedContainerReuseTests.DecoderWitness

    /// A model with a dotted key, for calls whose key strategies change in between.
    struct Profile: JSONSerializing, Equatable {
        var displayName: String
        var login: String
        enum CodingKeys: String, CodingKey {
            case displayName
            case login = "user.login"
        }
    }

    /// Runs `call` 40 times in each of `tasks` tasks at once, one coder shared by all, and
    /// expects every call to give the right result.
    static func everyTaskAgrees(tasks: Int, _ call: @escaping @Sendable () throws -> Bool) async throws {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    var same = true
                    for _ in 0..<40 { same = try call() && same }
                    return same
                }
            }
            for try await same in group { #expect(same) }
        }
    }

    @Test("a container a value kept reads its own object while later calls decode objects of its keys")
    func keptAcrossCalls() throws {
        let decoder = StrataJSONDecoder()
        let kept = try decoder.decode([Deferred].self, from: Data(#"[{"name": "a", "rank": 1}, {"name": "b", "rank": 2}]"#.utf8))
        for round in 0..<3 {
            let eager = try decoder.decode([Eager].self, from: Data(#"[{"name": "x\#(round)", "rank": \#(round)}]"#.utf8))
            #expect(eager == [Eager(name: "x\(round)", rank: round)])
            #expect(try kept.map { try $0.name() } == ["a", "b"])
        }
        #expect(try kept.map { try $0.rank() } == [1, 2])
    }

    @Test("one decoder serves a coder's calls, kept between them holding no document, and leaves the coder's settings behind when the coder goes")
    func decodersReleased() throws {
        var decoder: StrataJSONDecoder? = StrataJSONDecoder()
        // The coder's state, which its kept decoder refers back to: freed only if no
        // decoder kept for later (in the process's pool, see `SharedCodersTests`) still
        // refers to it.
        weak let coderKeeper = try #require(decoder?.configuration)
        let before = DecoderWitness.lock.withLock { DecoderWitness.decoders.count }
        for _ in 0..<4 {
            let values = try #require(decoder).decode([DecoderWitness].self, from: Data(#"[{"rank": 1}, {"rank": 2}]"#.utf8))
            #expect(values.map(\.rank) == [1, 2])
        }
        let witnessed = DecoderWitness.lock.withLock { Array(DecoderWitness.decoders[before...]) }
        #expect(witnessed.count == 8)
        do {
            // Each call took the decoder the one before kept.
            let alive = witnessed.compactMap(\.object)
            #expect(alive.count == 8)
            #expect(Set(alive.map(ObjectIdentifier.init)).count == 1)
            // Kept, it holds no document, and of the caller's values only the options the
            // coder holds too: at most the storage its last document was indexed in, for the
            // next one, which kept no copy of the caller's bytes.
            let kept = try #require(alive.first as? JSONIndexDecoder)
            #expect(kept.storage === JSONIndexDecoder.nullDocument || !kept.storage.ownsBytes)
            #expect(kept.options.isSnapshot(of: try #require(decoder).options))
        }
        decoder = nil
        #expect(coderKeeper == nil)
    }

    @Test("a kept table is taken by one call at a time, and the others make their own", arguments: [1, 8])
    func concurrentCalls(tasks: Int) async throws {
        let decoder = StrataJSONDecoder()
        let json = Data(#"{"kept": [], "eager": [{"name": "x", "rank": 1}, {"name": "y", "rank": 2}]}"#.utf8)
        struct Document: Decodable {
            var eager: [Eager]
        }
        try await Self.everyTaskAgrees(tasks: tasks) {
            try decoder.decode(Document.self, from: json).eager == [Eager(name: "x", rank: 1), Eager(name: "y", rank: 2)]
        }
    }

    @Test("a table left by an earlier call, with models, key strategies and reports between calls")
    func changingOptions() throws {
        let decoder = StrataJSONDecoder()
        let plain = Data(#"{"displayName": "A", "user": {"login": "a"}}"#.utf8)
        let snake = Data(#"{"display_name": "B", "user": {"login": "b"}}"#.utf8)
        #expect(try decoder.decode(Profile.self, from: plain) == Profile(displayName: "A", login: "a"))
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(Profile.self, from: snake) == Profile(displayName: "B", login: "b"))
        var report = DecodingReport()
        #expect(throws: DecodingError.self) { try decoder.decode(Profile.self, from: Data(#"{"user": {}}"#.utf8), report: &report) }
        #expect(report.problems.map(\.path) == ["displayName", "user.login"])
        decoder.keyDecodingStrategy = .useDefaultKeys
        #expect(try decoder.decode(Profile.self, from: plain) == Profile(displayName: "A", login: "a"))
    }
}

/// A `StrataJSONEncoder` keeps its keyed containers between calls the same way: later
/// calls take them up with frames of their own, no call's encoder stays alive for them,
/// and a container a value kept is never handed to another call.
@Suite("Keyed containers kept between an encoder's calls")
struct EncoderContainerMemoTests {
    typealias Profile = ContainerMemoTests.Profile
    struct Item: Codable, Equatable {
        var name: String
        var rank: Int
    }

    /// Keeps every container it is given, and writes into the first kept one again on a
    /// later call: that container must still be its own call's, not the next call's.
    final class Keeper: @unchecked Sendable {
        var containers: [KeyedEncodingContainer<Keeping.CodingKeys>] = []
        weak var encoder: AnyObject?
    }

    struct Keeping: Encodable {
        var rank: Int
        let keeper: Keeper

        enum CodingKeys: String, CodingKey { case rank }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rank, forKey: .rank)
            keeper.containers.append(container)
        }
    }

    /// Notes the encoder it was encoded by, weakly.
    struct Witness: Encodable {
        var rank: Int
        let keeper: Keeper

        enum CodingKeys: String, CodingKey { case rank }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rank, forKey: .rank)
            keeper.encoder = encoder as AnyObject
        }
    }

    @Test("calls after calls write the same bytes as a new encoder, with and without sorted keys")
    func sameOutputCallAfterCall() throws {
        let items = [Item(name: "a", rank: 1), Item(name: "b", rank: 2)]
        for formatting: JSONEncoder.OutputFormatting in [[], .sortedKeys, .prettyPrinted] {
            let kept = StrataJSONEncoder()
            kept.outputFormatting = formatting
            for round in 0..<4 {
                let value = items + [Item(name: "r\(round)", rank: round)]
                let fresh = StrataJSONEncoder()
                fresh.outputFormatting = formatting
                #expect(try kept.encode(value) == fresh.encode(value))
                #expect(try StrataJSONDecoder().decode([Item].self, from: kept.encode(value)) == value)
            }
        }
    }

    @Test("a container a value kept is not given to the next call")
    func keptContainerStaysOwn() throws {
        let encoder = StrataJSONEncoder()
        let keeper = Keeper()
        #expect(String(decoding: try encoder.encode([Keeping(rank: 1, keeper: keeper)]), as: UTF8.self) == #"[{"rank":1}]"#)
        for round in 2..<5 {
            #expect(String(decoding: try encoder.encode([Item(name: "x", rank: round)]), as: UTF8.self) == #"[{"name":"x","rank":\#(round)}]"#)
            let second = String(decoding: try encoder.encode(Keeping(rank: round, keeper: keeper)), as: UTF8.self)
            #expect(second == #"{"rank":\#(round)}"#)
        }
        // Each kept container is its own box: none was handed out again.
        let boxes = keeper.containers.map { ObjectIdentifier(unsafeBitCast($0, to: AnyObject.self)) }
        #expect(boxes.count == 4 && Set(boxes).count == 4)
    }

    @Test(
        "one encoder serves a coder's calls, kept between them holding none of their output, and leaves the coder's settings behind when the coder goes"
    )
    func encodersReleased() throws {
        var encoder: StrataJSONEncoder? = StrataJSONEncoder()
        var seen: Set<ObjectIdentifier> = []
        // The coder's state, which its kept encoder refers back to: freed only if no
        // encoder kept for later (in the process's pool, see `SharedCodersTests`) still
        // refers to it.
        weak let coderKeeper = try #require(encoder?.configuration)
        for round in 0..<4 {
            let keeper = Keeper()
            _ = try #require(encoder).encode([Witness(rank: round, keeper: keeper), Witness(rank: round, keeper: keeper)])
            // Kept, it holds no output, and of the caller's values only the options the
            // coder holds too.
            let kept = try #require(keeper.encoder as? JSONByteEncoder)
            #expect(kept.output.pointee.count == 0)
            #expect(kept.options.isSnapshot(of: try #require(encoder).options))
            seen.insert(ObjectIdentifier(kept))
        }
        // Each call took the encoder the one before kept.
        #expect(seen.count == 1)
        encoder = nil
        #expect(coderKeeper == nil)
    }

    @Test("a kept table is taken by one call at a time, and the others make their own", arguments: [1, 8])
    func concurrentCalls(tasks: Int) async throws {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let value = ["items": [Item(name: "x", rank: 1), Item(name: "y", rank: 2)]]
        let expected = Data(#"{"items":[{"name":"x","rank":1},{"name":"y","rank":2}]}"#.utf8)
        try await ContainerMemoTests.everyTaskAgrees(tasks: tasks) { try encoder.encode(value) == expected }
    }

    @Test("a table left by an earlier call, with models, key strategies and formatting changed between calls")
    func changingOptions() throws {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let profile = Profile(displayName: "A", login: "a")
        #expect(String(decoding: try encoder.encode(profile), as: UTF8.self) == #"{"displayName":"A","user":{"login":"a"}}"#)
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(String(decoding: try encoder.encode(profile), as: UTF8.self) == #"{"display_name":"A","user":{"login":"a"}}"#)
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let pretty = String(decoding: try encoder.encode(profile), as: UTF8.self)
        #expect(pretty.contains("\"display_name\" : \"A\""))
        encoder.keyEncodingStrategy = .useDefaultKeys
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(profile), as: UTF8.self) == #"{"displayName":"A","user":{"login":"a"}}"#)
    }

    @Test("the standard library's box holds the container right after its header, so kept boxes get new frames")
    func frameSlotIsKnown() {
        #expect(KeyedEncodingContainerReuse.frameSlotIsKnown)
        #expect(KeyedContainerReuse.frameSlotIsKnown)
    }

    @Test("a frame holds its coder right after its header, so kept frames are rebound, not made again")
    func coderSlotIsKnown() {
        #expect(KeyedEncodingContainerReuse.encoderSlotIsKnown)
        #expect(KeyedContainerReuse.decoderSlotIsKnown)
    }
}
