/* kforge 0.1.0: tests/gen/omp/accum_read_after.c for openmp; 2 loops in parallel */
/* Must NOT accumulate in the array: in the first nest s is read again
 * after its store (by F[i][j] = 2 * s); in the second s is declared
 * outside the fragment and printed after it. */
#include <stdio.h>

#define N 30

static double A[N][N], B[N][N], E[N][N], F[N][N], G[N][N];

static void kernel(void)
{
    double s = -1.0;
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double r = 0.0;
            for (int k = 0; k < N; k++)
                r += A[i][k] * B[k][j];
            E[i][j] = r;
            F[i][j] = 2 * r;
        }
    #pragma omp parallel for lastprivate(s)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            s = 0.0;
            for (int k = 0; k < N; k++)
                s += A[i][k] * B[k][j];
            G[i][j] = s;
        }
#pragma endscop
    printf("s %.17g\n", s);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
        }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g %.17g %.17g\n", E[i][j], F[i][j], G[i][j]);
    return 0;
}
