# Reference for carrays.q, computed with Python's complex numbers.
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 3
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
def mat(rows):
    return "[" + ",\n ".join("[" + ",".join(cx(v) for v in r) + "]" for r in rows) + "]"
z = [1j] * n
print(arr([2 * v for v in z]) + " 2")
w = list(z)
w[0] = 5
z[n - 1] = -2 - 1j
print("%s %s %s %s" % (arr(z), arr(w), arr([int(a == b) for a, b in zip(z, w)]), arr([int(a != b) for a, b in zip(z, w)])))
print(mat([[2j, 2j], [2j, 2j]]) + "[2,2]")
print(cx(sum(w)))
A = [[(2j if i + 1 < 2 else 0) + j for j in range(n)] for i in range(2)]
print(mat(A))
flat = [v for r in A for v in r]
p = 1
for v in flat:
    p *= v + 1
print("%s %s %s %s" % (cx(sum(flat)), cx(p), cx(sum(flat) / len(flat)), num(abs(sum(v * v.conjugate() for v in flat)))))
