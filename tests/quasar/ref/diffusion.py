#!/usr/bin/env python3
"""Reference for examples/quasar/diffusion.q (plain Python)."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 128
iters = int(sys.argv[2]) if len(sys.argv) > 2 else 10
kappa, dt = 0.5, 0.2
im = [[(math.floor(i / 16) + math.floor(j / 16)) % 2 + 0.1 * math.sin(i * j) for j in range(n)] for i in range(n)]
g = lambda d: math.exp(-(d / kappa) ** 2)
y = [r[:] for r in im]
for it in range(iters):
    u = [r[:] for r in y]
    for i in range(n):
        for j in range(n):
            c = u[i][j]
            dn = u[max(i - 1, 0)][j] - c
            ds = u[min(i + 1, n - 1)][j] - c
            de = u[i][min(j + 1, n - 1)] - c
            dw = u[i][max(j - 1, 0)] - c
            y[i][j] = c + dt * (g(dn) * dn + g(ds) * ds + g(de) * de + g(dw) * dw)
energy = sum((y[i + 1][j] - y[i][j]) ** 2 for i in range(n - 1) for j in range(n))
print("%.6f %.6f %.6f" % (sum(map(sum, y)), energy, y[n // 2][int(n / 3)]))
