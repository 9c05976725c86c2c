import Foundation

/// Decoding cluster values: the discriminator is read from the index by looking into the
/// object without decoding it, then the chosen variant is decoded where it lies.
extension JSONIndexDecoder {
    /// Decodes a value of a cluster at `node`, whose coding path is `base` + `key`.
    func decodeCluster(_ info: ClusterCodingInfo, node: Int, base: CodingPathBase, key: PathKey) throws -> Any {
        if let choose = info.choose {
            switch try choose(JSONDocument.Node(storage: storage, index: node)) {
            case .variant(let variant):
                return try decodingChosen(variant, of: info, byCode: true) { try variant.decode(self, node, base, key, nil) }
            case .none:
                guard let fallback = info.fallback else {
                    let path = path(base, appending: key)
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: path,
                            debugDescription:
                                "\(info.typeName).variant(forParsing:) chose no variant for \(storage.nodeKind(node).jsonKind) \(location(of: node, path: path))."
                        ))
                }
                return try decodingChosen(fallback, of: info, byCode: false) { try fallback.decode(self, node, base, key, nil) }
            case .byDiscriminator:
                break
            }
        }
        switch info.layout {
        case .key(let components):
            let tag = try readTag(info, components: components, in: node, base: base, key: key)
            let chosen = try variant(for: tag, info, object: node, base: base, key: key)
            // The discriminator is one of the variant's known keys: its model may reject
            // or keep the keys it does not read, and it never reads this one itself.
            if rejectsUnknownKeys || info.variantsTrackUnknownKeys { noteMemberRead(components.first, in: node) }
            return try decodingChosen(chosen, of: info, byCode: false) { try chosen.decode(self, node, base, key, tag) }
        case .adjacent(let tagComponents, let contentComponents):
            let tag = try readTag(info, components: tagComponents, in: node, base: base, key: key)
            let variant = try variant(for: tag, info, object: node, base: base, key: key)
            if rejectsUnknownKeys {
                try rejectUnknownEnvelopeKeys(info, allowed: [tagComponents.first, contentComponents.first], in: node, base: base, key: key)
            }
            let objectPath = path(base, appending: key)
            guard case .found(let content) = walk(contentComponents, from: node, convertingKeys: false) else {
                let missing = StringCodingKey(JSONKeyPath(components: contentComponents).description)
                throw DecodingError.keyNotFound(
                    missing,
                    DecodingError.Context(
                        codingPath: objectPath,
                        debugDescription:
                            "No value at \"\(missing.stringValue)\", where \(info.typeName) keeps its variant, in the object \(location(of: node, path: objectPath))."
                    ))
            }
            var contentPath = objectPath
            contentPath += contentComponents.dropLast().map { StringCodingKey($0) as any CodingKey }
            let contentKey = PathKey.key(StringCodingKey(contentComponents.last ?? ""))
            return try decodingChosen(variant, of: info, byCode: false) {
                try variant.decode(self, content, CodingPathBase(owned: contentPath), contentKey, tag)
            }
        case .parentKey(let parentKey):
            let (tag, object) = try readParentTag(info, parentKey: parentKey, node: node, base: base, key: key)
            let objectBase = CodingPathBase(owned: Array(path(base, appending: key).dropLast()))
            let chosen = try variant(for: tag, info, object: object, base: objectBase, key: .none)
            return try decodingChosen(chosen, of: info, byCode: false) { try chosen.decode(self, node, base, key, tag) }
        case .untagged:
            return try decodeUntagged(info, node: node, base: base, key: key)
        }
    }

    /// Runs `body`, the decode of the variant chosen for a value of the cluster `info`, so
    /// that the messages of its errors say which variant was chosen, and why: a
    /// discriminator that names a listed variant chooses its type, and a payload of the
    /// wrong shape would otherwise read as a plain type mismatch.
    @inline(__always)
    private func decodingChosen<Result>(
        _ variant: ClusterCodingInfo.Variant, of info: ClusterCodingInfo, byCode: Bool, _ body: () throws -> Result
    ) rethrows -> Result {
        let outer = state.pointee.chosenVariant
        state.pointee.chosenVariant = ChosenVariant(variant: variant, cluster: info, byCode: byCode)
        defer { state.pointee.chosenVariant = outer }
        return try body()
    }

    /// Decodes a variant's own type: as usual, but never intercepted as a cluster again
    /// (a subclass of a class cluster is a cluster too).
    func unboxVariant<V: Decodable>(_ type: V.Type, node: Int, base: CodingPathBase, key: PathKey) throws -> V {
        let special = SpecialKind.of(type, usesDefaultKeys: usesDefaultKeys)
        if special != .none {
            return try unboxSpecial(special, type, node: node, base: base, key: key)
        }
        var traits = traits(of: type)
        traits.cluster = nil
        return try unbox(type, traits: traits, node: node, base: base, key: key)
    }

    // MARK: Known keys

    /// The object around an adjacently tagged variant holds the discriminator and the
    /// variant, and nothing else, when every unknown key is rejected.
    private func rejectUnknownEnvelopeKeys(
        _ info: ClusterCodingInfo, allowed: [String?], in node: Int, base: CodingPathBase, key: PathKey
    ) throws {
        let known = Set(allowed.compactMap { $0 })
        var unknown: [(name: String, keyNode: Int)] = []
        var keyNode = node &+ JSONTape.nodeWidth
        let end = storage.nextSibling(node)
        while keyNode < end {
            let name = storage.string(keyNode)
            if !known.contains(name) { unknown.append((name, keyNode)) }
            keyNode = storage.nextSibling(keyNode &+ JSONTape.nodeWidth)
        }
        guard !unknown.isEmpty else { return }
        let objectPath = path(base, appending: key)
        try rejectUnknownKeys(
            unknown, typeName: info.typeName, objectPath: objectPath, object: node,
            known: "it reads \(known.sorted().map { "\"\($0)\"" }.joined(separator: ", "))")
    }

    // MARK: Discriminators

    /// The discriminator's value, or nil when the object has none.
    private func readTag(
        _ info: ClusterCodingInfo, components: [String], in node: Int, base: CodingPathBase, key: PathKey
    ) throws
        -> ClusterCodingInfo.Tag?
    {
        let objectPath = path(base, appending: key)
        guard storage.nodeKind(node) == .object else {
            throw DecodingError.typeMismatch(
                [String: Any].self,
                DecodingError.Context(
                    codingPath: objectPath,
                    debugDescription:
                        "Expected an object holding the \"\(info.tagKeyDescription)\" of \(info.typeName) but found \(describeFound(node)) instead, \(location(of: node, path: objectPath))."
                ))
        }
        guard case .found(let tagNode) = walk(components, from: node, convertingKeys: false) else { return nil }
        return try tag(at: tagNode, info, path: objectPath)
    }

    /// The discriminator's value in the object that contains the value (nil when it has
    /// none), and that object.
    private func readParentTag(
        _ info: ClusterCodingInfo, parentKey: String, node: Int, base: CodingPathBase, key: PathKey
    ) throws
        -> (ClusterCodingInfo.Tag?, Int)
    {
        let valuePath = path(base, appending: key)
        guard let pending = state.pointee.pendingParentTag, pending.valueNode == node else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: valuePath,
                    debugDescription:
                        "\(info.typeName) reads its discriminator \"\(parentKey)\" from the object that contains it, but the value \(location(of: node, path: valuePath)) is not a member of an object decoded by a keyed container."
                ))
        }
        state.pointee.pendingParentTag = nil
        guard let tagNode = pending.tagNode else { return (nil, pending.object) }
        return (try tag(at: tagNode, info, path: Array(valuePath.dropLast())), pending.object)
    }

    private func tag(at node: Int, _ info: ClusterCodingInfo, path: [any CodingKey]) throws -> ClusterCodingInfo.Tag {
        switch storage.nodeKind(node) {
        case .string:
            return .string(storage.string(node))
        case .number:
            if let integer = storage.int64(node) { return .integer(integer) }
        default:
            break
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path,
                debugDescription:
                    "The discriminator \"\(info.tagKeyDescription)\" of \(info.typeName) must be a string or an integer, but found \(describeFound(node)) \(location(of: node, path: path)); known values: \(info.knownTags)."
            ))
    }

    private func missingTag(_ info: ClusterCodingInfo, object: Int, path: [any CodingKey]) -> DecodingError {
        DecodingError.keyNotFound(
            StringCodingKey(info.tagKeyDescription),
            DecodingError.Context(
                codingPath: path,
                debugDescription:
                    "The object \(location(of: object, path: path)) has no discriminator \"\(info.tagKeyDescription)\" to choose a variant of \(info.typeName) by; known values: \(info.knownTags)."
            ))
    }

    /// The variant a discriminator value names; the fallback for an unknown or missing
    /// one; an error when there is no fallback. `object` (with path `base` + `key`) is
    /// the object that holds the discriminator.
    private func variant(
        for tag: ClusterCodingInfo.Tag?, _ info: ClusterCodingInfo, object node: Int, base: CodingPathBase, key: PathKey
    ) throws
        -> ClusterCodingInfo.Variant
    {
        if let tag, let index = info.variantsByTag[tag] { return info.variants[index] }
        if let fallback = info.fallback { return fallback }
        let objectPath = path(base, appending: key)
        guard let tag else { throw missingTag(info, object: node, path: objectPath) }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: objectPath,
                debugDescription:
                    "Unknown \"\(info.tagKeyDescription)\" \(tag.description) for \(info.typeName) in the object \(location(of: node, path: objectPath)); known values: \(info.knownTags)."
            ))
    }

    /// A found value, quoted and abridged for messages: `the string "Potentially…"`.
    func describeFound(_ node: Int) -> String {
        let kind = storage.nodeKind(node)
        switch kind {
        case .string:
            return "the string \(MessageQuoting.quoted(storage.string(node)))"
        case .number:
            return "the number \(MessageQuoting.number(storage.text(node)))"
        case .trueLiteral: return "true"
        case .falseLiteral: return "false"
        default:
            return kind.jsonKind.description
        }
    }

    // MARK: Untagged

    private func decodeUntagged(_ info: ClusterCodingInfo, node: Int, base: CodingPathBase, key: PathKey) throws -> Any {
        var failures: [String] = []
        // The attempts' messages go into this one, which names an outer variant itself.
        let outer = state.pointee.chosenVariant
        state.pointee.chosenVariant = nil
        do {
            defer { state.pointee.chosenVariant = outer }
            for variant in info.variants {
                do {
                    return try variant.decode(self, node, base, key, nil)
                } catch let error as DecodingError {
                    failures.append("\(variant.typeName): \(Self.summary(of: error))")
                }
            }
        }
        if let fallback = info.fallback {
            return try decodingChosen(fallback, of: info, byCode: false) { try fallback.decode(self, node, base, key, nil) }
        }
        let valuePath = path(base, appending: key)
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: valuePath,
                debugDescription:
                    "No variant of \(info.typeName) decodes \(describeFound(node)) \(location(of: node, path: valuePath)). Tried \(failures.joined(separator: "; "))."
            ))
    }

    private static func summary(of error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}

/// A cluster's variant being decoded, and what chose it, for error messages.
struct ChosenVariant: CustomStringConvertible {
    let variant: ClusterCodingInfo.Variant
    let cluster: ClusterCodingInfo
    /// Chosen by the cluster's `variant(forParsing:)` rather than its discriminator.
    let byCode: Bool

    /// `in Card, which "type" "card" chose`.
    var description: String {
        if byCode { return "in \(variant.typeName), which \(cluster.typeName).variant(forParsing:) chose" }
        guard let tag = variant.tag else { return "in \(variant.typeName), the fallback of \(cluster.typeName)" }
        return "in \(variant.typeName), which \"\(cluster.tagKeyDescription)\" \(tag.description) chose"
    }
}
