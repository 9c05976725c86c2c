#!/usr/bin/env bash
# Fails if the library or its tools use standard-library SPI or underscored API that Apple's
# toolchains may not ship or may change: `@_spi` imports, `@_silgen_name` declarations of
# runtime symbols, and underscored functions and types that Strata does not declare itself.
#
# Allowed, because they are not API: compiler attributes (`@_disfavoredOverload`, `@_transparent`, …),
# compilation conditions (`#if _endian(little)`) and accessor keywords (`_modify`). Allowed with a justification in the code:
# the names in `allowed` below, each next to a comment that says why it is stable.
#
# `@_transparent` marks small hot helpers of the reader, the index, the coders and the
# writer (see ARCHITECTURE.md, "Debug builds"): it is inlined in every build, where
# `@inline(__always)` is inlined only by the optimizer, so an app's debug build (-Onone,
# every package unoptimized) does not pay a call and a zeroed copy of each parameter for
# each byte, word, key and value. Apple's toolchains accept it in packages (the
# standard library and swift-atomics use it throughout); the helpers are internal, so it
# is no ABI of Strata's. `@_optimize(speed)` was tried and does nothing at -Onone.
set -euo pipefail
cd "$(dirname "$0")/.."

# Underscored standard-library names used on purpose; the comment at the use says why.
allowed=(
    _getTypeByMangledNameInContext # Support/MangledTypeName.swift: the public runtime entry point for mangled names
)

# Code only: comment lines and string literals removed.
code() {
    find Sources -name '*.swift' -print0 | xargs -0 perl -ne '
        next if m{^\s*//};
        s{//.*$}{};
        s{"(?:[^"\\]|\\.)*"}{""}g;
        print "$ARGV:$.:$_";
        close ARGV if eof;
    ' 2>/dev/null
}

failed=0
if spi=$(code | grep -E '@_spi|@_silgen_name|@_implementationOnly'); then
    echo "SPI or runtime symbols declared by name (not allowed):"
    echo "$spi"
    failed=1
fi

# Every underscored identifier the code uses, minus those Strata declares and the allowed.
declaration='\b(func|class|struct|enum|protocol|var|let|typealias|case|associatedtype)\s+_[A-Za-z0-9_]+'
declared=$(code | grep -oE "$declaration" | awk '{print $2}' | sort -u)
used=$(code | grep -oE '(^|[^A-Za-z0-9_@#.])_[A-Za-z][A-Za-z0-9_]*' | sed -E 's/^[^_]*//' | sort -u)
for name in $used; do
    if grep -qx -- "$name" <<< "$declared"; then continue; fi
    if printf '%s\n' "${allowed[@]%% *}" | grep -qx -- "$name"; then continue; fi
    # Compilation conditions and accessor keywords are the language's, not API.
    case "$name" in _endian | _runtime | _pointerBitWidth | _read | _modify) continue ;; esac
    echo "underscored name not declared by Strata and not in the allowed list: $name"
    code | grep -E "(^|[^A-Za-z0-9_@#.])$name\b" | head -3 | sed 's/^/    /'
    failed=1
done

[ "$failed" = 0 ] && echo "private API: none (allowed and justified: ${allowed[*]%% *})"
exit "$failed"
