/// JSON Merge Patch (RFC 7396): the document that describes how one JSON value became
/// another, and applying it. It is the body HTTP `PATCH` requests with the media type
/// `application/merge-patch+json` carry.
///
/// ```swift
/// import Strata
///
/// let before: JSONValue = ["title": "Found a bug", "body": "It crashes", "user": ["login": "octocat", "id": 1]]
/// let after: JSONValue = ["title": "Found a bug", "body": .null, "user": ["login": "hubot", "id": 1]]
/// let patch = JSONValue.mergePatch(from: before, to: after)
/// print(try patch.jsonString(options: .sortedKeys))
/// // Prints "{"body":null,"user":{"login":"hubot"}}"
/// precondition(before.applyingMergePatch(patch) == ["title": "Found a bug", "user": ["login": "hubot", "id": 1]])
/// ```
///
/// A patch cannot set a member to `null` (`null` removes it) and replaces arrays as a
/// whole; this is the standard's design, not a limitation of Strata.
extension JSONValue {
    /// The merge patch that turns `old` into `new`.
    ///
    /// Between two objects: the members of `new` that `old` lacks or holds with another
    /// value, nested objects as patches of their own (only what changed inside them),
    /// and `null` for each member of `old` that `new` lacks. Equal objects give an empty
    /// object. When either value is not an object, the patch is `new` itself.
    public static func mergePatch(from old: JSONValue, to new: JSONValue) -> JSONValue {
        guard case .object(let oldObject) = old, case .object(let newObject) = new else { return new }
        var patch = JSONObject()
        for (key, newValue) in newObject {
            guard let oldValue = oldObject[key] else {
                patch[key] = newValue
                continue
            }
            if oldValue == newValue { continue }
            patch[key] = mergePatch(from: oldValue, to: newValue)
        }
        for key in oldObject.keys where newObject[key] == nil {
            patch[key] = .null
        }
        return .object(patch)
    }

    /// This value with `patch` applied, as RFC 7396 defines: an object patch sets each
    /// of its members (recursively, for objects) and removes those it sets to `null`;
    /// any other patch replaces the value.
    public func applyingMergePatch(_ patch: JSONValue) -> JSONValue {
        guard case .object(let changes) = patch else { return patch }
        var target: JSONObject
        if case .object(let object) = self { target = object } else { target = JSONObject() }
        for (key, change) in changes {
            if change.isNull {
                target[key] = nil
            } else {
                target[key] = (target[key] ?? .null).applyingMergePatch(change)
            }
        }
        return .object(target)
    }
}
