/* kforge 0.1.0: tests/gen/omp/seq_simd.c for openmp; 0 loops in parallel */
/* A time loop that carries dependences, around loops too light to fork a
 * team for (1,000 iterations each): the nest stays sequential, and the
 * inner loops that carry nothing get `omp simd` (lanes, no team).  The
 * sum over i is a reduction: in lanes it would add in another order, so it
 * keeps its order.  The loop that calls half() is left as written too:
 * gcc may have no vector form of the call. */
#include <stdio.h>

#define N 1000
#define T 20

static double A[N], B[N], C[N], s[T];

static double half(double x)
{
    return x * 0.5;
}

static void kernel(void)
{
#pragma scop
    for (int t = 1; t < T; t++) {
        #pragma omp simd
        for (int i = 1; i < N - 1; i++)
            B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
        #pragma omp simd
        for (int i = 1; i < N - 1; i++)
            A[i] = B[i] + 0.25 * s[t - 1];
        { double kf_acc_s = s[t];
        for (int i = 0; i < N; i++)
            kf_acc_s += A[i] * 1e-3;
        s[t] = kf_acc_s; }
        for (int i = 0; i < N; i++)
            C[i] = half(C[i]) + A[i];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        A[i] = (double)(i % 17) / 7.0;
        C[i] = (double)(i % 5);
    }
    s[0] = 0.1;
    kernel();
    for (int t = 0; t < T; t++)
        printf("%a\n", s[t]);
    for (int i = 0; i < N; i += 37)
        printf("%a %a %a\n", A[i], B[i], C[i]);
    return 0;
}
