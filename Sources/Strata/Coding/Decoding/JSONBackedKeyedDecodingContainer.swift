/// A keyed container that changes how some members of an object are read, over Strata's
/// own container for that object (`json`), which answers everything it does not change:
/// its path and keys, its nested containers and its super decoders.
protocol JSONBackedKeyedDecodingContainer: KeyedDecodingContainerProtocol {
    var json: JSONKeyedDecodingContainer<Key> { get }
}

extension JSONBackedKeyedDecodingContainer {
    var codingPath: [any CodingKey] { json.codingPath }
    var allKeys: [Key] { json.allKeys }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try json.nestedContainer(keyedBy: type, forKey: key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try json.nestedUnkeyedContainer(forKey: key)
    }

    func superDecoder() throws -> any Decoder {
        try json.superDecoder()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try json.superDecoder(forKey: key)
    }
}
