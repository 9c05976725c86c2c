/// Keyed containers a decode has handed out, kept per coding-key type so that the
/// next object decoded with the same keys gets the same container again.
///
/// Hot path. Making a `KeyedDecodingContainer` costs far more than using one: the
/// decoder's container type is generic over the key type, so its metadata, its
/// conformance's witness table and the metadata of the standard library's box around
/// it are each looked up in the runtime's tables (about a thousand instructions in
/// all, measured), and the box is allocated and later freed. A document of many
/// objects of few shapes pays that for every object. Once the `init(from:)` that asked
/// for a container has returned, nothing holds the container's box but this table; the
/// next request with the same key type points the box's frame at the new object and
/// returns the box, which costs one metadata lookup (to return a generic value).
///
/// Why a container in use never moves: a frame is moved only when the table's own
/// reference is the only one to its box (`isKnownUniquelyReferenced`). Any copy of the
/// container, in a caller's variable, a value that keeps it, or a nested decode of the
/// same type while the outer one is still reading, holds the box too, and the request
/// gets a new container instead (which then takes the entry). The frame is reachable
/// only through the box: the table's reference to it is unowned, and no other code
/// stores a container it took from here.
///
/// The box is taken out of the `KeyedDecodingContainer` value by reinterpreting the value
/// as one reference: its one stored property is the box, in the standard library's
/// source and as measured with Swift 6.3. That is not public API, so it is checked once
/// per process before the first use (``layoutIsKnown``); if the check fails, containers
/// are made afresh every time, as without this table.
///
/// The table makes a reference cycle (decoder, table, box, frame, decoder), which
/// ``release()`` breaks: every decoder that reuses containers is made by
/// `JSONIndexDecoder.decoding`, which releases the table when the decode ends.
struct KeyedContainerReuse {
    private struct Entry {
        var keyType: ObjectIdentifier?
        /// The `KeyedDecodingContainer`'s box.
        var box: AnyObject?
        /// The box's frame: kept alive by the box.
        var frame: Unmanaged<KeyedContainerFrame>?
    }

    /// A document's models use a few dozen key types at most. A type's entry is one of
    /// `probes` slots from its hashed one; a type that finds them all taken by others
    /// evicts its first, which costs the evicted type a new container later.
    private static let capacityBits = 6
    private static let capacity = 1 << capacityBits
    private static let probes = 4
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        // `probes` extra entries past the end, so that probing never wraps.
        entries = .allocate(capacity: Self.capacity &+ Self.probes)
        entries.initialize(repeating: Entry(), count: Self.capacity &+ Self.probes)
    }

    /// Drops the table's references (breaking the cycle through the decoder) and frees it.
    func release() {
        entries.deinitialize(count: Self.capacity &+ Self.probes)
        entries.deallocate()
    }

    /// A container over `object` keyed by `Key`: the one this table holds for `Key`, if
    /// nothing else holds it, or a new one.
    @inline(__always)
    func container<Key: CodingKey>(
        keyedBy type: Key.Type, decoder: JSONIndexDecoder, object: Int, base: CodingPathBase, model: ModelCodingInfo?
    ) -> KeyedDecodingContainer<Key> {
        let keyType = ObjectIdentifier(type)
        var entry = entries + Self.slot(of: keyType)
        let last = entry + Self.probes
        while entry < last {
            if entry.pointee.keyType == keyType {
                if isKnownUniquelyReferenced(&entry.pointee.box), let frame = entry.pointee.frame, let box = entry.pointee.box {
                    frame.takeUnretainedValue().move(to: object, base: base, model: model)
                    return unsafeBitCast(box, to: KeyedDecodingContainer<Key>.self)
                }
                break
            }
            if entry.pointee.keyType == nil { break }
            entry += 1
        }
        if entry == last { entry = last - Self.probes }
        return makeContainer(keyedBy: type, entry: entry, decoder: decoder, object: object, base: base, model: model)
    }

    /// A new container, which takes `entry`.
    @inline(never)
    private func makeContainer<Key: CodingKey>(
        keyedBy type: Key.Type, entry: UnsafeMutablePointer<Entry>, decoder: JSONIndexDecoder, object: Int, base: CodingPathBase,
        model: ModelCodingInfo?
    ) -> KeyedDecodingContainer<Key> {
        let frame = KeyedContainerFrame(decoder: decoder, object: object, base: base, model: model)
        let container = KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(frame: frame))
        if Self.layoutIsKnown && MemoryLayout<KeyedDecodingContainer<Key>>.size == MemoryLayout<AnyObject>.size {
            entry.pointee = Entry(
                keyType: ObjectIdentifier(type), box: unsafeBitCast(container, to: AnyObject.self), frame: Unmanaged.passUnretained(frame))
        }
        return container
    }

    /// Metadata addresses are aligned and the types of one module lie close together:
    /// every bit of the address is mixed into the slot (MurmurHash3's finalizer).
    @inline(__always)
    private static func slot(of keyType: ObjectIdentifier) -> Int {
        var bits = UInt64(UInt(bitPattern: keyType))
        bits ^= bits &>> 33
        bits &*= 0xFF51_AFD7_ED55_8CCD
        bits ^= bits &>> 33
        bits &*= 0xC4CE_B9FE_1A85_EC53
        bits ^= bits &>> 33
        return Int(truncatingIfNeeded: bits & UInt64(capacity &- 1))
    }

    /// Whether a `KeyedDecodingContainer` is one reference to its box, which its copies
    /// share: its size is one reference, reinterpreting it gives an object of the
    /// standard library's box class, and that object is shared while a copy lives and
    /// unique after. Checked once per process, on a container of a probe type.
    static let layoutIsKnown: Bool = {
        guard MemoryLayout<KeyedDecodingContainer<StringCodingKey>>.size == MemoryLayout<AnyObject>.size else { return false }
        var box: AnyObject?
        do {
            let container = KeyedDecodingContainer(LayoutProbe())
            box = unsafeBitCast(container, to: AnyObject.self)
            let shared = withExtendedLifetime(container) { !isKnownUniquelyReferenced(&box) }
            guard shared, let object = box, String(describing: type(of: object)).hasPrefix("_KeyedDecodingContainerBox") else {
                return false
            }
        }
        return isKnownUniquelyReferenced(&box)
    }()

    /// A container that holds nothing, to check the layout with.
    private struct LayoutProbe: KeyedDecodingContainerProtocol {
        var codingPath: [any CodingKey] { [] }
        var allKeys: [StringCodingKey] { [] }
        func contains(_ key: StringCodingKey) -> Bool { false }
        func decodeNil(forKey key: StringCodingKey) throws -> Bool { true }
        func decode<T: Decodable>(_ type: T.Type, forKey key: StringCodingKey) throws -> T { throw Self.unused }
        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: StringCodingKey
        ) throws -> KeyedDecodingContainer<NestedKey> {
            throw Self.unused
        }
        func nestedUnkeyedContainer(forKey key: StringCodingKey) throws -> any UnkeyedDecodingContainer { throw Self.unused }
        func superDecoder() throws -> any Decoder { throw Self.unused }
        func superDecoder(forKey key: StringCodingKey) throws -> any Decoder { throw Self.unused }

        static var unused: DecodingError {
            DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "A layout probe holds no values."))
        }
    }
}
