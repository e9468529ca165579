#!/usr/bin/env python3
"""Reference for single.q under --scalar float, computed another way: plain
Python in double.  The "lost" figures are what float arithmetic gives
(1 + 1e-8 is 1 in float), the others agree with float to about 1e-6."""
import math
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
for what in ("host", "kernel", "fused", "reduction"):
    print(f"{what} lost: 0")
print(f"int reduction: {sum(i * i for i in range(n))}")


def ramp(a, b):
    sat = min(max(a * 0.01, 0.0), 1.0)
    clamp = min(max(b * 0.1, 1.0), 2.0)
    m = a * 0.3 - 1.0 * math.floor(a * 0.3 / 1.0)
    return sat + clamp + m + min(a, 3.5) + max(b, 0.25)


z = [math.sqrt(i * 0.5) + math.exp(-i / n) + (i / n) ** 2.5 + ramp(i, n - i) + i / 7 for i in range(n)]
print(f"z: {sum(z):.9g} {z[1]:.9g} {z[n - 1]:.9g}")
v = [0.1 + t / 3 for t in z]
print(f"v: {sum(v):.9g} {max(v):.9g}")
