# Reference for modem.q, computed with Python's complex numbers.
import cmath, math, sys
a = [int(v) for v in sys.argv[1:]]
nsym, sps = (a + [16, 8][len(a):])[:2]
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
bits = [1 if (k * 7 + 3) % 5 > 1 else 0 for k in range(2 * nsym)]
b = [complex(2 * bits[2 * k] - 1, 2 * bits[2 * k + 1] - 1) / math.sqrt(2) for k in range(nsym)]
n = nsym * sps
u = [b[p // sps] for p in range(n)]
fc = 0.25
s = [(u[k] * cmath.exp(2j * math.pi * fc * k)).real for k in range(n)]
r = [2 * s[k] * cmath.exp(-2j * math.pi * fc * k) for k in range(n)]
d = [sum(r[p * sps:(p + 1) * sps]) / sps for p in range(nsym)]
errors = sum((d[p].real > 0) != (b[p].real > 0) for p in range(nsym)) + \
         sum((d[p].imag > 0) != (b[p].imag > 0) for p in range(nsym))
print(arr(b[:4]))
print(arr(d[:4]))
print("%d %d %s %d 1" % (errors, max(abs(d[p] - b[p]) for p in range(nsym)) < 1e-9,
                         num(round(sum(abs(v) ** 2 for v in u))), n))
print(arr([round(cmath.phase(v) / math.pi * 4) for v in d]))
print("[%d,%d] %d 1" % (nsym, sps, abs(sum(r[2 * sps:3 * sps]) / sps - b[2]) < 1e-9))
e = sum(v.conjugate() * v for v in d)
print("%s %d" % (num(round(e.real)), abs(e.imag) < 1e-12))
m = [[7, 8j], [-1j, 0.5 * 2j]]
def mat(rows):
    return "[" + ",\n ".join("[" + ",".join(cx(v) for v in r) + "]" for r in rows) + "]"
print("%s %s [%d,1]" % (mat(m), mat([[m[0][0], m[1][0]], [m[0][1], m[1][1]]]), nsym))
