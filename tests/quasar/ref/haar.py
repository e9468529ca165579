#!/usr/bin/env python3
"""Reference for examples/quasar/haar.q (plain Python): the one-level Haar
transform as a matrix of sub-bands, threshold, inverse."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
t = float(sys.argv[2]) if len(sys.argv) > 2 else 0.1
R = range(n)
x = [[(i + j) / (2 * n) + (0.5 if j > n / 2 else 0) + 0.2 * math.sin(5.0 * i - 2.0 * j) for j in R] for i in R]
h = n // 2
w = [[0.0] * n for _ in R]
for i in range(h):
    for j in range(h):
        a, b, c, d = x[2 * i][2 * j], x[2 * i][2 * j + 1], x[2 * i + 1][2 * j], x[2 * i + 1][2 * j + 1]
        w[i][j] = (a + b + c + d) / 4
        w[i][j + h] = (a - b + c - d) / 4
        w[i + h][j] = (a + b - c - d) / 4
        w[i + h][j + h] = (a - b - c + d) / 4
for i in R:
    for j in R:
        if i >= h or j >= h:
            v = w[i][j]
            w[i][j] = math.copysign(max(abs(v) - t, 0), v) if v else 0.0
y = [[0.0] * n for _ in R]
for i in range(h):
    for j in range(h):
        ll, lh, hl, hh = w[i][j], w[i][j + h], w[i + h][j], w[i + h][j + h]
        y[2 * i][2 * j] = ll + lh + hl + hh
        y[2 * i][2 * j + 1] = ll - lh + hl - hh
        y[2 * i + 1][2 * j] = ll + lh - hl - hh
        y[2 * i + 1][2 * j + 1] = ll - lh - hl + hh
print("%.6f %.6f %.6f" % (sum(map(sum, y)), sum(v * v for row in y for v in row), y[n // 2 + 1][n // 3]))
