/// Reading and writing values deep inside a tree by ``JSONKeyPath``.
extension JSONValue {
    /// The value at a key path such as `user.login` or `labels.0.name`; nil if the path
    /// leads nowhere.
    ///
    /// Against an object a component is a key; against an array, a component that is a
    /// non-negative integer is an index.
    ///
    /// Setting a value stores it at the path, creating the objects on the way that do
    /// not exist yet (a missing key, or `null`, becomes an empty object); setting `nil`
    /// removes the last component's key or array element. A path that runs into a
    /// string, a number or a boolean, or into an array at an index past its end, is left
    /// unchanged, as setting a key on a value that is not an object is. An index
    /// equal to an array's count appends.
    ///
    /// ```swift
    /// import Strata
    ///
    /// var issue: JSONValue = ["title": "Found a bug", "labels": [["name": "bug"]]]
    /// issue[path: "user.login"] = "octocat"         // creates {"user": {"login": …}}
    /// issue[path: "labels.0.name"] = "wontfix"
    /// issue[path: "labels.1"] = ["name": "duplicate"]  // appends
    /// issue[path: "title"] = nil                     // removes the key
    /// print(try issue.jsonString(options: .sortedKeys))
    /// // Prints "{"labels":[{"name":"wontfix"},{"name":"duplicate"}],"user":{"login":"octocat"}}"
    /// ```
    public subscript(path path: JSONKeyPath) -> JSONValue? {
        get {
            var value = self
            for component in path.components {
                switch value {
                case .object(let object):
                    guard let child = object[component] else { return nil }
                    value = child
                case .array(let elements):
                    guard let index = Int(component), elements.indices.contains(index) else { return nil }
                    value = elements[index]
                default:
                    return nil
                }
            }
            return value
        }
        set {
            Self.store(newValue, at: path.components[...], in: &self)
        }
    }

    /// Stores (or, for `nil`, removes) the value at `components` below `value`, in
    /// place: each container on the way is modified where it lies, so only the path's
    /// own containers are touched.
    private static func store(_ newValue: JSONValue?, at components: ArraySlice<String>, in value: inout JSONValue) {
        guard let component = components.first else {
            value = newValue ?? .null
            return
        }
        let rest = components.dropFirst()
        switch value {
        case .object(var object):
            value = .null  // Releases the payload so the object is uniquely referenced.
            defer { value = .object(object) }
            if rest.isEmpty {
                object[component] = newValue
            } else if let position = object.index(forKey: component) {
                object.modifyValue(at: position) { store(newValue, at: rest, in: &$0) }
            } else if newValue != nil {
                var child = JSONValue.object(JSONObject())
                store(newValue, at: rest, in: &child)
                object[component] = child
            }
        case .array(var elements):
            guard let index = Int(component), index >= 0, index <= elements.count else { return }
            value = .null
            defer { value = .array(elements) }
            if index == elements.count {
                guard let newValue else { return }
                var child = rest.isEmpty ? newValue : .object(JSONObject())
                if !rest.isEmpty { store(newValue, at: rest, in: &child) }
                elements.append(child)
            } else if rest.isEmpty, newValue == nil {
                elements.remove(at: index)
            } else {
                store(newValue, at: rest, in: &elements[index])
            }
        case .null:
            guard newValue != nil else { return }
            value = .object(JSONObject())
            store(newValue, at: components, in: &value)
        default:
            return
        }
    }
}
