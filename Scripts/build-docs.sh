#!/usr/bin/env bash
# Builds the DocC documentation from the library's symbol graph with the toolchain's
# docc. Fails on any warning, so a broken symbol link fails CI.
#
#     Scripts/build-docs.sh [output-dir]     static site (default .build/docs); serve the
#                                            folder and open /documentation/strata
#     Scripts/build-docs.sh --preview        builds and serves it at
#                                            http://localhost:8080/documentation/strata
set -euo pipefail
cd "$(dirname "$0")/.."

preview=false
output=.build/docs
if [ "${1:-}" = "--preview" ]; then preview=true; else output="${1:-.build/docs}"; fi
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

common=(--additional-symbol-graph-dir "$graphs" --fallback-display-name Strata --fallback-bundle-identifier org.strata.Strata)
if $preview; then
    echo "docs: serving at http://localhost:8080/documentation/strata (Ctrl-C to stop)"
    exec docc preview Docs.docc "${common[@]}" --port 8080
fi

echo "docs: checking that every public symbol has a documentation comment"
swift Scripts/check-doc-comments.swift "$graphs/Strata.symbols.json"

echo "docs: converting Docs.docc"
docc convert Docs.docc "${common[@]}" --warnings-as-errors --output-path "$output"
echo "docs: written to $output; serve that folder with a static file server and open /documentation/strata"
