/// Versioned archives keep some `@JSONIgnored` properties (``ArchiveBehavior/archiveOnly``):
/// their encoding writes nothing under any encoder, so the archive's encoder adds them
/// after the model has encoded itself, from its stored properties. Archives are always
/// written through the tree, so only this encoder needs to.
extension JSONTreeEncoder {
    func encodeArchivedIgnoredProperties(of value: Any, keys: Set<String>, into node: TreeNode, path: [any CodingKey]) throws {
        let object = node.object()
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), keys.contains(String(label.dropFirst())),
                    let wrapper = child.value as? any JSONIgnoredWrapper, let stored = wrapper.anyWrappedValue as? any Encodable,
                    (stored as? any OptionalMarker)?.isNil != true
                else { continue }
                let key = String(label.dropFirst())
                try encodeExistential(stored, into: object.replacingNode(forKey: key), path: path + [StringCodingKey(key)])
            }
            mirror = current.superclassMirror
        }
    }
}
