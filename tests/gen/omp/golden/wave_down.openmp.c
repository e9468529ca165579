/* kforge 0.1.0: tests/gen/omp/wave_down.c for openmp; 1 loop in parallel */
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
    { /* kforge: a wavefront, waves w = i - j in order, the iterations of L1 on each at once */
    long kf_wlo = 0, kf_whi = -1, kf_xlo = 0, kf_xhi = -1;
    int kf_wany = 0;
    for (i = 1; i < N; i++) {
        long kf_a = (long)i - 298, kf_b = (long)i;
        if (kf_a <= kf_b) {
            kf_wlo = kf_wany && kf_wlo < kf_a ? kf_wlo : kf_a;
            kf_whi = kf_wany && kf_whi > kf_b ? kf_whi : kf_b;
            kf_xlo = kf_wany && kf_xlo < i ? kf_xlo : i;
            kf_xhi = kf_wany && kf_xhi > i ? kf_xhi : i;
            kf_wany = 1;
        }
    }
    #pragma omp parallel private(i, j, k)
    for (long kf_w = kf_wlo; kf_w <= kf_whi; kf_w++) {
        long kf_lo = kf_xlo, kf_hi = kf_xhi, kf_s;
        kf_s = kf_w + 298;
        if (kf_hi > kf_s)
            kf_hi = kf_s;
        kf_s = -kf_w;
        if (kf_lo < -kf_s)
            kf_lo = -kf_s;
    #pragma omp for schedule(static)
        for (long kf_x = kf_lo; kf_x <= kf_hi; kf_x++)
        {
        i = kf_x;
        j = -kf_w + kf_x; {
            double s = 0.0;
            for (k = j; k < N; k++)
                s += c[k] * x[i - 1][k];
            x[i][j] = 0.5 * x[i][j + 1] + s / N;
        }
        }
        }
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
