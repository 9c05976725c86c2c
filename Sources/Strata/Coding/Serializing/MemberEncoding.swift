/// What an encoder does with one member of a keyed container under the model's
/// customizations and Strata's wrappers. Both encoders decide with
/// ``decide(for:key:traits:model:codingPath:)`` and carry the decision out their own
/// way, so the two cannot drift apart.
enum MemberEncoding {
    /// Write nothing: an `@JSONIgnored` property, a key the model's `serializableKeys`
    /// leaves out, or an `@JSONKey` property holding `nil`.
    case skip
    /// Write the `@JSONKey` property's value at its first path.
    case atPath(String, any Encodable)
    /// Write the transformer's JSON form of the value under the member's own key.
    case converted(any Encodable)
    /// A property fed from several key paths: write each path's part of the value there.
    case atPaths([(path: String, value: JSONValue)])
    /// A cluster whose discriminator belongs in the object around it: write `tag` under
    /// the key `tagKey`, then the member's variant with `encodePayload`.
    case parentTagged(tagKey: String, tag: any Encodable, encodePayload: (any Encoder) throws -> Void)
    /// No customization applies: write the member as usual.
    case plain

    /// The decision for `value` under `key`; `codingPath` is the member's path, asked
    /// for only when a transformer rejects the value.
    static func decide<T: Encodable>(
        for value: T, key: some CodingKey, traits: TypeTraits, model: JSONByteEncoder.ModelEncoding?, options: EncodingOptions,
        codingPath: () -> [any CodingKey]
    ) throws -> MemberEncoding {
        if traits.ignoredWrapper != nil { return .skip }
        if let model, !model.writes(key.stringValue) { return .skip }
        if let cluster = traits.cluster, let tagKey = cluster.parentTagKey {
            guard let tag = cluster.tagOfValue(value) else { return .plain }
            return .parentTagged(tagKey: tagKey, tag: tag, encodePayload: { encoder in try cluster.encodePayload(value, encoder) })
        }
        if traits.keyWrapper != nil, let wrapper = value as? any JSONKeyWrapper {
            guard let path = wrapper.paths.first, let inner = wrapper.anyWrappedValue as? any Encodable else { return .plain }
            if (inner as? any OptionalMarker)?.isNil == true,
                !writesNilAsNull(model: model, encoderWritesNil: options.nilEncodingStrategy == .explicitNull)
            {
                return .skip
            }
            let valueType = type(of: wrapper).valueType
            guard let conversion = model?.info.conversion(forKey: key.stringValue, valueType: valueType) else {
                return .atPath(path.description, inner)
            }
            return .atPath(path.description, try converted(inner, with: conversion, codingPath: codingPath) ?? inner)
        }
        if let paths = model?.info.multiPaths(forKey: key.stringValue) {
            return try parts(of: value, at: paths, conversion: model?.info.conversion(forKey: key.stringValue, valueType: T.self), options: options)
        }
        guard let conversion = model?.info.conversion(forKey: key.stringValue, valueType: T.self) else { return .plain }
        return try converted(value, with: conversion, codingPath: codingPath).map { .converted($0) } ?? .plain
    }

    /// The JSON side of a value through its transformer: of the value inside Strata's
    /// wrappers, if it is wrapped; nil for a wrapped `nil`, which the wrapper writes itself.
    private static func converted(_ value: Any, with conversion: ValueConversion, codingPath: () -> [any CodingKey]) throws -> (any Encodable)? {
        guard let unwrapped = TransformedValue.unwrapped(value, for: conversion.valueType) else { return nil }
        do {
            return try conversion.convertBack(unwrapped)
        } catch {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath(), debugDescription: "\(conversion.name) could not write the value as JSON", underlyingError: error))
        }
    }

    /// A multi-path property's JSON (through its transformer, if any), split into the
    /// values to write at each path: the members of the object it encodes as, keyed by
    /// the paths as written.
    private static func parts<T: Encodable>(
        of value: T, at paths: [JSONKeyPath], conversion: ValueConversion?, options: EncodingOptions
    ) throws
        -> MemberEncoding
    {
        let encodable: any Encodable = try conversion.flatMap { try converted(value, with: $0, codingPath: { [] }) } ?? value
        // Keyed by the paths as written: the keys are read literally, not as paths.
        var literal = options
        literal.dottedKeyStrategy = .literal
        let json = try JSONTreeEncoder.encode(encodable, options: literal)
        guard case .object(let object) = json else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription: "A property written to several key paths must encode as an object keyed by them, not as \(json.kind)."))
        }
        return .atPaths(paths.compactMap { path in object[path.description].map { (path.description, $0) } })
    }

    /// Whether a `nil` optional member is written as `null`: the model's choice, else
    /// the encoder's.
    static func writesNilAsNull(model: JSONByteEncoder.ModelEncoding?, encoderWritesNil: Bool) -> Bool {
        guard let strategy = model?.info.nilEncodingStrategy else { return encoderWritesNil }
        return strategy == .explicitNull
    }
}
