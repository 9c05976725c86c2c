/// The `Decoder` a value's `init(from:)` receives during a partial update: the index
/// decoder, standing at the JSON for the value, with the value as it was. Its keyed
/// container answers keys the JSON holds from the JSON and the others from the
/// existing value; unkeyed and single-value containers read the JSON alone (such
/// values are replaced, not updated).
///
/// Only updates make one: ordinary decoding never meets this type, and pays nothing
/// for it.
struct UpdatingDecoder: Decoder {
    let decoder: JSONIndexDecoder
    let existing: ExistingValue
    let rules: UpdateRules?
    let requested: UncodedProperties.Requested

    var codingPath: [any CodingKey] { decoder.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { decoder.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let node = decoder.node
        guard decoder.storage.nodeKind(node) == .object else {
            throw decoder.containerMismatch(keyed: true, node: node, path: codingPath)
        }
        let json = JSONKeyedDecodingContainer<Key>(
            decoder: decoder, object: node, base: CodingPathBase(depth: decoder.codingPath.count), model: decoder.state.pointee.pendingModel)
        guard existing.isKeyed else { return KeyedDecodingContainer(json) }
        return KeyedDecodingContainer(UpdatingKeyedDecodingContainer(json: json, existing: existing, rules: rules, requested: requested))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyedContainer()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try decoder.singleValueContainer()
    }
}
