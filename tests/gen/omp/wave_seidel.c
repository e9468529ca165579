/* seidel-2d's shape, PolyBench's habits: the iterators declared at the
 * top of the function, the sizes passed in.  In place, row i at step t
 * reads rows i - 1 (this step) and i + 1 (the step before): no loop can
 * run in parallel, but the rows on a wave w = 2*t + i can, each thread
 * summing its row in the order written.  The work per wave is known only
 * when the program runs: a test picks the wavefront or the nest as
 * written.  Built with -DN=... -DT=... for both sides. */
#include <stdio.h>

#ifndef N
#define N 40
#endif
#ifndef T
#define T 6
#endif

static double A[N][N];

static void kernel(int tsteps, int n, double B[n][n])
{
    int t, i, j;
#pragma scop
    for (t = 0; t <= tsteps - 1; t++)
        for (i = 1; i <= n - 2; i++)
            for (j = 1; j <= n - 2; j++)
                B[i][j] = (B[i - 1][j - 1] + B[i - 1][j] + B[i - 1][j + 1] + B[i][j - 1] +
                           B[i][j] + B[i][j + 1] + B[i + 1][j - 1] + B[i + 1][j] +
                           B[i + 1][j + 1]) / 9.0;
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = ((i * (j + 2) + 2) % N) / (double)N;
    kernel(T, N, A);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g\n", A[i][j]);
    return 0;
}
