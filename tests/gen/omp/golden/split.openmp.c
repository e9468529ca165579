/* kforge 0.1.0: tests/gen/omp/split.c for openmp; 1 loop in parallel */
/* An omp for split around its inner loop, in the parallel region of a
 * time loop (trmm's shape): under k, S2 reads two columns; split, each
 * step of k shares out j again with the same static schedule (each j
 * stays on one thread, in its order), no barrier until the last loop.
 * j is declared outside but never read after, k in its header. */
#include <stdio.h>

#define N 40

static double A[N][N], B[N][N + 3], C[N][N + 3];

static void kernel(double alpha)
{
    int j;
#pragma scop
    #pragma omp parallel
    for (int i = 0; i < N; i++) {
        #pragma omp for simd schedule(static) nowait
        for (j = 0; j < N + 3; j++)
            C[i][j] = B[i][j];
        for (int k = i + 1; k < N; k++)
            #pragma omp for simd schedule(static) nowait
            for (j = 0; j < N + 3; j++)
                B[i][j] += A[k][i] * B[k][j];
        #pragma omp for simd schedule(static)
        for (j = 0; j < N + 3; j++)
            B[i][j] = alpha * B[i][j] + C[i][j];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        for (int k = 0; k < N; k++)
            A[i][k] = (double)((i * k + 1) % 7) / 7;
        for (int j = 0; j < N + 3; j++)
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
    }
    kernel(0.75);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N + 3; j++)
            printf("%.17g %.17g\n", B[i][j], C[i][j]);
    return 0;
}
