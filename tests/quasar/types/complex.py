# Reference for complex.q, computed with Python's complex numbers.
import cmath, math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
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
def vec(xs):
    return "[" + ",".join(num(x) for x in xs) + "]"
z = 1 + 2j
w = complex(0.5, -1.5)
print(" ".join(cx(v) for v in [z, w, z * w, z / w, -z, z - w, 2 * z, z / 4]))
print("%s %s %s %s %s" % (num(z.real), num(z.imag), num(abs(3 + 4j)), num(cmath.phase(1j)), cx(z.conjugate())))
print(" ".join(cx(v) for v in [cmath.exp(1j * math.pi), 2j, (1 + 1j) * (1 + 1j), 1 / z, cmath.log(-1 + 0j)]))
print("1 1 3 0")
s = sum(cmath.exp(2j * math.pi * k / n) for k in range(n))
print("%d 1" % (abs(s) < 1e-12))
print(vec([abs(cmath.exp(2j * math.pi * p / n) * (p + 1)) + math.atan2(1, 1) for p in range(n)]))
print(vec([(complex(p, 1) * complex(p, -1) + 1j).real for p in range(n)]))
print(vec([(w * p).imag + abs(w) for p in range(n)]))
t = (2.0 + 1j + 1) * 1j
print(cx(t) + " " + cx(t * t.conjugate() + 1j))
