#!/usr/bin/env python3
"""Reference for examples/quasar/exprs.q (plain Python)."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
A = [[math.sin(i * 0.01) + j / n for j in range(n)] for i in range(n)]
X = [[math.cos(j * 0.02) - i / n for j in range(n)] for i in range(n)]
Y = [[((i * j) % 7) / 7 for j in range(n)] for i in range(n)]
R = range(n)
Z = [[A[i][j] * X[i][j] + Y[i][j] + 4 for j in R] for i in R]
s1 = sum(map(sum, Z))
s2 = sum(A[i][j] * X[i][j] + Y[i][j] for i in R for j in R)
m1 = max(abs(Z[i][j] - 4) for i in R for j in R)
m2 = min(math.exp(-A[i][j] * A[i][j]) / (1 + Y[i][j]) for i in R for j in R)
print("%.6f %.6f %.6f %.6f" % (s1, s2, m1, m2))
W = [[math.sqrt(abs(Z[i][j])) * (1.0 if Z[i][j] > 4 else 0.0) - 0.5 * Y[i][j] for j in R] for i in R]
print("%.6f %.6f" % (sum(map(sum, W)) / (n * n), W[n - 1][2]))
