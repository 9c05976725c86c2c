/// How Strata spells floating-point numbers: exactly as Foundation's `JSONEncoder`
/// does, which is Swift's shortest round-tripping `description` without a trailing
/// `.0` (`1`, `0.1`, `1e-07`, `1.2345678901234568e+20`, `-0`).
enum FloatingPointText {
    /// The JSON text of a finite value; nil for infinities and NaN.
    static func json<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value) -> String? {
        guard value.isFinite else { return nil }
        var text = value.description
        if text.hasSuffix(".0") {
            text.removeLast(2)
        }
        return text
    }

    /// JSON5's spelling of a non-finite value.
    static func json5(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        return value < 0 ? "-Infinity" : "Infinity"
    }
}
