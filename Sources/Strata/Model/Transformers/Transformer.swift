import Foundation

/// A conversion between a value as JSON holds it and the value a model wants: a date
/// string and a `Date`, `"open"` and an enum case, a base64 string and `Data`.
///
/// `transform(_:)` turns the JSON side into the model side when decoding;
/// `reverseTransform(_:)` turns it back when encoding. Both may throw, and should throw
/// a ``TransformerError`` that says which input was rejected and what was expected.
/// A transformer that only reads (a one-way transformer) leaves `reverseTransform(_:)`
/// out: encoding then fails with ``TransformerError/Reason/notReversible``.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// /// Prices in cents on the wire, `Decimal` dollars in the model.
/// struct CentsTransformer: ParameterlessTransformer {
///     func transform(_ json: Int) throws -> Decimal {
///         guard json >= 0 else {
///             throw TransformerError.invalid(Self.self, input: json, expected: "a price of zero cents or more")
///         }
///         return Decimal(json) / 100
///     }
///
///     func reverseTransform(_ value: Decimal) throws -> Int {
///         NSDecimalNumber(decimal: value * 100).intValue
///     }
/// }
///
/// struct Product: Codable {
///     @Transform<CentsTransformer> var price: Decimal
/// }
///
/// let product = try JSONDecoder().decode(Product.self, from: Data(#"{"price": 1999}"#.utf8))
/// print(product.price)
/// // Prints "19.99"
/// do {
///     _ = try JSONDecoder().decode(Product.self, from: Data(#"{"price": -5}"#.utf8))
/// } catch DecodingError.dataCorrupted(let context) {
///     print(context.underlyingError as? TransformerError != nil)
///     // Prints "true"
/// }
/// ```
///
/// Apply one to a property with ``Transform``, or name it for a key or a value type in
/// ``JSONSerializing``. <doc:TransformingValues> lists the built-in transformers.
public protocol Transformer<Value>: Sendable {
    /// The type JSON holds, decoded and encoded with `Codable`.
    associatedtype JSONType: Codable
    /// The type the model holds.
    associatedtype Value

    /// Converts a value read from JSON into the model's value.
    func transform(_ json: JSONType) throws -> Value

    /// Converts a model's value into the value to write as JSON.
    func reverseTransform(_ value: Value) throws -> JSONType
}

extension Transformer {
    /// One-way transformers: encoding a value fails with a clear error.
    public func reverseTransform(_ value: Value) throws -> JSONType {
        throw TransformerError(transformer: Self.self, reason: .notReversible)
    }
}

/// A transformer that can be named by its type alone, as ``Transform`` names it
/// (`@Transform<URLTransformer>`): it has a standard configuration, which `init()` makes.
///
/// Because the conversion is then part of a property's type, ``Transform`` works under
/// any `Decoder` and `Encoder`, Foundation's included. A transformer whose behaviour
/// needs arguments (``DateFormatTransformer``'s format) becomes type-named through a
/// type that fixes them (``ConfiguredTransformer``).
public protocol ParameterlessTransformer: Transformer {
    /// The standard configuration.
    init()
}

/// The error a transformer throws for a value it cannot convert.
public struct TransformerError: Error, Sendable, CustomStringConvertible, InputQuotingError {
    /// Why a value was rejected.
    public enum Reason: Sendable, Equatable {
        /// The input is not in the form the transformer reads.
        case invalidInput(input: String, expected: String)
        /// The transformer only converts JSON into model values.
        case notReversible
        /// A value mapping has no entry (and no default) for the input.
        case unmapped(input: String)
    }

    /// The transformer's type name.
    public var transformer: String
    /// Why the value was rejected.
    public var reason: Reason

    /// An error for `transformer`.
    public init<T>(transformer: T.Type, reason: Reason) {
        self.transformer = String(describing: transformer)
        self.reason = reason
    }

    /// An error for input that is not in the expected form.
    public static func invalid<T>(_ transformer: T.Type, input: some Any, expected: String) -> TransformerError {
        TransformerError(transformer: transformer, reason: .invalidInput(input: describe(input), expected: expected))
    }

    /// A sentence naming the transformer, the input and what was expected.
    public var description: String {
        switch reason {
        case .invalidInput(let input, let expected):
            return "\(transformer) cannot convert \(input): expected \(expected)."
        case .notReversible:
            return "\(transformer) converts JSON into model values only; it cannot encode."
        case .unmapped(let input):
            return "\(transformer) has no value for \(input) and no default."
        }
    }

    /// What was found, quoted and abridged: `the string "Potentially"`, `the number 666`.
    static func describe(_ value: Any) -> String {
        switch value {
        case let string as String:
            return "the string \(MessageQuoting.quoted(string))"
        case let bool as Bool:
            return "the boolean \(bool)"
        case let json as JSONValue:
            switch json {
            case .string(let string): return "the string \(MessageQuoting.quoted(string))"
            case .number(let number): return "the number \(MessageQuoting.number(number.text.utf8))"
            case .bool(let bool): return "the boolean \(bool)"
            case .null: return "null"
            case .array, .object: return "\(json.kind) \(abridged(json.description))"
            }
        case is any BinaryInteger, is any BinaryFloatingPoint, is Decimal:
            return "the number \(value)"
        default:
            return abridged(String(describing: value))
        }
    }

    /// At most 40 Unicode scalars, with an ellipsis and the length where text was cut.
    static func abridged(_ text: String) -> String {
        MessageQuoting.abridged(text)
    }
}
