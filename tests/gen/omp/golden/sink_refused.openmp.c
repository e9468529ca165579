/* kforge 0.1.0: tests/gen/omp/sink_refused.c for openmp; 2 loops in parallel */
/* Must NOT move i inside j: j's bound depends on i (each i would need a
 * different trip count of the shared-out loop), and in the second nest the
 * statement writes the scalar t.  Both keep a parallel for on i. */
#include <stdio.h>

#define N 100

static double A[N][N], x[N], z[N], y[N];

static void kernel(void)
{
    double t = 0;
#pragma scop
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < N; i++)
        { double kf_acc_x = x[i];
        for (int j = 0; j <= i; j++)
            kf_acc_x += A[j][i] * y[j];
        x[i] = kf_acc_x; }
    #pragma omp parallel for lastprivate(t)
    for (int i = 0; i < N; i++)
        { double kf_acc_z = z[i];
        for (int j = 0; j < N; j++) {
            t = A[j][i] * y[j];
            kf_acc_z += t;
        }
        z[i] = kf_acc_z; }
#pragma endscop
    printf("t %.10g\n", t);
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        y[i] = (double)(i % 7) / 7;
        for (int j = 0; j < N; j++)
            A[i][j] = (double)((i * j + 1) % 11) / 11;
    }
    kernel();
    for (int i = 0; i < N; i++)
        printf("%.10g %.10g\n", x[i], z[i]);
    return 0;
}
