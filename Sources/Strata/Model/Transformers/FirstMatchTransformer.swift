import Foundation

/// Tries several transformers in order and takes the first that converts the value:
/// dates in mixed formats, a number sent as a number or as a numeric string.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// let anyDate = FirstMatchTransformer<Date>(
///     ISO8601DateTransformer(),
///     DateFormatTransformer(format: "yyyy-MM-dd"),
///     SecondsSince1970Transformer()
/// )
/// for json: JSONValue in ["2011-04-22T13:33:48Z", "2011-04-22", 1303479228] {
///     print(try anyDate.transform(json).timeIntervalSince1970)
/// }
/// // Prints "1303479228.0"
/// // Prints "1303430400.0"
/// // Prints "1303479228.0"
/// ```
///
/// Its JSON side is any ``JSONValue``: each candidate reads it as its own `JSONType`
/// (a string, a number) when it can. Encoding uses the first candidate. The error for a
/// value none converts lists what each candidate said. To name one by its type for
/// ``Transform``, adopt ``FirstMatchConvention``.
public struct FirstMatchTransformer<Value>: Transformer {
    /// The transformers, in the order they are tried.
    public let candidates: [any Transformer<Value>]

    /// Creates a transformer that tries `candidates` in order.
    public init(_ candidates: [any Transformer<Value>]) {
        self.candidates = candidates
    }

    /// Creates a transformer that tries `candidates` in order.
    public init(_ candidates: any Transformer<Value>...) {
        self.candidates = candidates
    }

    /// The first candidate's conversion of the value.
    public func transform(_ json: JSONValue) throws -> Value {
        var rejections: [String] = []
        for candidate in candidates {
            do {
                return try Self.convert(json, with: candidate)
            } catch {
                var text = "\(error)"
                while text.hasSuffix(".") { text.removeLast() }
                rejections.append(text)
            }
        }
        throw TransformerError.invalid(
            Self.self, input: json, expected: "a value one of its transformers reads (\(rejections.joined(separator: "; ")))")
    }

    /// The first candidate's JSON for the value.
    public func reverseTransform(_ value: Value) throws -> JSONValue {
        guard let first = candidates.first else { throw TransformerError(transformer: Self.self, reason: .notReversible) }
        return try Self.write(value, with: first)
    }

    private static func convert<T: Transformer>(_ json: JSONValue, with transformer: T) throws -> Value {
        let input = try StrataJSONDecoder().decode(T.JSONType.self, from: json)
        guard let value = try transformer.transform(input) as? Value else {
            throw TransformerError.invalid(T.self, input: json, expected: "a value of type \(Value.self)")
        }
        return value
    }

    private static func write<T: Transformer>(_ value: Value, with transformer: T) throws -> JSONValue {
        guard let typed = value as? T.Value else {
            throw TransformerError.invalid(T.self, input: value, expected: "a value of type \(T.Value.self)")
        }
        return try StrataJSONEncoder().encode(transformer.reverseTransform(typed))
    }
}

/// A ``FirstMatchTransformer`` named by a type, for ``Transform``:
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct FlexibleDate: FirstMatchConvention {
///     typealias Value = Date
///     static let candidates: [any Transformer<Date>] = [ISO8601DateTransformer(), SecondsSince1970Transformer()]
/// }
///
/// struct Event: Codable {
///     @Transform<FlexibleDate> var start: Date
/// }
///
/// let events = try JSONDecoder().decode([Event].self, from: Data(#"[{"start": "2011-04-22T13:33:48Z"}, {"start": 1303479228}]"#.utf8))
/// print(events[0].start == events[1].start)
/// // Prints "true"
/// ```
///
/// Name the model-side type with `typealias Value`: Swift cannot infer it from
/// `candidates`.
public protocol FirstMatchConvention: TypeNamedTransformer where JSONType == JSONValue {
    /// The transformers, in the order they are tried.
    static var candidates: [any Transformer<Value>] { get }
}

extension FirstMatchConvention {
    /// The first candidate's conversion of the value.
    public func transform(_ json: JSONValue) throws -> Value {
        try FirstMatchTransformer(Self.candidates).transform(json)
    }

    /// The first candidate's JSON for the value.
    public func reverseTransform(_ value: Value) throws -> JSONValue {
        try FirstMatchTransformer(Self.candidates).reverseTransform(value)
    }
}
