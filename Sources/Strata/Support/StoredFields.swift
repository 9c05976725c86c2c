/// The stored properties of a type, with their offsets and types, read once per type
/// (cached) from the runtime's metadata (``TypeMetadata``). Used where Strata must write a
/// stored property it has no other access to: a class cluster's subclass properties, and
/// the properties a partial update carries over.
///
/// Swift has no public API that lists a type's stored properties with their offsets;
/// `Mirror` gives names and values, but not where a value lives nor its declared type (a
/// property typed `any Shape` shows as the shape inside, a `weak var` as a strong
/// optional). The metadata says both, by a layout Swift's ABI fixes. A type whose
/// properties cannot be read completely is refused with the reason (``Unreadable``), and
/// its callers say so: copying only the properties that could be read would leave a value
/// silently wrong.
enum StoredFields {
    struct Field: @unchecked Sendable, Equatable {
        // `@unchecked`: `Any.Type` is not `Sendable`, but metatypes are immutable.

        /// The property's name as stored: a wrapped property's is its own with a leading `_`.
        let name: String
        let offset: Int
        let type: Any.Type

        static func == (lhs: Field, rhs: Field) -> Bool {
            lhs.name == rhs.name && lhs.offset == rhs.offset && lhs.type == rhs.type
        }
    }

    /// Why a type's stored properties could not be read.
    struct Unreadable: Error, @unchecked Sendable, CustomStringConvertible {
        // `@unchecked`: `Any.Type` is not `Sendable`, but metatypes are immutable.
        let type: Any.Type
        let reason: String

        var description: String {
            "Strata cannot read the stored properties of \(String(reflecting: type)): \(reason)"
        }
    }

    private static let cache = LockedCache<ObjectIdentifier, Result<[Field], Unreadable>>()

    /// The stored properties of `type` (a class's include its Swift superclasses', theirs
    /// first), in declaration order. An enum or an optional has none: decoding builds its
    /// whole value.
    static func of(_ type: Any.Type) throws(Unreadable) -> [Field] {
        try cache.value(for: ObjectIdentifier(type)) { Result { () throws(Unreadable) in try read(type) } }.get()
    }

    /// Copies the property `field` of the instance at `source` to the instance at
    /// `destination` (both of the type `field` belongs to, fully initialized).
    static func copy(_ field: Field, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer) {
        func copy<Value>(_ type: Value.Type) {
            (destination + field.offset).assumingMemoryBound(to: Value.self).pointee =
                (source + field.offset).assumingMemoryBound(to: Value.self).pointee
        }
        copy(field.type)
    }

    // MARK: Reading the metadata

    private static func read(_ type: Any.Type) throws(Unreadable) -> [Field] {
        let metadata = TypeMetadata(type)
        switch metadata.kind {
        case .struct:
            guard let descriptor = metadata.valueTypeDescriptor else { throw Unreadable(type: type, reason: "it has no type descriptor.") }
            let offsets = (metadata.pointer + descriptor.structFieldOffsetVectorOffset * TypeMetadata.wordSize)
                .assumingMemoryBound(to: UInt32.self)
            return try fields(
                of: type, descriptor: descriptor, count: descriptor.structFieldCount,
                genericArguments: descriptor.isGeneric ? metadata.pointer + 2 * TypeMetadata.wordSize : nil,
                offset: { Int(offsets[$0]) })
        case .enum, .optional:
            return []
        case .class:
            var chain: [ClassMetadata] = []
            var current = ClassMetadata(metadata)
            while let level = current {
                chain.append(level)
                current = level.superclass
            }
            var all: [Field] = []
            for level in chain.reversed() {
                all += try level.fields(of: type)
            }
            return all
        case .other:
            throw Unreadable(type: type, reason: "it is not a struct, an enum or a class.")
        }
    }

    /// The fields a field descriptor lists, each at the offset `offset` gives for its index.
    fileprivate static func fields(
        of type: Any.Type, descriptor: TypeDescriptor, count: Int, genericArguments: UnsafeRawPointer?, offset: (Int) -> Int
    ) throws(Unreadable) -> [Field] {
        guard count > 0 else { return [] }
        guard let records = descriptor.fields else {
            throw Unreadable(
                type: type,
                reason:
                    "\(descriptor.name) was compiled without reflection metadata (the Swift setting -disable-reflection-metadata, or Xcode's \"Reflection Metadata Level\" set to None)."
            )
        }
        guard records.count == count, records.recordSize >= 12 else {
            throw Unreadable(type: type, reason: "the reflection metadata of \(descriptor.name) does not match its layout.")
        }
        var fields: [Field] = []
        fields.reserveCapacity(count)
        for index in 0..<count {
            let record = records.record(index)
            let name = record.name ?? "field \(index)"
            guard let mangled = record.mangledTypeName.map(MangledTypeName.init) else {
                throw Unreadable(type: type, reason: "the property \"\(name)\" of \(descriptor.name) has no recorded type.")
            }
            guard mangled.ownership == .strong else {
                // Weak and unowned storage is not the referent type's: copying or assigning
                // it through that type would miscount the object's references.
                let kind = mangled.ownership == .weak ? "weak" : mangled.ownership == .unowned ? "unowned" : "unowned(unsafe)"
                throw Unreadable(
                    type: type,
                    reason:
                        "the property \"\(name)\" of \(descriptor.name) is \(kind == "weak" ? "a" : "an") \(kind) reference, which Strata does not copy or assign."
                )
            }
            guard let fieldType = mangled.resolve(in: descriptor.pointer, genericArguments: genericArguments) else {
                throw Unreadable(type: type, reason: "the type of the property \"\(name)\" of \(descriptor.name) cannot be resolved.")
            }
            fields.append(Field(name: name, offset: offset(index), type: fieldType))
        }
        return fields
    }
}

