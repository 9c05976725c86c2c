/// Merges structs that are nearly the same, where their types agree, so that each
/// thing the samples hold is one type, as a person would write it: an issue whose
/// `assignee` was always `null` in one place and an object in another is one `Issue`
/// with an optional `assignee`, and GitHub's `changes.old_issue` is an `Issue` too.
///
/// Two structs merge when every key they share has types that unify (the same type, or
/// one side only ever `null`, or `Int` and `Double` (`Double`), or strings read as
/// different things (`String`), or arrays whose elements unify, or an array never seen
/// with elements and any array), and either
/// - they come from the same key (the same name hint) and share at least two thirds of
///   their keys, or
/// - they share at least four fifths of their keys, with at least ``nearlyEqualKeys``
///   keys each, whatever their keys' names.
///
/// A key one side lacks becomes sometimes absent. The merged struct takes the shorter
/// name when one ends with the other (`Issue` for `old_issue`, `new_issue` and `issue`),
/// and a name that says more than `Object` or `Item` when it has one.
///
/// The structs are taken children first, so that when two parents are compared their
/// children are already one type or never will be: a comparison never descends, and each
/// struct is compared with a bounded number of earlier ones (``candidatesPerStruct``).
/// The work is linear in the number of structs, whatever their depth.
struct Unification {
    /// The fewest keys of structs merged across different names: `{id, name}` is the
    /// shape of too many unrelated things.
    static let nearlyEqualKeys = 4
    /// The most earlier structs one struct is compared with, in each of the two ways.
    static let candidatesPerStruct = 16

    /// Struct pairs compared (for the test that the work is linear).
    private(set) var comparisons = 0

    mutating func mergeSimilarStructs(in root: TypeModel) {
        let models = ModelGraph.objectsBottomUp(root).filter { !$0.isVariant }
        // How often each key occurs, for the prefix filter of nearly equal structs: two key
        // sets that share four fifths of their keys share a key among the first keys of
        // each, taken rarest first.
        var frequency: [String: Int] = [:]
        for model in models { for key in Self.keyNames(model) { frequency[key, default: 0] += 1 } }

        var keptByHint: [String: [ObjectModel]] = [:]
        var keptByPrefixKey: [String: [ObjectModel]] = [:]
        for model in models where model.replacement == nil {
            if let target = sameHintTarget(for: model, among: keptByHint[model.nameHint] ?? [])
                ?? nearlyEqualTarget(for: model, frequency: frequency, index: keptByPrefixKey)
            {
                Self.apply(model, into: target)
                keptByHint[model.nameHint, default: []].append(target)
                continue
            }
            keptByHint[model.nameHint, default: []].append(model)
            for key in Self.prefix(of: model, frequency: frequency) { keptByPrefixKey[key, default: []].append(model) }
        }
    }

    private mutating func sameHintTarget(for model: ObjectModel, among kept: [ObjectModel]) -> ObjectModel? {
        var seen = Set<ObjectIdentifier>()
        var tried = 0
        for candidate in kept.reversed() {
            let target = candidate.resolved
            guard target !== model, seen.insert(ObjectIdentifier(target)).inserted else { continue }
            guard tried < Self.candidatesPerStruct else { break }
            tried += 1
            comparisons += 1
            if Self.sharesKeys(model, target, fraction: (2, 3)), Self.canMerge(target, model), !Self.eitherHolds(model, target) {
                return target
            }
        }
        return nil
    }

    private mutating func nearlyEqualTarget(for model: ObjectModel, frequency: [String: Int], index: [String: [ObjectModel]]) -> ObjectModel? {
        guard Self.keySet(model).count >= Self.nearlyEqualKeys else { return nil }
        var seen = Set<ObjectIdentifier>()
        var tried = 0
        for key in Self.prefix(of: model, frequency: frequency) {
            for candidate in index[key] ?? [] {
                let target = candidate.resolved
                guard target !== model, seen.insert(ObjectIdentifier(target)).inserted else { continue }
                guard tried < Self.candidatesPerStruct else { return nil }
                tried += 1
                comparisons += 1
                if Self.keySet(target).count >= Self.nearlyEqualKeys, Self.sharesKeys(model, target, fraction: (4, 5)),
                    Self.canMerge(target, model), !Self.eitherHolds(model, target)
                {
                    return target
                }
            }
        }
        return nil
    }

    // MARK: Keys

    private static func keySet(_ model: ObjectModel) -> Set<[String]> {
        Set(model.properties.map(\.keys))
    }

    private static func keyNames(_ model: ObjectModel) -> [String] {
        model.properties.map { $0.keys.joined(separator: ".") }
    }

    /// Whether the structs share at least `fraction` of the keys either has.
    private static func sharesKeys(_ first: ObjectModel, _ second: ObjectModel, fraction: (Int, Int)) -> Bool {
        let firstKeys = keySet(first)
        let secondKeys = keySet(second)
        let shared = firstKeys.intersection(secondKeys).count
        return shared * fraction.1 >= firstKeys.union(secondKeys).count * fraction.0
    }

    /// The keys a struct is indexed by: as many of its rarest keys as a struct sharing four
    /// fifths of the keys must share one of.
    private static func prefix(of model: ObjectModel, frequency: [String: Int]) -> [String] {
        let keys = keyNames(model)
        guard keys.count >= nearlyEqualKeys else { return [] }
        let sorted = keys.sorted { (frequency[$0] ?? 0, $0) < (frequency[$1] ?? 0, $1) }
        let length = keys.count - (keys.count * 4 + 4) / 5 + 1
        return Array(sorted.prefix(length))
    }

