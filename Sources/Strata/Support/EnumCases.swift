/// The cases of an enum whose cases carry no values, from the runtime's type metadata
/// (``TypeMetadata``): every case (what lets a message list the raw values of an enum that
/// is not `CaseIterable`), and the name of a value's case (a synthesized `CodingKeys`
/// case is named after its property, which `CodingKey`'s description hides).
///
/// The layout it relies on is the Swift ABI's (TypeLayout.rst, "Enums: C-like enums"):
/// an enum none of whose cases has a payload stores its case as an integer, numbered from
/// 0 in declaration order, in the fewest bytes that hold the count (none for one case);
/// its field descriptor lists the cases' names in that order. The type's nominal
/// descriptor says how many cases it has and that none has a payload. Anything that does
/// not match exactly (a struct, an enum with payloads, one imported from C, whose values
/// are its C integers, a layout of another size) gives nil.
enum EnumCases {
    /// The descriptor of `type` and its case count, when it is an enum without payloads
    /// stored in the size that count needs.
    private static func plainEnum<T>(_ type: T.Type) -> (descriptor: TypeDescriptor, count: Int)? {
        let metadata = TypeMetadata(type)
        guard metadata.kind == .enum, let descriptor = metadata.valueTypeDescriptor, descriptor.kind == .enum, !descriptor.isImported
        else { return nil }
        let count = descriptor.enumEmptyCaseCount
        guard descriptor.enumPayloadCaseCount == 0, count > 0, count <= 1 << 16 else { return nil }
        guard MemoryLayout<T>.size == tagSize(forCases: count) else { return nil }
        return (descriptor, count)
    }

    private static func tagSize(forCases count: Int) -> Int {
        count == 1 ? 0 : count <= 1 << 8 ? 1 : 2
    }

    /// The cases of `type` in declaration order, or nil when it is not an enum whose
    /// cases all lack payloads.
    static func all<T>(of type: T.Type) -> [T]? {
        guard let (_, count) = plainEnum(type) else { return nil }
        let tagSize = tagSize(forCases: count)
        let storage = UnsafeMutableRawPointer.allocate(byteCount: 2, alignment: MemoryLayout<UInt16>.alignment)
        defer { storage.deallocate() }
        return (0..<count).map { index in
            // A value without payloads is trivial: its bytes are the whole value.
            if tagSize == 2 { storage.storeBytes(of: UInt16(index), as: UInt16.self) } else { storage.storeBytes(of: UInt8(index), as: UInt8.self) }
            return storage.load(as: T.self)
        }
    }

    /// The name of `value`'s case, as declared (static text in the binary's reflection
    /// metadata), or nil when `T` is not an enum whose cases all lack payloads, or was
    /// compiled without reflection metadata.
    static func name<T>(of value: T) -> UnsafePointer<CChar>? {
        guard let (descriptor, count) = plainEnum(T.self), let cases = descriptor.fields, cases.count == count else { return nil }
        let index = withUnsafeBytes(of: value) { bytes -> Int in
            bytes.count == 0 ? 0 : bytes.count == 1 ? Int(bytes[0]) : Int(bytes.loadUnaligned(as: UInt16.self))
        }
        guard index < count, let text = RelativePointer.target(at: cases.record(index).pointer + 8) else { return nil }
        return text.assumingMemoryBound(to: CChar.self)
    }
}
