/// Merges structs that the same key names in different places and that hold nearly the
/// same keys, where their types agree: an issue whose `assignee` was always `null` in one
/// place and an object in another is one `Issue` with an optional `assignee`, as a person
/// would write it.
///
/// Two structs merge when they come from the same key (the same name hint), at least two
/// thirds of their keys are shared, and every shared key's types unify: the same type, or
/// one side only ever `null`, or `Int` and `Double` (`Double`), or strings read as
/// different things (`String`), or structs that merge in turn. A key one side lacks
/// becomes sometimes absent.
enum Unification {
    static func mergeSimilarStructs(in root: TypeModel) {
        var byHint: [String: [ObjectModel]] = [:]
        var hints: [String] = []
        ModelGraph.walk(root) { node in
            guard case .object(let model, _) = node, !model.isVariant else { return }
            if byHint[model.nameHint] == nil { hints.append(model.nameHint) }
            byHint[model.nameHint, default: []].append(model)
        }
        for hint in hints {
            var kept: [ObjectModel] = []
            for model in byHint[hint] ?? [] where model.replacement == nil {
                if let target = kept.first(where: { merge(model, into: $0) }) {
                    model.replacement = target
                } else {
                    kept.append(model)
                }
            }
        }
    }

    /// Merges `other` into `model` when they unify; leaves both (and every struct inside
    /// them) alone otherwise. The first pass only asks, so that a merge that fails halfway
    /// changes nothing.
    private static func merge(_ other: ObjectModel, into model: ObjectModel) -> Bool {
        guard merge(other, into: model, applying: false) else { return false }
        return merge(other, into: model, applying: true)
    }

    private static func merge(_ other: ObjectModel, into model: ObjectModel, applying: Bool) -> Bool {
        guard model !== other, !model.isVariant, !other.isVariant else { return model === other }
        guard let properties = mergedProperties(model.properties, other.properties, applying: applying) else { return false }
        if applying { model.properties = properties }
        return true
    }

    private static func mergedProperties(_ first: [PropertyModel], _ second: [PropertyModel], applying: Bool) -> [PropertyModel]? {
        let firstKeys = Set(first.map(\.keys))
        let secondKeys = Set(second.map(\.keys))
        let shared = firstKeys.intersection(secondKeys).count
        guard shared * 3 >= firstKeys.union(secondKeys).count * 2 else { return nil }
        var merged: [PropertyModel] = []
        for property in first {
            if let match = second.first(where: { $0.keys == property.keys }) {
                guard let unified = unify(property, match, applying: applying) else { return nil }
                merged.append(unified)
            } else {
                var absent = property
                absent.presence.sometimesAbsent = true
                merged.append(absent)
            }
        }
        for property in second where !firstKeys.contains(property.keys) {
            var absent = property
            absent.presence.sometimesAbsent = true
            merged.append(absent)
        }
        return merged
    }

    private static func unify(_ first: PropertyModel, _ second: PropertyModel, applying: Bool) -> PropertyModel? {
        guard first.isLenient == second.isLenient else { return nil }
        var result = first
        result.presence = Presence(
            sometimesAbsent: first.presence.sometimesAbsent || second.presence.sometimesAbsent,
            sometimesNull: first.presence.sometimesNull || second.presence.sometimesNull)
        result.isAlwaysNull = first.isAlwaysNull && second.isAlwaysNull
        if first.isAlwaysNull != second.isAlwaysNull {
            result.type = first.isAlwaysNull ? second.type : first.type
            result.presence.sometimesNull = true
            return result
        }
        guard let type = unify(first.type, second.type, applying: applying) else { return nil }
        result.type = type
        return result
    }

    private static func unify(_ first: TypeModel, _ second: TypeModel, applying: Bool) -> TypeModel? {
        if first.isSame(as: second) { return first }
        switch (first, second) {
        case (.int, .double), (.double, .int):
            return .double
        case (.emptyObject, .object(let model)), (.object(let model), .emptyObject):
            // An empty object is an instance with every key absent.
            let merged = model.resolved
            if applying {
                for index in merged.properties.indices { merged.properties[index].presence.sometimesAbsent = true }
            }
            return .object(merged)
        case (.emptyObject, .dictionary), (.dictionary, .emptyObject):
            return first.isEmptyObject ? second : first
        case (.object(let a), .object(let b)):
            let x = a.resolved
            let y = b.resolved
            guard x.nameHint == y.nameHint, merge(y, into: x, applying: applying) else { return nil }
            if applying { y.replacement = x }
            return .object(x)
        default:
            return first.isStringy && second.isStringy ? .string : nil
        }
    }
}

extension TypeModel {
    /// Whether two types are the same Swift type (structs once duplicates are merged).
    func isSame(as other: TypeModel) -> Bool {
        switch (self, other) {
        case (.bool, .bool), (.int, .int), (.uint64, .uint64), (.exactNumber, .exactNumber), (.double, .double), (.string, .string),
            (.url, .url), (.json, .json), (.emptyObject, .emptyObject):
            return true
        case (.date(let a), .date(let b)): return a == b
        case (.uuid(let a), .uuid(let b)): return a == b
        case (.enumeration(let a), .enumeration(let b)): return a.resolved === b.resolved || a.resolved.values == b.resolved.values
        case (.array(let a, let x), .array(let b, let y)): return x == y && a.isSame(as: b)
        case (.dictionary(let a, let x), .dictionary(let b, let y)): return x == y && a.isSame(as: b)
        case (.object(let a), .object(let b)): return a.resolved === b.resolved
        case (.cluster(let a), .cluster(let b)): return a === b
        default: return false
        }
    }

    var isEmptyObject: Bool {
        if case .emptyObject = self { return true }
        return false
    }

    /// Whether the JSON holds the type as a string.
    var isStringy: Bool {
        switch self {
        case .string, .url, .uuid, .enumeration: return true
        case .date(let encoding): return !encoding.isNumeric
        default: return false
        }
    }
}
