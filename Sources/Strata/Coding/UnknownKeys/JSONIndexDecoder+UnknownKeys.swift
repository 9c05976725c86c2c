/// The keys of an object that the type decoded from it did not read: rejected, or kept in
/// the model.
extension JSONIndexDecoder {
    /// After `value` was decoded from the object at `node`: keeps its unread keys in the
    /// model, or rejects them (recording each in a report, when one is kept).
    func checkingUnknownKeys<T>(of value: T, model: ModelCodingInfo?, at node: Int) throws -> T {
        guard storage.nodeKind(node) == .object, let read = takeReadKeys(of: node) else { return value }
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
        let readNames = read.sorted().map { "\"\(storage.string($0))\"" }
        try rejectUnknownKeys(
            unknown.map { (storage.string($0), $0) }, typeName: model?.typeName ?? "\(T.self)", objectPath: state.pointee.path,
            object: node, known: readNames.isEmpty ? "it reads none" : "it reads \(readNames.joined(separator: ", "))")
        return value
    }

    /// Throws the error for the unknown keys `unknown` (each a name and its key node) of the
    /// object at `object`; with a report, records each and returns.
    func rejectUnknownKeys(
        _ unknown: [(name: String, keyNode: Int)], typeName: String, objectPath path: [any CodingKey], object: Int, known: String
    ) throws {
        // A message names a few keys, each abridged: a document may hold any number of
        // keys, of any length.
        var names = unknown.prefix(10).map { MessageQuoting.quoted($0.name) }
        if unknown.count > names.count { names.append("and \(unknown.count &- names.count) more") }
        let error = DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path,
                debugDescription:
                    "Unknown key\(unknown.count == 1 ? "" : "s") \(names.joined(separator: ", ")) for \(typeName) in the object \(location(of: object, path: path)); \(known)."
            ))
        guard let collector = state.pointee.collector, collector.recoversFailures else { throw error }
        for (name, keyNode) in unknown {
            guard collector.keepsMore else {
                collector.countOmitted(isRecovered: false, error: error)
                continue
            }
            let keyPath = path + [StringCodingKey(name)]
            let position = storage.location(of: storage.valueOffset(keyNode))
            collector.record(
                DecodingReport.Problem(
                    kind: .unknownKey, path: keyPath.jsonKeyPath(expandingDottedKeys: followsKeyPaths), codingPath: keyPath,
                    message: "Unknown key \(MessageQuoting.quoted(name)) for \(typeName); \(known).", line: position.line,
                    column: position.column,
                    isRecovered: false, error: error))
        }
    }
}
