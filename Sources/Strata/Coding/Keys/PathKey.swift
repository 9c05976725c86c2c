/// The key of a value in its container, passed to the decoding and encoding
/// functions. A plain enum
/// rather than `(any CodingKey)?`, so that passing it needs no runtime metadata, and an
/// element's index becomes a coding key only when a path is built.
enum PathKey {
    case none
    case index(Int)
    case key(any CodingKey)

    var codingKey: (any CodingKey)? {
        switch self {
        case .none: return nil
        case .index(let index): return IndexCodingKey(index)
        case .key(let key): return key
        }
    }
}

extension Array where Element == any CodingKey {
    /// Makes this coding-path stack a container's path followed by `key`: the
    /// container's own copy (`owned`), or else the first `depth` keys already here.
    ///
    /// Hot path: runs before every value decoded or encoded below a container, and
    /// reuses the array's storage.
    @inline(__always)
    mutating func enter(owned: [any CodingKey]?, depth: Int, key: PathKey) {
        if let owned {
            removeAll(keepingCapacity: true)
            append(contentsOf: owned)
        } else if count != depth {
            truncate(to: depth)
        }
        switch key {
        case .none: break
        case .index(let index):
            reserveFirstRoom()
            append(IndexCodingKey(index))
        case .key(let key):
            reserveFirstRoom()
            append(key)
        }
    }

    /// The first key pushed gets room for eight. The stack is made empty, not reserved:
    /// decoding or encoding a flat object never pushes a key (its scalars are not entered),
    /// and reserving up front cost a 350-byte object about 300 instructions a call.
    @inline(__always)
    private mutating func reserveFirstRoom() {
        if capacity == 0 { reserveCapacity(8) }
    }

    /// Cuts the stack back to a container's `depth` keys after a value below it.
    @inline(__always)
    mutating func leave(depth: Int) {
        if count > depth { truncate(to: depth) }
    }

    /// Drops the keys past the first `depth`. Usually one: `removeLast` costs a
    /// fraction of the general `removeSubrange`.
    @inline(__always)
    private mutating func truncate(to depth: Int) {
        while count > depth { removeLast() }
    }
}
