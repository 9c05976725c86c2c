import Foundation

// Types that go through Codable's generic container API only, shared by the
// differential tests and the coder fuzzers (Fuzz/run.sh compiles this file with them),
// so that both exercise the decoders rather than Strata's own tree. Foundation only: no
// test framework.

/// A coding key for any string or integer.
struct AnyKey: CodingKey, Hashable, Sendable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    init(_ string: String) {
        self.init(stringValue: string)
    }
}

/// Any JSON value, decoded through the generic container API only (so it exercises the
/// decoder rather than Strata's own tree).
indirect enum Tree: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case array([Tree])
    case object([String: Tree])

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var object: [String: Tree] = [:]
            for key in keyed.allKeys {
                object[key.stringValue] = try keyed.decode(Tree.self, forKey: key)
            }
            self = .object(object)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [Tree] = []
            while !unkeyed.isAtEnd {
                elements.append(try unkeyed.decode(Tree.self))
            }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let value = try? single.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? single.decode(Int64.self) {
                self = .int(value)
            } else if let value = try? single.decode(UInt64.self) {
                self = .uint(value)
            } else if let value = try? single.decode(Double.self) {
                self = .double(value)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .int(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .uint(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .double(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(element) }
        case .object(let members):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in members { try keyed.encode(value, forKey: AnyKey(key)) }
        }
    }
}
