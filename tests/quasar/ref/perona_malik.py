#!/usr/bin/env python3
"""Reference for examples/quasar/perona_malik.q (plain Python): each step
pads the image by one replicated pixel (the 'clamped accessor) and reads
the four neighbours from the padded copy."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
iters = int(sys.argv[2]) if len(sys.argv) > 2 else 10
R = range(n)
y = [[(math.floor(i / 16) + math.floor(j / 16)) % 2 + 0.1 * math.sin(0.3 * i * j) for j in R] for i in R]
kappa, dt = 0.5, 0.2


def flux(d):
    return math.exp(-(d / kappa) ** 2) * d


for _ in range(iters):
    rows = [y[0]] + y + [y[-1]]
    p = [[r[0]] + r + [r[-1]] for r in rows]
    y = [[p[i + 1][j + 1] + dt * sum(flux(p[a][b] - p[i + 1][j + 1])
                                      for a, b in ((i, j + 1), (i + 2, j + 1), (i + 1, j + 2), (i + 1, j)))
          for j in R] for i in R]
print("%.6f %.6f %.6f" % (sum(map(sum, y)), y[n // 2][n // 3], y[n - 1][0]))
