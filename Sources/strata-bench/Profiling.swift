import CorpusModels
import Foundation
import Strata

/// `--profile OPERATION`: one Strata operation in a loop, for `perf record` or
/// `valgrind --tool=callgrind`. Prints nothing but the number of rounds.
enum Profiling {
    static func run(_ operation: String, file: String, data: Data, seconds: Double) throws {
        let bytes = [UInt8](data)
        let body: () throws -> Void
        switch (operation, file) {
        case ("read", _): body = { _ = try JSONDocument(parsing: bytes) }
        case ("value", _): body = { _ = try JSONValue(parsing: bytes) }
        case ("write", _):
            let value = try JSONValue(parsing: bytes)
            body = { _ = try value.jsonBytes() }
        case ("decode", "twitter.json"): body = { _ = try StrataJSONDecoder().decode(TwitterTimeline.self, from: data) }
        case ("decode", "citm_catalog.json"): body = { _ = try StrataJSONDecoder().decode(CitmCatalog.self, from: data) }
        case ("decode", _): body = { _ = try StrataJSONDecoder().decode(Canada.self, from: data) }
        case ("encode", "twitter.json"):
            let value = try StrataJSONDecoder().decode(TwitterTimeline.self, from: data)
            body = { _ = try StrataJSONEncoder().encode(value) }
        case ("encode", "citm_catalog.json"):
            let value = try StrataJSONDecoder().decode(CitmCatalog.self, from: data)
            body = { _ = try StrataJSONEncoder().encode(value) }
        case ("encode", _):
            let value = try StrataJSONDecoder().decode(Canada.self, from: data)
            body = { _ = try StrataJSONEncoder().encode(value) }
        default: throw BenchmarkError("unknown profile operation \(operation)")
        }
        let start = Date()
        var rounds = 0
        while Date().timeIntervalSince(start) < seconds {
            try body()
            rounds += 1
        }
        print("\(file): \(rounds) rounds of \(operation)")
    }
}
