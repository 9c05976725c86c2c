import Foundation

/// A time zone written as its identifier: `"Europe/Paris"`, `"America/New_York"`, `"UTC"`.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Office: Codable {
///     @Transform<TimeZoneTransformer> var timeZone: TimeZone
/// }
///
/// let office = try JSONDecoder().decode(Office.self, from: Data(#"{"timeZone": "Europe/Paris"}"#.utf8))
/// print(office.timeZone.identifier)
/// // Prints "Europe/Paris"
/// ```
///
/// An identifier the system does not know (or an abbreviation such as `"CET"`, which
/// stands for different zones in different places) is rejected.
public struct TimeZoneTransformer: ParameterlessTransformer {
    /// Creates the transformer.
    public init() {}

    /// Reads a time zone identifier.
    public func transform(_ json: String) throws -> TimeZone {
        guard TimeZone.knownTimeZoneIdentifiers.contains(json) || json == "UTC" || json == "GMT", let zone = TimeZone(identifier: json) else {
            throw TransformerError.invalid(Self.self, input: json, expected: "a time zone identifier such as Europe/Paris")
        }
        return zone
    }

    /// Writes the zone's identifier.
    public func reverseTransform(_ value: TimeZone) throws -> String {
        value.identifier
    }
}
