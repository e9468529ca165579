#!/usr/bin/env python3
"""reduce.py: shrink a program that kforge gets wrong, keeping the failure.

    reduce.py PROG.c TARGET [KIND] [-o OUT.c]

TARGET is one of test_diff.sh's: openmp, openmp3 (3 threads), openmp-fork
(--min-work=0), opencl.  KIND is the start of the failure to keep, as
test_diff.sh words it: "wrong result" (default), "does not build", "kforge
gen fails", "run fails".  Environment: KFORGE (the kforge to run, default
build/plain/kforge), NUMCMP (default build/plain/kforge-numcmp).

The reduction, line by line (randprog.py writes one statement a line and
one loop header a line): a whole block (a loop or an if with everything it
holds) is dropped, then a single line, then a loop header alone (its body
kept: the loop's counter must then be declared, else the program does not
build and the try is refused), over and over until nothing more goes.  A
try is kept only when the program as written still builds with gcc -O1 and
runs, and kforge's output still fails in the same way; so the result is
well defined as far as the program's own run shows (check it under
-fsanitize=address,undefined before keeping it as a regression test).
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KFORGE = os.environ.get("KFORGE", os.path.join(ROOT, "build/plain/kforge"))
NUMCMP = os.environ.get("NUMCMP", os.path.join(ROOT, "build/plain/kforge-numcmp"))


def sh(cmd, cwd, timeout=60, env=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, shell=True, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout, env=env)
        return p.returncode, p.stdout.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return 124, ""


def failure(text, target, d):
    """Why kforge's TARGET output of text fails ("" where it agrees, None
    where the program itself does not build or run)."""
    with open(os.path.join(d, "p.c"), "w") as f:
        f.write(text)
    if sh("gcc -O1 -w p.c -o ref -lm", d)[0] != 0:
        return None
    rc, out = sh("./ref > ref.out", d, 10)
    if rc != 0:
        return None
    gt, opt, threads = target, "", "2"
    if target == "openmp-fork":
        gt, opt = "openmp", "--min-work=0"
    if target == "openmp3":
        gt, threads = "openmp", "3"
    rc, out = sh("%s gen --target %s %s p.c -o g.c" % (KFORGE, gt, opt), d, 120)
    if rc != 0:
        return "kforge gen fails: " + out
    flags = "-lOpenCL" if gt == "opencl" else "-fopenmp"
    rc, out = sh("gcc -O1 -w g.c %s -o g.exe -lm" % flags, d)
    if rc != 0:
        return "does not build: " + out
    env = dict(os.environ, OMP_NUM_THREADS=threads)
    rc, out = sh("./g.exe > g.out", d, 60, env)
    if rc != 0:
        return "run fails: %d" % rc
    rc, out = sh("%s --rtol 1e-6 ref.out g.out" % NUMCMP, d)
    return "wrong result: " + out if rc != 0 else ""


def block_end(lines, i):
    """The last line of the statement that starts at line i: through the
    matching close brace, or the one statement under a header."""
    depth = 0
    j = i
    while j < len(lines):
        depth += lines[j].count("{") - lines[j].count("}")
        if depth <= 0 and j > i and not re.match(r"\s*(for|while|if|else)\b", lines[j]):
            return j
        if depth <= 0 and lines[j].rstrip().endswith(";") and j >= i:
            return j
        j += 1
    return len(lines) - 1


def reduce(text, target, kind):
    d = tempfile.mkdtemp()
    lines = text.split("\n")
    tries = 0

    def ok(cand):
        nonlocal tries
        tries += 1
        why = failure("\n".join(cand), target, d)
        return why is not None and why.startswith(kind)

    changed = True
    while changed:
        changed = False
        # blocks first, from the end, so that the indices before stay good
        i = len(lines) - 1
        while i >= 0:
            if re.match(r"\s*(for|while|if)\b", lines[i]):
                j = block_end(lines, i)
                cand = lines[:i] + lines[j + 1:]
                if ok(cand):
                    lines, changed = cand, True
            i -= 1
        i = len(lines) - 1
        while i >= 0:
            s = lines[i].strip()
            if s.endswith(";") or s.startswith("printf"):
                cand = lines[:i] + lines[i + 1:]
                if ok(cand):
                    lines, changed = cand, True
            elif re.match(r"(for|while)\b.*\{$", s):
                # the header alone, its body kept (and its close brace)
                j = block_end(lines, i)
                cand = lines[:i] + lines[i + 1:j] + lines[j + 1:]
                if ok(cand):
                    lines, changed = cand, True
            i -= 1
    sys.stderr.write("reduce.py: %d tries, %d lines left\n" % (tries, len(lines)))
    return "\n".join(lines)


def main(argv):
    out = None
    if "-o" in argv:
        k = argv.index("-o")
        out = argv[k + 1]
        argv = argv[:k] + argv[k + 2:]
    if len(argv) not in (3, 4):
        sys.stderr.write("usage: reduce.py PROG.c TARGET [KIND] [-o OUT.c]\n")
        return 2
    kind = argv[3] if len(argv) == 4 else "wrong result"
    text = open(argv[1]).read()
    d = tempfile.mkdtemp()
    why = failure(text, argv[2], d)
    if not why or not why.startswith(kind):
        sys.stderr.write("reduce.py: %s does not fail so: %r\n" % (argv[1], why))
        return 1
    small = reduce(text, argv[2], kind)
    if out:
        with open(out, "w") as f:
            f.write(small)
    else:
        sys.stdout.write(small)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
