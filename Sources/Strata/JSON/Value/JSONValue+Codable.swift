/// A coding key for arbitrary object keys.
struct JSONValueKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
    }
}

extension JSONValue: Codable {
    /// Decodes whatever JSON value the decoder holds.
    ///
    /// Works with any `Decoder`. Strata's decoder hands over the exact value; a generic
    /// decoder is asked for each kind in turn, so numbers arrive as `Int64`, `UInt64`
    /// or `Double`, and object keys in the order that decoder's `allKeys` gives
    /// (Foundation's is unordered).
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: JSONValueKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys {
                object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            if let count = unkeyed.count { elements.reserveCapacity(count) }
            while !unkeyed.isAtEnd {
                elements.append(try unkeyed.decode(JSONValue.self))
            }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? single.decode(Int64.self) {
            self = .number(JSONNumber(integer))
        } else if let integer = try? single.decode(UInt64.self) {
            self = .number(JSONNumber(integer))
        } else if let double = try? single.decode(Double.self) {
            self = .number(JSONNumber(double))
        } else if let string = try? single.decode(String.self) {
            self = .string(string)
        } else {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "Expected a JSON value.")
        }
    }

    /// Encodes the value into any `Encoder`.
    ///
    /// Strata's encoder writes numbers with their exact text; a generic encoder
    /// receives whole numbers as `Int64` or `UInt64` and others as `Double`.
    ///
    /// - Throws: `EncodingError.invalidValue` for an array or object that would nest
    ///   more than 511 levels deep, Foundation's limit (which also keeps a deep value
    ///   from exhausting the stack of an encoder that recurses once per level).
    public func encode(to encoder: any Encoder) throws {
        if kind == .array || kind == .object, encoder.codingPath.count >= JSONValueWriter.encodingDepthLimit {
            throw JSONValueWriter.encodingDepthError(self, codingPath: encoder.codingPath)
        }
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            switch number.storage {
            case .double(let value): try single.encode(value)
            case .float(let value): try single.encode(value)
            default:
                if let integer = number.int64 {
                    try single.encode(integer)
                } else if let integer = number.uint64 {
                    try single.encode(integer)
                } else {
                    try single.encode(number.double)
                }
            }
        case .string(let string):
            var single = encoder.singleValueContainer()
            try single.encode(string)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements {
                try unkeyed.encode(element)
            }
        case .object(let object):
            var keyed = encoder.container(keyedBy: JSONValueKey.self)
            for (key, value) in object {
                try keyed.encode(value, forKey: JSONValueKey(stringValue: key))
            }
        }
    }
}

extension JSONNumber: Codable {
    /// Decodes a number from any `Decoder` (see ``JSONValue/init(from:)``).
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case .number(let number) = value else {
            throw DecodingError.typeMismatch(
                JSONNumber.self,
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Expected a number but found \(value.kind) instead."))
        }
        self = number
    }

    /// Encodes the number into any `Encoder` (see ``JSONValue/encode(to:)``).
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.number(self).encode(to: encoder)
    }
}
