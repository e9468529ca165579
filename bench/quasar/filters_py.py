#!/usr/bin/env python3
"""The image examples of examples/quasar/ in numpy and in Numba
(@njit(parallel=True)), on the same test images, for bench/quasar/run.sh.

usage: filters_py.py numpy|numba NAME N [ARG]
prints the example's checksum line, then "time S" (the filter alone);
for numba also "first S": the first call, which compiles; the time is
then the least of $REPS calls (default 1)."""
import os
import sys
import time

import numpy as np


def images(name, n):
    i, j = np.meshgrid(np.arange(n, dtype=np.float64), np.arange(n, dtype=np.float64), indexing="ij")
    if name == "bilateral":
        return ((i > n / 3) & (j < 2 * n / 3)) + 0.5 * j / n + 0.2 * np.sin(7.0 * i + 3.0 * j)
    if name == "perona_malik":
        return np.mod(np.floor(i / 16) + np.floor(j / 16), 2) + 0.1 * np.sin(0.3 * i * j)
    if name == "gaussian":
        return (i + 2 * j) / (3 * n) + ((np.abs(i - n / 2) < n / 8) & (np.abs(j - n / 2) < n / 8))
    if name == "tv":
        return ((i - n / 2) ** 2 + (j - n / 2) ** 2 < (n / 4) ** 2) + 0.15 * np.sin(12.9898 * i + 78.233 * j)
    return (i + j) / (2 * n) + np.where(j > n / 2, 0.5, 0.0) + 0.2 * np.sin(5.0 * i - 2.0 * j)


# ---- numpy: whole-array operations, as a numpy user writes them ----
def gauss_weights(sigma):
    r = int(np.ceil(3 * sigma))
    w = np.array([np.exp(-k * k / (2 * sigma * sigma)) for k in range(-r, r + 1)])
    s = 0.0
    for v in w:  # summed in order, as the others do
        s += v
    return r, w / s


def np_gaussian(x, sigma):
    r, w = gauss_weights(sigma)
    n0, n1 = x.shape
    p = np.pad(x, ((0, 0), (r, r)), mode="edge")  # the 'clamped accessor
    t = np.zeros_like(x)
    for k in range(2 * r + 1):
        t += w[k] * p[:, k:k + n1]
    p = np.pad(t, ((r, r), (0, 0)), mode="edge")
    y = np.zeros_like(x)
    for k in range(2 * r + 1):
        y += w[k] * p[k:k + n0, :]
    return y


def np_bilateral(x, r, ss=1.5, sr=0.3):
    p = np.pad(x, r, mode="symmetric")  # the 'mirror accessor
    n0, n1 = x.shape
    num = np.zeros_like(x)
    den = np.zeros_like(x)
    for di in range(-r, r + 1):
        for dj in range(-r, r + 1):
            v = p[r + di:r + di + n0, r + dj:r + dj + n1]
            w = np.exp(-(di * di + dj * dj) / (2 * ss * ss) - (v - x) ** 2 / (2 * sr * sr))
            num += w * v
            den += w
    return num / den


def np_perona_malik(x, iters, kappa=0.5, dt=0.2):
    y = x.copy()
    for _ in range(iters):
        p = np.pad(y, 1, mode="edge")
        c = y
        d = [p[:-2, 1:-1] - c, p[2:, 1:-1] - c, p[1:-1, 2:] - c, p[1:-1, :-2] - c]
        y = c + dt * sum(np.exp(-(e / kappa) ** 2) * e for e in d)
    return y


def np_tv(f, iters, lam=0.1, tau=0.05, eps2=1e-4):
    u = f.copy()
    for _ in range(iters):
        gx = np.zeros_like(u)
        gy = np.zeros_like(u)
        gx[:, :-1] = u[:, 1:] - u[:, :-1]
        gy[:-1, :] = u[1:, :] - u[:-1, :]
        m = np.sqrt(gx ** 2 + gy ** 2 + eps2)
        px, py = gx / m, gy / m
        div = px.copy()
        div[:, 1:] -= px[:, :-1]
        div += py
        div[1:, :] -= py[:-1, :]
        u = u + tau * (div - lam * (u - f))
    return u


def np_haar(x, t):
    a, b, c, d = x[0::2, 0::2], x[0::2, 1::2], x[1::2, 0::2], x[1::2, 1::2]
    ll = (a + b + c + d) / 4
    soft = lambda v: np.sign(v) * np.maximum(np.abs(v) - t, 0)
    lh, hl, hh = soft((a - b + c - d) / 4), soft((a + b - c - d) / 4), soft((a - b - c + d) / 4)
    y = np.empty_like(x)
    y[0::2, 0::2] = ll + lh + hl + hh
    y[0::2, 1::2] = ll - lh + hl - hh
    y[1::2, 0::2] = ll + lh - hl - hh
    y[1::2, 1::2] = ll - lh - hl + hh
    return y


