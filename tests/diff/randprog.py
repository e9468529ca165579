#!/usr/bin/env python3
"""randprog.py: random affine C programs for differential testing of kforge.

    randprog.py SEED            the program of SEED on stdout
    randprog.py SEED -o FILE    ... into FILE
    randprog.py SEED --feat     another generator (randfeat.py): the newer
                                readings (delinearisation under a run-time
                                assumption, quotients, host tests, clamp
                                helpers, last values, expand, order-keep),
                                each function called on both sides of what
                                kforge tests at run time
    randprog.py SEED --rows     another generator (randrows.py): arrays of
                                row pointers written from one another,
                                called with rows apart and shared
    randprog.py SEED --alias    pointer parameters that may overlap: some
                                without restrict, and main passing one
                                buffer twice, a buffer and an offset into
                                it (`kernel(buf0, buf0 + 3)`), a global
                                array the kernel also names, or the VLA
                                parameter's array (alias_place); off by
                                default, and the programs without it are
                                byte-identical to those before it
    randprog.py SEED --shape    the same programs with the loop and array
                                shapes PolyBench and real code add (drawn
                                from a generator of their own, so the
                                programs without it stay byte-identical):
                                bounds through MIN/MAX macros (`j <
                                MIN(i + 3, M)`, `j = MAX(i - 2, 0)`), `<=`
                                and macro-spelled bounds (`j <= LAST(M)`),
                                decrementing loops, steps of 2, while loops
                                over an affine counter, quotients and
                                remainders by constants in subscripts
                                (`A[i / 2][j]`), arrays of structs
                                (`S0[i][j].x`, two fields in one element),
                                time loops with exit tests (`if (A[2][3] >
                                1.5) break;` or `continue;`, and `for (;;)`
                                or `while (1)` ended by them); combines
                                with --alias

Deterministic by seed (Python's Mersenne Twister, whose output for a seed is
stable across Python 3 versions), in the spirit of Csmith: every program is
well defined C (no out-of-bounds access, no uninitialised read, no overflow,
no NaN), so any difference between the sequential build and a build of
kforge's output is kforge's bug.

Shape, PolyBench-like: one function `kernel` holding one to three
`#pragma scop` fragments of one to three loop nests each, with host code
between them (scalar updates, a printf, an if, a host write to an array);
main initialises every array deterministically, calls kernel and prints every
array and scalar with %.12g (compare with kforge-numcmp --rtol 1e-6).

What the nests contain, each drawn by the seed:
  arrays     `static double G[N][M]` globals, `double L[N][M]` locals,
             VLA parameters `double X[n][n]` (loops bounded by the macro N
             or by n), flat pointer parameters `double *restrict P` indexed
             `P[i * M + j]`, one-dimensional arrays
  loops      depth 1 to 3, bounds 0/1/parent/parent+1 to a macro, N - 1,
             the parent (triangular `j < i`, which runs zero times at i = 0)
             or parent + 1; now and then an outer time loop over T
  statements array updates whose subscripts are loop counters plus small
             offsets (flow, anti and output dependences, carried or not),
             now and then clamped into the array (v < 0 ? 0 : v > E ? E : v)
             or falling back on the counter at its first value
             (i == 0 ? i : i - 1), or computed first into an index
             variable `x0 = i + 1; A[x0][j] = ...`, which an if may set
             again (`if (i % 2 == 0) x0 = ...`), or through a row pointer
             `prow = P + (i) * M; prow[j] = ...` (set again under an if
             now and then),
             `+=` updates, reductions `s += ...` into scalars, scalars
             written in a loop and read after it, statements at several
             depths of one nest
Values stay positive and bounded: every right-hand side is a positive
combination whose coefficients sum below one, plus a constant, or a
quotient x / (1 + y); so sums reassociated by a parallel reduction agree to
about 1e-14 and the comparison's 1e-6 only catches real errors.
"""
import random
import sys

COEFS = ["0.5", "0.25", "0.125", "0.375", "0.3", "0.2", "0.1"]
CONSTS = ["1.0", "0.5", "0.25", "2.0", "0.75"]


