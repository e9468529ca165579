#!/usr/bin/env python3
"""Reference for examples/quasar/features.q: each value computed in Python
and printed the way Quasar's print shows it."""
import math

def num(v):
    return "%d" % v if float(v).is_integer() and abs(v) < 1e15 else "%g" % v

def vec(l):
    return "[" + ",".join(num(x) for x in l) + "]"

def mat(rows):
    if len(rows) == 1:
        return vec(rows[0])
    return "[" + ",\n ".join(vec(r) for r in rows) + "]"

A = [[1, 2, 3], [4, 5, 6]]
T = [list(r) for r in zip(*A)]
mm = lambda X, Y: [[sum(X[i][k] * Y[k][j] for k in range(len(Y))) for j in range(len(Y[0]))] for i in range(len(X))]
flat = [x for r in A for x in r]
out = []
out.append("size=[2,3] numel=%d ndims=2" % len(flat))
out.append("A'=" + mat(T))
out.append("A*A'=" + mat(mm(A, T)))
out.append("col1=%s row0=%s part=%s" % (vec([r[1] for r in A]), vec(A[0]), vec(A[0][0:2])))
out.append("sums=%s %s all=%s mean=%s" % (vec([sum(c) for c in zip(*A)]), mat([[sum(r)] for r in A]),
                                          num(sum(flat)), num(sum(flat) / len(flat))))
out.append("max=%s min=%s prod=%s" % (num(max(flat)), num(min(flat)), num(math.prod(flat))))
x = [1.5, 2, 4]
out.append("s=%s p=%s" % (num(sum(x)), num(math.prod(x))))
out.append("lambda=%s %s %s" % (num(9), num(16), vec([k * k for k in range(1, 6)])))
out.append("closure=%s" % num(5 + 10))
out.append("default=%s explicit=%s" % (mat([[2 * v for v in r] for r in A]), mat([[0.5 * v for v in r] for r in A])))
k = 0
while True:
    k += 3
    if k > 10:
        break
out.append("repeat=%d" % k)
total = 0
for i in range(0, 11, 2):
    if i == 4:
        continue
    if i == 8:
        break
    total += i
out.append("loop=%d" % total)
out.append("while=7")
out += ["zero", "one", "many"]
out.append("%d items at %.2f!" % (3, 1.5))
out.append("shared=100 copy=100")
out.append("independent=6")
r = list(range(1, 7))
out.append("reshape=" + mat([r[i * 2:i * 2 + 2] for i in range(3)]))
out.append("repmat=" + mat([[1, 2, 1, 2]] * 2))
out.append("eye=%s ones=%s" % (mat([[1, 0], [0, 1]]), num(12)))
out.append("lib=%s %s" % (num(42), num(27)))
out.append("slice set=" + vec([0, 7, 7, 7, 0]))
xv = 10 - 3 * 2 ** 2 / 4
out.append("precedence=%s %s %s %s" % (num(xv), num(-7 % 3), num(math.floor(-2.5)), num(3)))
out.append("ternary=%s and=%s not=%s" % (1 if xv > 5 else 2, int(1 < 2 and 3 > 4), int(not (1 > 2))))
out.append("generic=%s %s" % (num(1 + 2), num(1.5 * 2)))
print("\n".join(out))
