#!/usr/bin/env python3
"""Reference for examples/quasar/tv.q (plain Python): ROF gradient descent,
forward differences zero on the last row/column, backward differences of
p with p = 0 outside the image."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
iters = int(sys.argv[2]) if len(sys.argv) > 2 else 20
R = range(n)
f = [[(1 if (i - n / 2) ** 2 + (j - n / 2) ** 2 < (n / 4) ** 2 else 0) + 0.15 * math.sin(12.9898 * i + 78.233 * j)
      for j in R] for i in R]
lam, tau, eps2 = 0.1, 0.05, 1e-4
u = [row[:] for row in f]
for _ in range(iters):
    px = [[0.0] * n for _ in R]
    py = [[0.0] * n for _ in R]
    for i in R:
        for j in R:
            gx = (u[i][j + 1] - u[i][j]) if j + 1 < n else 0.0
            gy = (u[i + 1][j] - u[i][j]) if i + 1 < n else 0.0
            m = math.sqrt(gx * gx + gy * gy + eps2)
            px[i][j] = gx / m
            py[i][j] = gy / m
    for i in R:
        for j in R:
            div = px[i][j] - (px[i][j - 1] if j > 0 else 0.0) + py[i][j] - (py[i - 1][j] if i > 0 else 0.0)
            u[i][j] = u[i][j] + tau * (div - lam * (u[i][j] - f[i][j]))
print("%.6f %.6f %.6f" % (sum(map(sum, u)), u[3][5], u[n // 2][n // 2]))
