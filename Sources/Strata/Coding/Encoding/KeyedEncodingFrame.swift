/// Where a keyed encoding container writes: its encoder, its open object in the output,
/// its coding path and its model.
///
/// A class, not fields of the container itself, so that a container the standard
/// library has already boxed can be pointed at another object and handed out again
/// (see ``KeyedEncodingContainerReuse``). `position` changes only then, when nothing
/// but the encoder's reuse table holds the box, so no container in use ever sees it move.
final class KeyedEncodingFrame {
    let encoder: StreamingJSONEncoder
    /// Read on every call: `@exclusivity(unchecked)`, because the run-time check a
    /// class's stored `var` otherwise gets would cost a call per read. The one writer is
    /// ``move(to:)``, while the frame is unshared.
    @exclusivity(unchecked) private(set) var position: Position

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

    init(encoder: StreamingJSONEncoder, position: Position) {
        self.encoder = encoder
        self.position = position
    }

    /// Points the frame at another open object. Only for a frame nothing else uses.
    @inline(__always)
    func move(to position: Position) {
        self.position = position
    }
}

/// The streaming encoder's keyed containers, kept for reuse per coding-key type (see
/// ``ReusableContainers``, which explains why a container in use never moves).
///
/// Every encoder that reuses containers is made by `StreamingJSONEncoder.encode`, which
/// releases the table when the encode ends.
struct KeyedEncodingContainerReuse {
    private let table = ReusableContainers<KeyedEncodingFrame>()

    func release() {
        table.release()
    }

    /// A container writing at `position`, keyed by `Key`: the one this table holds for
    /// `Key`, if nothing else holds it, or a new one.
    @inline(__always)
    func container<Key: CodingKey>(
        keyedBy type: Key.Type, encoder: StreamingJSONEncoder, position: KeyedEncodingFrame.Position
    ) -> KeyedEncodingContainer<Key> {
        switch table.lookUp(ObjectIdentifier(type)) {
        case .reusable(let box, let frame):
            frame.move(to: position)
            return unsafeBitCast(box, to: KeyedEncodingContainer<Key>.self)
        case .vacant(let entry):
            return makeContainer(keyedBy: type, entry: entry, encoder: encoder, position: position)
        }
    }

    /// A new container, which takes `entry`.
    @inline(never)
    private func makeContainer<Key: CodingKey>(
        keyedBy type: Key.Type, entry: UnsafeMutablePointer<ReusableContainers<KeyedEncodingFrame>.Entry>, encoder: StreamingJSONEncoder,
        position: KeyedEncodingFrame.Position
    ) -> KeyedEncodingContainer<Key> {
        let frame = KeyedEncodingFrame(encoder: encoder, position: position)
        let container = KeyedEncodingContainer(StreamingKeyedEncodingContainer<Key>(frame: frame))
        ReusableContainers.store(container, frame: frame, keyType: ObjectIdentifier(type), in: entry, layoutIsKnown: Self.layoutIsKnown)
        return container
    }

    /// Whether a `KeyedEncodingContainer` is one reference to its box, checked once per
    /// process on a container that writes nothing.
    static let layoutIsKnown = ReusableContainers<KeyedEncodingFrame>.isOneReference { owner in
        // A container that holds only an object: the encoder's user info.
        let key = CodingUserInfoKey(rawValue: "owner") ?? CodingUserInfoKey(rawValue: "")
        return DiscardingEncoder(codingPath: [], userInfo: key.map { [$0: owner] } ?? [:]).container(keyedBy: StringCodingKey.self)
    }
}
