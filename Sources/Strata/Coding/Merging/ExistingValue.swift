/// A value that an update or a merge starts from, asked for its properties by coding
/// key: first what its `encode(to:)` hands over (see `CapturedMembers`), then, for
/// what that never sees — `@JSONIgnored` properties, whose encoding writes nothing —
/// its stored properties by reflection, where a wrapped property is stored as `_name`.
final class ExistingValue {
    let value: Any
    let captured: CapturedMembers
    private lazy var stored: [(label: String, value: Any)] = Self.storedProperties(of: value)

    /// The properties of `value`.
    ///
    /// - Throws: What the value's `encode(to:)` throws.
    init<Value: Encodable>(_ value: Value) throws {
        self.value = value
        captured = try CapturedMembers.of(value)
    }

    /// A value updated as a whole, never member by member (a cluster, whose JSON is
    /// patched instead): its members are not asked for.
    init(whole value: Any) {
        self.value = value
        captured = CapturedMembers()
    }

    /// The entries of a dictionary, as members.
    init(members: [String: Any], of value: Any) {
        self.value = value
        var captured = CapturedMembers()
        captured.isKeyed = true
        for (key, member) in members {
            captured.members[key] = .value(member)
        }
        self.captured = captured
    }

    /// Whether the value encodes itself as an object, so that its properties can be
    /// updated one by one.
    var isKeyed: Bool { captured.isKeyed }

    /// Whether the value has a member under `key` (`nil` included).
    func has(_ key: some CodingKey) -> Bool {
        captured.members[key.stringValue] != nil || storedValue(forKey: key.stringValue) != nil
    }

    /// Whether the member under `key` was written as `nil` with `encodeNil(forKey:)`.
    func isNull(_ key: some CodingKey) -> Bool {
        if case .null? = captured.members[key.stringValue] { return true }
        return false
    }

    /// The member under `key` as a `T`, or nil when there is none (or it is `nil`).
    func value<T>(forKey key: some CodingKey, as type: T.Type) -> T? {
        switch captured.members[key.stringValue] {
        case .value(let member)?:
            return member as? T
        case .null?:
            return nil
        case nil:
            return (storedValue(forKey: key.stringValue) ?? onlyIgnoredWrapper(of: T.self)) as? T
        }
    }

    /// The one `@JSONIgnored` property of type `type`, for a coding key that does not
    /// spell the property's name (`case retrievedAt = "retrieved"`); nil if there are
    /// several.
    private func onlyIgnoredWrapper<T>(of type: T.Type) -> Any? {
        guard T.self is any JSONIgnoredWrapper.Type else { return nil }
        let matches = stored.filter { $0.value is T }
        return matches.count == 1 ? matches[0].value : nil
    }

    /// A stored property that `encode(to:)` did not hand over: a wrapper's storage
    /// (`_name`) under the key's name. Only Strata's `@JSONIgnored` is answered this way;
    /// other members are what `encode(to:)` says they are.
    private func storedValue(forKey key: String) -> Any? {
        let storageName = "_" + key
        for (label, value) in stored where label == storageName && value is any JSONIgnoredWrapper {
            return value
        }
        return nil
    }

    private static func storedProperties(of value: Any) -> [(label: String, value: Any)] {
        var properties: [(label: String, value: Any)] = []
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children {
                if let label = child.label { properties.append((label, child.value)) }
            }
            mirror = current.superclassMirror
        }
        return properties
    }
}
