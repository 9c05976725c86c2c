/// The properties and items of one value that a schema's keywords evaluated, for
/// `unevaluatedProperties` and `unevaluatedItems`: members and elements by position.
///
/// Only schemas that have one of those keywords, and the subschemas they apply to the
/// same value, keep these; annotations of a subschema that fails are dropped, as the
/// specification asks.
struct EvaluatedLocations {
    var properties = EvaluatedSet()
    var items = EvaluatedSet()

    mutating func formUnion(_ other: EvaluatedLocations) {
        properties.formUnion(other.properties)
        items.formUnion(other.items)
    }
}

/// A set of positions, or all of them.
struct EvaluatedSet {
    private(set) var containsAll = false
    private var words: [UInt64] = []

    @inline(__always)
    func contains(_ position: Int) -> Bool {
        if containsAll { return true }
        let word = position >> 6
        return word < words.count && words[word] & (1 << UInt64(position & 63)) != 0
    }

    mutating func insert(_ position: Int) {
        guard !containsAll else { return }
        let word = position >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 << UInt64(position & 63)
    }

    mutating func insert(upTo end: Int) {
        guard end > 0 else { return }
        for position in 0..<end { insert(position) }
    }

    mutating func insertAll() {
        containsAll = true
        words = []
    }

    mutating func formUnion(_ other: EvaluatedSet) {
        if containsAll { return }
        if other.containsAll {
            insertAll()
            return
        }
        if other.words.count > words.count { words.append(contentsOf: repeatElement(0, count: other.words.count - words.count)) }
        for index in other.words.indices { words[index] |= other.words[index] }
    }
}
