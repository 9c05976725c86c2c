/// Arrays of any `Decodable` element, decoded without `Array.init(from:)`.
///
/// Hot path. The standard library's initializer asks for an unkeyed container as an
/// existential, which Strata's container is too large to fit inline: a heap box per
/// array, even an empty one, and a dynamic call per element. Here the container is a
/// local value and each element goes through the same `decode(_:)`, so paths, errors
/// and reports are the ones `Array.init(from:)` would give.
protocol DirectlyDecodableArray: _StrataCodingCustomization {
    /// Decodes the array at the decoder's current node, as `type` (which is `Self`).
    static func decodeDirectly<T>(_ type: T.Type, from decoder: JSONIndexDecoder) throws -> T
}

extension Array: DirectlyDecodableArray where Element: Decodable {
    static func decodeDirectly<T>(_ type: T.Type, from decoder: JSONIndexDecoder) throws -> T {
        // `TypeTraits` found this conformance on `T` itself, so `T` is `[Element]`.
        reinterpret(try decoder.decodeArray(of: Element.self), as: type)
    }
}

extension JSONIndexDecoder {
    /// At most this many elements are reserved ahead: a long array of small JSON values
    /// may decode to large elements, and the first element may already fail.
    static let reservedArrayElementLimit = 1024

    /// What `Array.init(from:)` does, with the container kept out of an existential.
    func decodeArray<Element: Decodable>(of type: Element.Type) throws -> [Element] {
        let array = node
        guard storage.nodeKind(array) == .array else {
            throw containerMismatch(keyed: false, node: array, path: path)
        }
        let count = storage.containerCount(array)
        // An empty array asks no metadata of `[Element]`, as with `Array.init(from:)`.
        if count == 0 { return [] }
        var container = JSONUnkeyedDecodingContainer(decoder: self, array: array, base: CodingPathBase(depth: state.pointee.path.count))
        if count <= Self.reservedArrayElementLimit {
            // Hot path: each element is decoded into its place in the array. Through
            // `append`, a large element (a 1.4 KB GitHub event) was moved once more, which
            // for a page of events wrote more memory than the first-level cache holds.
            return try [Element](unsafeUninitializedCapacity: count) { elements, initialized in
                guard let first = elements.baseAddress else { return }
                while initialized < count && !container.isAtEnd {
                    (first + initialized).initialize(to: try container.decode(Element.self))
                    initialized &+= 1
                }
            }
        }
        var elements: [Element] = []
        elements.reserveCapacity(Self.reservedArrayElementLimit)
        while !container.isAtEnd {
            elements.append(try container.decode(Element.self))
        }
        return elements
    }
}
