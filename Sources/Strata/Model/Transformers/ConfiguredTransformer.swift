/// A transformer named by a type that supplies a configured instance, so that a
/// transformer that needs arguments (a locale, a format, a precision) can be used with
/// ``Transform``, which names a transformer by its type.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct GermanNumber: ConfiguredTransformer {
///     static let configured = LocalizedNumberTransformer<Decimal>(locale: Locale(identifier: "de_DE"))
/// }
///
/// struct Invoice: Codable {
///     @Transform<GermanNumber> var total: Decimal
///     @Transform(GermanNumber?.self) var discount: Decimal? = nil
/// }
///
/// let invoice = try JSONDecoder().decode(Invoice.self, from: Data(#"{"total": "9.876.543,21"}"#.utf8))
/// print(invoice.total, String(decoding: try JSONEncoder().encode(invoice), as: UTF8.self))
/// // Prints "9876543.21 {"total":"9.876.543,21"}"
/// ```
///
/// The conversion is then part of the property's type, so it works under any `Decoder`
/// and `Encoder`, Foundation's included, as every ``Transform`` does. The instance is
/// made once, by the `static let`, and shared: a transformer used this way must be safe
/// to share, as every ``Transformer`` is (`Sendable`). The type can also be listed in
/// ``JSONSerializing/valueTransformers`` or returned from
/// ``JSONSerializing/transformer(forKey:)``, like any transformer.
public protocol ConfiguredTransformer: ParameterlessTransformer where JSONType == Configured.JSONType, Value == Configured.Value {
    /// The type of the configured transformer.
    associatedtype Configured: Transformer
    /// The configured transformer this type stands for.
    static var configured: Configured { get }
}

extension ConfiguredTransformer {
    /// Converts with ``configured``.
    public func transform(_ json: Configured.JSONType) throws -> Configured.Value {
        try Self.configured.transform(json)
    }

    /// Converts back with ``configured``.
    public func reverseTransform(_ value: Configured.Value) throws -> Configured.JSONType {
        try Self.configured.reverseTransform(value)
    }
}
