/// Reading and writing the stored properties a subclass of a class cluster adds, which
/// the base class's synthesized `init(from:)` and `encode(to:)` do not know.
///
/// Writing a property of an existing object by name has no public Swift API: `StoredFields`
/// gives each stored property's name, type and offset, once per class (cached), and the
/// decoded value is assigned at that offset. The
/// object was fully initialized by its `init(from:)` first, so every assignment replaces an
/// initialized value of the property's own type. Reading uses `Mirror`.
enum ClassClusterFields {
    typealias Field = StoredFields.Field

    private static let cache = LockedCache<ObjectIdentifier, Result<[Field], StoredFields.Unreadable>>()

    /// The stored properties `type` and its superclasses declare below `base`.
    static func fields(of type: AnyClass, below base: Any.Type) throws(StoredFields.Unreadable) -> [Field] {
        try cache.value(for: ObjectIdentifier(type)) {
            Result { () throws(StoredFields.Unreadable) in
                let inherited = Set(try StoredFields.of(base).map(\.offset))
                return try StoredFields.of(type).filter { !inherited.contains($0.offset) }.map { field in
                    // A Strata wrapper's storage `_name` is the property `name`.
                    guard field.name.hasPrefix("_"), field.type is any StrataPropertyWrapper.Type else { return field }
                    return Field(name: String(field.name.dropFirst()), offset: field.offset, type: field.type)
                }
            }
        }.get()
    }

    // MARK: Decoding

