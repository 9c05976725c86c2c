/// What a cluster's ``JSONCluster/fallback`` may be declared as: a ``JSONVariant``, or an
/// optional one.
///
/// Both spellings of the declaration work, so that the shorter one is not silently a
/// different property:
///
/// ```swift
/// // Fragment: either declaration is the cluster's fallback.
/// static let fallback = JSONVariant(UnknownVariant.self, Payload.other)
/// static let fallback: JSONVariant<Payload>? = JSONVariant(UnknownVariant.self, Payload.other)
/// ```
///
/// Swift infers the type of a `static let` from its value. Were the requirement only
/// `JSONVariant<Base>?`, a declaration without the annotation would have the type
/// `JSONVariant<Base>`, satisfy nothing, and leave the cluster without a fallback, with no
/// warning. You do not adopt this protocol yourself.
public protocol JSONClusterFallback {
    /// The `Base` of the cluster whose fallback this is.
    associatedtype FallbackBase
    /// The fallback variant, if any.
    var fallbackVariant: JSONVariant<FallbackBase>? { get }
}

extension JSONVariant: JSONClusterFallback {
    /// This variant.
    public var fallbackVariant: JSONVariant<Base>? { self }
}

extension Optional: JSONClusterFallback where Wrapped: JSONClusterFallback {
    /// The wrapped variant, or none.
    public var fallbackVariant: JSONVariant<Wrapped.FallbackBase>? { self?.fallbackVariant ?? nil }
}
