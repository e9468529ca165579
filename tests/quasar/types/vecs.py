# Reference for vecs.q, computed in Python.
import math, sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
def num(v):
    return "%.0f" % v if v == math.floor(v) and abs(v) < 1e15 else "%g" % v
def vec(xs):
    return "[" + ",".join(num(x) for x in xs) + "]"
def rotate(v, c, s):
    return [c * v[0] - s * v[1], s * v[0] + c * v[1], v[2]]
p = [[(i * 3 + j * 5) % 7 - 3 for j in range(3)] for i in range(n)]
a, b, c, d = [], [], [], []
t = 0.5
for pos in range(n):
    x = p[pos]
    v = rotate(x, math.cos(t), math.sin(t))
    v = [v[k] * 2 + [0.5, -1, 0.25][k] for k in range(3)]
    v[2] = v[2] / 4
    v[1] += 1
    w = [abs(v[k] - x[k]) * v[k] for k in range(3)]
    a.append(sum(w) + x[0] * x[1] * x[2])
    b.append(math.sqrt(sum(u * u for u in v)) + sum(u ** 2 for u in v) / 3)
    c.append(max(w) - min(w))
    v = [v[1], v[0], v[2]]
    d.append(v[0] * 100 + v[pos % 3])
print(vec(a))
print(vec(b))
print(vec(c))
print(vec(d))
print(vec([sum(math.sqrt(q) / r for q, r in zip([pos, 2 * pos, pos + 1, 4], [1, 2, 4, 8])) for pos in range(n)]))
def spread(i):
    v = [i, 0.5, 1]
    v[i % 3] = 7
    v[(i + 1) % 3] += 1
    return v[0] * 100 + v[1] * 10 + v[2]
print(vec([spread(i) for i in range(n)]))
r = rotate([1.5, 2, 3], 0, 1)
print(vec(r) + " " + num(13))
r[0] = 5
print(num(sum(u * u + 1 for u in r)) + " " + num(sum(u * u for u in r)))
