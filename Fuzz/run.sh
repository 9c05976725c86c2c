#!/usr/bin/env bash
# Builds the reader fuzzer with libFuzzer and AddressSanitizer and runs it.
#
#     Fuzz/run.sh [seconds]        (default 60)
#
# Exits non-zero if the fuzzer finds a crash, a leak or a broken invariant. A crashing
# input is written to Fuzz/artifacts/; copy it into Fuzz/regressions/ (the test suite
# reads every file there) once the bug is fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
build=.build/fuzz
mkdir -p "$build" Fuzz/artifacts "$build/corpus"

# The JSON layer and what it uses from Support; the upper layers are not fuzzed here.
sources=$(find Sources/Strata/JSON Sources/Strata/Support -name '*.swift' | sort)
echo "fuzz: building reader fuzzer"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
    -module-name StrataFuzz \
    $sources Fuzz/ReaderFuzzer.swift \
    -o "$build/reader-fuzzer"

# New inputs go to the scratch corpus; the seeds, the regressions and JSONTestSuite's
# conformance files (TestData/, or $STRATA_TEST_DATA) are read only.
data="${STRATA_TEST_DATA:-TestData}"
# The Swift runtime's backtracer hangs under AddressSanitizer; libFuzzer reports.
export SWIFT_BACKTRACE=enable=no
echo "fuzz: running for ${seconds}s"
"$build/reader-fuzzer" \
    -max_total_time="$seconds" \
    -max_len=4096 \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -print_final_stats=1 \
    -artifact_prefix=Fuzz/artifacts/ \
    "$build/corpus" Fuzz/seeds Fuzz/regressions "$data/JSONTestSuite/test_parsing"
