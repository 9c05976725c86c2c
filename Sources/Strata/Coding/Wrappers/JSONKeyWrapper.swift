/// What Strata's coders need of a `@JSONKey` property (the wrapper is declared in the Model
/// layer, `JSONKey`), without knowing its value type.
protocol JSONKeyWrapper: _StrataCodingCustomization {
    /// The wrapped value's type.
    static var valueType: Any.Type { get }
    /// Whether a missing value is `nil` rather than an error.
    static var valueIsOptional: Bool { get }
    var paths: [JSONKeyPath] { get }
    var anyWrappedValue: Any { get }
    /// Makes a wrapper from a decoded value (of `valueType`) and its paths.
    static func make(wrapping value: Any?, paths: [JSONKeyPath]) -> Self?
}
