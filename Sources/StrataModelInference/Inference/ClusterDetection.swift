import Strata

/// Finds class clusters: objects at one position that share a discriminator member
/// (`type`, `kind`, `object`, `event`, or one the options name) and whose other members
/// differ by its value.
///
/// Two layouts are recognised. When the difference lies inside one member that is an
/// object in every instance (GitHub's events: the `payload` depends on the event's
/// `type`), that member is the cluster and its discriminator is a key of the object
/// beside it (`JSONDiscriminator.parentKey`). Otherwise the objects themselves are the
/// variants (`JSONDiscriminator.key`).
enum ClusterDetection {
    struct Detected {
        var discriminator: String
        /// The member that holds the variants, for the parent-key layout.
        var member: String?
        /// The instances of each discriminator value, in order of first appearance.
        var groups: [(tag: TagValue, objects: [Occurrence])]
    }

    /// What one group's objects hold: how many have each key, and the kinds of its
    /// values other than `null`.
    private struct GroupShape {
        struct Member {
            var present = 0
            var nulls = 0
            var kinds: Set<JSONKind> = []
        }

        var count = 0
        var keys: [String: Member] = [:]

        init(_ objects: [JSONDocument.Node]) {
            count = objects.count
            for object in objects {
                var seen = Set<String>()
                for (key, value) in object.members where seen.insert(key).inserted {
                    var member = keys[key] ?? Member()
                    member.present += 1
                    if value.kind == .null { member.nulls += 1 } else { member.kinds.insert(value.kind) }
                    keys[key] = member
                }
            }
        }
    }

    static func detect(_ objects: [Occurrence], candidates: [String]) -> Detected? {
        guard objects.count >= 2 else { return nil }
        for key in candidates {
            guard let groups = partition(objects, by: key) else { continue }
            let nodes = groups.map { $0.objects.map(\.node) }
            let shapes = nodes.map(GroupShape.init)
            let topLevel = levelConflict(shapes, excluding: key)
            let membersThatDiffer = objectMembers(of: shapes, excluding: key).filter { member in
                conflict(nodes.map { group in group.compactMap { $0[member] } }, depth: 1)
            }
            if membersThatDiffer.count == 1 && !topLevel.kinds {
                return Detected(discriminator: key, member: membersThatDiffer[0], groups: groups)
            }
            if topLevel.presence || topLevel.kinds || membersThatDiffer.count > 1 {
                return Detected(discriminator: key, member: nil, groups: groups)
            }
        }
        return nil
    }

    /// The objects grouped by their value at `key`, when every object has a string (or
    /// every object an integer) there and there are between 2 and 64 values.
    private static func partition(_ objects: [Occurrence], by key: String) -> [(tag: TagValue, objects: [Occurrence])]? {
        var order: [TagValue] = []
        var groups: [TagValue: [Occurrence]] = [:]
        for object in objects {
            guard let value = object.node[key] else { return nil }
            let tag: TagValue
            if let string = value.string {
                tag = .string(string)
            } else if value.kind == .number, let text = value.numberText, !text.contains("."), let integer = value.int {
                tag = .integer(integer)
            } else {
                return nil
            }
            if groups[tag] == nil { order.append(tag) }
            groups[tag, default: []].append(object)
        }
        let isString = order.allSatisfy { if case .string = $0 { return true } else { return false } }
        let isInteger = order.allSatisfy { if case .integer = $0 { return true } else { return false } }
        guard (2...64).contains(order.count), isString || isInteger else { return nil }
        return order.map { ($0, groups[$0] ?? []) }
    }

    /// Whether groups differ at this level: a key every object of one group has and no
    /// object of another, or a key whose values are of different kinds in two groups.
    private static func levelConflict(_ shapes: [GroupShape], excluding excluded: String?) -> (presence: Bool, kinds: Bool) {
        var keys = Set<String>()
        for shape in shapes { keys.formUnion(shape.keys.keys) }
        keys.remove(excluded ?? "")
        var presence = false
        var kinds = false
        for key in keys {
            let inEvery = shapes.contains { $0.keys[key]?.present == $0.count }
            let inNone = shapes.contains { $0.keys[key] == nil }
            if inEvery && inNone { presence = true }
            let kindSets = shapes.compactMap { $0.keys[key]?.kinds }.filter { !$0.isEmpty }
            for (index, first) in kindSets.enumerated() where kindSets[(index + 1)...].contains(where: { $0.isDisjoint(with: first) }) {
                kinds = true
            }
        }
        return (presence, kinds)
    }

    /// Keys that hold an object in every instance of every group.
    private static func objectMembers(of shapes: [GroupShape], excluding excluded: String) -> [String] {
        guard let first = shapes.first else { return [] }
        return first.keys.keys.sorted().filter { key in
            key != excluded
                && shapes.allSatisfy { shape in
                    shape.keys[key].map { $0.present == shape.count && $0.nulls == 0 && $0.kinds == [.object] } ?? false
                }
        }
    }

    /// Whether the groups' objects differ at this level or inside a member that is an
    /// object everywhere.
    private static func conflict(_ groups: [[JSONDocument.Node]], depth: Int) -> Bool {
        guard depth <= 8 else { return false }
        let shapes = groups.map(GroupShape.init)
        let level = levelConflict(shapes, excluding: nil)
        if level.presence || level.kinds { return true }
        return objectMembers(of: shapes, excluding: "").contains { member in
            conflict(groups.map { group in group.compactMap { $0[member] } }, depth: depth + 1)
        }
    }
}
