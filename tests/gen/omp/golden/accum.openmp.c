/* kforge 0.1.0: tests/gen/omp/accum.c for openmp; 2 loops in parallel */
/* A scalar accumulator becomes the element it is stored into, so that j
 * moves inside k as in gemm (B[k][j] stride-1), with the same additions
 * in the same order: s declared in the j body and `s += e` on VLA
 * parameters (3mm's shape), t declared in the i body, assigned, and
 * `t = t - e`. */
#include <stdio.h>

#define N 40

static void kernel(int n, double A[n][n], double B[n][n], double C[n][n], double D[n][n])
{
#pragma scop
    #pragma omp parallel for
    for (int it = 0; it < n; it += 64) {
        for (int i = it; i < (it + 64 < n ? it + 64 : n); i++)
            for (int j = 0; j < n; j++)
                C[i][j] = 0.5;
        for (int kt = 0; kt < n; kt += 64)
            for (int jt = 0; jt < n; jt += 64) {
                int i = it;
                for (; i + 3 < (it + 64 < n ? it + 64 : n); i += 4) {
                    int k = kt;
                    for (; k + 3 < (kt + 64 < n ? kt + 64 : n); k += 4) {
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
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++) {
                            double B_j_0 = B[k][j];
                            double B_j_1 = B[k + 1][j];
                            double B_j_2 = B[k + 2][j];
                            double B_j_3 = B[k + 3][j];
                            C[i][j] += A_0_0 * B_j_0;
                            C[i][j] += A_0_1 * B_j_1;
                            C[i][j] += A_0_2 * B_j_2;
                            C[i][j] += A_0_3 * B_j_3;
                            C[i + 1][j] += A_1_0 * B_j_0;
                            C[i + 1][j] += A_1_1 * B_j_1;
                            C[i + 1][j] += A_1_2 * B_j_2;
                            C[i + 1][j] += A_1_3 * B_j_3;
                            C[i + 2][j] += A_2_0 * B_j_0;
                            C[i + 2][j] += A_2_1 * B_j_1;
                            C[i + 2][j] += A_2_2 * B_j_2;
                            C[i + 2][j] += A_2_3 * B_j_3;
                            C[i + 3][j] += A_3_0 * B_j_0;
                            C[i + 3][j] += A_3_1 * B_j_1;
                            C[i + 3][j] += A_3_2 * B_j_2;
                            C[i + 3][j] += A_3_3 * B_j_3;
                        }
                    }
                    for (; k < (kt + 64 < n ? kt + 64 : n); k++) {
                        double A_0 = A[i][k];
                        double A_1 = A[i + 1][k];
                        double A_2 = A[i + 2][k];
                        double A_3 = A[i + 3][k];
                        #pragma omp simd
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++) {
                            double B_j = B[k][j];
                            C[i][j] += A_0 * B_j;
                            C[i + 1][j] += A_1 * B_j;
                            C[i + 2][j] += A_2 * B_j;
                            C[i + 3][j] += A_3 * B_j;
                        }
                    }
                }
                for (; i < (it + 64 < n ? it + 64 : n); i++)
                    for (int k = kt; k < (kt + 64 < n ? kt + 64 : n); k++)
                        #pragma omp simd
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++)
                            C[i][j] += A[i][k] * B[k][j];
            }
    }
    #pragma omp parallel for
    for (int it = 0; it < n; it += 64) {
        for (int i = it; i < (it + 64 < n ? it + 64 : n); i++)
            for (int j = 0; j < n; j++)
                D[i][j] = C[i][j];
        for (int kt = 0; kt < n; kt += 64)
            for (int jt = 0; jt < n; jt += 64) {
                int i = it;
                for (; i + 3 < (it + 64 < n ? it + 64 : n); i += 4) {
                    int k = kt;
                    for (; k + 3 < (kt + 64 < n ? kt + 64 : n); k += 4) {
                        double B_0_0 = B[i][k];
                        double B_1_0 = B[i + 1][k];
                        double B_2_0 = B[i + 2][k];
                        double B_3_0 = B[i + 3][k];
                        double B_0_1 = B[i][k + 1];
                        double B_1_1 = B[i + 1][k + 1];
                        double B_2_1 = B[i + 2][k + 1];
                        double B_3_1 = B[i + 3][k + 1];
                        double B_0_2 = B[i][k + 2];
                        double B_1_2 = B[i + 1][k + 2];
                        double B_2_2 = B[i + 2][k + 2];
                        double B_3_2 = B[i + 3][k + 2];
                        double B_0_3 = B[i][k + 3];
                        double B_1_3 = B[i + 1][k + 3];
                        double B_2_3 = B[i + 2][k + 3];
                        double B_3_3 = B[i + 3][k + 3];
                        #pragma omp simd
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++) {
                            double C_j_0 = C[k][j];
                            double C_j_1 = C[k + 1][j];
                            double C_j_2 = C[k + 2][j];
                            double C_j_3 = C[k + 3][j];
                            D[i][j] = D[i][j] - B_0_0 * C_j_0;
                            D[i][j] = D[i][j] - B_0_1 * C_j_1;
                            D[i][j] = D[i][j] - B_0_2 * C_j_2;
                            D[i][j] = D[i][j] - B_0_3 * C_j_3;
                            D[i + 1][j] = D[i + 1][j] - B_1_0 * C_j_0;
                            D[i + 1][j] = D[i + 1][j] - B_1_1 * C_j_1;
                            D[i + 1][j] = D[i + 1][j] - B_1_2 * C_j_2;
                            D[i + 1][j] = D[i + 1][j] - B_1_3 * C_j_3;
                            D[i + 2][j] = D[i + 2][j] - B_2_0 * C_j_0;
                            D[i + 2][j] = D[i + 2][j] - B_2_1 * C_j_1;
                            D[i + 2][j] = D[i + 2][j] - B_2_2 * C_j_2;
                            D[i + 2][j] = D[i + 2][j] - B_2_3 * C_j_3;
                            D[i + 3][j] = D[i + 3][j] - B_3_0 * C_j_0;
                            D[i + 3][j] = D[i + 3][j] - B_3_1 * C_j_1;
                            D[i + 3][j] = D[i + 3][j] - B_3_2 * C_j_2;
                            D[i + 3][j] = D[i + 3][j] - B_3_3 * C_j_3;
                        }
                    }
                    for (; k < (kt + 64 < n ? kt + 64 : n); k++) {
                        double B_0 = B[i][k];
                        double B_1 = B[i + 1][k];
                        double B_2 = B[i + 2][k];
                        double B_3 = B[i + 3][k];
                        #pragma omp simd
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++) {
                            double C_j = C[k][j];
                            D[i][j] = D[i][j] - B_0 * C_j;
                            D[i + 1][j] = D[i + 1][j] - B_1 * C_j;
                            D[i + 2][j] = D[i + 2][j] - B_2 * C_j;
                            D[i + 3][j] = D[i + 3][j] - B_3 * C_j;
                        }
                    }
                }
                for (; i < (it + 64 < n ? it + 64 : n); i++)
                    for (int k = kt; k < (kt + 64 < n ? kt + 64 : n); k++)
                        #pragma omp simd
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++)
                            D[i][j] = D[i][j] - B[i][k] * C[k][j];
            }
    }
#pragma endscop
}

static double A[N][N], B[N][N], C[N][N], D[N][N];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
        }
    kernel(N, A, B, C, D);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g %.17g\n", C[i][j], D[i][j]);
    return 0;
}
