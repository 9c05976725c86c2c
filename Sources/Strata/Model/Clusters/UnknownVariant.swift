/// A value of a variant the app does not know: its discriminator and its JSON, kept as
/// they were read so that encoding writes them back unchanged.
///
/// Use it as the payload of a cluster's ``JSONCluster/fallback``, so that a feed that
/// gains a new kind of item keeps decoding, and the new items survive a round trip:
///
/// ```swift
/// import Strata
///
/// enum Notification: JSONTaggedUnion {
///     case mention(Mention)
///     case other(UnknownVariant)
///
///     struct Mention: Codable { var user: String }
///
///     static let variants = [JSONVariant("mention", Mention.self, Notification.mention)]
///     static let fallback: JSONVariant<Notification>? = JSONVariant(UnknownVariant.self, Notification.other)
/// }
///
/// let notifications = try StrataJSONDecoder().decode(
///     [Notification].self, from: #"[{"type": "mention", "user": "octocat"}, {"type": "sponsor", "tier": 3}]"#)
/// if case .other(let unknown) = notifications[1] {
///     print(unknown.discriminatorValue?.string ?? "", unknown.json["tier"] ?? "")
///     // Prints "sponsor 3"
/// }
/// ```
public struct UnknownVariant: Codable, Hashable, Sendable {
    /// The discriminator value found, if the cluster has a discriminator
    /// (``JSONDiscriminatorValue/string`` gives a string one's text).
    public var discriminatorValue: JSONDiscriminatorValue?
    /// The variant's JSON as found. For a discriminator inside the object
    /// (``JSONDiscriminator/key(_:)``) it includes the discriminator's member.
    public var json: JSONValue

    /// A value of an unknown variant.
    public init(discriminatorValue: JSONDiscriminatorValue?, json: JSONValue) {
        self.discriminatorValue = discriminatorValue
        self.json = json
    }

    /// Reads the JSON; the discriminator value is filled in by the cluster that decodes
    /// it.
    public init(from decoder: any Decoder) throws {
        discriminatorValue = nil
        json = try JSONValue(from: decoder)
    }

    /// Writes the JSON; the cluster that encodes it writes the tag where it belongs.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
