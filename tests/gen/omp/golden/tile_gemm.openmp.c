/* kforge 0.1.0: tests/gen/omp/tile_gemm.c for openmp; 1 loop in parallel */
/* gemm as PolyBench writes it: C[i][j] *= beta before the k, j band.  The
 * band (i, k, j) is permutable and B[k][j] is reused across i: tiled, the
 * scaling under its own copy of i's point loop in each tile of i.  50 is
 * a multiple of none of the sizes given. */
#include <stdio.h>

#define N 50
#define M 45

static double A[N][M], B[M][N], C[N][N];

static void kernel(double alpha, double beta)
{
    int i, j, k;
#pragma scop
    #pragma omp parallel for private(i, j, k)
    for (int it = 0; it < N; it += 16) {
        for (i = it; i < (it + 16 < N ? it + 16 : N); i++)
            for (j = 0; j < N; j++)
                C[i][j] *= beta;
        for (int kt = 0; kt < M; kt += 8)
            for (int jt = 0; jt < N; jt += 12) {
                for (i = it; i + 3 < (it + 16 < N ? it + 16 : N); i += 4) {
                    for (k = kt; k + 3 < (kt + 8 < M ? kt + 8 : M); k += 4) {
                        double A_0_0 = A[i][k];
                        double A_1_0 = A[i + 1][k];
                        double A_2_0 = A[i + 2][k];
                        double A_3_0 = A[i + 3][k];
                        double A_0_1 = A[i][k + 1];
                        double A_1_1 = A[i + 1][k + 1];
                        double A_2_1 = A[i + 2][k + 1];
                        double A_3_1 = A[i + 3][k + 1];
                        double A_0_2 = A[i][k + 2];
                        double A_1_2 = A[i + 1][k + 2];
                        double A_2_2 = A[i + 2][k + 2];
                        double A_3_2 = A[i + 3][k + 2];
                        double A_0_3 = A[i][k + 3];
                        double A_1_3 = A[i + 1][k + 3];
                        double A_2_3 = A[i + 2][k + 3];
                        double A_3_3 = A[i + 3][k + 3];
                        #pragma omp simd
                        for (j = jt; j < (jt + 12 < N ? jt + 12 : N); j++) {
                            double B_j_0 = B[k][j];
                            double B_j_1 = B[k + 1][j];
                            double B_j_2 = B[k + 2][j];
                            double B_j_3 = B[k + 3][j];
                            C[i][j] += alpha * A_0_0 * B_j_0;
                            C[i][j] += alpha * A_0_1 * B_j_1;
                            C[i][j] += alpha * A_0_2 * B_j_2;
                            C[i][j] += alpha * A_0_3 * B_j_3;
                            C[i + 1][j] += alpha * A_1_0 * B_j_0;
                            C[i + 1][j] += alpha * A_1_1 * B_j_1;
                            C[i + 1][j] += alpha * A_1_2 * B_j_2;
                            C[i + 1][j] += alpha * A_1_3 * B_j_3;
                            C[i + 2][j] += alpha * A_2_0 * B_j_0;
                            C[i + 2][j] += alpha * A_2_1 * B_j_1;
                            C[i + 2][j] += alpha * A_2_2 * B_j_2;
                            C[i + 2][j] += alpha * A_2_3 * B_j_3;
                            C[i + 3][j] += alpha * A_3_0 * B_j_0;
                            C[i + 3][j] += alpha * A_3_1 * B_j_1;
                            C[i + 3][j] += alpha * A_3_2 * B_j_2;
                            C[i + 3][j] += alpha * A_3_3 * B_j_3;
                        }
                    }
                    for (; k < (kt + 8 < M ? kt + 8 : M); k++) {
                        double A_0 = A[i][k];
                        double A_1 = A[i + 1][k];
                        double A_2 = A[i + 2][k];
                        double A_3 = A[i + 3][k];
                        #pragma omp simd
                        for (j = jt; j < (jt + 12 < N ? jt + 12 : N); j++) {
                            double B_j = B[k][j];
                            C[i][j] += alpha * A_0 * B_j;
                            C[i + 1][j] += alpha * A_1 * B_j;
                            C[i + 2][j] += alpha * A_2 * B_j;
                            C[i + 3][j] += alpha * A_3 * B_j;
                        }
                    }
                }
                for (; i < (it + 16 < N ? it + 16 : N); i++)
                    for (k = kt; k < (kt + 8 < M ? kt + 8 : M); k++)
                        #pragma omp simd
                        for (j = jt; j < (jt + 12 < N ? jt + 12 : N); j++)
                            C[i][j] += alpha * A[i][k] * B[k][j];
            }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[j][i] = (double)((i + 2 * j) % 5) / 5;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            C[i][j] = (double)((i + j) % 3) / 3;
    kernel(1.5, 1.2);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.10g\n", C[i][j]);
    return 0;
}
