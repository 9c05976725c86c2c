/// The error for a value that does not match its schema, where Strata throws rather than
/// returning a ``JSONSchemaValidationResult``: the underlying error of the `DecodingError`
/// a ``StrataJSONDecoder`` with a ``StrataJSONDecoder/schemaValidator`` throws for input
/// that does not match.
///
/// ``failures`` holds every failure the validator found, in the order of
/// ``JSONSchemaValidationResult/failures``. When the value validated is not the
/// document's root (`decode(_:from:at:)`, an element of a stream), their instance
/// locations still start at the document's root.
public struct JSONSchemaValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every failure, at least one.
    public var failures: [JSONSchemaFailure]

    /// An error for `failures`.
    public init(failures: [JSONSchemaFailure]) {
        self.failures = failures
    }

    /// The most failures ``description`` spells out; it counts the rest.
    public static let describedFailureLimit = 3

    /// The first failures (at most ``describedFailureLimit``), one after the other, and
    /// how many more there are.
    public var description: String {
        let listed = failures.prefix(Self.describedFailureLimit).map(\.description)
        let more = failures.count - listed.count
        let tail = more > 0 ? " And \(more) more failure\(more == 1 ? "" : "s")." : ""
        return listed.joined(separator: " ") + tail
    }
}
