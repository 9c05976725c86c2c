/// Where a cluster's JSON says which variant it holds.
///
/// ```swift
/// // Fragment: the four layouts, each as a cluster declares it.
/// static let discriminator = JSONDiscriminator.key("type")            // {"type": "circle", "radius": 1}
/// static let discriminator = JSONDiscriminator.key("meta.kind")       // {"meta": {"kind": "circle"}, "radius": 1}
/// static let discriminator = JSONDiscriminator.adjacent(key: "type", content: "content")
///                                                                     // {"type": "circle", "content": {"radius": 1}}
/// static let discriminator = JSONDiscriminator.parentKey("type")      // {"type": "PushEvent", "payload": {…}}
/// static let discriminator = JSONDiscriminator.untagged               // the first variant that decodes
/// ```
public enum JSONDiscriminator: Sendable, Hashable {
    /// The discriminator is a member of the variant's own object, at a key or key path;
    /// the rest of the object is the variant (serde's "internally tagged").
    case key(JSONKeyPath)
    /// The object holds the discriminator at `key` and the variant at `content`
    /// (serde's "adjacently tagged").
    case adjacent(key: JSONKeyPath, content: JSONKeyPath)
    /// The discriminator is a member of the object that *contains* the value, beside it:
    /// a GitHub event's `type` names the shape of its sibling `payload`. It works where
    /// the cluster is a property of a model, with Strata's coders.
    case parentKey(String)
    /// No discriminator: the variants are tried in order and the first that decodes
    /// wins (Stripe's expandable fields: a string id or a full object).
    case untagged
}
