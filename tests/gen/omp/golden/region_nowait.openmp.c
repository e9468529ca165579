/* kforge 0.1.0: tests/gen/omp/region_nowait.c for openmp; 4 loops in parallel */
/* The omp single that ends a time loop's body loses its barrier when
 * nothing of it reaches the first construct of the next iteration (L1,
 * durbin's shape: y[k] = alpha, then beta and sum of the next k), and
 * keeps it when something does (L2: c, written last, is read by the first
 * loop of the next t). */
#include <stdio.h>

#define N 300

static double r[N], y[N], z[N], a[N], b[N];

static void kernel(void)
{
    double alpha, beta, sum, c = 0.5;
#pragma scop
    y[0] = -r[0];
    beta = 1.0;
    alpha = -r[0];
    #pragma omp parallel
    for (int k = 1; k < N; k++) {
        #pragma omp single
        {
        beta = (1.0 - alpha * alpha) * beta;
        sum = 0.0;
        }
        #pragma omp for reduction(+: sum)
        for (int i = 0; i < k; i++)
            sum += r[k - i - 1] * y[i];
        #pragma omp single
        alpha = -(r[k] + sum) / beta;
        #pragma omp for simd
        for (int i = 0; i < k; i++)
            z[i] = y[i] + alpha * y[k - i - 1];
        #pragma omp for simd
        for (int i = 0; i < k; i++)
            y[i] = z[i];
        #pragma omp single nowait
        y[k] = alpha;
    }
    #pragma omp parallel
    for (int t = 0; t < 50; t++) {
        #pragma omp for simd
        for (int i = 0; i < N; i++)
            a[i] = b[i] * c + a[i] * 0.25;
        #pragma omp single
        c = a[t] * 0.5 + 0.25;
    }
#pragma endscop
    printf("%.17g %.17g %.17g %.17g\n", alpha, beta, sum, c);
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        r[i] = (double)(N + 1 - i) / (N * 200.0);
        b[i] = (double)(i % 7) / 7;
    }
    kernel();
    for (int i = 0; i < N; i++)
        printf("%.17g %.17g\n", y[i], a[i]);
    return 0;
}
