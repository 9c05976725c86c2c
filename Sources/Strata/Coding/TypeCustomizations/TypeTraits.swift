/// What the coders need to know about a type they meet, beyond whether it is one of the
/// special types: whether it is a property wrapper Strata handles itself, and whether
/// it is a model with coding customizations. Worked out once per type per process.
struct TypeTraits: @unchecked Sendable {
    // `@unchecked`: metatypes and an immutable `ModelCodingInfo`.

    /// What a type is that rules out the others: one of Strata's property wrappers, or
    /// an array the decoder reads itself. One field, not three optionals: the traits
    /// are copied for every value coded, and a larger struct is copied out of line.
    enum Kind {
        case keyWrapper(any JSONKeyWrapper.Type)
        case ignoredWrapper(any JSONIgnoredWrapper.Type)
        /// `[Element]` with a `Decodable` element: decoded without an unkeyed container
        /// existential (see `DirectlyDecodableArray`).
        case directArray(any DirectlyDecodableArray.Type)
    }

    var kind: Kind?
    var model: ModelCodingInfo?
    /// A type whose values' concrete types are chosen from the JSON (see
    /// `ClusterCodingInfo`): a class cluster's base class, a tagged union, or a
    /// `Polymorphic` wrapper (for the parent-key layout).
    var cluster: ClusterCodingInfo?
    /// `[String: Value]`: its keys are data, never converted or read as paths, and it
    /// is decoded and encoded member by member directly.
    var decodesAsStringKeyedDictionary = false
    var encodesAsStringKeyedDictionary = false

    static let plain = TypeTraits(kind: nil, model: nil)

    var keyWrapper: (any JSONKeyWrapper.Type)? {
        if case .keyWrapper(let wrapper) = kind { return wrapper }
        return nil
    }

    var ignoredWrapper: (any JSONIgnoredWrapper.Type)? {
        if case .ignoredWrapper(let wrapper) = kind { return wrapper }
        return nil
    }

    var directArray: (any DirectlyDecodableArray.Type)? {
        if case .directArray(let array) = kind { return array }
        return nil
    }

    var isPlain: Bool {
        keyWrapper == nil && ignoredWrapper == nil && model == nil && cluster == nil
    }

    /// Whether a keyed container must do more than decode the member where it is: a
    /// wrapper with run-time arguments, or a cluster whose discriminator is a member of the
    /// container's object.
    var isCustomizedMember: Bool {
        keyWrapper != nil || ignoredWrapper != nil || cluster?.parentTagKey != nil
    }

    private static let shared = Locked<[ObjectIdentifier: TypeTraits]>([:])

    /// The traits of `type`, from the process-wide cache.
    static func of(_ type: Any.Type) -> TypeTraits {
        let id = ObjectIdentifier(type)
        if let known = shared.withLock({ $0[id] }) { return known }
        // Worked out outside the lock: reflecting a prototype runs user code. One lookup
        // tells that a type customizes nothing (see `_StrataCodingCustomization`).
        let traits: TypeTraits
        if !(type is any _StrataCodingCustomization.Type) {
            traits = .plain
        } else if let array = type as? any DirectlyDecodableArray.Type {
            // No array is a model, wrapper or cluster.
            traits = TypeTraits(kind: .directArray(array), model: nil)
        } else {
            let kind: Kind? =
                if let wrapper = type as? any JSONKeyWrapper.Type {
                    .keyWrapper(wrapper)
                } else if let wrapper = type as? any JSONIgnoredWrapper.Type {
                    .ignoredWrapper(wrapper)
                } else {
                    nil
                }
            traits = TypeTraits(
                kind: kind,
                model: ModelCodingInfo.lookup(type),
                cluster: ClusterCodingInfo.lookup(type),
                decodesAsStringKeyedDictionary: type is any StringKeyedDictionaryDecodable.Type,
                encodesAsStringKeyedDictionary: type is any StringKeyedDictionaryEncodable.Type)
        }
        return shared.withLock { cache in
            if let raced = cache[id] { return raced }
            cache[id] = traits
            return traits
        }
    }
}

/// A per-coder, lock-free front for `TypeTraits.of`: a direct-mapped table of recent
/// types. Hot path: consulted for every non-scalar value.
///
/// Made and dropped with every decode and encode, so it is built to cost little when
/// few types are met (a small document meets a handful): the table is plain integers,
/// which need no work to make or drop, and the traits themselves (which hold
/// references) are kept only for the types met.
struct TypeTraitsCache {
    private static var slotCount: Int { 64 }
    /// Per slot: the type's identifier as an integer (0 for none), and where its traits
    /// are in `found`.
    private var slots = [(id: UInt, index: Int)](repeating: (0, 0), count: slotCount)
    /// The traits of the types in `slots`, one entry per occupied slot. Room for a
    /// small model's types from the start, so that they do not grow it one by one.
    private var found: [TypeTraits] = {
        var found: [TypeTraits] = []
        found.reserveCapacity(16)
        return found
    }()
    /// Whether a type was looked up in `TypeTraits.of` since the cache was made or taken
    /// from a ``TypeTraitsMemo``.
    var metNewTypes = false

    @inline(__always)
    mutating func traits(of type: Any.Type) -> TypeTraits {
        let id = UInt(bitPattern: ObjectIdentifier(type))
        let slot = Int(truncatingIfNeeded: id &>> 4) & (Self.slotCount &- 1)
        let entry = slots[slot]
        if entry.id == id { return found[entry.index] }
        return miss(type, id: id, slot: slot, replacing: entry)
    }

    private mutating func miss(_ type: Any.Type, id: UInt, slot: Int, replacing entry: (id: UInt, index: Int)) -> TypeTraits {
        let traits = TypeTraits.of(type)
        metNewTypes = true
        if entry.id == 0 {
            slots[slot] = (id, found.count)
            found.append(traits)
        } else {
            // The slot's earlier type gives way; its entry in `found` is reused, so that
            // `found` never holds more than one entry per slot.
            slots[slot].id = id
            found[entry.index] = traits
        }
        return traits
    }
}

extension TypeTraits {
    /// Whether an encoder can write a value of the type with no customization: it is
    /// neither one of Strata's wrappers nor a model. (A model's own value is written as
    /// usual; only its container customizes.)
    var isPlainForEncoding: Bool {
        keyWrapper == nil && ignoredWrapper == nil && cluster?.parentTagKey == nil
    }
}

extension StreamingJSONEncoder {
    /// What `type` is; cached.
    @inline(__always)
    func traits(of type: Any.Type) -> TypeTraits {
        state.pointee.traits.traits(of: type)
    }
}
