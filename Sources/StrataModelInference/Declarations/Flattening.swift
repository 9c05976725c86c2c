/// Moves the properties of a nested object into its parent, at dotted key paths
/// (`case actorLogin = "actor.login"`), where that changes nothing a decode or an encode
/// can see.
///
/// A nested struct is flattened when it is used by one property only, that property is
/// always present and never `null` (so the parent's object is always written back), the
/// struct has at most ``maximumProperties`` properties, one of them always present (so its
/// own object is written back too), no key on the
/// path is a number (which a key path would read as an array index), and it holds no
/// cluster whose discriminator is beside it.
enum Flattening {
    /// The most properties a nested object may bring into its parent: a `user` of a
    /// login and an id reads well as `userLogin` and `userId`; forty properties do not.
    static let maximumProperties = 8

    static func flattenSingleUseObjects(in root: TypeModel) {
        var uses: [ObjectIdentifier: Int] = [:]
        func count(_ type: TypeModel) {
            switch type {
            case .object(let model): uses[ObjectIdentifier(model.resolved), default: 0] += 1
            default: for child in ModelGraph.children(of: type) { count(child) }
            }
        }
        count(root)
        let models = ModelGraph.objectsBottomUp(root)
        for model in models {
            for property in model.properties { count(property.type) }
        }
        for model in models {
            model.properties = model.properties.flatMap { property -> [PropertyModel] in
                guard case .object(let child) = property.type else { return [property] }
                let nested = child.resolved
                guard uses[ObjectIdentifier(nested)] == 1, canFlatten(nested, into: property) else { return [property] }
                return nested.properties.map { inner in
                    var moved = inner
                    moved.keys = property.keys + inner.keys
                    return moved
                }
            }
        }
    }

    private static func canFlatten(_ nested: ObjectModel, into property: PropertyModel) -> Bool {
        guard !nested.isVariant, property.presence == .always, !property.isLenient, nested.properties.count <= maximumProperties else { return false }
        guard nested.properties.contains(where: { $0.presence == .always }) else { return false }
        let keys = property.keys + nested.properties.flatMap(\.keys)
        guard !keys.contains(where: { $0.isEmpty || $0.utf8.allSatisfy(Words.isDigit) }) else { return false }
        return !nested.properties.contains { inner in
            if case .cluster(let cluster) = inner.type { return cluster.layout == .parentKey }
            return false
        }
    }
}
