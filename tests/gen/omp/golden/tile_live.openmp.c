/* kforge 0.1.0: tests/gen/omp/tile_live.c for openmp; 1 loop in parallel */
/* The band of tile_gemm.c, but k is read after the nest: tiling would
 * change its final value, so the nest is not tiled. */
#include <stdio.h>

#define N 50

static double A[N][N], B[N][N], C[N][N];

static int kernel(void)
{
    int i, j, k;
#pragma scop
    #pragma omp parallel for private(j) lastprivate(k)
    for (i = 0; i < N; i++)
        for (k = 0; k < N; k++)
            #pragma omp simd
            for (j = 0; j < N; j++)
                C[i][j] += A[i][k] * B[k][j];
#pragma endscop
    return k;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
        }
    printf("%d\n", kernel());
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.10g\n", C[i][j]);
    return 0;
}
