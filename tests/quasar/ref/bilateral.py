#!/usr/bin/env python3
"""Reference for examples/quasar/bilateral.q (plain Python, explicit mirror indexing)."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
r = int(sys.argv[2]) if len(sys.argv) > 2 else 2
R = range(n)
im = [[(1 if i > n / 3 and j < 2 * n / 3 else 0) + 0.5 * j / n + 0.2 * math.sin(7.0 * i + 3.0 * j)
       for j in R] for i in R]

def mirror(i):
    p = 2 * n
    i %= p
    return i if i < n else p - 1 - i

ss, sr = 1.5, 0.3
out = [[0.0] * n for _ in R]
for i in R:
    for j in R:
        c = im[i][j]
        num = den = 0.0
        for di in range(-r, r + 1):
            row = im[mirror(i + di)]
            for dj in range(-r, r + 1):
                v = row[mirror(j + dj)]
                w = math.exp(-(di * di + dj * dj) / (2 * ss * ss) - (v - c) ** 2 / (2 * sr * sr))
                num += w * v
                den += w
        out[i][j] = num / den
print("%.6f %.6f %.6f" % (sum(map(sum, out)), out[n // 2][n // 2], out[0][n - 1]))
