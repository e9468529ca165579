# Reference for cdevice.q, computed with Python's complex numbers.
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 16
def num(v):
    return "%.0f" % v if v == math.floor(v) and abs(v) < 1e15 else "%g" % v
def cx(z):
    z = complex(z)
    s = ""
    if z.real != 0 or z.imag == 0:
        s += num(z.real)
    if z.imag != 0:
        if z.real != 0 and not z.imag < 0:
            s += "+"
        s += num(z.imag) + "i"
    return s
def arr(xs):
    return "[" + ",".join(cx(x) for x in xs) + "]"
A = [i / 4 for i in range(n)]
Z = [complex(a, 1 - a) for a in A]
z0 = 2 - 1j
W = [a * z + z0 * z - z.conjugate() + 1j for a, z in zip(A, Z)]
R = [abs(3 + 4j) + w.real - w.imag for w in W]
print(arr(W))
print("[" + ",".join(num(r) for r in R) + "]")
H = [0j] * 4
for p in range(n):
    H[p % 4] += W[p]
for p in range(n):
    H[p % 4] -= Z[p] * 1j
print(arr(H))
print(cx(sum(W)))
