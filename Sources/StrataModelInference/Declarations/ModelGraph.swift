/// Walks the inferred models: every struct, enum and cluster reachable from the root,
/// each once, following merged duplicates to the model that replaced them.
enum ModelGraph {
    /// A model reached by the walk, with the struct or cluster that refers to it.
    enum Node {
        case object(ObjectModel, parent: String?)
        case enumeration(EnumModel, parent: String?)
        case cluster(ClusterModel, parent: String?)
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
    /// order of the properties. `visit` may give the model its name, which its children
    /// then see as their parent's (its name hint until it has one).
    static func walk(_ root: TypeModel, visit: (Node) -> Void) {
        var seen = Set<ObjectIdentifier>()
        func walkType(_ type: TypeModel, parent: String?) {
            switch type {
            case .object(let object):
                let model = object.resolved
                guard seen.insert(ObjectIdentifier(model)).inserted else { return }
                visit(.object(model, parent: parent))
                for property in model.properties { walkType(property.type, parent: model.name.isEmpty ? model.nameHint : model.name) }
            case .enumeration(let enumeration):
                let model = enumeration.resolved
                guard seen.insert(ObjectIdentifier(model)).inserted else { return }
                visit(.enumeration(model, parent: parent))
            case .cluster(let cluster):
                guard seen.insert(ObjectIdentifier(cluster)).inserted else { return }
                visit(.cluster(cluster, parent: parent))
                for variant in cluster.variants {
                    guard seen.insert(ObjectIdentifier(variant.model)).inserted else { continue }
                    visit(.object(variant.model, parent: cluster.name))
                    let name = variant.model.name.isEmpty ? variant.model.nameHint : variant.model.name
                    for property in variant.model.properties { walkType(property.type, parent: name) }
                }
            default:
                for child in children(of: type) { walkType(child, parent: parent) }
            }
        }
        walkType(root, parent: nil)
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
