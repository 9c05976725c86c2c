/// Maps each of a fixed set of JSON values to a model value, as Mantle's
/// `mtl_valueMappingTransformerWithDictionary:defaultValue:reverseDefaultValue:`.
///
/// ```swift
/// import Strata
///
/// enum State { case open, closed, unknown }
///
/// let state = ValueMappingTransformer(["open": State.open, "closed": .closed], defaultValue: .unknown)
/// print(try state.transform("closed"), try state.transform("locked"), try state.reverseTransform(.open))
/// // Prints "closed unknown open"
/// ```
///
/// Input the mapping does not name becomes `defaultValue`, or is rejected when there is
/// none. A model value the mapping does not name is written as `reverseDefaultValue`,
/// or rejected when there is none.
public struct ValueMappingTransformer<JSONType: Codable & Hashable & Sendable, Value: Equatable & Sendable>: Transformer {
    /// The JSON values and the model values they stand for.
    public let mapping: [JSONType: Value]
    /// The model value for JSON input the mapping does not name.
    public let defaultValue: Value?
    /// The JSON value for a model value the mapping does not name.
    public let reverseDefaultValue: JSONType?

    /// Creates a mapping transformer.
    public init(_ mapping: [JSONType: Value], defaultValue: Value? = nil, reverseDefaultValue: JSONType? = nil) {
        self.mapping = mapping
        self.defaultValue = defaultValue
        self.reverseDefaultValue = reverseDefaultValue
    }

    /// The model value for `json`.
    public func transform(_ json: JSONType) throws -> Value {
        if let value = mapping[json] { return value }
        if let defaultValue { return defaultValue }
        throw TransformerError(transformer: Self.self, reason: .unmapped(input: TransformerError.describe(json)))
    }

    /// The JSON value for `value`; when several map to it, the smallest in the order of
    /// their descriptions, so the choice does not vary from run to run.
    public func reverseTransform(_ value: Value) throws -> JSONType {
        let candidates = mapping.filter { $0.value == value }.map(\.key)
        if let key = candidates.min(by: { String(describing: $0) < String(describing: $1) }) { return key }
        if let reverseDefaultValue { return reverseDefaultValue }
        throw TransformerError(transformer: Self.self, reason: .unmapped(input: TransformerError.describe(value)))
    }
}
