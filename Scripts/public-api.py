#!/usr/bin/env python3
"""Lists the Strata library's public API, one line per symbol, from the symbol graph of the
built module, and compares it with the committed baseline (API/Strata.public-api.txt), so
that a change to the public API is a decision someone wrote down, never an accident.

    Scripts/public-api.py            # check: fails, with the difference, if the API changed
    Scripts/public-api.py --update   # write the current API over the baseline

It builds the library in debug mode first (a no-op after `swift test`). Each line is the
symbol's kind, its path and its declaration; conformances of Strata's types and of other
modules' types to Strata's protocols are listed too (`conforms`)."""
import json, os, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
baseline = os.path.join(root, 'API', 'Strata.public-api.txt')

def run(args, **kwargs):
    return subprocess.run(args, cwd=root, check=True, capture_output=True, text=True, **kwargs).stdout

run(['swift', 'build', '--target', 'Strata'])
bin_path = run(['swift', 'build', '--show-bin-path']).strip()
triple = run(['swiftc', '-print-target-info'])
triple = json.loads(triple)['target']['triple']

def demangled(usr):
    """A type outside Strata by its name: `s:SS` is Swift.String."""
    if not usr.startswith('s:'):
        return usr
    return run(['swift', 'demangle', '--compact', '$s' + usr[2:]]).strip()

lines = set()
with tempfile.TemporaryDirectory() as out:
    run(['swift-symbolgraph-extract', '-module-name', 'Strata', '-I', os.path.join(bin_path, 'Modules'), '-target', triple,
         '-output-dir', out, '-minimum-access-level', 'public', '-skip-synthesized-members'])
    names = {}
    graphs = [json.load(open(os.path.join(out, f))) for f in sorted(os.listdir(out)) if f.endswith('.symbols.json')]
    for graph in graphs:
        for symbol in graph['symbols']:
            names[symbol['identifier']['precise']] = '.'.join(symbol['pathComponents'])
    for graph in graphs:
        extended = graph['module']['name']
        for symbol in graph['symbols']:
            declaration = ''.join(f['spelling'] for f in symbol.get('declarationFragments', []))
            declaration = ' '.join(declaration.split())
            lines.add(f"{symbol['kind']['identifier'].removeprefix('swift.')} {'.'.join(symbol['pathComponents'])}: {declaration}")
        for relation in graph.get('relationships', []):
            if relation['kind'] != 'conformsTo':
                continue
            source = names.get(relation['source']) or demangled(relation['source'])
            target = names.get(relation['target']) or relation.get('targetFallback') or demangled(relation['target'])
            constraints = ', '.join(
                f"{c['lhs']} {':' if c['kind'] == 'conformance' else '=='} {c['rhs']}"
                for c in relation.get('swiftConstraints', []))
            lines.add(f"conforms {source}: {target}" + (f" where {constraints}" if constraints else ''))

current = '\n'.join(sorted(lines)) + '\n'
if '--update' in sys.argv:
    os.makedirs(os.path.dirname(baseline), exist_ok=True)
    open(baseline, 'w').write(current)
    print(f'public API: {len(lines)} symbols and conformances written to {os.path.relpath(baseline, root)}')
    sys.exit(0)
committed = open(baseline).read() if os.path.exists(baseline) else ''
if committed == current:
    print(f'public API: {len(lines)} symbols and conformances, as the baseline lists them')
    sys.exit(0)
old, new = set(committed.splitlines()), set(current.splitlines())
print('public API: the library\'s public API differs from API/Strata.public-api.txt.')
for line in sorted(old - new):
    print(f'  - {line}')
for line in sorted(new - old):
    print(f'  + {line}')
print('If the change is intended, run Scripts/public-api.py --update and commit the baseline with it;')
print('README.md ("Public API and versioning") says what a change means for the version number.')
sys.exit(1)
