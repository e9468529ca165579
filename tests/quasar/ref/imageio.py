#!/usr/bin/env python3
"""Reference for examples/quasar/imageio.q: the same picture; an 8-bit
image file keeps values rounded and clamped to 0..255."""
import sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 48
im = [[[(i * 5 + j * 3 + c * 70) % 256 for c in range(3)] for j in range(n)] for i in range(n)]
total = sum(v for row in im for px in row for v in px)
print("png roundtrip=0 sum=%d" % total)
grey = [min(255, max(0, int((sum(px) / 3) + 0.5))) for row in im for px in row]
print("tiff grey=%dx%d sum=%d" % (n, n, sum(grey)))
