/*
 * lu.c: the LU example of seed 003 §4, as a user would write it.
 *
 * In-place LU decomposition without pivoting of a diagonally dominant
 * matrix.  The k loop carries a dependence and stays sequential; the two
 * nests inside it run in parallel (`kforge analyze examples/loops/lu.c`).
 *
 *   cc -O2 lu.c -o lu && ./lu                   sequential
 *   kforge verify examples/loops/lu.c          the same, in parallel, compared
 *   kforge verify examples/loops/lu.c -- -DN=1200
 */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 400
#endif

static void init_matrix(int n, double *A)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            A[i * n + j] = i == j ? 2.0 * n : (double)((i * 7 + j * 3) % 11) / 11.0;
}

static void lu(int n, double *restrict A)
{
#pragma scop
    for (int k = 0; k < n; k++) {
        for (int j = k + 1; j < n; j++)
            A[k * n + j] = A[k * n + j] / A[k * n + k];
        for (int i = k + 1; i < n; i++)
            for (int j = k + 1; j < n; j++)
                A[i * n + j] = A[i * n + j] - A[i * n + k] * A[k * n + j];
    }
#pragma endscop
}

int main(void)
{
    int n = N;
    double *A = malloc(sizeof(double) * (size_t)n * (size_t)n);
    if (!A)
        return 1;
    init_matrix(n, A);
    lu(n, A);
    /* the diagonal and a checksum per row band */
    for (int i = 0; i < n; i += n / 8 > 0 ? n / 8 : 1) {
        double s = 0;
        for (int j = 0; j < n; j++)
            s += A[i * n + j];
        printf("row %d: diag %.12g sum %.12g\n", i, A[i * n + i], s);
    }
    free(A);
    return 0;
}
