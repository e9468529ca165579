/* kforge 0.1.0: tests/gen/omp/region_private.c for openmp; 2 loops in parallel */
/* The time loop's iterator t is declared outside it but never read after
 * it: the region makes it private(t).  (region_refused.c prints its t
 * afterwards, so there it keeps one parallel for per step.) */
#include <stdio.h>

#define N 500
#define T 30

static double a[N], b[N];

static void kernel(void)
{
    int t, i;
#pragma scop
    #pragma omp parallel private(t)
    for (t = 0; t < T; t++) {
        #pragma omp for simd
        for (i = 1; i < N - 1; i++)
            b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
        #pragma omp for simd lastprivate(i)
        for (i = 1; i < N - 1; i++)
            a[i] = b[i];
    }
#pragma endscop
    printf("i %d\n", i);
}

int main(void)
{
    for (int k = 0; k < N; k++)
        a[k] = (double)(k % 19) / 19;
    kernel();
    for (int k = 0; k < N; k++)
        printf("%.10g\n", a[k]);
    return 0;
}
