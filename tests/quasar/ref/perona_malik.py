#!/usr/bin/env python3
"""Reference for examples/quasar/perona_malik.q (plain Python, edges by index tests)."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
iters = int(sys.argv[2]) if len(sys.argv) > 2 else 10
R = range(n)
im = [[(math.floor(i / 16) + math.floor(j / 16)) % 2 + 0.1 * math.sin(0.3 * i * j) for j in R] for i in R]
kappa, dt = 0.5, 0.2
g = lambda d: math.exp(-(d / kappa) ** 2)
y = [row[:] for row in im]
for _ in range(iters):
    u = y
    y = [[0.0] * n for _ in R]
    for i in R:
        for j in R:
            c = u[i][j]
            dn = u[max(i - 1, 0)][j] - c
            ds = u[min(i + 1, n - 1)][j] - c
            de = u[i][min(j + 1, n - 1)] - c
            dw = u[i][max(j - 1, 0)] - c
            y[i][j] = c + dt * (g(dn) * dn + g(ds) * ds + g(de) * de + g(dw) * dw)
print("%.6f %.6f %.6f" % (sum(map(sum, y)), y[n // 2][n // 3], y[n - 1][0]))
