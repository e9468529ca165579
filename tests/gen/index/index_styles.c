/* index_styles.c: subscripts computed in helper scalars, in the styles
 * hand-written C uses (front end defs.c and induct.c): an index declared
 * in the body, an outer scalar set from the counters and read after the
 * loop, an offset advanced by a block's size (Rodinia lud's j_global), a
 * linear induction variable started in the fragment with and without a use
 * after the loop, and an index advanced under an if, which keeps its loop
 * sequential.  Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>

/* declared in the body: idx is i * m + j */
static void scale(int n, int m, double *restrict a, const double *restrict b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            int idx = i * m + j;
            a[idx] = 2.0 * b[idx] + 1.0;
        }
#pragma endscop
}

/* an outer scalar set from the counter; its last value is returned */
static int stride4(int n, int base, double *restrict a, const double *restrict b)
{
    int k = -1;
#pragma scop
    for (int i = 0; i < n; i++) {
        k = base + 4 * i;
        a[k] = b[i];
        a[k + 2] = -b[i];
    }
#pragma endscop
    return k;
}

/* a block's column offset advanced by the block size, as lud's j_global */
static int blocks(int nb, int off, double *restrict a)
{
    int cg = 0;
#pragma scop
    for (int c = 0; c < nb; c++) {
        cg = off;
        cg += 16 * (c + 1);
        for (int j = 0; j < 16; j++)
            a[cg + j] = a[cg + j] * 0.5 + j;
    }
#pragma endscop
    return cg;
}

/* a linear induction variable: p = 0 before the loop, p += 3 in it */
static int triples(int n, double *restrict out, const double *restrict b)
{
    int p;
#pragma scop
    p = 0;
    for (int i = 0; i < n; i++) {
        out[p] = b[i];
        out[p + 1] = b[i] * b[i];
        out[p + 2] = 1.0;
        p += 3;
    }
#pragma endscop
    return p;
}

/* the same, p never read after the loop */
static void evens(int n, double *restrict out, const double *restrict b)
{
    int p;
#pragma scop
    p = 1;
    for (int i = 0; i < n; i++) {
        out[p] = b[i];
        p = p + 2;
    }
#pragma endscop
}

/* advanced under an if: a stream compaction, sequential */
static int positives(int n, double *restrict out, const double *restrict b)
{
    int m = 0;
#pragma scop
    for (int i = 0; i < n; i++) {
        out[m] = b[i];
        if (b[i] > 0.0)
            m++;
    }
#pragma endscop
    return m;
}

int main(void)
{
    int n = 300, m = 200, nb = 50;
    double *a = calloc((size_t)n * m + 64, sizeof(double)), *b = malloc(sizeof(double) * n * m);
    double *o = calloc((size_t)4 * n + 8, sizeof(double));
    for (int i = 0; i < n * m; i++)
        b[i] = (double)((i * 37) % 101) / 7.0 - 5.0;
    scale(n, m, a, b);
    double s = 0;
    for (int i = 0; i < n * m; i++)
        s += a[i] * (1 + i % 5);
    printf("scale %.6f\n", s);
    int k = stride4(n / 4, 3, a, b);
    printf("stride4 %d %.6f %.6f\n", k, a[3], a[k + 2]);
    int cg = blocks(nb, 5, a);
    printf("blocks %d %.6f %.6f\n", cg, a[21], a[cg + 15]);
    int p = triples(n, o, b);
    printf("triples %d %.6f %.6f\n", p, o[4], o[p - 2]);
    evens(n, o, b);
    printf("evens %.6f %.6f\n", o[1], o[2 * n - 1]);
    int q = positives(n, o, b);
    printf("positives %d %.6f\n", q, o[q]);
    free(a);
    free(b);
    free(o);
    return 0;
}
