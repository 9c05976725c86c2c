#!/usr/bin/env python3
"""Builds a fake Apple resource directory from the Linux toolchain's modules, so that
`swiftc -typecheck -target x86_64-apple-macosX` (or an iOS/tvOS/watchOS simulator
target) reports Apple availability errors itself. See README.md.

usage: build-stand-in-sdk.py OUT_DIR [macos|ios|tvos|watchos]"""
import os, re, shutil, subprocess, sys

TOOLCHAIN = os.environ.get('SWIFT_TOOLCHAIN', '/opt/swift/usr')
LINUX = f'{TOOLCHAIN}/lib/swift/linux'
TRIPLE = 'x86_64-unknown-linux-gnu'
HERE = os.path.dirname(os.path.abspath(__file__))
out = os.path.abspath(sys.argv[1])
# platform: (resource subfolder, module file triple, oldest target triple). The simulator
# triples keep x86_64, the architecture of the Linux interfaces being retargeted.
PLATFORMS = {
    'macos': ('macosx', 'x86_64-apple-macos', 'x86_64-apple-macos10.13'),
    'ios': ('iphonesimulator', 'x86_64-apple-ios-simulator', 'x86_64-apple-ios12.0-simulator'),
    'tvos': ('appletvsimulator', 'x86_64-apple-tvos-simulator', 'x86_64-apple-tvos12.0-simulator'),
    'watchos': ('watchsimulator', 'x86_64-apple-watchos-simulator', 'x86_64-apple-watchos4.0-simulator'),
}
platform = sys.argv[2] if len(sys.argv) > 2 else 'macos'
PLATFORM_DIR, MODULE_TRIPLE, OLDEST = PLATFORMS[platform]
res, sdk, cache, work = (f'{out}/res', f'{out}/sdk', f'{out}/module-cache-{platform}', f'{out}/work-{platform}')
for d in (f'{res}/{PLATFORM_DIR}', sdk, cache, work):
    os.makedirs(d, exist_ok=True)
version = subprocess.run(['swiftc', '--version'], capture_output=True, text=True).stdout.splitlines()[0]
version = version[version.index('Swift version'):]
for d in ('shims',):
    if not os.path.exists(f'{res}/{d}'):
        shutil.copytree(f'{TOOLCHAIN}/lib/swift/{d}', f'{res}/{d}')
if not os.path.exists(f'{res}/clang'):
    os.symlink(os.path.realpath(f'{TOOLCHAIN}/lib/swift/clang'), f'{res}/clang')

FEATURES = ' '.join('-enable-experimental-feature ' + f for f in (
    'NoncopyableGenerics2', 'SuppressedAssociatedTypes', 'NonescapableTypes', 'LifetimeDependence',
    'InoutLifetimeDependence', 'LifetimeDependenceMutableAccessors', 'Lifetimes'))

def toplevel_names(module):
    text = open(f'{LINUX}/{module}.swiftmodule/{TRIPLE}.swiftinterface').read()
    return set(re.findall(r'^(?:@[^\n]*\s)?(?:public|open)\s+(?:final\s+)?(?:struct|class|enum|protocol|actor|typealias|func)\s+([A-Za-z_][A-Za-z_0-9]*)', text, re.M))

changed_modules = set()

def write_if_changed(path, text):
    # Keeps the file (and its built module) when nothing changed: rebuilding Swift's own
    # module takes minutes. The compiler does not revalidate modules built from
    # interfaces inside the resource directory, so a changed one is evicted by hand.
    if os.path.exists(path) and open(path).read() == text:
        return
    open(path, 'w').write(text)
    changed_modules.add(os.path.basename(os.path.dirname(path)).split('.')[0])

def header(name, extra=()):
    return [ '// swift-interface-format-version: 1.0', f'// swift-compiler-version: {version}',
        f'// swift-module-flags: -target {OLDEST} -disable-objc-interop -enable-library-evolution '
        f'-swift-version 5 -module-name {name} -disable-availability-checking {FEATURES}',
        'import Swift', 'import _Concurrency', 'import _StringProcessing', *extra ]

def dest(name):
    os.makedirs(f'{res}/{PLATFORM_DIR}/{name}.swiftmodule', exist_ok=True)
    return f'{res}/{PLATFORM_DIR}/{name}.swiftmodule/{MODULE_TRIPLE}.swiftinterface'

def retarget_stdlib(name):
    text = open(f'{LINUX}/{name}.swiftmodule/{TRIPLE}.swiftinterface').read()
    lines = []
    for line in text.splitlines():
        if line.startswith('// swift-module-flags:'):
            line = line.replace(f'-target {TRIPLE}', f'-target {OLDEST}') + ' -disable-availability-checking'
        if line == 'import Glibc':
            line = 'import Darwin'
        # Linux interfaces print @backDeployed functions without their bodies; the
        # attribute does not change the declared availability, so it is dropped.
        if re.fullmatch(r'\s*@backDeployed\([^)]*\)\s*', line):
            continue
        lines.append(line)
    if name == 'Synchronization':
        # Linux's Mutex inlines a futex path that calls a C shim defined only for Linux
        # (`_swift_stdlib_gettid` in _SynchronizationShims.h); a stand-in lets the
        # interface build. Only its bodies use it; declarations are unchanged.
        lines.append('@usableFromInline internal func _swift_stdlib_gettid() -> Swift.UInt32 { 0 }')
    write_if_changed(dest(name), '\n'.join(lines) + '\n')

