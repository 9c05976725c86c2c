/// Lets generic code ask whether a type is an `Optional` and make its `nil`.
protocol OptionalMarker {
    /// The type's `nil`.
    static var nilValue: Any { get }
    /// The type it wraps.
    static var wrappedType: Any.Type { get }
    var isNil: Bool { get }
}

extension Optional: OptionalMarker {
    static var nilValue: Any { Wrapped?.none as Any }
    static var wrappedType: Any.Type { Wrapped.self }

    var isNil: Bool {
        if case .some = self { return false }
        return true
    }
}
