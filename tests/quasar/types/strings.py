# Reference for strings.q, computed in Python.
import sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
name = sys.argv[2] if len(sys.argv) > 2 else "q"
def tag(k, p):
    return p + "<%d>" % k + "."
total = 0
for k in range(n + 1):
    s = "%d" % k + "x" + str(k)
    u = tag(k, name)
    p, q = u + "1", u + "2"
    p, q = q, p
    if s == "3x3":
        print("found %s at %d" % (s, k))
    total += k
w = "aaaa"
print("match " + w)
print(s, u, p, q, s + "!", total)
print("%s %d" % (s, n))
