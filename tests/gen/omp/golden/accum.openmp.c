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
                for (; i + 3 < (it + 64 < n ? it + 64 : n); i += 4)
                    for (int k = kt; k < (kt + 64 < n ? kt + 64 : n); k++) {
                        double A_0 = A[i][k];
                        double A_1 = A[i + 1][k];
                        double A_2 = A[i + 2][k];
                        double A_3 = A[i + 3][k];
                        #pragma omp simd
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++) {
                            C[i][j] += A_0 * B[k][j];
                            C[i + 1][j] += A_1 * B[k][j];
                            C[i + 2][j] += A_2 * B[k][j];
                            C[i + 3][j] += A_3 * B[k][j];
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
                for (; i + 3 < (it + 64 < n ? it + 64 : n); i += 4)
                    for (int k = kt; k < (kt + 64 < n ? kt + 64 : n); k++) {
                        double B_0 = B[i][k];
                        double B_1 = B[i + 1][k];
                        double B_2 = B[i + 2][k];
                        double B_3 = B[i + 3][k];
                        #pragma omp simd
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++) {
                            D[i][j] = D[i][j] - B_0 * C[k][j];
                            D[i + 1][j] = D[i + 1][j] - B_1 * C[k][j];
                            D[i + 2][j] = D[i + 2][j] - B_2 * C[k][j];
                            D[i + 3][j] = D[i + 3][j] - B_3 * C[k][j];
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
