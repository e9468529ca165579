/* kforge 0.1.0: tests/gen/omp/interchange_reversed.c for openmp; 1 loop in parallel */
/* Must NOT interchange: with j outer, A[i][k][j] reads A[i][k-1][j+1]
 * after the iteration (j+1, k-1) wrote it; with k outer it would read it
 * before.  The j, k loops stay as written (the stride would favour j
 * innermost). */
#include <stdio.h>

#define N 12

static double A[N][N][N + 1];

static void kernel(void)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            #pragma omp simd
            for (int k = 1; k < N; k++)
                A[i][k][j] = A[i][k - 1][j + 1] * 0.5 + 1.0;
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int k = 0; k < N; k++)
            for (int j = 0; j <= N; j++)
                A[i][k][j] = (double)((i + k * j) % 9);
    kernel();
    for (int i = 0; i < N; i++)
        for (int k = 0; k < N; k++)
            for (int j = 0; j <= N; j++)
                printf("%.10g\n", A[i][k][j]);
    return 0;
}
