# Reference for device.q, computed in Python.
import sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 12
def num(v):
    return "%d" % v if v == int(v) else "%g" % v
def vec(xs):
    return "[" + ",".join(num(x) for x in xs) + "]"
def nb(i):
    return [max(i - 1, 0), i, min(i + 1, n - 1)]
x = [(i * 7) % 5 for i in range(n)]
print(vec([v * v + 1 for v in x]))
print(vec([sum(x[j] for j in nb(i)) for i in range(n)]))
print(vec([nb(i)[0] * 100 + nb(i)[2] for i in range(n)]))
print(vec(nb(0)) + " " + num(1.5 * 1.5 + 2))
