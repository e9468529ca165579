/* kforge 0.1.0: tests/gen/omp/regblock_kwrite.c for openmp; 1 loop in parallel */
/* Register blocking (passes/regblock.h) whose loop above the innermost is
 * not jammed: each element the innermost loop writes, Y[i][k][j], moves
 * with k, so no register holds it across k's steps.  i's rows are jammed
 * (B[k][j] is shared by them, loaded once per iteration of j); k's steps
 * are not, and --explain says why. */
#include <stdio.h>

#define N 13
#define K 11
#define M 17

static double Y[N][K][M], A[N][K], B[K][M];

static void kernel(void)
{
    int i, k, j;
#pragma scop
    #pragma omp parallel for private(i, k, j)
    for (int it = 0; it < N; it += 8)
        for (int kt = 0; kt < K; kt += 8)
            for (int jt = 0; jt < M; jt += 8) {
                for (i = it; i + 3 < (it + 8 < N ? it + 8 : N); i += 4)
                    for (k = kt; k < (kt + 8 < K ? kt + 8 : K); k++) {
                        double A_0 = A[i][k];
                        double A_1 = A[i + 1][k];
                        double A_2 = A[i + 2][k];
                        double A_3 = A[i + 3][k];
                        #pragma omp simd
                        for (j = jt; j < (jt + 8 < M ? jt + 8 : M); j++) {
                            double B_j = B[k][j];
                            Y[i][k][j] = A_0 * B_j + Y[i][k][j];
                            Y[i + 1][k][j] = A_1 * B_j + Y[i + 1][k][j];
                            Y[i + 2][k][j] = A_2 * B_j + Y[i + 2][k][j];
                            Y[i + 3][k][j] = A_3 * B_j + Y[i + 3][k][j];
                        }
                    }
                for (; i < (it + 8 < N ? it + 8 : N); i++)
                    for (k = kt; k < (kt + 8 < K ? kt + 8 : K); k++)
                        #pragma omp simd
                        for (j = jt; j < (jt + 8 < M ? jt + 8 : M); j++)
                            Y[i][k][j] = A[i][k] * B[k][j] + Y[i][k][j];
            }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int k = 0; k < K; k++) {
            A[i][k] = (double)((i * k + 1) % 7) / 7;
            for (int j = 0; j < M; j++)
                Y[i][k][j] = (double)((i + k + j) % 5) / 5;
        }
    for (int k = 0; k < K; k++)
        for (int j = 0; j < M; j++)
            B[k][j] = (double)((k + 2 * j) % 9) / 9;
    kernel();
    for (int i = 0; i < N; i++)
        for (int k = 0; k < K; k++)
            for (int j = 0; j < M; j++)
                printf("%.10g\n", Y[i][k][j]);
    return 0;
}
