/// Reading versioned archives: an `@JSONIgnored` property the model keeps in archives
/// (``ArchiveBehavior/archiveOnly``) is read from the archive rather than taken from
/// the prototype. Only reached when reading an archive, for ignored properties.
extension JSONKeyedDecodingContainer {
    func decodeArchived<T>(_ type: T.Type, wrapper: any JSONIgnoredWrapper.Type, model: ModelCodingInfo?, forKey key: Key) throws -> T? {
        guard let model, model.archiveOnlyKeys.contains(key.stringValue), let node = valueNode(for: key),
            let valueType = wrapper.valueType as? any Decodable.Type
        else { return nil }
        let value: Any? = storage.nodeKind(node) == .null ? nil : try decoder.unboxDynamic(valueType, node: node, base: base, key: .key(key))
        return wrapper.make(wrapping: value) as? T
    }
}
