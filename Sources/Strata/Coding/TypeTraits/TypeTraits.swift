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

    /// Whether the decoder need do nothing around the type's own `init(from:)`: no
    /// wrapper, array read directly, model, cluster or string-keyed dictionary.
    var isPlainValue: Bool {
        kind == nil && model == nil && cluster == nil && !decodesAsStringKeyedDictionary
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

/// A per-coder, lock-free front for `TypeTraits.of`: a two-way set-associative table of
/// the types met. Hot path: consulted for every non-scalar value.
///
/// Made and dropped with every decode and encode (or taken from a ``TypeTraitsMemo``),
/// so it is built to cost little when few types are met (a small document meets a
/// handful): it starts at 64 slots of plain integers, which need no work to make or
/// drop, and keeps the traits themselves (which hold references) only for the types
/// met. A type that finds both slots of its set taken doubles the table, up to 1,024
/// slots, rather than evicting: twitter.json's model meets enough types (optionals and
/// arrays of each) that a fixed 64-slot table evicted about 200 per encode, each a
/// lookup under the process-wide lock.
struct TypeTraitsCache {
    private static var initialSetBits: Int { 5 }
    private static var maximumSetBits: Int { 9 }
    /// The table has `1 << setBits` sets of two slots.
    private var setBits = initialSetBits
    /// Per slot: the type's identifier as an integer (0 for none), and where its traits
    /// are in `found`. Slots `2k` and `2k + 1` form a set.
    private var slots = [(id: UInt, index: Int)](repeating: (0, 0), count: 2 << initialSetBits)
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
        let set = firstSlot(of: id)
        let first = slots[set]
        if first.id == id { return found[first.index] }
        let second = slots[set &+ 1]
        if second.id == id { return found[second.index] }
        return miss(type, id: id)
    }

    /// The first slot of `id`'s set. Fibonacci hashing: metadata addresses are aligned
    /// and close together, so the set comes from the product's top bits, which every
    /// address bit reaches.
    @inline(__always)
    private func firstSlot(of id: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(id) &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 &- setBits)) &<< 1
    }

    private mutating func miss(_ type: Any.Type, id: UInt) -> TypeTraits {
        let traits = TypeTraits.of(type)
        metNewTypes = true
        while !place(id, traits) {
            guard setBits < Self.maximumSetBits else {
                // At the largest size, a third type in a full set takes the second slot;
                // its entry in `found` is reused, so that `found` keeps one entry per slot.
                let second = firstSlot(of: id) &+ 1
                found[slots[second].index] = traits
                slots[second].id = id
                break
            }
            grow()
        }
        return traits
    }

    /// Puts `id` in a free slot of its set; false if both are taken.
    private mutating func place(_ id: UInt, _ traits: TypeTraits) -> Bool {
        let set = firstSlot(of: id)
        for slot in set...(set &+ 1) where slots[slot].id == 0 {
            slots[slot] = (id, found.count)
            found.append(traits)
            return true
        }
        return false
    }

    /// Doubles the table and places again every type it held (one whose new set is
    /// already full is dropped, to be looked up again if it is met again).
    private mutating func grow() {
        let oldSlots = slots
        let oldFound = found
        setBits &+= 1
        slots = [(id: UInt, index: Int)](repeating: (0, 0), count: 2 << setBits)
        found = []
        found.reserveCapacity(oldFound.count)
        for entry in oldSlots where entry.id != 0 {
            _ = place(entry.id, oldFound[entry.index])
        }
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

extension JSONByteEncoder {
    /// What `type` is; cached.
    @inline(__always)
    func traits(of type: Any.Type) -> TypeTraits {
        state.pointee.traits.traits(of: type)
    }
}
