/* kforge 0.1.0: tests/gen/omp/regblock_cond.c for openmp; 1 loop in parallel */
/* A read under ?: in the innermost loop: hoisting A[i][k] before the j
 * loop would make it unconditional, so the band is tiled but not
 * register-blocked, and --explain says why. */
#include <stdio.h>

#define N 50
#define M 45

static double A[N][M], B[M][N], C[N][N];

static void kernel(void)
{
    int i, j, k;
#pragma scop
    #pragma omp parallel for private(i, k, j)
    for (int it = 0; it < N; it += 10)
        for (int kt = 0; kt < M; kt += 7)
            for (int jt = 0; jt < N; jt += 9)
                for (i = it; i < (it + 10 < N ? it + 10 : N); i++)
                    for (k = kt; k < (kt + 7 < M ? kt + 7 : M); k++)
                        #pragma omp simd
                        for (j = jt; j < (jt + 9 < N ? jt + 9 : N); j++)
                            C[i][j] += j > k ? A[i][k] * B[k][j] : B[k][j];
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[j][i] = (double)((i + 2 * j) % 5) / 5;
        }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.10g\n", C[i][j]);
    return 0;
}
