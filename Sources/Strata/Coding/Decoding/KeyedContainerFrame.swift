/// Where a keyed container stands: its decoder, its object, and how keys are looked up
/// in that object.
///
/// A class, not fields of the container itself, so that a container the standard
/// library has already boxed can be pointed at another object and handed out again
/// (see ``KeyedContainerReuse``). `position` changes only then, when nothing but the
/// decoder's reuse table holds the box, so no container in use ever sees it move.
final class KeyedContainerFrame {
    /// A constant, read on every lookup: a `var` would be retained and released around
    /// each read. A container kept for a later call gets a new frame instead (see
    /// `KeptDecoderState`).
    let decoder: JSONIndexDecoder
    /// Read on every lookup: `@exclusivity(unchecked)`, because the run-time check a
    /// class's stored `var` otherwise gets would cost a call per read. The one writer
    /// is ``move(to:base:model:)``, while the frame is unshared.
    @exclusivity(unchecked) private(set) var position: Position

    /// The ``ContainerHandOut`` of the key type of the container whose frame this is, made
    /// by the reuse table; nil for a frame made outside it.
    let handOut: AnyObject?

    /// The bytes of the keys of the container's key type, when its keys are one byte (see
    /// ``KeyNames``), shared by the reuse table's frames for that type; nil for a frame
    /// made outside the table.
    let keyNames: KeyNames?

    struct Position {
        let object: Int
        let end: Int
        let depth: Int
        /// For containers with a key strategy, an owned coding path or a model, their
        /// entry in the decoder's `containerExtras`; -1 otherwise.
        let extrasIndex: Int
        /// Lookups must scan from the first key and compare as strings (see
        /// `NodeFlags.objectNeedsExactLookup`).
        let exactLookup: Bool
        /// The keys read are noted, to find the keys the type does not read (see
        /// `JSONIndexDecoder+UnknownKeys`). Off unless unknown keys are rejected or kept.
        let tracksKeys: Bool
    }

    init(
        decoder: JSONIndexDecoder, object: Int, base: CodingPathBase, model: ModelCodingInfo?, handOut: AnyObject? = nil,
        keyNames: KeyNames? = nil
    ) {
        self.decoder = decoder
        self.handOut = handOut
        self.keyNames = keyNames
        position = Self.position(of: object, in: decoder, base: base, model: model)
    }

    /// The frame of containers kept between calls while no call uses them: it holds no
    /// call's decoder, nor so its document (see `KeptDecoderState`).
    nonisolated(unsafe) static let detached = KeyedContainerFrame(
        decoder: JSONIndexDecoder.detached, object: 0, base: CodingPathBase(depth: 0), model: nil)

    /// Points the frame at another object. Only for a frame nothing else uses.
    @inline(__always)
    func move(to object: Int, base: CodingPathBase, model: ModelCodingInfo?) {
        position = Self.position(of: object, in: decoder, base: base, model: model)
    }

    /// Hot path: inlined where containers are handed out, so only a plain container's
    /// position (no key strategy, owned path, model or tracked keys) is made here.
    @inline(__always)
    private static func position(of object: Int, in decoder: JSONIndexDecoder, base: CodingPathBase, model: ModelCodingInfo?) -> Position {
        decoder.reserveLookupHint(depth: base.depth)
        guard decoder.usesDefaultKeys, base.owned == nil, model == nil, !decoder.rejectsUnknownKeys, !decoder.isTrackingAnyKeys
        else {
            return positionWithExtras(of: object, in: decoder, base: base, model: model)
        }
        let storage = decoder.storage
        return Position(
            object: object, end: storage.nextSibling(object), depth: base.depth, extrasIndex: -1,
            exactLookup: storage.nodeFlags(object) & NodeFlags.objectNeedsExactLookup != 0, tracksKeys: false)
    }

    /// The position of a container that needs extras or tracks its keys.
    @inline(never)
    private static func positionWithExtras(
        of object: Int, in decoder: JSONIndexDecoder, base: CodingPathBase, model: ModelCodingInfo?
    ) -> Position {
        let storage = decoder.storage
        let convertedKeys = decoder.usesDefaultKeys ? nil : convertKeys(of: object, in: decoder, base: base)
        let extrasIndex: Int
        if convertedKeys != nil || base.owned != nil || model != nil {
            extrasIndex = decoder.containerExtras.count
            decoder.containerExtras.append(ContainerExtras(convertedKeys: convertedKeys, ownedPath: base.owned, model: model))
        } else {
            extrasIndex = -1
        }
        // A second container over an object whose keys are tracked (the fields a class
        // cluster's subclass adds) tracks them too.
        let tracksKeys =
            decoder.rejectsUnknownKeys || model?.unknownKeys.isTracked == true || (decoder.isTrackingAnyKeys && decoder.isTrackingKeys(of: object))
        if tracksKeys { decoder.startTrackingKeys(of: object) }
        return Position(
            object: object, end: storage.nextSibling(object), depth: base.depth, extrasIndex: extrasIndex,
            exactLookup: storage.nodeFlags(object) & NodeFlags.objectNeedsExactLookup != 0, tracksKeys: tracksKeys)
    }

    /// Applies the key decoding strategy to every member's key, as Foundation does
    /// when it makes a keyed container.
    private static func convertKeys(of object: Int, in decoder: JSONIndexDecoder, base: CodingPathBase) -> [String] {
        let storage = decoder.storage
        var keys: [String] = []
        keys.reserveCapacity(storage.containerCount(object))
        var keyNode = object &+ JSONTape.nodeWidth
        let end = storage.nextSibling(object)
        while keyNode < end {
            let raw = storage.string(keyNode)
            switch decoder.options.keyDecodingStrategy {
            case .convertFromSnakeCase:
                keys.append(KeyCaseConversion.fromSnakeCase(raw))
            case .custom(let convert):
                keys.append(convert(decoder.path(base, appending: .key(StringCodingKey(raw)))).stringValue)
            default:
                keys.append(raw)
            }
            keyNode = storage.nextSibling(keyNode &+ JSONTape.nodeWidth)
        }
        return keys
    }
}

/// What a few keyed containers need and most do not, kept by the decoder (see
/// `KeyedContainerFrame.Position.extrasIndex`).
final class ContainerExtras {
    /// With a key decoding strategy, each member's key after conversion, in order.
    let convertedKeys: [String]?
    /// The container's own coding path, for containers made by `nestedContainer`.
    let ownedPath: [any CodingKey]?
    /// The model whose properties this container holds, if it customizes them.
    let model: ModelCodingInfo?

    init(convertedKeys: [String]?, ownedPath: [any CodingKey]?, model: ModelCodingInfo?) {
        self.convertedKeys = convertedKeys
        self.ownedPath = ownedPath
        self.model = model
    }
}
