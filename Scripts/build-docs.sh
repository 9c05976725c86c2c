#!/usr/bin/env bash
# Builds the DocC documentation from the library's symbol graph with the toolchain's
# docc. Fails on any warning, so a broken symbol link fails CI.
#
#     Scripts/build-docs.sh [output-dir]     (default .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build/docs}"
scratch=.build-docs
graphs="$scratch/symbol-graphs"
# The compiler writes the graph whenever it compiles the module; an up-to-date build
# leaves the previous (still current) graph in place.
mkdir -p "$graphs"

echo "docs: extracting the symbol graph"
swift build --scratch-path "$scratch" --target Strata \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public

# Only the library's own graph: extension graphs of other modules are not documented.
find "$graphs" -name '*.json' ! -name 'Strata.symbols.json' ! -name 'Strata@*.symbols.json' -delete

echo "docs: checking that every public symbol has a documentation comment"
swift Scripts/check-doc-comments.swift "$graphs/Strata.symbols.json"

echo "docs: converting Docs.docc"
docc convert Docs.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Strata \
    --fallback-bundle-identifier org.strata.Strata \
    --warnings-as-errors \
    --output-path "$output"
echo "docs: written to $output"
