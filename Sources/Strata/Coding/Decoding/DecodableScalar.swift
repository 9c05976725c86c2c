/// The scalar types that `KeyedDecodingContainerProtocol` names one by one (`Bool`,
/// `String`, the floating-point and integer types), each read by the decoder from a node
/// in its own way: what lets the keyed container answer the protocol's 32 scalar
/// requirements with one-line calls to two generic helpers
/// (`JSONKeyedDecodingContainer.decodeScalar` and `decodeScalarIfPresent`).
///
/// Hot path: each conformance is one call, and the helpers are inlined into each
/// requirement, so a specialized build runs what a hand-written requirement ran.
protocol DecodableScalar: Decodable {
    /// The value at `node`, or Foundation's error for what is there instead; `key` is
    /// made only for an error.
    static func unbox(from decoder: JSONIndexDecoder, node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> Self
}

extension Bool: DecodableScalar {
    @_transparent
    static func unbox(from decoder: JSONIndexDecoder, node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> Bool {
        try decoder.unboxBool(node, base: base, key: key())
    }
}

extension String: DecodableScalar {
    @_transparent
    static func unbox(from decoder: JSONIndexDecoder, node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> String {
        try decoder.unboxString(node, base: base, key: key())
    }
}

extension Double: DecodableScalar {
    @_transparent
    static func unbox(from decoder: JSONIndexDecoder, node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> Double {
        try decoder.unboxDouble(node, base: base, key: key())
    }
}

extension Float: DecodableScalar {
    @_transparent
    static func unbox(from decoder: JSONIndexDecoder, node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> Float {
        try decoder.unboxFloat(node, base: base, key: key())
    }
}

/// The integer types up to 64 bits, read by one generic path.
protocol DecodableInteger: DecodableScalar, FixedWidthInteger {}

extension DecodableInteger {
    @_transparent
    static func unbox(from decoder: JSONIndexDecoder, node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> Self {
        try decoder.unboxInteger(Self.self, node, base: base, key: key())
    }
}

extension Int: DecodableInteger {}
extension Int8: DecodableInteger {}
extension Int16: DecodableInteger {}
extension Int32: DecodableInteger {}
extension Int64: DecodableInteger {}
extension UInt: DecodableInteger {}
extension UInt8: DecodableInteger {}
extension UInt16: DecodableInteger {}
extension UInt32: DecodableInteger {}
extension UInt64: DecodableInteger {}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: DecodableScalar {
    static func unbox(from decoder: JSONIndexDecoder, node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> Int128 {
        try decoder.unboxInt128(node, base: base, key: key())
    }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: DecodableScalar {
    static func unbox(from decoder: JSONIndexDecoder, node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> UInt128 {
        try decoder.unboxUInt128(node, base: base, key: key())
    }
}
