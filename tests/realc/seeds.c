/* seeds.c: helpers of the file that write through their pointer
 * parameters, called in loops the way Rodinia's particlefilter calls
 * randn(seed, x), which writes seed[x] through randu.  A call becomes the
 * accesses the helper's summary gives, its arguments substituted:
 *   - walk: gauss(seed, p) reads and writes seed[p] through uniform (and
 *     reads the globals MUL, INC, MOD); cap(x, p, hi) may write x[p]:
 *     parallel;
 *   - fill: put(a, cols, i, j, v) writes a[i * cols + j]: parallel;
 *   - tally: count(c, by) writes c[0] in every iteration: sequential, the
 *     warning names the element and the call;
 *   - deep: depth(t + 4 * i, 3) recurses, so its summary is unknown:
 *     sequential, saying so.
 * Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 20000

static const long MOD = 2147483647;
static int MUL = 1103515245, INC = 12345;

/* a linear congruential step on seed[index]: reads and writes that
 * element only, reads three globals */
static double uniform(int *seed, int index)
{
    int num = MUL * seed[index] + INC;
    seed[index] = (int)(num % MOD);
    return fabs(seed[index] / ((double)MOD));
}

/* two steps through uniform: its summary, substituted */
static double gauss(int *seed, int index)
{
    double u = uniform(seed, index), v = uniform(seed, index);
    return sqrt(-2 * log(u + 1e-12)) * cos(2 * 3.14159265358979 * v);
}

/* may write v[i] */
static void cap(double *v, int i, double hi)
{
    if (v[i] > hi)
        v[i] = hi;
}

/* writes a[i * n + j] */
static void put(double *a, int n, int i, int j, double v)
{
    int k = i * n + j;
    a[k] = v;
}

/* always writes c[0]: a hash every call folds into, in order */
static void count(long *c, int by)
{
    c[0] = (c[0] * 31 + by) % 1000003;
}

/* recurses: its summary is unknown */
static int depth(int *t, int i)
{
    if (i <= 0)
        return t[0];
    t[i] = depth(t, i - 1) + 1;
    return t[i];
}

static void walk(int *seed, double *restrict x, double *restrict y, int n)
{
#pragma scop
    for (int p = 0; p < n; p++) {
        x[p] += 1 + 5 * gauss(seed, p);
        y[p] += -2 + 2 * gauss(seed, p);
        cap(x, p, 4.0);
    }
#pragma endscop
}

static void fill(double *a, int rows, int cols)
{
#pragma scop
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            put(a, cols, i, j, (double)(i - j) * 0.5);
#pragma endscop
}

static void tally(const int *seed, long *c, int n)
{
#pragma scop
    for (int i = 0; i < n; i++)
        count(c, seed[i] % 7);
#pragma endscop
}

static void deep(int *t, int *out, int n)
{
#pragma scop
    for (int i = 0; i < n; i++)
        out[i] = depth(t + 4 * i, 3);
#pragma endscop
}

int main(void)
{
    int *seed = malloc(N * sizeof *seed), *t = malloc(4 * N * sizeof *t), *out = malloc(N * sizeof *out);
    double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *a = malloc(100 * 120 * sizeof *a);
    long c = 0;
    for (int i = 0; i < N; i++) {
        seed[i] = 12345 * i;
        x[i] = y[i] = 0.0;
    }
    for (int i = 0; i < 4 * N; i++)
        t[i] = i % 3;
    walk(seed, x, y, N);
    fill(a, 100, 120);
    tally(seed, &c, N);
    deep(t, out, N);
    double s = 0.0;
    long m = 0;
    for (int i = 0; i < N; i++) {
        s += x[i] + 0.5 * y[i];
        m += seed[i] % 1000 + out[i];
    }
    for (int i = 0; i < 100 * 120; i++)
        s += a[i] * (i % 5);
    printf("%.6f %ld %ld\n", s, m, c);
    free(seed); free(t); free(out); free(x); free(y); free(a);
    return 0;
}
