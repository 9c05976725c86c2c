import Foundation

/// The `Decoder` that `init(from:)` implementations receive from
/// ``StrataJSONDecoder``: a position in a document's index.
///
/// Hot path. One instance serves a whole decode: descending into a nested value moves
/// `node` and pushes a key on `path`, and returning restores both, so no decoder or
/// path node is allocated per value. Containers remember their own object or array
/// and the path depth at which they were made.
final class JSONIndexDecoder: Decoder {
    let storage: JSONDocumentStorage
    let options: DecodingOptions
    let usesDefaultKeys: Bool
    /// The value this decoder currently stands for.
    var node: Int
    /// The coding keys from the top-level value to `node`.
    var path: [any CodingKey]
    /// Per container depth, the key node after the last key found: where the next
    /// lookup starts, since keys usually arrive in declaration order.
    let lookupHints: UnsafeMutablePointer<Int>
    let lookupHintCount: Int
    let userInfo: [CodingUserInfoKey: Any]

    init(storage: JSONDocumentStorage, options: DecodingOptions, node: Int = 0, path: [any CodingKey] = []) {
        self.storage = storage
        self.options = options
        usesDefaultKeys = options.usesDefaultKeys
        self.node = node
        self.path = path
        self.path.reserveCapacity(16)
        lookupHintCount = min(max(options.reading.maximumDepth, 1), 4096) + 2
        lookupHints = .allocate(capacity: lookupHintCount)
        lookupHints.initialize(repeating: 0, count: lookupHintCount)
        var info: [CodingUserInfoKey: Any] = [:]
        for (key, value) in options.userInfo { info[key] = value }
        userInfo = info
    }

    deinit {
        lookupHints.deallocate()
    }

    var codingPath: [any CodingKey] { path }

    /// The coding path of a container, extended by `key`.
    func path(_ base: CodingPathBase, appending key: (any CodingKey)?) -> [any CodingKey] {
        var result = base.owned ?? Array(path.prefix(base.depth))
        if let key { result.append(key) }
        return result
    }

    /// Sets `path` to a container's path extended by `key`, before decoding a value
    /// below that container.
    @inline(__always)
    func enter(_ base: CodingPathBase, key: (any CodingKey)?) {
        if let owned = base.owned {
            path.removeAll(keepingCapacity: true)
            path.append(contentsOf: owned)
        } else if path.count != base.depth {
            path.removeSubrange(base.depth...)
        }
        if let key { path.append(key) }
    }

    /// Restores `path` to a container's path after decoding a value below it.
    @inline(__always)
    func leave(_ base: CodingPathBase) {
        if path.count > base.depth { path.removeSubrange(base.depth...) }
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard storage.nodeKind(node) == .object else {
            throw containerMismatch(keyed: true, node: node, path: path)
        }
        return KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(decoder: self, object: node, base: CodingPathBase(depth: path.count)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard storage.nodeKind(node) == .array else {
            throw containerMismatch(keyed: false, node: node, path: path)
        }
        return JSONUnkeyedDecodingContainer(decoder: self, array: node, base: CodingPathBase(depth: path.count))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueDecodingContainer(decoder: self, node: node, base: CodingPathBase(depth: path.count))
    }

    // MARK: Values

    func decodeTopLevel<T: Decodable>(_ type: T.Type) throws -> T {
        try unbox(type, node: 0, base: CodingPathBase(depth: 0), key: nil)
    }

    /// Decodes the value at `node` as `T`, for a container whose path is `base`;
    /// `key` (if any) is the value's coding key in that container.
    @inline(__always)
    func unbox<T: Decodable>(_ type: T.Type, node: Int, base: CodingPathBase, key: (any CodingKey)?) throws -> T {
        if let value = try unboxSpecial(type, node: node, base: base, key: key) {
            return value
        }
        let savedNode = self.node
        enter(base, key: key)
        self.node = node
        defer {
            self.node = savedNode
            leave(base)
        }
        return try T(from: self)
    }
}

/// Where a container's coding path comes from.
///
/// Containers made by the decoder itself share the decoder's `path` stack: their path
/// is its first `depth` keys, which stay in place while they are in use. Containers
/// made by `nestedContainer` extend their parent's path without a value being decoded,
/// so they keep a copy of their own path (`owned`).
struct CodingPathBase {
    let depth: Int
    let owned: [any CodingKey]?

    init(depth: Int) {
        self.depth = depth
        owned = nil
    }

    init(owned: [any CodingKey]) {
        depth = owned.count
        self.owned = owned
    }
}

/// Reinterprets a value whose type the caller has proven to be `U` (by comparing
/// metatypes), without a dynamic cast. Used where generic code has checked
/// `T.self == Date.self` and holds a `Date` it must return as `T`.
@inline(__always)
func reinterpret<T, U>(_ value: T, as type: U.Type) -> U {
    unsafeBitCast(value, to: U.self)
}
