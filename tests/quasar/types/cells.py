# Reference for cells.q, computed in Python.
import sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 5
iters = int(sys.argv[2]) if len(sys.argv) > 2 else 20
def num(v):
    return "%d" % v if v == int(v) else "%g" % v
def vec(xs):
    return "[" + ",".join(num(x) for x in xs) + "]"
sizes = [(k + 1, k + 2) for k in range(n)]
sums = [(k + 1) * (k + 2) * (k + 1) for k in range(n)]
print("levels: %d total: %s" % (n, num(sum(sums))))
for k in range(n):
    print("%d: %dx%d sum %s" % (k, sizes[k][0], sizes[k][1], num(sums[k])))
print("p[0] after q[0] = ...: [3,1]")
def lin(lo, hi, m):
    return [lo + (hi - lo) * i / (m - 1) for i in range(m)]
v = [lin(0, iters, k + 2) for k in range(3)]
print(vec(v[0]) + " " + vec(v[2]))
v[1][0] = 42
print(vec(v[1]) + " total " + num(sum(sums)))
print("3 [[1,0],\n [0,1]] [1,2] %s %s" % (num(4 * iters), num(2 + 3 + 4 * iters)))
