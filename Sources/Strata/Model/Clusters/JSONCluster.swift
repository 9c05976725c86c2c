/// A type whose values come in several concrete forms, the form chosen from the JSON:
/// Mantle's class clusters, and every other way Swift models variants.
///
/// A cluster names its ``variants``, each a concrete `Codable` type and the discriminator
/// value that selects it, and says where the discriminator is (``discriminator``). Three
/// kinds of type adopt it, each through its own protocol:
///
/// - a base class, whose subclasses are the variants: ``JSONClassCluster``;
/// - an enum with associated values, one case per variant: ``JSONTaggedUnion``;
/// - a type that only describes a protocol's variants, for properties typed with the
///   protocol (`any Shape`, `[any Shape]`), through the ``Polymorphic`` wrapper.
///
/// ```swift
/// import Strata
///
/// protocol Shape: Codable { var area: Double { get } }
/// struct Circle: Shape { var radius: Double; var area: Double { .pi * radius * radius } }
/// struct Square: Shape { var side: Double; var area: Double { side * side } }
///
/// enum Shapes: JSONCluster {
///     static let discriminator = JSONDiscriminator.key("type")
///     static let variants: [JSONVariant<any Shape>] = [
///         JSONVariant("circle", Circle.self),
///         JSONVariant("square", Square.self),
///     ]
/// }
///
/// struct Drawing: Codable {
///     @Polymorphic<[Shapes]> var shapes: [any Shape]
/// }
///
/// let json = #"{"shapes": [{"type": "square", "side": 2}, {"type": "circle", "radius": 1}]}"#
/// let drawing = try StrataJSONDecoder().decode(Drawing.self, from: json)
/// print(drawing.shapes.map(\.area).reduce(0, +) > 7)
/// // Prints "true"
/// ```
///
/// Decoding reads the discriminator first, looking into the object without decoding it,
/// then decodes the chosen variant. Encoding writes each value as its runtime variant and
/// writes the discriminator back where it was read from, so decoding, encoding and
/// decoding again gives equal values.
///
/// A discriminator value no variant names decodes as ``fallback`` when there is one (an
/// app shipped last year keeps reading a feed that gained a new variant); otherwise it is
/// a `DecodingError.dataCorrupted` that quotes the value found and lists the values
/// known, at the coding path of the object. A missing discriminator is a
/// `DecodingError.keyNotFound` there (or the fallback).
///
/// See <doc:ClassClusters> for every form, and for which forms also work under
/// Foundation's coders.
public protocol JSONCluster: PolymorphicCoding, _StrataCodingCustomization where PolymorphicValue == Base {
    /// The type every variant's values belong to: the base class, the enum itself, or
    /// the protocol's existential (`any Shape`).
    associatedtype Base

    /// Where the JSON says which variant it holds. Defaults to `.key("type")`.
    static var discriminator: JSONDiscriminator { get }

    /// The variants, in the order ``JSONDiscriminator/untagged`` tries them. Two
    /// variants may not share a tag.
    static var variants: [JSONVariant<Base>] { get }

    /// How the cluster declares its ``fallback``: a `JSONVariant<Base>` or an optional
    /// one (see ``JSONClusterFallback``). Inferred from the declaration.
    associatedtype Fallback: JSONClusterFallback = JSONVariant<Base>? where Fallback.FallbackBase == Base

    /// The variant for a discriminator value no variant names, for an object without a
    /// discriminator, or for an untagged value no variant decodes; none (the default)
    /// makes such values an error. A fallback
    /// whose type is ``UnknownVariant`` keeps the value's JSON and its tag, and writes
    /// both back when encoding.
    ///
    /// Declare it with or without the type: `static let fallback = JSONVariant(…)` and
    /// `static let fallback: JSONVariant<Payload>? = JSONVariant(…)` both work.
    static var fallback: Fallback { get }

    /// Chooses the variant from the object about to be decoded, in code: Mantle's
    /// `+classForParsingJSONDictionary:`. Return `nil` when no variant fits (the
    /// ``fallback``, if any, is used).
    ///
    /// The default chooses by ``discriminator`` and ``variants``; implement this instead
    /// when the JSON has no discriminator but its shape tells (a `body` key means a text
    /// message, an `image_url` key a picture). The node reads the object lazily, without
    /// decoding it. Encoding a value chosen this way writes no discriminator.
    static func variant(forParsing object: JSONDocument.Node) throws -> JSONVariant<Base>?
}

extension JSONCluster where Fallback == JSONVariant<Base>? {
    /// None: values that need a variant are an error.
    public static var fallback: JSONVariant<Base>? { nil }
}

extension JSONCluster {
    /// `.key("type")`.
    public static var discriminator: JSONDiscriminator { .key("type") }

    /// None, for a cluster that chooses in code (``variant(forParsing:)``).
    public static var variants: [JSONVariant<Base>] { [] }

    /// The fallback variant, whichever way ``fallback`` is declared.
    static var fallbackVariant: JSONVariant<Base>? { fallback.fallbackVariant }

    /// Chooses by ``discriminator`` and ``variants``.
    public static func variant(forParsing object: JSONDocument.Node) throws -> JSONVariant<Base>? {
        JSONVariant<Base>.byDiscriminator
    }

    /// Decodes a value of the cluster: reads the discriminator, then the chosen variant.
    public static func decodeValue(from decoder: any Decoder) throws -> Base {
        try ClusterDecoding.decode(Self.self, from: decoder)
    }

    /// Encodes a value as its variant, with the discriminator.
    public static func encode(_ value: Base, to encoder: any Encoder) throws {
        try ClusterEncoding.encode(value, of: Self.self, to: encoder)
    }
}
