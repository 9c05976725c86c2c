/// Following dotted coding keys (`user.login`) into nested objects and arrays.
extension JSONIndexDecoder {
    /// The value node a dotted key names, starting at the object `object`; nil if the
    /// key is not a path or the path leads nowhere. `convertingKeys` applies the key
    /// decoding strategy to the keys of every object on the way.
    func resolveKeyPath(_ key: String, from object: Int, convertingKeys: Bool) -> Int? {
        guard JSONKeyPath.isPath(key) else { return nil }
        // A path of one component is a key with an escaped dot: look it up as written.
        return resolve(JSONKeyPath(parsing: key).components, from: object, convertingKeys: convertingKeys)
    }

    /// The node at `components` below `object`, or nil.
    func resolve(_ components: [String], from object: Int, convertingKeys: Bool) -> Int? {
        var node = object
        for component in components {
            switch storage.nodeKind(node) {
            case .object:
                guard let child = convertingKeys ? convertedLookup(component, in: node) : storage.lookup(component, inObject: node) else {
                    return nil
                }
                node = child
            case .array:
                guard let index = Int(component), let child = storage.element(index, inArray: node) else { return nil }
                node = child
            default:
                return nil
            }
        }
        return node == object ? nil : node
    }

    /// A key lookup that compares with each key as the key decoding strategy converts it.
    private func convertedLookup(_ name: String, in object: Int) -> Int? {
        var keyNode = object &+ JSONTape.nodeWidth
        let end = storage.nextSibling(object)
        while keyNode < end {
            let valueNode = keyNode &+ JSONTape.nodeWidth
            let raw = storage.string(keyNode)
            let converted: String
            switch options.keyDecodingStrategy {
            case .convertFromSnakeCase: converted = KeyCaseConversion.fromSnakeCase(raw)
            case .custom(let convert): converted = convert(state.pointee.path + [StringCodingKey(raw)]).stringValue
            default: converted = raw
            }
            if converted == name { return valueNode }
            keyNode = storage.nextSibling(valueNode)
        }
        return nil
    }
}
