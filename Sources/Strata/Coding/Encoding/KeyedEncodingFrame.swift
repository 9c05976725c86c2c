/// Where a keyed encoding container writes: its encoder, its open object in the output,
/// its coding path and its model.
///
/// A class, not fields of the container itself, so that a container the standard
/// library has already boxed can be pointed at another object and handed out again
/// (see ``KeyedEncodingContainerReuse``). `position` changes only then, when nothing
/// but the encoder's reuse table holds the box, so no container in use ever sees it move.
final class KeyedEncodingFrame {
    let encoder: JSONByteEncoder
    /// Read on every call: `@exclusivity(unchecked)`, because the run-time check a
    /// class's stored `var` otherwise gets would cost a call per read. The one writer is
    /// ``move(to:)``, while the frame is unshared.
    @exclusivity(unchecked) private(set) var position: Position

    /// The ``ContainerHandOut`` of the key type of the container whose frame this is, made
    /// by the reuse table; nil for a frame made outside it.
    let handOut: AnyObject?

    struct Position {
        let frameIndex: Int
        let frameID: UInt32
        let depth: Int
        let ownedPathIndex: Int
        /// The model whose properties the container holds (`State.models`), or -1.
        let modelIndex: Int
        /// For a nested container, the length of its encoder's coding path; -1 for a
        /// container the encoder made itself.
        let encoderDepth: Int
    }

    init(encoder: JSONByteEncoder, position: Position, handOut: AnyObject? = nil) {
        self.encoder = encoder
        self.position = position
        self.handOut = handOut
    }

    /// The frame of containers kept between calls while no call uses them: it holds no
    /// call's encoder, nor so its output (see `KeptEncoderState`).
    ///
    /// `nonisolated(unsafe)`: nothing ever writes through it or moves it; a call that
    /// takes up a kept container gives it a frame of its own first.
    nonisolated(unsafe) static let detached = KeyedEncodingFrame(
        encoder: JSONByteEncoder(options: EncodingOptions(), initialCapacity: 16),
        position: Position(frameIndex: 0, frameID: 0, depth: 0, ownedPathIndex: -1, modelIndex: -1, encoderDepth: -1))

    /// Points the frame at another open object. Only for a frame nothing else uses.
    @inline(__always)
    func move(to position: Position) {
        self.position = position
    }
}

/// The byte encoder's keyed containers, kept for reuse per coding-key type (see
/// ``ReusableContainers``, which explains why a container in use never moves).
///
/// Every encoder that reuses containers is made by `JSONByteEncoder.encode`, which
/// releases the table when the encode ends, or hands it to the next call of the same
/// `StrataJSONEncoder` (see `KeptEncoderState`).
struct KeyedEncodingContainerReuse {
    private let table: ReusableContainers<KeyedEncodingFrame>

    /// A new table, or one a `StrataJSONEncoder`'s earlier call left.
    init(table: ReusableContainers<KeyedEncodingFrame> = ReusableContainers()) {
        self.table = table
    }

    func release() {
        table.release()
    }

    /// The table, its containers detached from the ending call's encoder, for the next
    /// call (see `KeptEncoderState`).
    func finished() -> ReusableContainers<KeyedEncodingFrame> {
        table.detachAll(
            to: KeyedEncodingFrame.detached, boxLayoutIsKnown: Self.frameSlotIsKnown,
            rebind: Self.encoderSlotIsKnown ? { ReusableContainers.rebind($0, to: KeyedEncodingFrame.detached.encoder) } : nil)
        return table
    }

    /// Whether a frame holds its encoder right after its object header, so that a kept
    /// frame can be rebound to another call's encoder (see `ReusableContainers.rebind`);
    /// checked once per process.
    static let encoderSlotIsKnown = ReusableContainers<KeyedEncodingFrame>.holdsCoderAfterHeader(
        KeyedEncodingFrame.detached, KeyedEncodingFrame.detached.encoder)

