/// An enum with raw values that decodes a raw value it does not know as a designated case,
/// instead of failing the whole document.
///
/// ```swift
/// import Strata
///
/// enum Status: String, UnknownCaseRepresentable {
///     case active, suspended, unknown
///     static let unknownCase = Status.unknown
/// }
///
/// let statuses = try StrataJSONDecoder().decode([Status].self, from: #"["active", "archived"]"#)
/// print(statuses.map(\.rawValue))
/// // Prints "["active", "unknown"]"
/// ```
///
/// Adopting the protocol gives the enum its `init(from:)`, under every decoder. Each
/// fallback used is in the ``DecodingReport`` of a Strata decode that keeps one, with the
/// raw value found. Encoding writes the case's raw value (the unknown case's own).
public protocol UnknownCaseRepresentable: RawRepresentable, Codable where RawValue: Codable {
    /// The case for raw values the enum does not know.
    static var unknownCase: Self { get }
}

extension UnknownCaseRepresentable {
    /// The case for the raw value, or ``unknownCase``.
    public init(from decoder: any Decoder) throws {
        let rawValue = try decoder.singleValueContainer().decode(RawValue.self)
        if let known = Self(rawValue: rawValue) {
            self = known
        } else {
            WrapperDecoding.recordRecovered(
                .fallbackUsed, "\(Self.self) has no case for \(TransformerError.describe(rawValue)); used \(Self.unknownCase).", at: decoder)
            self = Self.unknownCase
        }
    }
}
