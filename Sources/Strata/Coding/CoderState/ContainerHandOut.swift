/// Gives a reused container's box back as the `KeyedDecodingContainer` or
/// `KeyedEncodingContainer` of its key type without asking the runtime for that type's
/// metadata (both coders, through ``ReusableContainers``' front ends).
///
/// The standard library's keyed containers are resilient, so code generic over a key
/// type cannot return one without its metadata, and the metadata of
/// `KeyedDecodingContainer<Key>` is looked up in the runtime's generic metadata cache
/// each time it is asked for: about 420 instructions for every container a call hands
/// out, 8% of decoding citm_catalog.json and 4% of github_events.json. A hand-out is made
/// once per key type, when the reuse table first makes that type's container (the one
/// lookup then), and kept in the container's frame: its closure captured the metadata, so
/// calling it writes the box into the caller's result with no lookup.
///
/// Read back from the frame as the container type it was made for (a reuse table keeps
/// one frame per key type, and a frame keeps its hand-out for life), so the downcast in
/// ``container(_:by:)`` is exact; in debug builds `unsafeDowncast` checks it.
enum ContainerHandOut {
    /// A closure that returns a box as a `Container`, in an object the frame keeps.
    private final class Maker<Container> {
        let make: (AnyObject) -> Container

        init(_ make: @escaping (AnyObject) -> Container) {
            self.make = make
        }
    }

    /// The hand-out for containers of type `Container`, as a frame keeps it.
    static func make<Container>(for type: Container.Type) -> AnyObject {
        Maker<Container> { box in unsafeBitCast(box, to: Container.self) }
    }

    /// The container whose box is `box`: through `handOut`, made for `Container`, which
    /// costs no metadata lookup, or else by a cast.
    ///
    /// Hot path: every reused container is returned here.
    @inline(__always)
    static func container<Container>(_ box: Unmanaged<AnyObject>, by handOut: AnyObject?) -> Container {
        box._withUnsafeGuaranteedRef { box in
            if let handOut { return container(box, madeBy: handOut) }
            return unsafeBitCast(box, to: Container.self)
        }
    }

    @inline(__always)
    private static func container<Container>(_ box: AnyObject, madeBy handOut: AnyObject) -> Container {
        unsafeDowncast(handOut, to: Maker<Container>.self).make(box)
    }
}
