#!/usr/bin/env python3
"""Reference for examples/quasar/wavelet.q (plain Python): L levels of the
2-D Haar transform, each on the top-left (LL) corner the level before left,
a soft threshold on every coefficient outside the last LL corner, and the
inverse levels in reverse.  Arguments as the program's: N T TIMED LEVELS."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
t = float(sys.argv[2]) if len(sys.argv) > 2 else 0.1
levels = int(sys.argv[4]) if len(sys.argv) > 4 else 3
R = range(n)
c = [[(i + j) / (2 * n) + (0.5 if j > n / 2 else 0) + 0.2 * math.sin(5.0 * i - 2.0 * j) for j in R] for i in R]


def forward(c, m):
    """one level on c's m x m corner, in place"""
    h = m // 2
    w = [[0.0] * m for _ in range(m)]
    for i in range(h):
        for j in range(h):
            a, b, cc, d = c[2 * i][2 * j], c[2 * i][2 * j + 1], c[2 * i + 1][2 * j], c[2 * i + 1][2 * j + 1]
            w[i][j] = (a + b + cc + d) / 4
            w[i][j + h] = (a - b + cc - d) / 4
            w[i + h][j] = (a + b - cc - d) / 4
            w[i + h][j + h] = (a - b - cc + d) / 4
    for i in range(m):
        c[i][:m] = w[i]


def inverse(c, m):
    h = m // 2
    x = [[0.0] * m for _ in range(m)]
    for i in range(h):
        for j in range(h):
            ll, lh, hl, hh = c[i][j], c[i][j + h], c[i + h][j], c[i + h][j + h]
            x[2 * i][2 * j] = ll + lh + hl + hh
            x[2 * i][2 * j + 1] = ll - lh + hl - hh
            x[2 * i + 1][2 * j] = ll + lh - hl - hh
            x[2 * i + 1][2 * j + 1] = ll - lh - hl + hh
    for i in range(m):
        c[i][:m] = x[i]


m = n
for _ in range(levels):
    forward(c, m)
    m //= 2
for i in R:
    for j in R:
        if i >= m or j >= m:
            v = c[i][j]
            c[i][j] = math.copysign(max(abs(v) - t, 0), v) if v else 0.0
for _ in range(levels):
    m *= 2
    inverse(c, m)
print("%.6f %.6f %.6f" % (sum(map(sum, c)), sum(v * v for row in c for v in row), c[n // 2 + 1][n // 3]))
