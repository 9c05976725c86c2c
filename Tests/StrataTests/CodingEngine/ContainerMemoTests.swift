import Foundation
import Testing

@testable import Strata

/// A `StrataJSONDecoder` keeps its keyed containers between calls (`ReusableContainersMemo`):
/// later calls take them up, no call's decoder or document stays alive for them, and a
/// container that a value kept is never handed to another call.
@Suite("Keyed containers kept between a decoder's calls")
struct ContainerMemoTests {
    typealias Deferred = KeyedContainerReuseTests.Deferred
    typealias Eager = KeyedContainerReuseTests.Eager
    typealias DecoderWitness = KeyedContainerReuseTests.DecoderWitness

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

    @Test("no call's decoder outlives its call, however many calls one decoder makes")
    func decodersReleased() throws {
        let decoder = StrataJSONDecoder()
        let before = DecoderWitness.lock.withLock { DecoderWitness.decoders.count }
        for _ in 0..<4 {
            let values = try decoder.decode([DecoderWitness].self, from: Data(#"[{"rank": 1}, {"rank": 2}]"#.utf8))
            #expect(values.map(\.rank) == [1, 2])
        }
        let witnessed = DecoderWitness.lock.withLock { Array(DecoderWitness.decoders[before...]) }
        #expect(witnessed.count == 8)
        #expect(witnessed.allSatisfy { $0.object == nil })
    }

    @Test("a kept table is taken by one call at a time, and the others make their own", arguments: [1, 8])
    func concurrentCalls(tasks: Int) async throws {
        let decoder = StrataJSONDecoder()
        let json = Data(#"{"kept": [], "eager": [{"name": "x", "rank": 1}, {"name": "y", "rank": 2}]}"#.utf8)
        struct Document: Decodable {
            var eager: [Eager]
        }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    var same = true
                    for _ in 0..<40 {
                        let document = try decoder.decode(Document.self, from: json)
                        same = same && document.eager == [Eager(name: "x", rank: 1), Eager(name: "y", rank: 2)]
                    }
                    return same
                }
            }
            for try await same in group { #expect(same) }
        }
    }

    @Test("a table left by an earlier call, with models, key strategies and reports between calls")
    func changingOptions() throws {
        struct Profile: JSONSerializing, Equatable {
            var displayName: String
            var login: String
            enum CodingKeys: String, CodingKey {
                case displayName
                case login = "user.login"
            }
        }
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