def np_wavelet(x, t, levels=3):
    n = x.shape[0]
    c = x.copy()
    m = n
    for _ in range(levels):  # each level on the LL corner of the one before
        s, h = c[:m, :m], m // 2
        a, b, cc, d = s[0::2, 0::2], s[0::2, 1::2], s[1::2, 0::2], s[1::2, 1::2]
        w = np.empty((m, m))
        w[:h, :h] = (a + b + cc + d) / 4
        w[:h, h:] = (a - b + cc - d) / 4
        w[h:, :h] = (a + b - cc - d) / 4
        w[h:, h:] = (a - b - cc + d) / 4
        c[:m, :m] = w
        m = h
    detail = np.ones(c.shape, dtype=bool)
    detail[:m, :m] = False
    c[detail] = np.sign(c[detail]) * np.maximum(np.abs(c[detail]) - t, 0)
    for _ in range(levels):
        m, h = 2 * m, m
        ll, lh, hl, hh = c[:h, :h], c[:h, h:m], c[h:m, :h], c[h:m, h:m]
        y = np.empty((m, m))
        y[0::2, 0::2] = ll + lh + hl + hh
        y[0::2, 1::2] = ll - lh + hl - hh
        y[1::2, 0::2] = ll + lh - hl - hh
        y[1::2, 1::2] = ll - lh - hl + hh
        c[:m, :m] = y
    return c


def numba_versions():
    from numba import njit, prange

    @njit(parallel=True)
    def blur(x, w, r):
        n0, n1 = x.shape
        t = np.empty_like(x)
        y = np.empty_like(x)
        for i in prange(n0):
            for j in range(n1):
                s = 0.0
                for k in range(-r, r + 1):
                    s += w[k + r] * x[i, min(max(j + k, 0), n1 - 1)]
                t[i, j] = s
        for i in prange(n0):
            for j in range(n1):
                s = 0.0
                for k in range(-r, r + 1):
                    s += w[k + r] * t[min(max(i + k, 0), n0 - 1), j]
                y[i, j] = s
        return y

    def gaussian(x, sigma):
        r, w = gauss_weights(sigma)
        return blur(x, w, r)

    @njit(parallel=True)
    def bilateral(x, r):
        n0, n1 = x.shape
        y = np.empty_like(x)
        ss, sr = 1.5, 0.3
        for i in prange(n0):
            for j in range(n1):
                c = x[i, j]
                num = 0.0
                den = 0.0
                for di in range(-r, r + 1):
                    ii = i + di
                    ii = -1 - ii if ii < 0 else (2 * n0 - 1 - ii if ii >= n0 else ii)
                    for dj in range(-r, r + 1):
                        jj = j + dj
                        jj = -1 - jj if jj < 0 else (2 * n1 - 1 - jj if jj >= n1 else jj)
                        v = x[ii, jj]
                        w = np.exp(-(di * di + dj * dj) / (2 * ss * ss) - (v - c) ** 2 / (2 * sr * sr))
                        num += w * v
                        den += w
                y[i, j] = num / den
        return y

    @njit(parallel=True)
    def pm_step(y, u, kappa, dt):
        n0, n1 = u.shape
        for i in prange(n0):
            for j in range(n1):
                c = u[i, j]
                dn = u[max(i - 1, 0), j] - c
                ds = u[min(i + 1, n0 - 1), j] - c
                de = u[i, min(j + 1, n1 - 1)] - c
                dw = u[i, max(j - 1, 0)] - c
                y[i, j] = c + dt * (np.exp(-(dn / kappa) ** 2) * dn + np.exp(-(ds / kappa) ** 2) * ds +
                                    np.exp(-(de / kappa) ** 2) * de + np.exp(-(dw / kappa) ** 2) * dw)

    def perona_malik(x, iters):
        y = x.copy()
        t = np.empty_like(x)
        for _ in range(iters):
            pm_step(t, y, 0.5, 0.2)
            y, t = t, y
        return y

    @njit(parallel=True)
    def tv(f, iters):
        lam, tau, eps2 = 0.1, 0.05, 1e-4
        n0, n1 = f.shape
        u = f.copy()
        px = np.empty_like(f)
        py = np.empty_like(f)
        for _ in range(iters):
            for i in prange(n0):
                for j in range(n1):
                    c = u[i, j]
                    gx = u[i, j + 1] - c if j + 1 < n1 else 0.0
                    gy = u[i + 1, j] - c if i + 1 < n0 else 0.0
                    m = np.sqrt(gx * gx + gy * gy + eps2)
                    px[i, j] = gx / m
                    py[i, j] = gy / m
            for i in prange(n0):
                for j in range(n1):
                    div = px[i, j] - (px[i, j - 1] if j > 0 else 0.0) + py[i, j] - (py[i - 1, j] if i > 0 else 0.0)
                    u[i, j] = u[i, j] + tau * (div - lam * (u[i, j] - f[i, j]))
        return u

    @njit
    def soft(v, t):
        return np.sign(v) * max(abs(v) - t, 0.0)

    @njit(parallel=True)
    def haar(x, t):
        h, k = x.shape[0] // 2, x.shape[1] // 2
        y = np.empty_like(x)
        for i in prange(h):
            for j in range(k):
                a, b, c, d = x[2 * i, 2 * j], x[2 * i, 2 * j + 1], x[2 * i + 1, 2 * j], x[2 * i + 1, 2 * j + 1]
                ll = (a + b + c + d) / 4
                lh = soft((a - b + c - d) / 4, t)
                hl = soft((a + b - c - d) / 4, t)
                hh = soft((a - b - c + d) / 4, t)
                y[2 * i, 2 * j] = ll + lh + hl + hh
                y[2 * i, 2 * j + 1] = ll - lh + hl - hh
                y[2 * i + 1, 2 * j] = ll + lh - hl - hh
                y[2 * i + 1, 2 * j + 1] = ll - lh - hl + hh
        return y

    @njit(parallel=True)
    def haar_level(c, w, m, inverse):
        h = m // 2
        for i in prange(h):
            for j in range(h):
                if not inverse:
                    a, b, cc, d = c[2 * i, 2 * j], c[2 * i, 2 * j + 1], c[2 * i + 1, 2 * j], c[2 * i + 1, 2 * j + 1]
                    w[i, j] = (a + b + cc + d) / 4
                    w[i, j + h] = (a - b + cc - d) / 4
                    w[i + h, j] = (a + b - cc - d) / 4
                    w[i + h, j + h] = (a - b - cc + d) / 4
                else:
                    ll, lh, hl, hh = c[i, j], c[i, j + h], c[i + h, j], c[i + h, j + h]
                    w[2 * i, 2 * j] = ll + lh + hl + hh
                    w[2 * i, 2 * j + 1] = ll - lh + hl - hh
                    w[2 * i + 1, 2 * j] = ll + lh - hl - hh
                    w[2 * i + 1, 2 * j + 1] = ll - lh - hl + hh
        for i in prange(m):
            for j in range(m):
                c[i, j] = w[i, j]

    @njit(parallel=True)
    def wavelet(x, t):
        levels = 3
        n = x.shape[0]
        c = x.copy()
        w = np.empty_like(x)
        m = n
        for _ in range(levels):
            haar_level(c, w, m, False)
            m //= 2
        for i in prange(n):
            for j in range(n):
                if i >= m or j >= m:
                    c[i, j] = soft(c[i, j], t)
        for _ in range(levels):
            m *= 2
            haar_level(c, w, m, True)
        return c

    return {"gaussian": gaussian, "bilateral": bilateral, "perona_malik": perona_malik, "tv": tv, "haar": haar,
            "wavelet": wavelet}


