/* kforge 0.1.0: tests/gen/omp/region_refused.c for openmp; 4 loops in parallel */
/* Must NOT get one parallel region: the first time loop's iterator is
 * declared outside it (and printed after), the second declares a variable
 * in its body that a single could set for one thread only, the third has
 * an if in its body, the fourth has two groups of statements around one
 * parallel loop (two barriers where a parallel for costs one fork and one
 * join).  Each keeps a parallel for on its inner loops. */
#include <stdio.h>

#define N 200
#define T 10

static double a[N], b[N];

static void kernel(void)
{
    int t;
    double s = 0;
#pragma scop
    for (t = 0; t < T; t++)
        #pragma omp parallel for simd
        for (int i = 1; i < N - 1; i++)
            b[i] = a[i] + 0.25 * (a[i - 1] + a[i + 1]);
    for (int u = 0; u < T; u++) {
        double h;
        h = 0.5 / (u + 1);
        #pragma omp parallel for simd
        for (int i = 0; i < N; i++)
            a[i] = h * b[i];
    }
    for (int u = 0; u < T; u++) {
        if (u % 2 == 0)
            a[0] = a[0] + 1.0;
        #pragma omp parallel for simd
        for (int i = 1; i < N; i++)
            b[i] = a[i] + a[0];
    }
    for (int u = 0; u < T; u++) {
        s = a[0];
        #pragma omp parallel for reduction(+: s)
        for (int i = 1; i < N; i++)
            s += b[i];
        a[0] = s / N;
    }
#pragma endscop
    printf("t %d s %.10g\n", t, s);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = (double)(i % 13) / 13;
    kernel();
    for (int i = 0; i < N; i++)
        printf("%.10g %.10g\n", a[i], b[i]);
    return 0;
}
