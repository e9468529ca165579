# Reference for mandel.q, computed with Python's complex numbers.
import math, sys
a = [int(v) for v in sys.argv[1:]]
w, h, iters = (a + [48, 17, 40][len(a):])[:3]
def num(v):
    return "%.0f" % v if v == math.floor(v) and abs(v) < 1e15 else "%g" % v
def cx(z):
    s = ""
    if z.real != 0 or z.imag == 0:
        s += num(z.real)
    if z.imag != 0:
        if z.real != 0 and not z.imag < 0:
            s += "+"
        s += num(z.imag) + "i"
    return s
def linspace(lo, hi, n):
    return [lo + (hi - lo) * i / (n - 1) if n > 1 else lo for i in range(n)]
x, y = linspace(-2.2, 0.8, w), linspace(-1.2, 1.2, h)
C = [[complex(x[j], 0) + complex(0, y[i]) for j in range(w)] for i in range(h)]
N = [[0] * w for _ in range(h)]
Z = [[0j] * w for _ in range(h)]
for i in range(h):
    for j in range(w):
        z, k = 0j, 0
        while k < iters and abs(z) <= 2:
            z = z * z + C[i][j]
            k += 1
        N[i][j], Z[i][j] = k, z
for i in range(h):
    print("".join("#" if N[i][j] >= iters else "+" if N[i][j] > 4 else "." for j in range(w)))
print("%s %s 0 1" % (num(sum(map(sum, N))), num(sum(v == iters for r in N for v in r))))
print("%s %s %s %d" % (cx(C[0][0]), cx(C[h - 1][w - 1]), cx(Z[h // 2][5]), Z[1][1].real > 2))
