/* kforge 0.1.0: tests/gen/omp/tile_interchanged.c for openmp; 1 loop in parallel */
/* A perfect band (i, j, k) in which interchanging j and k pays (B[k][j]
 * stride-1): the interchange is made before the plan, and the band it
 * makes (i, k, j) is tiled, j still innermost. */
#include <stdio.h>

static void kernel(int n, double A[n][n], double B[n][n], double C[n][n])
{
#pragma scop
    #pragma omp parallel for
    for (int it = 0; it < n; it += 64)
        for (int kt = 0; kt <= (n - 1); kt += 64)
            for (int jt = 0; jt < n; jt += 64) {
                int i = it;
                for (; i + 3 < (it + 64 < n ? it + 64 : n); i += 4) {
                    int k = kt;
                    for (; k + 3 <= (kt + 63 < (n - 1) ? kt + 63 : (n - 1)); k += 4) {
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
                    for (; k <= (kt + 63 < (n - 1) ? kt + 63 : (n - 1)); k++) {
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
                    for (int k = kt; k <= (kt + 63 < (n - 1) ? kt + 63 : (n - 1)); k++)
                        #pragma omp simd
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++)
                            C[i][j] += A[i][k] * B[k][j];
            }
#pragma endscop
}

static double A[150][150], B[150][150], C[150][150];

static void run(int n)
{
    double (*a)[n] = (double (*)[n])A, (*b)[n] = (double (*)[n])B, (*c)[n] = (double (*)[n])C;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i][j] = (double)((i * j + 1) % 7) / 7;
            b[i][j] = (double)((i + 2 * j) % 5) / 5;
            c[i][j] = 0;
        }
    kernel(n, a, b, c);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            printf("%.10g\n", c[i][j]);
}

int main(void)
{
    run(20);
    run(150);
    return 0;
}
