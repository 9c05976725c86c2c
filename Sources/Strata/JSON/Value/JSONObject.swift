/// The members of a JSON object: string keys, each once, in the order they were
/// written or inserted.
///
/// Lookups by key are constant-time for large objects (an index is kept once an object
/// has more than ``indexThreshold`` members) and a short scan for small ones. Two
/// objects are equal when they have the same keys with equal values, in any order.
///
/// ```swift
/// import Strata
///
/// var user: JSONObject = ["login": "octocat", "id": 1]
/// user["site_admin"] = false
/// print(user.keys)
/// // Prints "["login", "id", "site_admin"]"
/// ```
public struct JSONObject: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// A member: a key and its value.
    public typealias Element = (key: String, value: JSONValue)
    /// A member's position.
    public typealias Index = Int

    /// Objects with more members than this keep a hash index of their keys.
    public static let indexThreshold = 12

    /// The keys, in order.
    public private(set) var keys: [String]
    /// The values, in the order of ``keys``. Kept in a ``JSONArray``, which takes nested
    /// values apart when it is released, so that no depth overflows the stack.
    var storedValues: JSONArray
    /// The index of the keys, kept once the object has more than ``indexThreshold`` members.
    private var keyIndex: JSONObjectKeyIndex?

    /// The values, in the order of ``keys``.
    public var values: JSONArray {
        storedValues
    }

    /// An empty object.
    public init() {
        keys = []
        storedValues = JSONArray()
    }

    /// An object with the given members. When a key repeats, the first position is
    /// kept and the last value wins, as for a dictionary literal.
    public init<Members: Sequence>(_ members: Members) where Members.Element == (String, JSONValue) {
        self.init()
        for (key, value) in members {
            self[key] = value
        }
    }

    /// An object from a Swift dictionary; members in the dictionary's order.
    public init(_ dictionary: [String: JSONValue]) {
        self.init(dictionary.map { ($0.key, $0.value) })
    }

    /// An object written as a dictionary literal, in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// Wraps keys already known to be distinct and their values.
    init(uniqueKeys keys: [String], values: JSONArray) {
        self.keys = keys
        storedValues = values
        if keys.count > Self.indexThreshold { rebuildIndex() }
    }

    /// Wraps keys already known to be distinct, their values, and the index of the same
    /// keys that another object has (see ``ObjectShapes``).
    init(uniqueKeys keys: [String], values: JSONArray, sharing keyIndex: JSONObjectKeyIndex) {
        self.keys = keys
        storedValues = values
        self.keyIndex = keyIndex
    }

    /// The index of the keys, for another object with the same keys to share.
    var sharableKeyIndex: JSONObjectKeyIndex? { keyIndex }

    private mutating func rebuildIndex() {
        keyIndex = keys.count > Self.indexThreshold ? JSONObjectKeyIndex(keys) : nil
    }

    // MARK: Lookup

    /// The position of `key`, if present.
    public func index(forKey key: String) -> Int? {
        if let keyIndex { return keyIndex.position(of: key, in: keys) }
        return keys.firstIndex(of: key)
    }

    /// The value for `key`. Setting a value replaces an existing one in place or
    /// appends; setting `nil` removes the key.
    public subscript(key: String) -> JSONValue? {
        get {
            index(forKey: key).map { storedValues[$0] }
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Stores `value` for `key` and returns the value it replaced.
    @discardableResult
    public mutating func updateValue(_ value: JSONValue, forKey key: String) -> JSONValue? {
        if let position = index(forKey: key) {
            let old = storedValues[position]
            storedValues[position] = value
            return old
        }
        keys.append(key)
        storedValues.append(value)
        if keyIndex == nil {
            if keys.count > Self.indexThreshold { rebuildIndex() }
        } else if isKnownUniquelyReferenced(&keyIndex) {
            keyIndex?.append(lastOf: keys)
        } else {
            // Shared with a copy of this object, which keeps it as it is.
            rebuildIndex()
        }
        return nil
    }

    /// Runs `body` on the value at `position`, in place: nested containers are not
    /// copied when this object holds the only reference to them.
    mutating func modifyValue<Result>(at position: Int, _ body: (inout JSONValue) throws -> Result) rethrows -> Result {
        try body(&storedValues[position])
    }

    /// Removes `key` and returns its value. The members after it move up one place, so
    /// this costs time proportional to the object's size; to remove many members at
    /// once, use ``removeAll(where:)``, which costs that once.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = index(forKey: key) else { return nil }
        keys.remove(at: position)
        let old = storedValues.remove(at: position)
        // The members after it moved up one place: every position from there changed.
        rebuildIndex()
        return old
    }

    /// Removes every member for which `shouldBeRemoved` is true, keeping the others in
    /// order, in one pass over the object.
    ///
    /// ```swift
    /// import Strata
    ///
    /// var user: JSONObject = ["login": "octocat", "token": "secret", "id": 1, "password": "hunter2"]
    /// let hidden: Set = ["token", "password"]
    /// user.removeAll { hidden.contains($0.key) }
    /// print(user)
    /// // Prints "{"login":"octocat","id":1}"
    /// ```
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        var keptKeys: [String] = []
        keptKeys.reserveCapacity(keys.count)
        var keptValues = JSONArray()
        keptValues.reserveCapacity(keys.count)
        for position in keys.indices {
            let member = self[position]
            if try shouldBeRemoved(member) { continue }
            keptKeys.append(member.key)
            keptValues.append(member.value)
        }
        guard keptKeys.count < keys.count else { return }
        self = JSONObject(uniqueKeys: keptKeys, values: keptValues)
    }

    // MARK: Collection

    /// The position of the first member.
    public var startIndex: Int { 0 }
    /// The position after the last member.
    public var endIndex: Int { keys.count }

    /// The member at `position`.
    public subscript(position: Int) -> Element {
        (keys[position], storedValues[position])
    }

    // MARK: Equality

    /// Whether two objects have the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        JSONValue.object(lhs) == JSONValue.object(rhs)
    }

    /// Hashes the members without regard to their order, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        JSONValue.object(self).hash(into: &hasher)
    }

    /// The object as compact JSON.
    public var description: String {
        JSONValue.object(self).description
    }
}
