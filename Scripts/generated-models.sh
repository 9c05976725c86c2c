#!/usr/bin/env bash
# Runs strata-generate on every sample of Tests/GeneratedModels/Manifest.txt, type-checks
# each output against the Strata module, lints it with swift format (.swift-format), and
# compares it with the committed file. Exits 1 on any difference.
#
#     Scripts/generated-models.sh             check (what .ci/run does)
#     Scripts/generated-models.sh --update    write the outputs over the committed files
set -euo pipefail
cd "$(dirname "$0")/.."

update=false
if [ "${1:-}" = "--update" ]; then update=true; fi
manifest=Tests/GeneratedModels/Manifest.txt
output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT

swift build --product strata-generate
swift build --target Strata
generate="$(swift build --show-bin-path)/strata-generate"
modules="$(swift build --show-bin-path)/Modules"

failed=0
while read -r file arguments; do
    case "$file" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2086 # the arguments are words, as the manifest writes them
    "$generate" $arguments > "$output/$file"
    swiftc -typecheck -swift-version 6 -I "$modules" -module-name GeneratedModels -package-name Strata "$output/$file"
    if $update; then
        cp "$output/$file" "Tests/GeneratedModels/$file"
    elif ! diff -u "Tests/GeneratedModels/$file" "$output/$file"; then
        echo "generated models: $file differs from what strata-generate writes now (Scripts/generated-models.sh --update rewrites it)"
        failed=1
    fi
    echo "generated models: $file type-checks"
done < "$manifest"

swift format lint --strict --configuration .swift-format "$output"/*.swift
echo "generated models: every output passes swift format lint --strict"
exit $failed
