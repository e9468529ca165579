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
            for (int jt = 0; jt < n; jt += 64)
                for (int i = it; i < (it + 64 < n ? it + 64 : n); i++)
                    for (int k = kt; k < (kt + 64 < n ? kt + 64 : n); k++)
                        #pragma omp simd
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++)
                            C[i][j] += A[i][k] * B[k][j];
    }
    #pragma omp parallel for
    for (int it = 0; it < n; it += 64) {
        for (int i = it; i < (it + 64 < n ? it + 64 : n); i++)
            for (int j = 0; j < n; j++)
                D[i][j] = C[i][j];
        for (int kt = 0; kt < n; kt += 64)
            for (int jt = 0; jt < n; jt += 64)
                for (int i = it; i < (it + 64 < n ? it + 64 : n); i++)
                    for (int k = kt; k < (kt + 64 < n ? kt + 64 : n); k++)
                        #pragma omp simd
                        for (int j = jt; j < (jt + 64 < n ? jt + 64 : n); j++)
                            D[i][j] = D[i][j] - B[i][k] * C[k][j];
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
