#!/usr/bin/env python3
"""mark.py IN OUT: an OpenMP program as a new kforge user would try it.

Each `#pragma omp parallel for` (with its continuation lines) is removed,
`#pragma scop` put right before the loop it stood before (past any
preprocessor lines between them: a directive under `#ifdef _OPENMP`), and
`#pragma endscop` after that loop
(one not inside a loop marked already); so does a worksharing `#pragma omp
for` inside a `parallel` region (Rodinia kmeans': the region's block stays,
its statements before the loop run once, as one thread runs them); a loop
spelt as macros, NAME_START(...) ... NAME_END (lbm's sweeps), ends at its
END; every
other `#pragma omp` line (barrier, simd, critical, parallel) is removed,
its lines left empty.
Prints the number of loops marked and of pragmas removed."""
import re
import sys


def skip_space(s, i):
    """past blanks and comments"""
    while i < len(s):
        if s[i].isspace():
            i += 1
        elif s.startswith('//', i):
            i = s.find('\n', i)
            i = len(s) if i < 0 else i
        elif s.startswith('/*', i):
            i = s.find('*/', i)
            i = len(s) if i < 0 else i + 2
        else:
            break
    return i


def match(s, i, open_c, close_c):
    """the index past the bracket that closes the open_c at s[i]"""
    depth = 0
    while i < len(s):
        c = s[i]
        if c in '"\'':
            j = i + 1
            while j < len(s) and s[j] != c:
                j += 2 if s[j] == '\\' else 1
            i = j + 1
            continue
        if s.startswith('//', i) or s.startswith('/*', i):
            i = skip_space(s, i)
            continue
        if c == open_c:
            depth += 1
        elif c == close_c:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(s)


def statement_start(s, i):
    """the index of the statement at or after s[i], past blanks, comments
    and preprocessor lines (a directive's #endif before its loop)"""
    i = skip_space(s, i)
    while s.startswith('#', i):
        i = skip_space(s, s.find('\n', i))
    return i


def statement_end(s, i):
    """the index past the statement that starts at or after s[i]"""
    i = statement_start(s, i)
    if s.startswith('{', i):
        return match(s, i, '{', '}')
    m = re.match(r'(for|while|if)\b', s[i:])
    mac = re.match(r'([A-Za-z_]\w*)_(START|BEGIN)\s*\(', s[i:])
    if mac and not re.match(r'\s*;', s[match(s, s.index('(', i), '(', ')'):]):
        # a loop spelt as macros, NAME_START(...) body NAME_END (lbm's
        # SWEEP_START ... SWEEP_END): the statement ends with its END
        e = re.compile(r'\b' + mac.group(1) + r'_END\b').search(s, i)
        if e:
            return e.end()
    if m:
        end = statement_end(s, match(s, s.index('(', i), '(', ')'))
        k = skip_space(s, end)
        if m.group(1) == 'if' and re.match(r'else\b', s[k:]):
            end = statement_end(s, k + 4)
        return end
    while i < len(s) and s[i] != ';':
        i = match(s, i, s[i], ')' if s[i] == '(' else '}') if s[i] in '({' else i + 1
    return i + 1


def main():
    src = open(sys.argv[1], encoding='latin-1').read().replace('\r\n', '\n')
    pragma = re.compile(r'^[ \t]*#[ \t]*pragma[ \t]+omp\b((?:[^\n]*\\[ \t]*\n)*[^\n]*)$', re.M)
    out, pos, marked, removed, open_until = [], 0, 0, 0, -1
    ends = []
    for m in pragma.finditer(src):
        while ends and ends[0] <= m.start():
            out.append(src[pos:ends[0]] + '\n#pragma endscop\n')
            pos = ends.pop(0)
        out.append(src[pos:m.start()])
        nl = m.group(0).count('\n')
        if re.match(r'\s*(parallel\s+)?for\b', m.group(1)) and m.start() >= open_until:
            # the scop right before its loop, past any #endif between them
            # (a directive under #ifdef _OPENMP): a fragment must not hold
            # a conditional's line
            start = statement_start(src, m.end())
            start = src.rfind('\n', 0, start) + 1
            open_until = statement_end(src, m.end())
            ends.append(open_until)
            out.append('\n' * nl)
            out.append(src[m.end():start] + '#pragma scop\n')
            pos = start
            marked += 1
            continue
        else:
            out.append('\n' * nl)
            removed += 1
        pos = m.end()
    for e in ends:
        out.append(src[pos:e] + '\n#pragma endscop\n')
        pos = e
    out.append(src[pos:])
    with open(sys.argv[2], 'w', encoding='latin-1') as f:
        f.write(''.join(out))
    print(f'{sys.argv[1]}: {marked} loops marked, {removed} other omp pragmas removed')


if __name__ == '__main__':
    main()
