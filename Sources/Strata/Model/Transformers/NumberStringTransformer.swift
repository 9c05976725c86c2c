import Foundation

/// A number written as a string, `"42"` or `"3.14"`, for APIs that quote numbers.
/// Writes the number as a string again.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Repository: Codable {
///     @Transform<NumberStringTransformer<Int>> var stars: Int
/// }
///
/// let repository = try JSONDecoder().decode(Repository.self, from: Data(#"{"stars": " 42 "}"#.utf8))
/// print(repository.stars)
/// // Prints "42"
/// ```
public struct NumberStringTransformer<Number: LosslessStringConvertible & Sendable>: ParameterlessTransformer {
    /// Creates the transformer.
    public init() {}

    /// Reads the number the string spells, ignoring surrounding spaces.
    public func transform(_ json: String) throws -> Number {
        guard let number = Number(json.trimmingCharacters(in: .whitespaces)) else {
            throw TransformerError.invalid(Self.self, input: json, expected: "a string holding \(Number.self)")
        }
        return number
    }

    /// Writes the number's description.
    public func reverseTransform(_ value: Number) throws -> String {
        value.description
    }
}
