/* kforge 0.1.0: tests/gen/omp/region_for_nowait.c for openmp; 6 loops in parallel */
/* The omp for that ends a time loop's body loses its barrier when each of
 * its iterations reaches only the same iteration of the body's first loop
 * in the next step (L1, doitgen's shape: sum[p] read last, written first
 * at the same p; both loops then schedule(static)), and keeps it when a
 * dependence joins other iterations (L2: a[i] written last, a[i - 1] and
 * a[i + 1] read first) or the loops' bounds differ (L3). */
#include <stdio.h>

#define N 64
#define M 24

static double A[M][N], C[N][N], sum[N], a[N], c[N][4], b[N];

static void kernel(void)
{
#pragma scop
    #pragma omp parallel
    for (int q = 0; q < M; q++) {
        #pragma omp for simd schedule(static) nowait
        for (int p = 0; p < N; p++)
            sum[p] = 0.0;
        for (int s = 0; s < N; s++)
            #pragma omp for simd schedule(static) nowait
            for (int p = 0; p < N; p++)
                sum[p] += A[q][s] * C[s][p];
        #pragma omp barrier
        #pragma omp for schedule(static) nowait
        for (int p = 0; p < N; p++)
            A[q][p] = sum[p];
    }
    #pragma omp parallel
    for (int t = 0; t < 20; t++) {
        #pragma omp for
        for (int i = 1; i < N - 1; i++)
            #pragma omp simd
            for (int j = 0; j < 4; j++)
                c[i][j] = a[i - 1] * 0.5 + a[i + 1] * 0.25 + j;
        #pragma omp for simd
        for (int i = 1; i < N - 1; i++)
            a[i] = c[i][0] + c[i][3] * 0.125;
    }
    #pragma omp parallel
    for (int t = 0; t < 20; t++) {
        #pragma omp for
        for (int i = 0; i < N; i++)
            #pragma omp simd
            for (int j = 0; j < 4; j++)
                c[i][j] = b[i] * 0.5 + j;
        #pragma omp for simd
        for (int i = 1; i < N; i++)
            b[i] = c[i][0] + c[i][3] * 0.125;
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            C[i][j] = (double)((i * j + 1) % 13) / 13;
        a[i] = (double)(i % 5) / 5;
        b[i] = (double)(i % 7) / 7;
    }
    for (int q = 0; q < M; q++)
        for (int p = 0; p < N; p++)
            A[q][p] = (double)((q + p) % 11) / 11;
    kernel();
    for (int i = 0; i < N; i++)
        printf("%.17g %.17g %.17g %.17g\n", A[M - 1][i], A[0][i], a[i], b[i]);
    return 0;
}
