/// The key lists of the objects a document's tree has made so far, so that objects with
/// the same keys in the same order share one list (and, when large, one index).
///
/// Server JSON is mostly arrays of records: twitter.json's statuses and users,
/// citm_catalog.json's performances and prices, a page of GitHub events, each with the
/// same members as the one before. An object that opens with as many members as the last
/// one of its size is read against that object's keys: while each key's bytes equal the
/// candidate's, no `String` and no array is made for it, and the object takes the
/// candidate's list at the end. Objects of more than ``JSONObject/indexThreshold``
/// members also take its index of their keys (see ``JSONObjectKeyIndex``); made afresh
/// for each record, that was about a seventh of reading twitter.json into a `JSONValue`.
///
/// Sharing is invisible: keys are a value, and an object changes a shared index only by
/// making its own (`JSONObject.updateValue`).
struct ObjectShapes {
    struct Shape {
        var keys: [String]
        /// The index of the keys, for an object of more than
        /// ``JSONObject/indexThreshold`` members.
        var index: JSONObjectKeyIndex?
    }

    /// The last shape of each size, by the size's low bits: 64 slots in a large document,
    /// so that objects of up to 64 members never take one another's slot (with 16,
    /// twitter.json's statuses, of 25 members, lost theirs to objects of 9, and reading it
    /// spent 12% more instructions making their keys and indexes again); 16 in a small
    /// one, where more slots cost more to make and free than they save (the 348-byte
    /// actor: 8% more with 32). The count is the array's, fixed when it is first made.
    private var shapes: [Shape?] = []
    private let isLargeDocument: Bool

    init(documentLength: Int) {
        isLargeDocument = documentLength >= 16_384
    }

    /// The keys of the last object of `count` members, to read an object of that size
    /// against.
    ///
    /// Hot path: the keys alone are copied out of the slot, not the whole shape (its
    /// index would be retained and released again for every object).
    @inline(__always)
    func candidateKeys(count: Int) -> [String]? {
        guard !shapes.isEmpty else { return nil }
        let slot = count & (shapes.count &- 1)
        guard shapes[slot]?.keys.count == count else { return nil }
        return shapes[slot]?.keys
    }

    /// An object whose keys turned out to be a candidate's `keys`, sharing its index when
    /// it is still the candidate of its size (a nested object of the same size may have
    /// taken its place).
    @inline(__always)
    func object(matching keys: consuming [String], values: consuming JSONArray) -> JSONObject {
        if keys.count > JSONObject.indexThreshold, !shapes.isEmpty, let index = sharedIndex(for: keys) {
            return JSONObject(uniqueKeys: keys, values: values, sharing: index)
        }
        return JSONObject(uniqueKeys: keys, values: values)
    }

    /// The index of the candidate of `keys`' size, if its keys are `keys`.
    @inline(__always)
    private func sharedIndex(for keys: [String]) -> JSONObjectKeyIndex? {
        let slot = keys.count & (shapes.count &- 1)
        guard shapes[slot]?.keys == keys else { return nil }
        return shapes[slot]?.index
    }

    /// An object of `keys`, which are distinct, and their `values`, which becomes the
    /// candidate for the next object of its size.
    mutating func object(keys: consuming [String], values: consuming JSONArray) -> JSONObject {
        if shapes.isEmpty { shapes = Array(repeating: nil, count: isLargeDocument ? 64 : 16) }
        let slot = keys.count & (shapes.count &- 1)
        if keys.count > JSONObject.indexThreshold, let shape = shapes[slot], let index = shape.index, shape.keys == keys {
            return JSONObject(uniqueKeys: shape.keys, values: values, sharing: index)
        }
        let object = JSONObject(uniqueKeys: keys, values: values)
        shapes[slot] = Shape(keys: object.keys, index: object.sharableKeyIndex)
        return object
    }
}
