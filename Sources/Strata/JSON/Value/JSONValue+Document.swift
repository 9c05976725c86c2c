import Foundation

extension JSONValue {
    /// Builds the tree for the node at `root` of a document's index.
    ///
    /// Hot path for ``JSONValue/init(parsing:options:)``: one forward walk of
    /// the index with an explicit stack, so deep documents cannot exhaust the call
    /// stack here, and each container's storage is reserved at its final size.
    init(node root: Int, in storage: JSONDocumentStorage) {
        var stack = ScratchStack<PendingContainer>(capacity: 16)
        defer { stack.deallocate() }
        var index = root
        // Long keys the document repeats (in every element of an array of objects) are
        // made once and shared. Values are not: on citm_catalog.json, whose long strings
        // repeat less, looking them up cost 1% more than it saved.
        var strings = RepeatedStrings(documentLength: storage.byteCount)
        defer { strings.release() }
        var shapes = ObjectShapes(documentLength: storage.byteCount)
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
                    // Pushed first and filled in place: a container built aside and
                    // then pushed was copied and destroyed through outlined value
                    // operations, 16% of reading canada.json's 56,000 arrays.
                    stack.push(
                        PendingContainer(
                            isObject: isObject, count: count,
                            filtersKeys: isObject && storage.nodeFlags(index) & NodeFlags.objectNeedsExactLookup != 0,
                            end: storage.nextSibling(index), keys: [], values: JSONArray(capacity: count, height: 1),
                            keysAreShape: false, matchedKeys: 0))
                    index &+= JSONTape.nodeWidth
                    if isObject {
                        let top = stack.count &- 1
                        if storage.nodeFlags(index) & NodeFlags.stringHasEscapes == 0,
                            let keys = shapes.candidateKeys(count: count, firstKey: storage.text(index))
                        {
                            stack[top].keys = keys
                            stack[top].keysAreShape = true
                            stack[top].matchedKeys = 1
                        } else {
                            Self.readKey(index, into: &stack[top], in: storage, sharing: &strings)
                        }
                        index &+= JSONTape.nodeWidth
                    }
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
                        Self.readKey(index, into: &stack[top], in: storage, sharing: &strings)
                        index &+= JSONTape.nodeWidth
                    }
                    break
                }
                // The root object shares its keys with no other: it makes no shape (nor the
                // table of shapes, in a document that is one object).
                produced = stack.pop().finished(shapes: &shapes, sharesKeys: !stack.isEmpty)
            }
        }
    }

    /// Reads the key at `index` into the object being built: checked against its shape's
    /// key while the keys so far match, made and appended once they do not.
    ///
    /// Hot path: a key whose bytes equal the shape's costs a comparison and no `String`.
    /// Only keys without escapes compare by their bytes: an escaped key's bytes are not
    /// its text.
    @inline(__always)
    private static func readKey(
        _ index: Int, into pending: inout PendingContainer, in storage: JSONDocumentStorage, sharing strings: inout RepeatedStrings
    ) {
        if pending.keysAreShape {
            let position = pending.matchedKeys
            if storage.nodeFlags(index) & NodeFlags.stringHasEscapes == 0, ObjectShapes.bytes(storage.text(index), equal: pending.keys[position]) {
                pending.matchedKeys = position &+ 1
                return
            }
            var keys: [String] = []
            keys.reserveCapacity(pending.count)
            keys.append(contentsOf: pending.keys[..<position])
            pending.keys = keys
            pending.keysAreShape = false
        } else if pending.keys.isEmpty {
            pending.keys.reserveCapacity(pending.count)
        }
        pending.keys.append(Self.key(index, in: storage, sharing: &strings))
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

    fileprivate static func makeObject(
        keys: consuming [String], values: consuming JSONArray, filtersKeys: Bool, shapes: inout ObjectShapes, sharesKeys: Bool
    ) -> JSONObject {
        guard filtersKeys else { return sharesKeys ? shapes.object(keys: keys, values: values) : JSONObject(uniqueKeys: keys, values: values) }
        var seen = Set<String>()
        var uniqueKeys: [String] = []
        var uniqueValues = JSONArray()
        for (key, value) in zip(keys, values) where seen.insert(key).inserted {
            uniqueKeys.append(key)
            uniqueValues.append(value)
        }
        // No key repeated after all (the parser flags every object with a repeated key, an
        // escaped one or one that is not ASCII, which `==` compares by canonical
        // equivalence): an object like any other, whose keys the next objects can share.
        guard uniqueKeys.count < keys.count else {
            return sharesKeys ? shapes.object(keys: keys, values: values) : JSONObject(uniqueKeys: keys, values: values)
        }
        return JSONObject(uniqueKeys: uniqueKeys, values: uniqueValues)
    }
}

/// An array or object whose elements the tree builder is reading.
private struct PendingContainer {
    var isObject: Bool
    /// The number of elements, or of members.
    var count: Int
    /// Keys must be filtered: the object repeats a key (the first one wins).
    var filtersKeys: Bool
    var end: Int
    var keys: [String]
    var values: JSONArray
    /// Whether `keys` are those of the last object of its size, which this one's keys,
    /// read so far, match (see ``ObjectShapes``): the first `matchedKeys` of them are
    /// this object's.
    var keysAreShape: Bool
    /// The keys read while `keysAreShape` held.
    var matchedKeys: Int
}

extension PendingContainer {
    /// The finished array or object; an object becomes the shape of its size when
    /// `sharesKeys` (see ``ObjectShapes``).
    ///
    /// Hot path: `consuming`, so that its keys and values move into the value rather
    /// than being retained for it and released with the container.
    consuming func finished(shapes: inout ObjectShapes, sharesKeys: Bool) -> JSONValue {
        guard isObject else { return .array(values) }
        // A shape's keys are distinct.
        if keysAreShape { return .object(shapes.object(matching: keys, values: values)) }
        return .object(JSONValue.makeObject(keys: keys, values: values, filtersKeys: filtersKeys, shapes: &shapes, sharesKeys: sharesKeys))
    }
}
