/* kforge 0.1.0: tests/gen/omp/regblock_batch.c for openmp; 1 loop in parallel */
/* A band of four loops (b, i, k, j), batched products with one B: the
 * loop two above the innermost is i, under b's point loop, whose body
 * then holds i's blocked rows and those left over.  Sizes: no tile
 * divides them (tiles 3x10x7x9). */
#include <stdio.h>

#define NB 7
#define N 23
#define K 19

static double A[NB][N][K], B[K][N], C[NB][N][N];

static void kernel(void)
{
    int b, i, k, j;
#pragma scop
    #pragma omp parallel for private(b, i, k, j)
    for (int bt = 0; bt < NB; bt += 3)
        for (int it = 0; it < N; it += 10)
            for (int kt = 0; kt < K; kt += 7)
                for (int jt = 0; jt < N; jt += 9)
                    for (b = bt; b < (bt + 3 < NB ? bt + 3 : NB); b++) {
                        for (i = it; i + 3 < (it + 10 < N ? it + 10 : N); i += 4) {
                            for (k = kt; k + 3 < (kt + 7 < K ? kt + 7 : K); k += 4) {
                                double A_0_0 = A[b][i][k];
                                double A_1_0 = A[b][i + 1][k];
                                double A_2_0 = A[b][i + 2][k];
                                double A_3_0 = A[b][i + 3][k];
                                double A_0_1 = A[b][i][k + 1];
                                double A_1_1 = A[b][i + 1][k + 1];
                                double A_2_1 = A[b][i + 2][k + 1];
                                double A_3_1 = A[b][i + 3][k + 1];
                                double A_0_2 = A[b][i][k + 2];
                                double A_1_2 = A[b][i + 1][k + 2];
                                double A_2_2 = A[b][i + 2][k + 2];
                                double A_3_2 = A[b][i + 3][k + 2];
                                double A_0_3 = A[b][i][k + 3];
                                double A_1_3 = A[b][i + 1][k + 3];
                                double A_2_3 = A[b][i + 2][k + 3];
                                double A_3_3 = A[b][i + 3][k + 3];
                                #pragma omp simd
                                for (j = jt; j < (jt + 9 < N ? jt + 9 : N); j++) {
                                    double B_j_0 = B[k][j];
                                    double B_j_1 = B[k + 1][j];
                                    double B_j_2 = B[k + 2][j];
                                    double B_j_3 = B[k + 3][j];
                                    C[b][i][j] += A_0_0 * B_j_0;
                                    C[b][i][j] += A_0_1 * B_j_1;
                                    C[b][i][j] += A_0_2 * B_j_2;
                                    C[b][i][j] += A_0_3 * B_j_3;
                                    C[b][i + 1][j] += A_1_0 * B_j_0;
                                    C[b][i + 1][j] += A_1_1 * B_j_1;
                                    C[b][i + 1][j] += A_1_2 * B_j_2;
                                    C[b][i + 1][j] += A_1_3 * B_j_3;
                                    C[b][i + 2][j] += A_2_0 * B_j_0;
                                    C[b][i + 2][j] += A_2_1 * B_j_1;
                                    C[b][i + 2][j] += A_2_2 * B_j_2;
                                    C[b][i + 2][j] += A_2_3 * B_j_3;
                                    C[b][i + 3][j] += A_3_0 * B_j_0;
                                    C[b][i + 3][j] += A_3_1 * B_j_1;
                                    C[b][i + 3][j] += A_3_2 * B_j_2;
                                    C[b][i + 3][j] += A_3_3 * B_j_3;
                                }
                            }
                            for (; k < (kt + 7 < K ? kt + 7 : K); k++) {
                                double A_0 = A[b][i][k];
                                double A_1 = A[b][i + 1][k];
                                double A_2 = A[b][i + 2][k];
                                double A_3 = A[b][i + 3][k];
                                #pragma omp simd
                                for (j = jt; j < (jt + 9 < N ? jt + 9 : N); j++) {
                                    double B_j = B[k][j];
                                    C[b][i][j] += A_0 * B_j;
                                    C[b][i + 1][j] += A_1 * B_j;
                                    C[b][i + 2][j] += A_2 * B_j;
                                    C[b][i + 3][j] += A_3 * B_j;
                                }
                            }
                        }
                        for (; i < (it + 10 < N ? it + 10 : N); i++)
                            for (k = kt; k < (kt + 7 < K ? kt + 7 : K); k++)
                                #pragma omp simd
                                for (j = jt; j < (jt + 9 < N ? jt + 9 : N); j++)
                                    C[b][i][j] += A[b][i][k] * B[k][j];
                    }
#pragma endscop
}

int main(void)
{
    for (int b = 0; b < NB; b++)
        for (int i = 0; i < N; i++)
            for (int k = 0; k < K; k++)
                A[b][i][k] = (double)((b + i * k + 1) % 7) / 7;
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            B[k][j] = (double)((k + 2 * j) % 5) / 5;
    kernel();
    for (int b = 0; b < NB; b++)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++)
                printf("%.10g\n", C[b][i][j]);
    return 0;
}
