/// A boolean however the server writes it: `true`/`false`, `"true"`/`"false"`,
/// `"yes"`/`"no"`, `"1"`/`"0"` (any case), or the numbers `1` and `0`.
/// Writes `true` and `false`.
public struct BoolTransformer: ParameterlessTransformer {
    /// Creates the transformer.
    public init() {}

    /// Reads a boolean from any of the accepted forms.
    public func transform(_ json: JSONValue) throws -> Bool {
        switch json {
        case .bool(let flag):
            return flag
        case .number(let number):
            if number == 1 { return true }
            if number == 0 { return false }
        case .string(let text):
            switch text.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: break
            }
        default:
            break
        }
        throw TransformerError.invalid(Self.self, input: json, expected: "true, false, \"yes\", \"no\", 1 or 0")
    }

    /// Writes `true` or `false`.
    public func reverseTransform(_ value: Bool) throws -> JSONValue {
        .bool(value)
    }
}
