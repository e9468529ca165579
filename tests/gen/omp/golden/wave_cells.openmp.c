/* kforge 0.1.0: tests/gen/omp/wave_cells.c for openmp; 1 loop in parallel */
/* nussinov's shape: cell (i, j) takes the best of its neighbours and of
 * every split k between i and j, i counting down.  Both loops carry
 * dependences; the cells on a diagonal w = -i + j are independent, and
 * each thread keeps its cell's k maximum whole.  The iterators are
 * declared in the loops, and the sizes are fixed: the work per wave is a
 * constant that pays. */
#include <stdio.h>

#ifndef N
#define N 400
#endif

#define MAX(a, b) ((a) >= (b) ? (a) : (b))

static int seq[N], table[N][N];

static void kernel(void)
{
#pragma scop
    { /* kforge: a wavefront, waves w = -i + j in order, the iterations of L1 on each at once */
    long kf_wlo = 0, kf_whi = -1, kf_xlo = 0, kf_xhi = -1;
    int kf_wany = 0;
    for (int i = N - 1; i >= 0; i--) {
        long kf_a = -(long)i + (long)(i + 1), kf_b = -(long)i + 399;
        if (kf_a <= kf_b) {
            kf_wlo = kf_wany && kf_wlo < kf_a ? kf_wlo : kf_a;
            kf_whi = kf_wany && kf_whi > kf_b ? kf_whi : kf_b;
            kf_xlo = kf_wany && kf_xlo < i ? kf_xlo : i;
            kf_xhi = kf_wany && kf_xhi > i ? kf_xhi : i;
            kf_wany = 1;
        }
    }
    #pragma omp parallel
    for (long kf_w = kf_wlo; kf_w <= kf_whi; kf_w++) {
        long kf_lo = kf_xlo, kf_hi = kf_xhi, kf_s;
        kf_s = kf_w - 1;
        if (kf_s < 0)
            kf_hi = kf_lo - 1;
        kf_s = -kf_w + 399;
        if (kf_hi > kf_s)
            kf_hi = kf_s;
    #pragma omp for schedule(static)
        for (long kf_x = kf_lo; kf_x <= kf_hi; kf_x++)
        {
        int i = kf_x;
        int j = kf_w + kf_x; {
            if (j - 1 >= 0)
                table[i][j] = MAX(table[i][j], table[i][j - 1]);
            if (i + 1 < N)
                table[i][j] = MAX(table[i][j], table[i + 1][j]);
            if (i + 1 < N && j - 1 >= 0)
                table[i][j] = MAX(table[i][j], table[i + 1][j - 1] + (seq[i] + seq[j] == 3));
            for (int k = i + 1; k < j; k++)
                table[i][j] = MAX(table[i][j], table[i][k] + table[k + 1][j]);
        }
        }
        }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        seq[i] = (i * 7 + 1) % 4;
    kernel();
    long s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += (long)table[i][j] * (i + 2 * j + 1);
    printf("%d %d %ld\n", table[0][N - 1], table[N / 3][N - 1], s);
    return 0;
}
