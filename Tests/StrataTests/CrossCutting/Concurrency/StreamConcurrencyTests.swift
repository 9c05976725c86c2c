import Foundation
import Strata
import Testing

/// One decoder feeding many streams at once, on many tasks (run under ThreadSanitizer by
/// `.ci/run`).
@Suite("Streaming: one decoder, many streams at once")
struct StreamConcurrencyTests {
    struct Order: Codable, Equatable, Sendable {
        var id: Int
        var customerName: String
        var items: [String]
    }

    @Test("concurrent streams through one decoder each get every element")
    func concurrentStreams() async throws {
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let orders = (0..<300).map { Order(id: $0, customerName: "customer \($0 % 17)", items: Array(repeating: "item", count: $0 % 5)) }
        let encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        var lines = Data()
        try encoder.encode(orders, as: .jsonLines) { lines.append($0) }
        let data = lines
        let results = try await withThrowingTaskGroup(of: [Order].self) { group in
            for task in 0..<8 {
                group.addTask {
                    if task % 2 == 0 {
                        return try decoder.elements(of: Order.self, from: data, format: .jsonLines, options: JSONStreamOptions(bufferSize: 4096))
                            .map { try $0.get() }
                    }
                    var read: [Order] = []
                    let chunks = StreamFeed.asyncChunks(StreamFeed.pieces(Array(data), size: 101 + task))
                    for try await order in decoder.elements(of: Order.self, from: chunks, format: .jsonLines) { read.append(order) }
                    return read
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == orders })
    }
}
