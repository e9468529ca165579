/* kforge 0.1.0: tests/gen/omp/interchange_outlive.c for openmp; 1 loop in parallel */
/* Must NOT interchange: j and k are declared outside their loops and read
 * after the fragment, and with n unknown (n = 0 here) the k loop may not
 * run: then only the original order leaves j at 3. */
#include <stdio.h>

#define N 30

static double A[N][N], B[N][N], C[N][N];

static void kernel(int m, int n)
{
    int i, j = -1, k = -1;
#pragma scop
    i = 0;
    #pragma omp parallel for lastprivate(i, j, k) firstprivate(j, k)
    for (i = 0; i < m; i++)
        for (j = 0; j < 3; j++)
            for (k = 0; k < n; k++)
                C[i][j] += A[i][k] * B[k][j];
#pragma endscop
    printf("i %d j %d k %d\n", i, j, k);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7);
            B[i][j] = (double)((i + 2 * j) % 5);
        }
    kernel(N, 0);
    kernel(N, N);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 3; j++)
            printf("%.10g\n", C[i][j]);
    return 0;
}
