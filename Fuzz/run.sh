#!/usr/bin/env bash
# Builds Strata's fuzzers with libFuzzer and AddressSanitizer and runs each in turn.
#
#     Fuzz/run.sh [seconds] [target ...]     (default: 60 seconds each, every target)
#
# Targets:
#   reader    the JSON reader, strict and JSON5: reject cleanly or round-trip
#             (ReaderFuzzer.swift; built from the JSON layer and Support alone, which
#             keeps the bottom layer from reaching up)
#   decoder   the same bytes decoded into a few Codable types by Strata's and
#             Foundation's decoders, which must agree but for documented differences,
#             and by a new Strata decoder and one kept across inputs, which must agree
#             exactly (Coders/DecoderFuzzing.swift, Coders/DocumentedDifferences.swift)
#   encoder   a value built from the bytes, encoded by both encoders (same bytes or
#             same error), written again from Strata's tree, and read back
#             (Coders/EncoderFuzzing.swift)
#   archive   the bytes read as an archive of a few models: an ArchiveError, or a value
#             that survives being written and read again (Archives/ArchiveFuzzing.swift;
#             seeds in archive-seeds/, kept crashes in archive-regressions/)
#   stream    the stream reader in every format, the bytes whole and in pieces: the same
#             elements at the same places, JSON Lines as the document parser reads each
#             line, an array as the document parser reads it (StreamFuzzer.swift; built
#             from the JSON layer and Support alone)
#
# Exits non-zero if a fuzzer finds a crash, a leak or a broken invariant. A crashing
# input is written to Fuzz/artifacts/; copy it into Fuzz/regressions/ (or, for the
# archive target, Fuzz/archive-regressions/; the test suite reads every file there) once
# the bug is fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
if [ $# -gt 1 ]; then shift; targets=("$@"); else targets=(reader decoder encoder archive stream); fi
build=.build/fuzz
mkdir -p "$build" Fuzz/artifacts

compile() {
    local output=$1
    shift
    # Whole-module: one front end type-checks the module once, where one per file did it for
    # every file (the JSON layer's build took 58 s instead of 102, the whole library's 247
    # instead of about 290, on 2 cores), and the code is optimized across files as a
    # release build's is.
    swiftc -sanitize=fuzzer,address -swift-version 6 -parse-as-library -O -wmo -num-threads 2 -g -module-name StrataFuzz "$@" -o "$output"
    # The driver leaves the module's debugging files in the working directory.
    rm -f StrataFuzz-*.swiftdoc StrataFuzz-*.swiftmodule StrataFuzz-*.swiftsourceinfo
}

# The Swift runtime's backtracer hangs under AddressSanitizer; libFuzzer reports.
export SWIFT_BACKTRACE=enable=no
# New inputs go to a scratch corpus per target; the seeds, the regressions and
# JSONTestSuite's conformance files (TestData/, or $STRATA_TEST_DATA) are read only.
data="${STRATA_TEST_DATA:-TestData}"

for target in "${targets[@]}"; do
    case "$target" in
    reader | stream)
        # One binary for both: STRATA_FUZZ_TARGET picks (see Fuzz/JSONLayerFuzzer.swift).
        binary="$build/json-layer-fuzzer"
        if [ ! -x "$binary" ] || [ -z "${json_layer_built:-}" ]; then
            echo "fuzz: building the reader and stream fuzzer"
            compile "$binary" $(find Sources/Strata/JSON Sources/Strata/Support -name '*.swift' | sort) \
                Fuzz/JSONLayerFuzzer.swift Fuzz/ReaderFuzzer.swift Fuzz/StreamFuzzer.swift
            json_layer_built=1
        fi
        ;;
    decoder | encoder | archive)
        # One binary, built from the whole library, for every target that needs it.
        binary="$build/coders-fuzzer"
        if [ ! -x "$binary" ] || [ -z "${coders_built:-}" ]; then
            echo "fuzz: building the coders and archive fuzzer"
            compile "$binary" $(find Sources/Strata Fuzz/Coders Fuzz/Archives -name '*.swift' | sort) \
                Tests/StrataTests/TestSupport/GenericTree.swift Tests/StrataTests/TestSupport/ArchiveSamples.swift
            coders_built=1
        fi
        ;;
    *)
        echo "unknown fuzz target $target (reader, decoder, encoder, archive, stream)" >&2
        exit 2
        ;;
    esac
    corpus="$build/corpus-$target"
    mkdir -p "$corpus"
    if [ "$target" = archive ]; then
        inputs=(Fuzz/archive-seeds Fuzz/archive-regressions)
    else
        inputs=(Fuzz/seeds Fuzz/regressions "$data/JSONTestSuite/test_parsing")
    fi
    echo "fuzz: running the $target fuzzer for ${seconds}s"
    STRATA_FUZZ_TARGET="$target" "$binary" \
        -max_total_time="$seconds" \
        -max_len=4096 \
        -timeout=10 \
        -rss_limit_mb=2048 \
        -print_final_stats=1 \
        -artifact_prefix="Fuzz/artifacts/$target-" \
        "$corpus" "${inputs[@]}"
done
