#!/usr/bin/env bash
# Type-checks Strata for Apple platforms from Linux, at the deployment targets Package.swift
# declares, and fails on any error or warning:
#
#   1. the library (Sources/Strata) for macOS 12, iOS 15, tvOS 15 and watchOS 8, so that the
#      compiler itself reports any API newer than those (Atomic, constrained existentials,
#      format styles) used without a fallback, and compiles the `#if canImport(Darwin)`
#      branches the Linux build never sees;
#   2. every documentation sample (README, articles, doc comments) as a client would write
#      it, against the library's module built for iOS 15.
#
# No Apple SDK is needed: build-stand-in-sdk.py makes a stand-in SDK from this Linux
# toolchain's module interfaces, which carry Apple availability (README.md in this folder
# says how, and what such a check cannot see). The first build takes a few minutes per
# platform; it is kept in a cache folder outside the clone and reused while the toolchain
# and this folder's files are unchanged:
#   $STRATA_APPLE_SDK_CACHE, or else $XDG_CACHE_HOME/strata-apple-sdk, or ~/.cache/strata-apple-sdk
#
# usage: Scripts/apple-availability/check.sh [--library-only]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
library_only=false
[ "${1:-}" = "--library-only" ] && library_only=true

# The platforms and versions Package.swift declares (visionOS 1 has no stand-in: the
# toolchain's interfaces carry visionOS availability only as iOS's, which iOS 15 covers).
targets=("macos 12.0" "ios 15.0" "tvos 15.0" "watchos 8.0")
grep -q '\.macOS(.v12)' Package.swift && grep -q '\.iOS(.v15)' Package.swift && grep -q '\.tvOS(.v15)' Package.swift \
    && grep -q '\.watchOS(.v8)' Package.swift || { echo "Package.swift's platforms differ from the ones checked here: update $0"; exit 1; }

key=$( (swiftc --version 2>&1 | head -1; cat "$here/build-stand-in-sdk.py" "$here"/*.swiftinterface "$here/apple-availability-overlay.txt") \
    | sha256sum | cut -c1-16)
cache="${STRATA_APPLE_SDK_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/strata-apple-sdk}/$key"
mkdir -p "$cache/logs"

triple() {
    case $1 in
        macos) echo "x86_64-apple-macos$2" ;;
        ios) echo "x86_64-apple-ios$2-simulator" ;;
        tvos) echo "x86_64-apple-tvos$2-simulator" ;;
        watchos) echo "x86_64-apple-watchos$2-simulator" ;;
    esac
}

# What swiftc needs to compile for a platform against its stand-in SDK.
flags() {
    echo -target "$(triple "$1" "$2")" -resource-dir "$cache/res" -sdk "$cache/sdk" \
        -module-cache-path "$cache/module-cache-$1" -Xfrontend -disable-objc-interop
}

failed=0
library_files=$(find Sources/Strata -name '*.swift' | sort)
for target in "${targets[@]}"; do
    set -- $target
    platform=$1 version=$2
    if [ ! -f "$cache/ready-$platform" ]; then
        echo "apple-availability: building the $platform stand-in SDK in $cache (once; a few minutes)"
        if ! python3 "$here/build-stand-in-sdk.py" "$cache" "$platform" > "$cache/logs/build-$platform.log" 2>&1; then
            tail -20 "$cache/logs/build-$platform.log"
            echo "apple-availability: the $platform stand-in SDK did not build (log: $cache/logs/build-$platform.log)"
            exit 1
        fi
        touch "$cache/ready-$platform"
    fi
    # -wmo: one frontend job, so that an error in one file does not stop the others from
    # being checked (batch mode stops scheduling after the first failing job).
    log="$cache/logs/library-$platform-$version.txt"
    # shellcheck disable=SC2046,SC2086
    swiftc -typecheck -module-name Strata -parse-as-library -swift-version 6 $(flags "$platform" "$version") \
        -DSWIFT_PACKAGE -wmo -continue-building-after-errors $library_files 2>&1 | grep -v 'Could not read SDKSettings.json' > "$log" || true
    errors=$(grep -c -E ': (error|warning):' "$log" || true)
    if [ "$errors" -gt 0 ]; then
        grep -E ': (error|warning):' "$log" | sort -u
        echo "apple-availability: Sources/Strata for $platform $version: $errors errors and warnings"
        failed=1
    else
        echo "apple-availability: Sources/Strata type-checks for $platform $version"
    fi
done
[ "$failed" = 0 ] || exit 1
[ "$library_only" = true ] && exit 0

# The samples, as a client compiles them: against the library's module built for iOS 15.
modules="$cache/client-modules"
rm -rf "$modules"
mkdir -p "$modules"
# shellcheck disable=SC2046,SC2086
swiftc -emit-module -module-name Strata -parse-as-library -swift-version 6 $(flags ios 15.0) -DSWIFT_PACKAGE -wmo \
    -emit-module-path "$modules/Strata.swiftmodule" $library_files 2>&1 | grep -v 'Could not read SDKSettings.json' || true
[ -f "$modules/Strata.swiftmodule" ] || { echo "apple-availability: the Strata module for iOS 15 was not built"; exit 1; }
# shellcheck disable=SC2046
swift Scripts/check-snippets.swift --typecheck-only --modules "$modules" -- $(flags ios 15.0)
