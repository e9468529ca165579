/* kforge 0.1.0: tests/gen/omp/privatise_large.c for openmp; 2 loops in parallel */
/* privatise-array with a row the parameters size: t[0, np) is written
 * in full, then read, in each iteration of r, so r carries only t's anti
 * and output dependences, and each iteration gets a row of its own,
 * t_priv[np], on the stack of the thread that runs it.  main calls the
 * kernel with np = 100 (800 bytes a row: the rows, r in parallel) and with
 * np = 2,000,000 (16 MB a row, more than an OpenMP thread's stack, 2-8 MiB,
 * holds: the loop as written, on t itself).  Without the run-time test of
 * the rows' size the second call overflows the stack and the program dies
 * where the sequential one kept t in static storage.  (The row's name
 * ends in 2: this comment already names t_priv.) */
#include <stdio.h>

#define NR 4
#define NPMAX 2000000

static double X[NR], Y[NR], t[NPMAX];

static void kernel(int nr, int np)
{
    int r, p;
#pragma scop
    if (1.0 * (np > 0 ? np : 1) * sizeof(double) <= 65536) {
    #pragma omp parallel for private(p)
    for (r = 0; r < nr - 1; r++) {
        double t_priv2[np > 0 ? np : 1];
        #pragma omp simd
        for (p = 0; p < np; p++)
            t_priv2[p] = X[r] + p;
        for (p = 0; p < np; p++)
            Y[r] += t_priv2[p] * t_priv2[np - 1 - p];
    }
    } else {
    for (r = 0; r < nr - 1; r++) {
        for (p = 0; p < np; p++)
            t[p] = X[r] + p;
        for (p = 0; p < np; p++)
            Y[r] += t[p] * t[np - 1 - p];
    }
    }
    for (r = (0 > nr - 1 ? 0 : nr - 1); r < nr; r++) {
        #pragma omp parallel for simd
        for (p = 0; p < np; p++)
            t[p] = X[r] + p;
        for (p = 0; p < np; p++)
            Y[r] += t[p] * t[np - 1 - p];
    }
#pragma endscop
}

int main(void)
{
    for (int r = 0; r < NR; r++)
        X[r] = 1.0 / (r + 1);
    static const int sizes[] = {100, NPMAX};
    for (int k = 0; k < 2; k++) {
        int np = sizes[k];
        for (int r = 0; r < NR; r++)
            Y[r] = 0;
        kernel(NR, np);
        for (int r = 0; r < NR; r++)
            printf("np=%d Y[%d] %.17g\n", np, r, Y[r]);
        printf("np=%d t[0] %.17g t[np-1] %.17g\n", np, t[0], t[np - 1]);
    }
    return 0;
}
