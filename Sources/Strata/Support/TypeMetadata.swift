/// A type's runtime metadata, read by the layout the Swift ABI fixes: what Strata needs to
/// know about a type that no public API says (its stored properties and their offsets, an
/// enum's case names, whether its values are plain bytes).
///
/// Why this is stable: on Apple platforms the metadata layout is part of Swift's stable
/// ABI since Swift 5.0 (docs/ABI/TypeMetadata.rst and TypeLayout.rst in the Swift
/// repository; `include/swift/ABI/Metadata.h` is the reference), because code compiled
/// years ago reads the metadata of types in today's OS and the reverse; debuggers and
/// reflection tools read the same structures. Linux follows the same layout, without the
/// Objective-C header of class metadata. Nothing here calls a private runtime function;
/// the one runtime entry point used (resolving a mangled type name) is public ABI that
/// the compiler itself emits calls to (see ``MangledTypeName``).
///
/// Every read checks the kind of what it reads first and gives nil (or an explanation)
/// for anything else, so an unexpected type is refused, never misread.
struct TypeMetadata {
    /// The metadata's address point (what a metatype value is).
    let pointer: UnsafeRawPointer

    init(_ type: Any.Type) {
        pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    init(pointer: UnsafeRawPointer) {
        self.pointer = pointer
    }

    static let wordSize = MemoryLayout<UnsafeRawPointer>.size

    /// The type this metadata describes.
    var type: Any.Type { unsafeBitCast(pointer, to: Any.Type.self) }

    // MARK: Kind

    /// `MetadataKind` values (Metadata.h, MetadataKind.def). Values above
    /// ``lastEnumeratedKind`` are an Objective-C `isa` pointer: the metadata of a class.
    enum Kind: Equatable {
        case `class`, `struct`, `enum`, optional, other(UInt)
    }

    static let lastEnumeratedKind: UInt = 0x7FF

    var kind: Kind {
        let raw = pointer.load(as: UInt.self)
        switch raw {
        case 0: return .class
        case 0x200: return .struct
        case 0x201: return .enum
        case 0x202: return .optional
        case let value where value > Self.lastEnumeratedKind: return .class
        default: return .other(raw)
        }
    }

    // MARK: Value witnesses

    /// The value witness table's flags word: after eight witness functions, the size and
    /// the stride (`TargetValueWitnessTable`).
    /// The value witness table: the word before the address point.
    private var valueWitnessTable: UnsafeRawPointer {
        (pointer - Self.wordSize).load(as: UnsafeRawPointer.self)
    }

    private var valueWitnessFlags: UInt32 {
        valueWitnessTable.load(fromByteOffset: 10 * Self.wordSize, as: UInt32.self)
    }

    /// Whether values of the type are plain bytes: copied by copying their bytes and
    /// destroyed by doing nothing (`ValueWitnessFlags::IsNonPOD` clear).
    var isTrivial: Bool {
        valueWitnessFlags & 0x0001_0000 == 0
    }

    /// The size of the type's values in bytes (`ValueWitnessTable::size`, the word after
    /// the table's eight functions).
    var size: Int {
        valueWitnessTable.load(fromByteOffset: 8 * Self.wordSize, as: Int.self)
    }

    /// Whether an existential keeps a value of the type in its inline buffer, at the
    /// buffer's start (`ValueWitnessFlags::IsNonInline` clear), rather than in a box.
    var isInlineInExistential: Bool {
        valueWitnessFlags & 0x0002_0000 == 0
    }

    // MARK: Descriptors

    /// The nominal type descriptor of a struct, an enum or an optional: the word after the
    /// kind.
    var valueTypeDescriptor: TypeDescriptor? {
        switch kind {
        case .struct, .enum, .optional:
            return TypeDescriptor(pointer: pointer.load(fromByteOffset: Self.wordSize, as: UnsafeRawPointer.self))
        default:
            return nil
        }
    }
}

/// A nominal type's context descriptor (`TargetTypeContextDescriptor`): its kind, name and
/// field descriptor, at offsets the ABI fixes.
struct TypeDescriptor {
    let pointer: UnsafeRawPointer

    /// `ContextDescriptorKind` (the flags' low five bits).
    enum Kind: UInt32 {
        case `class` = 16, `struct` = 17, `enum` = 18
    }

    var flags: UInt32 { pointer.load(as: UInt32.self) }

    var kind: Kind? { Kind(rawValue: flags & 0x1F) }

    /// `ContextDescriptorFlags::isGeneric`.
    var isGeneric: Bool { flags & 0x80 != 0 }

    /// `TypeContextDescriptorFlags::HasImportInfo`: the type comes from C or Objective-C.
    var isImported: Bool { flags & (1 << (16 + 2)) != 0 }

    /// The type's name (not qualified).
    var name: String {
        guard let text = RelativePointer.target(at: pointer + 8) else { return "?" }
        return String(cString: text.assumingMemoryBound(to: CChar.self))
    }

    /// The field descriptor: its stored properties, or an enum's cases. Nil when the type
    /// was compiled without reflection metadata (`-disable-reflection-metadata`, or
    /// Xcode's "Reflection Metadata Level" set to None).
    var fields: FieldDescriptor? {
        RelativePointer.target(at: pointer + 16).map(FieldDescriptor.init)
    }

    /// A struct's stored property count and the offset, in words from the metadata's
    /// address point, of its vector of field offsets (`TargetStructDescriptor`).
    var structFieldCount: Int { Int(pointer.load(fromByteOffset: 20, as: UInt32.self)) }
    var structFieldOffsetVectorOffset: Int { Int(pointer.load(fromByteOffset: 24, as: UInt32.self)) }

    /// An enum's cases with a payload (the low 24 bits) and without one
    /// (`TargetEnumDescriptor`).
    var enumPayloadCaseCount: Int { Int(pointer.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF) }
    var enumEmptyCaseCount: Int { Int(pointer.load(fromByteOffset: 24, as: UInt32.self)) }
}

/// A field descriptor (`reflection::FieldDescriptor`): the records of a type's stored
/// properties, or of an enum's cases, in declaration order.
struct FieldDescriptor {
    let pointer: UnsafeRawPointer

    var recordSize: Int { Int(pointer.load(fromByteOffset: 10, as: UInt16.self)) }
    var count: Int { Int(pointer.load(fromByteOffset: 12, as: UInt32.self)) }

    /// One field's record (`reflection::FieldRecord`): flags, its type's mangled name and
    /// its name, 12 bytes.
    struct Record {
        let pointer: UnsafeRawPointer

        /// The name; nil if the record has none.
        var name: String? {
            RelativePointer.target(at: pointer + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
        }

        /// The mangled name of the field's type; nil for an enum case without a payload.
        var mangledTypeName: UnsafeRawPointer? {
            RelativePointer.target(at: pointer + 4)
        }
    }

    func record(_ index: Int) -> Record {
        Record(pointer: pointer + 16 + index * recordSize)
    }
}

/// The ABI's relative pointers: a signed 32-bit offset from the pointer's own address, 0
/// for none.
enum RelativePointer {
    static func target(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.load(as: Int32.self)
        guard offset != 0 else { return nil }
        return address + Int(offset)
    }
}
