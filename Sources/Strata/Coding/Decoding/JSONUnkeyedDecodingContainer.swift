import Foundation

/// Sequential access to an array in the index. Elements are visited in order by
/// walking the index, one node (or one container's extent) at a time.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: JSONIndexDecoder
    let storage: JSONDocumentStorage
    let array: Int
    let end: Int
    let base: CodingPathBase
    /// The node of the element at `currentIndex`.
    private var cursor: Int
    private(set) var currentIndex = 0
    let count: Int?

    init(decoder: JSONIndexDecoder, array: Int, base: CodingPathBase) {
        self.decoder = decoder
        storage = decoder.storage
        self.array = array
        end = storage.nextSibling(array)
        self.base = base
        cursor = array &+ JSONTape.nodeWidth
        count = storage.containerCount(array)
    }

    var codingPath: [any CodingKey] {
        decoder.path(base, appending: .none)
    }

    var isAtEnd: Bool {
        cursor >= end
    }

    private var key: PathKey {
        .index(currentIndex)
    }

    /// The next element's node, or the error Foundation throws at the end.
    @_transparent
    private func next<T>(_ type: T.Type) throws -> Int {
        guard cursor < end else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: decoder.path(base, appending: key), debugDescription: "Unkeyed container is at end."))
        }
        return cursor
    }

    @_transparent
    private mutating func advance() {
        cursor = storage.nextSibling(cursor)
        currentIndex &+= 1
    }

    /// Goes on past an element that failed, when a report is kept: the failure is
    /// recorded, a placeholder stands in, and the container moves to the next element.
    private mutating func recovered<T>(_ error: any Error, as type: T.Type) throws -> T {
        let value = try decoder.recover(error, as: type)
        if cursor < end { advance() }
        return value
    }

    mutating func decodeNil() throws -> Bool {
        do {
            let node = try next(Never.self)
            guard storage.nodeKind(node) == .null else { return false }
            advance()
            return true
        } catch {
            return try recovered(error, as: (Bool).self)
        }
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        do {
            let value = try decoder.unboxBool(next(type), base: base, key: key)
            advance()
            return value
        } catch {
            return try recovered(error, as: (Bool).self)
        }
    }

    mutating func decode(_ type: String.Type) throws -> String {
        do {
            let value = try decoder.unboxString(next(type), base: base, key: key)
            advance()
            return value
        } catch {
            return try recovered(error, as: (String).self)
        }
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        do {
            let value = try decoder.unboxDouble(next(type), base: base, key: key)
            advance()
            return value
        } catch {
            return try recovered(error, as: (Double).self)
        }
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        do {
            let value = try decoder.unboxFloat(next(type), base: base, key: key)
            advance()
            return value
        } catch {
            return try recovered(error, as: (Float).self)
        }
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 {
        do {
            let value = try decoder.unboxInt128(next(type), base: base, key: key)
            advance()
            return value
        } catch {
            return try recovered(error, as: (Int128).self)
        }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
        do {
            let value = try decoder.unboxUInt128(next(type), base: base, key: key)
            advance()
            return value
        } catch {
            return try recovered(error, as: (UInt128).self)
        }
    }

    @_transparent
    private mutating func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        do {
            let value = try decoder.unboxInteger(type, next(type), base: base, key: key)
            advance()
            return value
        } catch {
            return try recovered(error, as: (I).self)
        }
    }

    /// Hot path: the container moves on before the element is decoded, so that the
    /// element returns straight from `unbox` into the caller's memory; kept in a local and
    /// returned after moving on, each element of a large struct (a 1.4 KB GitHub event) was
    /// copied once more. A failure moves the container back first, so that, as in
    /// Foundation, a caller that catches it can decode the same element again.
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let node: Int
        do {
            node = try next(type)
        } catch {
            return try recovered(error, as: (T).self)
        }
        let key = self.key
        advance()
        do {
            return try decoder.unbox(type, node: node, base: base, key: key)
        } catch {
            cursor = node
            currentIndex &-= 1
            return try recovered(error, as: (T).self)
        }
    }

    /// As in Foundation, `nil` at the end or for `null`, and either way the index moves
    /// on.
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        do {
            guard try presentElement() else { return nil }
            return try decode(type)
        } catch {
            return try recovered(error, as: (T?).self)
        }
    }

    /// Whether an element that is not `null` is next; otherwise moves past the `null`
    /// (or, at the end, past the end) as Foundation does.
    private mutating func presentElement() throws -> Bool {
        guard cursor < end else {
            currentIndex &+= 1
            return false
        }
        if storage.nodeKind(cursor) == .null {
            advance()
            return false
        }
        return true
    }

    // The protocol's default implementations of these do not move on at the end.
    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try presentElement() ? try decode(type) : nil }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try presentElement() ? try decode(type) : nil }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? { try presentElement() ? try decode(type) : nil }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? { try presentElement() ? try decode(type) : nil }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let node = try next(KeyedDecodingContainer<NestedKey>.self)
        let nestedPath = decoder.path(base, appending: key)
        guard storage.nodeKind(node) == .object else {
            throw decoder.containerMismatch(keyed: true, node: node, path: nestedPath)
        }
        advance()
        return KeyedDecodingContainer(JSONKeyedDecodingContainer<NestedKey>(decoder: decoder, object: node, base: CodingPathBase(owned: nestedPath)))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let node = try next((any UnkeyedDecodingContainer).self)
        let nestedPath = decoder.path(base, appending: key)
        guard storage.nodeKind(node) == .array else {
            throw decoder.containerMismatch(keyed: false, node: node, path: nestedPath)
        }
        advance()
        return JSONUnkeyedDecodingContainer(decoder: decoder, array: node, base: CodingPathBase(owned: nestedPath))
    }

    mutating func superDecoder() throws -> any Decoder {
        guard cursor < end else {
            throw DecodingError.valueNotFound(
                (any Decoder).self,
                DecodingError.Context(
                    codingPath: decoder.path(base, appending: key), debugDescription: "Cannot get superDecoder() -- unkeyed container is at end."))
        }
        let superDecoder = decoder.makeSuperDecoder(node: cursor, path: decoder.path(base, appending: key))
        advance()
        return superDecoder
    }
}

/// A single value: the node the decoder stands for.
struct JSONSingleValueDecodingContainer: SingleValueDecodingContainer {
    let decoder: JSONIndexDecoder
    let node: Int
    let base: CodingPathBase

    var codingPath: [any CodingKey] {
        decoder.path(base, appending: .none)
    }

    func decodeNil() -> Bool {
        decoder.storage.nodeKind(node) == .null
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.unboxBool(node, base: base, key: .none) }
    func decode(_ type: String.Type) throws -> String { try decoder.unboxString(node, base: base, key: .none) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.unboxDouble(node, base: base, key: .none) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.unboxFloat(node, base: base, key: .none) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.unboxInteger(type, node, base: base, key: .none) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.unboxInteger(type, node, base: base, key: .none) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.unboxInteger(type, node, base: base, key: .none) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.unboxInteger(type, node, base: base, key: .none) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.unboxInteger(type, node, base: base, key: .none) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.unboxInteger(type, node, base: base, key: .none) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.unboxInteger(type, node, base: base, key: .none) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.unboxInteger(type, node, base: base, key: .none) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.unboxInteger(type, node, base: base, key: .none) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.unboxInteger(type, node, base: base, key: .none) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try decoder.unboxInt128(node, base: base, key: .none) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try decoder.unboxUInt128(node, base: base, key: .none) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.unbox(type, node: node, base: base, key: .none)
    }
}
