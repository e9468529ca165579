"""randrows.py: randprog.py's --rows mode, random programs over arrays of
row pointers (double **, every row malloc'ed on its own), the arrays kforge
reads as one imprecise dimension as written and takes apart behind a
run-time test (OpenMP's alias-test, the GPU targets' packed rows:
kf_rows_apart).

Each program holds two or three functions `fK(n, m, x, y, z)`, one
`#pragma scop` fragment each: a nest over rows i and columns j whose
statements write x's elements from y's, x's own and a plain pointer z's
(no restrict), at offsets of -1, 0 or 1 that the loops' bounds keep
inside the arrays, and now and then a row's sum into a scalar.  main
calls each function with
  - arrays apart (the test holds; the sizes full, small, one and zero);
  - y the same array as x;
  - y's rows x's rows one further on (y[r] = x[r + 1]);
  - x's rows shared by pairs (x[r] = X[r / 2]);
  - z inside a row of x;
and prints a checksum of every array after each call, so that a version
run where its test should have failed gives another number.  Every
subscript stays in [0, NR) x [0, NC) for every call: the programs are well
defined C, and any difference between the sequential build and kforge's
is kforge's bug.
"""
import random

NR = 24  # rows of each array
NC = 20  # columns of each row
COEFS = ["0.5", "0.25", "0.125", "0.375"]


class RowsGen:
    def __init__(self, seed):
        self.r = random.Random(seed * 2246822519 % (2 ** 32) + 5)
        self.seed = seed

    def off(self, lo_pad, hi_pad):
        """An offset d with i + d inside [0, n) for i in [lo_pad, n - hi_pad)."""
        return self.r.randint(-lo_pad, hi_pad)

    def sub(self, v, d):
        return v if d == 0 else "%s %s %d" % (v, "+" if d > 0 else "-", abs(d))

    def function(self, k):
        r = self.r
        li, hi, lj, hj = (r.randint(0, 1) for _ in range(4))
        kind = r.choice(["elem", "elem", "shift", "down", "sum"])
        out = ["static void f%d(int n, int m, double **x, double **y, double *z)" % k, "{"]
        if kind == "sum":
            out.append("\tdouble s = 0.0;")
        out.append("#pragma scop")
        out.append("\tfor (int i = %d; i < %s; i++) {" % (li, self.sub("n", -hi)))
        if kind == "sum":
            out.append("\t\ts = 0.0;")
        out.append("\t\tfor (int j = %d; j < %s; j++) {" % (lj, self.sub("m", -hj)))
        c = lambda: r.choice(COEFS)
        xi, xj = self.off(li, hi), self.off(lj, hj)
        yi, yj = self.off(li, hi), self.off(lj, hj)
        zj = self.off(lj, hj)
        X = "x[%s][%s]" % (self.sub("i", xi), self.sub("j", xj))
        Y = "y[%s][%s]" % (self.sub("i", yi), self.sub("j", yj))
        Z = "z[%s]" % self.sub("j", zj)
        if kind == "elem":
            terms = [c() + " * " + Y]
            if r.random() < 0.5:
                terms.append(c() + " * " + X)
            if r.random() < 0.5:
                terms.append(c() + " * " + Z)
            out.append("\t\t\t%s = %s + 1.0;" % (X, " + ".join(terms)))
            if r.random() < 0.3:
                out.append("\t\t\t%s = %s * %s;" % (Y, Y, c()))
        elif kind == "shift":
            # x's row read one column on: j carries it, i does not
            j1 = min(xj + 1, hj) if xj + 1 <= hj else xj
            out.append("\t\t\t%s = %s * x[%s][%s] + %s;" % (X, c(), self.sub("i", xi), self.sub("j", j1), Y))
        elif kind == "down":
            # x's previous row read: i carries it, j does not
            i0 = xi - 1 if xi - 1 >= -li else xi
            out.append("\t\t\t%s = %s * x[%s][%s] + %s * %s;" % (X, c(), self.sub("i", i0), self.sub("j", xj), c(), Y))
        else:
            out.append("\t\t\ts += %s * %s;" % (Y, c()))
        out.append("\t\t}")
        if kind == "sum":
            out.append("\t\tx[%s][%d] = s;" % (self.sub("i", xi), 0))
        out.append("\t}")
        out.append("#pragma endscop")
        out.append("}")
        return out

    def program(self):
        nf = self.r.randint(2, 3)
        lines = ["/* kforge-randprog seed %d --rows */" % self.seed,
                 "#include <stdio.h>", "#include <stdlib.h>", "",
                 "#define NR %d" % NR, "#define NC %d" % NC, ""]
        for k in range(nf):
            lines += self.function(k)
            lines.append("")
        lines += [
            "static double **rows(int seed)",
            "{",
            "\tdouble **a = malloc(NR * sizeof *a);",
            "\tfor (int i = 0; i < NR; i++) {",
            "\t\ta[i] = malloc(NC * sizeof **a);",
            "\t\tfor (int j = 0; j < NC; j++)",
            "\t\t\ta[i][j] = ((i * 7 + j * 3 + seed) % 11) * 0.125;",
            "\t}",
            "\treturn a;",
            "}",
            "",
            "static void show(double **x, double **y, const double *z)",
            "{",
            "\tdouble s = 0.0;",
            "\tfor (int i = 0; i < NR; i++)",
            "\t\tfor (int j = 0; j < NC; j++)",
            "\t\t\ts += x[i][j] * (1 + (i + 2 * j) % 5) + y[i][j] * (1 + (2 * i + j) % 3);",
            "\tfor (int j = 0; j < NC; j++)",
            "\t\ts += z[j] * (j % 4 + 1);",
            "\tprintf(\"%.9e\\n\", s);",
            "}",
            "",
            "int main(void)",
            "{",
            "\tdouble **x = rows(1), **y = rows(2), *z = malloc(NC * sizeof *z);",
            "\tdouble **next = malloc(NR * sizeof *next), **pairs = malloc(NR * sizeof *pairs);",
            "\tfor (int j = 0; j < NC; j++)",
            "\t\tz[j] = (j % 7) * 0.25;",
            "\tfor (int i = 0; i < NR; i++) {",
            "\t\tnext[i] = x[(i + 1) % NR];",
            "\t\tpairs[i] = x[i / 2];",
            "\t}",
        ]
        sizes = [(NR, NC), (3, 4), (1, 1), (0, NC), (NR, 2)]
        for k in range(nf):
            for (n, m) in sizes:
                lines.append("\tf%d(%d, %d, x, y, z);" % (k, n, m))
                lines.append("\tshow(x, y, z);")
            lines.append("\tf%d(NR, NC, x, x, z);" % k)
            lines.append("\tshow(x, y, z);")
            lines.append("\tf%d(NR, NC, x, next, z);" % k)
            lines.append("\tshow(x, y, z);")
            lines.append("\tf%d(NR, NC, pairs, y, z);" % k)
            lines.append("\tshow(x, y, z);")
            lines.append("\tf%d(NR, NC, x, y, x[3]);" % k)
            lines.append("\tshow(x, y, z);")
        lines += ["\treturn 0;", "}", ""]
        return "\n".join(lines)
