/// Whether the byte scanners of the reader and the writer read 16 bytes a step as a
/// `SIMD16<UInt8>` or `SIMD2<UInt64>` vector: yes in an optimized build, no in a debug
/// build (one that defines `DEBUG`, as SwiftPM's and Xcode's debug configurations do for
/// every package of an app).
///
/// Optimized, the vector types' operators compile to single SSE2 or NEON instructions.
/// Unoptimized (`-Onone`), nothing is specialized or inlined: each lane operation is a
/// generic call through the `SIMD` protocols, with its operands zeroed and copied, and a
/// 16-byte step cost about a thousand instructions. There the scanners read words of 8
/// bytes instead, which are plain integer arithmetic in either build: encoding a GitHub
/// event (1.4 KB) in a debug build took 1.46 million instructions, 1.14 million of them in
/// the vector test of its strings.
///
/// The scanners take the choice as an argument, so the tests (a debug build) run both
/// paths; optimized, it is a constant and the unused path is removed.
enum VectorScans {
    #if DEBUG
    @inline(__always) static var areUsed: Bool { false }
    #else
    @inline(__always) static var areUsed: Bool { true }
    #endif
}
