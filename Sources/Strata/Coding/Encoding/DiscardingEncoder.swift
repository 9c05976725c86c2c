/// An encoder that accepts every value and writes nothing, with a true coding path.
///
/// `JSONByteEncoder` hands it out where the stream has given up (for `superEncoder`):
/// the value goes on encoding against it until it returns, and is then encoded again
/// through the tree, so nothing written here is needed; but code that reads the coding
/// path meanwhile (a key strategy's closure, a type's own checks) sees the right one, as
/// with Foundation.
struct DiscardingEncoder: Encoder {
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(codingPath: codingPath, userInfo: userInfo))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        Unkeyed(codingPath: codingPath, userInfo: userInfo)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(codingPath: codingPath)
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any]

        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(codingPath: codingPath + [key], userInfo: userInfo))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Unkeyed(codingPath: codingPath + [key], userInfo: userInfo)
        }

        mutating func superEncoder() -> any Encoder {
            DiscardingEncoder(codingPath: codingPath + [StringCodingKey.super], userInfo: userInfo)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            DiscardingEncoder(codingPath: codingPath + [key], userInfo: userInfo)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any]
        private(set) var count = 0

        init(codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
            self.codingPath = codingPath
            self.userInfo = userInfo
        }

        private var nextKey: any CodingKey { IndexCodingKey(count) }

        mutating func encodeNil() throws { count += 1 }
        mutating func encode<T: Encodable>(_ value: T) throws { count += 1 }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            defer { count += 1 }
            return KeyedEncodingContainer(Keyed<NestedKey>(codingPath: codingPath + [nextKey], userInfo: userInfo))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            defer { count += 1 }
            return Unkeyed(codingPath: codingPath + [nextKey], userInfo: userInfo)
        }

        mutating func superEncoder() -> any Encoder {
            defer { count += 1 }
            return DiscardingEncoder(codingPath: codingPath + [nextKey], userInfo: userInfo)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let codingPath: [any CodingKey]
        mutating func encodeNil() throws {}
        mutating func encode<T: Encodable>(_ value: T) throws {}
    }
}
