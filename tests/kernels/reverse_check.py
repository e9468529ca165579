#!/usr/bin/env python3
"""reverse_check.py: a sanity check of the kforge-expect verdicts.

    tests/kernels/reverse_check.py NUMCMP [KERNEL.c ...]

For each loop inside #pragma scop of each kernel (default: every *.c next
to this script), build a copy with that one loop's iteration order reversed,
run it, and compare its output with the unmodified program's:

    EXACT  byte-identical output
    CLOSE  equal under NUMCMP --rtol 1e-5 (a reduction summed the other way)
    DIFF   anything else

A `parallel` loop must be EXACT and a `reduction` loop EXACT or CLOSE;
anything else is printed with CHECK and makes the exit status 1.  A
`sequential` loop that comes out EXACT is only noted: reversal is a
necessary condition for parallelism, not a sufficient one, and some
sequential loops (time steps) are reversible.  NUMCMP is the kforge-numcmp
program.  Slow (one build per loop, about a minute for the corpus), so it
is not part of test_corpus.sh.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

HEADER = re.compile(r'for \(((?:int )?)(\w+) = ([^;]+); (\w+) (<|<=|>=|>) '
                    r'([^;]+); (\+\+\w+|\w+\+\+|\w+--|--\w+)\)')


def reversed_header(m):
    """The header of match m with its iteration order reversed."""
    decl, var, start, var2, op, bound, _ = m.groups()
    if var != var2:
        return None
    if op == '<':
        return f'for ({decl}{var} = ({bound}) - 1; {var} >= ({start}); {var}--)'
    if op == '<=':
        return f'for ({decl}{var} = ({bound}); {var} >= ({start}); {var}--)'
    if op == '>=':
        return f'for ({decl}{var} = ({bound}); {var} <= ({start}); {var}++)'
    return f'for ({decl}{var} = ({bound}) + 1; {var} <= ({start}); {var}++)'


def build_and_run(src, path):
    with open(path + '.c', 'w') as f:
        f.write(src)
    subprocess.run(['gcc', '-std=c11', '-O1', '-w', path + '.c', '-lm',
                    '-o', path], check=True)
    return subprocess.run([path], capture_output=True, text=True,
                          timeout=60, check=True).stdout


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    numcmp = sys.argv[1]
    here = os.path.dirname(os.path.abspath(__file__))
    files = sys.argv[2:] or sorted(glob.glob(os.path.join(here, '*.c')))
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            name = os.path.basename(path)[:-2]
            src = open(path).read()
            expects = re.findall(r'kforge-expect: (\S+) (\S+) (\S+)', src)
            loops = []
            for m in re.finditer(r'#pragma scop', src):
                end = src.index('#pragma endscop', m.start())
                loops += [m.start() + f.start() for f in
                          re.finditer(r'for \(', src[m.start():end])]
            base = os.path.join(tmp, name)
            orig = build_and_run(src, base)
            with open(base + '.out', 'w') as f:
                f.write(orig)
            for n, (pos, (lid, var, verdict)) in enumerate(zip(loops, expects)):
                m = HEADER.match(src, pos)
                rev = reversed_header(m) if m else None
                if rev is None:
                    print(f'{name:15} {lid:9} {var} cannot reverse this header')
                    bad = 1
                    continue
                out = build_and_run(src[:pos] + rev + src[m.end():],
                                    f'{base}_{n}')
                with open(f'{base}_{n}.out', 'w') as f:
                    f.write(out)
                close = subprocess.run([numcmp, '--rtol', '1e-5', base + '.out',
                                        f'{base}_{n}.out'],
                                       capture_output=True).returncode == 0
                status = 'EXACT' if out == orig else 'CLOSE' if close else 'DIFF'
                note = ''
                if (verdict == 'parallel' and status != 'EXACT') or \
                   (verdict == 'reduction' and status == 'DIFF'):
                    note = '  CHECK'
                    bad = 1
                elif verdict == 'sequential' and status == 'EXACT':
                    note = '  (reversible, still sequential?)'
                print(f'{name:15} {lid:9} {var} {verdict:10} {status}{note}')
    sys.exit(bad)


if __name__ == '__main__':
    main()
