#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Words of 4 and 8 bytes read from and written to anywhere in raw memory, as
/// little-endian integers: the loads and stores of the byte scanners (the parser's words,
/// key comparisons, the writers' escaping).
///
/// Optimized, each is one load or store (`loadUnaligned`, `storeBytes`) and a byte order
/// conversion that is nothing on the little-endian machines Strata runs on. Unoptimized
/// (`-Onone`, an app's debug build, see ARCHITECTURE's "Debug builds"), those are calls
/// into the standard library's unspecialized generic code, which looks up the integer
/// type's metadata and witness table and copies the bytes through them, about 35
/// instructions a load and 4% of decoding a GitHub event; there the bytes are copied by a
/// call to `memcpy` instead.
enum UnalignedWords {
    @_transparent
    static func load64(_ source: UnsafeRawPointer) -> UInt64 {
        #if DEBUG
        var word: UInt64 = 0
        memcpy(&word, source, 8)
        #if _endian(big)
        word = word.byteSwapped
        #endif
        return word
        #else
        return UInt64(littleEndian: source.loadUnaligned(as: UInt64.self))
        #endif
    }

    @_transparent
    static func load32(_ source: UnsafeRawPointer) -> UInt32 {
        #if DEBUG
        var word: UInt32 = 0
        memcpy(&word, source, 4)
        #if _endian(big)
        word = word.byteSwapped
        #endif
        return word
        #else
        return UInt32(littleEndian: source.loadUnaligned(as: UInt32.self))
        #endif
    }

    @_transparent
    static func store64(_ word: UInt64, at destination: UnsafeMutableRawPointer) {
        #if _endian(big)
        let bytes = word.byteSwapped
        #else
        let bytes = word
        #endif
        #if DEBUG
        var copy = bytes
        memcpy(destination, &copy, 8)
        #else
        destination.storeBytes(of: bytes, as: UInt64.self)
        #endif
    }
}
