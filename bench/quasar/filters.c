/* bench/quasar/filters.c: the image examples of examples/quasar/ in plain
 * sequential C (the anchor bench/quasar/run.sh builds with gcc -O2), on the
 * same test images.  usage: filters NAME N [ARG]; prints the example's
 * checksum line, then "time S" for the filter alone. */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static long mirror(long i, long n) { return i < 0 ? -1 - i : i >= n ? 2 * n - 1 - i : i; }
static long lo(long i) { return i < 0 ? 0 : i; }
static long hi(long i, long n) { return i >= n ? n - 1 : i; }

static void image(const char *name, long n, double *x)
{
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            double di = (double)i, dj = (double)j, dn = (double)n, v;
            if (!strcmp(name, "bilateral"))
                v = (di > dn / 3 && dj < 2 * dn / 3) + 0.5 * dj / dn + 0.2 * sin(7.0 * di + 3.0 * dj);
            else if (!strcmp(name, "perona_malik"))
                v = fmod(floor(di / 16) + floor(dj / 16), 2) + 0.1 * sin(0.3 * di * dj);
            else if (!strcmp(name, "gaussian"))
                v = (di + 2 * dj) / (3 * dn) + (fabs(di - dn / 2) < dn / 8 && fabs(dj - dn / 2) < dn / 8);
            else if (!strcmp(name, "tv"))
                v = ((di - dn / 2) * (di - dn / 2) + (dj - dn / 2) * (dj - dn / 2) < (dn / 4) * (dn / 4)) +
                    0.15 * sin(12.9898 * di + 78.233 * dj);
            else
                v = (di + dj) / (2 * dn) + (dj > dn / 2 ? 0.5 : 0) + 0.2 * sin(5.0 * di - 2.0 * dj);
            x[i * n + j] = v;
        }
}

static void bilateral(const double *x, double *y, long n, int r)
{
    const double ss = 1.5, sr = 0.3;
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            double c = x[i * n + j], num = 0, den = 0;
            for (int di = -r; di <= r; di++)
                for (int dj = -r; dj <= r; dj++) {
                    double v = x[mirror(i + di, n) * n + mirror(j + dj, n)];
                    double w = exp(-(di * di + dj * dj) / (2 * ss * ss) - (v - c) * (v - c) / (2 * sr * sr));
                    num += w * v;
                    den += w;
                }
            y[i * n + j] = num / den;
        }
}

static void gaussian(const double *x, double *t, double *y, long n, double sigma)
{
    int r = (int)ceil(3 * sigma);
    double w[2 * r + 1], s = 0;
    for (int k = -r; k <= r; k++) s += w[k + r] = exp(-(double)(k * k) / (2 * sigma * sigma));
    for (int k = 0; k <= 2 * r; k++) w[k] /= s;
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            double a = 0;
            for (int k = -r; k <= r; k++) a += w[k + r] * x[i * n + lo(hi(j + k, n))];
            t[i * n + j] = a;
        }
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            double a = 0;
            for (int k = -r; k <= r; k++) a += w[k + r] * t[lo(hi(i + k, n)) * n + j];
            y[i * n + j] = a;
        }
}

static double conduct(double d) { return exp(-(d / 0.5) * (d / 0.5)); }

static double *perona_malik(double *y, double *t, long n, int iters)
{
    for (int it = 0; it < iters; it++) {
        for (long i = 0; i < n; i++)
            for (long j = 0; j < n; j++) {
                double c = y[i * n + j];
                double dn = y[lo(i - 1) * n + j] - c, ds = y[hi(i + 1, n) * n + j] - c;
                double de = y[i * n + hi(j + 1, n)] - c, dw = y[i * n + lo(j - 1)] - c;
                t[i * n + j] = c + 0.2 * (conduct(dn) * dn + conduct(ds) * ds + conduct(de) * de + conduct(dw) * dw);
            }
        double *s = y;
        y = t;
        t = s;
    }
    return y;
}

static void tv(const double *f, double *u, double *px, double *py, long n, int iters)
{
    const double lam = 0.1, tau = 0.05, eps2 = 1e-4;
    memcpy(u, f, (size_t)(n * n) * sizeof *u);
    for (int it = 0; it < iters; it++) {
        for (long i = 0; i < n; i++)
            for (long j = 0; j < n; j++) {
                double c = u[i * n + j];
                double gx = j + 1 < n ? u[i * n + j + 1] - c : 0, gy = i + 1 < n ? u[(i + 1) * n + j] - c : 0;
                double m = sqrt(gx * gx + gy * gy + eps2);
                px[i * n + j] = gx / m;
                py[i * n + j] = gy / m;
            }
        for (long i = 0; i < n; i++)
            for (long j = 0; j < n; j++) {
                double div = px[i * n + j] - (j > 0 ? px[i * n + j - 1] : 0) + py[i * n + j] -
                             (i > 0 ? py[(i - 1) * n + j] : 0);
                u[i * n + j] += tau * (div - lam * (u[i * n + j] - f[i * n + j]));
            }
    }
}

static double soft(double v, double t)
{
    double m = fabs(v) - t;
    return ((v > 0) - (v < 0)) * (m > 0 ? m : 0);
}

