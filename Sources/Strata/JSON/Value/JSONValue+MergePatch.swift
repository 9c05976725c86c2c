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
///
/// Both directions take time linear in the size of the values, whatever their shape
/// (a patch of a hundred thousand `null`s, a value ten thousand levels deep), and walk
/// nested objects with a stack on the heap, so no depth overflows the call stack: a
/// server can apply the patches its clients send.
extension JSONValue {
    /// The merge patch that turns `old` into `new`.
    ///
    /// Between two objects: the members of `new` that `old` lacks or holds with another
    /// value, nested objects as patches of their own (only what changed inside them),
    /// and `null` for each member of `old` that `new` lacks. Equal objects give an empty
    /// object. When either value is not an object, the patch is `new` itself.
    ///
    /// An object of `new` that the patch holds whole (where `old` has no object) is written
    /// without its `null` members, at any depth: applying a patch drops them anyway, so the
    /// patch is the same whether `new` spells an absent member as `null` or leaves it out.
    public static func mergePatch(from old: JSONValue, to new: JSONValue) -> JSONValue {
        guard case .object(let oldRoot) = old, case .object(let newRoot) = new else { return whole(new) }
        // Two objects differ exactly when their patch is not empty, so nested objects are
        // never compared whole: each is visited once, as a frame of its own. Other values
        // are compared once, where they meet.
        var stack = [DiffFrame(old: oldRoot, new: newRoot, key: "")]
        while true {
            let top = stack.count &- 1
            if stack[top].next < stack[top].new.count {
                let (key, newValue) = stack[top].new[stack[top].next]
                stack[top].next &+= 1
                guard let oldValue = stack[top].old[key] else {
                    stack[top].patch[key] = whole(newValue)
                    continue
                }
                if case .object(let oldObject) = oldValue, case .object(let newObject) = newValue {
                    stack.append(DiffFrame(old: oldObject, new: newObject, key: key))
                } else if oldValue != newValue {
                    stack[top].patch[key] = whole(newValue)
                }
                continue
            }
            var finished = stack.removeLast()
            for key in finished.old.keys where finished.new.index(forKey: key) == nil {
                finished.patch[key] = .null
            }
            guard !stack.isEmpty else { return .object(finished.patch) }
            if !finished.patch.isEmpty {
                stack[stack.count &- 1].patch[finished.key] = .object(finished.patch)
            }
        }
    }

    /// A value a patch holds whole, as applying it will make it: an object without its
    /// `null` members, at any depth (arrays are kept as they are).
    private static func whole(_ value: JSONValue) -> JSONValue {
        guard case .object = value else { return value }
        return JSONValue.null.applyingMergePatch(value)
    }

    /// This value with `patch` applied, as RFC 7396 defines: an object patch sets each
    /// of its members (recursively, for objects) and removes those it sets to `null`;
    /// any other patch replaces the value.
    public func applyingMergePatch(_ patch: JSONValue) -> JSONValue {
        guard case .object(let rootChanges) = patch else { return patch }
        var stack = [PatchFrame(target: self, changes: rootChanges, key: "")]
        while true {
            let top = stack.count &- 1
            if stack[top].next < stack[top].changes.count {
                let (key, change) = stack[top].changes[stack[top].next]
                stack[top].next &+= 1
                switch change {
                case .null:
                    // Removed together at the end: one at a time would move the members
                    // after each removed one, for time quadratic in the patch.
                    if stack[top].target.index(forKey: key) != nil { stack[top].removed.insert(key) }
                case .object(let nestedChanges):
                    stack.append(PatchFrame(target: stack[top].target[key] ?? .null, changes: nestedChanges, key: key))
                default:
                    stack[top].target[key] = change
                }
                continue
            }
            var finished = stack.removeLast()
            if !finished.removed.isEmpty {
                let removed = finished.removed
                finished.target.removeAll { removed.contains($0.key) }
            }
            guard !stack.isEmpty else { return .object(finished.target) }
            stack[stack.count &- 1].target[finished.key] = .object(finished.target)
        }
    }
}

/// A pair of objects whose merge patch ``JSONValue/mergePatch(from:to:)`` is working out.
private struct DiffFrame {
    var old: JSONObject
    var new: JSONObject
    /// Where the patch goes in the parent's patch.
    var key: String
    /// The next member of `new` to look at.
    var next = 0
    var patch = JSONObject()
}

/// An object that ``JSONValue/applyingMergePatch(_:)`` is patching.
private struct PatchFrame {
    /// The object being patched: the target's, or an empty one where the target was no
    /// object.
    var target: JSONObject
    var changes: JSONObject
    /// Where the result goes in the parent's object.
    var key: String
    /// The next member of `changes` to apply.
    var next = 0
    /// The keys the patch sets to `null`.
    var removed: Set<String> = []

    init(target value: JSONValue, changes: JSONObject, key: String) {
        if case .object(let object) = value { target = object } else { target = JSONObject() }
        self.changes = changes
        self.key = key
    }
}
