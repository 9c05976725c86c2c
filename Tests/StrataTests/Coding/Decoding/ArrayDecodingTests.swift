import Foundation
import Strata
import Synchronization
import Testing

// Arrays are decoded into their storage element by element (up to
// `reservedArrayElementLimit` elements; longer ones are appended). Either way an element
// that fails must leave every element decoded before it destroyed exactly once, and the
// error must name the element.

/// Counts the `ArrayElementProbe`s that have been destroyed.
final class DestroyedCount: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

/// An element that notes its destruction in the counter found in `userInfo`.
final class ArrayElementProbe: Decodable {
    static let counterKey = CodingUserInfoKey(rawValue: "ArrayElementProbe.counter")!
    let value: Int
    let destroyed: DestroyedCount

    init(from decoder: any Decoder) throws {
        guard let destroyed = decoder.userInfo[Self.counterKey] as? DestroyedCount else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "No counter in userInfo"))
        }
        self.destroyed = destroyed
        value = try decoder.singleValueContainer().decode(Int.self)
    }

    deinit { destroyed.increment() }
}

@Suite("Arrays decoded into their storage")
struct ArrayDecodingTests {
    /// Array lengths on both sides of the limit of elements decoded in place.
    static let lengths = [1, 2, 30, 1024, 1025, 1500]

    private func decode(_ json: String, counter: DestroyedCount) throws -> [ArrayElementProbe] {
        let decoder = StrataJSONDecoder()
        decoder.userInfo[ArrayElementProbe.counterKey] = counter
        return try decoder.decode([ArrayElementProbe].self, from: Data(json.utf8))
    }

    @Test("every element arrives in order, and each is destroyed once with the array", arguments: lengths)
    func decodesEveryElement(length: Int) throws {
        let counter = DestroyedCount()
        do {
            let elements = try decode("[" + (0..<length).map(String.init).joined(separator: ",") + "]", counter: counter)
            #expect(elements.map(\.value) == Array(0..<length))
            #expect(counter.value == 0)
        }
        #expect(counter.value == length)
    }

    @Test(
        "an element that fails destroys those before it and names its index",
        arguments: [(1, 0), (2, 1), (30, 0), (30, 17), (30, 29), (1024, 1023), (1025, 1024), (1500, 3), (1500, 1499)])
    func failingElement(length: Int, failing: Int) throws {
        let counter = DestroyedCount()
        let elements = (0..<length).map { $0 == failing ? "\"not a number\"" : String($0) }
        #expect {
            _ = try decode("[" + elements.joined(separator: ",") + "]", counter: counter)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.intValue) == [failing]
        }
        #expect(counter.value == failing)
    }

    @Test("a large struct element keeps every field", arguments: [1, 3, 1100])
    func largeElements(length: Int) throws {
        struct Wide: Codable, Equatable {
            var a: String, b: String, c: String, d: String, e: [Int], f: Int, g: Double?, h: Bool
        }
        let values = (0..<length).map { i in
            Wide(
                a: "a\(i)", b: String(repeating: "b", count: i % 40), c: "🙂\(i)", d: "", e: Array(0..<(i % 5)), f: i,
                g: i % 2 == 0 ? nil : Double(i), h: i % 3 == 0)
        }
        let data = try JSONEncoder().encode(values)
        #expect(try StrataJSONDecoder().decode([Wide].self, from: data) == values)
    }

    /// A model that a report can stand in for, so decoding goes on past its failures.
    struct ReportedItem: JSONSerializing, Equatable {
        var n = 0
        var name = ""
    }

    @Test(
        "with a report, each failing element is listed at its index and decoding goes on to the end",
        arguments: [(4, [1, 3]), (1024, [0, 1023]), (1030, [2, 1029])])
    func reportedFailures(length: Int, failing: [Int]) throws {
        let elements = (0..<length).map { index in
            failing.first == index
                ? #"{"n": "x", "name": "e\#(index)"}"# : failing.last == index ? #"{"n": \#(index)}"# : #"{"n": \#(index), "name": "e\#(index)"}"#
        }
        var report = DecodingReport()
        #expect(throws: DecodingError.self) {
            try StrataJSONDecoder().decode([ReportedItem].self, from: Data(("[" + elements.joined(separator: ",") + "]").utf8), report: &report)
        }
        #expect(report.failures.map(\.path) == ["\(failing[0]).n", "\(failing[1]).name"])
    }
}
