"""randfeat.py: randprog.py's --feat mode, random programs built from the
C face's newer readings (docs/c-loops.md), each called with parameters on
both sides of what kforge must test or assume at run time.

Each program holds two to four functions `fK`, one `#pragma scop` fragment
each, and main calls every one of them several times, with parameter sets
drawn so that both answers of every run-time question occur:

  image      flat buffers `img[y * stride + x]` (or `x + stride * y`, an
             index variable `k = y * stride + x`, a row pointer `row = img +
             y * stride`), loops to w and h: the delinearisation kforge
             assumes (`w <= stride`, pass delin-assume); calls with stride
             = w, > w, < w (rows overlap), h = 0, and one large enough to
             pass the OpenMP work test; the pointers without restrict now
             and then, and now and then one buffer passed twice
  volume     `v[x + y * nx + z * nx * ny]`, loops to w, h, d
  quot       2-D arrays under subscripts and conditions with `/`, `%`,
             `>>`, `&` by constants, numerators that go below zero (C
             truncates toward zero), loops from below zero
  solve      triangular solves (forward substitution, cholesky's shape):
             the order-keep pass, fp rules, sizes on both sides of the work
             test
  expand     a recurrence down each column in scalars (deriche), a sum
             into a scalar per column (symm): passes expand, distribute
  paths      (seeds from PATHS_FROM on) scalars set in a nest by an
             if/else-if chain or a switch and read after the loops (their
             last values: OpenMP lastprivate, the GPU targets' host run of
             the chain, gpu_last.c): on every path (an else, a default),
             or on some paths only (no else, a switch without a default, a
             case that falls through), with nested ifs inside the paths,
             conditions on counters, parameters, data and the scalar
             itself, switches on `(i - j) % 3` that go below zero; read in
             the iteration, after the nest in the fragment, and printed
and around any of them:
  host tests an enclosing `if` on the parameters (`n % 4 == 0`), an early
             `return`, an `assert` (calls that keep it)
  clamps     `clampi(v, lo, hi)` helpers and `?:` clamps in subscripts
  last values a scalar set in the nest and printed after it (`last =
             A[i][j]`, `k = i + n * j`), calls where the nest runs no
             iteration

Seeds below PATHS_FROM give the programs they gave before the paths were
added (byte for byte): the runs recorded in docs/c-loops.md stay
reproducible.  From it on, the kinds of piece are drawn from a longer list.

Every subscript is checked by running the loops here, in Python, for every
call (C's truncating `/` and `%`), so the programs are well defined C; any
difference between the sequential build and kforge's is kforge's bug.
"""
import random

SZ = 12000          # elements of each flat buffer
PATHS_FROM = 156    # first seed with the paths pieces (seeds 1-155 ran before)
R = 96              # rows and columns of the 2-D arrays
COEFS = ["0.5", "0.25", "0.125", "0.375", "0.3", "0.2"]


def cdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def cmod(a, b):
    return a - b * cdiv(a, b)


class Ex:
    """An integer expression: its C text and a Python function of the
    environment (loop counters and parameters) computing what C does."""
    def __init__(self, txt, fn):
        self.txt, self.fn = txt, fn


def var(v):
    return Ex(v, lambda e, v=v: e[v])


def lin(a, o):
    """a + o"""
    if o == 0:
        return a
    return Ex("%s %s %d" % (a.txt, "+" if o > 0 else "-", abs(o)), lambda e: a.fn(e) + o)


class Loop:
    def __init__(self, v, lo, hi):
        self.v, self.lo, self.hi = v, lo, hi      # Ex each; hi exclusive


class Piece:
    """One function: parameters, loops, statements; `calls`: the
    parameter sets main passes."""
    def __init__(self, g, k):
        self.g, self.k = g, k
        self.name = "f%d" % k
        self.lines = []
        self.calls = []
        self.params = []        # (C declaration, name)
        self.scalars_out = []   # printed after each call
        self.after = []         # fragment lines after the nest
        self.ints = ("k",)      # the int scalars of scalars_out


