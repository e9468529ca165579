/* kforge 0.1.0: tests/gen/omp/cost_small.c for openmp; 1 loop in parallel */
/* A loop of 100 cheap iterations: a team would cost more than it saves,
 * so it stays as written; the 300 x 300 nest beside it pays. */
#include <stdio.h>

#define N 100
#define M 300

static double a[N], b[N], c[M][M];

int main(void)
{
    for (int i = 0; i < N; i++)
        b[i] = i * 0.5;
#pragma scop
    #pragma omp simd
    for (int i = 0; i < N; i++)
        a[i] = b[i] * 2.0 + 1.0;
    #pragma omp parallel for
    for (int i = 0; i < M; i++)
        #pragma omp simd
        for (int j = 0; j < M; j++)
            c[i][j] = 0.5 * i + j;
#pragma endscop
    printf("%g %g %g\n", a[0], a[N - 1], c[M - 1][M - 1]);
    return 0;
}