/// One class of a hierarchy, by its metadata: the class's own stored properties and its
/// superclass.
private struct ClassMetadata {
    let metadata: TypeMetadata
    let descriptor: TypeDescriptor

    /// Words before the Swift part of class metadata: the kind (or `isa`) and the
    /// superclass, and where Swift interoperates with Objective-C (Apple's platforms), the
    /// Objective-C class's two words of method cache and its data pointer.
    #if canImport(Darwin)
    static let headerWords = 5
    #else
    static let headerWords = 2
    #endif

    /// The metadata of a Swift class; nil for an Objective-C class (a root class's
    /// superclass on Apple's platforms, `NSObject`, and anything above it).
    init?(_ metadata: TypeMetadata) {
        guard metadata.kind == .class else { return nil }
        #if canImport(Darwin)
        // The data word's two low bits mark a Swift class (the legacy and the stable ABI's
        // bit); an Objective-C class has neither.
        let data = metadata.pointer.load(fromByteOffset: 4 * TypeMetadata.wordSize, as: UInt.self)
        guard data & 0b11 != 0 else { return nil }
        #endif
        // After the header: flags, instance address point, instance size (4 bytes each),
        // instance alignment mask and a reserved field (2 each), class size and class
        // address point (4 each), then the descriptor.
        let descriptor = metadata.pointer.load(fromByteOffset: Self.headerWords * TypeMetadata.wordSize + 24, as: UnsafeRawPointer?.self)
        guard let descriptor else { return nil }
        self.metadata = metadata
        self.descriptor = TypeDescriptor(pointer: descriptor)
    }

    var superclass: ClassMetadata? {
        guard let pointer = metadata.pointer.load(fromByteOffset: TypeMetadata.wordSize, as: UnsafeRawPointer?.self) else { return nil }
        return ClassMetadata(TypeMetadata(pointer: pointer))
    }

    /// `TypeContextDescriptorFlags::Class_HasResilientSuperclass`.
    private var hasResilientSuperclass: Bool { descriptor.flags & (1 << (16 + 13)) != 0 }

    /// The class descriptor's words (`TargetClassDescriptor`): after the common ones and
    /// the superclass's name, the metadata's negative and positive sizes, its immediate
    /// members, the field count and the offset of the field offset vector.
    private var positiveSizeInWords: Int { Int(descriptor.pointer.load(fromByteOffset: 28, as: UInt32.self)) }
    private var immediateMemberCount: Int { Int(descriptor.pointer.load(fromByteOffset: 32, as: UInt32.self)) }
    private var fieldCount: Int { Int(descriptor.pointer.load(fromByteOffset: 36, as: UInt32.self)) }
    private var fieldOffsetVectorOffset: Int { Int(descriptor.pointer.load(fromByteOffset: 40, as: UInt32.self)) }

    /// This class's own stored properties (not its superclasses').
    func fields(of type: Any.Type) throws(StoredFields.Unreadable) -> [StoredFields.Field] {
        guard descriptor.kind == .class else {
            throw StoredFields.Unreadable(type: type, reason: "its class \(descriptor.name) has no class descriptor.")
        }
        guard fieldCount > 0 else { return [] }
        guard !hasResilientSuperclass else {
            // Where such a class's members start is known only to the runtime.
            throw StoredFields.Unreadable(
                type: type,
                reason: "\(descriptor.name)'s superclass comes from a module built for library evolution, whose layout is decided at run time.")
        }
        // Generic arguments are the first of the class's immediate members.
        let genericArguments = descriptor.isGeneric ? metadata.pointer + (positiveSizeInWords - immediateMemberCount) * TypeMetadata.wordSize : nil
        let offsets = (metadata.pointer + fieldOffsetVectorOffset * TypeMetadata.wordSize).assumingMemoryBound(to: UInt.self)
        return try StoredFields.fields(
            of: type, descriptor: descriptor, count: fieldCount, genericArguments: genericArguments, offset: { Int(offsets[$0]) })
    }
}
