@_spi(Reflection) import Swift

/// The stored properties of a type, with their offsets: what Swift's reflection SPI
/// (`_forEachField`) tells, once per type (cached). Used where Strata must write a stored
/// property it has no other access to: a class cluster's subclass properties, and the
/// properties a partial update carries over.
enum StoredFields {
    struct Field: @unchecked Sendable {
        // `@unchecked`: `Any.Type` is not `Sendable`, but metatypes are immutable.

        /// The property's name as stored: a wrapped property's is its own with a leading `_`.
        let name: String
        let offset: Int
        let type: Any.Type
    }

    private static let cache = LockedCache<ObjectIdentifier, [Field]>()

    /// The stored properties of `type` (a class's include its superclasses'), in
    /// declaration order; empty where the runtime cannot tell.
    static func of(_ type: Any.Type) -> [Field] {
        cache.value(for: ObjectIdentifier(type)) {
            var fields: [Field] = []
            guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else { return fields }
            // 1 is `_EachFieldOptions.classType`, spelled by value: the named constant is a
            // mutable static that Swift 6 will not read from here.
            let options = _EachFieldOptions(rawValue: type is AnyClass ? 1 : 0)
            let complete = _forEachField(of: type, options: options) { name, offset, fieldType, _ in
                fields.append(Field(name: String(cString: name), offset: offset, type: fieldType))
                return true
            }
            return complete ? fields : []
        }
    }

    /// Copies the property `field` of the instance at `source` to the instance at
    /// `destination` (both of the type `field` belongs to, fully initialized).
    static func copy(_ field: Field, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer) {
        func copy<Value>(_ type: Value.Type) {
            (destination + field.offset).assumingMemoryBound(to: Value.self).pointee =
                (source + field.offset).assumingMemoryBound(to: Value.self).pointee
        }
        _openExistential(field.type, do: copy)
    }
}
