/* kforge 0.1.0: tests/gen/omp/array_reduction.c for openmp; 3 loops in parallel */
/* The rows loop carries only y[j] += ...: an array-section reduction over
 * y (1-D, extent N).  z is a pointer (no extent to privatise) and w is
 * 2-D, so their loops stay sequential and the inner loops run in
 * parallel. */
#include <stdio.h>
#include <stdlib.h>

#define M 60
#define N 70

static float A[M][N], x[N], y[N], w[2][N];

static void kernel(float *restrict z)
{
    float t;
#pragma scop
    #pragma omp parallel for private(t) reduction(+: y[0:70])
    for (int i = 0; i < M; i++) {
        t = 0.0f;
        for (int j = 0; j < N; j++)
            t += A[i][j] * x[j];
        #pragma omp simd
        for (int j = 0; j < N; j++)
            y[j] += A[i][j] * t;
    }
    #pragma omp parallel
    for (int i = 0; i < M; i++)
        #pragma omp for simd
        for (int j = 0; j < N; j++)
            z[j] += A[i][j];
    #pragma omp parallel
    for (int i = 0; i < M; i++)
        #pragma omp for simd
        for (int j = 0; j < N; j++)
            w[1][j] += A[i][j];
#pragma endscop
}

int main(void)
{
    float *z = calloc(N, sizeof *z);
    if (!z)
        return 1;
    for (int j = 0; j < N; j++)
        x[j] = 1.0f + (float)j / N;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = (float)((i + j) % 11) / 11;
    kernel(z);
    for (int j = 0; j < N; j++)
        printf("%.6g %.6g %.6g\n", y[j], z[j], w[1][j]);
    free(z);
    return 0;
}
