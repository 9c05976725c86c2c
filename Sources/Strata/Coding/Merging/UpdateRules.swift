/// How an update or a merge treats one property: the Model layer's `MergePolicy`, as
/// the coders apply it.
struct PropertyMergeRule: @unchecked Sendable {
    // `@unchecked`: the closure captures `Sendable` values only (see `MergePolicy`).

    enum Kind: Sendable {
        case takeOther, keepCurrent, takeOtherUnlessNil, union, deepMerge, custom
    }

    let kind: Kind
    /// For `union` and `custom`: the merged value of the current and the incoming value,
    /// both present and not `nil`.
    let combine: ((_ current: Any, _ incoming: Any) throws -> Any)?

    /// Whether `null` for the property leaves the current value (rather than clearing it).
    var keepsCurrentOnNull: Bool { kind == .keepCurrent || kind == .takeOtherUnlessNil }

    /// Whether a JSON object for the property updates the current value in place (rather
    /// than replacing it with one decoded afresh).
    var updatesInPlace: Bool { kind == .deepMerge || kind == .takeOtherUnlessNil || kind == .custom }
}

/// What updates and merges need to know about a model type beyond its `Codable`
/// conformance: its properties' merge rules and its hooks. Worked out once per type, by
/// the Model layer (`UpdateRules.lookup`), as `ModelCodingInfo` is for decoding.
final class UpdateRules: @unchecked Sendable {
    // `@unchecked`: immutable but for `rules`, which its lock guards.

    /// The model's name, for messages.
    let typeName: String
    private let ruleForKey: (String) -> PropertyMergeRule?
    private let rules = LockedCache<String, PropertyMergeRule?>()
    /// Runs the model's hooks after an update or a merge: `didUpdate()`, then
    /// `validate()`; returns the finished value.
    let afterUpdate: (Any) throws -> Any
    /// Runs the model's `validate()`.
    let validate: (Any) throws -> Void

    init(
        typeName: String, ruleForKey: @escaping (String) -> PropertyMergeRule?, afterUpdate: @escaping (Any) throws -> Any,
        validate: @escaping (Any) throws -> Void
    ) {
        self.typeName = typeName
        self.ruleForKey = ruleForKey
        self.afterUpdate = afterUpdate
        self.validate = validate
    }

    /// The rule for the property with coding key `key`; nil for the default.
    func rule(forKey key: String) -> PropertyMergeRule? {
        rules.value(for: key) { ruleForKey(key) }
    }

    private static let known = LockedCache<ObjectIdentifier, UpdateRules?>()

    /// The rules of `type`, or nil for a type that is not a model; cached per process.
    static func of(_ type: Any.Type) -> UpdateRules? {
        known.value(for: ObjectIdentifier(type)) { lookup(type) }
    }
}
