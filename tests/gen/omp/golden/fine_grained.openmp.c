/* kforge 0.1.0: tests/gen/omp/fine_grained.c for openmp; 1 loop in parallel */
/* Inner products inside sequential loops (ludcmp's shape).  Under two
 * loops the innermost k loop stays sequential: a team forked at every
 * iteration of both would cost more than it saves.  Under one loop the j
 * loop forks a team only when it has iterations enough (an if clause);
 * its sum reads x, not the y its results go into (y's recurrence is its
 * own), so reassociating it does not compound (kf_gen_fp_rule). */
#include <stdio.h>

#define N 300

static double A[N][N], x[N], y[N];

static void kernel(void)
{
    double w;
#pragma scop
    for (int i = 1; i < N; i++)
        for (int j = 0; j < i; j++) {
            w = A[i][j];
            for (int k = 0; k < j; k++)
                w -= A[i][k] * A[j][k];
            A[i][j] = w / (A[j][j] + N);
        }
    for (int i = 1; i < N; i++) {
        w = 1.0;
        if (i >= 8192) {
        #pragma omp parallel for reduction(+: w) if(i >= 8192)
        for (int j = 0; j < i; j++)
            w -= A[i][j] * x[j];
        } else {
        for (int j = 0; j < i; j++)
            w -= A[i][j] * x[j];
        }
        y[i] = w / N + y[i - 1];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = (double)(i % 7) / 7;
        for (int j = 0; j < N; j++)
            A[i][j] = (double)((i * 3 + j) % 10) / 10;
    }
    kernel();
    for (int i = 0; i < N; i += 7)
        printf("%.10g %.10g\n", A[i][i / 2], y[i]);
    return 0;
}
