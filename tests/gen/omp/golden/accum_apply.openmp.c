/* kforge 0.1.0: tests/gen/omp/accum_apply.c for openmp; 1 loop in parallel */
/* The store applies more than the sum: C[i][j] = s * alpha / D[j][j]
 * names s once, and its other operands keep their values while C[i][j]
 * accumulates (D is never written; isl shows D[j][j] is not the stored
 * element).  s goes into C[i][j], the store stays as
 * C[i][j] = C[i][j] * alpha / D[j][j], and j moves inside k. */
#include <stdio.h>

#define N 40

static double A[N][N], B[N][N], C[N][N], D[N][N];

static void kernel(double alpha)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            C[i][j] = 0.0;
        for (int k = 0; k < N; k++)
            #pragma omp simd
            for (int j = 0; j < N; j++)
                C[i][j] += A[i][k] * B[k][j];
        for (int j = 0; j < N; j++)
            C[i][j] = C[i][j] * alpha / D[j][j];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i + 2 * j) % 5) / 10;
            B[i][j] = (double)((i * j + 1) % 7) / 70;
            D[i][j] = 1.0 + (double)((i + j) % 3);
        }
    kernel(1.5);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g\n", C[i][j]);
    return 0;
}