    /// Whether one struct holds the other, at any depth: merged, they would be a struct
    /// that holds itself, which a value type cannot (a tweet's `retweeted_status` is
    /// nearly a tweet).
    private static func eitherHolds(_ first: ObjectModel, _ second: ObjectModel) -> Bool {
        holds(first, second) || holds(second, first)
    }

    private static func holds(_ outer: ObjectModel, _ inner: ObjectModel) -> Bool {
        var seen = Set<ObjectIdentifier>()
        var pending = [outer]
        while let model = pending.popLast() {
            for property in model.properties {
                var types = [property.type]
                while let type = types.popLast() {
                    switch type {
                    case .object(let nested):
                        let resolved = nested.resolved
                        if resolved === inner { return true }
                        if seen.insert(ObjectIdentifier(resolved)).inserted { pending.append(resolved) }
                    case .cluster(let cluster):
                        for variant in cluster.variants where seen.insert(ObjectIdentifier(variant.model)).inserted {
                            if variant.model === inner { return true }
                            pending.append(variant.model)
                        }
                    default:
                        types += ModelGraph.children(of: type)
                    }
                }
            }
        }
        return false
    }

    // MARK: Merging

    /// Merges `other` into `model` (the check has passed), and gives the merged struct the
    /// better of their names.
    private static func apply(_ other: ObjectModel, into model: ObjectModel) {
        var emptied: [ObjectModel] = []
        guard let properties = mergedProperties(model.properties, other.properties, emptied: &emptied) else { return }
        model.properties = properties
        // A struct that now also reads an empty object has every key sometimes absent.
        for emptiedModel in emptied {
            for index in emptiedModel.properties.indices { emptiedModel.properties[index].presence.sometimesAbsent = true }
        }
        other.replacement = model
        model.nameHint = Self.betterName(model.nameHint, other.nameHint)
    }

    /// Names that say only that something is an object or an element: a merged struct
    /// takes a name that says more when it has one (`Plan` for a `plan` and an event's
    /// `data.object` of the same shape).
    static let genericNames: Set<String> = [
        "Object", "Data", "Item", "Value", "Payload", "Result", "Body", "Content", "Entry", "Element", "Node", "Record", "Resource",
        "Attributes", "Properties",
    ]

    /// The name of two merged structs: the one the other ends with (`Issue` for `OldIssue`),
    /// else the one that says more than `Object` or `Item`, else the first.
    static func betterName(_ first: String, _ second: String) -> String {
        if first == second { return first }
        if first.hasSuffix(second) { return second }
        if second.hasSuffix(first) { return first }
        func isGeneric(_ name: String) -> Bool {
            genericNames.contains(name) || (name.hasSuffix("Item") && (name == "Item" || genericNames.contains(String(name.dropLast(4)))))
        }
        return isGeneric(first) && !isGeneric(second) ? second : first
    }

    private static func canMerge(_ model: ObjectModel, _ other: ObjectModel) -> Bool {
        var emptied: [ObjectModel] = []
        return mergedProperties(model.properties, other.properties, emptied: &emptied) != nil
    }

    private static func mergedProperties(_ first: [PropertyModel], _ second: [PropertyModel], emptied: inout [ObjectModel]) -> [PropertyModel]? {
        var secondByKeys: [[String]: PropertyModel] = [:]
        for property in second { secondByKeys[property.keys] = property }
        let firstKeys = Set(first.map(\.keys))
        var merged: [PropertyModel] = []
        for property in first {
            if let match = secondByKeys[property.keys] {
                guard let unified = unify(property, match, emptied: &emptied) else { return nil }
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

    private static func unify(_ first: PropertyModel, _ second: PropertyModel, emptied: inout [ObjectModel]) -> PropertyModel? {
        guard first.isLenient == second.isLenient else { return nil }
        var result = first
        result.presence = Presence(
            sometimesAbsent: first.presence.sometimesAbsent || second.presence.sometimesAbsent,
            sometimesNull: first.presence.sometimesNull || second.presence.sometimesNull)
        result.isAlwaysNull = first.isAlwaysNull && second.isAlwaysNull
        result.note = first.note ?? second.note
        if first.isAlwaysNull != second.isAlwaysNull {
            result.type = first.isAlwaysNull ? second.type : first.type
            result.note = first.isAlwaysNull ? second.note : first.note
            result.presence.sometimesNull = true
            return result
        }
        guard let type = unify(first.type, second.type, emptied: &emptied) else { return nil }
        result.type = type
        return result
    }

    /// The type both unify to; structs only when they are already one (or one side only
    /// ever an empty object, which the struct then reads with every key absent).
    static func unify(_ first: TypeModel, _ second: TypeModel, emptied: inout [ObjectModel]) -> TypeModel? {
        if first.isSame(as: second) { return first }
        switch (first, second) {
        case (.unseen, _): return second
        case (_, .unseen): return first
        case (.int, .double), (.double, .int):
            return .double
        case (.emptyObject, .object(let model)), (.object(let model), .emptyObject):
            // An empty object is an instance with every key absent.
            emptied.append(model.resolved)
            return .object(model.resolved)
        case (.emptyObject, .dictionary), (.dictionary, .emptyObject):
            return first.isEmptyObject ? second : first
        case (.array(let a, let x), .array(let b, let y)):
            guard let element = unify(a, b, emptied: &emptied) else { return nil }
            let nullable = (x || y) && !element.isJSON
            return .array(element, nullableElements: nullable)
        case (.dictionary(let a, let x), .dictionary(let b, let y)):
            guard let value = unify(a, b, emptied: &emptied) else { return nil }
            return .dictionary(value, nullableValues: (x || y) && !value.isJSON)
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
            (.url, .url), (.json, .json), (.unseen, .unseen), (.emptyObject, .emptyObject):
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
