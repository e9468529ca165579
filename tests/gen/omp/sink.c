/* The parallel loop i moves inside j: A[j][i] is strided under j and
 * stride-1 under i.  One region; each thread keeps its share of i for
 * every j (schedule(static)), so no barrier between the steps of j. */
#include <stdio.h>

#define N 120

static double A[N][N], x[N], y[N];

static void kernel(void)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
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
