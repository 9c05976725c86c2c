/// Walks the inferred models: every struct, enum and cluster reachable from the root,
/// each once, following merged duplicates to the model that replaced them.
enum ModelGraph {
    /// A model reached by the walk, with the struct or cluster that refers to it.
    enum Node {
        case object(ObjectModel, parents: [String])
        case enumeration(EnumModel, parents: [String])
        case cluster(ClusterModel, parents: [String])
    }

    /// The models inside a type, in the order they appear: a property's models before
    /// the next property's.
    static func children(of type: TypeModel) -> [TypeModel] {
        switch type {
        case .array(let element, _): return [element]
        case .dictionary(let value, _): return [value]
        default: return []
        }
    }

    /// Calls `visit` on each model once, parents before children (pre-order), in the
    /// order of the properties, with the name hint and the name of the struct that holds
    /// it (a variant: its cluster's name), which qualify its name when its own is taken
    /// (`RepoUser`).
    static func walk(_ root: TypeModel, visit: (Node) -> Void) {
        var seen = Set<ObjectIdentifier>()
        func walkType(_ type: TypeModel, parents: [String]) {
            switch type {
            case .object(let object):
                let model = object.resolved
                guard seen.insert(ObjectIdentifier(model)).inserted else { return }
                visit(.object(model, parents: parents))
                let names = model.name.isEmpty || model.name == model.nameHint ? [model.nameHint] : [model.nameHint, model.name]
                for property in model.properties { walkType(property.type, parents: names) }
            case .enumeration(let enumeration):
                let model = enumeration.resolved
                guard seen.insert(ObjectIdentifier(model)).inserted else { return }
                visit(.enumeration(model, parents: parents))
            case .cluster(let cluster):
                guard seen.insert(ObjectIdentifier(cluster)).inserted else { return }
                visit(.cluster(cluster, parents: parents))
                for variant in cluster.variants {
                    guard seen.insert(ObjectIdentifier(variant.model)).inserted else { continue }
                    visit(.object(variant.model, parents: [cluster.name]))
                    for property in variant.model.properties { walkType(property.type, parents: [variant.model.nameHint]) }
                }
            default:
                for child in children(of: type) { walkType(child, parents: parents) }
            }
        }
        walkType(root, parents: [])
    }

    /// The structs in post-order (children before parents), each once.
    static func objectsBottomUp(_ root: TypeModel) -> [ObjectModel] {
        var result: [ObjectModel] = []
        var seen = Set<ObjectIdentifier>()
        func walkType(_ type: TypeModel) {
            switch type {
            case .object(let object):
                let model = object.resolved
                guard seen.insert(ObjectIdentifier(model)).inserted else { return }
                for property in model.properties { walkType(property.type) }
                result.append(model)
            case .cluster(let cluster):
                for variant in cluster.variants {
                    guard seen.insert(ObjectIdentifier(variant.model)).inserted else { continue }
                    for property in variant.model.properties { walkType(property.type) }
                    result.append(variant.model)
                }
            default:
                for child in children(of: type) { walkType(child) }
            }
        }
        walkType(root)
        return result
    }
}
