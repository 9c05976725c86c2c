/// The decoder's keyed containers, kept for reuse per coding-key type (see
/// ``ReusableContainers``, which explains why a container in use never moves).
///
/// Every decoder that reuses containers is made by `JSONIndexDecoder.decoding`, which
/// releases the table when the decode ends, or by a stream's `ElementDecodingSession`,
/// which releases it when its batch ends.
struct KeyedContainerReuse {
    private let table: ReusableContainers<KeyedContainerFrame>

    /// A new table, or one a `StrataJSONDecoder`'s earlier call left.
    init(table: ReusableContainers<KeyedContainerFrame> = ReusableContainers()) {
        self.table = table
    }

    func release() {
        table.release()
    }

    /// The table, its containers detached from the ending call's decoder, for the next
    /// call (see `KeptDecoderState`).
    func finished() -> ReusableContainers<KeyedContainerFrame> {
        table.detachAll(
            to: KeyedContainerFrame.detached, boxLayoutIsKnown: Self.frameSlotIsKnown,
            rebind: Self.decoderSlotIsKnown ? { ReusableContainers.rebind($0, to: JSONIndexDecoder.detached) } : nil)
        return table
    }

    /// Whether a frame holds its decoder right after its object header, so that a kept
    /// frame can be rebound to another call's decoder (see `ReusableContainers.rebind`);
    /// checked once per process.
    static let decoderSlotIsKnown = ReusableContainers<KeyedContainerFrame>.holdsCoderAfterHeader(
        KeyedContainerFrame.detached, JSONIndexDecoder.detached)

    /// Whether a container's box holds the container (its frame) right after the object
    /// header, so that a kept box can be given a new frame; checked once per process. The
    /// container must be its frame alone, as the probe is its owner alone.
    static let frameSlotIsKnown =
        MemoryLayout<JSONKeyedDecodingContainer<StringCodingKey>>.size == MemoryLayout<KeyedContainerFrame>.size
        && ReusableContainers<KeyedContainerFrame>.holdsOwnerAfterHeader { KeyedDecodingContainer(LayoutProbe(owner: $0)) }

    /// A container over `object` keyed by `Key`: the one this table holds for `Key`, if
    /// nothing else holds it, or a new one.
    @_transparent
    func container<Key: CodingKey>(
        keyedBy type: Key.Type, decoder: JSONIndexDecoder, object: Int, base: CodingPathBase, model: ModelCodingInfo?
    ) -> KeyedDecodingContainer<Key> {
        switch table.lookUp(ObjectIdentifier(type), owner: ObjectIdentifier(decoder)) {
        case .current(let box, let frame):
            let handOut = frame._withUnsafeGuaranteedRef {
                $0.move(to: object, base: base, model: model)
                return $0.handOut
            }
            return ContainerHandOut.container(box, by: handOut)
        case .earlier(let box, let entry):
            // A container an earlier call left: its box and frame, rebound to this call's
            // decoder, or else given a frame of this call's.
            if Self.decoderSlotIsKnown, let frame = ReusableContainers.takeUp(entry, for: decoder) {
                frame.move(to: object, base: base, model: model)
                return ContainerHandOut.container(box, by: frame.handOut)
            }
            let fresh = KeyedContainerFrame(
                decoder: decoder, object: object, base: base, model: model, handOut: ContainerHandOut.make(for: KeyedDecodingContainer<Key>.self),
                keyNames: KeyNames.make(for: Key.self))
            return box._withUnsafeGuaranteedRef {
                ReusableContainers.replaceFrame(in: $0, with: fresh, owner: ObjectIdentifier(decoder), entry: entry)
                return unsafeBitCast($0, to: KeyedDecodingContainer<Key>.self)
            }
        case .vacant(let entry):
            return makeContainer(keyedBy: type, entry: entry, decoder: decoder, object: object, base: base, model: model)
        }
    }

    /// A new container, which takes `entry`.
    @inline(never)
    private func makeContainer<Key: CodingKey>(
        keyedBy type: Key.Type, entry: UnsafeMutablePointer<ReusableContainers<KeyedContainerFrame>.Entry>, decoder: JSONIndexDecoder,
        object: Int, base: CodingPathBase, model: ModelCodingInfo?
    ) -> KeyedDecodingContainer<Key> {
        // A container of this key type still in use (the outer one of a value nested in a
        // value of its own type) holds the entry: the new frame shares its key names.
        let inUse = entry.pointee.keyType == ObjectIdentifier(type) ? entry.pointee.frame?.takeUnretainedValue().keyNames : nil
        let frame = KeyedContainerFrame(
            decoder: decoder, object: object, base: base, model: model, handOut: ContainerHandOut.make(for: KeyedDecodingContainer<Key>.self),
            keyNames: inUse ?? KeyNames.make(for: Key.self))
        let container = KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(frame: frame))
        table.store(
            container, frame: frame, owner: ObjectIdentifier(decoder), keyType: ObjectIdentifier(type), in: entry, layoutIsKnown: Self.layoutIsKnown)
        return container
    }

    /// Whether a `KeyedDecodingContainer` is one reference to its box, checked once per
    /// process on a container of a probe type.
    static let layoutIsKnown = ReusableContainers<KeyedContainerFrame>.isOneReference { KeyedDecodingContainer(LayoutProbe(owner: $0)) }

    /// A container that holds only an object, to check the layout with.
    private struct LayoutProbe: KeyedDecodingContainerProtocol {
        let owner: AnyObject
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
