// libFuzzer harness for Strata's coders, built by Fuzz/run.sh from the whole library
// with address sanitizer. STRATA_FUZZ_TARGET picks what each input drives:
//
//   decoder   the bytes decoded into the fuzz types by Strata's and Foundation's
//             decoders (DecoderFuzzing)
//   encoder   a value built from the bytes, encoded by both encoders and read back
//             (EncoderFuzzing)
//   archive   the bytes read as an archive of a few models (../Archives/ArchiveFuzzing)

import Foundation

private let target = ProcessInfo.processInfo.environment["STRATA_FUZZ_TARGET"] ?? "decoder"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCoders(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    switch target {
    case "encoder": EncoderFuzzing.run(data)
    case "archive": ArchiveFuzzing.run(data)
    default: DecoderFuzzing.run(data)
    }
    return 0
}
