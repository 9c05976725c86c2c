/// Every case of an enum whose cases carry no values, made from the runtime's type
/// metadata: what lets a message list the raw values of an enum that is not
/// `CaseIterable`. Runs only when a message is made.
///
/// The layout it relies on is the Swift ABI's (TypeLayout.rst, "Enums: C-like enums"):
/// an enum none of whose cases has a payload stores its case as an integer, numbered from
/// 0 in declaration order, in the fewest bytes that hold the count (none for one case).
/// The type's nominal descriptor says how many cases it has and that none has a payload.
/// Anything that does not match exactly (a struct, an enum with payloads, one imported
/// from C, whose values are its C integers, a layout of another size) gives nil.
enum EnumCases {
    /// `MetadataKind::Enum` (an `Optional` is a kind of its own, 0x202).
    private static let enumMetadataKind: UInt = 0x201
    /// `ContextDescriptorKind::Enum`, the low five bits of a descriptor's flags.
    private static let enumDescriptorKind: UInt32 = 18
    /// `TypeContextDescriptorFlags::HasImportInfo`, among the flags' upper 16 bits: the
    /// type comes from C or Objective-C.
    private static let importedTypeFlag: UInt32 = 1 << (16 + 2)

    /// The cases of `type` in declaration order, or nil when it is not an enum whose
    /// cases all lack payloads.
    static func all<T>(of type: T.Type) -> [T]? {
        let metadata = unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
        guard metadata.load(as: UInt.self) == enumMetadataKind else { return nil }
        // The enum descriptor: flags, parent, name, access function, fields (5 × 4 bytes),
        // then the payload case count (low 24 bits) and the count of cases without one.
        let descriptor = metadata.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
        let flags = descriptor.load(as: UInt32.self)
        guard flags & 0x1F == enumDescriptorKind, flags & importedTypeFlag == 0 else { return nil }
        let payloadCases = descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF
        let count = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
        guard payloadCases == 0, count > 0, count <= 1 << 16 else { return nil }
        let tagSize = count == 1 ? 0 : count <= 1 << 8 ? 1 : 2
        guard MemoryLayout<T>.size == tagSize else { return nil }
        let storage = UnsafeMutableRawPointer.allocate(byteCount: 2, alignment: MemoryLayout<UInt16>.alignment)
        defer { storage.deallocate() }
        return (0..<count).map { index in
            // A value without payloads is trivial: its bytes are the whole value.
            if tagSize == 2 { storage.storeBytes(of: UInt16(index), as: UInt16.self) } else { storage.storeBytes(of: UInt8(index), as: UInt8.self) }
            return storage.load(as: T.self)
        }
    }
}
