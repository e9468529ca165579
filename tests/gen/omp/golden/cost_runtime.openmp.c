/* kforge 0.1.0: tests/gen/omp/cost_runtime.c for openmp; 3 loops in parallel */
/* Sizes known only when the program runs (PolyBench's habit: the kernel
 * takes n).  The first loop forks only for n large enough; the time loop's
 * region (two barriers per step) runs only when each barrier shares work
 * enough, and as written otherwise.  Built with -DN=... for both sides. */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 64
#endif
#define T 20

static void kernel(int n, int tsteps, double *restrict x, double A[n], double B[n])
{
#pragma scop
    if (n >= 8192) {
    #pragma omp parallel for simd if(n >= 8192)
    for (int i = 0; i < n; i++)
        x[i] = 1.0 / (i + 1);
    } else {
    #pragma omp simd
    for (int i = 0; i < n; i++)
        x[i] = 1.0 / (i + 1);
    }
    if (2*n - 4 >= 16384) {
    #pragma omp parallel
    for (int t = 0; t < tsteps; t++) {
        #pragma omp for simd
        for (int i = 1; i < n - 1; i++)
            B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
        #pragma omp for simd
        for (int i = 1; i < n - 1; i++)
            A[i] = (B[i - 1] + B[i] + B[i + 1]) / 3.0 + x[i];
    }
    } else {
    for (int t = 0; t < tsteps; t++) {
        #pragma omp simd
        for (int i = 1; i < n - 1; i++)
            B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
        #pragma omp simd
        for (int i = 1; i < n - 1; i++)
            A[i] = (B[i - 1] + B[i] + B[i + 1]) / 3.0 + x[i];
    }
    }
#pragma endscop
}

int main(void)
{
    int n = N;
    double *x = malloc(n * sizeof *x), *A = malloc(n * sizeof *A), *B = malloc(n * sizeof *B);
    for (int i = 0; i < n; i++)
        A[i] = B[i] = (i % 7) * 0.25;
    kernel(n, T, x, A, B);
    double s = 0;
    for (int i = 0; i < n; i++)
        s += A[i];
    printf("%.12g %.12g %.12g\n", A[1], A[n / 2], s);
    free(x);
    free(A);
    free(B);
    return 0;
}