    /// Reads the properties `object`'s class adds below `base` from the object at
    /// `decoder`, and assigns them.
    static func decode(into object: AnyObject, below base: Any.Type, from decoder: any Decoder) throws {
        let fields: [Field]
        do {
            fields = try Self.fields(of: Swift.type(of: object), below: base)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Cannot decode the properties \(Swift.type(of: object)) adds to \(base) as a class cluster's subclass",
                    underlyingError: error))
        }
        guard !fields.isEmpty else { return }
        let mapping = (Swift.type(of: object) as? any JSONClassCluster.Type)?.jsonKeyPathsByPropertyKey ?? [:]
        let container = try decoder.container(keyedBy: StringCodingKey.self)
        let storage = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque())
        for field in fields {
            if field.type is any JSONIgnoredWrapper.Type { continue }
            guard let decodable = field.type as? any Decodable.Type else { continue }
            try decodeField(decodable, at: storage + field.offset, field: field, mapping: mapping, in: container)
        }
    }

    private static func decodeField<Value: Decodable>(
        _ type: Value.Type, at address: UnsafeMutableRawPointer, field: Field, mapping: [String: JSONKeyPath],
        in container: KeyedDecodingContainer<StringCodingKey>
    ) throws {
        let property = address.assumingMemoryBound(to: Value.self)
        if let wrapper = property.pointee as? any JSONKeyWrapper {
            // `@JSONKey`: the object's own wrapper, made by the declaration, knows its paths.
            guard let made = try decodeKeyWrapper(wrapper, in: container) as? Value else { return }
            property.pointee = made
            return
        }
        let path = mapping[field.name] ?? JSONKeyPath(components: [field.name])
        guard let (holder, key) = try holder(of: path, in: container) else {
            if Value.self is any OptionalMarker.Type { return }
            throw DecodingError.keyNotFound(
                StringCodingKey(path.description),
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription:
                        "No value at \"\(path)\" for the property \"\(field.name)\", which the subclass adds, in the object at \"\(container.codingPath.jsonKeyPath(expandingDottedKeys: false))\"."
                ))
        }
        property.pointee = try holder.decode(Value.self, forKey: key)
    }

    private static func decodeKeyWrapper(_ wrapper: any JSONKeyWrapper, in container: KeyedDecodingContainer<StringCodingKey>) throws -> Any? {
        let wrapperType = type(of: wrapper)
        for path in wrapper.paths {
            guard let (holder, key) = try holder(of: path, in: container) else { continue }
            guard let valueType = wrapperType.valueType as? any Decodable.Type else { return nil }
            if wrapperType.valueIsOptional, try holder.decodeNil(forKey: key) {
                return wrapperType.make(wrapping: nil, paths: wrapper.paths)
            }
            return wrapperType.make(wrapping: try holder.decode(valueType, forKey: key), paths: wrapper.paths)
        }
        guard wrapperType.valueIsOptional else {
            throw DecodingError.keyNotFound(
                StringCodingKey(wrapper.paths.first?.description ?? ""),
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription:
                        "No value at \(wrapper.paths.map { "\"\($0)\"" }.joined(separator: " or ")) for an @JSONKey property the subclass adds."
                ))
        }
        return wrapperType.make(wrapping: nil, paths: wrapper.paths)
    }

    /// The container holding the last component of `path`, and that component's key;
    /// nil where the path leads nowhere.
    private static func holder(
        of path: JSONKeyPath, in container: KeyedDecodingContainer<StringCodingKey>
    ) throws
        -> (KeyedDecodingContainer<StringCodingKey>, StringCodingKey)?
    {
        var current = container
        for component in path.components.dropLast() {
            let key = StringCodingKey(component)
            guard current.contains(key), try !current.decodeNil(forKey: key) else { return nil }
            current = try current.nestedContainer(keyedBy: StringCodingKey.self, forKey: key)
        }
        let key = StringCodingKey(path.components.last ?? "")
        return current.contains(key) ? (current, key) : nil
    }

    // MARK: Encoding

    /// Writes the properties `object`'s class adds below `base` into the object at
    /// `encoder`.
    static func encode(_ object: AnyObject, below base: Any.Type, to encoder: any Encoder) throws {
        let mapping = (Swift.type(of: object) as? any JSONClassCluster.Type)?.jsonKeyPathsByPropertyKey ?? [:]
        var members: [(path: JSONKeyPath, value: any Encodable)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, current.subjectType != base {
            var level: [(path: JSONKeyPath, value: any Encodable)] = []
            for child in current.children {
                guard let label = child.label else { continue }
                if child.value is any JSONIgnoredWrapper { continue }
                if let wrapper = child.value as? any JSONKeyWrapper {
                    guard let path = wrapper.paths.first, let inner = wrapper.anyWrappedValue as? any Encodable else { continue }
                    if (inner as? any OptionalMarker)?.isNil == true {
                        if path.components.count == 1 { level.append((path, NilMember())) }
                        continue
                    }
                    level.append((path, inner))
                    continue
                }
                guard let value = child.value as? any Encodable else { continue }
                let name = label.hasPrefix("_") && child.value is any StrataPropertyWrapper ? String(label.dropFirst()) : label
                let path = mapping[name] ?? JSONKeyPath(components: [name])
                if (value as? any OptionalMarker)?.isNil == true {
                    if path.components.count == 1 { level.append((path, NilMember())) }
                    continue
                }
                level.append((path, value))
            }
            // Superclasses' properties first, as in the object's declaration order.
            members.insert(contentsOf: level, at: 0)
            mirror = current.superclassMirror
        }
        guard !members.isEmpty else { return }
        var container = encoder.container(keyedBy: StringCodingKey.self)
        for (path, value) in members {
            try write(value, at: path.components[...], in: &container)
        }
    }

    private static func write(
        _ value: any Encodable, at components: ArraySlice<String>, in container: inout KeyedEncodingContainer<StringCodingKey>
    )
        throws
    {
        let key = StringCodingKey(components.first ?? "")
        if value is NilMember {
            // As a synthesized `encode(to:)` writes a nil optional: the encoder's nil
            // strategy (and the model's) decides whether `null` is written.
            try container.encodeIfPresent(String?.none, forKey: key)
            return
        }
        if components.count <= 1 {
            try container.encode(value, forKey: key)
            return
        }
        var nested = container.nestedContainer(keyedBy: StringCodingKey.self, forKey: key)
        try write(value, at: components.dropFirst(), in: &nested)
    }
}

/// A subclass's `nil` optional property, written as `encodeIfPresent` writes `nil`. Only
/// at a one-component key: a `nil` at a dotted path writes nothing, never the objects on
/// the way to it.
private struct NilMember: Encodable {
    func encode(to encoder: any Encoder) throws {}
}
