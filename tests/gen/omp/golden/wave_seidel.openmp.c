/* kforge 0.1.0: tests/gen/omp/wave_seidel.c for openmp; 1 loop in parallel */
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
    if (1.0 * tsteps * n * n - 4.0 * tsteps * n - 8192 * n - 16380 * tsteps + 24576 >= 0) {
    { /* kforge: a wavefront, waves w = 2*t + i in order, the iterations of L1 on each at once */
    long kf_wlo = 0, kf_whi = -1, kf_xlo = 0, kf_xhi = -1;
    int kf_wany = 0;
    for (t = 0; t <= tsteps - 1; t++) {
        long kf_a = 2 * (long)t + 1, kf_b = 2 * (long)t + (long)(n - 2);
        if (kf_a <= kf_b) {
            kf_wlo = kf_wany && kf_wlo < kf_a ? kf_wlo : kf_a;
            kf_whi = kf_wany && kf_whi > kf_b ? kf_whi : kf_b;
            kf_xlo = kf_wany && kf_xlo < t ? kf_xlo : t;
            kf_xhi = kf_wany && kf_xhi > t ? kf_xhi : t;
            kf_wany = 1;
        }
    }
    #pragma omp parallel private(t, i, j)
    for (long kf_w = kf_wlo; kf_w <= kf_whi; kf_w++) {
        long kf_lo = kf_xlo, kf_hi = kf_xhi, kf_s;
        kf_s = kf_w - 1;
        kf_s = kf_s >= 0 ? kf_s / 2 : -((1 - kf_s) / 2);
        if (kf_hi > kf_s)
            kf_hi = kf_s;
        kf_s = -kf_w + (long)(n - 2);
        kf_s = kf_s >= 0 ? kf_s / 2 : -((1 - kf_s) / 2);
        if (kf_lo < -kf_s)
            kf_lo = -kf_s;
    #pragma omp for schedule(static)
        for (long kf_x = kf_lo; kf_x <= kf_hi; kf_x++)
        {
        i = kf_w - 2 * kf_x;
            for (j = 1; j <= n - 2; j++)
                B[i][j] = (B[i - 1][j - 1] + B[i - 1][j] + B[i - 1][j + 1] + B[i][j - 1] +
                           B[i][j] + B[i][j + 1] + B[i + 1][j - 1] + B[i + 1][j] +
                           B[i + 1][j + 1]) / 9.0;
        }
        }
    }
    } else {
    for (t = 0; t <= tsteps - 1; t++)
        for (i = 1; i <= n - 2; i++)
            for (j = 1; j <= n - 2; j++)
                B[i][j] = (B[i - 1][j - 1] + B[i - 1][j] + B[i - 1][j + 1] + B[i][j - 1] +
                           B[i][j] + B[i][j + 1] + B[i + 1][j - 1] + B[i + 1][j] +
                           B[i + 1][j + 1]) / 9.0;
    }
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
