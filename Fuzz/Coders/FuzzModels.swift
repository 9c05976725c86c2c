// The Codable types the coder fuzzers decode into and encode from.

import Foundation

/// `Tree` (Tests/StrataTests/TestSupport/GenericTree.swift, compiled into the fuzzer): any
/// JSON value, decoded through the generic container calls with both decoders.
extension Tree {
    /// Whether two values are equal, numbers compared by value whatever their case
    /// when `looseNumbers` allows for Strata's exact integers (see
    /// `DocumentedDifferences.hasInexactInteger`).
    func matches(_ other: Tree, looseNumbers: Bool) -> Bool {
        switch (self, other) {
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1, looseNumbers: looseNumbers) }
        case (.object(let a), .object(let b)):
            return a.count == b.count
                && a.allSatisfy { key, value in b[key].map { value.matches($0, looseNumbers: looseNumbers) } ?? false }
        default:
            if self == other { return true }
            guard looseNumbers, let a = numberValue, let b = other.numberValue else { return false }
            return a == b || a.nextUp == b || a.nextDown == b
        }
    }

    private var numberValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }
}

/// A model with a property of every kind the coders treat specially, nested in itself.
struct FuzzRecord: Codable, Equatable {
    var id: Int?
    var name: String?
    var score: Double?
    var ratio: Float?
    var flag: Bool?
    var small: Int8?
    var big: UInt64?
    var tags: [String]?
    var counts: [String: Int]?
    var matrix: [[Double]]?
    var children: [FuzzRecord]?
    var when: Date?
    var blob: Data?
    var link: URL?
    var amount: Decimal?
}

extension FuzzRecord: CustomStringConvertible {
    /// The fields, with dates as their intervals (`Date.description` traps on some).
    var description: String {
        var fields: [String] = []
        if let id { fields.append("id: \(id)") }
        if let name { fields.append("name: \(name.debugDescription)") }
        if let score { fields.append("score: \(score)") }
        if let ratio { fields.append("ratio: \(ratio)") }
        if let flag { fields.append("flag: \(flag)") }
        if let small { fields.append("small: \(small)") }
        if let big { fields.append("big: \(big)") }
        if let tags { fields.append("tags: \(tags.map(\.debugDescription))") }
        if let counts { fields.append("counts: \(counts.map { "\($0.key.debugDescription): \($0.value)" })") }
        if let matrix { fields.append("matrix: \(matrix)") }
        if let children { fields.append("children: [\(children.map(\.description).joined(separator: ", "))]") }
        if let when { fields.append("when: \(when.timeIntervalSinceReferenceDate) since 2001") }
        if let blob { fields.append("blob: \(Array(blob))") }
        if let link { fields.append("link: \(link.absoluteString.debugDescription)") }
        if let amount { fields.append("amount: \(amount)") }
        return "FuzzRecord(\(fields.joined(separator: ", ")))"
    }
}
