/// How one property of a model merges: when the model is updated from JSON
/// (``StrataJSONDecoder/update(_:from:)``) and when another model is merged
/// into it (``JSONSerializing/merge(_:)``). A model names its policies in
/// ``JSONSerializing/mergePolicy(forKey:)`` (Mantle's `-merge<Key>FromModel:`).
///
/// ```swift
/// import Strata
///
/// struct Article: JSONSerializing, Equatable {
///     var title: String
///     var tags: [String]
///     var views: Int
///     var draftNote: String?
///
///     static func mergePolicy(forKey key: String) -> MergePolicy? {
///         switch key {
///         case "tags": .union
///         case "views": .custom { (current: Int, other: Int) in max(current, other) }
///         case "draftNote": .keepCurrent
///         default: nil
///         }
///     }
/// }
///
/// var local = Article(title: "Draft", tags: ["swift"], views: 10, draftNote: "check the intro")
/// let server = Article(title: "Published", tags: ["swift", "json"], views: 7, draftNote: nil)
/// try local.merge(server)
/// precondition(local == Article(title: "Published", tags: ["swift", "json"], views: 10, draftNote: "check the intro"))
/// ```
///
/// Without a policy, a merge takes the other model's value and an update takes the
/// JSON's, updating nested objects in place (see <doc:MergingAndUpdatingModels>).
/// Policies are checked when they run: a policy that cannot merge the property's type
/// (``union`` of two numbers) throws a ``MergeError``.
public struct MergePolicy: Sendable {
    let rule: PropertyMergeRule

    /// Takes the other value: the other model's, or the JSON's (the default). In an
    /// update, a JSON object replaces a nested model or dictionary entirely instead of
    /// updating it in place, so it must be complete.
    public static let takeOther = MergePolicy(rule: PropertyMergeRule(kind: .takeOther, combine: nil))

    /// Keeps the current value, whatever the other model or the JSON holds.
    public static let keepCurrent = MergePolicy(rule: PropertyMergeRule(kind: .keepCurrent, combine: nil))

    /// Takes the other value unless it is `nil` (or, in an update, `null`).
    public static let takeOtherUnlessNil = MergePolicy(rule: PropertyMergeRule(kind: .takeOtherUnlessNil, combine: nil))

    /// The union of two arrays or sets: the current elements in their order, then the
    /// other's that are new; duplicates are dropped. Arrays need `Hashable` or
    /// `Equatable` elements.
    public static let union = MergePolicy(rule: PropertyMergeRule(kind: .union, combine: { try PropertyValueMerging.union($0, $1) }))

    /// Merges nested models and dictionaries member by member, recursively, each nested
    /// model with its own policies; other values take the other one. In a merge, a
    /// `nil` on either side takes the value of the other.
    public static let deepMerge = MergePolicy(rule: PropertyMergeRule(kind: .deepMerge, combine: nil))

    /// Merges with a closure of the current and the other value, both of the
    /// property's type (Mantle's `-merge<Key>FromModel:`). For an optional property it
    /// may take the wrapped type; it is called only when both values are present, and
    /// otherwise the present one is kept. In an update, the other value is the current
    /// one updated by the JSON.
    public static func custom<Value>(_ merge: @escaping @Sendable (_ current: Value, _ other: Value) throws -> Value) -> MergePolicy {
        MergePolicy(
            rule: PropertyMergeRule(
                kind: .custom,
                combine: { current, other in
                    try PropertyValueMerging.apply(Value.self, to: current, other) { try merge($0, $1) }
                }))
    }
}

/// A merge that cannot be done: a policy that does not fit the property's type, or a
/// property a merge cannot find.
public struct MergeError: Error, Sendable, CustomStringConvertible {
    /// The coding key of the property, when known.
    public var key: String?
    /// What went wrong.
    public var reason: String

    /// A merge error for the property with coding key `key`.
    public init(key: String?, reason: String) {
        self.key = key
        self.reason = reason
    }

    /// The reason, with the property.
    public var description: String {
        key.map { "Cannot merge \"\($0)\": \(reason)" } ?? "Cannot merge: \(reason)"
    }
}
