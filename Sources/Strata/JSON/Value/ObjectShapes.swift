/// The key lists of the large objects a document's tree has made so far, so that objects
/// with the same keys in the same order share one list and one index.
///
/// Server JSON is mostly arrays of records: twitter.json's statuses and users, a page of
/// GitHub events, each with the same members as the one before. Every object of more than
/// ``JSONObject/indexThreshold`` members gets an index of its keys (see
/// ``JSONObjectKeyIndex``); made afresh for each record, that was about a seventh of
/// reading twitter.json into a `JSONValue`. An object whose keys equal those of the last
/// object of its size takes that object's keys and index instead: comparing the keys is
/// cheap, since equal keys are usually the same small string or the same shared one
/// (`RepeatedStrings`).
///
/// Sharing is invisible: keys are a value, and an object changes a shared index only by
/// making its own (`JSONObject.updateValue`).
struct ObjectShapes {
    private struct Shape {
        var keys: [String]
        var index: JSONObjectKeyIndex
    }

    /// The last shape of each size, by the size's low bits.
    private var shapes: [Shape?] = []
    private static let slotCount = 16

    /// An object of `keys`, which are distinct, and their `values`.
    mutating func object(keys: [String], values: JSONArray) -> JSONObject {
        guard keys.count > JSONObject.indexThreshold else { return JSONObject(uniqueKeys: keys, values: values) }
        if shapes.isEmpty { shapes = Array(repeating: nil, count: Self.slotCount) }
        let slot = keys.count & (Self.slotCount &- 1)
        if let shape = shapes[slot], shape.keys == keys {
            return JSONObject(uniqueKeys: shape.keys, values: values, sharing: shape.index)
        }
        let object = JSONObject(uniqueKeys: keys, values: values)
        if let index = object.sharableKeyIndex { shapes[slot] = Shape(keys: object.keys, index: index) }
        return object
    }
}
