/// The keys of an object that the type decoded from it did not read: rejected, or kept in
/// the model.
extension JSONIndexDecoder {
    /// After `value` was decoded from the object at `node`: keeps its unread keys in the
    /// model, or rejects them (recording each in a report, when one is kept).
    func checkingUnknownKeys<T>(of value: T, model: ModelCodingInfo?, at node: Int) throws -> T {
        guard storage.nodeKind(node) == .object, let read = state.pointee.readKeys.removeValue(forKey: node) else { return value }
        var unknown: [Int] = []
        var keyNode = node &+ JSONTape.nodeWidth
        let end = storage.nextSibling(node)
        while keyNode < end {
            if !read.contains(keyNode) { unknown.append(keyNode) }
            keyNode = storage.nextSibling(keyNode &+ JSONTape.nodeWidth)
        }
        guard !unknown.isEmpty else { return value }
        if let store = model?.unknownKeys.store {
            var members = JSONObject()
            for keyNode in unknown where members[storage.string(keyNode)] == nil {
                members[storage.string(keyNode)] = JSONValue(node: keyNode &+ JSONTape.nodeWidth, in: storage)
            }
            return store(value, members) as? T ?? value
        }
        guard rejectsUnknownKeys || model?.unknownKeys.rejects == true else { return value }
        let path = state.pointee.path
        // A message names a few keys, each abridged: a document may hold any number of
        // keys, of any length.
        var names = unknown.prefix(10).map { MessageQuoting.quoted(storage.string($0)) }
        if unknown.count > names.count { names.append("and \(unknown.count &- names.count) more") }
        let readNames = read.sorted().map { "\"\(storage.string($0))\"" }
        let known = readNames.isEmpty ? "it reads none" : "it reads \(readNames.joined(separator: ", "))"
        let error = DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path,
                debugDescription:
                    "Unknown key\(unknown.count == 1 ? "" : "s") \(names.joined(separator: ", ")) for \(T.self) in the object \(location(of: node, path: path)); \(known)."
            ))
        guard let collector = state.pointee.collector else { throw error }
        for keyNode in unknown {
            let keyPath = path + [StringCodingKey(storage.string(keyNode))]
            let position = storage.location(of: storage.valueOffset(keyNode))
            collector.record(
                DecodingReport.Problem(
                    kind: .unknownKey, path: keyPath.jsonKeyPath(expandingDottedKeys: followsKeyPaths), codingPath: keyPath,
                    message: "Unknown key \(MessageQuoting.quoted(storage.string(keyNode))) for \(T.self); \(known).", line: position.line,
                    column: position.column, isRecovered: false, error: error))
        }
        return value
    }
}
