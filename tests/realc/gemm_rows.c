/* gemm_rows.c: matrices as arrays of row pointers (double **), as many
 * numerical codes allocate them; B is transposed first, then C = A * Bt^T. */
#include <stdio.h>
#include <stdlib.h>

#define N 160

static double **alloc_matrix(size_t rows, size_t cols)
{
    double **m = malloc(rows * sizeof(double *));
    for (size_t i = 0; i < rows; i++)
        m[i] = malloc(cols * sizeof(double));
    return m;
}

static void free_matrix(double **m, size_t rows)
{
    for (size_t i = 0; i < rows; i++)
        free(m[i]);
    free(m);
}

static void transpose(size_t n, double **restrict b, double **restrict bt)
{
#pragma scop
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            bt[j][i] = b[i][j];
#pragma endscop
}

static void gemm(size_t n, double **restrict a, double **restrict bt, double **restrict c)
{
#pragma scop
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            double s = 0.0;
            for (size_t k = 0; k < n; k++)
                s += a[i][k] * bt[j][k];
            c[i][j] = s;
        }
#pragma endscop
}

int main(void)
{
    double **a = alloc_matrix(N, N), **b = alloc_matrix(N, N);
    double **bt = alloc_matrix(N, N), **c = alloc_matrix(N, N);
    for (size_t i = 0; i < N; i++)
        for (size_t j = 0; j < N; j++) {
            a[i][j] = (double)((i * j + 1) % 11) / 11.0;
            b[i][j] = (double)((i + 2 * j) % 7) / 7.0;
        }
    transpose(N, b, bt);
    gemm(N, a, bt, c);
    double tr = 0.0;
    for (size_t i = 0; i < N; i++)
        tr += c[i][i];
    printf("trace %.10f c01 %.10f\n", tr, c[0][1]);
    free_matrix(a, N); free_matrix(b, N); free_matrix(bt, N); free_matrix(c, N);
    return 0;
}
