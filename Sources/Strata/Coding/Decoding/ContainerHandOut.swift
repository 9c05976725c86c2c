/// Gives a reused container's box back as the `KeyedDecodingContainer` of its key type
/// without asking the runtime for that type's metadata.
///
/// `KeyedDecodingContainer` is resilient in the standard library, so code generic over a
/// key type cannot return one without its metadata, and the metadata of
/// `KeyedDecodingContainer<Key>` is looked up in the runtime's generic metadata cache
/// each time it is asked for: about 420 instructions for every container a decode hands
/// out, 8% of decoding citm_catalog.json and 4% of github_events.json. A hand-out is made
/// once per key type, when the reuse table first makes that type's container (the one
/// lookup then), and kept in the container's frame: its closure captured the metadata, so
/// calling it writes the box into the caller's result with no lookup.
///
/// Read back from the frame under the key type it was made for
/// (``KeyedContainerReuse``'s table keeps one frame per key type, and a frame keeps its
/// hand-out for life), so the downcast in ``container(from:box:keyedBy:)`` is exact; in
/// debug builds `unsafeDowncast` checks it.
enum ContainerHandOut {
    /// A closure that returns a box as a `Container`, in an object the frame keeps.
    private final class Maker<Container> {
        let make: (AnyObject) -> Container

        init(_ make: @escaping (AnyObject) -> Container) {
            self.make = make
        }
    }

    /// The hand-out for containers keyed by `Key`, as the frame keeps it.
    static func make<Key: CodingKey>(keyedBy type: Key.Type) -> AnyObject {
        Maker<KeyedDecodingContainer<Key>>(asContainer(KeyedDecodingContainer<Key>.self))
    }

    /// The container whose box is `box`, by the hand-out `handOut` made for `Key`.
    @inline(__always)
    static func container<Key: CodingKey>(from handOut: AnyObject, box: AnyObject, keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        unsafeDowncast(handOut, to: Maker<KeyedDecodingContainer<Key>>.self).make(box)
    }

    /// A closure that returns a box as a `Result`, holding `Result`'s metadata.
    private static func asContainer<Result>(_ type: Result.Type) -> (AnyObject) -> Result {
        { box in unsafeBitCast(box, to: Result.self) }
    }
}
