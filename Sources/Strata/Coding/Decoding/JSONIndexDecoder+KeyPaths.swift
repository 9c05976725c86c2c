/// Following dotted coding keys (`user.login`) and ``JSONKeyPath``s into nested objects
/// and arrays.
extension JSONIndexDecoder {
    /// Where a walk along a path ended.
    enum PathWalk {
        /// The path leads to this node.
        case found(Int)
        /// The component at this position names a key the object (or an index the
        /// array) at the end of the path before it does not have.
        case absent(component: Int, container: Int)
        /// The value before the component at this position is `null`.
        case null(component: Int, node: Int)
        /// The value before the component at this position is not a container the
        /// component can step into: a string, number or boolean, or an array for a
        /// component that is not an index.
        case notContainer(component: Int, node: Int)
    }

    /// Walks `components` from `start`. With `convertingKeys`, object keys are compared
    /// as the key decoding strategy converts them, and a component matches a key when it
    /// equals the converted key or converts to it: under `.convertFromSnakeCase`, both
    /// `pull_request` and `pullRequest` find the JSON key `pull_request`.
    /// `visit` sees each value the walk steps out of, in order.
    func walk(_ components: [String], from start: Int, convertingKeys: Bool, visit: (Int) -> Void = { _ in }) -> PathWalk {
        var node = start
        for (position, component) in components.enumerated() {
            visit(node)
            switch storage.nodeKind(node) {
            case .object:
                let child = convertingKeys ? convertedLookup(component, in: node) : storage.lookup(component, inObject: node)
                guard let child else { return .absent(component: position, container: node) }
                node = child
            case .array:
                guard JSONKeyPath.isIndex(component) else { return .notContainer(component: position, node: node) }
                guard let index = Int(component), let child = storage.element(index, inArray: node) else {
                    return .absent(component: position, container: node)
                }
                node = child
            case .null:
                return .null(component: position, node: node)
            default:
                return .notContainer(component: position, node: node)
            }
        }
        return .found(node)
    }

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
        guard case .found(let node) = walk(components, from: object, convertingKeys: convertingKeys), node != object else {
            return nil
        }
        return node
    }

    /// A key lookup that compares with each key as the key decoding strategy converts it.
    private func convertedLookup(_ name: String, in object: Int) -> Int? {
        let convertedName = convertedKey(name)
        var keyNode = object &+ JSONTape.nodeWidth
        let end = storage.nextSibling(object)
        while keyNode < end {
            let valueNode = keyNode &+ JSONTape.nodeWidth
            let converted = convertedKey(storage.string(keyNode))
            if converted == name || converted == convertedName { return valueNode }
            keyNode = storage.nextSibling(valueNode)
        }
        return nil
    }

    /// A JSON key as the key decoding strategy converts it.
    private func convertedKey(_ raw: String) -> String {
        switch options.keyDecodingStrategy {
        case .convertFromSnakeCase: return KeyCaseConversion.fromSnakeCase(raw)
        case .custom(let convert): return convert(state.pointee.path + [StringCodingKey(raw)]).stringValue
        default: return raw
        }
    }
}
