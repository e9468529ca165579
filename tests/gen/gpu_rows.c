/* Arrays of row pointers read by kernels (gpu.h, packed rows): each row
 * malloc'ed on its own, the host packs the box of rows and columns the nest
 * reads into one device buffer, which the kernel indexes as a 2-D array.
 *   - matvec: y = A x with A a double ** (rows [0, n), columns [0, m));
 *   - colsum: a transposed read x[j][i] of a float *const * of d rows of
 *     n points (as kmeans.c's coordinates);
 *   - shifted: a const double *const * read from row 1 and column 1 on
 *     (the box [1, n - 1] x [1, m]); main leaves row 0 NULL, so a pack
 *     that read it would crash;
 *   - trimv: a lower-triangular matrix stored jagged (row i holds i + 1
 *     elements): the columns it reads depend on the row, and the host
 *     packs row i's i + 1 (see cross5);
 *   - scale_rows: a double ** written in place: its rows may be shared, so
 *     the nest is sequential as written.  It runs on the device behind
 *     the run-time test that the rows it reaches lie apart (kf_rows_apart;
 *     under --assume-no-alias with no test): the host packs the box, the
 *     kernel writes it and the host unpacks it into the rows.  main calls
 *     it on rows apart and on rows that are all one (the test fails: the
 *     loops as written, whose result a parallel run would not give);
 *   - bias_rows: the same with a plain pointer beside the rows, which may
 *     point into one of them: main calls it with b apart, then with b
 *     row 0 itself (the test fails again);
 *   - blur_rows and blur_cols: 3-point stencils along each row and down
 *     each column, whose box (every column; every row) is wider than the
 *     loops that reach it, where those run at all: the pack is guarded by
 *     where they do (m >= 3; n >= 3), and main calls them below that too;
 *   - cross5: a 5-point stencil, whose reach is a cross: rows 0 and n - 1
 *     read in columns 1 .. m - 2 only, and trimv's triangle: the host
 *     packs each row's own columns (kf_analysis_row_spans), no element
 *     the program does not read.
 * Built with -DROWS_APART (for --assume-no-alias, which the shared rows
 * would make a lie), main leaves the shared rows' calls out.
 * main calls each at sizes 0, 1 and a few more and prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

static void matvec(int n, int m, double **a, const double *restrict x, double *restrict y)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = 0; k < m; k++)
            s += a[i][k] * x[k];
        y[i] = s;
    }
#pragma endscop
}

static void colsum(int n, int d, float *const *x, float *restrict out)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int j = 0; j < d; j++)
            s += x[j][i] * (float)(j + 1);
        out[i] = s;
    }
#pragma endscop
}

static void shifted(int n, int m, const double *const *a, double *restrict out)
{
#pragma scop
    for (int i = 1; i < n; i++)
        for (int j = 0; j < m; j++)
            out[(i - 1) * m + j] = 2.0 * a[i][j + 1] - j;
#pragma endscop
}

static void trimv(int n, double **l, const double *restrict x, double *restrict y)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int j = 0; j <= i; j++)
            s += l[i][j] * x[j];
        y[i] = s;
    }
#pragma endscop
}

static void scale_rows(int n, int m, double **c, const double *restrict s)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            c[i][j] = c[i][j] * s[j] + i;
#pragma endscop
}

static void bias_rows(int n, int m, double **c, const double *b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            c[i][j] = 0.25 * c[i][j] + 0.5 * b[j];
#pragma endscop
}

static void blur_rows(int n, int m, double **out, double **in)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 1; j < m - 1; j++)
            out[i][j] = 0.25 * in[i][j - 1] + 0.5 * in[i][j] + 0.25 * in[i][j + 1];
#pragma endscop
}

static void cross5(int n, int m, double **out, double **in)
{
#pragma scop
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++)
            out[i][j] = 0.5 * in[i][j] + 0.125 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] +
                                                  in[i][j + 1]);
#pragma endscop
}

static void blur_cols(int n, int m, double **out, double **in)
{
#pragma scop
    for (int i = 1; i < n - 1; i++)
        for (int j = 0; j < m; j++)
            out[i][j] = 0.25 * in[i - 1][j] + 0.5 * in[i][j] + 0.25 * in[i + 1][j];
#pragma endscop
}

int main(void)
{
    const int sizes[] = {0, 1, 2, 5, 33, 300};
    double sum = 0.0;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s], m = n + 3, d = 4;
        double **a = malloc(((size_t)n + 1) * sizeof *a);
        double **l = malloc(((size_t)n + 1) * sizeof *l);
        float **x = malloc((size_t)d * sizeof *x);
        const double **b = malloc(((size_t)n + 1) * sizeof *b);
        double *v = malloc(((size_t)m + 1) * sizeof *v);
        double *y = calloc((size_t)n + 1, sizeof *y);
        float *out = calloc((size_t)n + 1, sizeof *out);
        double *sh = calloc((size_t)n * (size_t)m + 1, sizeof *sh);
        for (int k = 0; k <= m; k++)
            v[k] = (k % 9) * 0.125 - 0.5;
        for (int i = 0; i < n; i++) {
            a[i] = malloc((size_t)m * sizeof **a);
            for (int k = 0; k < m; k++)
                a[i][k] = ((i * 7 + k * 3) % 11) * 0.25;
            l[i] = malloc(((size_t)i + 1) * sizeof **l);
            for (int k = 0; k <= i; k++)
                l[i][k] = ((i + 2 * k) % 5) * 0.5;
        }
        for (int j = 0; j < d; j++) {
            x[j] = malloc(((size_t)n + 1) * sizeof **x);
            for (int i = 0; i < n; i++)
                x[j][i] = (float)((i * 5 + j) % 13) * 0.25f;
        }
        /* row 0 is never read: NULL, so reading it crashes */
        b[0] = NULL;
        for (int i = 1; i < n; i++) {
            double *r = malloc(((size_t)m + 1) * sizeof *r);
            for (int k = 0; k <= m; k++)
                r[k] = ((i + k) % 7) * 0.5;
            b[i] = r;
        }
        matvec(n, m, a, v, y);
        colsum(n, d, x, out);
        shifted(n, m, b, sh);
        for (int i = 0; i < n; i++)
            sum += y[i] * (i % 5 + 1) + out[i] * (i % 3 + 1);
        for (int i = 0; i < n * m; i++)
            sum += sh[i] * (i % 7 + 1);
        trimv(n, l, v, y);
        for (int i = 0; i < n; i++)
            sum += y[i] * (i % 4 + 1);
        scale_rows(n, m, a, v);
        bias_rows(n, m, a, v);
        for (int i = 0; i < n; i++)
            for (int k = 0; k < m; k++)
                sum += a[i][k] * ((i + k) % 3 + 1);
        /* the stencils at full size, and below their 3 rows or columns */
        double **o = malloc(((size_t)n + 1) * sizeof *o);
        for (int i = 0; i < n; i++)
            o[i] = calloc((size_t)m, sizeof **o);
        blur_rows(n, m, o, a);
        blur_cols(n, m, o, a);
        for (int w = 0; w < 3 && w <= m; w++) {
            blur_rows(n, w, o, a);
            blur_cols(w < n ? w : n, m, o, a);
            cross5(w < n ? w : n, w, o, a);
        }
        cross5(n, m, o, a);
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < m; k++)
                sum += o[i][k] * ((i + 2 * k) % 3 + 1);
            free(o[i]);
        }
        free(o);
#ifndef ROWS_APART
        /* every row of one is row 0 of a; then b inside that row */
        double **one = malloc(((size_t)n + 1) * sizeof *one);
        for (int i = 0; i < n; i++)
            one[i] = a[0];
        scale_rows(n, m, one, v);
        bias_rows(n, m, one, n > 0 ? a[0] : v);
        for (int k = 0; k < m && n > 0; k++)
            sum += a[0][k] * (k % 5 + 1);
        free(one);
#endif
        for (int i = 0; i < n; i++) {
            free(a[i]);
            free(l[i]);
        }
        for (int i = 1; i < n; i++)
            free((void *)b[i]);
        for (int j = 0; j < d; j++)
            free(x[j]);
        free(a), free(l), free(x), free(b), free(v), free(y), free(out), free(sh);
    }
    printf("checksum %.6f\n", sum);
    return 0;
}