SUBS = [ (r'^import Glibc$', 'import Darwin'), (r'\bGlibc\.POSIXErrorCode\b', 'Darwin.POSIXErrorCode'),
    (r'^import CDispatch$', 'import Darwin'), (r'\bCDispatch\.(off_t|mode_t|timespec)\b', r'Darwin.\1'),
    (r'\bCDispatch\.dispatch_time_t\b', 'Swift.UInt64'), (r'\bCDispatch\.dispatch_fd_t\b', 'Swift.Int32'),
    # printed without its C type (CoreFoundation's _NSRange)
    (r'^public typealias NSRange$', 'public struct NSRange { public init(); public init(location: Swift.Int, length: Swift.Int); public var location: Swift.Int; public var length: Swift.Int }'),
]

def synthesize(name, extra=()):
    raw = f'{work}/{name}.synthesized.swift'
    subprocess.run(['swift-synthesize-interface', '-module-name', name, '-target', TRIPLE,
                    '-print-fully-qualified-types', '-o', raw], check=True)
    lines = open(raw).read().splitlines()
    # The printer qualifies the types of _Concurrency and _StringProcessing with `Swift.`.
    moved = {}
    for module in ('_Concurrency', '_StringProcessing'):
        for n in toplevel_names(module):
            moved[n] = module
    overlay = []
    for entry in open(f'{HERE}/apple-availability-overlay.txt'):
        if entry.startswith('#') or not entry.strip():
            continue
        module, pattern, attribute = entry.rstrip('\n').split('\t')
        if module == name:
            overlay.append((re.compile(pattern), attribute))
    qualified = re.compile(r'\bSwift\.([A-Za-z_][A-Za-z_0-9]*)\b')
    fixed = []
    for line in lines:
        for pattern, replacement in SUBS:
            line = re.sub(pattern, replacement, line)
        line = qualified.sub(lambda m: f'{moved[m.group(1)]}.{m.group(1)}' if m.group(1) in moved else m.group(0), line)
        for pattern, attribute in overlay:
            if pattern.search(line.strip()):
                fixed.append(line[:len(line) - len(line.lstrip())] + attribute)
        fixed.append(line)
        if name == 'FoundationEssentials' and line.strip() == 'case millisecondsSince1970':
            # Darwin's JSONDecoder/JSONEncoder date strategies also have
            # `case formatted(DateFormatter)` (swift-foundation builds it only for
            # Darwin). DateFormatter lives in another module here, so the case carries a
            # stand-in with the two methods a strategy's user calls.
            fixed.append('        case formatted(FoundationEssentials._DarwinDateFormatterStandIn)')
    if name == 'FoundationEssentials':
        fixed.append('/// Stand-in for Darwin\'s DateFormatter in `.formatted` strategies (fake SDK only).')
        fixed.append('final public class _DarwinDateFormatterStandIn : @unchecked Swift.Sendable {')
        fixed.append('  public func date(from string: Swift.String) -> FoundationEssentials.Date?')
        fixed.append('  public func string(from date: FoundationEssentials.Date) -> Swift.String')
        fixed.append('}')
    text = '\n'.join(header(name, extra) + fixed) + '\n'
    # The built interface is repaired in place later; compare with the unrepaired text of
    # the last run so that an unchanged module is neither rewritten nor rebuilt.
    previous = f'{work}/{name}.unrepaired.swiftinterface'
    if os.path.exists(previous) and os.path.exists(dest(name)) and open(previous).read() == text:
        return
    open(previous, 'w').write(text)
    write_if_changed(dest(name), text)

def compile_module(name):
    """Builds the module implicitly, as an importer would: a probe file that imports it
    is type-checked for the fake target; the built module lands in the module cache."""
    probe = f'{work}/probe-{name}.swift'
    open(probe, 'w').write(f'import {name}\n')
    cmd = ['swiftc', '-typecheck', probe, '-target', OLDEST, '-resource-dir', res, '-sdk', sdk,
           '-module-cache-path', cache, '-Xfrontend', '-disable-objc-interop']
    result = subprocess.run(cmd, capture_output=True, text=True)
    result.stderr = '\n'.join(l for l in result.stderr.splitlines() if 'SDKSettings.json' not in l)
    return result

dropped = []

