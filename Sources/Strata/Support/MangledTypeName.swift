/// A type's mangled name as reflection metadata records it (a stored property's type),
/// turned into the type by the Swift runtime.
///
/// The text may hold symbolic references: a byte from 1 to 0x17 followed by a 32-bit
/// relative offset, or from 0x18 to 0x1F followed by a pointer, either of which may
/// contain zero bytes; its length is measured by skipping them, as the runtime does
/// (`makeSymbolicMangledNameStringRef`).
struct MangledTypeName {
    let start: UnsafePointer<UInt8>
    let length: Int
    /// How the property holds its value, from the name's last operator.
    let ownership: Ownership

    enum Ownership: Equatable {
        /// A strong reference, or a value.
        case strong
        /// `weak` (`Xw`), `unowned` (`Xo`) or `unowned(unsafe)` (`Xu`): storage whose
        /// copying is not the type's own.
        case weak, unowned, unmanaged
    }

    init(_ pointer: UnsafeRawPointer) {
        let bytes = pointer.assumingMemoryBound(to: UInt8.self)
        var end = 0
        // The last two bytes that are text, not part of a symbolic reference.
        var previous: UInt8 = 0
        var last: UInt8 = 0
        while bytes[end] != 0 {
            let byte = bytes[end]
            if byte >= 0x01 && byte <= 0x17 {
                end += 1 + 4
                previous = 0
                last = 0
            } else if byte >= 0x18 && byte <= 0x1F {
                end += 1 + MemoryLayout<UnsafeRawPointer>.size
                previous = 0
                last = 0
            } else {
                previous = last
                last = byte
                end += 1
            }
        }
        start = bytes
        length = end
        switch (previous, last) {
        case (UInt8(ascii: "X"), UInt8(ascii: "w")): ownership = .weak
        case (UInt8(ascii: "X"), UInt8(ascii: "o")): ownership = .unowned
        case (UInt8(ascii: "X"), UInt8(ascii: "u")): ownership = .unmanaged
        default: ownership = .strong
        }
    }

    /// The type, resolved in the context of the type that declares the property; nil when
    /// the runtime cannot resolve it.
    func resolve(in descriptor: UnsafeRawPointer, genericArguments: UnsafeRawPointer?) -> Any.Type? {
        // The one underscored standard-library function Strata calls, on purpose: it is
        // public (not SPI) in the standard library's interface on every platform, and is
        // the declaration of `swift_getTypeByMangledNameInContext`, the runtime's entry
        // point for turning a mangled name into metadata. That entry point is stable ABI:
        // exported from libswiftCore since Swift 5.1 (macOS 10.15, iOS 13), and the
        // compiler emits calls to it in ordinary programs to instantiate generic metadata,
        // so it cannot change without breaking every binary already shipped. No public
        // API resolves a mangled name with symbolic references (`_typeByName` takes plain
        // text only).
        _getTypeByMangledNameInContext(start, UInt(length), genericContext: descriptor, genericArguments: genericArguments)
    }
}
