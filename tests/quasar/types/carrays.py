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
Z = [[1 + 1j, 2], [3j, -1]]
R = [[1, 2], [3, n]]
def mm(a, b):
    return [[sum(a[i][l] * b[l][j] for l in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]
print("%s %s %s" % (mat(mm(Z, Z)), mat(mm(R, Z)), mat(mm(Z, R))))
col = [Z[0][j] + Z[1][j] for j in range(2)]
row = [[Z[i][0] + Z[i][1]] for i in range(2)]
pr = [Z[0][j] * Z[1][j] for j in range(2)]
me = [[(Z[i][0] + Z[i][1]) / 2] for i in range(2)]
print("%s %s %s %s" % (arr(col), mat(row), arr(pr), mat(me)))
print(mat([r + r for r in Z]))
