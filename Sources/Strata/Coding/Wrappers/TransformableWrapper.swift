/// One of Strata's property wrappers whose wrapped value is what a model's transformers
/// convert (`@Default`, `@DefaultOnInvalid`, `@Lenient`, `@LossyArray`,
/// `@LossyDictionary`).
///
/// A transformer for such a property (by key, or by the wrapped value's type) reads and
/// writes the wrapped value; the wrapper keeps its own part: a default for a missing,
/// `null` or invalid value. Without this, the transformer would be handed the wrapper.
protocol TransformableWrapper {
    /// The wrapped value's type.
    static var wrappedValueType: Any.Type { get }
    /// The wrapped value.
    var anyWrappedValue: Any { get }
    /// The wrapper for the value `decoder` stands at, as its `init(from:)` makes it, but
    /// with its wrapped value read by `readValue` (the transformer's value).
    static func decode(from decoder: any Decoder, readingValue readValue: () throws -> Any) throws -> Self
}

/// `@LossyArray` and `@LossyDictionary`: with a transformer that converts each element
/// (`forEachElement`, `forEachValue`), the elements it rejects are dropped, as the
/// wrapper drops the elements that do not decode.
protocol LossyCollectionWrapper: TransformableWrapper {
    /// Whether the collection is a dictionary (a JSON object) rather than an array.
    static var isDictionary: Bool { get }
    /// The type of one element, or of one value of the dictionary.
    static var elementType: Any.Type { get }
    /// The wrapper around the elements kept: `[Any]` for an array, `[String: Any]` for a
    /// dictionary.
    static func wrapping(kept: Any, at decoder: any Decoder) throws -> Self
}

enum TransformedValue {
    /// The model-side type a transformer must make for a property of `type`: the value
    /// inside Strata's wrappers and an optional; nil for a type that is neither.
    static func innerType(of type: Any.Type) -> Any.Type? {
        var current = type
        var unwrapped = false
        while true {
            if let wrapper = current as? any TransformableWrapper.Type {
                current = wrapper.wrappedValueType
            } else if let optional = current as? any OptionalMarker.Type {
                current = optional.wrappedType
            } else {
                return unwrapped ? current : nil
            }
            unwrapped = true
        }
    }

    /// The value to hand a transformer whose values are of type `valueType`, for a
    /// property holding `value`: the value inside Strata's wrappers. Nil for a wrapped
    /// `nil`, which the wrapper writes itself.
    static func unwrapped(_ value: Any, for valueType: Any.Type) -> Any? {
        var current = value
        while type(of: current) != valueType, let wrapper = current as? any TransformableWrapper {
            current = wrapper.anyWrappedValue
        }
        if let optional = current as? any OptionalMarker, optional.isNil { return nil }
        return current
    }

    /// Runs `body` so that a failure in it is thrown, never recovered from, for a wrapper
    /// that handles failures itself: an attempt (`WrapperDecoding.attempting`).
    static func withoutRecovery<Result>(at decoder: any Decoder, _ body: () throws -> Result) rethrows -> Result {
        guard let strata = decoder as? JSONIndexDecoder else { return try body() }
        return try WrapperDecoding.attempting(at: strata, body)
    }

    /// `value` as a `Value` (a wrapped value, a property's), or a type mismatch at the value
    /// `decoder` stands at.
    static func cast<Value>(_ value: Any, to type: Value.Type, at decoder: any Decoder) throws -> Value {
        guard let typed = value as? Value else {
            throw DecodingError.typeMismatch(
                Value.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "The transformer makes values of type \(Swift.type(of: value)), but the property holds \(Value.self)."))
        }
        return typed
    }
}

extension JSONIndexDecoder {
    /// Decodes a value of `type` at `node` through `conversion`: directly when the
    /// conversion makes that type, else inside each of Strata's wrappers around it,
    /// which keep their handling of `null` and failures.
    func decodeConverted(_ type: Any.Type, node: Int, with conversion: ValueConversion, base: CodingPathBase, key: PathKey) throws -> Any {
        guard type != conversion.valueType else { return try conversion.decode(self, node, base, key) }
        guard let wrapper = type as? any TransformableWrapper.Type else {
            if let optional = type as? any OptionalMarker.Type, storage.nodeKind(node) == .null { return optional.nilValue }
            return try conversion.decode(self, node, base, key)
        }
        if let lossy = wrapper as? any LossyCollectionWrapper.Type, let each = conversion.eachElement, each.isDictionary == lossy.isDictionary,
            storage.nodeKind(node) == (lossy.isDictionary ? .object : .array)
        {
            return try decodeLossily(lossy, node: node, eachWith: each.conversion, base: base, key: key)
        }
        return try withDecoder(at: node, base: base, key: key) { decoder in
            // The wrapped value stands where the wrapper does: its path is the wrapper's.
            let inner = CodingPathBase(depth: decoder.path.count)
            return try wrapper.decode(from: decoder) {
                try decoder.decodeConverted(wrapper.wrappedValueType, node: node, with: conversion, base: inner, key: .none)
            }
        }
    }
}

extension JSONIndexDecoder {
    /// A lossy collection whose transformer converts each element: each element through
    /// that conversion, the ones that fail dropped (and reported).
    private func decodeLossily(
        _ wrapper: any LossyCollectionWrapper.Type, node: Int, eachWith conversion: ValueConversion, base: CodingPathBase, key: PathKey
    ) throws -> Any {
        try withDecoder(at: node, base: base, key: key) { decoder in
            let inner = CodingPathBase(depth: decoder.path.count)
            var array: [Any] = []
            var dictionary: [String: Any] = [:]
            var child = node &+ JSONTape.nodeWidth
            let end = storage.nextSibling(node)
            var index = 0
            while child < end {
                let name = wrapper.isDictionary ? storage.string(child) : nil
                let valueNode = name == nil ? child : child &+ JSONTape.nodeWidth
                let elementKey: PathKey = name.map { .key(StringCodingKey($0)) } ?? .index(index)
                do {
                    let value = try TransformedValue.withoutRecovery(at: decoder) {
                        try decoder.decodeConverted(wrapper.elementType, node: valueNode, with: conversion, base: inner, key: elementKey)
                    }
                    if let name {
                        // The first of repeated keys wins, as everywhere in reading.
                        if dictionary[name] == nil { dictionary[name] = value }
                    } else {
                        array.append(value)
                    }
                } catch let error as DecodingError {
                    decoder.recordRecovered(
                        .droppedElement, "Dropped the element: \(error.summary).", node: valueNode, path: decoder.path(inner, appending: elementKey))
                }
                child = storage.nextSibling(valueNode)
                index &+= 1
            }
            return try wrapper.wrapping(kept: wrapper.isDictionary ? dictionary : array, at: decoder)
        }
    }
}
