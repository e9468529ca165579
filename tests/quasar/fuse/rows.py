#!/usr/bin/env python3
"""Reference for tests/quasar/fuse/rows.q (plain Python): each kernel
computes every point from the arrays as they were before it ran."""
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 37
m = int(sys.argv[2]) if len(sys.argv) > 2 else 41
iters = int(sys.argv[3]) if len(sys.argv) > 3 else 3


def cl(i, k):  # 'clamped
    return 0 if i < 0 else k - 1 if i >= k else i


u = [[math.sin(0.3 * i + 0.7 * j) for j in range(m)] for i in range(n)]
a = [[[math.cos(0.2 * i - 0.5 * j + k) for j in range(m)] for k in range(3)] for i in range(n)]
v = [r[:] for r in u]
x = [r[:] for r in u]
y = [[7.0] * m for _ in range(n + 2)]
z = [[0.0] * m for _ in range(n)]
for _ in range(iters):
    gx = [[u[i][cl(j + 1, m)] - u[i][j] for j in range(m)] for i in range(n)]
    gy = [[u[cl(i + 1, n)][j] - u[i][j] for j in range(m)] for i in range(n)]
    u = [[u[i][j] + 0.25 * (gx[i][j] - (gx[i][j - 1] if j > 0 else 0.0) + gy[i][j] - (gy[i - 1][j] if i > 0 else 0.0))
          for j in range(m)] for i in range(n)]
    s = [[0.5 * v[i][j] + 0.25 * (v[cl(i - 1, n)][j] + v[i][cl(j + 1, m)]) for j in range(m)] for i in range(n)]
    v = [[s[cl(i + 1, n)][j] - 0.5 * s[cl(i - 2, n)][j] + 0.1 * v[i][j] for j in range(m)] for i in range(n)]
    w = [[[a[cl(i + 1, n)][k][j] + a[cl(i - 1, n)][k][j] + a[i][cl(k + 1, 3)][j] - 3 * a[i][k][j] for j in range(m)]
          for k in range(3)] for i in range(n)]
    a = [[[a[i][k][j] + 0.1 * (w[i][k][j] - (w[i - 1][k][j + 1] if i > 0 and j + 1 < m else 0.0)) for j in range(m)]
          for k in range(3)] for i in range(n)]


def fill():
    for i in range(n):
        for j in range(m):
            y[i][j] = x[i][j] * 2 + j


def total(rows):
    t = 0.0
    for r in rows:
        for e in r:
            t += e
    return t


fill()
z = [[y[cl(i + 1, n + 2)][j] - y[cl(i - 1, n + 2)][j] for j in range(m)] for i in range(n)]
print("%.10f %.10f %.10f" % (total(u), u[1][2], u[n - 1][m - 1]))
print("%.10f %.10f %.10f" % (total(v), v[0][0], v[n - 1][1]))
print("%.10f %.10f %.10f" % (total([r for p in a for r in p]), a[1][2][m - 1], a[n - 1][0][m - 1]))
print("%.10f %.10f %.10f" % (total(y), total(z), z[n - 1][2]))
fill()
z = [[y[i + 1][j] - y[i][j] for j in range(m)] for i in range(n)]  # rows i + 1 <= n < n + 2: no mirroring
fill()
z = [[y[cl(j, n + 2)][cl(i, m)] + z[i][j] for j in range(m)] for i in range(n)]
print("%.10f %.10f" % (total(z), z[n - 1][0]))
