/* kforge 0.1.0: tests/gen/omp/interchange.c for openmp; 1 loop in parallel */
/* Distribution and interchange inside a parallel loop: B[k][j] is strided
 * under k, so the j loop is split around C[i][j] = 0 and moved inside k. */
#include <stdio.h>

#define N 50

static double A[N][N], B[N][N], C[N][N];

static void kernel(void)
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
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
        }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.10g\n", C[i][j]);
    return 0;
}
