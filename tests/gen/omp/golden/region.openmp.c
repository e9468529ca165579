/* kforge 0.1.0: tests/gen/omp/region.c for openmp; 3 loops in parallel */
/* One parallel region around the time loop: its statements (one writes
 * alpha, which the next parallel loop reads; one starts the reduction on
 * s) run in omp single, its parallel loops are shared out with omp for. */
#include <stdio.h>

#define N 300
#define T 25

static double a[N], b[N];

static void kernel(void)
{
    double alpha = 0.5, s;
#pragma scop
    #pragma omp parallel
    for (int t = 0; t < T; t++) {
        #pragma omp single
        s = 0.0;
        #pragma omp for reduction(+: s)
        for (int i = 0; i < N; i++)
            s += a[i];
        #pragma omp single
        alpha = 1.0 / (1.0 + s * s);
        #pragma omp for simd
        for (int i = 1; i < N - 1; i++)
            b[i] = alpha * (a[i - 1] + a[i] + a[i + 1]);
        #pragma omp for simd
        for (int i = 1; i < N - 1; i++)
            a[i] = b[i];
    }
#pragma endscop
    printf("alpha %.10g s %.10g\n", alpha, s);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = (double)(i % 17) / 17;
    kernel();
    for (int i = 0; i < N; i++)
        printf("%.10g\n", a[i]);
    return 0;
}
