/// Keyed containers of Strata's encoders write a `nil` optional as `null` when the
/// ``NilEncodingStrategy`` (the model's, else the encoder's) asks for it. Synthesized
/// `encode(to:)` hands optionals to `encodeIfPresent`; the standard library's default
/// leaves `nil` out, and so does this, unless asked.
///
/// A value that is not `nil` costs what the default costs: the strategy is looked up
/// only for `nil`.
protocol NilWritingKeyedEncodingContainer: KeyedEncodingContainerProtocol {
    /// Whether `nil` under `key` is written as `null` (asked only for `nil`).
    func writesNil(forKey key: Key) -> Bool
}

extension NilWritingKeyedEncodingContainer {
    @_transparent
    private mutating func encodeAbsent(forKey key: Key) throws {
        if writesNil(forKey: key) { try encodeNil(forKey: key) }
    }

    @_transparent
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encodeIfPresent(_ value: Int128?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encodeIfPresent(_ value: UInt128?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }

    @_transparent
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeAbsent(forKey: key) }
        try encode(value, forKey: key)
    }
}

extension ByteKeyedEncodingContainer: NilWritingKeyedEncodingContainer {
    /// Hot path for values that are `nil`: a flag unless the container holds a model.
    @_transparent
    func writesNil(forKey key: Key) -> Bool {
        guard modelIndex >= 0 else { return encoder.writesNilAsNull }
        let model = encoder.state.pointee.models[modelIndex]
        guard model.writes(key.stringValue) else { return false }
        return MemberEncoding.writesNilAsNull(model: model, encoderWritesNil: encoder.writesNilAsNull)
    }
}

extension TreeKeyedEncodingContainer: NilWritingKeyedEncodingContainer {
    func writesNil(forKey key: Key) -> Bool {
        if let model, !model.writes(key.stringValue) { return false }
        return MemberEncoding.writesNilAsNull(model: model, encoderWritesNil: encoder.options.nilEncodingStrategy == .explicitNull)
    }
}
