/* blocklu.c: a blocked LU factorisation written the way Rodinia's lud
 * (its OpenMP version) is: the matrix flat, a[row * n + col]; for each
 * diagonal block, the blocks of its row and column (the "perimeter") and
 * then the rest (the "interior") are updated one block per iteration,
 * each block's corner in helper scalars: `int rg = off; int cg = off;`
 * advanced by `cg += BS * (c + 1)`, reset and advanced again for the
 * column, `int ih = rg + i` for one element.  Those scalars are the
 * expressions they were set to, so every block loop is parallel.  Then a
 * packing loop whose output index starts at 0 in the fragment and advances
 * by two, read after the loop, and one that keeps only large pivots (its
 * index advances under an if: sequential).  Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>

#define BS 8

/* the diagonal block at (off, off), unblocked, in place */
static void diag(float *a, int n, int off)
{
    for (int i = 0; i < BS; i++) {
        for (int j = i; j < BS; j++)
            for (int k = 0; k < i; k++)
                a[(off + i) * n + off + j] -= a[(off + i) * n + off + k] * a[(off + k) * n + off + j];
        float r = 1.0f / a[(off + i) * n + off + i];
        for (int j = i + 1; j < BS; j++) {
            for (int k = 0; k < i; k++)
                a[(off + j) * n + off + i] -= a[(off + j) * n + off + k] * a[(off + k) * n + off + i];
            a[(off + j) * n + off + i] *= r;
        }
    }
}

static void blocklu(float *a, int n)
{
    for (int off = 0; off < n - BS; off += BS) {
        diag(a, n, off);
        int rest = n - off - BS;
        int nc = rest / BS;
        /* the perimeter: block c of the diagonal's row, then of its column */
#pragma scop
        for (int c = 0; c < nc; c++) {
            int rg = off;
            int cg = off;
            cg += BS * (c + 1);
            for (int j = 0; j < BS; j++)
                for (int i = 0; i < BS; i++) {
                    float s = 0.0f;
                    for (int k = 0; k < i; k++)
                        s += a[(off + i) * n + off + k] * a[(rg + k) * n + cg + j];
                    int ih = rg + i;
                    int jh = cg + j;
                    a[ih * n + jh] -= s;
                }
            cg = off;
            rg += BS * (c + 1);
            for (int i = 0; i < BS; i++)
                for (int j = 0; j < BS; j++) {
                    float s = 0.0f;
                    for (int k = 0; k < j; k++)
                        s += a[(off + k) * n + off + j] * a[(rg + i) * n + cg + k];
                    a[(rg + i) * n + cg + j] = (a[(rg + i) * n + cg + j] - s) / a[(off + j) * n + off + j];
                }
        }
#pragma endscop
        /* the interior: block (ci, cj) less its row's block times its column's */
#pragma scop
        for (int ci = 0; ci < nc; ci++)
            for (int cj = 0; cj < nc; cj++) {
                int rg = off + BS * (1 + ci);
                int cg = off;
                cg = cg + BS * (1 + cj);
                for (int i = 0; i < BS; i++)
                    for (int j = 0; j < BS; j++) {
                        float s = 0.0f;
                        for (int k = 0; k < BS; k++)
                            s += a[(rg + i) * n + off + k] * a[(off + k) * n + cg + j];
                        a[(rg + i) * n + cg + j] -= s;
                    }
            }
#pragma endscop
    }
    diag(a, n, n - BS);
}

/* the diagonal and the anti-diagonal, interleaved; the count of floats */
static int pack_diagonals(int n, const float *restrict a, float *restrict out)
{
    int p;
#pragma scop
    p = 0;
    for (int i = 0; i < n; i++) {
        out[p] = a[i * n + i];
        out[p + 1] = a[i * n + n - 1 - i];
        p += 2;
    }
#pragma endscop
    return p;
}

/* the rows whose pivot is large: a stream compaction, sequential */
static int large_pivots(int n, const float *restrict a, int *restrict rows)
{
    int m = 0;
#pragma scop
    for (int i = 0; i < n; i++) {
        rows[m] = i;
        if (a[i * n + i] > 2.0f * n)
            m++;
    }
#pragma endscop
    return m;
}

int main(void)
{
    int n = 136;
    float *a = malloc(sizeof(float) * n * n), *d = malloc(sizeof(float) * 2 * n);
    int *rows = malloc(sizeof(int) * (n + 1));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (i == j) ? 2.0f * n + (float)(i % 5) : (float)((i * 7 + j * 3) % 11) / 11.0f;
    blocklu(a, n);
    double s = 0;
    for (int i = 0; i < n * n; i++)
        s += a[i] * (1 + i % 7);
    printf("checksum %.4f\n", s);
    for (int i = 0; i < n; i += 9)
        printf("%d %.6f %.6f %.6f\n", i, a[i * n + i], a[i * n + (n - 1 - i)], a[(n - 1 - i) * n + i]);
    int np = pack_diagonals(n, a, d);
    printf("packed %d: %.6f %.6f\n", np, d[0], d[np - 1]);
    int m = large_pivots(n, a, rows);
    printf("large pivots %d, last row %d\n", m, m > 0 ? rows[m - 1] : -1);
    free(a);
    free(d);
    free(rows);
    return 0;
}