static void haar(const double *x, double *y, long n, double t)
{
    for (long i = 0; i < n / 2; i++)
        for (long j = 0; j < n / 2; j++) {
            double a = x[2 * i * n + 2 * j], b = x[2 * i * n + 2 * j + 1];
            double c = x[(2 * i + 1) * n + 2 * j], d = x[(2 * i + 1) * n + 2 * j + 1];
            double ll = (a + b + c + d) / 4, lh = soft((a - b + c - d) / 4, t);
            double hl = soft((a + b - c - d) / 4, t), hh = soft((a - b - c + d) / 4, t);
            y[2 * i * n + 2 * j] = ll + lh + hl + hh;
            y[2 * i * n + 2 * j + 1] = ll - lh + hl - hh;
            y[(2 * i + 1) * n + 2 * j] = ll + lh - hl - hh;
            y[(2 * i + 1) * n + 2 * j + 1] = ll - lh - hl + hh;
        }
}

/* one level of the Haar transform on the m x m corner of c (row stride
 * n): the four sub-bands into w's corner, then back into c */
static void haar_level(double *c, double *w, long n, long m, int inverse)
{
    long h = m / 2;
    for (long i = 0; i < h; i++)
        for (long j = 0; j < h; j++) {
            if (!inverse) {
                double a = c[2 * i * n + 2 * j], b = c[2 * i * n + 2 * j + 1];
                double cc = c[(2 * i + 1) * n + 2 * j], d = c[(2 * i + 1) * n + 2 * j + 1];
                w[i * n + j] = (a + b + cc + d) / 4;
                w[i * n + j + h] = (a - b + cc - d) / 4;
                w[(i + h) * n + j] = (a + b - cc - d) / 4;
                w[(i + h) * n + j + h] = (a - b - cc + d) / 4;
            } else {
                double ll = c[i * n + j], lh = c[i * n + j + h], hl = c[(i + h) * n + j], hh = c[(i + h) * n + j + h];
                w[2 * i * n + 2 * j] = ll + lh + hl + hh;
                w[2 * i * n + 2 * j + 1] = ll - lh + hl - hh;
                w[(2 * i + 1) * n + 2 * j] = ll + lh - hl - hh;
                w[(2 * i + 1) * n + 2 * j + 1] = ll - lh - hl + hh;
            }
        }
    for (long i = 0; i < m; i++)
        memcpy(c + i * n, w + i * n, (size_t)m * sizeof *c);
}

/* examples/quasar/wavelet.q: `levels` levels, the threshold outside the
 * last LL corner, the inverse levels */
static void wavelet(const double *x, double *c, double *w, long n, double t, int levels)
{
    memcpy(c, x, (size_t)(n * n) * sizeof *c);
    long m = n;
    for (int l = 0; l < levels; l++, m /= 2)
        haar_level(c, w, n, m, 0);
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++)
            if (i >= m || j >= m)
                c[i * n + j] = soft(c[i * n + j], t);
    for (int l = 0; l < levels; l++) {
        m *= 2;
        haar_level(c, w, n, m, 1);
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s gaussian|bilateral|perona_malik|tv|haar|wavelet N [ARG]\n", argv[0]);
        return 2;
    }
    const char *name = argv[1];
    long n = atol(argv[2]);
    size_t bytes = (size_t)(n * n) * sizeof(double);
    double *x = malloc(bytes), *y = malloc(bytes), *a = malloc(bytes), *b = malloc(bytes), *out = y;
    if (!x || !y || !a || !b) return 1;
    image(name, n, x);
    double t0 = now();
    if (!strcmp(name, "bilateral")) {
        bilateral(x, y, n, argc > 3 ? atoi(argv[3]) : 2);
    } else if (!strcmp(name, "perona_malik")) {
        memcpy(y, x, bytes);
        out = perona_malik(y, a, n, argc > 3 ? atoi(argv[3]) : 10);
    } else if (!strcmp(name, "gaussian")) {
        gaussian(x, a, y, n, argc > 3 ? atof(argv[3]) : 2.0);
    } else if (!strcmp(name, "tv")) {
        tv(x, y, a, b, n, argc > 3 ? atoi(argv[3]) : 20);
    } else if (!strcmp(name, "wavelet")) {
        wavelet(x, y, a, n, argc > 3 ? atof(argv[3]) : 0.1, 3);
    } else {
        haar(x, y, n, argc > 3 ? atof(argv[3]) : 0.1);
    }
    double t = now() - t0, s = 0, s2 = 0;
    for (long k = 0; k < n * n; k++) { s += out[k]; s2 += out[k] * out[k]; }
    if (!strcmp(name, "bilateral")) printf("%.6f %.6f %.6f\n", s, out[n / 2 * n + n / 2], out[n - 1]);
    else if (!strcmp(name, "perona_malik")) printf("%.6f %.6f %.6f\n", s, out[n / 2 * n + n / 3], out[(n - 1) * n]);
    else if (!strcmp(name, "tv")) printf("%.6f %.6f %.6f\n", s, out[3 * n + 5], out[n / 2 * n + n / 2]);
    else if (!strcmp(name, "gaussian")) printf("%.6f %.6f %.6f\n", s, out[n / 2 * n + n / 2], out[3 * n + n - 2]);
    else printf("%.6f %.6f %.6f\n", s, s2, out[(n / 2 + 1) * n + n / 3]);
    printf("time %.6f\n", t);
    free(x); free(y); free(a); free(b);
    return 0;
}