def checksum(name, y, n):
    if name == "gaussian":
        return "%.6f %.6f %.6f" % (y.sum(), y[n // 2, n // 2], y[3, n - 2])
    if name == "bilateral":
        return "%.6f %.6f %.6f" % (y.sum(), y[n // 2, n // 2], y[0, n - 1])
    if name == "perona_malik":
        return "%.6f %.6f %.6f" % (y.sum(), y[n // 2, n // 3], y[n - 1, 0])
    if name == "tv":
        return "%.6f %.6f %.6f" % (y.sum(), y[3, 5], y[n // 2, n // 2])
    return "%.6f %.6f %.6f" % (y.sum(), (y * y).sum(), y[n // 2 + 1, n // 3])


def main():
    impl, name, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    arg = sys.argv[4] if len(sys.argv) > 4 else None
    default = {"gaussian": 2.0, "bilateral": 2, "perona_malik": 10, "tv": 20, "haar": 0.1, "wavelet": 0.1}[name]
    arg = type(default)(arg) if arg is not None else default
    x = images(name, n)
    if impl == "numpy":
        f = {"gaussian": np_gaussian, "bilateral": np_bilateral, "perona_malik": np_perona_malik, "tv": np_tv,
             "haar": np_haar, "wavelet": np_wavelet}[name]
        t0 = time.perf_counter()
        y = f(x, arg)
        t = time.perf_counter() - t0
        print(checksum(name, y, n))
        print("time %.6f" % t)
        return
    f = numba_versions()[name]
    t0 = time.perf_counter()
    f(x, arg)
    first = time.perf_counter() - t0
    t = None
    for _ in range(int(os.environ.get("REPS", "1"))):  # the least of REPS compiled calls
        t0 = time.perf_counter()
        y = f(x, arg)
        t = min(t, time.perf_counter() - t0) if t is not None else time.perf_counter() - t0
    print(checksum(name, y, n))
    print("time %.6f" % t)
    print("first %.6f" % first)


if __name__ == "__main__":
    main()