    /// Whether a container's box holds the container (its frame) right after the object
    /// header, so that a kept box can be given a new frame; checked once per process. The
    /// container must be its frame alone, as the probe is its owner alone.
    static let frameSlotIsKnown =
        MemoryLayout<ByteKeyedEncodingContainer<StringCodingKey>>.size == MemoryLayout<KeyedEncodingFrame>.size
        && ReusableContainers<KeyedEncodingFrame>.holdsOwnerAfterHeader { KeyedEncodingContainer(LayoutProbe(owner: $0)) }

    /// A container writing at `position`, keyed by `Key`: the one this table holds for
    /// `Key`, if nothing else holds it, or a new one.
    @_transparent
    func container<Key: CodingKey>(
        keyedBy type: Key.Type, encoder: JSONByteEncoder, position: KeyedEncodingFrame.Position
    ) -> KeyedEncodingContainer<Key> {
        switch table.lookUp(ObjectIdentifier(type), owner: ObjectIdentifier(encoder)) {
        case .current(let box, let frame):
            let handOut = frame._withUnsafeGuaranteedRef {
                $0.move(to: position)
                return $0.handOut
            }
            return ContainerHandOut.container(box, by: handOut)
        case .earlier(let box, let entry):
            // A container an earlier call left: its box and frame, rebound to this call's
            // encoder, or else given a frame of this call's.
            if Self.encoderSlotIsKnown, let frame = ReusableContainers.takeUp(entry, for: encoder) {
                frame.move(to: position)
                return ContainerHandOut.container(box, by: frame.handOut)
            }
            let fresh = KeyedEncodingFrame(
                encoder: encoder, position: position, handOut: ContainerHandOut.make(for: KeyedEncodingContainer<Key>.self))
            return box._withUnsafeGuaranteedRef {
                ReusableContainers.replaceFrame(in: $0, with: fresh, owner: ObjectIdentifier(encoder), entry: entry)
                return unsafeBitCast($0, to: KeyedEncodingContainer<Key>.self)
            }
        case .vacant(let entry):
            return makeContainer(keyedBy: type, entry: entry, encoder: encoder, position: position)
        }
    }

    /// A new container, which takes `entry`.
    @inline(never)
    private func makeContainer<Key: CodingKey>(
        keyedBy type: Key.Type, entry: UnsafeMutablePointer<ReusableContainers<KeyedEncodingFrame>.Entry>, encoder: JSONByteEncoder,
        position: KeyedEncodingFrame.Position
    ) -> KeyedEncodingContainer<Key> {
        let frame = KeyedEncodingFrame(
            encoder: encoder, position: position, handOut: ContainerHandOut.make(for: KeyedEncodingContainer<Key>.self))
        let container = KeyedEncodingContainer(ByteKeyedEncodingContainer<Key>(frame: frame))
        table.store(
            container, frame: frame, owner: ObjectIdentifier(encoder), keyType: ObjectIdentifier(type), in: entry, layoutIsKnown: Self.layoutIsKnown)
        return container
    }

    /// Whether a `KeyedEncodingContainer` is one reference to its box, checked once per
    /// process on a container of a probe type.
    static let layoutIsKnown = ReusableContainers<KeyedEncodingFrame>.isOneReference { KeyedEncodingContainer(LayoutProbe(owner: $0)) }

    /// A container that holds only an object, to check the box's layout with.
    private struct LayoutProbe: KeyedEncodingContainerProtocol {
        let owner: AnyObject
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil(forKey key: StringCodingKey) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: StringCodingKey) throws {}
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: StringCodingKey
        ) -> KeyedEncodingContainer<NestedKey> {
            DiscardingEncoder(codingPath: [], userInfo: [:]).container(keyedBy: NestedKey.self)
        }
        mutating func nestedUnkeyedContainer(forKey key: StringCodingKey) -> any UnkeyedEncodingContainer {
            DiscardingEncoder(codingPath: [], userInfo: [:]).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { DiscardingEncoder(codingPath: [], userInfo: [:]) }
        mutating func superEncoder(forKey key: StringCodingKey) -> any Encoder { DiscardingEncoder(codingPath: [], userInfo: [:]) }
    }
}
