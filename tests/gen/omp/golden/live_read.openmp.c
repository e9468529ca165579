/* kforge 0.1.0: tests/gen/omp/live_read.c for openmp; 2 loops in parallel */
/* j is read after the fragment: the second nest kills it only when it runs
 * an iteration of its j loop, and with m = 0 it runs none, so the value the
 * first nest leaves in j is the one printed.  The first nest must copy j
 * back (lastprivate); k, killed by the second nest before any read or
 * never read after it, stays private. */
#include <stdio.h>

#define N 40

static double A[N][N], C[N][N];

static int kernel(int n, int m)
{
    int i, j = -1, k = -1;
#pragma scop
    #pragma omp parallel for private(k) lastprivate(j) firstprivate(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            C[i][j] = 0.0;
            { double kf_acc_C = C[i][j];
            for (k = 0; k < n; k++)
                kf_acc_C += A[i][k] * A[k][j];
            C[i][j] = kf_acc_C; }
        }
    #pragma omp parallel for private(k) lastprivate(j) firstprivate(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            { double kf_acc_C = C[i][j];
            for (k = 0; k < n; k++)
                kf_acc_C += A[k][i];
            C[i][j] = kf_acc_C; }
#pragma endscop
    return j;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = (double)((i * j + 1) % 7) / 7;
    printf("%d\n", kernel(N, 0));
    printf("%d\n", kernel(N, 5));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.10g\n", C[i][j]);
    return 0;
}
