/* bench/regions/progress.c: a time loop with a stencil fragment every step
 * and, every tenth step, a second fragment under an if whose result the
 * host prints.  The loop makes one region of both fragments (a tree), so
 * A and B stay on the device and only E comes back when printed; before,
 * each fragment copied its arrays in and out every time it ran.
 * bench/regions/run.sh compares kforge versions on it. */
#include <stdio.h>
#ifndef N
#define N 1000
#endif
#ifndef STEPS
#define STEPS 40
#endif
static double A[N][N], B[N][N], E[N];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = (i * 3 + j) % 17;
    for (int t = 0; t < STEPS; t++) {
#pragma scop
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                A[i][j] = B[i][j];
#pragma endscop
        if (t % 10 == 9) {
#pragma scop
            for (int i = 0; i < N; i++)
                E[i] = A[i][i] - A[i][N - 1 - i];
#pragma endscop
            printf("step %d: %.6e\n", t, E[N / 3]);
        }
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += A[i][j] * ((i + j) % 7);
    printf("%.10e\n", s);
    return 0;
}
