/// Transformers built from other transformers: inverted, chained, and applied to every
/// element of an array or value of a dictionary.
extension Transformer where Value: Codable {
    /// The same conversion the other way round: the model side becomes the JSON side.
    public var reversed: ReversedTransformer<Self> {
        ReversedTransformer(base: self)
    }
}

extension Transformer {
    /// This transformer followed by `next`, which converts this one's model values
    /// further.
    public func then<Next: Transformer>(_ next: Next) -> ChainedTransformer<Self, Next> where Next.JSONType == Value {
        ChainedTransformer(first: self, second: next)
    }

    /// This transformer applied to every element of a JSON array.
    public var forEachElement: ArrayTransformer<Self> {
        ArrayTransformer(element: self)
    }

    /// This transformer applied to every value of a JSON object.
    public var forEachValue: DictionaryTransformer<Self> {
        DictionaryTransformer(value: self)
    }
}

/// A transformer run backwards; see ``Transformer/reversed``.
public struct ReversedTransformer<Base: Transformer>: Transformer where Base.Value: Codable {
    /// The transformer being reversed.
    public let base: Base

    /// Converts with the base transformer's reverse step.
    public func transform(_ json: Base.Value) throws -> Base.JSONType {
        try base.reverseTransform(json)
    }

    /// Converts with the base transformer's forward step.
    public func reverseTransform(_ value: Base.JSONType) throws -> Base.Value {
        try base.transform(value)
    }
}

/// Two transformers one after the other; see ``Transformer/then(_:)``.
public struct ChainedTransformer<First: Transformer, Second: Transformer>: Transformer where Second.JSONType == First.Value {
    /// The transformer applied to the JSON value.
    public let first: First
    /// The transformer applied to the first one's result.
    public let second: Second

    /// Applies `first`, then `second`.
    public func transform(_ json: First.JSONType) throws -> Second.Value {
        try second.transform(first.transform(json))
    }

    /// Applies `second`'s reverse, then `first`'s.
    public func reverseTransform(_ value: Second.Value) throws -> First.JSONType {
        try first.reverseTransform(second.reverseTransform(value))
    }
}

/// A transformer applied to each element of an array; see
/// ``Transformer/forEachElement``.
public struct ArrayTransformer<Element: Transformer>: Transformer {
    /// The transformer for one element.
    public let element: Element

    /// Transforms every element; the first failure is thrown.
    public func transform(_ json: [Element.JSONType]) throws -> [Element.Value] {
        try json.map(element.transform)
    }

    /// Reverses every element.
    public func reverseTransform(_ value: [Element.Value]) throws -> [Element.JSONType] {
        try value.map(element.reverseTransform)
    }
}

/// A transformer applied to each value of a dictionary; see
/// ``Transformer/forEachValue``.
public struct DictionaryTransformer<Value: Transformer>: Transformer {
    /// The transformer for one value.
    public let value: Value

    /// Transforms every value; the first failure is thrown.
    public func transform(_ json: [String: Value.JSONType]) throws -> [String: Value.Value] {
        try json.mapValues(value.transform)
    }

    /// Reverses every value.
    public func reverseTransform(_ dictionary: [String: Value.Value]) throws -> [String: Value.JSONType] {
        try dictionary.mapValues(value.reverseTransform)
    }
}

/// A transformer that converts each element of a collection with another, which
/// `@LossyArray` and `@LossyDictionary` apply element by element to drop the ones it
/// rejects.
protocol ElementwiseTransformer {
    var elementTransformer: any Transformer { get }
    /// Whether it converts the values of a dictionary rather than the elements of an array.
    var isDictionary: Bool { get }
}

extension ArrayTransformer: ElementwiseTransformer {
    var elementTransformer: any Transformer { element }
    var isDictionary: Bool { false }
}

extension DictionaryTransformer: ElementwiseTransformer {
    var elementTransformer: any Transformer { value }
    var isDictionary: Bool { true }
}

extension ArrayTransformer: ParameterlessTransformer where Element: ParameterlessTransformer {
    /// Each element with the element transformer's standard configuration.
    public init() {
        self.init(element: Element())
    }
}

extension DictionaryTransformer: ParameterlessTransformer where Value: ParameterlessTransformer {
    /// Each value with the value transformer's standard configuration.
    public init() {
        self.init(value: Value())
    }
}

/// An optional transformer passes `nil` through: `@Transform(URLTransformer?.self)`
/// on a property of type `URL?` reads a missing key or `null` as `nil` and leaves the
/// key out when the value is `nil`.
extension Optional: Transformer where Wrapped: Transformer {
    /// The wrapped transformer's JSON type, or nothing.
    public typealias JSONType = Wrapped.JSONType?
    /// The wrapped transformer's model type, or nothing.
    public typealias Value = Wrapped.Value?

    /// Transforms a present value; `nil` stays `nil`.
    public func transform(_ json: Wrapped.JSONType?) throws -> Wrapped.Value? {
        guard let json else { return nil }
        guard let transformer = self else {
            throw TransformerError(transformer: Self.self, reason: .invalidInput(input: "a value", expected: "a transformer"))
        }
        return try transformer.transform(json)
    }

    /// Reverses a present value; `nil` stays `nil`.
    public func reverseTransform(_ value: Wrapped.Value?) throws -> Wrapped.JSONType? {
        guard let value else { return nil }
        guard let transformer = self else {
            throw TransformerError(transformer: Self.self, reason: .invalidInput(input: "a value", expected: "a transformer"))
        }
        return try transformer.reverseTransform(value)
    }
}

extension Optional: ParameterlessTransformer where Wrapped: ParameterlessTransformer {
    /// The wrapped transformer's standard configuration.
    public init() {
        self = .some(Wrapped())
    }
}
