#!/usr/bin/env python3
"""Reference for examples/quasar/gaussian.q, computed another way (plain
Python lists): the same image, the same separable clamped Gaussian."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 256
sigma = 2.0
im = [[(i + 2 * j) / (3 * n) + (1 if abs(i - n / 2) < n / 8 and abs(j - n / 2) < n / 8 else 0)
       for j in range(n)] for i in range(n)]
r = int(math.ceil(3 * sigma))
w = [math.exp(-k * k / (2 * sigma * sigma)) for k in range(-r, r + 1)]
s = sum(w)
w = [x / s for x in w]
cl = lambda i: min(max(i, 0), n - 1)
tmp = [[sum(w[k + r] * row[cl(j + k)] for k in range(-r, r + 1)) for j in range(n)] for row in im]
out = [[sum(w[k + r] * tmp[cl(i + k)][j] for k in range(-r, r + 1)) for j in range(n)] for i in range(n)]
print("%.6f %.6f %.6f" % (sum(map(sum, out)), out[n // 2][n // 2], out[3][n - 2]))
