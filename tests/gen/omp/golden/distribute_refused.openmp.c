/* kforge 0.1.0: tests/gen/omp/distribute_refused.c for openmp; 1 loop in parallel */
/* Must NOT distribute: S1 at j reads y[i][j - 1], which S2 finished in
 * the iteration before; split into two j loops, every S1 would run before
 * any S2. */
#include <stdio.h>

#define N 40

static double x[N][N], y[N][N], B[N][N];

static void kernel(void)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < N; i++)
        for (int j = 1; j < N; j++) {
            x[i][j] = y[i][j - 1];
            { double kf_acc_y = y[i][j];
            for (int k = 0; k < N; k++)
                kf_acc_y += B[k][j] * x[i][j];
            y[i][j] = kf_acc_y; }
        }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            y[i][j] = (double)((i + j) % 3);
            B[i][j] = (double)((i * j) % 5) / 50;
        }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.10g %.10g\n", x[i][j], y[i][j]);
    return 0;
}
