/* The inner loop counts down: x[i][j] needs x[i][j + 1] and the end of
 * row i - 1 from column j on, so in execution order (i, -j) each is a
 * step back in one loop or the other, never forward, and the wave w = i - j
 * carries them all.  The sum over k stays whole in its thread; the
 * iterators are PolyBench's, declared at the top and dead after. */
#include <stdio.h>

#ifndef N
#define N 300
#endif

static double x[N][N], c[N];

static void kernel(void)
{
    int i, j, k;
#pragma scop
    for (i = 1; i < N; i++)
        for (j = N - 2; j >= 0; j--) {
            double s = 0.0;
            for (k = j; k < N; k++)
                s += c[k] * x[i - 1][k];
            x[i][j] = 0.5 * x[i][j + 1] + s / N;
        }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        c[i] = (i % 5) * 0.25 - 0.5;
        for (int j = 0; j < N; j++)
            x[i][j] = ((i + 3 * j) % 11) / 11.0;
    }
    kernel();
    for (int i = 0; i < N; i += 7)
        for (int j = 0; j < N; j += 3)
            printf("%.17g\n", x[i][j]);
    return 0;
}