def drop(lines, index):
    """Comments out a declaration the compiler cannot read back (a printing artifact),
    with its attribute lines; a block (`extension X {`) to its closing brace."""
    text = lines[index].strip()
    if text.startswith('//') or not text:
        return False
    if not re.match(r'^(@|public|open|internal|final|override|mutating|nonmutating|static|class|extension|func|var|let|init|subscript|case|convenience|required|nonisolated|borrowing|consuming|indirect|struct|enum|protocol|typealias|associatedtype)', text):
        return False
    end = index
    if text.endswith('{'):
        depth = 0
        for j in range(index, len(lines)):
            body = lines[j].strip()
            if body.startswith('//'):
                continue
            depth += body.count('{') - body.count('}')
            if depth == 0:
                end = j
                break
        else:
            return False
    start = index
    while start > 0 and re.match(r'^\s*@[A-Za-z_]', lines[start - 1]) and not re.search(r'\b(func|var|let|init|subscript|case|class|struct|enum|protocol|extension)\b', lines[start - 1]):
        start -= 1
    for j in range(start, end + 1):
        lines[j] = '// dropped: ' + lines[j]
    return True

ERROR = re.compile(r'^(.*?):(\d+):(\d+): error: (.*)$')
def build_with_repairs(name, rounds=12):
    """Compiles the interface; repairs the printing artifacts the compiler points at
    (properties and subscripts printed without accessors, `let` printed with `{ get }`,
    `internal(set)` on read-only properties) and drops what it cannot repair; the
    dropped declarations are listed in OUT_DIR/dropped-declarations-PLATFORM.txt."""
    for attempt in range(rounds):
        result = compile_module(name)
        if result.returncode == 0:
            print(f'  {name}: built' + (f' after {attempt} repair rounds' if attempt else ''))
            return True
        path = dest(name)
        lines = open(path).read().split('\n')
        changed = 0
        unknown = []
        for line in result.stderr.splitlines():
            m = ERROR.match(line)
            if not m or os.path.abspath(m.group(1)) != path:
                if m: unknown.append(line)
                continue
            index, message = int(m.group(2)) - 1, m.group(4)
            text = lines[index]
            if "'let' declarations cannot be computed properties" in message:
                lines[index] = re.sub(r'\blet\b', 'var', text, count=1); changed += 1
            elif ("expected '{' in subscript" in message or 'must not contain stored properties' in message
                  or "'@inlinable' attribute cannot be applied to stored properties" in message
                  or 'cannot be applied to stored properties' in message):
                if '{' not in text:
                    lines[index] = text + ' { get set }'; changed += 1
            elif "modifier cannot be applied to read-only properties" in message:
                lines[index] = re.sub(r'\b(internal|private|fileprivate)\(set\)\s*', '', text); changed += 1
            elif drop(lines, index):
                changed += 1; dropped.append(f'{name}:{index + 1}: {message} -- {text.strip()[:120]}')
            elif 'does not override a designated initializer' in message:
                lines[index] = re.sub(r'\boverride\s+', '', text, count=1); changed += 1
            else:
                unknown.append(line)
        open(path, 'w').write('\n'.join(lines))
        if not changed:
            print(f'  {name}: FAILED; unrepaired errors:'); print('\n'.join(unknown[:40]))
            return False
    print(f'  {name}: FAILED after {rounds} rounds'); return False

if __name__ == '__main__':
    for m in ['Swift', '_Concurrency', '_StringProcessing', '_RegexParser', 'SwiftOnoneSupport', 'Synchronization', '_Builtin_float']:
        retarget_stdlib(m)
    for stub in ('Darwin', 'DarwinTypes'):
        text = open(f'{HERE}/{stub}.swiftinterface').read().replace('-target x86_64-apple-macos10.13', f'-target {OLDEST}')
        text = re.sub(r'^// swift-compiler-version: .*$', f'// swift-compiler-version: {version}', text, flags=re.M)
        write_if_changed(dest(stub), text)
    synthesize('_FoundationCollections')
    synthesize('Dispatch')
    synthesize('FoundationEssentials', ['import _FoundationCollections'])
    synthesize('FoundationInternationalization', ['import _FoundationCollections'])
    synthesize('Foundation', ['import _FoundationCollections', '@_exported import FoundationEssentials',
        '@_exported import FoundationInternationalization', '@_exported import Dispatch', '@_exported import Darwin'])
    order = ['Swift', '_Concurrency', '_StringProcessing', 'SwiftOnoneSupport', 'DarwinTypes', 'Darwin', 'Synchronization',
             '_FoundationCollections', 'Dispatch', 'FoundationEssentials', 'FoundationInternationalization', 'Foundation']
    first = min((order.index(m) for m in changed_modules if m in order), default=len(order))
    for m in order[first:]:
        for entry in os.listdir(cache):
            if entry.startswith(m + '-') and entry.endswith('.swiftmodule'):
                os.remove(os.path.join(cache, entry))
    ok = True
    for m in ['Swift', '_Concurrency', '_StringProcessing', 'SwiftOnoneSupport', 'DarwinTypes', 'Darwin', 'Synchronization',
              '_FoundationCollections', 'Dispatch', 'FoundationEssentials', 'FoundationInternationalization', 'Foundation']:
        ok = build_with_repairs(m) and ok
    listing = f'{out}/dropped-declarations-{platform}.txt'
    if dropped or not os.path.exists(listing):
        with open(listing, 'w') as f:
            f.write('\n'.join(dropped) + '\n')
        print(f'  {len(dropped)} declarations dropped (see {listing})')
    else:
        print(f'  nothing rebuilt; the dropped declarations of the last build are in {listing}')
    sys.exit(0 if ok else 1)
