/// What Strata's coders need of a `@JSONIgnored` property (the wrapper is declared in the
/// Model layer, `JSONIgnored`).
protocol JSONIgnoredWrapper: _StrataCodingCustomization {
    /// The wrapped value's type.
    static var valueType: Any.Type { get }
    static var valueIsOptional: Bool { get }
    var anyWrappedValue: Any { get }
    static func make(wrapping value: Any?) -> Self?
}
