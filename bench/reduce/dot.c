/* A dot product and a max for bench/reduce/run.sh: one reduction kernel
 * each on the GPU targets.  N from the command line (-DN=...). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N (1 << 20)
#endif

static double dot(const double *restrict x, const double *restrict y, double *mx)
{
    double s = 0, m = -1e300;
#pragma scop
    for (int r = 0; r < 8; r++)
        for (int i = 0; i < N; i++)
            s += x[i] * y[i];
    for (int i = 0; i < N; i++)
        m = fmax(m, x[i] - y[i]);
#pragma endscop
    *mx = m;
    return s;
}

int main(void)
{
    double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), mx;
    if (!x || !y)
        return 1;
    for (int i = 0; i < N; i++) {
        x[i] = (i % 1000) * 1e-3;
        y[i] = ((i * 7) % 1000) * 1e-3;
    }
    printf("%.10g\n", dot(x, y, &mx));
    printf("%.10g\n", mx);
    free(x);
    free(y);
    return 0;
}
