/// The merges policies apply to property values whose types are known only at run
/// time: unions of arrays and sets, custom closures, through Strata's property
/// wrappers.
enum PropertyValueMerging {
    /// The union of two arrays or sets (see ``MergePolicy/union``).
    static func union(_ current: Any, _ other: Any) throws -> Any {
        try apply(to: current, other) { current, other in
            if let collection = current as? any HashableUnion, let merged = collection.hashableUnion(with: other) { return merged }
            if let collection = current as? any EquatableUnion, let merged = collection.equatableUnion(with: other) { return merged }
            throw MergeError(key: nil, reason: "union needs two arrays or sets of the same type; found \(type(of: current)) and \(type(of: other))")
        }
    }

    /// `merge` applied to values of type `Value`, unwrapping Strata's property wrappers.
    static func apply<Value>(_ valueType: Value.Type, to current: Any, _ other: Any, _ merge: (Value, Value) throws -> Value) throws -> Any {
        try apply(to: current, other) { current, other in
            guard let typedCurrent = current as? Value, let typedOther = other as? Value else {
                throw MergeError(key: nil, reason: "the custom merge takes \(Value.self); the property holds \(type(of: current))")
            }
            return try merge(typedCurrent, typedOther)
        }
    }

    /// `merge` on the values, or on the values inside Strata's property wrappers
    /// (`@Transform`, `@JSONKey`, `@JSONIgnored`), wrapped again afterwards.
    private static func apply(to current: Any, _ other: Any, _ merge: (Any, Any) throws -> Any) throws -> Any {
        guard let wrapper = current as? any StrataPropertyWrapper, let otherWrapper = other as? any StrataPropertyWrapper else {
            return try merge(current, other)
        }
        let merged = try merge(wrapper.anyWrappedValue, otherWrapper.anyWrappedValue)
        guard let rewrapped = wrapper.replacingWrappedValue(with: merged) else {
            throw MergeError(key: nil, reason: "the merge made \(type(of: merged)), which \(type(of: wrapper)) cannot hold")
        }
        return rewrapped
    }
}

/// Arrays of `Hashable` elements and sets: a union in linear time.
private protocol HashableUnion {
    func hashableUnion(with other: Any) -> Any?
}

extension Array: HashableUnion where Element: Hashable {
    fileprivate func hashableUnion(with other: Any) -> Any? {
        guard let other = other as? [Element] else { return nil }
        var seen = Set<Element>()
        return (self + other).filter { seen.insert($0).inserted }
    }
}

extension Set: HashableUnion {
    fileprivate func hashableUnion(with other: Any) -> Any? {
        guard let other = other as? Set<Element> else { return nil }
        return union(other)
    }
}

/// Arrays of elements that are only `Equatable`: a union in quadratic time.
private protocol EquatableUnion {
    func equatableUnion(with other: Any) -> Any?
}

extension Array: EquatableUnion where Element: Equatable {
    fileprivate func equatableUnion(with other: Any) -> Any? {
        guard let other = other as? [Element] else { return nil }
        var merged: [Element] = []
        for element in self + other where !merged.contains(element) {
            merged.append(element)
        }
        return merged
    }
}