class Array:
    def __init__(self, name, kind, dims, field=None):
        self.name = name
        self.kind = kind      # global, local, vla, flat, field (--shape)
        self.dims = dims      # [(macro spelling, value)] per dimension
        self.field = field    # field: the member, x or y, of `struct pt`

    def ref(self, subs):
        if self.kind == "flat":
            if len(subs) == 1:
                return "%s[%s]" % (self.name, subs[0])
            return "%s[(%s) * %s + %s]" % (self.name, subs[0],
                                          self.dims[1][0], subs[1])
        text = self.name + "".join("[%s]" % s for s in subs)
        return text + "." + self.field if self.field else text


class Loop:
    def __init__(self, var, lo_txt, hi_txt, lo, hi):
        self.var = var
        self.lo_txt, self.hi_txt = lo_txt, hi_txt
        self.lo, self.hi = lo, hi   # bounds of the counter's values: [lo, hi]
        self.form = "for"           # --shape: for, down, step2, while
        self.incl = False           # --shape: hi_txt is the last value


class Gen:
    def __init__(self, seed, alias=False, shape=False):
        self.r = random.Random(seed)
        # the choices added since (clamps, ?:, index variables) draw from a
        # second generator, so that the rest of a seed's program stays as
        # it was
        self.r2 = random.Random(seed * 7919 + 1)
        # and row pointers (prow = P + i * M; prow[j] = ...) from a third
        self.r3 = random.Random(seed * 104729 + 3)
        self.seed = seed
        r = self.r
        self.N = r.randint(5, 12)
        self.M = r.randint(4, 11)
        self.T = r.randint(2, 4)
        self.polybench_iters = r.random() < 0.4   # `int i, j, k;` on top
        self.arrays = []
        self.scalars = []       # double scalars local to kernel
        self.lines = []
        self.has_vla = r.random() < 0.5
        self.has_flat = r.random() < 0.5
        self.make_arrays()
        # --alias: its choices from a fourth generator, and only under the
        # option, so that the programs without it stay as they were
        self.alias = alias
        self.r4 = random.Random(seed * 15485863 + 5)
        self.place = {}         # flat array name -> (base, offset), main's side
        self.restrict = {}      # flat array name -> declared restrict
        if alias:
            self.alias_arrays()
        # --shape: its choices from a fifth generator, only under the option
        self.shape = shape
        self.r5 = random.Random(seed * 32452843 + 7)
        if shape:
            self.shape_arrays()
        self.r6 = random.Random(seed * 49979687 + 11)   # --shape's exit tests

    # ---- declarations -------------------------------------------------
    def make_arrays(self):
        r, N, M = self.r, self.N, self.M
        shapes = [[("N", N), ("M", M)], [("N", N), ("N", N)],
                  [("M", M), ("N", N)], [("M", M), ("M", M)],
                  [("N", N)], [("M", M)]]
        for idx in range(r.randint(2, 4)):
            kind = "global" if r.random() < 0.6 else "local"
            dims = r.choice(shapes) if idx else shapes[0]
            self.arrays.append(Array("%s%d" % ("G" if kind == "global" else "L", idx), kind, dims))
        if self.has_vla:
            self.arrays.append(Array("X", "vla", [("n", N), ("n", N)]))
        if self.has_flat:
            self.arrays.append(Array("P", "flat", [("N", N), ("M", M)]))
            if r.random() < 0.5:
                self.arrays.append(Array("q", "flat", [("N", N)]))
        for k in range(r.randint(1, 3)):
            self.scalars.append("s%d" % k)

    def alias_arrays(self):
        """--alias: at least two flat pointer parameters, so that a pair
        may overlap (the kernel's accesses are drawn after this)."""
        r4, N, M = self.r4, self.N, self.M
        if not self.has_flat:
            self.has_flat = True
            self.arrays.append(Array("P", "flat", [("N", N), ("M", M)]))
        if not any(a.name == "q" for a in self.arrays) and r4.random() < 0.6:
            self.arrays.append(Array("q", "flat", [("N", N)]))
        nflat = len([a for a in self.arrays if a.kind == "flat"])
        if r4.random() < 0.5 or nflat < 2:
            self.arrays.append(Array("R", "flat", [("N", N), ("M", M)]))

    def shape_arrays(self):
        """--shape: now and then a global array of structs, whose two
        fields are two arrays to the generator (`S0[i][j].x`, `.y`) and
        one element to kforge's model."""
        r5, N, M = self.r5, self.N, self.M
        if r5.random() < 0.6:
            dims = r5.choice([[("N", N), ("M", M)], [("M", M)], [("N", N), ("N", N)]])
            for f in ("x", "y"):
                self.arrays.append(Array("S0", "field", dims, f))

    def alias_place(self):
        """--alias: where main points each flat pointer parameter.  A
        buffer of its own (malloc'ed), one an earlier parameter points
        into (the same or at an offset: `kernel(buf0, buf0 + 3)`), a
        global array the kernel also reads or writes by name, or the
        array the VLA parameter receives.  Only a pointer whose elements
        overlap nothing else the kernel reaches may be declared restrict
        (C11 6.7.3.1: otherwise the program is undefined); without
        restrict the overlap is defined C, and kforge must either prove
        the pointers apart at run time or keep the loops as written."""
        r4 = self.r4
        flats = [a for a in self.arrays if a.kind == "flat"]
        self.buffers = []       # [name, size] of each malloc'ed buffer
        users = {}              # base -> flat names placed in it
        for a in flats:
            ext = 1
            for _, v in a.dims:
                ext *= v
            objs = [(g.name, g.dims) for g in self.arrays if g.kind == "global"]
            if self.has_vla:
                objs.append(("Xs", [("N", self.N), ("N", self.N)]))
            fits = []
            for name, dims in objs:
                size = 1
                for _, v in dims:
                    size *= v
                if size >= ext:
                    fits.append((name, size))
            x = r4.random()
            if x < 0.4 and self.buffers:
                # into an earlier parameter's buffer, maybe past its start
                b = r4.choice(self.buffers)
                off = r4.choice([0, 0, 1, 3, self.M, r4.randint(0, 2 * self.N)])
                b[1] = max(b[1], off + ext)
                base = b[0]
            elif x < 0.65 and fits:
                name, size = r4.choice(fits)
                off = r4.randint(0, min(size - ext, 4))
                base = "(double *)%s" % name
            else:
                base = "buf%d" % len(self.buffers)
                off = 0
                self.buffers.append([base, ext])
            self.place[a.name] = (base, off)
            users.setdefault(base, []).append(a.name)
        for a in flats:
            base = self.place[a.name][0]
            alone = len(users[base]) == 1 and base.startswith("buf")
            self.restrict[a.name] = alone and r4.random() < 0.5

    def alias_arg(self, name):
        base, off = self.place[name]
        return base if off == 0 else "%s + %d" % (base, off)

    # ---- loops ----------------------------------------------------------
    def size_names(self, value):
        names = ["N"] if value == self.N else []
        if value == self.M:
            names.append("M")
        if self.has_vla and value == self.N:
            names.append("n")
        return names

    def make_loop(self, var, parents):
        r = self.r
        size = r.choice([self.N, self.M])
        hi_name = r.choice(self.size_names(size))
        choices = ["plain"] * 4 + ["minus"]
        if parents:
            choices += ["tri", "tri_eq", "from_parent"]
        kind = r.choice(choices)
        p = parents[-1] if parents else None
        lo_txt, lo = "0", 0
        if r.random() < 0.3:
            lo_txt, lo = "1", 1
        hi_txt, hi = hi_name, size - 1
        if kind == "minus":
            hi_txt, hi = "%s - 1" % hi_name, size - 2
        elif kind == "tri":          # j < i: no iteration when i = 0
            hi_txt, hi = p.var, p.hi - 1
        elif kind == "tri_eq":       # j <= i
            hi_txt, hi = "%s + 1" % p.var, p.hi
        elif kind == "from_parent":  # j = i + 1 .. size: none at the end
            lo_txt, lo = "%s + 1" % p.var, p.lo + 1
        lp = Loop(var, lo_txt, hi_txt, lo, hi)
        if self.shape:
            self.shape_loop(lp, p, size, hi_name)
        return lp

    def shape_loop(self, lp, p, size, hi_name):
        """--shape: another spelling or walk of the loop `lp` (its values
        [lp.lo, lp.hi] kept exact or a hull of them, which is all that
        subscript() needs)."""
        r5 = self.r5
        x = r5.random()
        if p is not None and x < 0.15:
            # a band around the parent: j < MIN(i + c, size)
            c = r5.randint(1, 4)
            lp.hi_txt = "MIN(%s + %d, %s)" % (p.var, c, hi_name)
            lp.hi = min(p.hi + c, size) - 1
            if r5.random() < 0.5 and lp.lo_txt in ("0", "1"):
                d = r5.randint(0, 3)
                lp.lo_txt = "MAX(%s - %d, %s)" % (p.var, d, lp.lo_txt)
                lp.lo = max(p.lo - d, lp.lo)
        elif p is not None and x < 0.22:
            # the parent's band from below: j = MAX(i - c, 0) .. size
            c = r5.randint(1, 3)
            lp.lo_txt = "MAX(%s - %d, %s)" % (p.var, c, lp.lo_txt)
            # its lowest value: at the parent's lowest (never above lo)
            lp.lo = max(p.lo - c, lp.lo)
        elif x < 0.3 and lp.hi_txt == hi_name:
            # a macro-spelled bound: j <= LAST(N), LAST(x) being (x) - 1
            lp.hi_txt = "LAST(%s)" % hi_name
            lp.incl = True
        y = r5.random()
        if y < 0.15:
            lp.form = "down"
        elif y < 0.25:
            lp.form = "step2"
        elif y < 0.33:
            # a counter of its own (wi): kforge refuses a for loop's
            # iterator used as an ordinary variable elsewhere
            lp.form = "while"
            lp.var = "w" + lp.var

    # ---- expressions ----------------------------------------------------
    def subscript(self, extent, loops, prefer=None):
        """An affine subscript within [0, extent - 1] for every value of
        the loops' counters; None when no counter fits (a constant then)."""
        r = self.r
        fits = []
        for lp in loops:
            if lp.hi < lp.lo:
                continue
            for off in (0, 0, 0, -1, 1, -2, 2):
                if lp.lo + off >= 0 and lp.hi + off <= extent - 1:
                    fits.append((lp, off))
        if prefer is not None:
            mine = [f for f in fits if f[0] is prefer and f[1] == 0]
            if mine and r.random() < 0.8:
                fits = mine
        if not fits or r.random() < 0.08:
            return str(r.randint(0, extent - 1))
        lp, off = r.choice(fits)
        if self.shape and lp.lo + off >= 0 and self.r5.random() < 0.1:
            # a quotient or remainder by a constant: within [0, hi + off]
            base = lp.var if off == 0 else "%s %s %d" % (lp.var, "+" if off > 0 else "-", abs(off))
            c = self.r5.choice([2, 3, 4])
            return "(%s) %s %d" % (base, self.r5.choice(["/", "/", "%"]), c)
        x = self.r2.random()
        if x < 0.1:
            # clamped into the array, whatever the offset
            o = self.r2.randint(-2, 2)
            v = "%s %s %d" % (lp.var, "+" if o >= 0 else "-", abs(o))
            return "(%s < 0 ? 0 : (%s > %d ? %d : %s))" % (v, v, extent - 1, extent - 1, v)
        if x < 0.16 and lp.lo >= 0 and lp.hi <= extent - 1:
            # the previous element, or the first one's own
            return "(%s == %s ? %s : %s - 1)" % (lp.var, lp.lo_txt, lp.var, lp.var)
        if off == 0:
            return lp.var
        return "%s %s %d" % (lp.var, "+" if off > 0 else "-", abs(off))

    def access(self, arr, loops, lhs=False):
        subs = []
        for d, (_, ext) in enumerate(arr.dims):
            prefer = None
            if lhs and loops:
                # writes indexed by the innermost counters keep loops parallel
                k = len(loops) - len(arr.dims) + d
                prefer = loops[k] if 0 <= k < len(loops) else None
            subs.append(self.subscript(ext, loops, prefer))
        self.last_subs = subs
        return arr.ref(subs)

    def indexed(self, arr, loops, ref, ind):
        """ref (just made by access) with its first subscript, or a flat
        array's whole index, computed first into x0 or x1: the lines to
        put before the statement and the reference to use in it."""
        r2 = self.r2
        if not loops or r2.random() >= 0.15:
            return [], ref
        subs = self.last_subs
        if arr.kind == "flat" and len(subs) == 2 and r2.random() < 0.5:
            pre = ["%sx1 = (%s) * %s + %s;" % (ind, subs[0], arr.dims[1][0], subs[1])]
            new = "%s[x1]" % arr.name
            r3 = self.r3
            if r3.random() < 0.5:
                # a row pointer, perhaps set again under an if (after it,
                # no one definition reaches its use)
                pre = ["%sprow = %s + (%s) * %s;" % (ind, arr.name, subs[0], arr.dims[1][0])]
                new = "prow[%s]" % subs[1]
                if r3.random() < 0.25:
                    pre.append("%sif (%s %% 2 == 0)" % (ind, loops[-1].var))
                    pre.append("%s\tprow = &%s[%d * %s];" % (ind, arr.name,
                                                            r3.randint(0, arr.dims[0][1] - 1),
                                                            arr.dims[1][0]))
        else:
            pre = ["%sx0 = %s;" % (ind, subs[0])]
            new = arr.ref(["x0"] + subs[1:])
            if r2.random() < 0.3:
                # set again under an if: after it x0 is not one expression
                other = self.subscript(arr.dims[0][1], loops)
                pre.append("%sif (%s %% 2 == 0)" % (ind, loops[-1].var))
                pre.append("%s\tx0 = %s;" % (ind, other))
        return pre, new

    def term(self, loops, readable_scalars):
        r = self.r
        x = r.random()
        if x < 0.75 or not readable_scalars:
            return self.access(r.choice(self.arrays), loops)
        return r.choice(readable_scalars)

    def rhs(self, loops, readable_scalars):
        r = self.r
        if r.random() < 0.15:
            return "%s / (1.0 + %s)" % (self.term(loops, readable_scalars),
                                        self.term(loops, readable_scalars))
        n = r.randint(1, 3)
        coefs = ["0.3", "0.25", "0.2", "0.125", "0.1"]
        parts = ["%s * %s" % (r.choice(coefs), self.term(loops, readable_scalars))
                 for _ in range(n)]
        if loops and r.random() < 0.2:
            parts.append("0.01 * %s" % r.choice(loops).var)
        parts.append(r.choice(CONSTS))
        return " + ".join(parts)

    # ---- statements -----------------------------------------------------
    def body(self, loops, ind):
        """Statements at the innermost level of `loops`."""
        r = self.r
        out = []
        kind = r.random()
        sc = self.scalars
        if kind < 0.15:
            # reduction into a scalar
            s = r.choice(sc)
            out.append("%s%s += %s;" % (ind, s, self.rhs(loops, [x for x in sc if x != s])))
        elif kind < 0.27:
            # a scalar written in the loop, read in it and after it
            s = r.choice(sc)
            out.append("%s%s = %s;" % (ind, s, self.rhs(loops, [])))
            a = r.choice(self.arrays)
            out.append("%s%s = %s;" % (ind, self.access(a, loops, True),
                                       self.rhs(loops, [s])))
        else:
            for _ in range(r.randint(1, 2)):
                a = r.choice(self.arrays)
                op = "+=" if r.random() < 0.2 else "="
                pre, ref = self.indexed(a, loops, self.access(a, loops, True), ind)
                out += pre
                out.append("%s%s %s %s;" % (ind, ref, op, self.rhs(loops, sc)))
        return out

    def loop_header(self, lp, ind):
        decl = "" if self.polybench_iters else "int "
        v = lp.var
        cmp = "<=" if lp.incl else "<"
        if lp.form == "down":
            last = lp.hi_txt if lp.incl else "%s - 1" % lp.hi_txt
            return "%sfor (%s%s = %s; %s >= %s; %s--)" % (ind, decl, v, last, v, lp.lo_txt, v)
        if lp.form == "step2":
            return "%sfor (%s%s = %s; %s %s %s; %s += 2)" % (ind, decl, v, lp.lo_txt, v, cmp, lp.hi_txt, v)
        if lp.form == "while":    # two lines; nest() closes it with v++
            return "%s%s = %s;\n%swhile (%s %s %s)" % (ind, v, lp.lo_txt, ind, v, cmp, lp.hi_txt)
        return "%sfor (%s%s = %s; %s %s %s; %s++)" % (
            ind, decl, v, lp.lo_txt, v, cmp, lp.hi_txt, v)

    def nest(self, parents, depth, ind):
        """A loop nest of `depth` more loops under `parents`."""
        r = self.r
        var = "ijk"[len(parents)] if len(parents) < 3 else "l"
        lp = self.make_loop(var, parents)
        loops = parents + [lp]
        out = [self.loop_header(lp, ind) + " {"]
        inner = ind + "\t"
        if depth == 1:
            out += self.body(loops, inner)
        else:
            # statements before/after the inner loop: an imperfect nest
            if r.random() < 0.25:
                out += self.body(loops, inner)
            out += self.nest(loops, depth - 1, inner)
            if r.random() < 0.2:
                out += self.nest(loops, depth - 1, inner)
            if r.random() < 0.2:
                out += self.body(loops, inner)
        if lp.form == "while":
            out.append("%s%s++;" % (inner, lp.var))
        out.append(ind + "}")
        return out

    def time_nest(self, ind):
        decl = "" if self.polybench_iters else "int "
        t = Loop("t", "0", "T", 0, self.T - 1)
        nests = []
        for _ in range(self.r.randint(1, 2)):
            nests.append(self.nest([], self.r.randint(1, 2), ind + "\t"))
        del t
        if self.shape:
            return self.exit_nest(nests, decl, ind)
        out = ["%sfor (%st = 0; t < T; t++) {" % (ind, decl)]
        for n in nests:
            out += n
        out.append(ind + "}")
        return out

    def exit_nest(self, nests, decl, ind):
        """--shape: the time loop with exit tests (`if (A[2][3] > 1.5)
        break;`), drawn from a sixth generator: a for loop over t that
        breaks or continues after one of its nests, or `for (;;)` /
        `while (1)` counting wt itself, its last exit test wt >= T."""
        r6 = self.r6
        x = r6.random()
        if x < 0.4:
            out = ["%sfor (%st = 0; t < T; t++) {" % (ind, decl)]
            for n in nests:
                out += n
            out.append(ind + "}")
            return out
        at = r6.randrange(len(nests))
        a = r6.choice(self.arrays)
        ref = a.ref([str(r6.randint(0, ext - 1)) for _, ext in a.dims])
        jump = "continue" if x < 0.55 and at + 1 < len(nests) else "break"
        test = ["%s\tif (%s > %s)" % (ind, ref, r6.choice(["0.5", "1.5", "3.0", "10.0"])),
                "%s\t\t%s;" % (ind, jump)]
        if x < 0.7:
            out = ["%sfor (%st = 0; t < T; t++) {" % (ind, decl)]
        else:
            out = ["%swt = 0;" % ind, ind + r6.choice(["for (;;) {", "while (1) {"])]
        for k, n in enumerate(nests):
            out += n
            if k == at:
                out += test
        if x >= 0.7:
            out += ["%s\twt++;" % ind, "%s\tif (wt >= T)" % ind, "%s\t\tbreak;" % ind]
        out.append(ind + "}")
        return out

    def fragment(self):
        r = self.r
        out = ["#pragma scop"]
        for _ in range(r.choice([1, 1, 2, 2, 3])):
            if r.random() < 0.15:
                out += self.time_nest("\t")
            else:
                out += self.nest([], r.choice([1, 2, 2, 2, 3]), "\t")
        out.append("#pragma endscop")
        return out

    def host_code(self):
        r = self.r
        out = []
        for _ in range(r.randint(1, 3)):
            x = r.random()
            s = r.choice(self.scalars)
            if x < 0.3:
                out.append("\t%s = %s * 0.5 + %s;" % (s, s, r.choice(CONSTS)))
            elif x < 0.5:
                out.append('\tprintf("host %s %%.12g\\n", %s);' % (s, s))
            elif x < 0.7:
                out.append("\tif (%s > 1.5)\n\t\t%s = %s * 0.5;\n\telse\n\t\t%s = %s + 0.25;"
                           % (s, s, s, s, s))
            else:
                a = r.choice(self.arrays)
                subs = [str(r.randint(0, ext - 1)) for _, ext in a.dims]
                ref = a.ref(subs)
                out.append("\t%s = %s * 0.5 + %s;" % (ref, ref, s))
        return out

    # ---- the program ----------------------------------------------------
    def init_loop(self, a, ind):
        """Deterministic positive values for every element of `a`."""
        r = self.r
        c1, c2, c3, p = r.randint(1, 9), r.randint(1, 9), r.randint(0, 9), r.choice([7, 11, 13, 17])
        if len(a.dims) == 1:
            return ["%sfor (int i = 0; i < %s; i++)" % (ind, a.dims[0][0]),
                    "%s\t%s = (double)((i * %d + %d) %% %d) / %d + 0.5;"
                    % (ind, a.ref(["i"]), c1, c3, p, p)]
        return ["%sfor (int i = 0; i < %s; i++)" % (ind, a.dims[0][0]),
                "%s\tfor (int j = 0; j < %s; j++)" % (ind, a.dims[1][0]),
                "%s\t\t%s = (double)((i * %d + j * %d + %d) %% %d) / %d + 0.5;"
                % (ind, a.ref(["i", "j"]), c1, c2, c3, p, p)]

    def print_loop(self, a, ind):
        if len(a.dims) == 1:
            return ['%sprintf("%s\\n");' % (ind, a.name),
                    "%sfor (int i = 0; i < %s; i++)" % (ind, a.dims[0][0]),
                    '%s\tprintf("%%.12g\\n", %s);' % (ind, a.ref(["i"]))]
        return ['%sprintf("%s\\n");' % (ind, a.name),
                "%sfor (int i = 0; i < %s; i++) {" % (ind, a.dims[0][0]),
                "%s\tfor (int j = 0; j < %s; j++)" % (ind, a.dims[1][0]),
                '%s\t\tprintf("%%.12g ", %s);' % (ind, a.ref(["i", "j"])),
                '%s\tprintf("\\n");' % ind,
                "%s}" % ind]

    def c_dims(self, a):
        return "".join("[%s]" % d[0] for d in a.dims)

    def program(self):
        r = self.r
        nfrag = r.choice([1, 2, 2, 3, 3])
        frags = [self.fragment() for _ in range(nfrag)]
        hosts = [self.host_code() for _ in range(nfrag - 1)]

        if self.alias:
            self.alias_place()
        params = []
        if self.has_vla:
            params += ["int n", "double X[n][n]"]
        for a in self.arrays:
            if a.kind == "flat":
                params.append("double *%s%s" % ("restrict " if self.restrict.get(a.name, True) else "",
                                                a.name))
        out = ["/* kforge-randprog seed %d%s%s */" % (self.seed, " --alias" if self.alias else "",
                                                     " --shape" if self.shape else ""),
               "#include <stdio.h>",
               "#include <stdlib.h>",
               "",
               "#define N %d" % self.N,
               "#define M %d" % self.M,
               "#define T %d" % self.T,
               ""]
        if self.shape:
            out += ["#define MIN(a, b) ((a) < (b) ? (a) : (b))",
                    "#define MAX(a, b) ((a) > (b) ? (a) : (b))",
                    "#define LAST(x) ((x) - 1)",
                    "",
                    "struct pt {",
                    "\tdouble x;",
                    "\tdouble y;",
                    "};",
                    ""]
        for a in self.arrays:
            if a.kind == "global":
                out.append("static double %s%s;" % (a.name, self.c_dims(a)))
            elif a.kind == "field" and a.field == "x":
                out.append("static struct pt %s%s;" % (a.name, self.c_dims(a)))
        out += ["", "static void kernel(%s)" % (", ".join(params) or "void"), "{"]
        if self.polybench_iters:
            out.append("\tint t, i, j, k;")
        out.append("\tint x0 = 0, x1 = 0;")
        if self.shape:
            out.append("\tint wi = 0, wj = 0, wk = 0, wt = 0;")
        if self.has_flat:
            out.append("\tdouble *prow = P;")
        for a in self.arrays:
            if a.kind == "local":
                out.append("\tdouble %s%s;" % (a.name, self.c_dims(a)))
        for k, s in enumerate(self.scalars):
            out.append("\tdouble %s = %s;" % (s, ["0.0", "0.5", "1.25"][k % 3]))
        out.append("")
        for a in self.arrays:
            if a.kind == "local":
                out += self.init_loop(a, "\t")
        out.append("")
        for f in range(nfrag):
            out += frags[f]
            if f < nfrag - 1:
                out += hosts[f]
        out.append("")
        for s in self.scalars:
            out.append('\tprintf("%s %%.12g\\n", %s);' % (s, s))
        for a in self.arrays:
            if a.kind == "local":
                out += self.print_loop(a, "\t")
        out += ["}", "", "int main(void)", "{"]
        if self.has_vla:
            out.append("\tstatic double Xs[N][N];")
        flats = [a.name for a in self.arrays if a.kind == "flat"]
        if self.alias:
            for name, size in self.buffers:
                out.append("\tdouble *%s = malloc(sizeof(double) * %d);" % (name, size))
            if self.buffers:
                out.append("\tif (%s)\n\t\treturn 1;" % " || ".join("!" + b[0] for b in self.buffers))
            for f in flats:
                out.append("\tdouble *%s = %s;" % (f, self.alias_arg(f)))
        else:
            for a in self.arrays:
                if a.kind == "flat":
                    size = " * ".join(d[0] for d in a.dims)
                    out.append("\tdouble *%s = malloc(sizeof(double) * %s);" % (a.name, size))
        if flats and not self.alias:
            out.append("\tif (%s)\n\t\treturn 1;" % " || ".join("!" + f for f in flats))
        printed = []
        for a in self.arrays:
            if a.kind == "local":
                continue
            b = a
            if a.kind == "vla":
                b = Array("Xs", "global", [("N", self.N), ("N", self.N)])
            out += self.init_loop(b, "\t")
            printed.append(b)
        args = []
        if self.has_vla:
            args += ["N", "Xs"]
        args += [self.alias_arg(f) for f in flats] if self.alias else flats
        out.append("\tkernel(%s);" % ", ".join(args))
        for b in printed:
            out += self.print_loop(b, "\t")
        for f in ([b[0] for b in self.buffers] if self.alias else flats):
            out.append("\tfree(%s);" % f)
        out += ["\treturn 0;", "}"]
        return "\n".join(out) + "\n"


def main(argv):
    alias = "--alias" in argv[2:]
    feat = "--feat" in argv[2:]
    shape = "--shape" in argv[2:]
    rows = "--rows" in argv[2:]
    argv = [a for a in argv if a not in ("--alias", "--feat", "--shape", "--rows")]
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "-o") or \
            ((feat or rows) and (alias or shape)) or (feat and rows):
        sys.stderr.write("usage: randprog.py SEED [--alias] [--shape] | --feat | --rows [-o FILE]\n")
        return 2
    if feat:
        import randfeat
        text = randfeat.FeatGen(int(argv[1])).program()
    elif rows:
        import randrows
        text = randrows.RowsGen(int(argv[1])).program()
    else:
        text = Gen(int(argv[1]), alias, shape).program()
    if len(argv) == 4:
        with open(argv[3], "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
