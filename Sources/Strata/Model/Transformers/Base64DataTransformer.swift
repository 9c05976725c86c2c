import Foundation

/// Bytes written as a base64 string: `"SGVsbG8="`.
public struct Base64DataTransformer: ParameterlessTransformer {
    /// Creates the transformer.
    public init() {}

    /// Reads standard, padded base64.
    public func transform(_ json: String) throws -> Data {
        guard let data = Data(base64Encoded: json) else {
            throw TransformerError.invalid(Self.self, input: json, expected: "base64 text")
        }
        return data
    }

    /// Writes standard, padded base64 without line breaks.
    public func reverseTransform(_ value: Data) throws -> String {
        value.base64EncodedString()
    }
}
