/// Key lookups in the objects whose keys bytes alone cannot match: objects with a
/// repeated, escaped or non-ASCII key (see `NodeFlags.objectNeedsExactLookup`), and every
/// object under a key decoding strategy. Keys compare as Swift strings, and the first
/// occurrence of a repeated key wins, as in Foundation.
///
/// A scan from the first member per lookup would make a type that reads every key
/// (`allKeys`, then `decode(forKey:)`, as `Dictionary` does) quadratic in the size of the
/// object. So objects past ``exactLookupScanLimit`` members get a dictionary from each
/// key to its value node, built on the first lookup and kept for the rest of the decode.
/// Swift's `String` hashing is seeded per process, so no input can make it slow.
extension JSONIndexDecoder {
    /// Objects up to this many members are scanned: a dictionary costs more to build
    /// than the few comparisons it saves.
    static let exactLookupScanLimit = 16

    /// The value node of the first member of `object` whose key (after conversion, when
    /// `convertedKeys` holds the converted keys) equals `name`.
    func exactValueNode(for name: String, inObject object: Int, convertedKeys: [String]?) -> Int? {
        let memberCount = storage.containerCount(object)
        if memberCount <= Self.exactLookupScanLimit {
            guard let convertedKeys else { return storage.lookup(name, inObject: object) }
            var keyNode = object &+ JSONTape.nodeWidth
            for converted in convertedKeys {
                let valueNode = keyNode &+ JSONTape.nodeWidth
                if converted == name { return valueNode }
                keyNode = storage.nextSibling(valueNode)
            }
            return nil
        }
        if let index = state.pointee.exactKeyIndexes[object] { return index[name] }
        var index: [String: Int] = [:]
        index.reserveCapacity(memberCount)
        var keyNode = object &+ JSONTape.nodeWidth
        var position = 0
        let end = storage.nextSibling(object)
        while keyNode < end {
            let valueNode = keyNode &+ JSONTape.nodeWidth
            let key = convertedKeys?[position] ?? storage.string(keyNode)
            if index.index(forKey: key) == nil { index[key] = valueNode }
            keyNode = storage.nextSibling(valueNode)
            position &+= 1
        }
        state.pointee.exactKeyIndexes[object] = index
        return index[name]
    }
}
