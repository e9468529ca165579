/* Arrays of row pointers (double **, float *const *), as numerical codes
 * allocate them: kforge reads c[i][j] with the rows apart only behind a
 * run-time test that they are (openmp_alias.c, kf_rows_apart).  Each
 * function is called with rows apart, and again with rows that are one
 * another, a row that overlaps the flat array beside it, or rows that
 * overlap only where both are read, and planes of rows (double ***) apart
 * and written in place: the output must be the sequential program's every
 * time, whichever version the test picks. */
#include <stdio.h>
#include <stdlib.h>

#define N 96

static void scale_rows(int n, int m, double **c, const double *w)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            c[i][j] = c[i][j] * 0.5 + w[j] + i;
#pragma endscop
}

static void transpose(int n, double **b, double **bt)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            bt[j][i] = b[i][j];
#pragma endscop
}

static void matmul(int n, double **a, double **b, double **c)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0.0;
            for (int k = 0; k < n; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
#pragma endscop
}

/* rows only read (kmeans' features): a flat array written */
static void row_sums(int n, int m, float *const *x, float *out)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int j = 1; j < m - 1; j++)
            s += x[i][j] * (float)(j % 5);
        out[i] = s;
    }
#pragma endscop
}

/* planes of rows (double ***, NPB MG's u[i3][i2][i1]): a residual */
static void resid3(int n3, int n2, int n1, double ***u, double ***v, double ***r)
{
#pragma scop
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++)
            for (int i1 = 1; i1 < n1 - 1; i1++)
                r[i3][i2][i1] = v[i3][i2][i1] - 0.5 * u[i3][i2][i1] +
                                0.125 * (u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1] +
                                         u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1] +
                                         u[i3][i2][i1 - 1] + u[i3][i2][i1 + 1]);
#pragma endscop
}

static double ***planes_of(double *block, int n3, int n2, int n1)
{
    double ***p = malloc((size_t)n3 * sizeof *p);
    for (int i = 0; i < n3; i++) {
        p[i] = malloc((size_t)n2 * sizeof **p);
        for (int j = 0; j < n2; j++)
            p[i][j] = block + ((size_t)i * (size_t)n2 + (size_t)j) * (size_t)n1;
    }
    return p;
}

static void free_planes(double ***p, int n3)
{
    for (int i = 0; i < n3; i++)
        free(p[i]);
    free(p);
}

static double **rows_of(double *block, int n, int m)
{
    double **r = malloc((size_t)n * sizeof *r);
    for (int i = 0; i < n; i++)
        r[i] = block + (size_t)i * (size_t)m;
    return r;
}

static double sum(double **c, int n, int m)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            s += c[i][j] * (double)(1 + (i * 7 + j) % 13);
    return s;
}

int main(void)
{
    double *ab = malloc(N * N * sizeof *ab), *bb = malloc(N * N * sizeof *bb);
    double *cb = malloc(N * N * sizeof *cb), *w = malloc(2 * N * sizeof *w);
    for (int k = 0; k < N * N; k++) {
        ab[k] = (double)((k * 37) % 101) / 101.0;
        bb[k] = (double)((k * 53) % 97) / 97.0;
        cb[k] = 0.0;
    }
    for (int k = 0; k < 2 * N; k++)
        w[k] = (double)(k % 9) / 9.0;
    double **a = rows_of(ab, N, N), **b = rows_of(bb, N, N), **c = rows_of(cb, N, N);

    /* rows apart */
    scale_rows(N, N, a, w);
    transpose(N, a, b);
    matmul(N, a, b, c);
    printf("apart %.10f %.10f %.10f\n", sum(a, N, N), sum(b, N, N), sum(c, N, N));

    /* every row of c one and the same: each i rewrites it, in order */
    double **one = malloc(N * sizeof *one);
    for (int i = 0; i < N; i++)
        one[i] = cb;
    scale_rows(N, N, one, w);
    printf("shared %.10f\n", sum(one, 1, N));

    /* rows that overlap by half a row */
    double **half = malloc(N * sizeof *half);
    for (int i = 0; i < N; i++)
        half[i] = ab + (size_t)i * (N / 2);
    scale_rows(N, N, half, w);
    printf("overlap %.10f\n", sum(half, N / 2, N));

    /* the flat array read is a row of the matrix written */
    scale_rows(N, N, a, a[5]);
    printf("w_in_row %.10f\n", sum(a, N, N));

    /* the transpose onto its own input: bt's rows are b's */
    transpose(N, b, b);
    printf("in_place %.10f\n", sum(b, N, N));

    /* rows read overlapping one another: allowed */
    float *xb = malloc((N + 8) * sizeof *xb), *out = malloc(N * sizeof *out);
    float **x = malloc(N * sizeof *x);
    for (int k = 0; k < N + 8; k++)
        xb[k] = (float)(k % 11) * 0.25f;
    for (int i = 0; i < N; i++)
        x[i] = xb + i % 8;
    row_sums(N, 8, x, out);
    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += out[i] * (double)(i % 3 + 1);
    printf("read_shared %.6f\n", s);
    /* ... and out one of them: written through out, read through x */
    x[3] = (float *)out;
    row_sums(N, 8, x, out);
    s = 0.0;
    for (int i = 0; i < N; i++)
        s += out[i] * (double)(i % 3 + 1);
    printf("out_in_rows %.6f\n", s);

    /* planes apart; then r's planes over u's (in place, as written) */
    enum { P = 12 };
    double *ub = malloc(P * P * P * sizeof *ub), *vb = malloc(P * P * P * sizeof *vb);
    double *rb = malloc(P * P * P * sizeof *rb);
    for (int k = 0; k < P * P * P; k++) {
        ub[k] = (double)((k * 13) % 17) / 17.0;
        vb[k] = (double)((k * 7) % 11) / 11.0;
        rb[k] = 0.0;
    }
    double ***u3 = planes_of(ub, P, P, P), ***v3 = planes_of(vb, P, P, P), ***r3 = planes_of(rb, P, P, P);
    resid3(P, P, P, u3, v3, r3);
    double t3 = 0.0;
    for (int k = 0; k < P * P * P; k++)
        t3 += rb[k] * (k % 7 + 1);
    printf("resid3 %.10f\n", t3);
    resid3(P, P, P, u3, v3, u3);
    t3 = 0.0;
    for (int k = 0; k < P * P * P; k++)
        t3 += ub[k] * (k % 5 + 1);
    printf("resid3_in_place %.10f\n", t3);
    free_planes(u3, P); free_planes(v3, P); free_planes(r3, P);
    free(ub); free(vb); free(rb);

    free(x); free(xb); free(out);
    free(one); free(half);
    free(a); free(b); free(c);
    free(ab); free(bb); free(cb); free(w);
    return 0;
}
