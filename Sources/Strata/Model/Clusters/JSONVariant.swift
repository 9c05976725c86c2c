/// One concrete form a cluster's values can take: the discriminator value that names it,
/// the `Codable` type it decodes as, and how that type's values become the cluster's
/// `Base`.
///
/// For a class hierarchy or a protocol, a variant is a subclass or a conforming type,
/// and its values are already values of the base:
///
/// ```swift
/// // Fragment: entries of a `variants` table, for classes and for protocols.
/// JSONVariant("text", XYTextMessage.self)
/// JSONVariant("circle", Circle.self)
/// ```
///
/// For an enum with associated values, a variant is a case: give the payload's type and
/// the case itself, which Swift lets you write as a function from the payload:
///
/// ```swift
/// // Fragment: an entry of a `variants` table, for an enum.
/// JSONVariant("circle", Circle.self, Shape.circle)
/// ```
///
/// Variants without a tag serve ``JSONDiscriminator/untagged`` clusters, a cluster's
/// ``JSONCluster/fallback``, and ``JSONCluster/variant(forParsing:)``.
public struct JSONVariant<Base>: @unchecked Sendable {
    // `@unchecked`: the closures capture only metatypes and the `@Sendable` closure given
    // at the declaration; the metatype is immutable.

    /// The discriminator value that selects this variant, if it has one.
    public let discriminatorValue: JSONDiscriminatorValue?
    /// The type the variant's JSON decodes as.
    public let type: any Codable.Type
    /// Makes a cluster value from a decoded value of `type`.
    let make: (Any) -> Base?
    /// The decoded value inside a cluster value, if the value is this variant; with
    /// `exactly` false, also when the value's type is a subclass of this variant's.
    let payload: (Base, _ exactly: Bool) -> (any Encodable)?
    /// The answer of ``JSONCluster/variant(forParsing:)``'s default: choose by the
    /// discriminator instead.
    let isByDiscriminator: Bool

    /// The variant of a value of a cluster that lists none: its runtime type, untagged.
    static var untagged: JSONVariant {
        JSONVariant(tag: nil, type: JSONValue.self, make: { $0 as? Base }, payload: { value, _ in value as? any Encodable })
    }

    /// What ``JSONCluster/variant(forParsing:)`` answers when it is not implemented.
    static var byDiscriminator: JSONVariant {
        JSONVariant(tag: nil, type: JSONValue.self, make: { _ in nil }, payload: { _, _ in nil }, isByDiscriminator: true)
    }

    private init(
        tag: JSONDiscriminatorValue?, type: any Codable.Type, make: @escaping (Any) -> Base?,
        payload: @escaping (Base, Bool) -> (any Encodable)?, isByDiscriminator: Bool = false
    ) {
        self.discriminatorValue = tag
        self.type = type
        self.make = make
        self.payload = payload
        self.isByDiscriminator = isByDiscriminator
    }

    /// A variant whose values are values of `Base` already: a subclass of a base class,
    /// or a type conforming to a protocol. A value encodes as this variant when its
    /// runtime type is exactly `type`.
    public init<Variant: Codable>(_ tag: JSONDiscriminatorValue, _ type: Variant.Type) {
        self.init(tag: tag, type)
    }

    /// An untagged variant whose values are values of `Base` already.
    public init<Variant: Codable>(_ type: Variant.Type) {
        self.init(tag: nil, type)
    }

    /// A variant that wraps a decoded `Variant` into a `Base`: an enum case with an
    /// associated value, written as the case itself (`Shape.circle`). A value encodes as
    /// this variant when it is that case.
    public init<Variant: Codable>(_ tag: JSONDiscriminatorValue, _ type: Variant.Type, _ make: @escaping @Sendable (Variant) -> Base) {
        self.init(tag: tag, type, wrappedBy: make)
    }

    /// An untagged variant that wraps a decoded `Variant` into a `Base`.
    public init<Variant: Codable>(_ type: Variant.Type, _ make: @escaping @Sendable (Variant) -> Base) {
        self.init(tag: nil, type, wrappedBy: make)
    }

    private init<Variant: Codable>(tag: JSONDiscriminatorValue?, _ type: Variant.Type) {
        self.init(
            tag: tag, type: type, make: { $0 as? Base },
            payload: { value, exactly in
                // Exactly this type first: a subclass's own variant, not its base's, claims it.
                guard let variant = value as? Variant else { return nil }
                return !exactly || Swift.type(of: value as Any) == Variant.self ? variant : nil
            })
    }

    private init<Variant: Codable>(tag: JSONDiscriminatorValue?, _ type: Variant.Type, wrappedBy wrap: @escaping @Sendable (Variant) -> Base) {
        self.init(
            tag: tag, type: type, make: { ($0 as? Variant).map(wrap) },
            payload: { value, _ in
                // An enum case: its one associated value, when wrapping that value again
                // makes the same case (two cases may share a payload type).
                guard let child = Mirror(reflecting: value).children.first, let variant = child.value as? Variant,
                    Mirror(reflecting: wrap(variant)).children.first?.label == child.label
                else { return nil }
                return variant
            })
    }
}
