#!/usr/bin/env python3
"""Reference for examples/quasar/filters.q (plain Python)."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
R = range(n)
im = [[(1 if i > n / 3 and j < 2 * n / 3 else 0) + 0.2 * math.sin(7.0 * i + 3.0 * j) for j in R] for i in R]

def mirror(i):
    p = 2 * n
    i %= p
    return i if i < n else p - 1 - i

r, ss, sr = 2, 1.5, 0.3
b = [[0.0] * n for _ in R]
for i in R:
    for j in R:
        c = im[i][j]; num = den = 0.0
        for di in range(-r, r + 1):
            for dj in range(-r, r + 1):
                v = im[mirror(i + di)][mirror(j + dj)]
                w = math.exp(-(di * di + dj * dj) / (2 * ss * ss) - (v - c) ** 2 / (2 * sr * sr))
                num += w * v; den += w
        b[i][j] = num / den

lam, tau, eps2 = 0.1, 0.05, 1e-4
u = [row[:] for row in im]
for it in range(20):
    g = [[0.0] * n for _ in R]
    for i in R:
        for j in R:
            ux = u[i][min(j + 1, n - 1)] - u[i][j]
            uy = u[min(i + 1, n - 1)][j] - u[i][j]
            uxm = u[i][j] - u[i][max(j - 1, 0)]
            uym = u[i][j] - u[max(i - 1, 0)][j]
            g[i][j] = ux / math.sqrt(ux * ux + uy * uy + eps2) - uxm / math.sqrt(uxm * uxm + uym * uym + eps2)
    u = [[u[i][j] + tau * (g[i][j] - lam * (u[i][j] - im[i][j])) for j in R] for i in R]

t = 0.1
soft = lambda v: math.copysign(1, v) * max(abs(v) - t, 0) if v != 0 else 0.0
h = [[0.0] * n for _ in R]
for i in range(n // 2):
    for j in range(n // 2):
        a, bb, c, d = im[2*i][2*j], im[2*i][2*j+1], im[2*i+1][2*j], im[2*i+1][2*j+1]
        ll = (a + bb + c + d) / 4
        lh = soft((a - bb + c - d) / 4); hl = soft((a + bb - c - d) / 4); hh = soft((a - bb - c + d) / 4)
        h[2*i][2*j] = ll + lh + hl + hh; h[2*i][2*j+1] = ll - lh + hl - hh
        h[2*i+1][2*j] = ll + lh - hl - hh; h[2*i+1][2*j+1] = ll - lh - hl + hh
print("%.6f %.6f" % (sum(map(sum, b)), b[n // 2][n // 2]))
print("%.6f %.6f" % (sum(map(sum, u)), u[3][5]))
print("%.6f %.6f" % (sum(x * x for row in h for x in row), h[10][11]))
