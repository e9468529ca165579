/* kforge gen --target opencl|cuda: helpers that read all of an array
 * (summ.c cannot name the elements: a binary search, a subscript read
 * from data), on the device where the array's whole extent is known.
 *   - resample: Rodinia particlefilter's findIndex(CDF, ...), a global
 *     table searched by `first`, and `interp`, which calls it: a kernel,
 *     the table copied in once, never back;
 *   - gather: a row of a 2-D array (pick(A[i], ...) reads all of A from
 *     there: the kernel passes (A + i * M)) and an offset (&cdf[1]);
 *   - vla: a VLA parameter's row and a sized parameter plus an offset;
 *   - rescale: a kernel writes the table, the next one searches it (no
 *     fusion: every thread reads all of it), then a loop that writes the
 *     table the helper reads in it stays sequential;
 *   - unknown: a pointer of unknown length: the loop stays on the host,
 *     saying why.
 * Used by tests/gen/test_gen_gpu_whole.sh. */
#include <stdio.h>
#define NP 256
#define M 8

static int first(const double *cdf, int n, double v)
{
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int m = (lo + hi) / 2;
        if (cdf[m] >= v)
            hi = m;
        else
            lo = m + 1;
    }
    return lo;
}

static double interp(const double *cdf, int n, double v)
{
    int k = first(cdf, n, v);
    return k + (k > 0 ? cdf[k] - cdf[k - 1] : 0.0);
}

static double pick(const double *row, const int *perm, int j)
{
    return row[perm[j]];
}

static double cdf[NP], u[NP], A[NP][M], y[NP], z[NP];
static int idx[NP], perm[M];

static void resample(void)
{
#pragma scop
    for (int i = 0; i < NP; i++)
        idx[i] = first(cdf, NP, u[i]);
    for (int i = 0; i < NP; i++)
        y[i] = interp(cdf, NP, u[i]) + idx[i];
#pragma endscop
}

static void gather(void)
{
#pragma scop
    for (int i = 0; i < NP; i++)
        z[i] = pick(A[i], perm, i % M) + first(&cdf[1], NP - 1, u[i]);
#pragma endscop
}

static void vla(int n, int m, double B[n][m], const double c[n], double *restrict w)
{
#pragma scop
    for (int i = 0; i < n; i++)
        w[i] = pick(B[i], perm, i % m) + first(c + 2, n - 2, u[i]);
#pragma endscop
}

static void rescale(void)
{
#pragma scop
    for (int i = 0; i < NP; i++)
        cdf[i] = cdf[i] * 0.5;
    for (int i = 0; i < NP; i++)
        y[i] = first(cdf, NP, u[i]);
    for (int i = 0; i < NP; i++) {
        idx[i] = first(cdf, NP, u[i]);
        cdf[i] = cdf[i] * 2;
    }
#pragma endscop
}

static void unknown(const double *p, int n, int *out)
{
#pragma scop
    for (int i = 0; i < n; i++)
        out[i] = first(p, n, u[i]);
#pragma endscop
}

int main(void)
{
    static double B[NP][M], w[NP];
    static int o[NP];
    double s = 0;
    for (int i = 0; i < NP; i++) {
        s += (i % 7) * 0.01 + 0.001;
        cdf[i] = s;
        u[i] = (i * 37 % NP) * 0.01;
        for (int j = 0; j < M; j++) {
            A[i][j] = i + 0.5 * j;
            B[i][j] = i - 0.25 * j;
        }
    }
    for (int j = 0; j < M; j++)
        perm[j] = (j * 5) % M;
    resample();
    gather();
    vla(NP, M, B, cdf, w);
    unknown(cdf, NP, o);
    rescale();
    double r = 0;
    for (int i = 0; i < NP; i++)
        r += idx[i] * (i % 5 + 1) + y[i] + z[i] + w[i] + o[i] + cdf[i];
    printf("%.6f\n", r);
    return 0;
}
