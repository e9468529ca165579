/* kforge 0.1.0: tests/gen/omp/triangular.c for openmp; 1 loop in parallel */
/* The j loop's bound depends on i: rows differ in work, so the rows are
 * dealt round-robin (schedule(static, 1)). */
#include <stdio.h>

#define N 90

static double L[N][N], v[N];

static void kernel(void)
{
#pragma scop
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < N; i++) {
        v[i] = 0.0;
        { double kf_acc_v = v[i];
        for (int j = 0; j <= i; j++)
            kf_acc_v += L[i][j] * (j + 1);
        v[i] = kf_acc_v; }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            L[i][j] = (double)((i * 3 + j) % 10) / 10;
    kernel();
    for (int i = 0; i < N; i++)
        printf("%.10g\n", v[i]);
    return 0;
}
