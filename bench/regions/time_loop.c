/* bench/regions/time_loop.c: a fragment inside a time loop the user wrote
 * around it, with host code on scalars in the loop.  The loop joins the
 * fragment's region, so A and B go to the device once and come back once;
 * before, every step copied both ways.  bench/regions/run.sh compares
 * kforge versions on it. */
#include <stdio.h>
#ifndef N
#define N 1000
#endif
#ifndef STEPS
#define STEPS 40
#endif
static double A[N][N], B[N][N];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = (i * 3 + j) % 17;
    double w = 0.2;
    for (int t = 0; t < STEPS; t++) {
#pragma scop
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                B[i][j] = w * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                A[i][j] = B[i][j];
#pragma endscop
        if (t % 10 == 9)
            w = w * 0.999;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += A[i][j] * ((i + j) % 7);
    printf("%.10e\n", s);
    return 0;
}
