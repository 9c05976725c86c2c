#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Words of 4 and 8 bytes read from anywhere in raw memory, as little-endian integers:
/// the loads of the byte scanners (the parser's words, key comparisons).
///
/// Optimized, each is one load: `loadUnaligned`, and a byte order conversion that is
/// nothing on the little-endian machines Strata runs on. Unoptimized (`-Onone`, an app's
/// debug build, see ARCHITECTURE's "Debug builds"), both are calls into the standard
/// library's unspecialized generic code, which looks up the integer type's metadata and
/// witness table and copies the bytes through them, about 35 instructions a load and 4%
/// of decoding a GitHub event; there the bytes are copied by a call to `memcpy` instead.
enum UnalignedLoad {
    @_transparent
    static func word64(_ source: UnsafeRawPointer) -> UInt64 {
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
    static func word32(_ source: UnsafeRawPointer) -> UInt32 {
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
}
