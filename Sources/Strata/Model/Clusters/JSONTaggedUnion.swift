/// An enum with associated values whose cases are the variants of a ``JSONCluster``: one
/// case per variant, chosen by a discriminator in the JSON.
///
/// ```swift
/// import Strata
///
/// enum Shape: JSONTaggedUnion, Equatable {
///     case circle(Circle)
///     case rectangle(Rectangle)
///
///     struct Circle: Codable, Equatable { var radius: Double }
///     struct Rectangle: Codable, Equatable { var width, height: Double }
///
///     static let variants = [
///         JSONVariant("circle", Circle.self, Shape.circle),
///         JSONVariant("rectangle", Rectangle.self, Shape.rectangle),
///     ]
/// }
///
/// let shapes = try StrataJSONDecoder().decode([Shape].self, from: #"[{"type": "circle", "radius": 1}]"#)
/// print(shapes == [.circle(Shape.Circle(radius: 1))])
/// // Prints "true"
/// let encoder = StrataJSONEncoder()
/// encoder.outputFormatting = .sortedKeys
/// print(String(decoding: try encoder.encode(shapes), as: UTF8.self))
/// // Prints "[{"radius":1,"type":"circle"}]"
/// ```
///
/// Adopting the protocol gives the enum its `init(from:)` and `encode(to:)`; it needs no
/// other code. The discriminator can be a member of the case's object (the default,
/// `"type"`), beside it (``JSONDiscriminator/adjacent(key:content:)``), in the object
/// that contains the enum (``JSONDiscriminator/parentKey(_:)``, with Strata's coders), or
/// absent (``JSONDiscriminator/untagged``). The coding lives in the enum's type, so every
/// layout but the parent key also works under Foundation's `JSONDecoder` and
/// `JSONEncoder`.
public protocol JSONTaggedUnion: JSONCluster, Codable where Base == Self {}

extension JSONTaggedUnion {
    /// Reads the discriminator and decodes the case it names.
    public init(from decoder: any Decoder) throws {
        self = try Self.decodeValue(from: decoder)
    }

    /// Writes the case's associated value and its discriminator.
    public func encode(to encoder: any Encoder) throws {
        try Self.encode(self, to: encoder)
    }
}
