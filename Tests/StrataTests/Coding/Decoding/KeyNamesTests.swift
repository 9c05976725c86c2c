import Foundation
import Synchronization
import Testing

@testable import Strata

// A keyed container finds a member by the bytes of its key's string, which for key types
// of one byte of plain data are kept per key type (`KeyNames`) instead of asked of the key
// on every lookup. Each key must still find its own member: keys met in any order, key
// bytes past the table's first size, keys too long to keep, and values nested in values
// of their own type, whose frames share the table.

/// A key of one byte whose string is computed, not a raw value.
struct ByteKey: CodingKey, Equatable {
    let byte: UInt8
    init(_ byte: UInt8) { self.byte = byte }
    init?(stringValue: String) {
        guard stringValue.hasPrefix("b"), let byte = UInt8(stringValue.dropFirst()) else { return nil }
        self.byte = byte
    }
    init?(intValue: Int) { nil }
    var stringValue: String { "b\(byte)" }
    var intValue: Int? { nil }
}

/// Reads the members named by the byte keys in `userInfo[ByteKeyProbe.bytes]`, in that
/// order, each as an optional `Int`.
struct ByteKeyProbe: Decodable, Equatable {
    static let bytes = CodingUserInfoKey(rawValue: "ByteKeyProbe.bytes")!
    var values: [Int?]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ByteKey.self)
        let bytes = decoder.userInfo[Self.bytes] as? [UInt8] ?? []
        values = try bytes.map { try container.decodeIfPresent(Int.self, forKey: ByteKey($0)) }
    }
}

/// A model whose keys include one too long for the table to keep.
struct LongKeyModel: Codable, Equatable {
    static let longName = String(repeating: "long", count: 300)
    var short: Int
    var long: Int
    var next: [LongKeyModel]

    enum CodingKeys: CodingKey {
        case short, long, next

        init?(stringValue: String) {
            switch stringValue {
            case "short": self = .short
            case LongKeyModel.longName: self = .long
            case "next": self = .next
            default: return nil
            }
        }
        init?(intValue: Int) { nil }
        var intValue: Int? { nil }
        var stringValue: String {
            switch self {
            case .short: "short"
            case .long: LongKeyModel.longName
            case .next: "next"
            }
        }
    }
}

/// A value nested in values of its own type, whose keys arrive in a different order at
/// each level.
final class Chain: Codable, Equatable {
    var name: String
    var level: Int
    var inner: Chain?

    init(level: Int, of levels: Int) {
        name = "level \(level)"
        self.level = level
        inner = level + 1 < levels ? Chain(level: level + 1, of: levels) : nil
    }

    static func == (left: Chain, right: Chain) -> Bool {
        left.name == right.name && left.level == right.level && left.inner == right.inner
    }
}

@Suite("Key names kept per key type")
struct KeyNamesTests {
    @Test("keys of one byte of plain data are kept; other key types are asked every time")
    func eligibleKeyTypes() {
        struct TwoBytes: CodingKey {
            let value: UInt16
            init?(stringValue: String) { nil }
            init?(intValue: Int) { nil }
            var stringValue: String { "\(value)" }
            var intValue: Int? { nil }
        }
        #expect(KeyNames.make(for: ByteKey.self) != nil)
        #expect(KeyNames.make(for: LongKeyModel.CodingKeys.self) != nil)
        #expect(KeyNames.make(for: StringCodingKey.self) == nil)
        #expect(KeyNames.make(for: TwoBytes.self) == nil)
    }

    /// Every byte value, asked in several orders, each finding its own member or none.
    @Test("each of the 256 keys finds its own member", arguments: [0, 1, 2])
    func everyByte(order: Int) throws {
        let present = (0...255).filter { $0 % 3 != 1 }
        let json = "{" + present.map { "\"b\($0)\": \($0 * 7)" }.joined(separator: ", ") + "}"
        let all = (0...255).map(UInt8.init)
        let asked = [all, all.reversed(), all.enumerated().sorted { ($0.offset * 37) % 256 < ($1.offset * 37) % 256 }.map(\.element)][order]
        let strata = StrataJSONDecoder()
        strata.userInfo[ByteKeyProbe.bytes] = asked
        // Twice, so the second call finds every key already kept.
        for _ in 0..<2 {
            let decoded = try strata.decode(ByteKeyProbe.self, from: Data(json.utf8))
            #expect(decoded.values == asked.map { Int($0) % 3 != 1 ? Int($0) * 7 : nil })
        }
    }

