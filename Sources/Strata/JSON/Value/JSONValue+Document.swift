extension JSONValue {
    /// Builds the tree for the node at `root` of a document's index.
    ///
    /// Hot path for ``JSONValue/init(parsing:options:)``: one forward walk of
    /// the index with an explicit stack, so deep documents cannot exhaust the call
    /// stack here, and each container's storage is reserved at its final size.
    init(node root: Int, in storage: JSONDocumentStorage) {
        struct Pending {
            var isObject: Bool
            /// Keys must be filtered: the object repeats a key (the first one wins).
            var filtersKeys: Bool
            var end: Int
            var keys: [String]
            var values: JSONArray
        }
        var stack = ScratchStack<Pending>(capacity: 16)
        defer { stack.deallocate() }
        var index = root
        // Long keys the document repeats (in every element of an array of objects) are
        // made once and shared. Values are not: on citm_catalog.json, whose long strings
        // repeat less, looking them up cost 1% more than it saved.
        var strings = RepeatedStrings(documentLength: storage.byteCount)
        defer { strings.release() }
        var shapes = ObjectShapes()
        while true {
            var produced: JSONValue
            switch storage.nodeKind(index) {
            case .null:
                produced = .null
                index &+= JSONTape.nodeWidth
            case .falseLiteral:
                produced = .bool(false)
                index &+= JSONTape.nodeWidth
            case .trueLiteral:
                produced = .bool(true)
                index &+= JSONTape.nodeWidth
            case .number:
                produced = .number(JSONNumber(node: index, in: storage))
                index &+= JSONTape.nodeWidth
            case .string:
                produced = .string(storage.string(index))
                index &+= JSONTape.nodeWidth
            case .array, .object:
                let isObject = storage.nodeKind(index) == .object
                let count = storage.containerCount(index)
                if count == 0 {
                    produced = isObject ? .object(JSONObject()) : .array([])
                    index &+= JSONTape.nodeWidth
                } else {
                    var pending = Pending(
                        isObject: isObject,
                        filtersKeys: isObject && storage.nodeFlags(index) & NodeFlags.objectNeedsExactLookup != 0,
                        end: storage.nextSibling(index), keys: [], values: JSONArray(capacity: count, height: 1))
                    index &+= JSONTape.nodeWidth
                    if isObject {
                        pending.keys.reserveCapacity(count)
                        pending.keys.append(Self.key(index, in: storage, sharing: &strings))
                        index &+= JSONTape.nodeWidth
                    }
                    stack.push(pending)
                    continue
                }
            }
            // Attach the value to its parent; close every container that ends here.
            while true {
                guard !stack.isEmpty else {
                    self = produced
                    return
                }
                let top = stack.count &- 1
                stack[top].values.appendToReserved(produced)
                if index < stack[top].end {
                    if stack[top].isObject {
                        stack[top].keys.append(Self.key(index, in: storage, sharing: &strings))
                        index &+= JSONTape.nodeWidth
                    }
                    break
                }
                let finished = stack.pop()
                if finished.isObject {
                    produced = .object(
                        Self.makeObject(keys: finished.keys, values: finished.values, filtersKeys: finished.filtersKeys, shapes: &shapes))
                } else {
                    produced = .array(finished.values)
                }
            }
        }
    }

    /// The key at `index`, shared with an earlier one of the same text when `strings` has it.
    ///
    /// Hot path: a key that fits in a `String` of its own (most do) is made here at once,
    /// though `strings` would make it too. Left to `strings`, reading twitter.json into a
    /// `JSONValue` cost 3.5% more instructions, and citm_catalog.json 2.9% more.
    @inline(__always)
    private static func key(_ index: Int, in storage: JSONDocumentStorage, sharing strings: inout RepeatedStrings) -> String {
        let raw = storage.text(index)
        guard raw.count > StringUnescaping.smallStringCapacity else { return StringUnescaping.string(raw, nodeFlags: storage.nodeFlags(index)) }
        return strings.string(raw, in: storage.bytes) { StringUnescaping.string(raw, nodeFlags: storage.nodeFlags(index)) }
    }

    private static func makeObject(keys: [String], values: JSONArray, filtersKeys: Bool, shapes: inout ObjectShapes) -> JSONObject {
        guard filtersKeys else { return shapes.object(keys: keys, values: values) }
        var seen = Set<String>()
        var uniqueKeys: [String] = []
        var uniqueValues = JSONArray()
        for (key, value) in zip(keys, values) where seen.insert(key).inserted {
            uniqueKeys.append(key)
            uniqueValues.append(value)
        }
        return JSONObject(uniqueKeys: uniqueKeys, values: uniqueValues)
    }
}
