/* kforge 0.1.0: tests/gen/omp/accum_interchange_refused.c for openmp; 1 loop in parallel */
/* Must NOT accumulate in the array: the rewrite alone would be exact, but
 * the interchange it is for is not legal (the k loop at j reads D[i][k]
 * for k > j before S1 writes it; with j distributed, S1 would write every
 * D[i][k] first), so the code stays as written. */
#include <stdio.h>

#define N 30

static double A[N][N], B[N][N], C[N][N], D[N][N];

static void kernel(void)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            D[i][j] = A[i][j] + 1.0;
            double s = 0.0;
            for (int k = 0; k < N; k++)
                s += D[i][k] * B[k][j];
            C[i][j] = s;
        }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
            D[i][j] = (double)((i + j) % 3);
        }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g %.17g\n", C[i][j], D[i][j]);
    return 0;
}