    @Test("a key too long to keep is found by asking it", arguments: [1, 2, 5])
    func longKey(levels: Int) throws {
        #expect(LongKeyModel.CodingKeys.long.stringValue.utf8.count > KeyNames.maximumKeyLength)
        func model(_ level: Int) -> LongKeyModel {
            LongKeyModel(short: level, long: level * 10, next: level < levels ? [model(level + 1)] : [])
        }
        let data = try JSONEncoder().encode(model(1))
        let decoder = StrataJSONDecoder()
        #expect(try decoder.decode(LongKeyModel.self, from: data) == model(1))
        #expect(try decoder.decode(LongKeyModel.self, from: data) == model(1))
    }

    @Test("values nested in values of their own type share the key names", arguments: [2, 3, 40])
    func nestedSameType(levels: Int) throws {
        let chain = Chain(level: 0, of: levels)
        // Keys in another order at each level, so no lookup hint lands on them.
        func text(_ level: Int) -> String {
            let inner = "\"inner\": " + (level + 1 < levels ? text(level + 1) : "null")
            let fields = ["\"name\": \"level \(level)\"", "\"level\": \(level)", inner]
            let rotated = Array(fields[(level % 3)...] + fields[..<(level % 3)])
            return "{" + rotated.joined(separator: ", ") + "}"
        }
        let data = Data(text(0).utf8)
        let decoder = StrataJSONDecoder()
        #expect(try decoder.decode(Chain.self, from: data) == chain)
        #expect(try decoder.decode(Chain.self, from: data) == (try JSONDecoder().decode(Chain.self, from: data)))
    }

    /// The word comparison of a kept key: each length from 0 to 40, against a candidate
    /// equal to it and followed by other bytes, and against one differing in each byte in
    /// turn.
    @Test("a kept key's words tell its bytes from bytes that differ anywhere", arguments: 0...40)
    func keyWords(length: Int) {
        let key = (0..<length).map { UInt8(truncatingIfNeeded: 0x41 &+ $0 &* 7) }
        let words = KeyBytes.wordCount(of: length)
        let stored = UnsafeMutableRawPointer.allocate(byteCount: words * 8, alignment: 8)
        defer { stored.deallocate() }
        stored.initializeMemory(as: UInt8.self, repeating: 0, count: words * 8)
        key.withUnsafeBytes { if let base = $0.baseAddress { stored.copyMemory(from: base, byteCount: length) } }
        let kept = KeyBytes(start: UnsafeRawPointer(stored), count: length, lastWordMask: KeyBytes.lastWordMask(of: length))
        #expect(kept.readLength == words * 8)
        func isPrefix(_ candidate: [UInt8]) -> Bool {
            // The key's bytes, then bytes that are not the padding, as in a document.
            let padded = candidate + [UInt8](repeating: 0x22, count: kept.readLength)
            return padded.withUnsafeBufferPointer { kept.isPrefix(of: $0.baseAddress!) }
        }
        #expect(isPrefix(key))
        for position in 0..<length {
            var other = key
            other[position] ^= 0x20
            #expect(!isPrefix(other), "length \(length), byte \(position)")
        }
    }

    /// A one-byte key too long to keep, which counts how often it is asked for its string.
    enum CountedLongKey: CodingKey {
        // Two cases, so the key is one byte (a single case takes none).
        case long, short
        static let asked = Mutex(0)
        static let name = String(repeating: "k", count: KeyNames.maximumKeyLength + 1)
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
        var intValue: Int? { nil }
        var stringValue: String {
            guard self == .long else { return "short" }
            Self.asked.withLock { $0 += 1 }
            return Self.name
        }
    }

    struct CountedLongKeyModel: Decodable {
        var value: Int
        init(from decoder: any Decoder) throws {
            value = try decoder.container(keyedBy: CountedLongKey.self).decode(Int.self, forKey: .long)
        }
    }

    @Test("a key too long to keep is noted once, then asked only once a lookup")
    func longKeyAskedOncePerLookup() throws {
        let data = Data(#"{"\#(CountedLongKey.name)": 7}"#.utf8)
        #expect(KeyNames.make(for: CountedLongKey.self) != nil)
        let decoder = StrataJSONDecoder()
        #expect(try decoder.decode(CountedLongKeyModel.self, from: data).value == 7)
        let afterFirst = CountedLongKey.asked.withLock { $0 }
        #expect(try decoder.decode(CountedLongKeyModel.self, from: data).value == 7)
        #expect(CountedLongKey.asked.withLock { $0 } - afterFirst == 1)
    }
}
