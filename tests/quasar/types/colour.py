# Reference for colour.q, computed in Python.
import math, sys
h = int(sys.argv[1]) if len(sys.argv) > 1 else 4
w = int(sys.argv[2]) if len(sys.argv) > 2 else 5
def num(v):
    return "%.0f" % v if v == math.floor(v) and abs(v) < 1e15 else "%g" % v
def cube(a):  # as kforge's qa_print prints an h x w x 3 array
    rows = []
    for i in range(h):
        vals = ",".join(num(a[i][j][c]) for j in range(w) for c in range(3))
        rows.append("[" + vals + "]" if h > 1 else vals)
    return "[" + ",\n ".join(rows) + "]"
x = [[[((i * 7 + j * 3 + c * 5) % 11) / 10 for c in range(3)] for j in range(w)] for i in range(h)]
y = [[[0.0] * 3 for j in range(w)] for i in range(h)]
m = max(h, w)
for i in range(h):
    for j in range(w):
        p = [(i - 1) / m, (j - 2) / m]
        weight = math.exp(-(p[0] * p[0] + p[1] * p[1]) / 0.25)
        rgb = x[i][j]
        g = rgb[0] * 0.3 + rgb[1] * 0.59 + rgb[2] * 0.11
        y[i][j] = [g + (rgb[c] - g) * weight for c in range(3)]
print(cube(y))
z = [[[0.0] * 3 for j in range(w)] for i in range(h)]
for i in range(h):
    for j in range(w):
        l, r = y[i][max(j - 1, 0)], y[i][min(j + 1, w - 1)]
        z[i][j] = [(l[c] + 2 * y[i][j][c] + r[c]) / 4 for c in range(3)]
        z[i][j][1] += 1
print(cube(z))
