/// What the coders know about a cluster type (a type whose values' concrete types are
/// chosen from the JSON), worked out once per type by the Model layer (see
/// `ClusterCodingInfo.lookup`) and kept in the type's `TypeTraits`.
///
/// The Coding layer reads the discriminator from the index and hands the chosen variant's
/// node to `Variant.decode`; it knows nothing else of what clusters mean.
final class ClusterCodingInfo: @unchecked Sendable {
    // `@unchecked`: immutable; the closures capture metatypes and `Sendable` tables.

    /// Where the discriminator is, as key-path components.
    enum Layout {
        /// In the value's own object.
        case key([String])
        /// In the value's own object, beside the variant at `content`.
        case adjacent(key: [String], content: [String])
        /// In the object that contains the value.
        case parentKey(String)
        /// None: each variant is tried in order.
        case untagged
    }

    /// A discriminator value.
    enum Tag: Hashable {
        case string(String)
        case integer(Int64)

        /// As JSON writes it, for messages: a long string tag (one a document made up)
        /// abridged, with its length.
        var description: String {
            switch self {
            case .string(let string): return MessageQuoting.quoted(string)
            case .integer(let integer): return String(integer)
            }
        }
    }

    /// One variant, its type erased.
    struct Variant {
        let tag: Tag?
        let typeName: String
        /// Decodes the variant's value at a node whose coding path is `base` + `key`, and
        /// makes the cluster's value of it; `tag` is the discriminator value found.
        let decode: (_ decoder: JSONIndexDecoder, _ node: Int, _ base: CodingPathBase, _ key: PathKey, _ tag: Tag?) throws -> Any
    }

    /// What a cluster's `variant(forParsing:)` answered.
    enum Choice {
        case variant(Variant)
        case none
        case byDiscriminator
    }

    let typeName: String
    /// The type whose values the cluster decodes: the base class, the enum, or the
    /// protocol's existential.
    let baseType: Any.Type
    let layout: Layout
    let variants: [Variant]
    let fallback: Variant?
    /// Variants by tag.
    let variantsByTag: [Tag: Int]
    /// The cluster's own choice, where it chooses in code.
    let choose: ((JSONDocument.Node) throws -> Choice)?
    /// A class cluster: the coders decode and encode the base class's values themselves,
    /// since the base's `init(from:)` can only build the base.
    let isClassCluster: Bool
    /// For a class cluster: decodes a value of the given subclass, asked for by name,
    /// with the stored properties its base's `init(from:)` does not read.
    let decodeSubclass: ((Any.Type, JSONIndexDecoder, Int, CodingPathBase, PathKey) throws -> Any)?
    /// The tag of a value of the type, for writing it into the parent object.
    let tagOfValue: (Any) -> Tag?
    /// Encodes a value of the type as its variant, with the discriminator where it
    /// belongs in the value's own JSON.
    let encode: (Any, any Encoder) throws -> Void
    /// Encodes only a value's variant, for a `parentKey` cluster whose tag the parent's
    /// container writes.
    let encodePayload: (Any, any Encoder) throws -> Void

    init(
        typeName: String, baseType: Any.Type, layout: Layout, variants: [Variant], fallback: Variant?,
        choose: ((JSONDocument.Node) throws -> Choice)?, decodeSubclass: ((Any.Type, JSONIndexDecoder, Int, CodingPathBase, PathKey) throws -> Any)?,
        tagOfValue: @escaping (Any) -> Tag?, encode: @escaping (Any, any Encoder) throws -> Void,
        encodePayload: @escaping (Any, any Encoder) throws -> Void
    ) {
        self.typeName = typeName
        self.baseType = baseType
        self.decodeSubclass = decodeSubclass
        isClassCluster = decodeSubclass != nil
        self.layout = layout
        self.variants = variants
        self.fallback = fallback
        self.choose = choose
        self.tagOfValue = tagOfValue
        self.encode = encode
        self.encodePayload = encodePayload
        var byTag: [Tag: Int] = [:]
        for (index, variant) in variants.enumerated() {
            if let tag = variant.tag, byTag[tag] == nil { byTag[tag] = index }
        }
        variantsByTag = byTag
    }

    /// Whether a variant's model rejects or keeps the keys it does not read, so that the
    /// discriminator in its object must count as read. Set once, by
    /// `ClusterCodingInfo.lookup`, before the information is shared.
    var variantsTrackUnknownKeys = false

    /// The parent object's key that holds the discriminator, for `parentKey` clusters.
    var parentTagKey: String? {
        if case .parentKey(let key) = layout { return key }
        return nil
    }

    /// The discriminator's key path, for messages.
    var tagKeyDescription: String {
        switch layout {
        case .key(let components), .adjacent(let components, _): return JSONKeyPath(components: components).description
        case .parentKey(let key): return key
        case .untagged: return ""
        }
    }

    /// The known tags, for messages: `"circle", "square"`.
    var knownTags: String {
        variants.compactMap { $0.tag?.description }.joined(separator: ", ")
    }
}
