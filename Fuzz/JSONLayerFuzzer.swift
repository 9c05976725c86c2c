// libFuzzer entry point of the JSON layer's fuzzer: one binary, built once by Fuzz/run.sh
// from the JSON layer's sources, serves both of its targets (building each alone cost CI a
// second optimized, address-sanitized build of the same sources). STRATA_FUZZ_TARGET picks
// what each input drives: "reader" (ReaderFuzzer.swift, the default) or "stream"
// (StreamFuzzer.swift).

import Foundation

private let target = ProcessInfo.processInfo.environment["STRATA_FUZZ_TARGET"] ?? "reader"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLayer(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    target == "stream" ? fuzzStream(start, count) : fuzzReader(start, count)
}
