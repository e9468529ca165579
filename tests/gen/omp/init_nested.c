/* An iterator declared at the top of the function (PolyBench's habit),
 * read after the nest, of a parallel loop that runs no iteration at q = 0:
 * its init goes before the directive, inside q's block, so that p holds
 * what the sequential loop leaves even then (GCC's lastprivate would copy
 * back an unset private). */
#include <stdio.h>

#define N 40

static double A[N][N], sum[N];

int main(void)
{
    int q, p;
    for (q = 0; q < N; q++)
        for (p = 0; p < N; p++)
            A[q][p] = (double)((q * 7 + p) % 13) / 13;
#pragma scop
    for (q = 0; q < N; q++) {
        for (p = 0; p < q; p++)
            sum[p] += A[q][p];
        A[q][0] = sum[0];
    }
#pragma endscop
    printf("%d %.10g %.10g\n", p, sum[0], sum[N / 2]);
    return 0;
}
