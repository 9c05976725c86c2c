import Foundation

/// The key lists of the objects a document's tree has made so far, so that objects with
/// the same keys in the same order share one list (and, when large, one index).
///
/// Server JSON is mostly arrays of records: twitter.json's statuses and users,
/// citm_catalog.json's performances and prices, a page of GitHub events, each with the
/// same members as the one before. An object is read against the keys of one of the last
/// two objects of its size, the one whose first key is its own: while each key's bytes
/// equal the candidate's, no `String` and no array is made for it, and the object takes
/// the candidate's list at the end. Objects of more than ``JSONObject/indexThreshold``
/// members also take its index of their keys (see ``JSONObjectKeyIndex``); made afresh
/// for each record, that was about a seventh of reading twitter.json into a `JSONValue`.
///
/// Two shapes a size, because records nest records of their own size: each of
/// citm_catalog.json's seat categories, `{"areas": [...], "seatCategoryId": …}`, holds
/// areas `{"areaId": …, "blockIds": []}`, and with one shape a size each took the
/// other's place, so every seat category and the first area of each made their keys
/// again. Shared lists also let the writer escape a list's keys once
/// (see `JSONValueWriter`).
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

    /// The last two shapes of each size, by the size's low bits: the newer at an even
    /// position, the older after it. 64 sizes in a large document, so that objects of up
    /// to 64 members never take one another's slots (with 16, twitter.json's statuses, of
    /// 25 members, lost theirs to objects of 9, and reading it spent 12% more instructions
    /// making their keys and indexes again); 8 in a small one, where more slots cost more
    /// to make and free than they save (the 348-byte actor: 8% more with 32 shapes). The
    /// count is the array's, fixed when it is first made.
    private var shapes: [Shape?] = []
    private let isLargeDocument: Bool

    init(documentLength: Int) {
        isLargeDocument = documentLength >= 16_384
    }

    /// The position of the newer shape of `count` members; the older is the next.
    @inline(__always)
    private func newer(ofCount count: Int) -> Int {
        (count &<< 1) & (shapes.count &- 2)
    }

    /// The keys of one of the last two objects of `count` members whose first key's
    /// UTF-8 is `firstKey` (a key without escapes), to read an object of that size
    /// against: its first key is then already matched.
    ///
    /// Hot path: the keys alone are copied out of the slot, not the whole shape (its
    /// index would be retained and released again for every object).
    @inline(__always)
    func candidateKeys(count: Int, firstKey: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard !shapes.isEmpty else { return nil }
        let newer = newer(ofCount: count)
        for slot in newer...(newer &+ 1) {
            if shapes[slot]?.keys.count == count, let keys = shapes[slot]?.keys, Self.bytes(firstKey, equal: keys[0]) {
                return keys
            }
        }
        return nil
    }

    /// An object whose keys turned out to be a candidate's `keys`, sharing its index when
    /// its shape is still one of the two of its size (a nested object of the same size
    /// may have taken its place).
    @inline(__always)
    func object(matching keys: consuming [String], values: consuming JSONArray) -> JSONObject {
        if keys.count > JSONObject.indexThreshold, !shapes.isEmpty, let slot = slot(of: keys), let index = shapes[slot]?.index {
            return JSONObject(uniqueKeys: keys, values: values, sharing: index)
        }
        return JSONObject(uniqueKeys: keys, values: values)
    }

    /// The position of a shape whose keys are `keys`, if one of the two of their size is.
    @inline(__always)
    private func slot(of keys: [String]) -> Int? {
        let newer = newer(ofCount: keys.count)
        if shapes[newer]?.keys == keys { return newer }
        if shapes[newer &+ 1]?.keys == keys { return newer &+ 1 }
        return nil
    }

    /// An object of `keys`, which are distinct, and their `values`, which becomes the
    /// newer of the two candidates for the next objects of its size.
    mutating func object(keys: consuming [String], values: consuming JSONArray) -> JSONObject {
        if shapes.isEmpty { shapes = Array(repeating: nil, count: isLargeDocument ? 128 : 16) }
        if keys.count > JSONObject.indexThreshold, let slot = slot(of: keys), let shape = shapes[slot], let index = shape.index {
            // Keys equal to a shape's: the object shares its list and index.
            return JSONObject(uniqueKeys: shape.keys, values: values, sharing: index)
        }
        let object = JSONObject(uniqueKeys: keys, values: values)
        let newer = newer(ofCount: object.keys.count)
        shapes[newer &+ 1] = shapes[newer].take()
        shapes[newer] = Shape(keys: object.keys, index: object.sharableKeyIndex)
        return object
    }

    /// Whether `bytes` are the UTF-8 of `key`.
    ///
    /// Only for a key without escapes, whose bytes are its text. Not
    /// `JSONDocumentStorage.stringEquals(_:_:)`, which unescapes as well: inlined into the
    /// builder, its escape branch cost reading twitter.json 8% more instructions.
    @inline(__always)
    static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, equal key: String) -> Bool {
        guard key.utf8.count == bytes.count else { return false }
        // Keys the builder made are native strings, whose bytes are always at hand.
        let equal = key.utf8.withContiguousStorageIfAvailable { utf8 in
            guard let first = utf8.baseAddress, let second = bytes.baseAddress else { return utf8.count == bytes.count }
            return memcmp(first, second, bytes.count) == 0
        }
        return equal ?? false
    }
}
