#!/usr/bin/env python3
"""Reference for examples/quasar/wavelet.q (plain Python): L levels of the
2-D Haar transform, each on the top-left (LL) corner the level before left,
a soft threshold on every coefficient outside the last LL corner, and the
inverse levels in reverse.  Arguments as the program's: N T TIMED LEVELS
COLS (the image is N x COLS when COLS > 0, else N x N)."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
t = float(sys.argv[2]) if len(sys.argv) > 2 else 0.1
levels = int(sys.argv[4]) if len(sys.argv) > 4 else 3
cols = int(sys.argv[5]) if len(sys.argv) > 5 and int(sys.argv[5]) > 0 else n
c = [[(i + j) / (2 * n) + (0.5 if j > n / 2 else 0) + 0.2 * math.sin(5.0 * i - 2.0 * j) for j in range(cols)]
     for i in range(n)]


def forward(c, m, p):
    """one level on c's m x p corner, in place"""
    h, k = m // 2, p // 2
    w = [[0.0] * p for _ in range(m)]
    for i in range(h):
        for j in range(k):
            a, b, cc, d = c[2 * i][2 * j], c[2 * i][2 * j + 1], c[2 * i + 1][2 * j], c[2 * i + 1][2 * j + 1]
            w[i][j] = (a + b + cc + d) / 4
            w[i][j + k] = (a - b + cc - d) / 4
            w[i + h][j] = (a + b - cc - d) / 4
            w[i + h][j + k] = (a - b - cc + d) / 4
    for i in range(m):
        c[i][:p] = w[i]


def inverse(c, m, p):
    h, k = m // 2, p // 2
    x = [[0.0] * p for _ in range(m)]
    for i in range(h):
        for j in range(k):
            ll, lh, hl, hh = c[i][j], c[i][j + k], c[i + h][j], c[i + h][j + k]
            x[2 * i][2 * j] = ll + lh + hl + hh
            x[2 * i][2 * j + 1] = ll - lh + hl - hh
            x[2 * i + 1][2 * j] = ll + lh - hl - hh
            x[2 * i + 1][2 * j + 1] = ll - lh - hl + hh
    for i in range(m):
        c[i][:p] = x[i]


m, p = n, cols
for _ in range(levels):
    forward(c, m, p)
    m, p = m // 2, p // 2
for i in range(n):
    for j in range(cols):
        if i >= m or j >= p:
            v = c[i][j]
            c[i][j] = math.copysign(max(abs(v) - t, 0), v) if v else 0.0
for _ in range(levels):
    m, p = 2 * m, 2 * p
    inverse(c, m, p)
print("%.6f %.6f %.6f" % (sum(map(sum, c)), sum(v * v for row in c for v in row), c[n // 2 + 1][n // 3]))
