/// Merges structs and enums that came out the same at different places (an event's
/// `actor` and its `org`; every `user` of an issue feed), so that each shape is one type.
///
/// Two structs are the same when they have the same keys, each with the same type and
/// the same presence; their properties may have been seen in another order. Variants
/// stay apart: each is its case's own type.
enum Deduplication {
    static func mergeDuplicates(in root: TypeModel) {
        var structs: [String: ObjectModel] = [:]
        var enums: [String: EnumModel] = [:]
        var ids: [ObjectIdentifier: Int] = [:]

        func signature(_ type: TypeModel) -> String {
            switch type {
            case .bool: return "b"
            case .int: return "i"
            case .uint64: return "u"
            case .exactNumber: return "n"
            case .double: return "d"
            case .string: return "s"
            case .date(let encoding): return "t(\(encoding))"
            case .url: return "l"
            case .uuid(let lowercase): return lowercase ? "g" : "G"
            case .json: return "j"
            case .unseen: return "U"
            case .emptyObject: return "E"
            case .enumeration(let model):
                let model = model.resolved
                let key = (model.values.sorted() + ["\u{2}"] + model.foldedSpellings.sorted()).joined(separator: "\u{1}")
                if let existing = enums[key], existing !== model {
                    model.replacement = existing
                } else {
                    enums[key] = model
                }
                return "e(\(key))"
            case .array(let element, let nullable): return "[\(signature(element))\(nullable ? "?" : "")]"
            case .dictionary(let value, let nullable): return "{\(signature(value))\(nullable ? "?" : "")}"
            case .object(let model): return "o\(ids[ObjectIdentifier(model.resolved)] ?? -1)"
            case .cluster(let cluster): return "c\(ObjectIdentifier(cluster).hashValue)"
            }
        }

        // Children first, so that a struct's signature names its children's merged ids.
        for model in ModelGraph.objectsBottomUp(root) {
            let properties = model.properties.map { property in
                let presence = "\(property.presence.sometimesAbsent ? "a" : "")\(property.presence.sometimesNull ? "n" : "")"
                let lenient = property.isLenient ? "~" : ""
                return "\(property.keys.joined(separator: "\u{2}"))\u{3}\(signature(property.type))\(presence)\(lenient)"
            }.sorted()
            let key = properties.joined(separator: "\u{4}")
            if !model.isVariant, let existing = structs[key], existing !== model {
                model.replacement = existing
                existing.nameHint = Unification.betterName(existing.nameHint, model.nameHint)
                continue
            }
            if !model.isVariant { structs[key] = model }
            ids[ObjectIdentifier(model)] = ids.count
        }
    }
}
