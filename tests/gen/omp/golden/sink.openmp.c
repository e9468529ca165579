/* kforge 0.1.0: tests/gen/omp/sink.c for openmp; 1 loop in parallel */
/* The parallel loop i moves inside j: A[j][i] is strided under j and
 * stride-1 under i.  One region; each thread keeps its share of i for
 * every j (schedule(static)), so no barrier between the steps of j. */
#include <stdio.h>

#define N 120

static double A[N][N], x[N], y[N];

static void kernel(void)
{
#pragma scop
    #pragma omp parallel
    for (int j = 0; j < N; j++)
        #pragma omp for simd schedule(static) nowait
        for (int i = 0; i < N; i++)
            x[i] = x[i] * 0.5 + A[j][i] * y[j];
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        y[i] = (double)(i % 7) / 7;
        for (int j = 0; j < N; j++)
            A[i][j] = (double)((i * j + 1) % 11) / 11;
    }
    kernel();
    for (int i = 0; i < N; i++)
        printf("%.10g\n", x[i]);
    return 0;
}