class FeatGen:
    def __init__(self, seed):
        self.r = random.Random(seed * 2654435761 % (2 ** 32) + 11)
        # the shapes added since draw from a second generator
        self.r2 = random.Random(seed * 40503 + 17)
        self.seed = seed
        self.flats = ["F%d" % i for i in range(self.r.randint(2, 3))]
        self.grids = ["A%d" % i for i in range(self.r.randint(2, 3))]
        self.helper = False
        self.uses_assert = False

    # ---- enumeration: every access of every call stays in its array ----
    def iterations(self, loops, env):
        """Every environment of the nest `loops` under env (a generator)."""
        if not loops:
            yield env
            return
        lp = loops[0]
        for x in range(lp.lo.fn(env), lp.hi.fn(env)):
            e = dict(env)
            e[lp.v] = x
            yield from self.iterations(loops[1:], e)

    def envs(self, piece, loops):
        out = []
        for c in piece.calls:
            out.extend(self.iterations(loops, dict(c)))
        return out

    def fits(self, ex, envs, ext):
        for e in envs:
            v = ex.fn(e)
            if v < 0 or v >= ext:
                return False
        return True

    # ---- subscripts ------------------------------------------------------
    def quot_sub(self, loops, envs, ext, plain=False):
        """A subscript within [0, ext) for every env: a counter plus an
        offset, or through /, %, >>, & by constants, or a clamp; shifted
        to start at 0 where its lowest value is below it."""
        r = self.r
        for _ in range(8):
            a = var(r.choice(loops).v)
            if len(loops) > 1 and r.random() < 0.25:
                b = r.choice(loops).v
                if b != a.txt:
                    s = r.choice([1, -1])
                    a = Ex("%s %s %s" % (a.txt, "+" if s > 0 else "-", b),
                           lambda e, a=a, b=b, s=s: a.fn(e) + s * e[b])
            a = lin(a, r.choice([0, 0, 1, -1, -3, 2]))
            x = r.random()
            if plain or x < 0.35:
                ex = a
            elif x < 0.5:
                c = r.choice([2, 3, 4])
                ex = Ex("(%s) / %d" % (a.txt, c), lambda e, a=a, c=c: cdiv(a.fn(e), c))
            elif x < 0.6:
                c = r.choice([2, 3, 5])
                ex = Ex("(%s) %% %d" % (a.txt, c), lambda e, a=a, c=c: cmod(a.fn(e), c))
            elif x < 0.7:
                c = r.choice([1, 2])
                ex = Ex("(%s) >> %d" % (a.txt, c), lambda e, a=a, c=c: a.fn(e) >> c)
            elif x < 0.78:
                c = r.choice([1, 3, 7])
                ex = Ex("((%s) & %d)" % (a.txt, c), lambda e, a=a, c=c: a.fn(e) & c)
            else:
                ex = self.clamp(a, ext)
            vals = [ex.fn(e) for e in envs] or [0]
            lo, hi = min(vals), max(vals)
            if lo < 0:
                ex = Ex("(%s) + %d" % (ex.txt, -lo), lambda e, ex=ex, d=-lo: ex.fn(e) + d)
                hi -= lo
            if hi < ext:
                return ex
        return Ex(str(r.randint(0, ext - 1)), lambda e: 0)

    def clamp(self, a, ext, hi_ex=None):
        """a clamped to [0, hi]: a ?: clamp or the clampi helper."""
        hi = hi_ex or Ex(str(ext - 1), lambda e, h=ext - 1: h)
        if self.r.random() < 0.5:
            self.helper = True
            return Ex("clampi(%s, 0, %s)" % (a.txt, hi.txt),
                      lambda e: max(0, min(a.fn(e), hi.fn(e))))
        return Ex("(%s < 0 ? 0 : (%s > %s ? %s : %s))" % (a.txt, a.txt, hi.txt, hi.txt, a.txt),
                  lambda e: max(0, min(a.fn(e), hi.fn(e))))

    # ---- right-hand sides ------------------------------------------------
    def rhs(self, reads):
        r = self.r
        parts = ["%s * %s" % (r.choice(COEFS[2:]), t) for t in reads]
        parts.append(r.choice(["1.0", "0.5", "0.25"]))
        return " + ".join(parts)

    def cond(self, loops):
        """An if on the counters through a quotient, or None."""
        r = self.r
        if r.random() < 0.6:
            return None
        a = r.choice(loops).v
        if len(loops) > 1 and r.random() < 0.5:
            a = "%s %s %s" % (a, r.choice("+-"), r.choice(loops).v)
        c = r.choice([2, 3, 4])
        x = r.random()
        if x < 0.4:
            return "(%s) %% %d == %d" % (a, c, r.randint(-(c - 1), c - 1))
        if x < 0.55:
            return "(%s) %% %d != 0" % (a, c)
        if x < 0.7:
            return "(%s) & 1" % a
        if x < 0.85:
            return "((%s) >> 1) %% 2 == 0" % a
        return "(%s) / %d < %d" % (a, c, r.randint(-1, 3))

    # ---- host tests around a fragment ----------------------------------
    def host_test(self, piece, names):
        """(lines before, lines after, calls kept): an enclosing if, an
        early return or an assert on the parameters; calls on both
        sides of it (an assert's only on its side)."""
        r = self.r
        if r.random() < 0.55:
            return [], [], piece.calls
        p = r.choice(names)
        x = r.random()
        if x < 0.4:
            c = r.choice([2, 3, 4])
            test, fn = "%s %% %d == 0" % (p, c), lambda e, p=p, c=c: e[p] % c == 0
        elif x < 0.7 and "stride" in names and "w" in names:
            test, fn = "w <= stride", lambda e: e["w"] <= e["stride"]
        else:
            k = r.randint(2, 6)
            test, fn = "%s >= %d" % (p, k), lambda e, p=p, k=k: e[p] >= k
        y = r.random()
        if y < 0.4:
            return ["\tif (%s) {" % test], ["\t}"], piece.calls
        if y < 0.8:
            return ["\tif (!(%s))" % test, "\t\treturn;"], [], piece.calls
        kept = [c for c in piece.calls if fn(c)]
        if not kept:
            return [], [], piece.calls
        self.uses_assert = True
        return ["\tassert(%s);" % test], [], kept

    # ---- the pieces --------------------------------------------------------
    def image(self, pc):
        r = self.r
        restrict = "restrict " if r.random() < 0.6 else ""
        src, dst = r.sample(self.flats, 2)
        inplace = r.random() < 0.4
        pc.params = [("int w", "w"), ("int h", "h"), ("int stride", "stride"),
                     ("double *%ssrc" % restrict, "src")]
        if not inplace:
            pc.params.append(("double *%sdst" % restrict, "dst"))
        w = r.randint(4, 12)
        h = r.randint(2, 8)
        pc.calls = [dict(w=w, h=h, stride=w + r.randint(0, 4)),
                    dict(w=w, h=h, stride=w - r.randint(1, w - 2)),
                    dict(w=w, h=0, stride=w + 1),
                    dict(w=w, h=h, stride=w)]
        if r.random() < 0.5:
            bw = r.randint(90, 110)
            pc.calls.append(dict(w=bw, h=r.randint(80, 100), stride=bw + r.choice([0, 3])))
        r.shuffle(pc.calls)
        pc.args = {"src": src, "dst": dst if not (restrict == "" and r.random() < 0.3) else src}
        if restrict and pc.args["dst"] == src:
            pc.args["dst"] = dst
        ylo, xlo = r.choice([0, 0, 1]), r.choice([0, 0, 1])
        xhi = r.choice(["w", "w", "w - 1"])
        loops = [Loop("y", Ex(str(ylo), lambda e, v=ylo: v), var("h")),
                 Loop("x", Ex(str(xlo), lambda e, v=xlo: v),
                      var("w") if xhi == "w" else Ex("w - 1", lambda e: e["w"] - 1))]
        envs = self.envs(pc, loops)
        # columns: x, x +- 1 where the loop allows, clamped into the row
        def col():
            x = r.random()
            if x < 0.5:
                return var("x")
            o = r.choice([-1, 1])
            if x < 0.8:
                return self.clamp(lin(var("x"), o), 0, Ex("w - 1", lambda e: e["w"] - 1))
            if o < 0 and xlo >= 1:
                return lin(var("x"), -1)
            if o > 0 and xhi != "w":
                return lin(var("x"), 1)
            return var("x")
        def row():
            return lin(var("y"), -1) if ylo >= 1 and r.random() < 0.4 else var("y")
        def flat(arr, y, x):
            form = r.random()
            if form < 0.6:
                return "%s[%s * stride + %s]" % (arr, "(%s)" % y.txt if " " in y.txt else y.txt, x.txt)
            return "%s[%s + stride * %s]" % (arr, x.txt, "(%s)" % y.txt if " " in y.txt else y.txt)
        out = pc.lines
        wr = "src" if inplace else "dst"
        reads = [flat("src", row(), col()) for _ in range(r.randint(1, 3))]
        if not inplace and r.random() < 0.3:
            reads.append(flat("dst", row(), col()))
        last = r.random() < 0.35
        style = r.random()
        body = []
        if style < 0.2:
            body.append("\t\t\tk = y * stride + x;")
            lhs = "%s[k]" % wr
        elif style < 0.35:
            body.append("\t\t\tdouble *row = %s + y * stride;" % wr)
            lhs = "row[x]"
        else:
            lhs = flat(wr, var("y"), var("x"))
        body.append("\t\t\t%s = %s;" % (lhs, self.rhs(reads)))
        if last:
            body.append("\t\t\tlast = %s;" % flat(wr, var("y"), var("x")))
        del envs
        return loops, body, ["int k = 0;", "double last = 0.25;"], (["k", "last"] if last else ["k"] if style < 0.2 else [])

    def volume(self, pc):
        r = self.r
        a, b = r.sample(self.flats, 2)
        pc.params = [("int w", "w"), ("int h", "h"), ("int d", "d"), ("int nx", "nx"),
                     ("int ny", "ny"), ("double *restrict v", "v"), ("double *restrict o", "o")]
        pc.args = {"v": a, "o": b}
        w, h, d = r.randint(3, 7), r.randint(2, 6), r.randint(2, 4)
        pc.calls = [dict(w=w, h=h, d=d, nx=w + 1, ny=h), dict(w=w, h=h, d=d, nx=w, ny=h + 2),
                    dict(w=w, h=h, d=d, nx=w - 1, ny=h), dict(w=w, h=h, d=d, nx=w, ny=h - 1),
                    dict(w=w, h=h, d=0, nx=w, ny=h)]
        r.shuffle(pc.calls)
        loops = [Loop("z", Ex("0", lambda e: 0), var("d")), Loop("y", Ex("0", lambda e: 0), var("h")),
                 Loop("x", Ex("0", lambda e: 0), var("w"))]
        def at(arr, dx):
            x = "x" if dx == 0 else self.clamp(lin(var("x"), dx), 0, Ex("w - 1", lambda e: e["w"] - 1)).txt
            return "%s[%s + y * nx + z * nx * ny]" % (arr, x)
        inplace = r.random() < 0.4
        wr = "v" if inplace else "o"
        reads = [at("v", r.choice([0, -1, 1])) for _ in range(r.randint(1, 3))]
        body = ["\t\t\t\t%s = %s;" % (at(wr, 0), self.rhs(reads))]
        return loops, body, [], []

    def quot(self, pc):
        r = self.r
        pc.params = [("int n", "n"), ("int m", "m")]
        pc.args = {}
        n, m = r.randint(4, 14), r.randint(4, 14)
        pc.calls = [dict(n=n, m=m), dict(n=n + 1, m=m - 1), dict(n=0, m=m)]
        if r.random() < 0.5:
            pc.calls.append(dict(n=r.randint(85, 93), m=r.randint(85, 93)))
        r.shuffle(pc.calls)
        nl = r.choice([1, 2, 2])
        loops = []
        for d, v in enumerate("ij"[:nl]):
            lo = r.choice([0, 0, 1, -2, -3])
            hi = "n" if d == 0 else r.choice(["m", "m", "i"] if nl == 2 else ["m"])
            hif = (lambda e: e["n"]) if hi == "n" else (lambda e: e["m"]) if hi == "m" else (lambda e: e["i"])
            loops.append(Loop(v, Ex(str(lo), lambda e, lo=lo: lo), Ex(hi, hif)))
        envs = self.envs(pc, loops)
        ind = "\t" * (nl + 1)
        body = []
        last = r.random() < 0.3
        for _ in range(r.randint(1, 2)):
            arr = r.choice(self.grids)
            lhs = "%s[%s][%s]" % (arr, self.quot_sub(loops, envs, R, r.random() < 0.4).txt,
                                  self.quot_sub(loops, envs, R, r.random() < 0.4).txt)
            reads = ["%s[%s][%s]" % (r.choice(self.grids), self.quot_sub(loops, envs, R).txt,
                                     self.quot_sub(loops, envs, R).txt) for _ in range(r.randint(1, 3))]
            c = self.cond(loops)
            if c:
                body.append("%sif (%s)" % (ind, c))
                body.append("%s\t%s = %s;" % (ind, lhs, self.rhs(reads)))
            else:
                body.append("%s%s = %s;" % (ind, lhs, self.rhs(reads)))
        if last:
            body.append("%slast = %s;" % (ind, lhs))
        outs = ["last"] if last else []
        if self.r2.random() < 0.3:
            # an index's last value: k = i * m + j, kept when no iteration runs
            body.append("%sk = %s;" % (ind, " + ".join("%s * %d" % (lp.v, 7 ** (nl - 1 - d))
                                                     for d, lp in enumerate(loops))))
            outs.append("k")
        return loops, body, ["double last = 0.25;", "int k = -3;"], outs

    def solve(self, pc):
        """x[i] = (b[i] - sum_j<i L[i][j] x[j]) / L[i][i], L's off-diagonal
        negative (so every x stays positive), or cholesky's shape."""
        r = self.r
        L, X = r.sample(self.grids, 2)
        pc.params = [("int n", "n")]
        pc.args = {}
        pc.calls = [dict(n=r.randint(3, 12)), dict(n=r.randint(91, 96)), dict(n=0), dict(n=r.randint(40, 70))]
        r.shuffle(pc.calls)
        col = r.randint(0, R - 1)
        x = "%s[i][%d]" % (X, col)
        body = []
        if r.random() < 0.5:
            # forward substitution: s in a scalar or in the element
            if r.random() < 0.5:
                body += ["\t\ts = %s[i][%d];" % (X, col),
                         "\t\tfor (int j = 0; j < i; j++)",
                         "\t\t\ts -= (-0.01 * %s[i][j]) * %s[j][%d];" % (L, X, col),
                         "\t\t%s = s / (1.0 + %s[i][i]);" % (x, L)]
            else:
                body += ["\t\tfor (int j = 0; j < i; j++)",
                         "\t\t\t%s -= (-0.01 * %s[i][j]) * %s[j][%d];" % (x, L, X, col),
                         "\t\t%s = %s / (1.0 + %s[i][i]);" % (x, x, L)]
            loops = [Loop("i", Ex("0", lambda e: 0), var("n"))]
            return loops, body, ["double s = 0.5;"], ["s"]
        # cholesky's shape on X, with L read: every column j < i, then the
        # diagonal; values stay positive: X[i][j] grows by small products
        body += ["\t\tfor (int j = 0; j < i; j++) {",
                 "\t\t\tfor (int k = 0; k < j; k++)",
                 "\t\t\t\t%s[i][j] += 0.01 * %s[i][k] * %s[j][k];" % (X, X, X),
                 "\t\t\t%s[i][j] = %s[i][j] / (1.0 + %s[j][j]);" % (X, X, X),
                 "\t\t}",
                 "\t\tfor (int k = 0; k < i; k++)",
                 "\t\t\t%s[i][i] += 0.01 * %s[i][k] * %s[i][k];" % (X, X, X),
                 "\t\t%s[i][i] = 0.5 * %s[i][i] + %s[i][i];" % (X, X, L)]
        loops = [Loop("i", Ex("0", lambda e: 0), var("n"))]
        return loops, body, [], []

    def expand(self, pc):
        r = self.r
        X, Y, B = r.sample(self.grids, 3) if len(self.grids) >= 3 else (self.grids + self.grids)[:3]
        pc.params = [("int n", "n"), ("int m", "m")]
        pc.args = {}
        pc.calls = [dict(n=r.randint(3, 12), m=r.randint(3, 12)), dict(n=r.randint(85, 96), m=r.randint(85, 96)),
                    dict(n=0, m=5), dict(n=7, m=0)]
        r.shuffle(pc.calls)
        if self.r2.random() < 0.35:
            # covariance's mean: a statement before and after two inner
            # loops over column j, which read it twice (distribute)
            row = self.r2.randint(0, R - 1)
            body = ["\t\t%s[%d][j] = 0.5 * %s[%d][j];" % (B, row, B, row),
                    "\t\tfor (int i = 0; i < n; i++)",
                    "\t\t\t%s[%d][j] += 0.01 * %s[i][j];" % (B, row, X),
                    "\t\t%s[%d][j] = %s[%d][j] / 2.0;" % (B, row, B, row),
                    "\t\tfor (int i = 0; i < n; i++)",
                    "\t\t\t%s[i][j] = 0.5 * %s[i][j] + 0.25 * %s[%d][j];" % (Y, Y, B, row)]
            loops = [Loop("j", Ex("0", lambda e: 0), var("m"))]
            return loops, body, [], []
        if r.random() < 0.5:
            # a recurrence down each column (deriche)
            body = ["\t\ty1 = 0.0;", "\t\ty2 = %s;" % r.choice(["0.0", "0.5"]),
                    "\t\tfor (int i = 0; i < n; i++) {",
                    "\t\t\t%s[i][j] = 0.5 * %s[i][j] + 0.25 * y1 + 0.125 * y2;" % (Y, X),
                    "\t\t\ty2 = y1;", "\t\t\ty1 = %s[i][j];" % Y, "\t\t}"]
            if r.random() < 0.4:
                body.append("\t\t%s[0][j] = 0.5 * %s[0][j] + 0.25 * y1;" % (B, B))
            loops = [Loop("j", Ex("0", lambda e: 0), var("m"))]
            return loops, body, ["double y1 = 0.0, y2 = 0.0;"], ["y1"] if r.random() < 0.3 else []
        # symm's shape: a sum per column in t, with a write of column j in
        # the same inner loop
        body = ["\t\tfor (int j = 0; j < m; j++) {", "\t\t\tt = 0;",
                "\t\t\tfor (int k = 0; k < i; k++) {",
                "\t\t\t\t%s[k][j] += 0.01 * %s[i][j] * %s[i][k];" % (Y, B, X),
                "\t\t\t\tt += %s[k][j] * %s[i][k];" % (B, X), "\t\t\t}",
                "\t\t\t%s[i][j] = 0.5 * %s[i][j] + 0.01 * t;" % (Y, Y), "\t\t}"]
        if B == Y or X == Y:
            body[3] = "\t\t\t\t%s[k][j] += 0.0;" % Y
        loops = [Loop("i", Ex("0", lambda e: 0), var("n"))]
        return loops, body, ["double t = 0.5;"], []

    # ---- paths: scalars set by if chains and switches ------------------
    def paths(self, pc):
        """A nest of one or two loops whose body sets t (and now and then
        the int k, a count c, a second double u) through an if/else-if
        chain or a switch, on every path or on some, reads them in the
        iteration, and leaves them for after the nest: in the fragment
        (pc.after) and printed.  The calls take the last iteration down
        different paths (n and n + 1), run no iteration (n = 0, m = 0),
        and now and then pass the OpenMP work test.

        Half of them are clean: the nest writes one element of its own
        grid per iteration (at the counters) and reads only the other
        grids, nothing reads t before the chain sets it, k is set first
        in the iteration: loops that can run in parallel, so that
        lastprivate and the GPU host's run of the chain are what decides
        the result (a t set on some paths only is then read after the
        nest only, where kforge must refuse the parallel loop or keep the
        value).  The others read t and k across iterations, nest switches
        in switches, write other elements: what kforge must find
        sequential."""
        r = self.r
        pc.params = [("int n", "n"), ("int m", "m")]
        pc.args = {}
        n, m = r.randint(3, 13), r.randint(3, 13)
        pc.calls = [dict(n=n, m=m), dict(n=n + 1, m=m + 1), dict(n=0, m=m), dict(n=n + 2, m=0)]
        if r.random() < 0.6:
            pc.calls.append(dict(n=r.randint(85, 92), m=r.randint(85, 92)))
        r.shuffle(pc.calls)
        ilo = r.choice([0, 0, 1, -2])
        loops = [Loop("i", Ex(str(ilo), lambda e, v=ilo: v), var("n"))]
        if r.random() < 0.65:
            jlo = r.choice([0, 0, 1])
            jhi = r.choice(["m", "m", "i", "i + 1"])
            hif = {"m": lambda e: e["m"], "i": lambda e: e["i"], "i + 1": lambda e: e["i"] + 1}[jhi]
            loops.append(Loop("j", Ex(str(jlo), lambda e, v=jlo: v), Ex(jhi, hif)))
        nl = len(loops)
        ctx = dict(loops=loops, envs=self.envs(pc, loops), k=r.random() < 0.45, wg=r.choice(self.grids),
                   c=r.random() < 0.25, u=r.random() < 0.3, clean=r.random() < 0.5)
        if ctx["clean"]:
            # the one element of its own grid each iteration writes
            sub2 = (self.quot_sub(loops[1:], ctx["envs"], R, True).txt if nl > 1
                    else str(r.randint(0, R - 1)))
            ctx["own"] = "%s[%s][%s]" % (ctx["wg"], self.quot_sub(loops[:1], ctx["envs"], R, True).txt, sub2)
        ind = "\t" * (nl + 1)
        body = []
        ctx["k_top"] = ctx["k"] and (ctx["clean"] or r.random() < 0.3)
        if ctx["k_top"]:
            body.append("%sk = %s;" % (ind, self.pint(ctx)))
        every = {"t": r.random() < (0.7 if ctx["clean"] else 0.6), "u": r.random() < 0.6}
        first = self.pbranch(ctx, "t", every["t"], 0, ind)
        body += first
        if ctx["u"]:
            second = self.pbranch(ctx, "u", every["u"], 1, ind)
            body = body + second if r.random() < 0.6 else second + body
        for v in ["t"] + (["u"] if ctx["u"] else []):
            if ctx["clean"] and not every[v] and r.random() < 0.7:
                continue   # set on some paths, read after the nest only
            if r.random() < 0.7:
                body.append("%s%s = 0.5 * %s + 0.25 * %s + 0.125;" % (ind, self.pelem(ctx, True), v, self.pelem(ctx)))
        if ctx["k"] and r.random() < 0.5:
            body.append("%s%s = 0.001 * k + 0.5 * %s;" % (ind, self.pelem(ctx, True), self.pelem(ctx)))
        if r.random() < 0.35:
            g = r.choice(self.grids)
            pc.after = ["\t%s[%d][%d] = 0.5 * t + 0.25;" % (g, r.randint(0, R - 1), r.randint(0, R - 1))]
            if ctx["k"] and r.random() < 0.5:
                pc.after.append("\t%s[%d][%d] = 0.001 * k + 0.25;" % (g, r.randint(0, R - 1), r.randint(0, R - 1)))
        del ctx["envs"]
        decls, outs = ["double t = 0.25;"], ["t"]
        for v, d in (("u", "double u = 0.5;"), ("k", "int k = -3;"), ("c", "int c = 0;")):
            if ctx[v]:
                decls.append(d)
                outs.append(v)
        pc.ints = ("k", "c")
        return loops, body, decls, outs

    def pelem(self, ctx, write=False):
        """An element of a grid at subscripts within it for every call:
        to write, mostly the nest's own grid at the counters (so that the
        loops can be parallel and the last values matter); to read, mostly
        the other grids."""
        r = self.r
        own = ctx["wg"]
        if ctx["clean"]:
            if write:
                return ctx["own"]
            return "%s[%s][%s]" % (r.choice([x for x in self.grids if x != own]),
                                   self.quot_sub(ctx["loops"], ctx["envs"], R).txt,
                                   self.quot_sub(ctx["loops"], ctx["envs"], R).txt)
        if write:
            g = own if r.random() < 0.8 else r.choice(self.grids)
        else:
            others = [x for x in self.grids if x != own]
            g = r.choice(others) if r.random() < 0.75 else own
        plain = write or r.random() < 0.5
        loops = ctx["loops"]
        if write and len(loops) > 1 and r.random() < 0.8:
            # i and j, each in its place, so no two iterations share it
            return "%s[%s][%s]" % (g, self.quot_sub(loops[:1], ctx["envs"], R, True).txt,
                                   self.quot_sub(loops[1:], ctx["envs"], R, True).txt)
        return "%s[%s][%s]" % (g, self.quot_sub(loops, ctx["envs"], R, plain).txt,
                               self.quot_sub(loops, ctx["envs"], R, plain).txt)

    def pint(self, ctx):
        """An int value for k: counters and a parameter."""
        vs = [lp.v for lp in ctx["loops"]]
        return self.r.choice(["%s * 7 + %s" % (vs[0], vs[-1]), "%s - %s" % (vs[-1], vs[0]),
                              vs[-1], "%s + n" % vs[0]] + ([] if ctx["clean"] else ["k + 1"]))

    def pval(self, ctx, v):
        """A value for the double v: data, counters, itself."""
        r = self.r
        x = r.random()
        if x < 0.4:
            return "0.5 * %s + 0.25" % self.pelem(ctx)
        if x < 0.55:
            return "0.375 * %s + 0.25 * %s" % (self.pelem(ctx), self.pelem(ctx))
        if x < 0.75:
            return "0.125 * %s + 0.5" % r.choice(ctx["loops"]).v
        if x < 0.82 and not ctx["clean"]:
            return "0.25 * %s + 0.5" % v
        if x < 0.9 and ctx["k"]:
            return "0.001 * k + 0.5"
        return r.choice(["0.75", "1.5", "0.5"])

    def pcond(self, ctx):
        """An if's test: counters (quotients too), parameters, data, the
        scalars."""
        r = self.r
        loops = ctx["loops"]
        vs = [lp.v for lp in loops]
        x = r.random()
        if x < 0.3:
            c = self.cond(loops)
            if c:
                return c
        if x < 0.5:
            return r.choice(["%s < n / 2" % vs[0], "%s == n - 1" % vs[0], "%s > %d" % (vs[-1], r.randint(0, 4)),
                             "%s == m - 1" % vs[-1] if len(vs) > 1 else "%s %% 2 == 0" % vs[0],
                             "%s > %s" % (vs[-1], vs[0]) if len(vs) > 1 else "%s < 3" % vs[0]])
        if x < 0.75:
            return "%s %s %s" % (self.pelem(ctx), r.choice(["<", ">"]), r.choice(["0.8", "0.9", "1.1"]))
        if x < 0.8 and not ctx["clean"]:
            return "t %s %s" % (r.choice(["<", ">"]), r.choice(["0.6", "0.9"]))
        if ctx["k"] and (ctx["k_top"] or not ctx["clean"]):
            return r.choice(["k % 2 == 0", "k > %d" % r.randint(0, 20)])
        return "(%s) %% 3 == 1" % " + ".join(vs)

    def psubject(self, ctx):
        """A switch's subject and the values it takes (None: not known
        here)."""
        r = self.r
        loops = ctx["loops"]
        vs = [lp.v for lp in loops]
        a = vs[0] if len(vs) == 1 or r.random() < 0.4 else "%s %s %s" % (vs[0], r.choice("+-"), vs[1])
        x = r.random()
        if x < 0.4:
            c = r.choice([3, 4])
            txt = "(%s) %% %d" % (a, c)
        elif x < 0.55:
            txt = "(%s) & 3" % a
        elif x < 0.7:
            txt = "(%s) / 4 %% 3" % a
        elif x < 0.85 and ctx["k"] and (ctx["k_top"] or not ctx["clean"]):
            return "k % 4", [-3, -2, -1, 0, 1, 2, 3]
        else:
            txt = vs[-1]
        vals = set()
        for e in ctx["envs"]:
            vals.add(self.peval(txt, e))
        return txt, sorted(vals) or [0]

    @staticmethod
    def peval(txt, e):
        """C's value of a subject of psubject's (truncating / and %)."""
        t = txt
        for v, x in e.items():
            t = t.replace(v, "(%d)" % x) if v in ("i", "j") else t
        # the forms: (A) % c, (A) & 3, (A) / 4 % 3, v
        if " / 4 % 3" in t:
            a = eval(t.split(" / 4 % 3")[0])
            return cmod(cdiv(a, 4), 3)
        if " % " in t:
            a, c = t.rsplit(" % ", 1)
            return cmod(eval(a), int(c))
        return eval(t)

    def pbranch(self, ctx, v, every, depth, ind):
        """An if/else-if chain or a switch that sets v, on every path
        (every) or not."""
        r = self.r
        lines = []
        if r.random() < 0.55 or (ctx["clean"] and depth > 0):
            ntest = r.randint(1, 3)
            has_else = every or r.random() < 0.4
            paths = [self.pstmts(ctx, v, every, depth, ind + "\t") for _ in range(ntest + has_else)]
            bare = all(len(p) == 1 and not p[0].rstrip().endswith(("{", "}")) for p in paths) and r.random() < 0.4
            for q in range(ntest):
                c = self.pcond(ctx)
                if bare:
                    lines.append(ind + ("if (%s)" if q == 0 else "else if (%s)") % c)
                else:
                    lines.append(ind + ("if (%s) {" if q == 0 else "} else if (%s) {") % c)
                lines += paths[q]
            if has_else:
                lines.append(ind + ("else" if bare else "} else {"))
                lines += paths[-1]
            if not bare:
                lines.append(ind + "}")
            return lines
        subj, vals = self.psubject(ctx)
        labels = r.sample(vals, min(len(vals), r.randint(1, 4)))
        if r.random() < 0.2:
            labels.append(max(vals) + 1)   # a case no call reaches
        has_default = every or r.random() < 0.35
        items = [[x] for x in labels]
        for q in range(len(items) - 1, 0, -1):
            if r.random() < 0.2:
                items[q - 1] += items.pop(q)   # case a: case b:
        if has_default:
            items.insert(len(items) if r.random() < 0.75 else r.randint(0, len(items)), ["default"])
        lines.append("%sswitch (%s) {" % (ind, subj))
        for q, it in enumerate(items):
            for lab in it:
                lines.append(ind + ("default:" if lab == "default" else "case %d:" % lab))
            lines += self.pstmts(ctx, v, every, depth, ind + "\t")
            if q == len(items) - 1 or r.random() > 0.12:
                lines.append(ind + "\tbreak;")
        lines.append(ind + "}")
        return lines

    def pstmts(self, ctx, v, every, depth, ind):
        """One path's statements: v set (on every path through them when
        every), now and then an element, k, c, an if or switch inside."""
        r = self.r
        lines = []
        if r.random() < 0.12:
            lines.append("%s%s = %s;" % (ind, self.pelem(ctx, True), self.pval(ctx, v)))
        x = r.random()
        if depth < 2 and x < 0.15:
            lines += self.pbranch(ctx, v, every, depth + 1, ind)
        elif every or x < 0.75:
            lines.append("%s%s = %s;" % (ind, v, self.pval(ctx, v)))
            if depth < 2 and r.random() < 0.12:
                lines += self.pbranch(ctx, v, False, depth + 1, ind)   # set again on some paths
        if ctx["k"] and not ctx["clean"] and r.random() < 0.3:
            lines.append("%sk = %s;" % (ind, self.pint(ctx)))
        if ctx["c"] and r.random() < 0.3:
            lines.append("%sc += 1;" % ind)
        return lines

    # ---- the program -----------------------------------------------------
    def piece(self, k):
        r = self.r
        pc = Piece(self, k)
        kinds = ["image", "image", "volume", "quot", "quot", "solve", "expand"]
        if self.seed >= PATHS_FROM:
            kinds += ["paths"] * 4
        kind = r.choice(kinds)
        loops, body, decls, outs = getattr(self, kind)(pc)
        names = [nm for _, nm in pc.params if not nm.endswith(("src", "dst")) and len(nm) <= 6
                 and nm not in ("v", "o")]
        pre, post, pc.calls = self.host_test(pc, names)
        head = ["static void %s(%s)" % (pc.name, ", ".join(d for d, _ in pc.params)), "{"]
        head += ["\t" + d for d in decls]
        frag = ["#pragma scop"]
        if kind in ("image", "volume", "quot", "paths"):
            ind = "\t"
            for lp in loops:
                frag.append("%sfor (int %s = %s; %s < %s; %s++)%s" % (
                    ind, lp.v, lp.lo.txt, lp.v, lp.hi.txt, lp.v, " {" if lp is loops[-1] else ""))
                ind += "\t"
            frag += body
            frag.append(ind[:-1] + "}")
            frag += pc.after
        else:
            lp = loops[0]
            frag.append("\tfor (int %s = 0; %s < %s; %s++) {" % (lp.v, lp.v, lp.hi.txt, lp.v))
            frag += body
            frag.append("\t}")
        frag.append("#pragma endscop")
        if post:
            frag = ["\t" + x if x != "#pragma scop" and x != "#pragma endscop" else x for x in frag]
        tail = ['\tprintf("%s %%s\\n", "%s");' % (pc.name, kind)]
        for s in outs:
            fmt = "%d" if s in pc.ints else "%.12g"
            tail.append('\tprintf("%s %s %s\\n", %s);' % (pc.name, s, fmt, s))
        pc.text = head + pre + frag + post + tail + ["}"]
        return pc

    def program(self):
        pieces = [self.piece(k) for k in range(self.r.randint(2, 4))]
        out = ["/* kforge-randprog seed %d --feat */" % self.seed,
               "#include <stdio.h>", "#include <stdlib.h>"]
        if self.uses_assert:
            out.append("#include <assert.h>")
        out.append("")
        for f in self.flats:
            out.append("static double %s[%d];" % (f, SZ))
        for g in self.grids:
            out.append("static double %s[%d][%d];" % (g, R, R))
        out.append("")
        if self.helper:
            out += ["static int clampi(int v, int lo, int hi)", "{",
                    "\treturn v < lo ? lo : (v > hi ? hi : v);", "}", ""]
        for pc in pieces:
            out += pc.text + [""]
        out += ["int main(void)", "{"]
        r = self.r
        for f in self.flats:
            out += ["\tfor (int i = 0; i < %d; i++)" % SZ,
                    "\t\t%s[i] = (double)((i * %d + %d) %% %d) / %d + 0.5;"
                    % (f, r.randint(1, 9), r.randint(0, 9), 13, 13)]
        for g in self.grids:
            out += ["\tfor (int i = 0; i < %d; i++)" % R,
                    "\t\tfor (int j = 0; j < %d; j++)" % R,
                    "\t\t\t%s[i][j] = (double)((i * %d + j * %d + %d) %% %d) / %d + 0.5;"
                    % (g, r.randint(1, 9), r.randint(1, 9), r.randint(0, 9), 11, 11)]
        for pc in pieces:
            for c in pc.calls:
                args = []
                for _, nm in pc.params:
                    args.append(str(c[nm]) if nm in c else pc.args[nm])
                out.append("\t%s(%s);" % (pc.name, ", ".join(args)))
        for f in self.flats:
            out += ["\tfor (int i = 0; i < %d; i++)" % SZ,
                    '\t\tprintf("%s %%d %%.12g\\n", i, %s[i]);' % (f, f)]
        for g in self.grids:
            out += ["\tfor (int i = 0; i < %d; i++)" % R,
                    "\t\tfor (int j = 0; j < %d; j++)" % R,
                    '\t\t\tprintf("%s %%d %%d %%.12g\\n", i, j, %s[i][j]);' % (g, g)]
        out += ["\treturn 0;", "}"]
        return "\n".join(out) + "\n"
