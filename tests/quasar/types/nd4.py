# Reference for nd4.q, computed in Python.
import math, sys
a, b, c, d = ([int(v) for v in sys.argv[1:]] + [2, 3, 2, 4][len(sys.argv) - 1:])[:4]
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
A = {(i, j, k, l): 1000 * i + 100 * j + 10 * k + l
     for i in range(a) for j in range(b) for k in range(c) for l in range(d)}
n = a * b * c * d
print("4 %d %d%d%d%d 1" % (n, a, b, c, d))
B = {key: 2 * v + 1 for key, v in A.items()}
w = sum(0.5 ** l * A[1, 0, 1, l] for l in range(d))
print("%s %s %s %s %s" % (num(sum(B.values())), num(max(A.values())), num(sum(A.values()) / n),
                          num(B[a - 1, b - 1, c - 1, d - 1]), num(w)))
z = complex(3, 4) + 1j * A[0, 1, 1, 2]
print("%s %s 4" % (num(abs(z)), cx(complex(3, 4 + sum(A.values())))))
print("[7,7,7,7]")
