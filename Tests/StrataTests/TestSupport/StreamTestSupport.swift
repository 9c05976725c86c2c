import Foundation
import Strata
import Testing

/// Feeding small streams to the stream readers in chosen pieces, and collecting what
/// they deliver.
enum StreamFeed {
    /// `bytes` cut into pieces of `size` (the last one shorter).
    static func pieces(_ bytes: [UInt8], size: Int) -> [[UInt8]] {
        stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
    }

    /// `bytes` cut in two at `position`.
    static func pieces(_ bytes: [UInt8], splitAt position: Int) -> [[UInt8]] {
        [Array(bytes[..<position]), Array(bytes[position...])]
    }

    /// An async sequence that yields `chunks` and ends.
    static func asyncChunks<Chunk: Sendable>(_ chunks: [Chunk]) -> AsyncStream<Chunk> {
        AsyncStream { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
        }
    }

    /// An async sequence of single bytes.
    static func asyncBytes(_ bytes: [UInt8]) -> AsyncStream<UInt8> {
        asyncChunks(bytes)
    }
}

/// What a stream delivered: its values in order, and the error that ended it, if any.
struct Delivered<Value> {
    var values: [Value] = []
    var error: JSONStreamError?
}

extension JSONElementSequence {
    /// Every value, and the error that ended the sequence.
    func delivered() -> Delivered<Value> {
        var result = Delivered<Value>()
        for element in self {
            switch element {
            case .success(let value): result.values.append(value)
            case .failure(let error): result.error = error
            }
        }
        return result
    }
}

extension AsyncJSONElementSequence {
    /// Every value, and the error that ended the sequence.
    func delivered() async -> Delivered<Value> {
        var result = Delivered<Value>()
        do {
            for try await value in self { result.values.append(value) }
        } catch let error as JSONStreamError {
            result.error = error
        } catch {
            Issue.record("a stream threw \(type(of: error)), not JSONStreamError: \(error)")
        }
        return result
    }
}
