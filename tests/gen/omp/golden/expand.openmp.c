/* kforge 0.1.0: tests/gen/omp/expand.c for openmp; 3 loops in parallel */
/* Scalars a parallel loop privatises, expanded so that the plan can turn
 * the loop to read rows (pass expand).  In the first nest (BLAS symm's
 * shape) each j of the region's omp for sums t down column j of B; with
 * t one element per j (declared before the time loop, shared by the
 * region) the omp for is split around k, every thread a strip of
 * columns.  In the second (a recursive filter down each column, deriche's
 * shape) two scalars carry the recurrence down column j; expanded, the j
 * loop is distributed and sunk below i.  Every element still takes its
 * terms in the source's order: the results are the sequential program's
 * to the bit. */
#include <stdio.h>

#define M 50
#define N 70

static double A[M][M], B[M][N], C[M][N], Y[M][N], X[M][N];

static void kernel(double alpha)
{
    int i, j, k;
    double t, y1, y2;
#pragma scop
    double *t_x = (double *)__builtin_malloc(sizeof *t_x * (unsigned long)((N) > 0 ? (N) : 1)); if (!t_x) __builtin_abort();
    #pragma omp parallel private(i, k)
    for (i = 0; i < M; i++) {
        #pragma omp for simd schedule(static) nowait
        for (j = 0; j < N; j++)
            t_x[j] = 0;
        for (k = 0; k < i; k++)
            #pragma omp for simd schedule(static) nowait
            for (j = 0; j < N; j++) {
                C[k][j] += alpha * B[i][j] * A[i][k];
                t_x[j] += B[k][j] * A[i][k];
            }
        #pragma omp for simd schedule(static)
        for (j = 0; j < N; j++)
            C[i][j] = 1.5 * C[i][j] + alpha * t_x[j];
    }
    __builtin_free(t_x);
    double *y1_x = (double *)__builtin_malloc(sizeof *y1_x * (unsigned long)((N) > 0 ? (N) : 1)); if (!y1_x) __builtin_abort();
    double *y2_x = (double *)__builtin_malloc(sizeof *y2_x * (unsigned long)((N) > 0 ? (N) : 1)); if (!y2_x) __builtin_abort();
    #pragma omp parallel for simd
    for (j = 0; j < N; j++) {
        y1_x[j] = 0.0;
        y2_x[j] = 0.0;
    }
    #pragma omp parallel private(i)
    for (i = 0; i < M; i++)
        #pragma omp for simd schedule(static) nowait
        for (j = 0; j < N; j++) {
            Y[i][j] = 0.5 * X[i][j] + 0.25 * y1_x[j] - 0.125 * y2_x[j];
            y2_x[j] = y1_x[j];
            y1_x[j] = Y[i][j];
        }
    __builtin_free(y2_x);
    __builtin_free(y1_x);
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < M; i++) {
        for (int k = 0; k < M; k++)
            A[i][k] = (double)((i + 2 * k) % 9) / 9;
        for (int j = 0; j < N; j++) {
            B[i][j] = (double)((i * j + 1) % 7) / 7;
            C[i][j] = (double)((3 * i + j) % 5) / 5;
            X[i][j] = (double)((i + 5 * j) % 11) / 11;
        }
    }
    kernel(0.75);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g %.17g\n", C[i][j], Y[i][j]);
    return 0;
}
