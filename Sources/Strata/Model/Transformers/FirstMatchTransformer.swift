import Foundation

/// Tries several transformers in order and takes the first that converts the value:
/// dates in mixed formats, a number sent as a number or as a numeric string.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// let anyDate = FirstMatchTransformer(
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
/// ``Transform``, make it the ``ConfiguredTransformer/configured`` value of a
/// ``ConfiguredTransformer``.
///
/// Up to six candidates of different types are listed as arguments; a longer list, or one
/// made at run time, is an array of one transformer type (`formats.map
/// DateFormatTransformer.init(format:)`), and a first-match transformer can itself be a
/// candidate.
public struct FirstMatchTransformer<Value>: Transformer {
    /// A candidate's two conversions, with its JSON side read from and written to a
    /// `JSONValue`. (Kept as closures rather than as `any Transformer<Value>`: existentials
    /// constrained by a primary associated type need the Swift 5.7 runtime, macOS 13 and
    /// iOS 16, and Strata supports macOS 12 and iOS 15.)
    private struct Candidate: Sendable {
        let transform: @Sendable (JSONValue) throws -> Value
        let reverseTransform: @Sendable (Value) throws -> JSONValue
        /// The candidate itself, for the schema of its JSON.
        let transformer: any Transformer

        init<T: Transformer>(_ transformer: T) where T.Value == Value {
            self.transformer = transformer
            transform = { json in try transformer.transform(StrataJSONDecoder().decode(T.JSONType.self, from: json)) }
            reverseTransform = { value in try StrataJSONEncoder().encodeTree(transformer.reverseTransform(value)) }
        }
    }

    private let candidates: [Candidate]

    /// The candidates, for the schema of the JSON they read.
    var schemaSources: [any Transformer] { candidates.map(\.transformer) }

    /// Creates a transformer that tries `candidates` in order.
    public init<T: Transformer>(_ candidates: [T]) where T.Value == Value {
        self.candidates = candidates.map(Candidate.init)
    }

    /// Creates a transformer that tries `first`, then `second`.
    public init<A: Transformer, B: Transformer>(_ first: A, _ second: B) where A.Value == Value, B.Value == Value {
        candidates = [Candidate(first), Candidate(second)]
    }

    /// Creates a transformer that tries the candidates in the order given.
    public init<A: Transformer, B: Transformer, C: Transformer>(_ first: A, _ second: B, _ third: C)
    where A.Value == Value, B.Value == Value, C.Value == Value {
        candidates = [Candidate(first), Candidate(second), Candidate(third)]
    }

    /// Creates a transformer that tries the candidates in the order given.
    public init<A: Transformer, B: Transformer, C: Transformer, D: Transformer>(_ first: A, _ second: B, _ third: C, _ fourth: D)
    where A.Value == Value, B.Value == Value, C.Value == Value, D.Value == Value {
        candidates = [Candidate(first), Candidate(second), Candidate(third), Candidate(fourth)]
    }

    /// Creates a transformer that tries the candidates in the order given.
    public init<A: Transformer, B: Transformer, C: Transformer, D: Transformer, E: Transformer>(
        _ first: A, _ second: B, _ third: C, _ fourth: D, _ fifth: E
    ) where A.Value == Value, B.Value == Value, C.Value == Value, D.Value == Value, E.Value == Value {
        candidates = [Candidate(first), Candidate(second), Candidate(third), Candidate(fourth), Candidate(fifth)]
    }

    /// Creates a transformer that tries the candidates in the order given.
    public init<A: Transformer, B: Transformer, C: Transformer, D: Transformer, E: Transformer, F: Transformer>(
        _ first: A, _ second: B, _ third: C, _ fourth: D, _ fifth: E, _ sixth: F
    ) where A.Value == Value, B.Value == Value, C.Value == Value, D.Value == Value, E.Value == Value, F.Value == Value {
        candidates = [Candidate(first), Candidate(second), Candidate(third), Candidate(fourth), Candidate(fifth), Candidate(sixth)]
    }

    /// The first candidate's conversion of the value.
    public func transform(_ json: JSONValue) throws -> Value {
        var rejections: [String] = []
        for candidate in candidates {
            do {
                return try candidate.transform(json)
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
        return try first.reverseTransform(value)
    }
}
